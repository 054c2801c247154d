"""Finding 7: a non-ASCII `Authorization` header is a clear 401, never a 500."""

from __future__ import annotations

import socket

import pytest
from flask.testing import FlaskClient

from tests.robustness.server import Api, Served

WEIRD = ["Bearer tökén", "Bearer \u00ff" * 3, "Bearer ключ", "Bearer 🎲🎲", "Bearer a\u0000b"]


def _paths(table: dict) -> list[tuple[str, str, dict | None]]:
    code = table["code"]
    return [
        ("GET", f"/api/tables/{code}", None),
        ("POST", f"/api/tables/{code}/actions", {"type": "roll", "dice": "1d6"}),
        ("POST", f"/api/tables/{code}/release", {"seat": 0}),
        ("POST", f"/api/tables/{code}/code", {}),
        ("GET", "/api/locate", None),
    ]


@pytest.mark.parametrize("header", WEIRD)
def test_a_non_ascii_token_is_a_401_that_says_so(client: FlaskClient, new_table, header: str) -> None:
    table = new_table()
    logged = len(client.get(f"/api/tables/{table['code']}/log").json)
    for method, path, body in _paths(table):
        r = client.open(path, method=method, json=body, headers={"Authorization": header})
        assert r.status_code == 401, (path, r.status_code, r.get_data(as_text=True)[:200])
        assert r.json["error"]["code"] == "bad_token"
        assert "ASCII" in r.json["error"]["message"]
    assert len(client.get(f"/api/tables/{table['code']}/log").json) == logged, "nothing was applied"


def test_real_tokens_still_work_and_wrong_ascii_ones_are_refused(client: FlaskClient, new_table) -> None:
    table = new_table()
    code = table["code"]
    ok = client.get(f"/api/tables/{code}", headers={"Authorization": f"Bearer {table['seats'][1]['token']}"})
    assert ok.status_code == 200 and ok.json["you"]["seat"] == 1
    wrong = client.get(f"/api/tables/{code}", headers={"Authorization": "Bearer " + "x" * 24})
    assert wrong.status_code == 403


def test_raw_utf8_bytes_in_the_header_on_the_real_server(served: Served) -> None:
    api = Api(served.port)
    table = api.create("score-pad", ["A", "B"])
    api.close()
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        head = f"GET /api/tables/{table['code']} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n".encode()
        sock.sendall(head + "Authorization: Bearer tökén\r\n\r\n".encode())
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    assert status == 401, answer[:300]
    assert b"ASCII" in answer and b"Traceback" not in answer

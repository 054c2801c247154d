"""Finding 12: security headers on every response; JSON bodies only as application/json."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.conftest import bearer

HEADERS = {"X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff"}


def _paths(code: str) -> list[str]:
    return [
        "/",
        "/games/score-pad",
        "/new/score-pad",
        f"/t/{code}",
        f"/t/{code}/qr.svg",
        f"/t/{code}/print/score.pdf",
        "/print/score-pad/score.pdf",
        "/static/js/app.js",
        "/static/css/app.css",
        "/sw.js",
        "/manifest.webmanifest",
        "/api/games",
        f"/api/tables/{code}",
        f"/api/tables/{code}/export.csv",
        "/api/openapi.json",
        "/nothing-here",
        "/api/tables/ZZZZZZ",
        "/t/ZZZZZZ",
    ]


def test_every_response_carries_the_security_headers(client: FlaskClient, new_table) -> None:
    code = new_table()["code"]
    for path in _paths(code):
        r = client.get(path)
        r.close()  # static files are streamed from disk
        for name, value in HEADERS.items():
            assert r.headers.get(name) == value, (path, name)
        csp = r.headers.get("Content-Security-Policy", "")
        directives = dict(d.strip().partition(" ")[::2] for d in csp.split(";") if d.strip())
        if path.endswith(".pdf"):  # no script in a PDF; only framing is refused (the viewer stays free)
            assert directives == {"frame-ancestors": "'none'"}, path
            continue
        assert directives.get("default-src") == "'self'", path
        assert directives.get("frame-ancestors") == "'none'", path
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp, path
    errors = client.post("/api/tables", json={"game": "chess"})
    assert errors.headers.get("X-Frame-Options") == "DENY"


@pytest.mark.parametrize("ctype", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", None])
def test_a_cross_site_post_cannot_create_a_table(client: FlaskClient, ctype: str | None) -> None:
    body = '{"game": "score-pad", "players": [{"name": "A"}, {"name": "B"}]}'
    headers = {"Content-Type": ctype} if ctype else {}
    r = client.post("/api/tables", data=body, headers=headers)
    assert r.status_code == 415, r.json
    assert r.json["error"]["code"] == "unsupported_media_type"
    assert "application/json" in r.json["error"]["message"]
    assert client.application.extensions["tables"].store.list_tables() == []


@pytest.mark.parametrize("path", ["join", "actions", "release"])
def test_a_cross_site_post_cannot_claim_a_seat_or_act(client: FlaskClient, new_table, path: str) -> None:
    table = new_table(seated=False)
    code = table["code"]
    body = '{"seat": 0, "type": "score", "delta": 3}'
    auth = {} if path == "join" else bearer(table["host_token"])
    r = client.post(f"/api/tables/{code}/{path}", data=body, headers={**auth, "Content-Type": "text/plain"})
    assert r.status_code == 415
    snap = client.get(f"/api/tables/{code}").json
    assert snap["seq"] == 1 and not any(p["claimed"] for p in snap["players"])


def test_json_with_a_charset_is_fine(client: FlaskClient) -> None:
    body = '{"game": "score-pad", "players": [{"name": "A"}, {"name": "B"}]}'
    r = client.post("/api/tables", data=body, headers={"Content-Type": "application/json; charset=utf-8"})
    assert r.status_code == 201

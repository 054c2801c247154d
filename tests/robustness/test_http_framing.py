"""Findings 1, 10 and 11 of issue 27 on the real server: folded floods, ambiguous framing, pywsgi's refusals."""

from __future__ import annotations

import socket
import threading

import pytest

from tests.robustness.server import Api, Served, exchange
from tests.robustness.smuggling import vectors

SECURITY = (
    b"Content-Security-Policy: default-src 'self'",
    b"X-Frame-Options: DENY",
    b"X-Content-Type-Options: nosniff",
)


@pytest.fixture(scope="module")
def table(served: Served) -> dict:
    api = Api(served.port)
    created = api.create("score-pad", ["A", "B"])
    api.close()
    return created


def _seq(port: int, code: str) -> int:
    api = Api(port)
    status, snap = api.call("GET", f"/api/tables/{code}")
    api.close()
    assert status == 200
    return snap["seq"]


@pytest.mark.parametrize("index", range(10))
def test_a_body_framed_two_ways_is_refused_and_what_it_hides_never_runs(
    served: Served, table: dict, index: int
) -> None:
    name, raw = vectors(table["code"], table["host_token"])[index]
    before = _seq(served.port, table["code"])
    answer = exchange(served.port, raw)
    assert answer.startswith(b"HTTP/1.1 400 "), (name, answer[:300])
    assert answer.count(b"HTTP/1.1 ") == 1, (name, "one answer, then the connection closed")
    assert _seq(served.port, table["code"]) == before, (name, "neither roll ran")


BAD = {
    "malformed request line": b"BLAH\r\n\r\n",
    "bad HTTP version": b"GET / HTTP/7.1\r\nHost: x\r\n\r\n",
    "folded header": b"GET /api/games HTTP/1.1\r\nHost: x\r\nX: a\r\n b\r\n\r\n",
    "header without a colon": b"GET /api/games HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n",
    "request line over 8 KiB": b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
}


@pytest.mark.parametrize("what", BAD)
def test_the_servers_own_refusals_carry_the_security_headers(served: Served, what: str) -> None:
    answer = exchange(served.port, BAD[what])
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith((b"HTTP/1.1 400 ", b"HTTP/1.1 414 ")), answer[:200]
    for header in SECURITY:
        assert header in head, (what, header)
    assert b"Content-Type: application/json" in head and b'"code": ' in body, body


def test_a_52_mb_folded_header_is_refused_at_once_and_others_are_served(served: Served) -> None:
    line = b" " + b"b" * 65_000 + b"\r\n"
    sock = socket.create_connection(("127.0.0.1", served.port), timeout=30)
    sent = threading.Event()

    def flood() -> None:
        try:
            sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nX: a\r\n")
            for _ in range(800):  # 52 MB; the server stops reading at the first folded line
                sock.sendall(line)
        except OSError:
            pass  # refused and closed under it: what we want
        sent.set()

    thread = threading.Thread(target=flood, daemon=True)
    thread.start()
    first = sock.recv(65536)
    api = Api(served.port)
    assert api.call("GET", "/api/games")[0] == 200
    api.close()
    assert first.startswith(b"HTTP/1.1 400 ") and b"Folded header line" in first, first[:300]
    sock.close()
    thread.join(30)

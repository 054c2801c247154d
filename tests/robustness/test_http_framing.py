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


def test_a_phones_photo_passes_the_servers_body_limit_on_the_scan_route_only(served: Served) -> None:
    """A 2-megapixel photo (~0.5-1 MB) reaches the scan route whole; every other route keeps its 64 KB limit."""
    boundary = "b0und"
    photo = b"\xff\xd8" + b"p" * 900_000  # no sheet in it: read, refused with a 4xx, never a 413
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="photo"; filename="s.jpg"\r\n'
            "Content-Type: image/jpeg\r\n\r\n"
        ).encode()
        + photo
        + f"\r\n--{boundary}--\r\n".encode()
    )

    def post(path: str, send: bytes) -> bytes:
        head = (
            f"POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: {len(body)}\r\n"
            f"Content-Type: multipart/form-data; boundary={boundary}\r\n\r\n"
        )
        return exchange(served.port, head.encode() + send).split(b"\r\n", 1)[0]

    scanned = post("/api/scan", body)
    assert scanned.split()[1] in (b"415", b"422"), scanned  # no extra, or not a sheet: the photo was read
    assert post("/api/tables", b"").split()[1] == b"413"  # refused from its length, before its body

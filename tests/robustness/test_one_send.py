"""An answer's head and a small body reach the phone in one TCP segment, not two (issue #33)."""

from __future__ import annotations

import json
import socket
import struct
import sys
import time

import pytest

from tests.robustness.server import Api, Served

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="TCP_INFO's counters are Linux's")

# struct tcp_info (linux/tcp.h): tcpi_data_segs_in, the segments that carried data, at byte 152.
DATA_SEGS_IN = 152


def _data_segments_in(sock: socket.socket) -> int:
    return struct.unpack_from("I", sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 232), DATA_SEGS_IN)[0]


def _answer_segments(sock: socket.socket, raw: bytes) -> tuple[bytes, int]:
    """Send one request on a kept-alive connection; its whole answer and how many data segments brought it."""
    before = _data_segments_in(sock)
    sock.sendall(raw)
    got = b""
    while b"\r\n\r\n" not in got or len(got.partition(b"\r\n\r\n")[2]) < _length(got):
        got += sock.recv(65536)
    time.sleep(0.05)  # a second segment, if the server sent one, has long arrived
    return got, _data_segments_in(sock) - before


def _length(answer: bytes) -> int:
    head = answer.partition(b"\r\n\r\n")[0].decode("latin-1").lower()
    return int(head.split("content-length:")[1].split("\r\n")[0])


def test_an_action_answer_and_a_snapshot_come_in_one_segment(served: Served) -> None:
    api = Api(served.port)
    table = api.create("score-pad", ["A", "B"])
    api.close()
    code, token = table["code"], table["host_token"]
    body = json.dumps({"type": "score", "seat": 0, "delta": 1}).encode()
    action = (
        f"POST /api/tables/{code}/actions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    snapshot = f"GET /api/tables/{code} HTTP/1.1\r\nHost: x\r\n\r\n".encode()
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        for raw in (action, action, snapshot):
            answer, segments = _answer_segments(sock, raw)
            assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]
            assert segments == 1, (segments, answer[:200])


def _head_and_body(sock: socket.socket) -> tuple[bytes, bytes]:
    """One answer read off a kept-alive connection: its head, and its body by Content-Length (none: empty)."""
    got = b""
    while b"\r\n\r\n" not in got:
        got += sock.recv(65536)
    head, _, body = got.partition(b"\r\n\r\n")
    text = head.decode("latin-1").lower()
    want = int(text.split("content-length:")[1].split("\r\n")[0]) if "content-length:" in text else 0
    while len(body) < want:
        body += sock.recv(65536)
    return head, body


def test_answers_without_a_body_keep_the_connection_in_step(served: Served) -> None:
    """A HEAD and a 304 send a head only; the next answer on the connection is the next request's."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        sock.sendall(b"GET /static/icon.svg HTTP/1.1\r\nHost: x\r\n\r\n")
        head, body = _head_and_body(sock)
        assert head.startswith(b"HTTP/1.1 200 ") and body.startswith(b"<svg"), head
        etag = next(line.split(b":", 1)[1].strip() for line in head.split(b"\r\n") if line.lower().startswith(b"etag:"))
        sock.sendall(b"GET /static/icon.svg HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + etag + b"\r\n\r\n")
        sock.sendall(b"HEAD /api/games HTTP/1.1\r\nHost: x\r\n\r\n")
        sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n")
        not_modified = _head_and_body(sock)[0]
        assert not_modified.startswith(b"HTTP/1.1 304 "), not_modified
        got = b""
        while b"\r\n\r\n" not in got:
            got += sock.recv(65536)
        head_only, _, rest = got.partition(b"\r\n\r\n")
        assert head_only.startswith(b"HTTP/1.1 200 ") and b"content-length:" in head_only.lower(), head_only
        while b"\r\n\r\n" not in rest:  # a HEAD's answer has no body: what follows is the GET's
            rest += sock.recv(65536)
        assert rest.startswith(b"HTTP/1.1 200 "), rest[:200]

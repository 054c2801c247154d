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


class _Reader:
    """Answers read one at a time off a kept-alive connection; what came after one answer is kept for the next."""

    def __init__(self, sock: socket.socket):
        self.sock, self.buffered = sock, b""

    def answer(self, bodiless: bool = False) -> tuple[bytes, bytes]:
        """The next answer's head, and its body by Content-Length (`bodiless`: a HEAD's, which has none)."""
        while b"\r\n\r\n" not in self.buffered:
            self.buffered += self.sock.recv(65536)
        head, _, rest = self.buffered.partition(b"\r\n\r\n")
        text = head.decode("latin-1").lower()
        length = text.split("content-length:")[1].split("\r\n")[0] if "content-length:" in text else "0"
        want = 0 if bodiless else int(length)
        while len(rest) < want:
            rest += self.sock.recv(65536)
        self.buffered = rest[want:]
        return head, rest[:want]


def test_answers_without_a_body_keep_the_connection_in_step(served: Served) -> None:
    """A HEAD and a 304 send a head only; the next answer on the connection is the next request's."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        reader = _Reader(sock)
        sock.sendall(b"GET /static/icon.svg HTTP/1.1\r\nHost: x\r\n\r\n")
        head, body = reader.answer()
        assert head.startswith(b"HTTP/1.1 200 ") and body.startswith(b"<svg"), head
        etag = next(line.split(b":", 1)[1].strip() for line in head.split(b"\r\n") if line.lower().startswith(b"etag:"))
        # Sent together: each answer must end where the next begins.
        sock.sendall(
            b"GET /static/icon.svg HTTP/1.1\r\nHost: x\r\nIf-None-Match: " + etag + b"\r\n\r\n"
            b"HEAD /api/games HTTP/1.1\r\nHost: x\r\n\r\n"
            b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n"
        )
        assert reader.answer()[0].startswith(b"HTTP/1.1 304 ")
        head_only = reader.answer(bodiless=True)[0]
        assert head_only.startswith(b"HTTP/1.1 200 ") and b"content-length:" in head_only.lower(), head_only
        head, body = reader.answer()  # right after the HEAD's head: the GET's answer, no body of the HEAD between
        assert head.startswith(b"HTTP/1.1 200 ") and body.startswith(b"[{"), (head, body[:100])
        assert reader.buffered == b""

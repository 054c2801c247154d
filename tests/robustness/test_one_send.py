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

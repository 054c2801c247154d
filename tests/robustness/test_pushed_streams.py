"""Streams written straight to their sockets (web/push.py): a slow phone, phones going away."""

from __future__ import annotations

import socket
import time
from pathlib import Path

from tests.conftest import sse_ids
from tests.robustness.server import Api, Served, Stream
from tests.robustness.test_connections import _closed_by_server, _serve


def _score(api: Api, code: str, n: int) -> None:
    for i in range(n):
        status, body = api.call("POST", f"/api/tables/{code}/actions", {"type": "score", "seat": i % 2, "delta": 1})
        assert status == 200, body


def test_a_phone_that_stops_reading_gets_every_event_in_order_later(tmp_path: Path) -> None:
    # A phone whose socket fills (a stalled browser, a weak signal) holds up nobody; when it reads
    # again it gets every event in order, or its stream ends and Last-Event-ID brings the rest.
    served = Served(tmp_path / "c.sqlite3", tmp_path / "serve.log")
    try:
        api = Api(served.port)
        table = api.create("score-pad", ["A", "B"])
        api.token = table["seats"][0]["token"]
        end = table["seq"] + 400
        slow = socket.socket()
        slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a small window: the server's side fills
        slow.connect(("127.0.0.1", served.port))
        slow.sendall(f"GET /api/tables/{table['code']}/events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        brisk = Stream(served.port, table["code"])
        # ~300 KB of messages for a phone that reads nothing: every action is answered (a send that
        # waited on the stalled socket would hold the server, and the call would time out).
        # bench/hostile.py and bench/fanout.py print how long such work takes; no test asserts on time.
        _score(api, table["code"], 400)
        brisk.until_seq(end, timeout=10)  # the other phone had every event meanwhile
        seen = _read_all(slow, until=end)
        last = seen[-1] if seen else 0
        assert seen == list(range(2, last + 1)), "in order, none skipped"
        if last < end:  # it fell too far behind and was ended: it resumes where it stopped
            rest = Stream(served.port, table["code"], last=last)
            rest.until_seq(end)
            assert [s for s, _ in rest.events] == list(range(last + 1, end + 1))
            rest.close()
        brisk.close()
        slow.close()
        api.close()
    finally:
        served.stop()


def _read_all(sock: socket.socket, until: int) -> list[int]:
    """The event ids a raw stream socket delivers, until `until` or its end."""
    sock.settimeout(5)
    data = b""
    while True:
        ids = sse_ids(data)
        if ids and ids[-1] >= until:
            return ids
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            return ids
        if not chunk:
            return ids
        data += chunk


def test_streams_a_phone_closes_give_their_room_back(tmp_path: Path) -> None:
    # A stream on its own socket still counts against the open-file limit (here 8 connections
    # from one address), and gives its place back as soon as its phone hangs up.
    with _serve(tmp_path, 80, 80) as (port, _, _log):
        api = Api(port)
        code = api.create("score-pad", ["A", "B"])["code"]
        api.close()

        def open_streams(n: int) -> list[socket.socket]:
            out = []
            for _ in range(n):
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                s.sendall(f"GET /api/tables/{code}/events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
                assert s.recv(65536).startswith(b"HTTP/1.1 200")
                out.append(s)
            return out

        first = open_streams(8)
        ninth = open_streams(1)
        assert _closed_by_server(first[0]), "the ninth took the oldest one's place: the eight counted"
        for s in first + ninth:
            s.close()
        for _ in range(20):  # the server notices each hang-up on its own (a busy machine: a moment later)
            time.sleep(0.25)
            second = open_streams(8)
            kept = not any(_closed_by_server(s, 0.3) for s in second)
            for s in second:
                s.close()
            if kept:
                break
        assert kept, "every closed stream gave its place back"

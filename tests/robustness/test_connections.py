"""Idle, slow and streaming sockets cannot lock everyone out; the open-file limit is raised at start.

Finding 5 of an earlier round, and finding 7 of issue 27 (slow bodies and streams).
"""

from __future__ import annotations

import contextlib
import os
import re
import resource
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.robustness.server import ROOT, Api, Stream, free_port, serve_command
from tests.robustness.smuggling import action

LOW = 256  # the child's open-file limit, so that 1,100 sockets are far over it


def _limit_to(soft: int, hard: int):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    return apply


@contextlib.contextmanager
def _serve(tmp: Path, soft: int, hard: int, *extra: str) -> Iterator[tuple[int, subprocess.Popen, Path]]:
    port = free_port()
    log = tmp / "serve.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [*serve_command(port, tmp / "c.sqlite3"), *extra],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
            preexec_fn=_limit_to(soft, hard),
        )
    try:
        deadline = time.monotonic() + 20
        while True:
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        yield port, proc, log
    finally:
        proc.terminate()
        proc.wait(10)


def _idle_sockets(port: int, n: int, source: str) -> list[socket.socket]:
    """`n` connections from another loopback address that never send a byte."""
    socks, failed = [], 0
    for _ in range(n):
        s = socket.socket()
        s.bind((source, 0))
        s.settimeout(3)
        try:
            s.connect(("127.0.0.1", port))
        except OSError:
            s.close()
            failed += 1
            if failed >= 5:  # the server stopped accepting: no use waiting on the rest
                break
            continue
        socks.append(s)
    return socks


@pytest.fixture
def many_files() -> Iterator[None]:
    """This test process holds 1,100 sockets: let it (within its own hard limit)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1400:
        pytest.skip(f"the hard open-file limit {hard} is below what the test needs")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1400), hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_1100_idle_sockets_leave_other_clients_served(tmp_path: Path, many_files: None) -> None:
    with _serve(tmp_path, LOW, LOW) as (port, _, log):
        api = Api(port)
        table = api.create("score-pad", ["A", "B"])
        api.close()
        stream = Stream(port, table["code"])  # a phone following the table before the flood
        hostile = _idle_sockets(port, 1100, "127.0.0.2")
        try:
            assert len(hostile) == 1100, "every connection was accepted (older idle ones closed)"
            for i in range(10):
                assert _sent_as_a_phone_does(port, table, {"type": "roll", "id": f"roll-{i}"}) == 200
                stream.until_seq(2 + i, timeout=5)  # the live stream was not cut, the roll applied once
        finally:
            for s in hostile:
                s.close()
            stream.close()
        text = log.read_text()
        assert "Too many open files" not in text, text[-2000:]


def _sent_as_a_phone_does(port: int, table: dict, action: dict, tries: int = 3) -> int:
    """Post an action on a new connection, as a new phone; a 503 (busy) is sent again after its Retry-After.

    The phones' queue does the same with the same action id, which the server applies once: on a
    machine busy with other work, the overload gate may ask a move to wait its second.
    """
    for _ in range(tries):
        other = Api(port, table["host_token"])
        other.conn.timeout = 5
        status, body = other.call("POST", f"/api/tables/{table['code']}/actions", action)
        other.close()
        if status != 503:
            return status
        time.sleep(body["error"]["retry_after"])
    return status


def _from(source: str, port: int, timeout: float = 5) -> socket.socket:
    s = socket.socket()
    s.bind((source, 0))
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    return s


def _closed_by_server(sock: socket.socket, within: float = 5) -> bool:
    """Whether the server ends the connection within `within` seconds (whatever it sends first)."""
    deadline = time.monotonic() + within
    with contextlib.suppress(OSError):
        while time.monotonic() < deadline:
            sock.settimeout(max(0.01, deadline - time.monotonic()))
            if not sock.recv(65536):
                return True
    return False


def _table(port: int) -> dict:
    """A fresh score-pad table, its seats joined."""
    api = Api(port)
    table = api.create("score-pad", ["A", "B"])
    api.close()
    return table


def _slow_body(table: dict) -> bytes:
    """A roll's headers and one byte of its 100-byte body (and then nothing)."""
    return action(table["code"], table["host_token"], b"Content-Length: 100", b"{")


def _served(port: int, table: dict, n: int) -> int:
    """How many of `n` rolls, each on a new connection from 127.0.0.1 (a new phone), get a 200."""
    ok = 0
    for _ in range(n):
        other = Api(port, table["host_token"])
        other.conn.timeout = 5
        with contextlib.suppress(OSError):  # refused, and closed before the request went out
            ok += other.call("POST", f"/api/tables/{table['code']}/actions", {"type": "roll"})[0] == 200
        other.close()
    return ok


def test_streams_of_one_address_give_way_oldest_first_and_others_are_served(tmp_path: Path) -> None:
    # An open-file limit of 80: 16 connections at most, 8 of them from one address.
    with _serve(tmp_path, 80, 80) as (port, _, _log):
        table = _table(port)
        streams = []
        for _ in range(20):
            s = _from("127.0.0.2", port)
            s.sendall(f"GET /api/tables/{table['code']}/events HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            streams.append((s, s.recv(65536)))
        try:
            assert all(head.startswith(b"HTTP/1.1 200") for _, head in streams), "each new stream got in"
            assert all(_closed_by_server(s) for s, _ in streams[:12]), "the oldest gave way (phones reconnect)"
            assert not any(_closed_by_server(s, 0.2) for s, _ in streams[12:]), "the newest 8 are open"
            assert _served(port, table, 20) == 20
        finally:
            for s, _ in streams:
                s.close()


def test_slow_bodies_from_three_addresses_leave_other_phones_served(tmp_path: Path) -> None:
    with _serve(tmp_path, 80, 80) as (port, _, _log):
        table = _table(port)
        head = _slow_body(table)
        slow = []
        for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4"):
            for _ in range(10):  # one byte of a 100-byte body, and then nothing
                s = _from(source, port)
                with contextlib.suppress(OSError):  # refused (503) and closed already: fine
                    s.sendall(head)
                slow.append(s)
                time.sleep(0.02)  # its headers read: in a request, no longer waiting for one
        try:
            time.sleep(1.5)  # slow by now (a phone's body comes within milliseconds)
            assert _served(port, table, 20) == 20
        finally:
            for s in slow:
                s.close()


def test_a_slow_body_and_slow_headers_get_a_408_and_are_closed(tmp_path: Path) -> None:
    # A 2 s deadline instead of the default 10 s: the same 408s, sooner.
    with _serve(tmp_path, 1024, 1024, "--request-timeout", "2") as (port, _, _log):
        table = _table(port)
        body = socket.create_connection(("127.0.0.1", port), timeout=20)
        body.sendall(_slow_body(table))
        headers = socket.create_connection(("127.0.0.1", port), timeout=20)
        headers.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        stop = threading.Event()

        def dribble() -> None:  # a byte every 0.4 s (well inside the deadline), for at most 15 s
            for _ in range(38):
                if stop.wait(0.4):
                    return
                with contextlib.suppress(OSError):
                    headers.sendall(b"a")

        thread = threading.Thread(target=dribble, daemon=True)
        thread.start()
        try:
            for sock in (body, headers):
                answer = sock.recv(65536)
                assert answer.startswith(b"HTTP/1.1 408 "), answer[:200]
                assert b"request_timeout" in answer and b"X-Frame-Options: DENY" in answer
                assert _closed_by_server(sock)
        finally:
            stop.set()
            thread.join(5)
            body.close()
            headers.close()
        api = Api(port)
        assert api.call("GET", f"/api/tables/{table['code']}")[1]["seq"] == table["seq"], "no roll ran"
        api.close()


def test_an_idle_keep_alive_connection_is_closed_but_a_stream_is_not(tmp_path: Path) -> None:
    with _serve(tmp_path, 1024, 1024, "--idle-timeout", "1") as (port, _, _log):
        api = Api(port)
        table = api.create("score-pad", ["A", "B"])
        stream = Stream(port, table["code"])
        idle = socket.create_connection(("127.0.0.1", port), timeout=5)
        assert idle.recv(1) == b"", "the server closed the idle connection"  # recv waits up to 5 s
        idle.close()
        with pytest.raises((ConnectionError, OSError)):  # the keep-alive client was closed too
            api.call("GET", "/api/games")
        api.close()
        again = Api(port, table["host_token"])
        assert again.call("POST", f"/api/tables/{table['code']}/actions", {"type": "roll"})[0] == 200
        again.close()
        rolled = table["seq"] + 1  # after the seats' joins
        assert stream.until_seq(rolled, timeout=5)[-1][0] == rolled, "the live stream is still open"
        stream.close()


def test_serve_raises_the_soft_open_file_limit_to_the_hard_one(tmp_path: Path) -> None:
    with _serve(tmp_path, 256, 2048) as (_, proc, log):
        limits = Path(f"/proc/{proc.pid}/limits").read_text()
        soft, hard = re.search(r"Max open files\s+(\d+)\s+(\d+)", limits).groups()
        assert (int(soft), int(hard)) == (2048, 2048)
        # The server listens before it prints its banner (a taken port must not follow one).
        deadline = time.monotonic() + 10
        while "Up to " not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "Up to " in log.read_text()


if sys.platform != "linux":  # /proc and 127.0.0.2 as a source address are Linux's
    pytestmark = pytest.mark.skip("Linux only")

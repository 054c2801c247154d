"""A real `companion serve` in a subprocess, and small raw HTTP/SSE clients to talk to it."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_command(port: int, db: Path | str) -> list[str]:  # db: a SQLite path or a postgresql:// URL
    """The command line that starts the production server on loopback."""
    return [sys.executable, "-m", "web.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db)]


TAKEN = 1  # `companion serve`'s exit code when it cannot listen (web/serving.py): the port was taken


def listening(pid: int, port: int) -> bool:
    """Whether process `pid` itself holds the listening socket on 127.0.0.1:`port` (Linux's /proc).

    A connection that succeeds proves only that someone listens there: on a machine where other
    test runs start servers on free ports too, it can be another server, which took the port
    between `free_port()` and the child's bind (the child then exits, and every request goes to
    a server that knows none of our tables).
    """
    held = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        f = line.split()
        if f[1] == f"0100007F:{port:04X}" and f[3] == "0A":  # 127.0.0.1 (little-endian hex), LISTEN
            held.add(f"socket:[{f[9]}]")
    if not held:
        return False
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):  # a descriptor closed while we look
            if os.readlink(fd) in held:
                return True
    return False


def start_listening(
    command: Callable[[int], list[str]], log: IO[bytes], env: dict[str, str] | None = None, timeout: float = 300.0
) -> tuple[subprocess.Popen, int]:
    """Start `command(port)` on a free loopback port and wait until that child itself listens.

    A port taken first by another process is tried again on a fresh one; `timeout` is long because
    a two-core machine shared with other test runs has taken 115 s to start the third of three.
    """
    for _attempt in range(5):
        port = free_port()
        proc = subprocess.Popen(
            command(port),
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})},
        )
        deadline = time.monotonic() + timeout
        while proc.poll() is None and time.monotonic() < deadline:
            if listening(proc.pid, port):
                return proc, port
            time.sleep(0.05)
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
            raise RuntimeError(f"companion serve did not start listening in {timeout:.0f} s")
        if proc.returncode != TAKEN:
            raise RuntimeError(f"companion serve exited with {proc.returncode}")
    raise RuntimeError("companion serve found every port it was given taken")


class Served:
    """`companion serve` running in a child process on a free loopback port."""

    def __init__(self, db: Path | str, log: Path, extra: tuple[str, ...] = ()):
        self.db = db
        self._log = open(log, "ab")  # noqa: SIM115 - closed in stop()
        try:
            self.proc, self.port = start_listening(lambda port: [*serve_command(port, db), *extra], self._log)
        except BaseException:
            self._log.close()
            raise
        self.url = f"http://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, no last checkpoint."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self._log.close()

    def stop(self) -> None:
        """Stop the server (politely, then firmly)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if not self._log.closed:
            self._log.close()


def exchange(port: int, raw: bytes, timeout: float = 10.0, source: str = "127.0.0.1") -> bytes:
    """Send `raw` from `source` on a new connection; everything the server sends until it closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(source, 0)) as sock:
        sock.sendall(raw)
        out = b""
        while chunk := sock.recv(65536):
            out += chunk
    return out


def action_request(code: str, token: str, body: bytes, extra: dict[str, str], chunked: bool) -> bytes:
    """A whole action request on the wire, its body framed by Content-Length or chunked; the connection closed after."""
    framing = "Transfer-Encoding: chunked\r\n" if chunked else f"Content-Length: {len(body)}\r\n"
    head = (
        f"POST /api/tables/{code}/actions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n"
        f"Content-Type: application/json\r\nConnection: close\r\n{framing}"
        + "".join(f"{k}: {v}\r\n" for k, v in extra.items())
    ).encode()
    return head + b"\r\n" + (b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body) if chunked else body)


class Api:
    """A keep-alive JSON client (one connection, like one phone's fetches)."""

    def __init__(self, port: int, token: str | None = None):
        self.port = port
        self.token = token
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        """One request; returns (status, JSON body)."""
        headers = {"Accept": "application/json"}
        tok = token or self.token
        if tok:
            headers["Authorization"] = f"Bearer {tok}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        self.conn.request(method, path, data, headers)
        resp = self.conn.getresponse()
        raw = resp.read()
        return resp.status, json.loads(raw) if raw else None

    def create(self, game: str, players: list[str], options: dict | None = None) -> dict:
        """Open a table; return the creation answer."""
        body = {"game": game, "players": [{"name": p} for p in players], "options": options or {}}
        status, body = self.call("POST", "/api/tables", body)
        assert status == 201, body
        for s in body["seats"]:  # a phone joins every seat; its token rides along for the test
            joined, answer = self.call("POST", f"/api/tables/{body['code']}/join", {"seat": s["seat"]})
            assert joined == 200, answer
            s["token"] = answer["token"]
        body["seq"] = 1 + len(body["seats"])
        return body

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()


class Stream:
    """One phone's SSE stream read over a raw socket: `id`s and `data` as they arrive."""

    def __init__(self, port: int, code: str, last: int | str | None = None, header: bool = True):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        extra = ""
        path = f"/api/tables/{code}/events"
        if last is not None:
            if header:
                extra = f"Last-Event-ID: {last}\r\n"
            else:
                path += f"?last={last}"
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n{extra}\r\n".encode())
        self.buf = b""
        self.ended = False
        self.raw = bytearray()  # every byte of the body after the headers, to compare streams
        self._at = 0
        self.events: list[tuple[int, dict]] = []
        self.last_id: str | None = None
        self.status = self._read_headers()
        self._dechunk()  # the first read may have brought body bytes along with the headers
        self._parse()

    def _read_headers(self) -> int:
        while b"\r\n\r\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("stream closed before its headers")
            self.buf += chunk
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        self.chunked = b"transfer-encoding: chunked" in head.lower()
        return int(head.split(b" ", 2)[1])

    def _dechunk(self) -> None:
        """Move whole chunks from `buf` into `raw` (pywsgi streams with chunked encoding)."""
        if not self.chunked:
            self.raw += self.buf
            self.buf = b""
            return
        while b"\r\n" in self.buf:
            size_line, rest = self.buf.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0], 16)
            if len(rest) < size + 2:
                return
            self.raw += rest[:size]
            self.buf = rest[size + 2 :]
            if size == 0:  # the last chunk: the server ended the stream (the connection may stay open)
                self.ended = True
                return

    def _parse(self) -> None:
        while True:
            end = self.raw.find(b"\n\n", self._at)
            if end < 0:
                return
            block = bytes(self.raw[self._at : end])
            self._at = end + 2
            if block.startswith(b"id: "):
                lines = dict(line.split(b": ", 1) for line in block.split(b"\n") if b": " in line)
                self.last_id = lines[b"id"].decode()  # `<seq>.<tag>`: what EventSource resumes from
                self.events.append((int(self.last_id.split(".", 1)[0]), json.loads(lines[b"data"])))

    def read_until(self, predicate, timeout: float = 10.0) -> list[tuple[int, dict]]:
        """Read until `predicate(events)` holds; raise TimeoutError otherwise."""
        deadline = time.monotonic() + timeout
        while not predicate(self.events):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"stream has {len(self.events)} events; still waiting")
            if self.ended:
                raise ConnectionError("stream ended by the server")
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError as err:
                raise TimeoutError(f"stream has {len(self.events)} events; still waiting") from err
            if not chunk:
                raise ConnectionError("stream closed")
            self.buf += chunk
            self._dechunk()
            self._parse()
        return self.events

    def until_seq(self, seq: int, timeout: float = 10.0) -> list[tuple[int, dict]]:
        """Read until the event with id `seq` has arrived."""
        return self.read_until(lambda ev: bool(ev) and ev[-1][0] >= seq, timeout)

    def settle(self, wait: float = 0.3) -> list[tuple[int, dict]]:
        """Read whatever arrives in the next `wait` seconds."""
        with contextlib.suppress(TimeoutError):
            self.read_until(lambda ev: False, wait)
        return self.events

    def follow(self, stop: threading.Event) -> None:
        """Read everything until `stop` is set or the server goes away (run it in a thread)."""
        while not stop.is_set():
            try:
                self.settle(0.05)
            except (OSError, ConnectionError):
                return

    def close(self) -> None:
        """Hang up (a phone losing its Wi-Fi)."""
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()

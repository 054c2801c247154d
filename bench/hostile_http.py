#!/usr/bin/env python
"""Hostile HTTP against the real server: a folded-header flood, ambiguous framing, slow bodies.

1. A 52 MB header folded over 800 lines of 65 KB (15 s of CPU once): the time to its 400, and
   the time of a GET sent meanwhile on another connection (and of one on a quiet server).
2. The 10 framings of tests/robustness/smuggling.py, each hiding a second roll in its body: the
   answer to each, and whether any roll ran.
3. 2,000 slow bodies (headers, then one byte of 100) from 127.0.0.2, then 20 rolls from
   127.0.0.1, each on a new connection: how many are served and how fast, at the default
   open-file limit and at 512; then how many of the slow ones got their 408.

    python bench/hostile_http.py
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import _server
from hostile import _call

sys.path.insert(0, str(_server.ROOT))
from tests.robustness.smuggling import action, vectors

FOLDED = b" " + b"b" * 65_000 + b"\r\n"


def _ms(seconds: list[float]) -> str:
    return f"p50 {statistics.median(seconds) * 1000:.2f} ms, max {max(seconds) * 1000:.2f} ms"


def _get(port: int) -> float:
    start = time.perf_counter()
    status, _ = _call(port, "GET", "/api/games")
    assert status == 200, status
    return time.perf_counter() - start


def folded_flood(port: int, runs: int = 5) -> None:
    """A 52 MB folded header: its 400 and a concurrent GET."""
    quiet = [_get(port) for _ in range(runs)]
    answers, during, statuses = [], [], set()
    for _ in range(runs):
        sock = socket.create_connection(("127.0.0.1", port), timeout=60)

        def flood(sock: socket.socket = sock) -> None:
            with contextlib.suppress(OSError):  # refused and closed under it
                sock.sendall(b"GET /api/games HTTP/1.1\r\nHost: x\r\nX: a\r\n")
                for _ in range(800):
                    sock.sendall(FOLDED)

        start = time.perf_counter()
        thread = threading.Thread(target=flood, daemon=True)
        thread.start()
        first = sock.recv(65536)
        answers.append(time.perf_counter() - start)
        during.append(_get(port))
        statuses.add(first.split(b"\r\n", 1)[0].decode())
        sock.close()
        thread.join(60)
    print(f"52 MB folded header, {runs} runs: {sorted(statuses)}")
    print(f"  answered in {_ms(answers)}")
    print(f"  GET on another connection meanwhile: {_ms(during)} (quiet server: {_ms(quiet)})")


def framing(port: int) -> None:
    """The 10 ambiguous framings: each one's answer, and whether a roll ran."""
    _, t = _call(port, "POST", "/api/tables", {"game": "score-pad", "players": ["A", "B"]})
    before = _call(port, "GET", f"/api/tables/{t['code']}")[1]["seq"]
    print("10 ambiguous framings, each hiding a second roll:")
    refused = 0
    for name, raw in vectors(t["code"], t["host_token"]):
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(raw)
            out = b""
            with contextlib.suppress(OSError):
                while chunk := sock.recv(65536):
                    out += chunk
        status = out.split(b"\r\n", 1)[0].decode() or "(closed)"
        answers = out.count(b"HTTP/1.1 ")
        refused += status.startswith("HTTP/1.1 400") and answers == 1
        print(f"  {name:48} {status} ({answers} answer{'s' if answers != 1 else ''})")
    after = _call(port, "GET", f"/api/tables/{t['code']}")[1]["seq"]
    print(f"  refused {refused} of 10; rolls that ran: {after - before}")


def _slow_bodies(port: int, code: str, token: str, n: int) -> list[socket.socket]:
    head = action(code, token, b"Content-Length: 100", b"{")  # one byte of a 100-byte body
    socks = []
    for _ in range(n):
        with contextlib.suppress(OSError):
            s = socket.create_connection(("127.0.0.1", port), timeout=3, source_address=("127.0.0.2", 0))
            socks.append(s)
            s.sendall(head)
    return socks


def _answered_408(socks: list[socket.socket], wait: float) -> tuple[int, int]:
    """(408s, other ends) among `socks` within `wait` seconds in all."""
    deadline = time.monotonic() + wait
    got = ended = 0
    for s in socks:
        s.settimeout(max(0.001, deadline - time.monotonic()))
        try:
            data = s.recv(65536)
        except OSError:
            continue
        got += data.startswith(b"HTTP/1.1 408")
        ended += not data.startswith(b"HTTP/1.1 408")
    return got, ended


def slow_bodies(n: int = 2000, limit: int | None = None) -> None:
    """`n` slow bodies from 127.0.0.2, then 20 rolls from 127.0.0.1."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, n + 200)), hard))
    with tempfile.TemporaryDirectory() as tmp:
        # The server lowers its own limit, soft and hard (this script is its launcher, see the end):
        # a soft limit alone it would raise to the hard one.
        env = {"BENCH_LAUNCHER": str(Path(__file__).resolve()), NOFILE: str(limit)} if limit else {}
        saved = {k: os.environ.get(k) for k in env}
        os.environ.update(env)  # _server.start picks its launcher from this process's environment
        try:
            proc, port = _server.start(Path(tmp) / "s.sqlite3", Path(tmp) / "s.log")
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k)
                else:
                    os.environ[k] = v
        try:
            _, t = _call(port, "POST", "/api/tables", {"game": "score-pad", "players": ["A", "B"]})
            start = time.perf_counter()
            socks = _slow_bodies(port, t["code"], t["host_token"], n)
            opened = time.perf_counter() - start
            time.sleep(1.5)  # slow by now: a phone's body comes within milliseconds
            took, ok = [], 0
            for _ in range(20):
                r0 = time.perf_counter()
                with contextlib.suppress(OSError):
                    body = {"type": "roll"}
                    ok += _call(port, "POST", f"/api/tables/{t['code']}/actions", body, t["host_token"])[0] == 200
                took.append(time.perf_counter() - r0)
            timed_out, ended = _answered_408(socks, 12.0)
            for s in socks:
                s.close()
            shown = f"open-file limit {limit}" if limit else "default open-file limit"
            print(f"{len(socks)} of {n} slow bodies from 127.0.0.2 sent their headers in {opened:.2f} s ({shown})")
            print(f"  other clients: {ok}/20 served, {_ms(took)}")
            print(f"  slow bodies answered 408 within 12 s: {timed_out}; closed otherwise (made room): {ended}")
        finally:
            _server.stop(proc)
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


NOFILE = "HOSTILE_HTTP_NOFILE"


def launch(host: str, port: str, db: str) -> int:
    """`companion serve` with the open-file limit (soft and hard) in $HOSTILE_HTTP_NOFILE."""
    limit = int(os.environ[NOFILE])
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
    from web.cli import main as serve

    return serve(["serve", "--host", host, "--port", port, "--db", db])


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()  # --help, not a run
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = _server.start(Path(tmp) / "a.sqlite3", Path(tmp) / "a.log")
        try:
            folded_flood(port)
            framing(port)
        finally:
            _server.stop(proc)
    slow_bodies()
    slow_bodies(limit=512)
    return 0


if __name__ == "__main__":
    raise SystemExit(launch(*sys.argv[1:]) if len(sys.argv) == 4 else main())

#!/usr/bin/env python
"""Hostile clients against the real server: figures for a huge dice spec and for idle sockets.

Then the other hostile benches, each in its own process: bench/hostile_http.py (folded headers,
ambiguous framing, slow bodies), bench/hostile_crash.py (SIGKILLs, PostgreSQL restarts) and
bench/hostile_seats.py (seat handover and seat races, PostgreSQL only). Run it beside a PostgreSQL
for all of them: `bash scripts/with_pg.sh python bench/hostile.py`.

1. A roll whose dice spec is 64,000 spaces and an `x` (39.7 s with the old backtracking pattern):
   the time to its 4xx answer, and the time of a GET to another table sent while it is parsed.
2. 1,100 idle sockets from 127.0.0.2 against a server whose open-file limit is 256, then 20
   requests from 127.0.0.1, each on a new connection: how many are served and how fast.

    python bench/hostile.py
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import _server

SPEC = " " * 64_000 + "x"


def _call(port: int, method: str, path: str, body: dict | None = None, token: str | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    conn.request(method, path, json.dumps(body).encode() if body is not None else None, headers)
    resp = conn.getresponse()
    data = json.loads(resp.read())
    conn.close()
    return resp.status, data


def dice(port: int, runs: int = 20) -> None:
    """A 64 KB dice spec: its answer time and a concurrent GET's."""
    _, a = _call(port, "POST", "/api/tables", {"game": "score-pad", "players": ["A", "B"]})
    _, b = _call(port, "POST", "/api/tables", {"game": "score-pad", "players": ["C", "D"]})
    body = json.dumps({"type": "roll", "dice": SPEC}).encode()
    rolls, reads, statuses = [], [], set()
    for _ in range(runs):
        roller = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        headers = {"Authorization": f"Bearer {a['host_token']}", "Content-Type": "application/json"}
        start = time.perf_counter()
        roller.request("POST", f"/api/tables/{a['code']}/actions", body, headers)
        r0 = time.perf_counter()
        status, _ = _call(port, "GET", f"/api/tables/{b['code']}")
        reads.append(time.perf_counter() - r0)
        resp = roller.getresponse()
        resp.read()
        rolls.append(time.perf_counter() - start)
        statuses.add((resp.status, status))
        roller.close()
    print(f"64 KB dice spec, {runs} runs: answers {sorted(statuses)} (roll, GET)")
    print(f"  roll answered in p50 {statistics.median(rolls) * 1000:.2f} ms, max {max(rolls) * 1000:.2f} ms")
    get = f"p50 {statistics.median(reads) * 1000:.2f} ms, max {max(reads) * 1000:.2f} ms"
    print(f"  GET to another table meanwhile: {get}")


def idle_sockets(n: int = 1100, limit: int = 256) -> None:
    """`n` idle sockets against a server limited to `limit` open files."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, n + 200)), hard))
    with tempfile.TemporaryDirectory() as tmp:
        # The child inherits this limit (raise_open_file_limit then finds soft == hard == limit).
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
        try:
            proc, port = _server.start(Path(tmp) / "b.sqlite3", Path(tmp) / "b.log")
        finally:
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, n + 200)), hard))
        try:
            _, t = _call(port, "POST", "/api/tables", {"game": "score-pad", "players": ["A", "B"]})
            start = time.perf_counter()
            socks = []
            for _ in range(n):
                s = socket.socket()
                s.bind(("127.0.0.2", 0))
                s.settimeout(3)
                try:
                    s.connect(("127.0.0.1", port))
                    socks.append(s)
                except OSError:
                    s.close()
            opened = time.perf_counter() - start
            took, ok = [], 0
            for _ in range(20):
                r0 = time.perf_counter()
                status, _ = _call(port, "POST", f"/api/tables/{t['code']}/actions", {"type": "roll"}, t["host_token"])
                took.append(time.perf_counter() - r0)
                ok += status == 200
            for s in socks:
                s.close()
            print(f"{len(socks)} of {n} idle sockets connected in {opened:.2f} s (server open-file limit {limit})")
            print(
                f"  other clients: {ok}/20 served, p50 {statistics.median(took) * 1000:.2f} ms, "
                f"max {max(took) * 1000:.2f} ms"
            )
        finally:
            proc.terminate()
            proc.wait(10)
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()  # --help, not a run
    with tempfile.TemporaryDirectory() as tmp:
        proc, port = _server.start(Path(tmp) / "a.sqlite3", Path(tmp) / "a.log")
        try:
            dice(port)
        finally:
            proc.terminate()
            proc.wait(10)
    idle_sockets()
    failed = 0
    for bench in ("hostile_http.py", "hostile_crash.py", "hostile_seats.py"):
        print(f"\n== {bench}", flush=True)
        if bench == "hostile_seats.py" and not os.environ.get("COMPANION_TEST_PG"):
            print("skipped: no PostgreSQL (run under scripts/with_pg.sh)")
            continue
        failed |= subprocess.run([sys.executable, str(Path(__file__).with_name(bench))], check=False).returncode
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python
"""Hostile seats on PostgreSQL, against real servers: a handed-over seat's old streams, and one free seat raced.

1. The handover race (issue #27, finding 2): the phone holding Bob's seat at a Minstrels table
   (heroes dealt: secrets from the start) opens its stream with its stream-key cookie, several
   times over, while the seat is handed to another phone (asked, allowed by the host, collected);
   then the new holder acts. An old-phone stream that hears anything after the handover's
   `joined` carries the new holder's view: it is leaking. Repeated on one PostgreSQL process and
   on three (the old phone's streams spread over them, the handover and the move on others).
2. The seat race (finding 4): a fresh table, loaded only on the first of three processes, and
   phones on all three joining its free seat 0 at once while the other two load it. The 200s
   with a token are the winners; the log's `joined` events for the seat say the same.

Needs a PostgreSQL whose user may create databases: COMPANION_TEST_PG (scripts/with_pg.sh starts
a throwaway one), or --db with the URL of such a server.

    bash scripts/with_pg.sh python bench/hostile_seats.py
    bash scripts/with_pg.sh python bench/hostile_seats.py --handovers 10 --races 20
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _server
from fanout_pg import _new_pg_database
from hostile import _call

from companion.reading import resume_from
from companion.streams import COOKIE, stream_key

SEAT = 1  # Bob's: the seat handed over
HEARD_FOR = 2.0  # seconds an old stream is listened to after the new holder's move (a sweep is 1 s)


class OldStream(threading.Thread):
    """One stream of the old phone, read on a raw socket: its status and the ids it heard, until it ends."""

    def __init__(self, port: int, code: str, key: str, last: int, delay: float):
        super().__init__(daemon=True)
        self.port, self.code, self.key, self.last, self.delay = port, code, key, last, delay
        self.status = 0
        self.ids: list[int] = []
        self.ended = False
        self.stop = threading.Event()

    def run(self) -> None:
        time.sleep(self.delay)
        cookie = f"{COOKIE.format(seat=SEAT)}={self.key}"
        head = (
            f"GET /api/tables/{self.code}/events?seat={SEAT} HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n"
            f"Cookie: {cookie}\r\nLast-Event-ID: {self.last}\r\n\r\n"
        )
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            sock.sendall(head.encode())
            sock.settimeout(0.05)
            data = b""
            while not self.stop.is_set():
                try:
                    chunk = sock.recv(65536)
                except TimeoutError:
                    continue
                if not chunk:
                    self.ended = True
                    break
                data += chunk
        self.status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
        # Ids are `<seq>.<tag>`: read as the server reads a Last-Event-ID.
        self.ids = [resume_from(line[4:].decode()).seq for line in data.split(b"\n") if line.startswith(b"id: ")]


def _post(port: int, code: str, what: str, body: dict, token: str | None = None) -> tuple[int, dict]:
    return _call(port, "POST", f"/api/tables/{code}/{what}", body, token)


def _table(port: int, game: str) -> tuple[str, str]:
    status, made = _call(port, "POST", "/api/tables", {"game": game, "players": ["Ann", "Bob"]})
    assert status == 201, made
    return made["code"], made["host_token"]


def handover(ports: list[int], streams: int) -> tuple[int, int]:
    """One handover raced by `streams` old-phone streams: (leaking streams, streams refused at once)."""
    code, host = _table(ports[0], "minstrels")
    for seat in (0, SEAT):
        status, joined = _post(ports[0], code, "join", {"seat": seat})
        assert status == 200, joined
    old = joined["token"]
    status, snap = _call(ports[-1], "GET", f"/api/tables/{code}", token=old)
    assert status == 200, snap
    status, asked = _post(ports[0], code, "join", {"seat": SEAT})  # the new phone asks
    assert status == 202, asked
    status, granted = _post(ports[0], code, "grant", {"seat": SEAT, "check": asked["check"]}, host)
    assert status == 200, granted
    # The old phone opens its streams (on every process in turn) over the few ms the collect takes.
    olds = [OldStream(ports[i % len(ports)], code, stream_key(old), snap["seq"], i * 0.0015) for i in range(streams)]
    for s in olds:
        s.start()
    status, got = _post(ports[0], code, "join", {"seat": SEAT, "request": asked["request"]})
    assert status == 200, got
    status, rolled = _post(ports[1 % len(ports)], code, "actions", {"type": "roll", "dice": "1d6"}, got["token"])
    assert status == 200, rolled
    deadline = time.monotonic() + HEARD_FOR
    for s in olds:  # an ended stream is done; one still open is listened to for HEARD_FOR
        while s.is_alive() and time.monotonic() < deadline:
            s.join(0.05)
        s.stop.set()
        s.join(5)
    # A stream read by nobody would count as no leak: every one must have been read to its end.
    assert all(s.status for s in olds), "an old-phone stream was not read (its reader failed)"
    status, log = _call(ports[0], "GET", f"/api/tables/{code}/log")
    joined_at = max(e["seq"] for e in log if e["type"] == "joined" and e["data"]["seat"] == SEAT)
    leaking = sum(1 for s in olds if any(i > joined_at for i in s.ids) or (s.status == 200 and not s.ended))
    return leaking, sum(1 for s in olds if s.status == 403)


def seat_race(ports: list[int], phones: int) -> tuple[int, int]:
    """Phones on every process join one free seat at once: (200s with a token, `joined` events logged)."""
    code, _ = _table(ports[0], "score-pad")  # loaded on the first process only
    go = threading.Barrier(phones)
    answers: list[tuple[int, dict]] = []

    def phone(i: int) -> None:
        go.wait()
        answers.append(_post(ports[i % len(ports)], code, "join", {"seat": 0}))

    threads = [threading.Thread(target=phone, args=(i,)) for i in range(phones)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    winners = sum(1 for status, body in answers if status == 200 and body.get("token"))
    _, log = _call(ports[0], "GET", f"/api/tables/{code}/log")
    return winners, sum(1 for e in log if e["type"] == "joined" and e["data"]["seat"] == 0)


T = TypeVar("T")


def _on_servers(db: str, n: int, tmp: Path, run: Callable[[list[int]], T], times: int) -> list[T]:
    """`run` on the ports of `n` fresh servers sharing a new database, `times` times; the servers stopped after."""
    fresh, servers = _new_pg_database(db), []
    try:
        for i in range(n):  # one by one inside the try: a server that fails to start leaves none behind
            # Every race opens a table from 127.0.0.1: past 30 a minute the app's own limit answers 429.
            servers.append(_server.start(fresh, tmp / f"server-{n}-{i}.log", extra=("--create-limit", "100000")))
        ports = [port for _, port in servers]
        return [run(ports) for _ in range(times)]
    finally:
        for proc, _ in servers:
            _server.stop(proc)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--db", default=os.environ.get("COMPANION_TEST_PG"), help="a PostgreSQL server's URL")
    p.add_argument("--handovers", type=int, default=50)
    p.add_argument("--streams", type=int, default=8, help="old-phone streams opened during each handover")
    p.add_argument("--races", type=int, default=100)
    p.add_argument("--phones", type=int, default=6, help="phones racing for the one seat (over three processes)")
    p.add_argument("--processes", default="1,3", help="the handover race on these numbers of processes")
    args = p.parse_args()
    if not args.db:
        sys.exit("no PostgreSQL: run  bash scripts/with_pg.sh python bench/hostile_seats.py  (or pass --db)")
    leaks = 0
    with tempfile.TemporaryDirectory() as tmp:
        for procs in (int(n) for n in args.processes.split(",") if n):
            runs = _on_servers(args.db, procs, Path(tmp), lambda ports: handover(ports, args.streams), args.handovers)
            leaked = sum(leaking for leaking, _ in runs)
            leaks += leaked
            print(
                f"handover race, {procs} PostgreSQL process{'es' if procs > 1 else ''}: {args.handovers} handovers, "
                f"{args.streams} old-phone streams each: {leaked} leaking streams "
                f"(in {sum(1 for leaking, _ in runs if leaking)} handovers; "
                f"{sum(refused for _, refused in runs)} streams refused at once)",
                flush=True,
            )
        races = _on_servers(args.db, 3, Path(tmp), lambda ports: seat_race(ports, args.phones), args.races)
    winners = Counter(w for w, _ in races)
    joins = Counter(j for _, j in races)
    print(
        f"seat race, 3 PostgreSQL processes, {args.phones} phones on one free seat while the table loads: "
        f"{args.races} races, winners per race {dict(sorted(winners.items()))}, "
        f"`joined` events per race {dict(sorted(joins.items()))}",
        flush=True,
    )
    return 0 if not leaks and set(winners) == {1} else 1


if __name__ == "__main__":
    raise SystemExit(main())

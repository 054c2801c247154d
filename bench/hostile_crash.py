#!/usr/bin/env python
"""Crashes under actions and streams: what is lost, and what the phones are told.

1. SQLite: `--kills` (150) SIGKILLs of one server while four phones act as fast as answers come
   and four streams watch. After each restart half the streams resume at once and half only once
   another phone's action has taken the next seq (the case a plain-seq `Last-Event-ID` missed).
   Prints the acknowledged actions lost (0 expected), the streams that saw a move the crash lost,
   how many of those were told `rewound` on resuming (all expected), and false alarms (`rewound`
   for a stream whose last event was stored: 0 expected).
2. PostgreSQL (under scripts/with_pg.sh, which sets COMPANION_TEST_PG and COMPANION_TEST_PG_CTL):
   `--restarts` (4) runs of three `companion serve` processes, six phones acting and 18 streams
   watching, with `pg_ctl restart -m immediate` mid-burst. A stream keeps hearing when no open
   connection of it stays silent (no event, no keep-alive comment) for longer than the keep-alive
   interval and a second: prints how many of the 18 did, per run (18 of 18 expected).

    python bench/hostile_crash.py [--kills 150]
    bash scripts/with_pg.sh python bench/hostile_crash.py [--kills 150] [--restarts 4]
"""

from __future__ import annotations

import argparse
import http.client
import os
import random
import shlex
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.robustness.server import Api, Served, Stream
from tests.store.fleet import Fleet, Phone

PHONES = 4
SILENT = 16.0  # seconds: the server's keep-alive interval (15 s) and a second
SAME = ("type", "actor", "at", "data")  # what makes a stream's event the stored one


def _sender(port: int, code: str, token: str, seat: int, rnd: int, acked: list, stop: threading.Event) -> None:
    """Score as fast as answers come until the server dies; every 200 is kept in `acked`."""
    api = Api(port, token)
    k = 0
    while not stop.is_set():
        k += 1
        action = {"type": "score", "seat": seat, "delta": 1 + k % 9, "id": f"r{rnd}-s{seat}-{k}"}
        try:
            status, body = api.call("POST", f"/api/tables/{code}/actions", action)
        except (OSError, ValueError, http.client.HTTPException):
            break  # killed under us: never acknowledged
        if status == 200:
            acked.append((body["events"][-1]["seq"], {f: body["events"][-1][f] for f in SAME}))
    api.close()


class Watcher:
    """One phone's stream across the kills: resumes from the `<seq>.<tag>` id it saw last, as EventSource does."""

    def __init__(self, last_id: str):
        self.last_id = last_id
        self.last_event: tuple[int, dict] | None = None  # (seq, what it showed) of its last event
        self.stream: Stream | None = None

    def saw_lost(self, log: dict[int, dict]) -> bool:
        """Whether the last event it showed is not the one stored at that seq (a move the crash lost)."""
        if self.last_event is None:
            return False
        seq, shown = self.last_event
        stored = log.get(seq)
        return stored is None or any(stored[f] != shown[f] for f in SAME)

    def resume(self, port: int, code: str) -> None:
        """Reconnect with the id it saw last."""
        self.stream = Stream(port, code, last=self.last_id)

    def rewound(self, deadline: float) -> bool:
        """Whether the first thing its resumed stream says (by `deadline`) is `rewound`."""
        try:
            self.stream.read_until(lambda ev: bool(ev), max(0.0, deadline - time.monotonic()))  # type: ignore[union-attr]
        except TimeoutError:
            return False  # nothing missed: nothing said
        return self.stream.events[0][1].get("type") == "rewound"  # type: ignore[union-attr]

    def keep(self) -> None:
        """Take in what its stream showed before the kill."""
        s = self.stream
        if s is not None:
            if s.last_id is not None:
                self.last_id = s.last_id
            shown = [(seq, data) for seq, data in s.events if data.get("type") != "rewound"]
            if shown:
                self.last_event = (shown[-1][0], {f: shown[-1][1].get(f) for f in SAME})
            elif any(data.get("type") == "rewound" for _, data in s.events):
                self.last_event = None  # told to read afresh: it holds the stored table now
            s.close()
        self.stream = None


def _resumed(watchers: list[Watcher], port: int, code: str) -> list[bool]:
    """Resume these streams together; whether each was told `rewound` first."""
    for w in watchers:
        w.resume(port, code)
    deadline = time.monotonic() + 0.5
    return [w.rewound(deadline) for w in watchers]


def _log(port: int, code: str) -> dict[int, dict]:
    api = Api(port)
    status, log = api.call("GET", f"/api/tables/{code}/log")
    api.close()
    assert status == 200, log
    return {e["seq"]: e for e in log}


def _gone(acked: list[tuple[int, dict]], log: dict[int, dict]) -> int:
    """How many acknowledged events are not in the stored log as they were answered."""
    return sum(1 for seq, shown in acked if seq not in log or any(log[seq][f] != shown[f] for f in SAME))


def sigkills(kills: int) -> None:
    """`kills` SIGKILLs of one SQLite server under actions and streams."""
    with tempfile.TemporaryDirectory() as tmp:
        db, out = Path(tmp) / "crash.sqlite3", Path(tmp) / "serve.log"
        server = Served(db, out)
        api = Api(server.port)
        table = api.create("score-pad", [f"P{i}" for i in range(PHONES)])
        api.close()
        code, tokens = table["code"], [s["token"] for s in table["seats"]]
        watchers = [Watcher(str(table["seq"])) for _ in range(PHONES)]
        acked: list[tuple[int, dict]] = []
        saw = told = false_alarms = 0
        rng = random.Random(27)
        started = time.monotonic()
        try:
            for rnd in range(kills):
                if rnd:
                    server = Served(db, out)
                log = _log(server.port, code)
                if rnd and rnd % 10 == 0:  # a slow machine may not finish: what holds so far
                    print(
                        f"  after {rnd} kills ({time.monotonic() - started:.0f} s): acknowledged lost "
                        f"{_gone(acked, log)} of {len(acked)}; saw a lost move {saw}, told `rewound` {told}; "
                        f"false alarms {false_alarms}",
                        flush=True,
                    )
                lost = [w.saw_lost(log) for w in watchers]
                # Half resume at once; the other half once another phone's move took the next seq.
                early = [i for i in range(PHONES) if (i + rnd) % 2 == 0]
                late = [i for i in range(PHONES) if i not in early]
                rewound = _resumed([watchers[i] for i in early], server.port, code)
                mover = Api(server.port, tokens[0])
                status, body = mover.call(
                    "POST", f"/api/tables/{code}/actions", {"type": "score", "seat": 0, "delta": 1}
                )
                mover.close()
                assert status == 200, body
                acked.append((body["events"][-1]["seq"], {f: body["events"][-1][f] for f in SAME}))
                rewound += _resumed([watchers[i] for i in late], server.port, code)
                for was_lost, told_so in zip([lost[i] for i in early + late], rewound, strict=True):
                    saw += was_lost
                    told += was_lost and told_so
                    false_alarms += told_so and not was_lost
                stop = threading.Event()
                threads = [
                    threading.Thread(target=_sender, args=(server.port, code, tokens[s], s, rnd, acked, stop))
                    for s in range(PHONES)
                ] + [threading.Thread(target=w.stream.follow, args=(stop,)) for w in watchers]
                for t in threads:
                    t.start()
                time.sleep(rng.uniform(0.1, 0.4))
                server.kill()
                stop.set()
                for t in threads:
                    t.join(10)
                for w in watchers:
                    w.keep()
        except BaseException:
            server.stop()  # a failed round leaves no server behind
            raise
        took = time.monotonic() - started
        server = Served(db, out)
        try:
            log = _log(server.port, code)
        finally:
            server.stop()
    gone = _gone(acked, log)
    print(f"SQLite, {kills} SIGKILLs under {PHONES} acting phones and {PHONES} streams ({took:.0f} s):")
    print(f"  acknowledged actions lost: {gone} of {len(acked)}")
    print(f"  streams that saw a move the crash lost: {saw}; told `rewound` on resuming: {told} of {saw}")
    print(f"  `rewound` for a stream whose last event was stored (a false alarm): {false_alarms}")


class Listener:
    """One stream kept open as EventSource does (again 0.3 s after it ends, from its last id)."""

    def __init__(self, port: int, code: str):
        self.port, self.code = port, code
        self.since: float | None = None  # measured from the restart on
        self.longest = 0.0  # its longest silence on an open connection since then
        self.gaps = 0  # events it never showed (an id more than one past the one before)
        self.last: str | None = None

    def run(self, stop: threading.Event) -> None:
        """Listen until `stop`."""
        while not stop.is_set():
            try:
                sock = socket.create_connection(("127.0.0.1", self.port), timeout=30)
            except OSError:
                time.sleep(0.3)
                continue
            extra = f"Last-Event-ID: {self.last}\r\n" if self.last else ""
            sock.sendall(f"GET /api/tables/{self.code}/events HTTP/1.1\r\nHost: x\r\n{extra}\r\n".encode())
            self._read(sock, stop)
            sock.close()
            time.sleep(0.3)

    def _read(self, sock: socket.socket, stop: threading.Event) -> None:
        sock.settimeout(0.25)
        heard, buf, head = time.monotonic(), b"", None
        while not stop.is_set():
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                chunk = None
            now = time.monotonic()
            if self.since is not None:
                self.longest = max(self.longest, now - max(heard, self.since))
            if chunk is None:
                continue
            if not chunk:
                return
            heard, buf = now, buf + chunk
            if head is None and b"\r\n\r\n" in buf:
                head = buf.split(b"\r\n", 1)[0]
                if b" 200 " not in head:
                    return  # 503 while the database restarts: ask again, as EventSource does
            *lines, buf = buf.split(b"\n")
            for line in lines:
                if line.startswith(b"id: "):
                    seen = line[4:].decode()
                    before = int(self.last.split(".")[0]) if self.last else None
                    self.gaps += before is not None and int(seen.split(".")[0]) > before + 1
                    self.last = seen


def pg_restarts(url: str, pg_ctl: list[str], runs: int, streams: int = 18) -> None:
    """`runs` immediate PostgreSQL restarts mid-burst under three processes; streams that kept hearing."""
    kept = gapped = 0
    for run in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            fleet = Fleet(url, Path(tmp))
            stop = threading.Event()
            try:
                api = Api(fleet.servers[0].port)
                table = api.create("score-pad", [f"P{i}" for i in range(6)])
                api.close()
                code = table["code"]
                listeners = [Listener(fleet.servers[i % 3].port, code) for i in range(streams)]
                for listener in listeners:
                    threading.Thread(target=listener.run, args=(stop,), daemon=True).start()
                phones = [Phone(fleet, i % 3, code, table["seats"][i]["token"], i, 300) for i in range(6)]
                go = threading.Barrier(6)
                for p in phones:
                    p.start(go)
                deadline = time.monotonic() + 60
                while sum(len(p.acked) for p in phones) < 300 and time.monotonic() < deadline:
                    time.sleep(0.01)
                for listener in listeners:
                    listener.since = time.monotonic()
                subprocess.run([*pg_ctl, "restart", "-m", "immediate"], check=True, capture_output=True, timeout=60)
                for p in phones:
                    p.join(120)
                time.sleep(SILENT + 4)  # the burst is over: only keep-alives now
                heard = sum(listener.longest <= SILENT for listener in listeners)
                missed = sum(listener.gaps > 0 for listener in listeners)
                kept, gapped = kept + heard, gapped + missed
                silence = f"longest silence {max(listener.longest for listener in listeners):.1f} s"
                print(f"  run {run + 1}: {heard} of {streams} kept hearing ({silence}), {missed} missed events")
            finally:
                stop.set()
                fleet.stop()
    print(f"PostgreSQL restart -m immediate mid-burst, 3 processes, {runs} runs:")
    print(f"  streams that kept hearing (events or keep-alives): {kept} of {streams * runs}")
    print(f"  streams that missed an event: {gapped} of {streams * runs}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--kills", type=int, default=150)
    p.add_argument("--restarts", type=int, default=4)
    args = p.parse_args()
    if args.kills:
        sigkills(args.kills)
    url, ctl = os.environ.get("COMPANION_TEST_PG"), os.environ.get("COMPANION_TEST_PG_CTL")
    if url and ctl and args.restarts:
        pg_restarts(url, shlex.split(ctl), args.restarts)
    elif args.restarts:
        print("PostgreSQL restarts: skipped (run under scripts/with_pg.sh)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

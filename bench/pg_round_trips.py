#!/usr/bin/env python
"""Round trips to PostgreSQL per action, by statement: one process, and three with each action on the next one.

Each "process" is an app (`create_app`) on the same database with its follower running, as
`companion serve` starts it; actions go through the app's WSGI stack (the fast path), so every
statement an action costs is counted: looking the code up, catching up, the turn's lock, the
append, and the other processes' catch-up after its NOTIFY. Every statement sent on any
connection is one round trip (psycopg sends one at a time; autocommit).

    bash scripts/with_pg.sh python bench/pg_round_trips.py [--actions 200]
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import secrets
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

KINDS = [
    ("look the code up", re.compile(r"FROM codes c JOIN tables")),
    ("append (compare-and-set, insert, notify)", re.compile(r"^WITH moved AS")),
    ("read the log (catch up)", re.compile(r"FROM events WHERE code")),
    ("read the stored seq", re.compile(r"^SELECT seq FROM tables WHERE code")),
    ("the table's turn (advisory lock)", re.compile(r"pg_advisory")),
    ("the sweep (heads)", re.compile(r"^SELECT code, seq FROM tables WHERE code IN")),
    ("the LISTEN connection's ping", re.compile(r"^SELECT 1$")),
]
counts: collections.Counter[str] = collections.Counter()


def _count() -> None:
    """Count every statement psycopg sends, by kind."""
    import psycopg

    execute = psycopg.Connection.execute

    def counted(self, query, *args, **kwargs):  # type: ignore[no-untyped-def]
        text = query if isinstance(query, str) else str(query)
        kind = next((name for name, pattern in KINDS if pattern.search(text.strip())), "other: " + text[:40])
        counts[kind] += 1
        return execute(self, query, *args, **kwargs)

    psycopg.Connection.execute = counted  # type: ignore[method-assign]


def _database(base: str) -> str:
    import psycopg

    name = "rt_" + secrets.token_hex(4)
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return urlunsplit(urlsplit(base)._replace(path="/" + name))


def run(url: str, processes: int, actions: int) -> tuple[collections.Counter[str], float]:
    """`actions` score actions on one table, action i on process i mod `processes`; statements counted."""
    from companion.follow import Follower
    from web import create_app

    apps = [create_app({"DATABASE": url, "CREATE_LIMIT": 10_000, "JOIN_LIMIT": 10_000}) for _ in range(processes)]
    for app in apps:
        Follower(app.extensions["tables"]).start()
    clients = [app.test_client() for app in apps]
    made = clients[0].post("/api/tables", json={"game": "score-pad", "players": [{"name": "A"}, {"name": "B"}]}).json
    code = made["code"]
    token = clients[0].post(f"/api/tables/{code}/join", json={"seat": 0}).json["token"]
    for c in clients:
        c.get(f"/api/tables/{code}")  # loaded everywhere, as a phone's page load does
    time.sleep(1.5)  # the followers listening, the first sweeps done
    counts.clear()
    began = time.perf_counter()
    for i in range(actions):
        r = clients[i % processes].post(
            f"/api/tables/{code}/actions",
            json={"type": "score", "seat": 0, "delta": 1, "id": f"a{i}"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 200, r.json
        seq = r.json["seq"]
        while any(app.extensions["tables"].loaded(code).seq < seq for app in apps):  # every process has it
            time.sleep(0.0005)
    took = time.perf_counter() - began
    got = collections.Counter(counts)
    for app in apps:
        app.extensions["tables"].store.close()
    return got, took


def main() -> None:
    """Print round trips per action, by statement, for one process and for three."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--actions", type=int, default=200)
    args = p.parse_args()
    base = os.environ.get("COMPANION_TEST_PG")
    if not base:
        sys.exit("no PostgreSQL: run  bash scripts/with_pg.sh python bench/pg_round_trips.py")
    _count()
    for processes in (1, 3):
        got, took = run(_database(base), processes, args.actions)
        total = sum(got.values())
        print(f"\n{processes} process(es), {args.actions} actions, {took / args.actions * 1000:.2f} ms per action:")
        print(f"  round trips per action, all processes: {total / args.actions:.2f}")
        for kind, n in got.most_common():
            print(f"    {n / args.actions:5.2f}  {kind}")


if __name__ == "__main__":
    main()

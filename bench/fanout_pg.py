#!/usr/bin/env python
"""Fan-out side by side: one process on SQLite (synchronous=FULL and NORMAL), one on PostgreSQL,
three on PostgreSQL with each table's phones spread over the three, at 50 x 6 and 500 x 6.

Same load and measures as bench/fanout.py (whose `measure` this reuses). Needs a PostgreSQL: run it
as `bash scripts/with_pg.sh python bench/fanout_pg.py` (a throwaway cluster), or with
COMPANION_TEST_PG pointing at a server whose user may create databases.

    bash scripts/with_pg.sh python bench/fanout_pg.py
    bash scripts/with_pg.sh python bench/fanout_pg.py --sizes 50 --deliveries 3000
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server
from fanout import measure, pct

SETUPS = [
    ("SQLite FULL, 1 proc", "sqlite", "FULL", 1),
    ("SQLite NORMAL, 1 proc", "sqlite", "NORMAL", 1),
    ("PostgreSQL, 1 proc", "pg", None, 1),
    ("PostgreSQL, 3 procs", "pg", None, 3),
]


def _new_pg_database(base: str) -> str:
    import psycopg

    name = "bench_" + secrets.token_hex(4)
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return urlunsplit(urlsplit(base)._replace(path="/" + name))


def _run_setup(kind: str, sync: str | None, procs: int, args: argparse.Namespace, tmp: Path) -> dict:
    if kind == "sqlite":
        db: str = str(tmp / f"bench-{secrets.token_hex(3)}.sqlite3")
        env = {"COMPANION_SQLITE_SYNC": sync or "FULL"}
    else:
        db, env = _new_pg_database(os.environ["COMPANION_TEST_PG"]), {}
    servers = []
    try:
        for i in range(procs):
            servers.append(_server.start(db, tmp / f"server-{kind}-{i}.log", env))
        return measure(servers, args)
    finally:
        for proc, _ in servers:
            _server.stop(proc)


def _rows(results: list[dict]) -> list[tuple[str, list[str]]]:
    def col(fn) -> list[str]:
        return [fn(r) for r in results]

    return [
        ("deliveries / lost", col(lambda r: f"{len(r['lat']):,} / {r['lost']}")),
        ("actions/s", col(lambda r: f"{len(r['posts']) / r['wall']:.0f}")),
        ("p50", col(lambda r: f"{pct(r['lat'], 50) * 1000:.2f} ms")),
        ("p90", col(lambda r: f"{pct(r['lat'], 90) * 1000:.2f} ms")),
        ("p99", col(lambda r: f"{pct(r['lat'], 99) * 1000:.2f} ms")),
        ("max", col(lambda r: f"{max(r['lat']) * 1000:.1f} ms")),
        (
            "POST answer p50 / p99",
            col(lambda r: f"{pct(r['posts'], 50) * 1000:.2f} / {pct(r['posts'], 99) * 1000:.2f} ms"),
        ),
        ("server CPU (all procs)", col(lambda r: f"{r['server_cpu']:.0f}% of a core")),
        ("server peak RSS (all procs)", col(lambda r: f"{r['hwm_mb']:.0f} MB")),
        ("client CPU", col(lambda r: f"{r['client_cpu']:.0f}%")),
    ]


def main() -> None:
    """Run every setup at every size; print one Markdown table per size."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", type=int, nargs="+", default=[50, 500], help="tables (6 phones each)")
    p.add_argument("--phones", type=int, default=6)
    p.add_argument("--interval", type=float, default=0.25)
    p.add_argument("--deliveries", type=int, default=10_000)
    p.add_argument("--probes", type=int, default=100)
    args = p.parse_args()
    if not os.environ.get("COMPANION_TEST_PG"):
        sys.exit("no PostgreSQL: run  bash scripts/with_pg.sh python bench/fanout_pg.py")
    tmp = Path(tempfile.mkdtemp(prefix="fanout-pg-"))
    for size in args.sizes:
        args.tables = size
        results = []
        for label, kind, sync, procs in SETUPS:
            print(f"... {size} x {args.phones}: {label}", file=sys.stderr, flush=True)
            results.append(_run_setup(kind, sync, procs, args, tmp))
        streams = size * args.phones
        print(f"\n{size} tables x {args.phones} phones ({streams} streams), one action per table every "
              f"~{args.interval * 1000:.0f} ms, {args.deliveries:,} deliveries measured\n")  # fmt: skip
        print("| | " + " | ".join(label for label, *_ in SETUPS) + " |")
        print("|---" * (len(SETUPS) + 1) + "|")
        for name, cells in _rows(results):
            print(f"| {name} | " + " | ".join(cells) + " |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

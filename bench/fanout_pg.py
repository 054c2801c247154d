#!/usr/bin/env python
"""Fan-out side by side: one process on SQLite (synchronous=FULL and NORMAL), one on PostgreSQL,
three on PostgreSQL with each table's phones spread over the three, at 50 x 6 and 500 x 6.

Same load and measures as bench/fanout.py (whose `measure` this reuses). Needs a PostgreSQL: run it
as `bash scripts/with_pg.sh python bench/fanout_pg.py` (a throwaway cluster), or with
COMPANION_TEST_PG pointing at a server whose user may create databases.

    bash scripts/with_pg.sh python bench/fanout_pg.py
    bash scripts/with_pg.sh python bench/fanout_pg.py --sizes 50 --deliveries 3000
    bash scripts/with_pg.sh python bench/fanout_pg.py --overload     # the overload run only
    bash scripts/with_pg.sh python bench/fanout_pg.py --sizes 50 --no-overload

The overload run (issue #33): 500 tables x 6 phones each acting every 0.25 s (about 2,000
actions/s asked, twice and more what 2 cores carry) for 20 s, on SQLite (NORMAL, as `companion
serve` runs it) and on PostgreSQL (one process, three); a refused action goes again with its id
after Retry-After (bench/overload.py). It prints the accepted actions' answer and delivery times, the 503s'
answer times, lost deliveries, and the actions applied against those acknowledged.
"""

from __future__ import annotations

import argparse
import os
import secrets
import selectors
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server
from fanout import _open_phones, measure, pct
from fanout_clients import Bench, create_tables
from overload import applied, load

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


def _run_setup(kind: str, sync: str | None, procs: int, args: argparse.Namespace, tmp: Path, run=None) -> dict:
    if kind == "sqlite":
        db: str = str(tmp / f"bench-{secrets.token_hex(3)}.sqlite3")
        env = {"COMPANION_SQLITE_SYNC": sync or "FULL"}
    else:
        db, env = _new_pg_database(os.environ["COMPANION_TEST_PG"]), {}
    servers = []
    try:
        for i in range(procs):
            servers.append(_server.start(db, tmp / f"server-{kind}-{i}.log", env))
        return (run or measure)(servers, args)
    finally:
        for proc, _ in servers:
            _server.stop(proc)


def overload(servers: list[tuple], args: argparse.Namespace) -> dict:
    """The overload run on the running servers: figures of what was accepted, what was refused, what was applied."""
    ports = [port for _, port in servers]
    created = create_tables(ports[0], args.overload_tables, args.phones)
    bench = Bench(args.overload_interval, warmup=0)
    sel = selectors.DefaultSelector()
    tables = _open_phones(bench, created, ports, args.phones, sel)
    time.sleep(0.3 + 0.002 * len(tables))
    wall = load(bench, tables, sel, args.overload_seconds)
    for key in list(sel.get_map().values()):
        key.fileobj.close()
    done, acked = applied(ports[0], tables)
    return {"bench": bench, "wall": wall, "applied": done, "made": acked}


def _overload_rows(results: list[dict]) -> list[tuple[str, list[str]]]:
    def col(fn) -> list[str]:
        return [fn(r["bench"], r) for r in results]

    def spread(v: list[float]) -> str:
        return f"{pct(v, 50) * 1000:.2f} / {pct(v, 99) * 1000:.2f} ms" if v else "-"

    return [
        ("accepted actions/s", col(lambda b, r: f"{len(b.posts) / r['wall']:.0f}")),
        ("accepted: POST answer p50 / p99", col(lambda b, r: spread(b.posts))),
        ("accepted: delivery p50 / p99", col(lambda b, r: spread(b.latencies))),
        ("refused tries (503) /s", col(lambda b, r: f"{len(b.refused) / r['wall']:.0f} ({b.reasons})")),
        ("503 answer p50 / p99", col(lambda b, r: spread(b.refused))),
        ("503 answer max", col(lambda b, r: f"{max(b.refused) * 1000:.1f} ms" if b.refused else "-")),
        ("503 answer p50 / p99 after the first second", col(lambda b, r: spread(_settled(b)))),
        ("deliveries / lost", col(lambda b, r: f"{len(b.latencies):,} / {b.lost}")),
        ("actions acknowledged / applied", col(lambda b, r: f"{r['made']:,} / {r['applied']:,}")),
        ("answered `duplicate`", col(lambda b, r: f"{b.duplicates}")),
    ]


def _settled(bench: Bench) -> list[float]:
    """The 503s' answer times from the run's second second on: the load under way, its first rise left out."""
    after = (bench.began or 0.0) + 1.0
    return [s for s, at in zip(bench.refused, bench.refused_at, strict=True) if at >= after]


def run_overload(args: argparse.Namespace, tmp: Path) -> None:
    """The overload run on one process on SQLite and one on PostgreSQL; one Markdown table."""
    setups = [s for s in SETUPS if s[2] != "FULL"]  # SQLite as `companion serve` runs it (NORMAL), PostgreSQL
    results = []
    for label, kind, sync, procs in setups:
        print(f"... overload: {label}", file=sys.stderr, flush=True)
        results.append(_run_setup(kind, sync, procs, args, tmp, overload))
    asked = args.overload_tables / args.overload_interval
    every = f"~{args.overload_interval * 1000:.0f} ms (~{asked:.0f} actions/s asked), {args.overload_seconds:.0f} s"
    print(f"\noverload: {args.overload_tables} tables x {args.phones} phones, one action per table every {every}\n")
    print("| | " + " | ".join(label for label, *_ in setups) + " |")
    print("|---" * (len(setups) + 1) + "|")
    for name, cells in _overload_rows(results):
        print(f"| {name} | " + " | ".join(cells) + " |")
    sys.stdout.flush()


def _rows(results: list[dict]) -> list[tuple[str, list[str]]]:
    def col(fn) -> list[str]:
        return [fn(r) for r in results]

    return [
        ("deliveries / lost", col(lambda r: f"{len(r['lat']):,} / {r['lost']}")),
        ("refused tries (503)", col(lambda r: f"{len(r['refused']):,}")),
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
    p.add_argument("--overload", action="store_true", help="the overload run only")
    p.add_argument("--no-overload", action="store_true", help="the sizes only, no overload run after them")
    p.add_argument("--overload-tables", type=int, default=500)
    p.add_argument("--overload-interval", type=float, default=0.25)
    p.add_argument("--overload-seconds", type=float, default=20.0)
    args = p.parse_args()
    if not os.environ.get("COMPANION_TEST_PG"):
        sys.exit("no PostgreSQL: run  bash scripts/with_pg.sh python bench/fanout_pg.py")
    tmp = Path(tempfile.mkdtemp(prefix="fanout-pg-"))
    if args.overload:
        run_overload(args, tmp)
        return
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
    if not args.no_overload:
        run_overload(args, tmp)


if __name__ == "__main__":
    main()

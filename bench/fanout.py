#!/usr/bin/env python
"""Fan-out latency: how fast an action reaches every other phone at its table.

Starts `companion serve` (gevent pywsgi) in a child process on loopback, opens TABLES tables with
PHONES phones each (every phone holds an SSE stream and a keep-alive connection for its POSTs),
and has each table send one action every ~INTERVAL seconds from one of its phones in turn; the
table waits until all its other phones' streams show the action before its next one. Latency is
the time from just before the POST until another phone's stream shows the event. `--screen` gives
each table its table screen too (/t/<code>/screen: one more stream, with no token and no POSTs),
counted as one more phone.

The client is this one process: one thread, non-blocking raw sockets under `selectors`, TCP_NODELAY,
so it costs little next to the server (its CPU time is printed). Prints p50/p90/p99/max latency,
deliveries, lost, POST latency under load, the API latency without and with the streams open, and
the server's peak RSS (VmHWM) and CPU.

    python bench/fanout.py                 # 50 tables x 6 phones, ~10,000 deliveries
    python bench/fanout.py --tables 10 --deliveries 2000
    python bench/fanout.py --screen        # each table with its table screen as well
"""

from __future__ import annotations

import argparse
import resource
import selectors
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server
from fanout_clients import TIMEOUT, Bench, Poster, Stream, Table, api_probe, connect, create_tables


def pct(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of values, in the values' unit."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(p / 100 * len(s) + 0.5) - 1))]


def ms(seconds: float) -> str:
    """Seconds as milliseconds with two decimals."""
    return f"{seconds * 1000:.2f} ms"


def spread(values: list[float]) -> str:
    """`p50 x ms p99 y ms`."""
    return f"p50 {ms(pct(values, 50))} p99 {ms(pct(values, 99))}"


def run(args: argparse.Namespace) -> None:
    """Set up one server on a fresh SQLite file, load, measure, print."""
    tmp = Path(tempfile.mkdtemp(prefix="fanout-"))
    proc, port = _server.start(tmp / "bench.sqlite3", tmp / "server.log")
    try:
        figures = measure([(proc, port)], args)
    finally:
        _server.stop(proc)
    report(args, figures)


def _open_phones(
    bench: Bench, created: list[dict], ports: list[int], phones: int, sel, screens: int = 0
) -> list[Table]:
    """Every phone's stream and POST connection (a screen's stream only); phone p of table i on server (i + p) mod n."""
    tables = []
    for i, c in enumerate(created):
        t = Table(bench, c["code"], [s["token"] for s in c["seats"]], 1 + len(c["seats"]), 0.0)  # after the joins
        for p in range(phones + screens):
            port = ports[(i + p) % len(ports)]
            s = connect(port)
            s.sendall(
                f"GET /api/tables/{t.code}/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n".encode()
            )
            s.setblocking(False)
            t.streams.append(Stream(t, p, s))
            sel.register(s, selectors.EVENT_READ, t.streams[-1])
            if p >= phones:
                continue  # the table screen only listens
            c2 = connect(port)
            c2.setblocking(False)
            t.posters.append(Poster(t, p, c2))
            sel.register(c2, selectors.EVENT_READ, t.posters[-1])
        tables.append(t)
    return tables


def _load(bench: Bench, tables: list[Table], sel, target: int) -> float:
    """Send actions until `target` deliveries are counted; return the wall time."""
    # Spread the tables evenly over one interval, as people at different tables are: a burst
    # of every table at the same instant is a different (and unrealistic) load.
    start = time.perf_counter() + 0.05
    for i, t in enumerate(tables):
        t.next_at = start + bench.interval * i / len(tables)
    t_begin = time.perf_counter()
    stopping = False
    while True:
        now = time.perf_counter()
        if not stopping and len(bench.latencies) + bench.lost >= target:
            stopping = True
            stop_at = now + TIMEOUT + 1
        if stopping and (not any(t.busy for t in tables) or now > stop_at):
            break
        for t in tables:
            if t.due(now) and (not stopping or t.retry_at is not None):
                t.send(now)
            elif t.busy:
                t.expire(now)
        idle = [t.next_at for t in tables if not t.busy] + [t.retry_at for t in tables if t.retry_at is not None]
        wait = max(0.0, min(idle) - time.perf_counter()) if idle and not stopping else 0.01
        for key, _ in sel.select(min(wait, 0.05)):
            try:
                data = key.fileobj.recv(262144)
            except BlockingIOError:
                continue
            got = time.perf_counter()
            if not data:
                raise ConnectionError("the server closed a connection")
            key.data.feed(data, got)
    return time.perf_counter() - t_begin


def measure(servers: list[tuple], args: argparse.Namespace) -> dict:
    """Load the running servers [(process, port)] as `args` says; return the figures."""
    ports = [port for _, port in servers]
    pids = [proc.pid for proc, _ in servers]
    port = ports[0]
    created = create_tables(port, args.tables, args.phones)
    # Two probe tables in the same condition: one measured before the streams open, one after.
    quiet_table, busy_table = create_tables(port, 2, 2)
    api_probe(port, create_tables(port, 1, 2)[0], 50)  # warm the server's code paths
    quiet_post, quiet_get = api_probe(port, quiet_table, args.probes)
    rss_idle = sum(_server.status(pid)["VmRSS"] for pid in pids)

    screens = int(getattr(args, "screen", False))
    bench = Bench(args.interval, warmup=args.tables * (args.phones - 1 + screens) * 2)
    sel = selectors.DefaultSelector()
    tables = _open_phones(bench, created, ports, args.phones, sel, screens)
    time.sleep(0.3 + 0.002 * len(tables))
    cpu0 = resource.getrusage(resource.RUSAGE_SELF)
    srv0 = sum(_server.cpu_seconds(pid) for pid in pids)
    wall = _load(bench, tables, sel, args.deliveries)
    cpu1 = resource.getrusage(resource.RUSAGE_SELF)
    srv_cpu = sum(_server.cpu_seconds(pid) for pid in pids) - srv0
    busy_post, busy_get = api_probe(port, busy_table, args.probes)
    mems = [_server.status(pid) for pid in pids]
    for key in list(sel.get_map().values()):
        key.fileobj.close()
    return {
        "servers": len(servers),
        "streams": sum(len(t.streams) for t in tables),
        "posters": sum(len(t.posters) for t in tables),
        "lat": bench.latencies,
        "screen_lat": bench.screen_latencies,
        "posts": bench.posts,
        "lost": bench.lost,
        "refused": bench.refused,
        "skipped": bench.skipped,
        "per_message": bench.stream_bytes / max(1, bench.stream_messages),
        "wall": wall,
        "quiet": (quiet_post, quiet_get),
        "busy": (busy_post, busy_get),
        "hwm_mb": sum(m["VmHWM"] for m in mems) / 1024,
        "rss_mb": sum(m["VmRSS"] for m in mems) / 1024,
        "rss_idle_mb": rss_idle / 1024,
        "server_cpu": srv_cpu / wall * 100,
        "client_cpu": ((cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)) / wall * 100,
    }


def report(args: argparse.Namespace, f: dict) -> None:
    """Print one run's figures."""
    lat, streams = f["lat"], f["streams"]
    screen = " + a table screen" if getattr(args, "screen", False) else ""
    print(
        f"fan-out: {args.tables} tables x {args.phones} phones{screen}"
        f" = {streams} open SSE streams (+{f['posters']} keep-alive POST connections),"
        f" one action per table every ~{args.interval * 1000:.0f} ms"
    )
    print(
        f"deliveries: {len(lat)} measured (after {f['skipped']} warm-up), lost: {f['lost']}, "
        f"refused tries (503, sent again): {len(f['refused'])}, "
        f"run {f['wall']:.1f} s, {len(f['posts']) / f['wall']:.0f} actions/s"
    )
    print(
        f"latency POST -> other phone's stream: p50 {ms(pct(lat, 50))}  p90 {ms(pct(lat, 90))}  "
        f"p99 {ms(pct(lat, 99))}  max {ms(max(lat))}  mean {ms(statistics.fmean(lat))}"
    )
    if f["screen_lat"]:
        phones = sorted(f["lat"])
        for x in f["screen_lat"]:  # the phones' own share: every delivery but the screens'
            phones.remove(x)
        print(f"  to the table screens: {spread(f['screen_lat'])}; to the phones: {spread(phones)}")
    print(f"POST answer under load: p50 {ms(pct(f['posts'], 50))}  p99 {ms(pct(f['posts'], 99))}")
    print(f"stream bytes per message (on the wire, warm-up included): {f['per_message']:.0f}")
    (qp, qg), (bp, bg) = f["quiet"], f["busy"]
    print(f"API, no streams open ({args.probes} each):    POST {spread(qp)}   GET {spread(qg)}")
    print(f"API, {streams} streams open ({args.probes} each): POST {spread(bp)}   GET {spread(bg)}")
    print(
        f"server memory: peak RSS (VmHWM) {f['hwm_mb']:.1f} MB, RSS now {f['rss_mb']:.1f} MB, "
        f"RSS before the streams {f['rss_idle_mb']:.1f} MB"
    )
    print(f"CPU during the run: server {f['server_cpu']:.0f}% of a core, this client {f['client_cpu']:.0f}% of a core")


def main() -> None:
    """Parse the arguments and run."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--phones", type=int, default=6)
    p.add_argument("--interval", type=float, default=0.25, help="seconds between a table's actions")
    p.add_argument("--deliveries", type=int, default=10_000, help="measured deliveries to collect")
    p.add_argument("--probes", type=int, default=300, help="sequential API calls for the quiet/busy comparison")
    p.add_argument("--screen", action="store_true", help="each table with its table screen: one more stream, no POSTs")
    run(p.parse_args())


if __name__ == "__main__":
    main()

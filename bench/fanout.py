#!/usr/bin/env python
"""Fan-out latency: how fast an action reaches every other phone at its table.

Starts `companion serve` (gevent pywsgi) in a child process on loopback, opens TABLES tables with
PHONES phones each (every phone holds an SSE stream and a keep-alive connection for its POSTs),
and has each table send one action every ~INTERVAL seconds from one of its phones in turn; the
table waits until all its other phones' streams show the action before its next one. Latency is
the time from just before the POST until another phone's stream shows the event.

The client is this one process: one thread, non-blocking raw sockets under `selectors`, TCP_NODELAY,
so it costs little next to the server (its CPU time is printed). Prints p50/p90/p99/max latency,
deliveries, lost, POST latency under load, the API latency without and with the streams open, and
the server's peak RSS (VmHWM) and CPU.

    python bench/fanout.py                 # 50 tables x 6 phones, ~10,000 deliveries
    python bench/fanout.py --tables 10 --deliveries 2000
"""

from __future__ import annotations

import argparse
import http.client
import json
import re
import resource
import selectors
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _server

ID = re.compile(rb"(?:^|\n)id: (\d+)\n")
TIMEOUT = 5.0  # an action not shown on a phone after this long counts as lost there


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


def connect(port: int) -> socket.socket:
    """A TCP connection to the server with Nagle off (as a phone's stack would for small writes)."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return sock


class Stream:
    """One phone's event stream: finds `id: <seq>` lines as they arrive."""

    def __init__(self, table: Table, phone: int, sock: socket.socket):
        self.table, self.phone, self.sock = table, phone, sock
        self.head = b""
        self.tail = b""
        self.started = False

    def feed(self, data: bytes, now: float) -> None:
        """Take bytes from the socket; note every event id in them."""
        if not self.started:
            self.head += data
            if b"\r\n\r\n" not in self.head:
                return
            head, data = self.head.split(b"\r\n\r\n", 1)
            assert head.startswith(b"HTTP/1.1 200"), head[:80]
            self.started = True
        scan = self.tail + data
        end = 0
        for m in ID.finditer(scan):
            self.table.seen(self.phone, int(m.group(1)), now)
            end = m.end()
        self.tail = scan[max(end, len(scan) - 64) :]


class Poster:
    """One phone's keep-alive connection for its actions."""

    def __init__(self, table: Table, phone: int, sock: socket.socket):
        self.table, self.phone, self.sock = table, phone, sock
        self.buf = b""

    def feed(self, data: bytes, now: float) -> None:
        """Collect the answer; hand it to the table once whole."""
        self.buf += data
        if b"\r\n\r\n" not in self.buf:
            return
        head, body = self.buf.split(b"\r\n\r\n", 1)
        length = int(re.search(rb"(?i)content-length: (\d+)", head).group(1))
        if len(body) < length:
            return
        self.buf = body[length:]
        status = int(head.split(b" ", 2)[1])
        self.table.answered(status, json.loads(body[:length]), now)


class Table:
    """A table under load: who is still waiting for its current action, and when to send the next."""

    def __init__(self, bench: Bench, code: str, tokens: list[str], seq: int, start: float):
        self.bench, self.code, self.tokens, self.seq = bench, code, tokens, seq
        self.streams: list[Stream] = []
        self.posters: list[Poster] = []
        self.next_at = start
        self.turn = 0
        self.waiting: set[int] = set()
        self.busy = False
        self.sent_at = 0.0
        self.expect = 0
        self.got_answer = False

    def send(self, now: float) -> None:
        """POST the next action from the phone whose turn it is."""
        phone = self.turn
        self.turn = (self.turn + 1) % len(self.tokens)
        body = json.dumps({"type": "score", "seat": phone, "delta": 1}).encode()
        req = (
            f"POST /api/tables/{self.code}/actions HTTP/1.1\r\nHost: bench\r\n"
            f"Authorization: Bearer {self.tokens[phone]}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode() + body
        self.expect = self.seq + 1
        self.waiting = {p for p in range(len(self.tokens)) if p != phone}
        self.got_answer = False
        self.busy = True
        self.sent_at = time.perf_counter()  # just before the POST leaves
        self.posters[phone].sock.sendall(req)

    def seen(self, phone: int, seq: int, now: float) -> None:
        """A phone's stream showed event `seq`."""
        if self.busy and seq == self.expect and phone in self.waiting:
            self.waiting.discard(phone)
            self.bench.delivered(now - self.sent_at)
            self.maybe_done(now)

    def answered(self, status: int, body: dict, now: float) -> None:
        """The POST's answer arrived."""
        assert status == 200, body
        if body["seq"] != self.expect:  # the answer to an action given up on (expired): already counted lost
            assert body["seq"] < self.expect, (body["seq"], self.expect)
            return
        self.got_answer = True
        self.bench.api(now - self.sent_at)
        self.maybe_done(now)

    def maybe_done(self, now: float) -> None:
        """Every other phone saw it and the sender has its answer: schedule the next action."""
        if self.busy and not self.waiting and self.got_answer:
            self.busy = False
            self.seq = self.expect
            self.next_at = max(self.next_at + self.bench.interval, now)  # keeps the table's phase

    def expire(self, now: float) -> None:
        """Give up on an action some phones never saw."""
        if self.busy and now - self.sent_at > TIMEOUT:
            self.bench.lost += len(self.waiting)
            self.waiting.clear()
            self.got_answer = True
            self.seq = self.expect
            self.maybe_done(now)


class Bench:
    """The load generator and its tallies."""

    def __init__(self, interval: float, warmup: int):
        self.interval = interval
        self.latencies: list[float] = []
        self.posts: list[float] = []
        self.lost = 0
        self.warmup = warmup  # deliveries not counted while the server warms up
        self.skipped = 0

    def delivered(self, seconds: float) -> None:
        """Count one delivery."""
        if self.skipped < self.warmup:
            self.skipped += 1
            return
        self.latencies.append(seconds)

    def api(self, seconds: float) -> None:
        """Count one POST round trip under load."""
        if self.skipped >= self.warmup:
            self.posts.append(seconds)


def api_probe(port: int, table: dict, n: int) -> tuple[list[float], list[float]]:
    """Sequential POST and GET round trips on one keep-alive connection (seconds)."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    conn.connect()
    conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    headers = {"Authorization": f"Bearer {table['host_token']}", "Content-Type": "application/json"}
    posts, gets = [], []
    for i in range(n):
        body = json.dumps({"type": "score", "seat": i % 2, "delta": 1})
        t = time.perf_counter()
        conn.request("POST", f"/api/tables/{table['code']}/actions", body, headers)
        conn.getresponse().read()
        posts.append(time.perf_counter() - t)
        t = time.perf_counter()
        conn.request("GET", f"/api/tables/{table['code']}")
        conn.getresponse().read()
        gets.append(time.perf_counter() - t)
    conn.close()
    return posts, gets


JSON = {"Content-Type": "application/json"}


def create_tables(port: int, n: int, phones: int) -> list[dict]:
    """Open the tables over the API."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    out = []
    for i in range(n):
        body = json.dumps({"game": "score-pad", "players": [{"name": f"T{i}P{p}"} for p in range(phones)]})
        conn.request("POST", "/api/tables", body, {"Content-Type": "application/json"})
        resp = conn.getresponse()
        assert resp.status == 201
        table = json.loads(resp.read())
        for seat in table["seats"]:  # each phone joins its seat: only it holds that seat's token
            conn.request("POST", f"/api/tables/{table['code']}/join", json.dumps({"seat": seat["seat"]}), JSON)
            joined = conn.getresponse()
            assert joined.status == 200
            seat["token"] = json.loads(joined.read())["token"]
        out.append(table)
    conn.close()
    return out


def run(args: argparse.Namespace) -> None:
    """Set up one server on a fresh SQLite file, load, measure, print."""
    tmp = Path(tempfile.mkdtemp(prefix="fanout-"))
    proc, port = _server.start(tmp / "bench.sqlite3", tmp / "server.log")
    try:
        figures = measure([(proc, port)], args)
    finally:
        _server.stop(proc)
    report(args, figures)


def _open_phones(bench: Bench, created: list[dict], ports: list[int], phones: int, sel) -> list[Table]:
    """Every phone's stream and POST connection; phone p of table i on server (i + p) mod n."""
    tables = []
    for i, c in enumerate(created):
        t = Table(bench, c["code"], [s["token"] for s in c["seats"]], 1 + len(c["seats"]), 0.0)  # after the joins
        for p in range(phones):
            port = ports[(i + p) % len(ports)]
            s = connect(port)
            s.sendall(
                f"GET /api/tables/{t.code}/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n".encode()
            )
            s.setblocking(False)
            t.streams.append(Stream(t, p, s))
            sel.register(s, selectors.EVENT_READ, t.streams[-1])
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
            if t.busy:
                t.expire(now)
            elif not stopping and now >= t.next_at:
                t.send(now)
        idle = [t.next_at for t in tables if not t.busy]
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

    bench = Bench(args.interval, warmup=args.tables * (args.phones - 1) * 2)
    sel = selectors.DefaultSelector()
    tables = _open_phones(bench, created, ports, args.phones, sel)
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
        "lat": bench.latencies,
        "posts": bench.posts,
        "lost": bench.lost,
        "skipped": bench.skipped,
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
    print(
        f"fan-out: {args.tables} tables x {args.phones} phones = {streams} open SSE streams "
        f"(+{streams} keep-alive POST connections), one action per table every ~{args.interval * 1000:.0f} ms"
    )
    print(
        f"deliveries: {len(lat)} measured (after {f['skipped']} warm-up), lost: {f['lost']}, "
        f"run {f['wall']:.1f} s, {len(f['posts']) / f['wall']:.0f} actions/s"
    )
    print(
        f"latency POST -> other phone's stream: p50 {ms(pct(lat, 50))}  p90 {ms(pct(lat, 90))}  "
        f"p99 {ms(pct(lat, 99))}  max {ms(max(lat))}  mean {ms(statistics.fmean(lat))}"
    )
    print(f"POST answer under load: p50 {ms(pct(f['posts'], 50))}  p99 {ms(pct(f['posts'], 99))}")
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
    run(p.parse_args())


if __name__ == "__main__":
    main()

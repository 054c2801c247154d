"""The overload run's load: fan-out tables acting for a set time, then what was applied against what was acknowledged.

Used by bench/fanout_pg.py (`--overload`). Each table acts every `interval` as in bench/fanout.py
(bench/fanout_clients.py: a refused action goes again, same id, after Retry-After). What counts:

- accepted actions: from just before the accepted try's POST until its 200, and until each other
  phone's stream shows it (p50 / p99);
- refused tries: from just before the POST until its 503 (p50 / p99 / max; and p50 / p99 from the
  run's second second on, its first rise from idle left out);
- at the end every table's total is read back: each action adds 1, so the total is the number of
  actions applied; every acknowledged action must be in it once (none lost, none applied twice).
"""

from __future__ import annotations

import http.client
import json
import time

from fanout_clients import Bench, Table


def load(bench: Bench, tables: list[Table], sel, seconds: float) -> float:
    """Send actions for `seconds`, then let every table finish its action; return the wall time."""
    start = time.perf_counter() + 0.05
    for i, t in enumerate(tables):
        t.next_at = start + bench.interval * i / len(tables)
    began = bench.began = time.perf_counter()
    end, hard_end = began + seconds, began + seconds + 30
    while True:
        now = time.perf_counter()
        if (now > end and not any(t.busy for t in tables)) or now > hard_end:
            break
        for t in tables:
            if t.due(now) and (now <= end or t.retry_at is not None):
                t.send(now)
            elif t.busy:
                t.expire(now)
        for key, _ in sel.select(0.002):
            try:
                data = key.fileobj.recv(262144)
            except BlockingIOError:
                continue
            if not data:
                raise ConnectionError("the server closed a connection")
            key.data.feed(data, time.perf_counter())
    return time.perf_counter() - began


def applied(port: int, tables: list[Table]) -> tuple[int, int]:
    """(actions applied, as the tables' totals add them up; actions acknowledged, by their ids)."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    total = 0
    for t in tables:
        conn.request("GET", f"/api/tables/{t.code}")
        snap = json.loads(conn.getresponse().read())
        total += sum(snap["state"]["totals"])
    conn.close()
    return total, sum(t.n - (t.retry_at is not None) for t in tables)

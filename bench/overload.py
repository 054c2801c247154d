"""The overload run's phones: fan-out tables whose actions carry ids and go again after a 503's Retry-After.

Used by bench/fanout_pg.py (`--overload`). Each table acts every `interval` as in bench/fanout.py,
but its action carries an id and a `503` is no failure: the table sends the same action (same id)
again after the answer's Retry-After (and up to half as much again at random, as the phones'
queue does), and counts the 503's answer time. What counts:

- accepted actions: from just before the accepted try's POST until its 200, and until each other
  phone's stream shows it (p50 / p99);
- refused tries: from just before the POST until its 503 (p50 / p99 / max);
- at the end every table's total is read back: each action adds 1, so the total is the number of
  actions applied; every acknowledged action must be in it once (none lost, none applied twice).
"""

from __future__ import annotations

import http.client
import json
import random
import time

from fanout_clients import Bench, Table


class OverloadBench(Bench):
    """The fan-out tallies, and the 503s, the duplicates and the acknowledged actions."""

    def __init__(self, interval: float, warmup: int):
        super().__init__(interval, warmup)
        self.refused: list[float] = []  # seconds from POST to its 503
        self.reasons: dict[str, int] = {}
        self.acked = 0
        self.duplicates = 0


class OverloadTable(Table):
    """A fan-out table whose refused action goes again, same id, after Retry-After."""

    bench: OverloadBench

    def __init__(self, *args: object):
        super().__init__(*args)
        self.n = 0  # actions made so far (the id's number)
        self.phone = 0
        self.retry_at: float | None = None  # when the refused action goes again

    def send(self, now: float) -> None:
        """POST the current action (a new one, or the refused one again with its id)."""
        if self.retry_at is None:
            self.phone, self.n = self.turn, self.n + 1
            self.turn = (self.turn + 1) % len(self.tokens)
        self.retry_at = None
        body = json.dumps({"type": "score", "seat": self.phone, "delta": 1, "id": f"{self.code}-{self.n}"}).encode()
        req = (
            f"POST /api/tables/{self.code}/actions HTTP/1.1\r\nHost: bench\r\n"
            f"Authorization: Bearer {self.tokens[self.phone]}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode() + body
        self.expect = self.seq + 1
        self.waiting = {p for p in range(len(self.tokens)) if p != self.phone}
        self.got_answer = False
        self.busy = True
        self.sent_at = time.perf_counter()
        self.posters[self.phone].sock.sendall(req)

    def answered(self, status: int, body: dict, now: float) -> None:
        """A 503: wait and send it again; a 200: as the fan-out table (and count it acknowledged)."""
        if status == 503:
            self.bench.refused.append(now - self.sent_at)
            reason = body["error"].get("reason", body["error"]["code"])
            self.bench.reasons[reason] = self.bench.reasons.get(reason, 0) + 1
            after = float(body["error"].get("retry_after", 1))
            self.retry_at = now + after * (1 + random.random() / 2)
            self.waiting.clear()
            return
        assert status == 200, body
        self.bench.acked += 1
        self.bench.duplicates += bool(body.get("duplicate"))
        if body.get("duplicate"):  # applied by a try whose answer was lost: its seq is the table's now
            self.expect = body["seq"]
            self.waiting.clear()
        super().answered(status, body, now)

    def due(self, now: float) -> bool:
        """Whether this table sends now: its next action, or its refused one again."""
        if self.retry_at is not None:
            return now >= self.retry_at
        return not self.busy and now >= self.next_at

    def expire(self, now: float) -> None:
        """Give up on deliveries after the timeout (not while a refused action waits to go again)."""
        if self.retry_at is None:
            super().expire(now)


def load(bench: OverloadBench, tables: list[OverloadTable], sel, seconds: float) -> float:
    """Send actions for `seconds`, then let every table finish its action; return the wall time."""
    start = time.perf_counter() + 0.05
    for i, t in enumerate(tables):
        t.next_at = start + bench.interval * i / len(tables)
    began = time.perf_counter()
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


def applied(port: int, tables: list[OverloadTable]) -> tuple[int, int]:
    """(actions applied, as the tables' totals add them up; actions acknowledged, by their ids)."""
    conn = http.client.HTTPConnection("127.0.0.1", port)
    total = 0
    for t in tables:
        conn.request("GET", f"/api/tables/{t.code}")
        snap = json.loads(conn.getresponse().read())
        total += sum(snap["state"]["totals"])
    conn.close()
    return total, sum(t.n - (t.retry_at is not None) for t in tables)

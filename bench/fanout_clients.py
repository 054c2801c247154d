"""The fan-out bench's clients: raw-socket phones (stream and POSTs), their tables and tallies.

Used by bench/fanout.py; one thread, non-blocking sockets under `selectors`.
"""

from __future__ import annotations

import http.client
import json
import random
import re
import socket
import time

ID = re.compile(rb"(?:^|\n)id: (\d+)[.\n]")  # `id: <seq>.<tag>`
TIMEOUT = 5.0  # an action not shown on a phone after this long counts as lost there


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
        self.table.bench.stream_bytes += len(data)  # on the wire, with the chunks' framing if any
        for m in ID.finditer(scan):
            self.table.seen(self.phone, int(m.group(1)), now)
            self.table.bench.stream_messages += 1
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
    """A table under load: who is still waiting for its current action, and when to send the next.

    Every action carries an id; a `503` (a full server, issue #33) is no failure: the same action,
    same id, goes again after the answer's Retry-After (and up to half as much again at random, as
    the phones' queue does), and the 503's answer time is counted.
    """

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
        self.n = 0  # actions made so far (the id's number)
        self.phone = 0
        self.retry_at: float | None = None  # when the refused action goes again

    def due(self, now: float) -> bool:
        """Whether this table sends now: its next action, or its refused one again."""
        if self.retry_at is not None:
            return now >= self.retry_at
        return not self.busy and now >= self.next_at

    def send(self, now: float) -> None:
        """POST the next action from the phone whose turn it is (or the refused one again, with its id)."""
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
        # Every other stream at the table: the other phones', and a table screen's when it has one.
        self.waiting = {p for p in range(len(self.streams)) if p != self.phone}
        self.got_answer = False
        self.busy = True
        self.sent_at = time.perf_counter()  # just before the POST leaves
        self.posters[self.phone].sock.sendall(req)

    def seen(self, phone: int, seq: int, now: float) -> None:
        """A phone's stream showed event `seq`."""
        if self.busy and seq == self.expect and phone in self.waiting:
            self.waiting.discard(phone)
            self.bench.delivered(now - self.sent_at, screen=phone >= len(self.tokens))
            self.maybe_done(now)

    def answered(self, status: int, body: dict, now: float) -> None:
        """The POST's answer arrived: a 503 goes again later; a 200 is counted."""
        if status == 503:
            self.bench.refuse(now - self.sent_at, body["error"].get("reason", body["error"]["code"]))
            self.retry_at = now + float(body["error"].get("retry_after", 1)) * (1 + random.random() / 2)
            self.waiting.clear()
            return
        assert status == 200, body
        self.bench.acked += 1
        if body.get("duplicate"):  # applied by a try whose answer was lost: its seq is the table's now
            self.bench.duplicates += 1
            self.expect = body["seq"]
            self.waiting.clear()
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
        """Give up on an action some phones never saw (not while a refused one waits to go again)."""
        if self.busy and self.retry_at is None and now - self.sent_at > TIMEOUT:
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
        self.screen_latencies: list[float] = []  # the table screens' share of `latencies`
        self.posts: list[float] = []
        self.lost = 0
        self.warmup = warmup  # deliveries not counted while the server warms up
        self.skipped = 0
        self.stream_bytes = self.stream_messages = 0  # what the streams read, after their heads
        self.refused: list[float] = []  # seconds from a POST to its 503
        self.refused_at: list[float] = []  # when each 503 came (perf_counter)
        self.began: float | None = None  # when the overload run's load began (perf_counter)
        self.reasons: dict[str, int] = {}
        self.acked = 0
        self.duplicates = 0

    def refuse(self, seconds: float, reason: str) -> None:
        """Count one 503 (a full server) and its answer time."""
        self.refused.append(seconds)
        self.refused_at.append(time.perf_counter())
        self.reasons[reason] = self.reasons.get(reason, 0) + 1

    def delivered(self, seconds: float, screen: bool = False) -> None:
        """Count one delivery (to a table screen's stream, `screen`)."""
        if self.skipped < self.warmup:
            self.skipped += 1
            return
        self.latencies.append(seconds)
        if screen:
            self.screen_latencies.append(seconds)

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


GROUP = 25  # tables opened from one address: the server opens 30 a minute per address (CREATE_LIMIT)


def create_tables(port: int, n: int, phones: int) -> list[dict]:
    """Open the tables over the API, every GROUP of them from its own loopback address, as groups do."""
    conn = None
    out = []
    for i in range(n):
        if i % GROUP == 0:
            if conn is not None:
                conn.close()
            source = (f"127.0.{i // GROUP // 250}.{2 + i // GROUP % 250}", 0)
            conn = http.client.HTTPConnection("127.0.0.1", port, source_address=source)
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
    if conn is not None:
        conn.close()
    return out

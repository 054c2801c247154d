"""The live broadcast: one channel per table; each stream reads the messages of its own view.

A stream's key is `(viewer, language)`: the seat whose view it carries (None: the public view,
for spectators, the host, and every seat of a game without secrets) and the language its phone
speaks. An action serialises each key's messages once, whatever the number of streams: the
batch is appended to the table's channel and its streams are woken. A table's few streams are
woken at once (under gevent they write as soon as the request yields); hundreds of them (a big
screen, a crowd of watchers) are woken a few at a time by a background greenlet that yields
between the groups, so other requests are read and answered in between instead of waiting
for hundreds of writes.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import Counter, deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from companion import background

if TYPE_CHECKING:
    from companion.store import TableRecord

Key = tuple[int | None, str]
Batch = tuple[int, dict[Key, list[bytes]], Sequence[str] | None]  # number, messages, the seats' tokens then
GROUP = 16  # streams woken at once; more are woken in groups, yielding between them
BACKLOG = 256  # batches a table keeps for its slowest stream; one further behind is closed and reconnects


class Channel:
    """One table's recent batches (each: key -> messages) and the event that says a new one came."""

    def __init__(self) -> None:
        self.batches: deque[Batch] = deque(maxlen=BACKLOG)
        self.n = 0  # batches published so far
        self.closed = False
        self.keys: Counter[Key] = Counter()
        self.subs: set[Subscription] = set()
        self.waiting = 0  # subscriptions read by a waiting greenlet or thread (not pushed)
        self.record: TableRecord | None = None  # the loaded table's record: its seat tokens stamp each batch

    def publish(self, by_key: dict[Key, list[bytes]], actor: int | None = None) -> None:
        """Append a batch and wake every stream waiting (the count goes up before the wake-up).

        `actor`: the seat that acted; its own phones' streams go last (it shows its move already).
        """
        # Batches every stream has read are dropped: a table holds one batch, not a backlog,
        # unless a stream is behind (its socket full), and then at most BACKLOG.
        low = min((s.seen for s in self.subs), default=self.n)
        while self.batches and self.batches[0][0] <= low:
            self.batches.popleft()
        self.n += 1
        tokens = tuple(self.record.seat_tokens) if self.record is not None else None
        self.batches.append((self.n, by_key, tokens))
        self._ring(actor)

    def close(self) -> None:
        """End every stream of the channel."""
        self.closed = True
        self._ring()

    def _ring(self, actor: int | None = None) -> None:
        subs = list(self.subs)
        if len(subs) <= GROUP:
            if actor is not None:  # a table's few phones: the actor's own last (a crowd is not sorted)
                subs.sort(key=lambda sub: sub.seat == actor)
            for sub in subs:
                sub.ring()
        else:
            background.spawn(_ring_in_groups, subs)


def _ring_in_groups(subs: list[Subscription]) -> None:
    for i in range(0, len(subs), GROUP):
        for sub in subs[i : i + GROUP]:
            sub.ring()
        time.sleep(0)  # gevent's, in the server: let waiting requests in between the groups


class Subscription:
    """One open event stream: reads its key's messages from the table's channel, in order."""

    pushed = False  # True: written to its socket when a batch comes (web/push.py), nobody waits on it

    def __init__(self, channel: Channel, key: Key, seat: int | None = None) -> None:
        self.channel = channel
        self.key = key
        self.seat = seat  # the seat its phone holds (the key's viewer is None in a game without secrets)
        self.version: str | None = None  # the viewer seat's token it was proved with (None: not checked)
        self.seen = channel.n
        self.wake = threading.Event()
        self.pending: deque[bytes] = deque()
        self.behind = False  # fell BACKLOG batches behind: ended
        self.ends_at: int | None = None  # ended once the batches up to this one are given

    def ring(self) -> None:
        """A batch came (or the end): wake the reader."""
        self.wake.set()

    def get(self, timeout: float) -> bytes | None:
        """The next message; None once the stream has ended; `queue.Empty` after `timeout` seconds."""
        while not self.pending:
            if self.collect() or self.pending:
                break
            self.wake.clear()  # cleared before looking again: a batch after this sets it
            if self.collect() or self.pending:
                break
            if not self.wake.wait(timeout):
                raise queue.Empty
        return self.pending.popleft() if self.pending else None

    def collect(self) -> bool:
        """Move the messages of the batches not yet read into `pending`; True once the stream has ended."""
        ch = self.channel
        if self.behind:
            return True
        end = self.ends_at if self.ends_at is not None else (ch.n if ch.closed else None)
        upto = ch.n if end is None else min(ch.n, end)
        if upto > self.seen:
            first = ch.batches[0][0] if ch.batches else ch.n + 1
            if self.seen + 1 < first:  # BACKLOG behind: ended; the phone reconnects with Last-Event-ID
                self.behind = True
                return True
            for n, by_key, tokens in ch.batches:
                if self.seen < n <= upto:
                    if not self.holds(tokens):  # the seat moved on before this batch: end without it
                        self.ends_at = end = upto = n - 1
                        break
                    self.pending.extend(by_key.get(self.key, ()))
            self.seen = upto
        return end is not None and self.seen >= end

    def holds(self, tokens: Sequence[str] | None) -> bool:
        """Whether the seat's token in a batch's stamp is still the one this stream was proved with."""
        viewer = self.key[0]
        if self.version is None or tokens is None or viewer is None:
            return True
        return viewer < len(tokens) and tokens[viewer] == self.version


class Hub:
    """Who listens to which table."""

    def __init__(self) -> None:
        self._channels: dict[str, Channel] = {}
        self._lock = threading.Lock()

    def subscribe(
        self,
        code: str,
        key: Key = (None, "en"),
        kind: type[Subscription] | None = None,
        seat: int | None = None,
        version: str | None = None,
        record: TableRecord | None = None,
    ) -> Subscription:
        """Start listening to a table, for one view in one language (`kind`: a Subscription subclass).

        `version`: the token of the key's viewer seat the stream was proved with; `record`: the
        table's record, whose seat tokens then stamp every batch (a changed one ends the stream).
        """
        with self._lock:
            ch = self._channels.get(code)
            if ch is None or ch.closed:
                ch = self._channels[code] = Channel()
            if record is not None:
                ch.record = record
            ch.keys[key] += 1
            sub = (kind or Subscription)(ch, key, seat)
            sub.version = version
            ch.subs.add(sub)
            ch.waiting += not sub.pushed
            return sub

    def unsubscribe(self, code: str, sub: Subscription) -> None:
        """Stop listening."""
        with self._lock:
            ch = sub.channel
            if sub not in ch.subs:
                return
            ch.subs.discard(sub)
            ch.waiting -= not sub.pushed
            ch.keys[sub.key] -= 1
            if ch.keys[sub.key] <= 0:
                del ch.keys[sub.key]
            if not ch.keys and self._channels.get(code) is ch:
                del self._channels[code]

    def keys(self, code: str) -> list[Key]:
        """The distinct (viewer, language) keys of a table's open streams."""
        ch = self._channels.get(code)
        return list(ch.keys) if ch is not None else []

    def publish(self, code: str, by_key: dict[Key, list[bytes]], actor: int | None = None) -> None:
        """Give every stream of the table its key's messages (`actor`'s own streams last)."""
        ch = self._channels.get(code)
        if ch is not None and by_key:
            ch.publish(by_key, actor)

    def close_viewer(self, code: str, viewer: int) -> None:
        """End the streams carrying one seat's view (the seat went to another phone, or was freed)."""
        with self._lock:
            ch = self._channels.get(code)
            ending = [sub for sub in ch.subs if sub.key[0] == viewer] if ch is not None else []
            for sub in ending:
                sub.ends_at = ch.n  # type: ignore[union-attr]
        for sub in ending:  # outside the lock: a pushed stream ends (and unsubscribes) at once
            sub.ring()

    def close_all(self, code: str) -> None:
        """End every stream of a table (its phones reconnect, or look for it anew)."""
        with self._lock:
            ch = self._channels.pop(code, None)
        if ch is not None:
            ch.close()

    def waiting(self, code: str) -> int:
        """A table's open subscriptions that a greenlet or thread waits on (written when it runs)."""
        ch = self._channels.get(code)
        return ch.waiting if ch is not None else 0

    def count(self, code: str | None = None) -> int:
        """Open subscriptions (of one table, or in all)."""
        if code is not None:
            ch = self._channels.get(code)
            return sum(ch.keys.values()) if ch is not None else 0
        with self._lock:
            return sum(sum(ch.keys.values()) for ch in self._channels.values())

"""The live broadcast: each table's subscribers get the same pre-serialised bytes."""

from __future__ import annotations

import queue
import threading
from collections import defaultdict

MAX_BACKLOG = 1000  # a phone further behind than this is dropped and reconnects with Last-Event-ID


class Subscription:
    """One open event stream: a queue of SSE messages (bytes); None means "closed"."""

    def __init__(self) -> None:
        self.queue: queue.Queue[bytes | None] = queue.Queue(MAX_BACKLOG)

    def get(self, timeout: float) -> bytes | None:
        """The next message, or raise `queue.Empty` after `timeout` seconds."""
        return self.queue.get(timeout=timeout)


class Hub:
    """Who listens to which table."""

    def __init__(self) -> None:
        self._subs: dict[str, set[Subscription]] = defaultdict(set)
        self._lock = threading.Lock()

    def subscribe(self, code: str) -> Subscription:
        """Start listening to a table."""
        sub = Subscription()
        with self._lock:
            self._subs[code].add(sub)
        return sub

    def unsubscribe(self, code: str, sub: Subscription) -> None:
        """Stop listening."""
        with self._lock:
            subs = self._subs.get(code)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._subs[code]

    def publish(self, code: str, messages: list[bytes]) -> None:
        """Queue the messages for every subscriber of the table."""
        with self._lock:
            subs = list(self._subs.get(code, ()))
        for sub in subs:
            try:
                for m in messages:
                    sub.queue.put_nowait(m)
            except queue.Full:
                # Too far behind: close it; the phone reconnects and catches up from the log.
                self.unsubscribe(code, sub)
                _close(sub)

    def close_all(self, code: str) -> None:
        """End every stream of a table (its phones reconnect, or look for it anew)."""
        with self._lock:
            subs = self._subs.pop(code, set())
        for sub in subs:
            _close(sub)

    def count(self, code: str | None = None) -> int:
        """Open subscriptions (of one table, or in all)."""
        with self._lock:
            if code is not None:
                return len(self._subs.get(code, ()))
            return sum(len(s) for s in self._subs.values())


def _close(sub: Subscription) -> None:
    """Put the end-of-stream marker, dropping the backlog only if there is no room for it."""
    try:
        sub.queue.put_nowait(None)
    except queue.Full:
        try:
            while True:
                sub.queue.get_nowait()
        except queue.Empty:
            pass
        sub.queue.put_nowait(None)

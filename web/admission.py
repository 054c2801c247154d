"""Graceful overload: when the server cannot keep up, an action beyond what it serves gets a quick 503.

Three signs say the server is full. A crowd: many connections ready in the event loop at this
very moment (a burst), each of which would wait for every action taken ahead of it. Actions that
wait: several in flight for longer than a small bound (their table's turn, the engine, the store).
And a queue that stands in front of the server: its event loop wakes a greenlet late, every time,
for a while, with many connections ready ahead of it (`watch_lag`), so every request, reads and
streams included, waits in line before it is even read. Lateness alone is no queue: a machine
whose other programs take the cores wakes the loop late too, with only a table's few phones
ready, and refusing their moves would help nobody.

An action that comes while the server is full is answered `503` with `Retry-After` at once,
before its token, table or body is looked at: nothing of it is applied, and the phone's queue
sends it again with the same action id (web/static/js/table.js), which applies it once. What the
server accepts stays fast; reads and streams are never refused here.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from typing import Any

from companion.errors import ActionError
from companion.i18n import _

WAIT = 0.05  # seconds an action may be in flight before it counts as waiting too long
LATE = 4  # actions waiting too long at once: the next one is refused
LAG = 0.005  # seconds the event loop may run behind, standing (every wake-up of a window), before refusing
READY = 48  # ...with at least this many watchers ready ahead (a table's phones and streams are a dozen)
RETRY_AFTER = 1  # seconds the phone waits before it sends the action again
EVERY = 0.01  # seconds between the lag watcher's wake-ups
WINDOW = 0.05  # seconds over which the lag must stand (its least value counts: a burst is no queue)
SAMPLES = 5  # ...and at least this many wake-ups: one long stall (a disk's fsync) fills a window alone
CROWD = 48  # sockets ready in the loop right now, ahead of what it does next: a crowd (a table's phones are six)
BUSY = 0.8  # ...while this process used this share of a core since the lag watcher woke: its own work, not others'


class Overloaded(ActionError):
    """An action the server is too busy to take now; nothing was applied."""

    status = 503


class Gate:
    """Counts the actions in flight and refuses a new one while too many wait or the loop runs behind."""

    def __init__(
        self, wait: float = WAIT, late: int = LATE, lag: float = LAG, clock: Callable[[], float] = time.monotonic
    ):
        self.wait, self.late, self.max_lag, self.clock = wait, late, lag, clock
        self.lag = 0.0  # the event loop's standing lag, set by `watch_lag`
        self.ready = 0  # how many watchers stood ready ahead of it meanwhile (the least of the window)
        self._flight: dict[int, float] = {}  # ticket -> when its action came, oldest first
        self._tickets = 0
        self.refused = 0  # actions answered 503 since start (for benchmarks and logs)
        self.queued: Callable[[], int] | None = None  # how many sockets stand ready now (`ready_sockets`)
        self.busy = 0.0  # the share of a core this process used in the last window (set by `watch_lag`)
        self.cpu: Callable[[], float] = time.process_time  # this process's CPU seconds so far
        self._woke = (0.0, 0.0)  # when the lag watcher last woke: (clock, cpu)

    def waiting(self, now: float) -> int:
        """How many actions in flight came more than `wait` ago (counted up to `late`, oldest first)."""
        n, since = 0, now - self.wait
        for came in self._flight.values():  # in arrival order: stop at the first one still fresh
            if came > since or n >= self.late:
                break
            n += 1
        return n

    def check(self) -> None:
        """Raise `Overloaded` (a 503 naming why) if a new action should not be taken now."""
        # A crowd ready in the loop at this moment: every action taken now makes each one behind it
        # wait its whole time (about a millisecond), a refusal a tenth of that. Refused until the
        # crowd has gone, a burst passes in a few milliseconds instead of tens. Only while this
        # process is busy itself: a crowd also gathers while other programs hold the cores, and
        # the server then serves it as soon as it runs (measured: refusing then only added the
        # phones' second of waiting).
        if self.queued is not None and (crowd := self.queued()) >= CROWD and self.busy_now() >= BUSY:
            self._refuse("crowd", _("{n} requests are waiting ahead of it").format(n=crowd))
        if self.lag > self.max_lag and self.ready >= READY:
            self._refuse("lag", _("the server is running {ms} ms behind").format(ms=round(self.lag * 1000)))
        if self.late and self.waiting(self.clock()) >= self.late:
            message = _("{n} actions have been waiting longer than {ms} ms").format(
                n=self.late, ms=round(self.wait * 1000)
            )
            self._refuse("queue", message)

    def busy_now(self) -> float:
        """The share of a core this process used since the lag watcher last woke (a burst from idle is busy at once)."""
        woke, used = self._woke
        elapsed = self.clock() - woke
        if elapsed < EVERY / 2:  # too short to say: the last window's share
            return self.busy
        return (self.cpu() - used) / elapsed

    def _refuse(self, reason: str, why: str) -> None:
        self.refused += 1
        message = _("the server is busy ({why}): nothing was changed; send it again in a moment").format(why=why)
        raise Overloaded("overloaded", message, reason=reason, retry_after=RETRY_AFTER)

    @contextlib.contextmanager
    def admitted(self) -> Iterator[None]:
        """Refuse now (`Overloaded`) or count this action as in flight until it is answered."""
        self.check()
        self._tickets += 1
        ticket = self._tickets
        self._flight[ticket] = self.clock()
        try:
            yield
        finally:
            del self._flight[ticket]

    def watch_lag(
        self,
        sleep: Callable[[float], None] | None = None,
        ready: Callable[[], int] = lambda: READY,
        windows: int = -1,
        cpu: Callable[[], float] | None = None,
    ) -> None:
        """Measure how late the event loop wakes this greenlet, and what stands ready then; keep each window's least.

        Under gevent (`companion serve`) a wake-up is late by the time every ready greenlet ahead
        of it takes: the least lateness of a window is the queue that stands, not a burst's peak.
        `ready`: how many sockets wait their turn in the loop now (`ready_sockets`).
        `windows`: stop after that many (tests); -1: for ever. `cpu`: this process's CPU seconds so far.
        """
        # Looked up now, not at import: this module is imported before gevent patches `time`.
        sleep = sleep or time.sleep
        cpu = self.cpu = cpu or self.cpu
        while windows != 0:
            start, used, least, fewest, n = self.clock(), cpu(), float("inf"), 1 << 30, 0
            while True:
                before = self.clock()
                sleep(EVERY)
                now, n = self.clock(), n + 1
                self._woke = (now, cpu())
                least, fewest = min(least, now - before - EVERY), min(fewest, ready())
                if now - start >= WINDOW and n >= SAMPLES:
                    break
            self.lag, self.ready = max(0.0, least), fewest
            self.busy = (cpu() - used) / max(now - start, 1e-9)
            windows -= 1


def watch(gate: Gate) -> Any:
    """Start the gate's watch over gevent's loop, as `companion serve` does: its crowd and its standing queue.

    Both count the sockets ready to be read, never the loop's callbacks: a flood of new
    connections spawns a greenlet for each, and counted they would have any client able to
    connect refuse every phone's moves (while other programs held the cores, the loop's lag stood
    and 1,100 idle sockets' greenlets made it a queue).
    """
    import gevent

    gate.queued = ready_sockets
    return gevent.spawn(gate.watch_lag, None, ready_sockets)


def ready_sockets() -> int:
    """How many of gevent's watchers wait their turn in the loop now: sockets with bytes to read, mostly.

    An idle socket sends nothing, so it is never ready.
    """
    import gevent

    return getattr(gevent.get_hub().loop, "pendingcnt", 0)

"""Following other processes: LISTEN/NOTIFY wakes this one, and a sweep catches up what a notification missed.

Many processes serve one table on a shared store (PostgreSQL). Each use of a table catches it up
(companion/writing.py); a table nobody here writes to but someone watches is caught up when
another process's append is notified (folding the events the notification carries when they follow
what it holds, else reading the log by seq), or by the sweep every second.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from companion import writing
from companion.background import spawn

if TYPE_CHECKING:
    from companion.events import Event
    from companion.table import Table
    from companion.tables import Tables

log = logging.getLogger(__name__)

SWEEP_EVERY = 1.0  # seconds: a lost or late notification delays a stream at most this long


class Follower:
    """Keeps this process's loaded tables up with appends made by other processes."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self._pending: dict[str, int] = {}  # table -> the highest seq notified, not yet caught up
        self._carried: dict[str, list[Event]] = {}  # table -> the events that notification carried
        self._guard = threading.Lock()
        self.caught_up_by_sweep = 0  # events a notification should have brought (a slow LISTEN)

    def start(self) -> None:
        """LISTEN (in the background) and sweep every second."""
        self.tables.store.listen(self.notified, self.sweep)
        spawn(self._sweep_loop)

    def notified(self, code: str, seq: int, events: list[Event] | None = None) -> None:
        """A process appended `seq` (`events`, if the notification carried them) to table `code`: catch it up here."""
        table = self.tables.loaded(code)
        if table is None or table.seq >= seq:
            return
        table.heard = max(table.heard, seq)  # a write until then takes a seq already taken
        with self._guard:
            waiting = code in self._pending
            if seq > self._pending.get(code, 0):
                self._pending[code] = seq
                if events:
                    self._carried[code] = events
                else:
                    self._carried.pop(code, None)
        if not waiting:  # one catching-up at a time per table; it takes the highest seq notified
            spawn(self._catch_up, table, code)

    def _catch_up(self, table: Table, code: str, seq: int | None = None) -> None:
        with self._guard:
            notified = self._pending.pop(code, 0)
            carried = self._carried.pop(code, None)
            seq = max(seq or 0, notified) or None
        try:
            with table.lock.lock:  # the plain lock: `seq` says how far the store is
                # The events carried up to `seq` save the read when they follow what is held here.
                writing.catch_up(self.tables.engine, table, known=seq, carried=carried if seq == notified else None)
        except Exception as err:
            log.warning("catching up table %s failed: %s", code, err)

    def sweep(self) -> None:
        """Catch up every loaded table someone listens to whose stored seq is ahead."""
        watched = self.tables.watched()
        if not watched:
            return
        heads = self.tables.store.heads([t.record.code for t in watched])
        for table in watched:
            head = heads.get(table.record.code, 0)
            if head > table.seq:
                self.caught_up_by_sweep += head - table.seq
                self._catch_up(table, table.record.code, head)

    def _sweep_loop(self) -> None:
        while True:
            time.sleep(SWEEP_EVERY)
            if self.tables.store.closed:
                return
            try:
                self.sweep()
            except Exception as err:  # the database restarting: the next sweep tries again
                log.warning("sweep failed: %s", err)

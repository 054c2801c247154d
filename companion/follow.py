"""Many processes, one table: catch a loaded table up from the log before it is used, and follow
what other processes append (LISTEN/NOTIFY wakes us; the log, read by seq, is what counts).

A table in memory is a cache of its log. When the store is shared (PostgreSQL), every use of a
table first reads the stored seq and folds whatever another process appended since, so an action
is validated against the latest state and a revoked token or taken seat is seen at once. An
append that loses the race to another writer (`SeqConflict`) is caught up and tried again.
"""

from __future__ import annotations

import functools
import logging
import random
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from companion import fold, render, streams
from companion.background import spawn
from companion.errors import NotFound
from companion.i18n import _
from companion.store import NotApplied, SeqConflict, TableRecord

if TYPE_CHECKING:
    from companion.fold import Table
    from companion.tables import Tables

log = logging.getLogger(__name__)

RETRIES = 30  # lost races in a row before a clean 409 (three processes on one table lose a few)
SWEEP_EVERY = 1.0  # seconds: a lost or late notification delays a stream at most this long

F = TypeVar("F", bound=Callable[..., Any])


class SyncedLock:
    """The table's lock; taking it also catches the table up from the store."""

    def __init__(self, lock: Any, sync: Callable[[], None]):
        self.lock, self.sync = lock, sync

    def __enter__(self) -> None:
        self.lock.acquire()
        try:
            self.sync()
        except BaseException:
            self.lock.release()
            raise

    def __exit__(self, *exc: object) -> None:
        self.lock.release()


def retried(method: F) -> F:
    """A table write: tried at once; if another process won the race, again in the table's turn."""

    @functools.wraps(method)
    def run(self: Tables, code: object, *args: Any, **kwargs: Any) -> Any:
        if not self.store.shared:  # one process: the table's own lock orders its writers
            return method(self, code, *args, **kwargs)
        try:
            # Most writes meet no other writer of their table: no turn to take (two round trips saved).
            return method(self, code, *args, **kwargs)
        except (SeqConflict, NotApplied):
            pass
        # Lost a race (or the connection): from now on in the table's turn across processes, so the
        # writers of a busy table go one after the other instead of colliding again.
        key = code.strip().upper() if isinstance(code, str) and 0 < len(code) <= 40 else ""
        table_id = (self.loaded_alias(key) or self.store.resolve(key)) if key else None
        if table_id is None:
            return _attempts(method, self, code, *args, **kwargs)
        with self.store.writer(table_id):
            return _attempts(method, self, code, *args, **kwargs)

    return run  # type: ignore[return-value]


def _attempts(method: Callable[..., Any], self: Tables, *args: Any, **kwargs: Any) -> Any:
    for attempt in range(RETRIES):
        try:
            return method(self, *args, **kwargs)
        except NotApplied:
            # The database connection broke before the commit (a restart): nothing was stored.
            if attempt >= 2:
                raise
            time.sleep(0.05)
        except SeqConflict:
            if attempt == RETRIES - 1:
                raise
            # A few hundred microseconds at random, so the same writers do not collide again.
            time.sleep(random.random() * 0.001 * min(attempt + 1, 5))
    raise AssertionError("unreachable")


RECORD_EVENTS = frozenset({"joined", "seat_released", "seat_left", "code_changed"})  # those that change the record


def open_code(tables: Tables, code: str) -> Table | None:
    """The loaded table a join code opens now (None: not loaded here); `NotFound` for a dead code."""
    found = tables.store.locate(code)
    if found is None:
        raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
    table_id, head = found
    table = tables.loaded(table_id)
    if table is not None:
        table.known_head = head  # type: ignore[attr-defined] # read by the lock's catch-up
    return table


def catch_up(tables: Tables, table: Table, known: int | None = None) -> None:
    """Fold what the store has beyond the table's seq and publish it (call with the lock held).

    `known`: the stored seq, when a notification already said it (saves a read).
    """
    if known is None:
        known = table.__dict__.pop("known_head", None)  # what `open_code` just read
    head = known if known is not None else tables.store.head(table.record.code)
    if head <= table.seq:
        return
    code = table.record.code
    new = tables.store.events(code, table.seq)
    if not new:
        return
    if any(e.type in RECORD_EVENTS for e in new):
        record = tables.store.table(code)
        if record is not None:
            take_seats(table, record)
    for e in new:
        table.log.append(e)
        fold.fold(table, e)
    # A seat that changed hands in these events has its old phone's streams ended before anything
    # is published: the batch may hold the new holder's first moves too.
    streams.close_changed_seats(tables.hub, table, new)
    messages = render.stream(tables.hub, table, [e for e in new if e.type != "table_created"])
    if messages:
        tables.hub.publish(code, messages)
    if any(e.type == "code_changed" for e in new):
        table.record.join_code = tables.store.join_code(code)
        tables.forget_aliases(code)
        tables.hub.close_all(code)


def take_seats(table: Table, record: TableRecord) -> None:
    """The table's tokens and claims as just read from the store (and which store copy they are)."""
    table.record.host_token = record.host_token
    table.record.seat_tokens, table.record.claimed = record.seat_tokens, record.claimed
    table.record.stored = record.stored


def reload(tables: Tables, table: Table, stored: int) -> None:
    """After a failed append: back to the `stored` seq, then catch up (and publish) from the store.

    A table that cannot be rebuilt (the store out of reach) is dropped from memory: the next
    request loads it afresh.
    """
    try:
        del table.log[stored:]
        record = tables.store.table(table.record.code)
        if record is not None:
            take_seats(table, record)
        fold.refold(table)
        catch_up(tables, table)
    except Exception:
        tables.evict(table.record.code)


class Follower:
    """Keeps this process's loaded tables up with appends made by other processes."""

    def __init__(self, tables: Tables):
        self.tables = tables
        self._pending: dict[str, int] = {}  # table -> the highest seq notified, not yet caught up
        self._guard = threading.Lock()
        self.caught_up_by_sweep = 0  # events a notification should have brought (a slow LISTEN)

    def start(self) -> None:
        """LISTEN (in the background) and sweep every second."""
        self.tables.store.listen(self.notified, self.sweep)
        spawn(self._sweep_loop)

    def notified(self, code: str, seq: int) -> None:
        """A process appended `seq` to table `code`: catch it up here if it is loaded and behind."""
        table = self.tables.loaded(code)
        if table is None or table.seq >= seq:
            return
        with self._guard:
            waiting = code in self._pending
            self._pending[code] = max(seq, self._pending.get(code, 0))
        if not waiting:  # one catching-up at a time per table; it takes the highest seq notified
            spawn(self._catch_up, table, code)

    def _catch_up(self, table: Table, code: str, seq: int | None = None) -> None:
        with self._guard:
            seq = max(seq or 0, self._pending.pop(code, 0)) or None
        try:
            with table.lock.lock:  # the plain lock: `seq` says how far the store is
                catch_up(self.tables, table, known=seq)
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

"""The one write path under everything that changes a table: commit, catch-up, reload, retry, the syncing lock.

A table in memory is a cache of its log. When the store is shared (PostgreSQL), every use of a
table first reads the stored seq and folds whatever another process appended since (the table's
lock does it: `SyncedLock`), so an action is validated against the latest state and a revoked
token or taken seat is seen at once. An append that loses the race to another writer
(`SeqConflict`) is caught up and tried again (`retry`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

from companion import fold, plays, render, streams, timing
from companion.broadcast import Key
from companion.engine import Engine
from companion.events import RECORD_EVENTS, Event
from companion.store import NotApplied, SeqConflict, Store, TableRecord
from companion.table import Table

CONTENDED = 1.0  # seconds after a lost race in which a shared store's moves go out once stored
RETRIES = 30  # lost races in a row before a clean 409 (three processes on one table lose a few)

T = TypeVar("T")


class SyncedLock:
    """The table's lock on a shared store; taking it also catches the table up from the store."""

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


def commit(
    engine: Engine, table: Table, events: list[Event], state: dict | None = None, viewer: int | None = None
) -> None:
    """Fold, render, publish what may go early, store, publish the rest; a failed store leaves nothing applied.

    Call with the table's lock held. `state`: the game state these events lead to, already folded
    by the game's action; `viewer`: the seat whose answer follows (its view is rendered here when
    nobody listens).
    """
    hub, code, sent = engine.hub, table.record.code, {}
    try:
        was_over = table.game.is_over(table.state)
        for e in events:
            table.log.append(e)
            fold.fold(table, e, game=state is None)
        if state is not None:
            table.state = state
        timing.settle(table, events)  # before the play: it carries each player's thinking time
        # Rendered before storing: a game whose view fails on the new state refuses the action
        # instead of storing a state no phone could then load.
        messages = render.stream(hub, table, events, viewer)
        # The record goes with the events: a claim or a fresh token is stored with its event
        # (and only then: a move does not rewrite every seat's token).
        changes_record = any(e.type in RECORD_EVENTS for e in events)
        # The play of a game these events end (or undo the end of) is stored with them.
        also = plays.change(table, events, was_over)
        # The phones get a move while it is stored, as boardgame.io's server sends before it
        # stores. The actor is answered only once it is stored; seat and code changes are stored first.
        sent = {} if changes_record else early(engine, table, events[0].seq, messages)
        if sent:
            hub.publish(code, sent, viewer)
        engine.store.append(code, events, table.record if changes_record else None, also)
    except BaseException as err:
        if isinstance(err, SeqConflict):
            table.raced_at = time.monotonic()
        if sent:
            # Its phones saw a move that is not stored: right behind it, on the same streams, they
            # are told to read the table afresh, before a catch-up publishes what another process
            # stored at that seq (a phone would take it for the move it holds).
            told = render.rewound(table, events[0].seq - 1)
            hub.publish(code, {key: [told] for key in sent})
        # Rebuild from what is stored: nothing half-applied survives.
        reload(engine, table, events[0].seq - 1)
        raise
    rest = {key: m for key, m in messages.items() if key not in sent}
    if rest:
        hub.publish(code, rest, viewer)
    if messages:
        streams.close_changed_seats(hub, table, events)


def early(engine: Engine, table: Table, seq: int, messages: dict[Key, list[bytes]]) -> dict[Key, list[bytes]]:
    """The messages of the events from `seq` that may go out before the store has them (then `rewound` if it fails).

    One process owns a SQLite store and the table's lock orders its writes: all of them. On a
    shared store the table here may be behind another process's commit not yet notified (a trusted
    first try), in which a seat may have changed hands: a seat's own view could reach its old phone
    (issue #27), so only views that hold no seat's secrets go early; and none while the table is
    known to be behind or lost a race here lately, where most early sends would be rewound.
    """
    if not engine.store.shared:
        return messages
    if table.heard >= seq or time.monotonic() - table.raced_at < CONTENDED:
        return {}
    if not table.game.has_secrets:
        return messages
    return {key: m for key, m in messages.items() if key[0] is None}


def catch_up(engine: Engine, table: Table, known: int | None = None, carried: list[Event] | None = None) -> None:
    """Fold what the store has beyond the table's seq and publish it (call with the lock held).

    `known`: the stored seq, when a notification (or the lookup of the join code) already said it;
    `carried`: the events up to it the notification carried, folded without reading the log when
    they follow the table's seq (else, a gap, the log is read).
    """
    if known is None:
        known, table.known_head = table.known_head, None
    store, hub, code = engine.store, engine.hub, table.record.code
    head = known if known is not None else store.head(code)
    if head <= table.seq:
        return
    attaches = carried and carried[0].seq == table.seq + 1 and carried[-1].seq == head
    new = carried if attaches else store.events(code, table.seq)
    if not new:
        return
    if any(e.type in RECORD_EVENTS for e in new):
        record = store.table(code)
        if record is not None:
            take_seats(table, record)
    for i, e in enumerate(new):
        table.log.append(e)
        fold.fold(table, e)
        timing.note(table, e, timing.boundary(e, new[i + 1] if i + 1 < len(new) else None))
    # A seat that changed hands in these events has its old phone's streams ended before anything
    # is published: the batch may hold the new holder's first moves too.
    streams.close_changed_seats(hub, table, new)
    messages = render.stream(hub, table, [e for e in new if e.type != "table_created"])
    if messages:
        hub.publish(code, messages)
    if any(e.type == "code_changed" for e in new):
        table.record.join_code = store.join_code(code)
        hub.close_all(code)


def take_seats(table: Table, record: TableRecord) -> None:
    """The table's tokens and claims as just read from the store (and which store copy they are)."""
    table.record.host_token = record.host_token
    table.record.seat_tokens, table.record.claimed = record.seat_tokens, record.claimed
    table.record.stored = record.stored


def reload(engine: Engine, table: Table, stored: int) -> None:
    """After a failed append: back to the `stored` seq, then catch up (and publish) from the store.

    A table that cannot be rebuilt (the store out of reach) is marked dropped and its streams
    end: the registry loads it afresh for the next request, and the phones reconnect with
    `Last-Event-ID` and get the rest from the log.
    """
    try:
        del table.log[stored:]
        record = engine.store.table(table.record.code)
        if record is not None:
            take_seats(table, record)
        fold.refold(table)
        catch_up(engine, table)
    except Exception:
        table.dropped = True
        engine.hub.close_all(table.record.code)


def retry(
    store: Store, code: object, attempt: Callable[[bool], T], find: Callable[[str], str | None], trusting: bool = False
) -> T:
    """A table write: tried at once; if another process won the race, again in the table's turn.

    `attempt(trusted)` opens the table by `code` and writes; with `trusted` it may take the table
    loaded here as up to date without asking the store (the append's compare-and-set checks it).
    `trusting`: the first try is such a trusted one, and a lost race is tried once more afresh
    before taking the turn (this process was behind: no other writer to queue behind).
    `find` says which table id a code opens.
    """
    if not store.shared:  # one process: the table's own lock orders its writers
        return attempt(False)
    for trusted in (True, False) if trusting else (False,):
        try:
            # Most writes meet no other writer of their table: no turn to take (two round trips saved).
            return attempt(trusted)
        except (SeqConflict, NotApplied):
            pass
    # Lost a race (or the connection): from now on in the table's turn across processes, so the
    # writers of a busy table go one after the other instead of colliding again.
    key = code.strip().upper() if isinstance(code, str) and 0 < len(code) <= 40 else ""
    table_id = find(key) if key else None
    if table_id is None:
        return _attempts(attempt)
    with store.writer(table_id):
        return _attempts(attempt)


def moved_on(store: Store, table: Table, seen: int) -> None:
    """`SeqConflict` if the store holds more of this table than `seen`: a trusted try's refusal is tried afresh."""
    if store.head(table.record.code) > seen:
        raise SeqConflict(table.record.code)


def _attempts(attempt: Callable[[bool], T]) -> T:
    for n in range(RETRIES):
        try:
            return attempt(False)
        except NotApplied:
            # The database connection broke before the commit (a restart): nothing was stored.
            if n >= 2:
                raise
            time.sleep(0.05)
        except SeqConflict:
            if n == RETRIES - 1:
                raise
            # A few hundred microseconds at random, so the same writers do not collide again.
            time.sleep(random.random() * 0.001 * min(n + 1, 5))
    raise AssertionError("unreachable")

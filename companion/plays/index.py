"""The plays in the store: written with the action that ends a game, read by the history.

Why a stored row and not a fold at every look: the history lists every table's result, and
folding every log on every request costs as much as replaying the whole database. The row is
written in the same transaction as the events that end the game (`Store.append`'s `also`), so
a play is never lost nor half-stored; an undo of the last move takes it back, a redo writes it
again (with the same id). Tables stored before the plays existed, or restored from a dump, have
a row with no play yet: the first look at the history reads each of those logs once.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Protocol

from companion import fold
from companion.events import TABLE_EVENTS, Event
from companion.plays.record import Play, of_table
from companion.store.base import Also, Store
from companion.store.plays import play_removed, play_written
from companion.table import Table

log = logging.getLogger(__name__)

# Events that change neither the game nor who started it: nothing to write for them.
_QUIET = TABLE_EVENTS - {"undo", "redo"}


class Source(Protocol):
    """Where the plays are read: a store, and the tables loaded from it (the registry, companion/tables.py)."""

    @property
    def store(self) -> Store:
        """The store the plays are kept in."""
        ...

    def loaded(self, table_id: str) -> Table | None:
        """The table if it is in memory."""
        ...


def change(table: Table, events: list[Event], was_over: bool) -> Also | None:
    """What the append of `events` (already folded into `table`) must also write, or None."""
    if all(e.type in _QUIET for e in events):
        return None
    code = table.record.code
    try:
        play = of_table(table)
    except Exception:  # a broken play must never stop a game from ending: the table matters more
        log.exception("the play of table %s could not be made", code)
        return None
    if play is None:
        return play_removed(code) if was_over else None
    return play_written(code, play.to_dict())


def plays(tables: Source, codes: Iterable[str] | None = None, game: str | None = None) -> list[Play]:
    """The plays, newest first: all of them, or those of these table ids; of one game or all."""
    settle(tables)
    return [Play.from_dict(d) for d in tables.store.finished_plays(game=game, codes=codes)]


def by_id(tables: Source, play_id: str) -> Play | None:
    """One play by its id (the ids are unguessable: knowing one is having seen the play)."""
    if not (isinstance(play_id, str) and len(play_id) == 20 and all(c in "0123456789abcdef" for c in play_id)):
        return None
    settle(tables)
    found = tables.store.play_by_id(play_id)
    return Play.from_dict(found) if found else None


def of_code(tables: Source, table_id: str) -> Play | None:
    """The play of one table, by its id."""
    found = plays(tables, [table_id])
    return found[0] if found else None


def settle(tables: Source) -> int:
    """Read the logs of the tables whose play is not known yet (stored before plays existed); how many."""
    pending = tables.store.pending_plays()
    for code in pending:
        table = tables.loaded(code) or fold.read(tables.store, code)
        play = None if table is None else of_table(table)
        tables.store.settle_play(code, None if play is None else play.to_dict())
    return len(pending)

"""The plays in the store: written with the action that ends a game, read by the history.

Why a stored row and not a fold at every look: the history lists every table's result, and
folding every log on every request costs as much as replaying the whole database. The row is
written in the same transaction as the events that end the game (`Store.append`'s `also`), so
a play is never lost nor half-stored; an undo of the last move takes it back, a redo writes it
again (with the same id). Tables stored before the plays existed, or restored from a dump, have
a row with no play yet: the first look at the history reads each of those logs once.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Protocol

from companion import fold
from companion.events import TABLE_EVENTS, Event
from companion.plays.record import Play, of_table
from companion.store.base import Also, Store
from companion.table import Table

log = logging.getLogger(__name__)

_UPSERT = (
    "INSERT INTO plays (code, game, finished_at, data) VALUES (?,?,?,?) "
    "ON CONFLICT (code) DO UPDATE SET game=excluded.game, finished_at=excluded.finished_at, data=excluded.data"
)
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
        return (lambda ex: ex("DELETE FROM plays WHERE code=?", (code,))) if was_over else None
    data = json.dumps(play.to_dict(), separators=(",", ":"), ensure_ascii=False)
    return lambda ex: ex(_UPSERT, (code, play.game, play.finished_at, data))


def plays(tables: Source, codes: Iterable[str] | None = None, game: str | None = None) -> list[Play]:
    """The plays, newest first: all of them, or those of these table ids; of one game or all."""
    settle(tables)
    sql, args = "SELECT data FROM plays WHERE data IS NOT NULL", []
    if game is not None:
        sql += " AND game=?"
        args.append(game)
    if codes is not None:
        wanted = sorted(set(codes))
        if not wanted:
            return []
        sql += f" AND code IN ({','.join('?' * len(wanted))})"
        args += wanted
    rows = tables.store.query(sql + " ORDER BY finished_at DESC, code", tuple(args))
    return [Play.from_dict(json.loads(data)) for (data,) in rows]


def by_id(tables: Source, play_id: str) -> Play | None:
    """One play by its id (the ids are unguessable: knowing one is having seen the play)."""
    if not (isinstance(play_id, str) and len(play_id) == 20 and all(c in "0123456789abcdef" for c in play_id)):
        return None
    settle(tables)
    rows = tables.store.query("SELECT data FROM plays WHERE data LIKE ?", (f'{{"id":"{play_id}"%',))
    return Play.from_dict(json.loads(rows[0][0])) if rows else None


def of_code(tables: Source, table_id: str) -> Play | None:
    """The play of one table, by its id."""
    found = plays(tables, [table_id])
    return found[0] if found else None


def settle(tables: Source) -> int:
    """Read the logs of the tables whose play is not known yet (stored before plays existed); how many."""
    pending = [c for (c,) in tables.store.query("SELECT code FROM plays WHERE data IS NULL AND finished_at IS NULL")]
    for code in pending:
        table = tables.loaded(code) or fold.read(tables.store, code)
        play = None if table is None else of_table(table)
        with tables.store.transaction() as ex:
            if play is None:
                ex("DELETE FROM plays WHERE code=? AND data IS NULL", (code,))
            else:
                # Only a row still waiting: a play the table's own end stored meanwhile is newer.
                data = json.dumps(play.to_dict(), separators=(",", ":"), ensure_ascii=False)
                sql = "UPDATE plays SET finished_at=?, data=? WHERE code=? AND data IS NULL"
                ex(sql, (play.finished_at, data, code))
    return len(pending)

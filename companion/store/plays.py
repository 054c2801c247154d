"""The plays table, written once for both engines: what the history reads, and the writes that keep it.

A play is kept as its JSON, compact and with its id first (`{"id":"<20 hex>",...}`), so that one
play is found by its id without a column of its own. A row with no play yet is a table stored
before the plays existed (or imported): the history reads its log once and settles the row.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from companion.store.base import Also

_UPSERT = (
    "INSERT INTO plays (code, game, finished_at, data) VALUES (?,?,?,?) "
    "ON CONFLICT (code) DO UPDATE SET game=excluded.game, finished_at=excluded.finished_at, data=excluded.data"
)


def _data(play: dict[str, Any]) -> str:
    return json.dumps(play, separators=(",", ":"), ensure_ascii=False)


def play_written(code: str, play: dict[str, Any]) -> Also:
    """The write, inside an append's transaction, of a table's play (its game and finish time from the play)."""
    return lambda ex: ex(_UPSERT, (code, play["game"], play["finished_at"], _data(play)))


def play_removed(code: str) -> Also:
    """The write, inside an append's transaction, that takes a table's play back (an undone end)."""
    return lambda ex: ex("DELETE FROM plays WHERE code=?", (code,))


class PlayRows:
    """A store's reads and writes of the plays table, over its engine's `_read` and `_write` (SQLStore)."""

    def finished_plays(self, game: str | None = None, codes: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """The stored plays, newest first: all of them, or those of these table ids; of one game or all."""
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
        rows = self._read(sql + " ORDER BY finished_at DESC, code", tuple(args))
        return [json.loads(data) for (data,) in rows]

    def play_by_id(self, play_id: str) -> dict[str, Any] | None:
        """The stored play with this id, or None."""
        rows = self._read("SELECT data FROM plays WHERE data LIKE ?", (f'{{"id":"{play_id}"%',))
        return json.loads(rows[0][0]) if rows else None

    def pending_plays(self) -> list[str]:
        """The ids of the tables whose play is not known yet (stored before plays existed, or imported)."""
        return [code for (code,) in self._read("SELECT code FROM plays WHERE data IS NULL AND finished_at IS NULL")]

    def settle_play(self, code: str, play: dict[str, Any] | None) -> None:
        """A pending table's play, its log read (None: the table has none); a play its end stored meanwhile stays."""
        with self._write() as ex:
            if play is None:
                ex("DELETE FROM plays WHERE code=? AND data IS NULL", (code,))
            else:
                # Only a row still waiting: a play the table's own end stored meanwhile is newer.
                sql = "UPDATE plays SET finished_at=?, data=? WHERE code=? AND data IS NULL"
                ex(sql, (play["finished_at"], _data(play), code))

    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        raise NotImplementedError  # the engine's (companion/store/base.py SQLStore, its subclasses)

    def _write(self) -> Any:
        raise NotImplementedError

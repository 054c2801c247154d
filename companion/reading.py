"""The reading side of a table: its snapshot for one phone, its public log, the events a stream missed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion import render, seating
from companion.events import Actor
from companion.fold import Table

if TYPE_CHECKING:
    from companion.tables import Tables

MAX_LOG = 60  # log lines carried in a snapshot; the full log is at /log


def snapshot(tables: Tables, table: Table, seat: int | None, who: Actor | None) -> dict[str, Any]:
    """The table as `seat` (None: a spectator or the host) sees it; the caller holds the table's lock."""
    return {
        "code": table.record.join_code,
        "game": table.game.id,
        "title": table.game.title,
        "seq": table.seq,
        "players": render.players(table),
        "options": table.options,
        "state": table.game.view(table.state, seat),
        "table": render.table_view(table),
        "you": seating.you(tables, table, seat, who),
        # Seqs run 1, 2, 3... so the last lines are a slice: render only those (every seated phone
        # of a game with secrets reads this after each event).
        "log": [render.public(table, e) for e in table.log[1:][-MAX_LOG:]],
    }


def public_log(table: Table) -> list[dict[str, Any]]:
    """The whole public log of a table."""
    return [render.public(table, e) for e in table.log]


def log_since(table: Table, since: int) -> list[dict[str, Any]]:
    """The last public lines after seq `since` (at most MAX_LOG): what a stale phone missed."""
    return [render.public(table, e) for e in table.log[max(since, 0) :][-MAX_LOG:]]


def missed(table: Table, last_seq: int, viewer: int | None = None, lang: str = "en") -> list[bytes]:
    """The stream messages of the events after `last_seq`, as `viewer` sees them, in `lang`.

    Seqs are indexes (1, 2, 3...), so this is a slice; the table's creation is not a message.
    A phone that saw further than the log (a move its store then refused: companion/tables.py) is
    told to read the table afresh.
    """
    if last_seq > table.seq:
        return [render.rewound(table)]
    events = [e for e in table.log[max(last_seq, 0) :] if e.type != "table_created"]
    return render.messages(table, events, viewer, lang) if events else []

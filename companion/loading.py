"""Bringing a table into memory from the store, and archiving the idle ones out of it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion import fold, follow
from companion.errors import NotFound
from companion.fold import Table
from companion.games import get_game
from companion.games.base import Player, upgrade_log
from companion.i18n import _

if TYPE_CHECKING:
    from companion.tables import Tables


def load(tables: Tables, code: str) -> Table:
    """The table with id `code` rebuilt from its stored log (upgraded to today's event shapes)."""
    # The record and the log as of one moment (a claim may land meanwhile: the catch-up brings it).
    found = tables.store.load(code)
    if found is None:
        raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
    record, stored = found
    if record.archived:
        # Archived tables are not lost: opening one brings it back.
        record.archived = False
        tables.store.set_archived(code, False)
    record.join_code = tables.store.join_code(code)
    game = get_game(record.game)
    log = upgrade_log(game, stored)
    first = log[0].data
    table = Table(
        record=record,
        game=game,
        players=[Player(**p) for p in first["players"]],
        options=first["options"],
        log=log,
    )
    fold.refold(table)
    if tables.store.shared:
        table.lock = follow.SyncedLock(table.lock, lambda: follow.catch_up(tables, table))
    return table


def archive_idle(tables: Tables, max_age_days: float) -> list[str]:
    """Archive tables untouched for `max_age_days`: out of memory, kept in the store."""
    cutoff = tables.clock() - max_age_days * 86400
    archived = []
    for record in tables.store.list_tables():
        if record.archived or record.touched_at >= cutoff:
            continue
        record.archived = True
        tables.store.set_archived(record.code, True)
        tables.requests.pop(record.code, None)
        tables.secret_scans.pop(record.code, None)
        tables.evict(record.code)  # out of memory, its join codes forgotten, its streams ended
        archived.append(record.code)
    return archived

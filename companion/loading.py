"""Bringing a table into memory from the store (archived ones come back), its lock syncing on a shared store."""

from __future__ import annotations

from companion import fold, writing
from companion.engine import Engine
from companion.errors import NotFound
from companion.games import get_game
from companion.games.base import upgrade_log
from companion.i18n import _
from companion.table import Table


def load(engine: Engine, code: str) -> Table:
    """The table with id `code` rebuilt from its stored log (upgraded to today's event shapes)."""
    # The record and the log as of one moment (a claim may land meanwhile: the catch-up brings it).
    store = engine.store
    found = store.load(code)
    if found is None:
        raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
    record, stored = found
    if record.archived:
        # Archived tables are not lost: opening one brings it back.
        record.archived = False
        store.set_archived(code, False)
    record.join_code = store.join_code(code)
    table = fold.built(record, upgrade_log(get_game(record.game), stored))
    if store.shared:
        table.lock = writing.SyncedLock(table.lock, lambda: writing.catch_up(engine, table))
    return table

"""The store: append-only event logs per table, behind a small interface (SQLite by default)."""

from __future__ import annotations

from pathlib import Path

from companion.store.base import Store, TableRecord
from companion.store.errors import NotApplied, SeqConflict, StoreError, Unavailable
from companion.store.sqlite import ServeLock, SQLiteStore

__all__ = [
    "NotApplied",
    "SQLiteStore",
    "SeqConflict",
    "ServeLock",
    "Store",
    "StoreError",
    "TableRecord",
    "Unavailable",
    "is_url",
    "open_store",
]


def is_url(where: str | Path) -> bool:
    """A PostgreSQL URL (anything else is a SQLite file path)."""
    return str(where).startswith(("postgresql://", "postgres://"))


def open_store(where: str | Path) -> Store:
    """The store at `where`: `postgresql://user@host/db`, or a SQLite file (`:memory:` for none)."""
    if is_url(where):
        from companion.store.postgres import PostgresStore

        return PostgresStore(str(where))
    return SQLiteStore(where)

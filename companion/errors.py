"""Errors a caller can act on: each names what is wrong and maps to a 4xx; and telling a failing store from a bug."""

from __future__ import annotations

import errno
import sqlite3
import sys


class ActionError(Exception):
    """An action or request that cannot be applied; nothing has changed."""

    status = 400

    def __init__(self, code: str, message: str, status: int | None = None, **extra: object):
        super().__init__(message)
        self.code = code
        self.message = message
        if status is not None:
            self.status = status
        self.extra = extra

    def to_dict(self) -> dict:
        """The JSON error body: `{"error": {"code", "message", ...}}`."""
        return {"error": {"code": self.code, "message": self.message, **self.extra}}


class NotFound(ActionError):
    """An unknown table, game or seat."""

    status = 404


class Forbidden(ActionError):
    """A token that may not do this."""

    status = 403


class Stale(ActionError):
    """The client acted on an old `seq`; the body carries what changed."""

    status = 409


# errno values of a write the disk refused: full, over quota, read-only, failing.
_DISK_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO})


def store_failure(err: BaseException) -> bool:
    """Whether `err` is the store failing to write (a full disk, a failing database), not a bug.

    SQLite says "database or disk is full" (or "disk I/O error", "readonly database") as an
    `OperationalError`; the disk itself as an `OSError`; PostgreSQL as psycopg's operational or
    internal errors (psycopg is looked up only if a store already imported it).
    """
    if isinstance(err, sqlite3.OperationalError) or type(err) is sqlite3.DatabaseError:
        return True
    if isinstance(err, OSError) and err.errno in _DISK_ERRNOS:
        return True
    pg = sys.modules.get("psycopg")
    return pg is not None and isinstance(err, pg.OperationalError | pg.InternalError)

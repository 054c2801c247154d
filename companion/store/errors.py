"""What a store refuses or fails with: a database unusable as it is, a lost race, a database out of reach."""

from __future__ import annotations

from companion.errors import ActionError


class StoreError(Exception):
    """A database that cannot be opened or used as it is: the message is one line for the terminal."""


class SeqConflict(ActionError):
    """Another writer (another process) appended to the table first: catch up and try again."""

    status = 409

    def __init__(self, code: str):
        super().__init__("conflict", f"table {code} changed under this action; send it again")


class Unavailable(ActionError):
    """The database cannot be reached right now (restarting): nothing of this request was applied."""

    status = 503

    def __init__(self, detail: str):
        super().__init__("database_unavailable", f"the database is not reachable right now ({detail}); try again")


class NotApplied(Unavailable):
    """The database went away before the write's COMMIT was sent: it may be tried again as it is."""

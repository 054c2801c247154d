"""Errors a caller can act on: each names what is wrong and maps to a 4xx."""

from __future__ import annotations


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

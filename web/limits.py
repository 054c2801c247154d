"""Slowing down join-code guessing: too many unknown codes from one address get a 429."""

from __future__ import annotations

import time
from collections import defaultdict, deque
from collections.abc import Iterator
from contextlib import contextmanager

from flask import current_app, request

from companion.errors import ActionError, Forbidden, NotFound
from companion.i18n import N_, _

WINDOW = 60.0
# What a token-taking endpoint answers for an unknown code: the same as for a real code with a
# wrong token (companion.tables.Tables.whois), so the answer tells nothing before authentication.
WRONG_TOKEN = N_("that token is not a seat or host token of this table")
_misses: dict[str, deque[float]] = defaultdict(deque)


@contextmanager
def guard(code: str, disguise: bool = False) -> Iterator[None]:
    """Count an unknown table code against the caller; refuse once it guessed too often.

    `disguise`: answer an unknown code as a wrong token (for endpoints that need a token).
    """
    with counting(request.remote_addr or "?", current_app.config["JOIN_LIMIT"], disguise):
        yield


@contextmanager
def counting(who: str, limit: int, disguise: bool = False) -> Iterator[None]:
    """`guard` for a caller known by address, outside a Flask request (web/fastpath.py)."""
    now = time.monotonic()
    seen = _misses[who]
    while seen and now - seen[0] > WINDOW:
        seen.popleft()
    if len(seen) >= limit:
        raise ActionError("too_many_guesses", _("too many unknown table codes from this address; wait a minute"), 429)
    try:
        yield
    except NotFound as err:
        if err.code != "unknown_table":
            raise
        seen.append(now)
        if disguise:
            raise Forbidden("bad_token", _(WRONG_TOKEN)) from None
        raise


def reset() -> None:
    """Forget every counted miss (tests)."""
    _misses.clear()

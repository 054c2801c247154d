"""Per-client limits: join-code guessing and table creation, each a count per client address a minute.

The client's address is web/proxies.py's: the connecting one, or behind a trusted proxy the one it forwards.
Counts older than the window are forgotten, and at most MAX_CLIENTS clients are remembered.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from flask import current_app, request

from companion.errors import ActionError, Forbidden, NotFound
from companion.i18n import N_, _
from web.proxies import client_address

WINDOW = 60.0
MAX_CLIENTS = 20_000  # addresses remembered per limit; past it, the one counted least recently goes
# What a token-taking endpoint answers for an unknown code: the same as for a real code with a
# wrong token (companion.table_actions.whois), so the answer tells nothing before authentication.
WRONG_TOKEN = N_("that token is not a seat or host token of this table")


class Counter:
    """Times of recent events per client within WINDOW; forgotten once older, at most MAX_CLIENTS clients."""

    def __init__(self, max_clients: int = MAX_CLIENTS):
        self.max_clients = max_clients
        # Least recently counted first. A list per client, not a deque: a deque's first block
        # alone takes ~600 bytes, and most clients here have one or two counts.
        self._seen: OrderedDict[str, list[float]] = OrderedDict()

    def recent(self, who: str, now: float) -> list[float]:
        """`who`'s events within the window (an empty list, not kept, for a client with none)."""
        seen = self._seen.get(who)
        if seen is None:
            return []
        old = next((i for i, at in enumerate(seen) if now - at <= WINDOW), len(seen))
        del seen[:old]
        if not seen:
            del self._seen[who]
        return seen

    def full(self, who: str, limit: int, now: float) -> float | None:
        """Seconds until `who` may go on, once it reached `limit` in the window; None while it may."""
        seen = self.recent(who, now)
        if len(seen) < limit:
            return None
        return max(1.0, WINDOW - (now - seen[-limit]))

    def add(self, who: str, now: float) -> None:
        """Count one event of `who`; forget the clients whose last event left the window."""
        seen = self.recent(who, now)
        seen.append(now)
        self._seen[who] = seen
        self._seen.move_to_end(who)
        # The expired clients are all at the front, and past the cap the front one is the one to lose.
        while self._seen:
            times = next(iter(self._seen.values()))
            if now - times[-1] <= WINDOW and len(self._seen) <= self.max_clients:
                break
            self._seen.popitem(last=False)

    def __len__(self) -> int:
        return len(self._seen)

    def clear(self) -> None:
        """Forget every client."""
        self._seen.clear()


_misses = Counter()  # unknown join codes
_created = Counter()  # tables opened


def too_many(code: str, message: str, wait: float) -> ActionError:
    """A 429 that says when to come back (`Retry-After`, web/errors.py)."""
    return ActionError(code, message, 429, retry_after=math.ceil(wait))


def client() -> str:
    """The current Flask request's client address."""
    return client_address(request.environ, current_app.extensions["trusted_proxies"])


@contextmanager
def guard(code: str, disguise: bool = False) -> Iterator[None]:
    """Count an unknown table code against the caller; refuse once it guessed too often.

    `disguise`: answer an unknown code as a wrong token (for endpoints that need a token).
    """
    with counting(client(), current_app.config["JOIN_LIMIT"], disguise):
        yield


@contextmanager
def counting(who: str, limit: int, disguise: bool = False) -> Iterator[None]:
    """`guard` for a caller known by address, outside a Flask request (web/action.py)."""
    now = time.monotonic()
    wait = _misses.full(who, limit, now)
    if wait is not None:
        raise too_many("too_many_guesses", _("too many unknown table codes from this address; wait a minute"), wait)
    try:
        yield
    except NotFound as err:
        if err.code != "unknown_table":
            raise
        _misses.add(who, now)
        if disguise:
            raise Forbidden("bad_token", _(WRONG_TOKEN)) from None
        raise


@contextmanager
def creating() -> Iterator[None]:
    """Count a table opened by the caller; a 429 once it opened CREATE_LIMIT in a minute."""
    who, now = client(), time.monotonic()
    wait = _created.full(who, current_app.config["CREATE_LIMIT"], now)
    if wait is not None:
        raise too_many("too_many_tables", _("too many new tables from this address; wait a minute"), wait)
    yield  # a table refused (a bad body) is not counted: a typo costs nothing
    _created.add(who, now)


def reset() -> None:
    """Forget every count (tests)."""
    _misses.clear()
    _created.clear()

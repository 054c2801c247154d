"""Moving the host role to another phone: the host's phone lost its storage (pt45 problem 1, issue #26).

Any phone asks to be the host and shows a three-digit check; the first Allow from a seated phone
other than the asking one (or from the host itself) gives the table a fresh host token at once,
so the old one is refused from then on, and the asking phone collects it with its request key.
The seats kept on the host's phone stay kept: they belong to whichever phone holds the host token.

Like seat requests, a request lives in the log (a hash of its key, never the key; its check only
in the answers of the phones that may allow it), so it survives a restart and any process of a
hosted instance can grant it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from companion.asking import ASK_GAP, REQUEST_TTL, holds, key_hash, new_request
from companion.engine import Engine
from companion.errors import ActionError, Forbidden, NotFound
from companion.events import Event
from companion.i18n import _
from companion.table import HostScan, Table
from companion.table_actions import whois
from companion.writing import commit

ASKED, MOVED = "host_requested", "host_moved"


@dataclass
class HostRequest:
    """The table's latest request to be the host: its key's hash, check, asking seat, and if allowed."""

    key_hash: str
    check: str
    seat: int | None
    at: float
    granted: bool = False
    moved_at: float = 0.0  # when it was allowed


def latest(table: Table, now: float) -> HostRequest | None:
    """The latest request not yet expired (no older one matters), the log read once as it grows (every read asks)."""
    scan = table.host_scan
    if scan.seq > table.seq:  # the table was rebuilt shorter
        scan = table.host_scan = HostScan()
    for e in table.log[scan.seq :]:
        if e.type == ASKED:
            scan.asked, scan.moved = e, None
        elif e.type == MOVED:
            scan.moved = e
    scan.seq = table.seq
    e, moved = scan.asked, scan.moved
    if e is None or now - e.at > REQUEST_TTL:
        return None
    d, granted = e.data, moved is not None and moved.data.get("check") == e.data["check"]
    return HostRequest(d["key_hash"], d["check"], d.get("seat"), e.at, granted, moved.at if moved else 0.0)


def _asker(table: Table, token: str | None) -> int | None:
    """The seat of the asking phone (None: a watching phone); the host's own token asks for nothing."""
    who = whois(table, token) if token else None
    if who == "host":
        raise ActionError("already_host", _("this phone is the host already"), status=409)
    return who if isinstance(who, int) else None


def ask(engine: Engine, table: Table, token: str | None, key: object = None) -> tuple[dict[str, Any], int]:
    """Ask to be the host (202 with a check and a key), or come back with the key: the host token once allowed."""
    now = engine.clock()
    req = latest(table, now)
    if key is not None:
        return _collect(table, req, key)
    seat = _asker(table, token)
    if req is not None and req.granted and now - req.moved_at < ASK_GAP:
        # The allowed phone collects its token the moment it hears; a later request replaces it
        # (the phone that was allowed may have died too).
        raise ActionError("host_moving", _("the host role is just moving to another phone"), status=409)
    if req is not None and not req.granted and now - req.at < ASK_GAP:  # watchers carry no token to tell apart
        raise ActionError("host_asked", _("another phone is asking to be the host; try again in a few seconds"), 429)
    key, check = new_request()
    data = {"check": check, "key_hash": key_hash(key), "seat": seat}
    commit(engine, table, [Event(table.seq + 1, ASKED, seat, now, data)])
    return {"pending": True, "request": key, "check": check, "seat": seat}, 202


def _collect(table: Table, req: HostRequest | None, key: object) -> tuple[dict[str, Any], int]:
    if req is None or not holds(key, req.key_hash):
        raise NotFound("no_request", _("that request to be the host is gone: ask again"))
    if not req.granted:
        return {"pending": True, "request": key, "check": req.check, "seat": req.seat}, 202
    return {"host": True, "token": table.record.host_token, "seat": req.seat}, 200


def allow(engine: Engine, table: Table, token: str | None, check: object) -> dict[str, Any]:
    """A seated phone (not the asking one) or the host allows: the host role moves at once."""
    who = whois(table, token)
    req = latest(table, engine.clock())
    if req is None or req.check != check:
        raise NotFound("no_request", _("no phone is asking to be the host with that check"))
    if req.granted:  # a second Allow (another phone was quicker): done, as for seats (pt30)
        return {"check": req.check, "done": True}
    if who == req.seat:
        raise Forbidden("own_request", _("another phone at the table has to allow this, not the asking one"))
    table.record.host_token = secrets.token_urlsafe(18)
    data = {"check": req.check, "seat": req.seat}
    # Stored with the record. No stream is ended: the host token never proves a stream's view
    # (`streams.proved_seat`: the host reads the public one), so the old host phone's stream
    # carries nothing a watcher's does not, and a new one opened with that token is refused.
    commit(engine, table, [Event(table.seq + 1, MOVED, who, engine.clock(), data)])
    return {"check": req.check}


def asked(engine: Engine, table: Table, seat: int | None, who: object) -> dict[str, Any] | None:
    """The open request for a phone that may allow it (seated, or the host; never the asking phone)."""
    if who != "host" and not isinstance(seat, int):
        return None
    req = latest(table, engine.clock())
    if req is None or req.granted or (who != "host" and req.seat == seat):
        return None
    return {"check": req.check, "seat": req.seat}

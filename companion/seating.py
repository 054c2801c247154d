"""Who holds which seat: claiming, asking the host, stepping back, releasing, handing over.

A seat token is handed out only to the phone that claims the seat. A free seat with nothing
secret in it is claimed by joining; a seat that is taken, or that already holds secrets
(entered for it on the host's phone in one-phone mode; in a game with secrets, any seat a phone
has held before), or that has played on the host's phone, is only claimed with the host's
consent: the phone asks, the host grants the request with the
three-digit check both phones show, and the phone then collects the token with its request key.

Requests are read from the log (the request event stores a hash of its key, never the key), so any
process of a hosted instance can grant one and hand over its token.
"""

from __future__ import annotations

import secrets
from typing import Any

from companion import host_move
from companion.asking import ASK_GAP, REQUEST_TTL, holds, key_hash, new_request
from companion.engine import Engine, new_code
from companion.errors import ActionError, Forbidden, NotFound
from companion.events import COMMON_EVENTS, TABLE_EVENTS, Event
from companion.i18n import _
from companion.store import Store
from companion.table import Request, RequestScan, Table, kept_seats
from companion.table_actions import holder, whois
from companion.writing import commit


def open_requests(table: Table) -> dict[int, Request]:
    """Each seat's latest request, granted or not, read from the log (not yet collected)."""
    scan = table.requests
    if scan.seq > table.seq:  # the table was rebuilt shorter
        scan = table.requests = RequestScan()
    for e in table.log[scan.seq :]:
        seat = e.data.get("seat")
        if e.type == "seat_requested" and "key_hash" in e.data:  # older logs kept keys in memory only
            scan.open[seat] = Request(e.data["key_hash"], e.data["check"], e.at, seq=e.seq, by=e.data.get("by"))
        elif e.type == "seat_granted" and seat in scan.open and scan.open[seat].check == e.data["check"]:
            scan.open[seat].granted = True
        elif e.type == "seat_refused" and seat in scan.open and scan.open[seat].check == e.data["check"]:
            scan.refused[seat] = scan.open.pop(seat).key_hash
        elif e.type == "player_removed":  # the seat is gone, and so is any request for it
            scan.open.pop(seat, None)
        elif e.type in ("joined", "seat_released") and seat in scan.open:
            # Collected, the seat taken some other way, or freed by the host: the request is over.
            done = scan.open.pop(seat)
            if e.type == "joined" and e.data.get("granted"):
                scan.collected[seat] = done.check
    scan.seq = table.seq
    return scan.open


def check_seat(table: Table, seat: object) -> int:
    """The seat number, or a 400 naming the range."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.players):
        raise ActionError("bad_seat", _("seat must be 0 to {max}").format(max=len(table.players) - 1))
    return seat


KEEP = "keep_seats"  # the host's action: its phone passed round holds every seat without a phone


def keep(table: Table, who: object) -> list[dict[str, Any]]:
    """The event of the host's "Everyone (passed round)": the seats without a phone are its phone's now.

    pt20: until one had played, other phones listed those seats as free and took them unasked.
    """
    if who != "host":
        raise Forbidden("host_only", _("only the host can keep the seats without a phone"))
    kept = kept_seats(table)
    seats = [s for s in range(len(table.players)) if not table.record.claimed[s] and s not in kept]
    if not seats:
        raise ActionError("nothing_to_keep", _("every seat has a phone or is on the host's phone already"), status=409)
    return [{"type": "seats_kept", "seats": seats}]


def secret_seats(table: Table) -> set[int]:
    """Seats that may hold secrets: some event put one in (its public form hides something), or a
    phone has held the seat (and seen what was dealt to it) before."""
    scan = table.secret_scan
    if not table.game.has_secrets:
        return scan.seats
    for e in table.log[scan.seq :]:
        if e.type == "joined":
            scan.seats.add(e.data["seat"])
        if e.type in TABLE_EVENTS | COMMON_EVENTS:
            continue
        full = {"type": e.type, **e.data}
        if table.game.public_event(full) != full:
            for who in (e.actor, e.data.get("seat")):
                if isinstance(who, int) and not isinstance(who, bool):
                    scan.seats.add(who)
    scan.seq = table.seq
    return scan.seats


def claim(
    engine: Engine, table: Table, seat: object, key: object = None, token: str | None = None
) -> tuple[dict[str, Any], int]:
    """Join a seat: 200 with its token, or 202 with a request the host has to grant first (lock held).

    `token`: a seated phone switching seats asks with its own, and the request names its player (pt115: the
    host could not tell which phone asked); any other token is not looked at.
    """
    seat, reqs, now = check_seat(table, seat), open_requests(table), engine.clock()
    if key is not None:
        return _collect(engine, table, seat, key, now)
    taken, by = table.record.claimed[seat], holder(table, token)
    switching = {"by": by} if by is not None and by != seat else {}
    if not taken and seat not in secret_seats(table) and seat not in kept_seats(table):
        _seat(engine, table, seat, {"seat": seat, **switching})
        return _token(table, seat), 200
    _refuse_displacing(table, seat, reqs.get(seat), now)
    key, check = new_request()
    data = {"seat": seat, "check": check, "taken": taken, "key_hash": key_hash(key), **switching}
    commit(engine, table, [Event(table.seq + 1, "seat_requested", None, now, data)])
    return _pending(table, seat, key, check, taken), 202


def _refuse_displacing(table: Table, seat: int, old: Request | None, now: float) -> None:
    """A new request replaces the seat's open one: not a granted one (its phone collects it), nor a fresh one."""
    name = table.players[seat].name
    if old is None or now - old.at > REQUEST_TTL:
        return
    if old.granted:
        # The host chose that phone: it keeps the seat's grant until it collects the token or the
        # request expires (or the host releases the seat), whoever else has the code.
        message = _("the host already let another phone take {name}'s seat").format(name=name)
        raise ActionError("seat_granted", message, status=409)
    if now - old.at < ASK_GAP:
        message = _("another phone is asking for {name}'s seat; try again in a few seconds").format(name=name)
        raise ActionError("seat_asked", message, status=429)


def _collect(engine: Engine, table: Table, seat: int, key: object, now: float) -> tuple[dict[str, Any], int]:
    """The asking phone comes back with its key: the token once granted, else still pending."""
    req = open_requests(table).get(seat)
    refused = table.requests.refused.get(seat)
    if req is None and refused is not None and holds(key, refused):
        name = table.players[seat].name
        raise NotFound("refused", _("the host said no to this phone's request for {name}'s seat").format(name=name))
    if req is None or now - req.at > REQUEST_TTL or not holds(key, req.key_hash):
        raise NotFound("no_request", _("that request for the seat is gone: ask again"))
    if not req.granted:
        return _pending(table, seat, key, req.check, table.record.claimed[seat]), 202
    switching = {"by": req.by} if req.by is not None else {}
    _seat(engine, table, seat, {"seat": seat, "granted": True, "handed": table.record.claimed[seat], **switching})
    return _token(table, seat), 200


def grant(engine: Engine, table: Table, token: str | None, seat: object, check: object) -> dict[str, Any]:
    """The host lets the phone showing `check` take the seat (taking it from a phone that holds it)."""
    if whois(table, token) != "host":
        raise Forbidden("host_only", _("only the host can let a phone take a seat"))
    seat = check_seat(table, seat)
    req = open_requests(table).get(seat)
    if req is None and isinstance(check, str) and table.requests.collected.get(seat) == check:
        # pt30: a second Allow after that phone took the seat (the host's phone still showed it) is done, not a 404.
        return {"seat": seat, "check": check, "done": True}
    if req is None or engine.clock() - req.at > REQUEST_TTL or req.check != check:
        raise NotFound(
            "no_request",
            _("no phone is asking for {name}'s seat with that check").format(name=table.players[seat].name),
        )
    if not req.granted:
        data = {"seat": seat, "check": req.check}
        commit(engine, table, [Event(table.seq + 1, "seat_granted", "host", engine.clock(), data)])
    return {"seat": seat, "check": req.check}


def refuse(engine: Engine, table: Table, token: str | None, seat: object, check: object) -> dict[str, Any]:
    """The host says no to the phone showing `check`: its request ends on every phone (pt113: only Allow was offered,
    and an unwanted request stood on three phones for ten minutes)."""
    if whois(table, token) != "host":
        raise Forbidden("host_only", _("only the host can say no to a phone asking for a seat"))
    seat = check_seat(table, seat)
    req = open_requests(table).get(seat)
    if req is None or engine.clock() - req.at > REQUEST_TTL or req.check != check or req.granted:
        raise NotFound(
            "no_request",
            _("no phone is asking for {name}'s seat with that check").format(name=table.players[seat].name),
        )
    data = {"seat": seat, "check": req.check}
    commit(engine, table, [Event(table.seq + 1, "seat_refused", "host", engine.clock(), data)])
    return {"seat": seat, "check": req.check, "refused": True}


def requests(engine: Engine, table: Table) -> list[dict[str, Any]]:
    """The open requests, for the host's Table sheet (checks only, never keys)."""
    now = engine.clock()
    return [
        {"seat": s, "check": r.check, "granted": r.granted, "taken": table.record.claimed[s], "seq": r.seq}
        | ({"by": r.by} if r.by is not None else {})  # a seated phone switching: its seat
        for s, r in sorted(open_requests(table).items())
        if now - r.at <= REQUEST_TTL
    ]


def leave(engine: Engine, table: Table, token: str | None, to: object = None) -> dict[str, Any]:
    """A seated phone steps back to watching: its token stops working, the seat is free.

    `to`: the seat the phone switched to; the log says the seat has no phone now, not that the phone watches (pt117;
    pt120: "is free" read wrong where the host's phone holds a seat that has played).
    """
    who = whois(table, token)
    if not isinstance(who, int):
        raise ActionError("not_seated", _("only a seat's own token can step back from it"))
    to = None if to is None else check_seat(table, to)
    _free(engine, table, who, "seat_left", who, {"to": to} if to not in (None, who) else None)
    return {"seat": who}


def release(engine: Engine, table: Table, token: str | None, seat: object, keep: object = False) -> dict[str, Any]:
    """The host frees a seat; the phone that held it can no longer act or read its secrets.

    `keep`: the host's phone takes it back, passed round ("Back to this phone", pt89: the seat was
    listed as open to anyone, its old phone told another phone had it).
    """
    if whois(table, token) != "host":
        raise Forbidden("host_only", _("only the host can release a seat"))
    seat = check_seat(table, seat)
    if not isinstance(keep, bool):
        raise ActionError("bad_keep", _("'keep' must be true or false"))
    _free(engine, table, seat, "seat_released", "host", {"kept": True} if keep else {})
    return {"seat": seat}


def _free(engine: Engine, table: Table, seat: int, kind: str, actor: object, more: dict | None = None) -> None:
    table.record.seat_tokens[seat] = secrets.token_urlsafe(18)
    table.record.claimed[seat] = False
    data = {"seat": seat, **(more or {})}
    commit(engine, table, [Event(table.seq + 1, kind, actor, engine.clock(), data)])  # with the record


def _seat(engine: Engine, table: Table, seat: int, data: dict[str, Any]) -> None:
    """Give the seat a fresh token (any earlier holder's stops working) and log the join."""
    table.record.seat_tokens[seat] = secrets.token_urlsafe(18)
    table.record.claimed[seat] = True
    commit(engine, table, [Event(table.seq + 1, "joined", seat, engine.clock(), data)])  # with the record


def _token(table: Table, seat: int) -> dict[str, Any]:
    return {"seat": seat, "token": table.record.seat_tokens[seat], "name": table.players[seat].name}


def _pending(table: Table, seat: int, key: str, check: str, taken: bool) -> dict[str, Any]:
    return {
        "seat": seat,
        "name": table.players[seat].name,
        "pending": True,
        "request": key,
        "check": check,
        "why": "taken" if taken else "secrets" if seat in secret_seats(table) else "kept",
    }


def you(engine: Engine, table: Table, seat: int | None, who: object) -> dict[str, Any]:
    """Who the reader is; the host also sees the open seat requests, a seat's holder the one for its seat.

    Only here, and in the asking phone's own answers, is a request's check: never in the log.
    """
    out: dict[str, Any] = {"seat": seat, "host": who == "host"}
    host_asked = host_move.asked(engine, table, seat, who)  # a phone asks to be the host: seated phones allow
    if host_asked is not None:
        out["host_asked"] = host_asked
    if who == "host":
        out["requests"] = requests(engine, table)
    elif isinstance(seat, int):
        mine = [r for r in requests(engine, table) if r["seat"] == seat]
        out["asked"] = {k: mine[0][k] for k in ("check", "granted", "by") if k in mine[0]} if mine else None
    return out


def new_join_code(engine: Engine, table: Table, token: str | None) -> dict[str, Any]:
    """The host gives the table a fresh join code; the old code (and its QR) stop working."""
    if whois(table, token) != "host":
        raise Forbidden("host_only", _("only the host can change the join code"))
    fresh = new_code(engine.store)
    engine.store.set_code(table.record.code, fresh)
    table.record.join_code = fresh
    # Tell the phones (without the new code: spectators must not learn it), then drop
    # every stream; seated phones find the table again with their token (`locate`).
    commit(engine, table, [Event(table.seq + 1, "code_changed", "host", engine.clock(), {})])
    engine.hub.close_all(table.record.code)
    return {"code": fresh}


def locate(store: Store, token: str | None) -> dict[str, Any]:
    """The current join code of the table a seat or host token belongs to."""
    table_id = store.find_token(token) if token else None
    if table_id is None:
        raise NotFound("unknown_token", _("that token belongs to no table"))
    return {"code": store.join_code(table_id)}

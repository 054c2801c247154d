"""Seat endpoints beside `join` and `release` (web/api.py): grant a request, step back, play again.

Each takes a token, so each goes through `authed`: the join-code guessing limit, unknown codes answered
like wrong tokens.
"""

from __future__ import annotations

from flask import Blueprint, jsonify, request

from companion import host_move, seating
from web import limits
from web.api import authed, bearer, body, table_url, tables

bp = Blueprint("seats", __name__, url_prefix="/api")


def _field(name: str) -> object:
    data = body()
    return data.get(name) if isinstance(data, dict) else None


def _seat_check() -> tuple[object, object]:
    """A host's answer's `seat` and `check`, from one read of the body."""
    data = body()
    return (data.get("seat"), data.get("check")) if isinstance(data, dict) else (None, None)


@bp.post("/tables/<code>/grant")
def grant(code: str):
    """The host lets the phone showing `check` take the seat it asked for."""
    token = authed(code)
    return jsonify(tables().grant(code, token, *_seat_check()))


@bp.post("/tables/<code>/refuse")
def refuse(code: str):
    """The host says no to the phone showing `check`: its request for the seat ends."""
    token = authed(code)
    return jsonify(tables().write(code, seating.refuse, token, *_seat_check()))


@bp.post("/tables/<code>/leave")
def leave(code: str):
    """A seated phone steps back to watching (or has switched `to` another seat); its token stops working."""
    token = authed(code)
    to = _field("to") if request.get_data(cache=True) else None  # no body at all: a plain step back, as before
    return jsonify(tables().leave(code, token, to))


@bp.post("/tables/<code>/rematch")
def play_again(code: str):
    """Play again: the new table (opened by the first call) and the caller's token there."""
    moved = tables().rematch(code, authed(code), _field("options"))
    moved["url"] = table_url(moved["code"])
    return jsonify(moved)


@bp.post("/tables/<code>/host")
def ask_host(code: str):
    """Ask to be the host (the host's phone lost the table): 202 with a check; with 'request', the host token."""
    with limits.guard(code):
        tables().get(code)
    answer, status = tables().write(code, host_move.ask, bearer(), _field("request"))
    return jsonify(answer), status


@bp.post("/tables/<code>/host/allow")
def allow_host(code: str):
    """A seated phone (not the asking one) or the host lets the phone showing `check` be the host."""
    token = authed(code)
    return jsonify(tables().write(code, host_move.allow, token, _field("check")))

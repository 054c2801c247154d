"""Seat endpoints beside `join` and `release` (web/api.py): grant a request, step back, play again."""

from __future__ import annotations

from flask import Blueprint, jsonify

from companion import rematch, seating
from web import limits
from web.api import bearer, body, table_url, tables

bp = Blueprint("seats", __name__, url_prefix="/api")


def _field(name: str) -> object:
    data = body()
    return data.get(name) if isinstance(data, dict) else None


@bp.post("/tables/<code>/grant")
def grant(code: str):
    """The host lets the phone showing `check` take the seat it asked for."""
    with limits.guard(code):
        tables().get(code)
    data = body()
    seat, check = (data.get("seat"), data.get("check")) if isinstance(data, dict) else (None, None)
    return jsonify(seating.grant(tables(), code, bearer(), seat, check))


@bp.post("/tables/<code>/leave")
def leave(code: str):
    """A seated phone steps back to watching; its token stops working."""
    with limits.guard(code):
        tables().get(code)
    return jsonify(seating.leave(tables(), code, bearer()))


@bp.post("/tables/<code>/rematch")
def play_again(code: str):
    """Play again: the new table (opened by the first call) and the caller's token there."""
    with limits.guard(code):
        tables().get(code)
    moved = rematch.rematch(tables(), code, bearer(), _field("options"))
    moved["url"] = table_url(moved["code"])
    return jsonify(moved)

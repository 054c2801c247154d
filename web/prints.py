"""Print downloads: a game's blank reference and score sheet, and a table's, as PDF.

    GET /print/<game>/<sheet>.pdf?paper=a4|letter&players=N   blank; its QR opens /new/<game>
    GET /t/<code>/print/<sheet>.pdf?paper=a4|letter           the table's players; QR opens /t/<code>

Bad parameters get a 4xx JSON error that names what is wrong.
"""

from __future__ import annotations

from functools import lru_cache

from flask import Blueprint, Response, current_app, jsonify, request

from companion.errors import ActionError
from printables import build
from web import limits
from web.api import tables

bp = Blueprint("prints", __name__)
_QUERY = {"blank": {"paper", "players"}, "table": {"paper"}}


@bp.errorhandler(ActionError)
def _error(err: ActionError) -> tuple[Response, int]:
    # A PDF link is fetched by a download, not read as a page: answer in JSON whoever asks.
    return jsonify(err.to_dict()), err.status


def base_url() -> str:
    """What QR codes open: the configured BASE_URL, else the address this request came to."""
    return (current_app.config.get("BASE_URL") or request.host_url).rstrip("/")


def _query(kind: str) -> tuple[str, int | None]:
    unknown = sorted(set(request.args) - _QUERY[kind])
    if unknown:
        allowed = " and ".join(sorted(_QUERY[kind]))
        raise ActionError("bad_query", f"unknown parameter {unknown[0][:20]!r}: this PDF takes {allowed}")
    paper = request.args.get("paper", "a4")
    raw = request.args.get("players")
    if raw is None:
        return paper, None
    try:
        return paper, int(raw)
    except ValueError:
        raise ActionError("bad_players", f"players must be a whole number, not {raw[:12]!r}") from None


@bp.app_context_processor
def _printables() -> dict:
    # game.html lists a game's downloads only once its printables exist.
    def has_printables(game_id: str) -> bool:
        try:
            build.layouts(game_id)
        except ActionError:
            return False
        return True

    return {"has_printables": has_printables}


@lru_cache(maxsize=64)
def _blank(game_id: str, sheet: str, paper: str, players: int | None, base: str) -> bytes:
    # Blank sheets never change for the same inputs (the PDFs are byte-identical): keep a few.
    return build.blank(game_id, sheet, paper, base_url=base, players=players).pdf


def _pdf(data: bytes, name: str) -> Response:
    resp = Response(data, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = f'inline; filename="{name}"'
    return resp


@bp.get("/print/<game_id>/<sheet>.pdf")
def blank(game_id: str, sheet: str) -> Response:
    """A blank reference or score sheet of a game."""
    paper, players = _query("blank")
    build.check(sheet, paper)
    build.layouts(game_id)  # an unknown game or one without printables: 404 before rendering
    return _pdf(_blank(game_id, sheet, paper, players, base_url()), build.filename(game_id, sheet, paper))


@bp.get("/t/<code>/print/<sheet>.pdf")
def table(code: str, sheet: str) -> Response:
    """A table's reference (a card set per player) or score sheet, with its players' names."""
    paper, _ = _query("table")
    build.check(sheet, paper)
    with limits.guard(code):
        t = tables().get(code)
    done = build.for_table(tables(), t.record.join_code, sheet, paper, base_url=base_url())
    return _pdf(done.pdf, build.filename(t.game.id, sheet, paper, t.record.join_code))

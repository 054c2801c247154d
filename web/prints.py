"""Print downloads: a game's blank reference and score sheet, and a table's, as PDF.

    GET /print/<game>/<sheet>.pdf?paper=a4|letter&players=N&lang=en|de|ru   blank; its QR opens /new/<game>
    GET /t/<code>/print/<sheet>.pdf?paper=a4|letter&lang=en|de|ru           the table's players; QR opens /t/<code>

Without `lang`, a sheet is in the phone's language (its `lang` cookie, else Accept-Language).
Bad parameters get a 4xx JSON error (in the phone's language) that names what is wrong.
"""

from __future__ import annotations

from functools import lru_cache

from flask import Blueprint, Response, current_app, jsonify, request

from companion import i18n
from companion.errors import ActionError
from companion.i18n import _
from printables import build
from web import limits
from web.api import tables

bp = Blueprint("prints", __name__)
_QUERY = {"blank": {"lang", "paper", "players"}, "table": {"lang", "paper"}}


@bp.errorhandler(ActionError)
def _error(err: ActionError) -> tuple[Response, int]:
    # A PDF link is fetched by a download, not read as a page: answer in JSON whoever asks.
    return jsonify(err.to_dict()), err.status


def base_url() -> str:
    """What QR codes open: the configured BASE_URL, else the address this request came to."""
    return (current_app.config.get("BASE_URL") or request.host_url).rstrip("/")


def _query(kind: str) -> tuple[str, str, int | None]:
    """paper, language (`?lang=`, else the phone's) and players of a PDF request."""
    unknown = sorted(set(request.args) - _QUERY[kind])
    if unknown:
        allowed = ", ".join(sorted(_QUERY[kind]))
        msg = _("unknown parameter {given}: this PDF takes {allowed}")
        raise ActionError("bad_query", msg.format(given=repr(unknown[0][:20]), allowed=allowed))
    paper = request.args.get("paper", "a4")
    lang = request.args.get("lang", i18n.current())
    raw = request.args.get("players")
    if raw is None:
        return paper, lang, None
    try:
        return paper, lang, int(raw)
    except ValueError:
        msg = _("players must be a whole number, not {given}")
        raise ActionError("bad_players", msg.format(given=repr(raw[:12]))) from None


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
def _blank(game_id: str, sheet: str, paper: str, players: int | None, base: str, lang: str) -> bytes:
    # Blank sheets never change for the same inputs (the PDFs are byte-identical): keep a few.
    return build.blank(game_id, sheet, paper, base_url=base, players=players, lang=lang).pdf


def _pdf(data: bytes, name: str) -> Response:
    resp = Response(data, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = f'inline; filename="{name}"'
    return resp


@bp.get("/print/<game_id>/<sheet>.pdf")
def blank(game_id: str, sheet: str) -> Response:
    """A blank reference or score sheet of a game."""
    paper, lang, players = _query("blank")
    build.check(sheet, paper, lang)
    build.layouts(game_id)  # an unknown game or one without printables: 404 before rendering
    pdf = _blank(game_id, sheet, paper, players, base_url(), lang)
    return _pdf(pdf, build.filename(game_id, sheet, paper, lang=lang))


@bp.get("/t/<code>/print/<sheet>.pdf")
def table(code: str, sheet: str) -> Response:
    """A table's reference (a card set per player) or score sheet, with its players' names."""
    paper, lang, _players = _query("table")
    build.check(sheet, paper, lang)
    with limits.guard(code):
        t = tables().get(code)
    done = build.for_table(tables(), t.record.join_code, sheet, paper, base_url=base_url(), lang=lang)
    return _pdf(done.pdf, build.filename(t.game.id, sheet, paper, t.record.join_code, lang))

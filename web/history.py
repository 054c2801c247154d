"""The group's history of plays: the page, its data, the CSV and JSON exports, each play's BG Stats link and QR.

Who sees which plays. On a laptop at the table (SQLite) the server is the group's own: /history
shows every play it kept, as the printed score sheets in the box would. A hosted instance
(PostgreSQL, many groups) must not show one group's plays to another, and it has no accounts:
there, a phone sees the plays of the tables it holds a seat (or the host's role) at, proved by
the tokens it keeps for them, which the page sends in a POST body (a token in a URL is a 400).
`HISTORY` in the app's config ("all" or "seats") overrides the choice the store implies.
"""

from __future__ import annotations

import hmac
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, redirect, render_template, request
from werkzeug.wrappers import Response as Redirect

from companion import plays as history
from companion.errors import ActionError, NotFound
from companion.games import all_games, get_game
from companion.i18n import N_, _
from companion.plays import bgstats, export, stats
from companion.plays.record import Play
from web import limits, qr
from web.api import public_url, tables

bp = Blueprint("history", __name__)

MAX_TABLES = 500  # tables one phone may ask about at once (a phone keeps far fewer)
MAX_NAME = 60
TOKEN_IN_URL = N_(
    "send table codes and tokens in a POST body, never in the URL: a URL ends up in logs and browser history"
)


def mode() -> str:
    """ "all" (a laptop: every play) or "seats" (a hosted instance: the tables a phone holds seats at)."""
    chosen = current_app.config.get("HISTORY")
    if chosen in ("all", "seats"):
        return chosen
    return "seats" if tables().store.shared else "all"


@bp.get("/history")
def page() -> str:
    """The history page: filters, per-player stats and the plays (history.js fills them in)."""
    games = sorted(all_games(), key=lambda g: g.order)
    return render_template("history.html", games=games, mode=mode())


@bp.route("/api/plays", methods=["GET", "POST"])
def data() -> Response:
    """The plays (newest first) and per-player stats, filtered by game and player name."""
    args = _query()
    found = _plays(args)
    offset = args["tz"]
    lines = stats.per_player(found)
    if args["player"]:
        wanted = stats.same_name(args["player"])
        lines = [x for x in lines if wanted in stats.same_name(x.name)]
    return jsonify(
        {
            "mode": mode(),
            "plays": [_shown(p, offset) for p in found],
            "stats": [{**x.__dict__, "title": _(x.title)} for x in lines],
        }
    )


@bp.route("/history.json", methods=["GET", "POST"])
def export_json() -> Response:
    """Every play (as filtered) as JSON: what `companion.plays.export.from_json` reads back."""
    return _download(export.to_json(_plays(_query())), "application/json", "json")


@bp.route("/history.csv", methods=["GET", "POST"])
def export_csv() -> Response:
    """Every play (as filtered) as CSV, one row per player of a play."""
    return _download(export.to_csv(_plays(_query())), "text/csv", "csv")


@bp.get("/api/tables/<code>/play")
def table_play(code: str) -> Response:
    """A finished table's play with its BG Stats link (anyone who may watch the table may see it)."""
    with limits.guard(code):
        table = tables().get(code)
    play = history.of_code(tables(), table.record.code)
    if play is None:
        raise NotFound("not_finished", _("this table's game is not over yet: no play to send"))
    return jsonify(_shown(play, _offset(request.args.get("tz"))))


@bp.get("/history/<play_id>/bgstats.svg")
def bgstats_qr(play_id: str) -> Response:
    """The QR code of a play's short BG Stats link, big enough to scan across a table."""
    play = _play(play_id)
    return Response(qr.svg(short_link(play, _offset(request.args.get("tz")))), mimetype="image/svg+xml")


@bp.get("/p/<play_id>")
def bgstats_redirect(play_id: str) -> Redirect:
    """A play's short link: a redirect to its full BG Stats link, built from the finished table's play."""
    play = _play(play_id)
    return redirect(bgstats.link(play, _offset(request.args.get("tz"))), code=302)


def short_link(play: Play, offset: int | None) -> str:
    """The short link a QR code holds: this server's /p/<id>, which redirects to the BG Stats link.

    The full link carries the whole play (some 1,500 characters for six players), too dense a
    code to scan from across a table; the short one is a few dozen.
    """
    query = {} if offset is None else {"tz": offset}
    return public_url("history.bgstats_redirect", play_id=play.id, **query)


# -- reading a request ------------------------------------------------------------------------


def _query() -> dict[str, Any]:
    """The filters from the query string, a JSON body or a form; the phone's tables only from a body."""
    if {"code", "token"} & set(request.args):
        # A URL lands in access logs, proxies' logs and the browser's history: a token there is
        # as good as published, so it is refused, not quietly used.
        raise ActionError("token_in_url", _(TOKEN_IN_URL))
    if request.method == "POST" and request.mimetype == "application/json":
        body = request.get_json(silent=True)
        if not isinstance(body, dict):
            raise ActionError("bad_json", _("the request body must be a JSON object"))
        got = {k: body.get(k) for k in ("game", "player", "tz", "tables")}
    else:
        src = request.form if request.method == "POST" else request.args
        got = {k: src.get(k) for k in ("game", "player", "tz")}
        got["tables"] = _pairs(request.form.getlist("code"), request.form.getlist("token"))
    return {
        "game": _game(got["game"]),
        "player": _name(got["player"]),
        "tz": _offset(got["tz"]),
        "tables": _tables(got["tables"]),
    }


def _game(value: object) -> str | None:
    if value in (None, ""):
        return None
    try:
        return get_game(value).id
    except NotFound:
        message = _("there is no game {game!r} to filter by").format(game=str(value)[:40])
        raise ActionError("bad_game", message) from None


def _name(value: object) -> str | None:
    if value in (None, ""):
        return None
    if not isinstance(value, str) or len(value) > MAX_NAME:
        raise ActionError("bad_player", _("a player name is text of at most {n} characters").format(n=MAX_NAME))
    return value


def _offset(value: object) -> int | None:
    """The phone's time zone as JS `getTimezoneOffset()` gives it (minutes behind UTC)."""
    if value in (None, ""):
        return None
    try:
        minutes = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        minutes = None
    if minutes is None or isinstance(value, bool | float) or abs(minutes) > bgstats.MAX_OFFSET:
        raise ActionError("bad_tz", _("tz is the time zone offset in minutes, from -840 to 840"))
    return minutes


def _pairs(codes: list[str], tokens: list[str]) -> list[dict[str, str]]:
    if len(codes) != len(tokens):
        raise ActionError("bad_tables", _("send one token with each table code"))
    return [{"code": c, "token": t} for c, t in zip(codes, tokens, strict=True)]


def _tables(value: object) -> list[dict[str, str]]:
    if value is None:
        return []
    ok = isinstance(value, list) and len(value) <= MAX_TABLES
    ok = ok and all(
        isinstance(x, dict) and all(isinstance(x.get(k), str) and 0 < len(x[k]) <= 100 for k in ("code", "token"))
        for x in value  # type: ignore[union-attr]
    )
    if not ok:
        raise ActionError(
            "bad_tables",
            _("'tables' is a list of at most {n} objects with a table's 'code' and this phone's 'token'").format(
                n=MAX_TABLES
            ),
        )
    return value  # type: ignore[return-value]


# -- answering ----------------------------------------------------------------------------------


def _plays(args: dict[str, Any]) -> list[Play]:
    codes = None if mode() == "all" else _held(args["tables"])
    return stats.matching(history.plays(tables(), codes, args["game"]), args["player"])


def _held(pairs: list[dict[str, str]]) -> set[str]:
    """The ids of the tables whose seat (or host) token the phone sent with the table's code."""
    store, out = tables().store, set()
    for pair in pairs:
        table_id = store.resolve(pair["code"].strip().upper()) or store.find_token(pair["token"])
        record = store.table(table_id) if table_id else None
        if record is None:
            continue
        given = pair["token"].encode("utf-8", "replace")
        if any(hmac.compare_digest(given, t.encode("ascii")) for t in [record.host_token, *record.seat_tokens]):
            out.add(record.code)
    return out


def _play(play_id: str) -> Play:
    play = history.by_id(tables(), play_id)
    if play is None:
        raise NotFound("unknown_play", _("no play has this id"))
    return play


def _shown(play: Play, offset: int | None) -> dict[str, Any]:
    """A play as the page shows it: its record, the title in the phone's language, the link and QR."""
    query = f"?tz={offset}" if offset is not None else ""
    return {
        **play.to_dict(),
        "title": _(play.title),
        "started": export.iso(play.started_at),
        "bgstats": bgstats.link(play, offset),
        "short": short_link(play, offset),
        "qr": f"/history/{play.id}/bgstats.svg{query}",
    }


def _download(body: str, mimetype: str, ext: str) -> Response:
    return Response(
        body,
        mimetype=mimetype,
        headers={"Content-Disposition": f'attachment; filename="plays.{ext}"', "Cache-Control": "no-store"},
    )

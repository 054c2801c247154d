"""The JSON API the phone UI uses: games, tables, actions, seats, logs, exports."""

from __future__ import annotations

import csv
import io
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request, url_for
from werkzeug.exceptions import ClientDisconnected, RequestEntityTooLarge

from companion import streams
from companion.errors import ActionError
from companion.games import all_games, get_game
from companion.i18n import _
from companion.tables import Tables
from web import action, errors, limits
from web.openapi import openapi

bp = Blueprint("api", __name__, url_prefix="/api")


def tables() -> Tables:
    """The app's table engine."""
    return current_app.extensions["tables"]


def body() -> Any:
    """The request's JSON body; a 415 unless sent as application/json, a 400 if it is not JSON."""
    return action.json_body(request.get_data(cache=True), request.mimetype)  # over MAX_CONTENT_LENGTH: a 413


def bearer() -> str | None:
    """The token from `Authorization: Bearer <token>`; a 401 for one no token of ours can be."""
    return action.bearer(request.headers.get("Authorization", ""))


def authed(code: str) -> str:
    """The token of a request to a token-taking endpoint of table `code`, after the guessing limit.

    No token is a 401 and an unknown code a 403 like a wrong token, whether the table exists or not.
    """
    token = action.required_token(request.headers.get("Authorization", ""))
    with limits.guard(code, disguise=True):
        tables().get(code)
    return token


def public_url(endpoint: str, **values: Any) -> str:
    """A page's full URL under the configured base URL (what QR codes open), else this request's host."""
    base = current_app.config.get("BASE_URL")
    path = url_for(endpoint, **values)
    return f"{base.rstrip('/')}{path}" if base else url_for(endpoint, **values, _external=True)


def table_url(code: str) -> str:
    """The table's page, under the configured base URL (what QR codes open)."""
    return public_url("pages.table", code=code)


@bp.get("/games")
def games():
    """The registered games with their player ranges and options."""
    return jsonify(
        [
            {
                "id": g.id,
                "title": _(g.title),
                "summary": _(g.summary),
                "min_players": g.min_players,
                "max_players": g.max_players,
                "options": [{**o.__dict__, "label": _(o.label), "help": _(o.help)} for o in g.options],
            }
            for g in all_games()
        ]
    )


@bp.post("/tables")
def create():
    """Open a table: 201 with its code, URL, host token and seats (seat tokens go to joining phones)."""
    data = body()
    if not isinstance(data, dict):
        raise ActionError("bad_json", _('send an object: {"game": ..., "players": [...]}'))
    if "game" not in data:
        raise ActionError("missing_field", _("say which game: 'game'"))
    get_game(data["game"])
    with limits.creating():
        created = tables().create(data["game"], data.get("players"), data.get("options"), data.get("timer"))
    created["url"] = table_url(created["code"])
    return jsonify(created), 201


@bp.get("/tables/<code>")
def snapshot(code: str):
    """The table as the caller's token may see it (`?as=<seat>`: the host's phone, a seat it passes round)."""
    token = bearer()
    with limits.guard(code):
        snap = tables().snapshot(code, token, _seat_arg("as"))
    resp = jsonify(snap)
    resp.vary.add("Authorization")  # the service worker's offline copy answers only its own token
    if token and isinstance(snap["you"]["seat"], int):
        stream_cookie(resp, code, snap["you"]["seat"], token)
    return resp


def _seat_arg(name: str) -> int | None:
    """A seat number in the query string, or None when it is not there; a 400 naming it when it is not one."""
    raw = request.args.get(name)
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 3):
        raise ActionError("bad_field", _("'{name}' is a seat number, 0 or more").format(name=name))
    return int(raw)


def stream_cookie(resp: Response, code: str, seat: int, token: str) -> None:
    """Let this phone's EventSource prove its seat: the seat's stream key, HttpOnly, for that stream only."""
    resp.set_cookie(
        streams.COOKIE.format(seat=seat),
        streams.stream_key(token),
        max_age=30 * 24 * 3600,
        path=f"/api/tables/{code}/events",
        httponly=True,
        samesite="Strict",
    )


@bp.post("/tables/<code>/actions")
def act(code: str) -> Response:
    """Apply one action for the token's seat (or the host): web/action.py's answer, as the fast path gives it."""
    parts = action.request_of(request.environ, code, request.mimetype, limits.client(), _action_body)
    answer = action.answer(tables(), parts, current_app.config["JOIN_LIMIT"], current_app.extensions["admission"])
    return Response(answer.body, status=answer.status, headers=answer.headers)


def _action_body() -> bytes | None:
    """The body as Flask reads it (chunked too), None when it ended early; a 413 past MAX_CONTENT_LENGTH."""
    try:
        return request.get_data(cache=True)
    except ClientDisconnected:
        return None
    except RequestEntityTooLarge:
        raise ActionError("request_entity_too_large", _(errors.TOO_LARGE), status=413) from None


@bp.post("/tables/<code>/join")
def join(code: str):
    """Claim a seat: 200 with its token, or 202 with a request the host grants (web/seats.py)."""
    with limits.guard(code):
        tables().get(code)
    data = body()
    seat = data.get("seat") if isinstance(data, dict) else None
    request_key = data.get("request") if isinstance(data, dict) else None
    answer, status = tables().claim(code, seat, request_key, bearer())  # a seated phone's token: it switches
    resp = jsonify(answer)
    if status == 200 and isinstance(answer.get("token"), str) and isinstance(answer.get("seat"), int):
        stream_cookie(resp, code, answer["seat"], answer["token"])
    return resp, status


@bp.post("/tables/<code>/release")
def release(code: str):
    """The host frees a seat, or with `keep` takes it back to its phone; its old token stops working (none answered)."""
    token = authed(code)
    data = body()
    data = data if isinstance(data, dict) else {}
    return jsonify(tables().release(code, token, data.get("seat"), data.get("keep", False)))


@bp.post("/tables/<code>/code")
def new_code(code: str):
    """The host gives the table a fresh join code; the old code stops working."""
    return jsonify(tables().new_join_code(code, authed(code)))


@bp.post("/tables/<code>/timer/up")
def time_up(code: str):
    """Any phone or screen whose countdown reached zero: the server logs "time is up" once, if its own clock agrees.

    No token: the table screen holds none, and nothing is written unless the server's deadline has
    passed, once per turn (or chess clock), however many phones ask.
    """
    with limits.guard(code):
        return jsonify(tables().expire(code))


@bp.get("/locate")
def locate():
    """Where a seat or host token sits now (after the host changed the join code)."""
    return jsonify(tables().locate(bearer()))


@bp.get("/tables/<code>/log")
def log(code: str):
    """The table's whole public log."""
    with limits.guard(code):
        return jsonify(tables().log(code))


@bp.get("/tables/<code>/export.json")
def export_json(code: str):
    """The game as JSON: players, options, final state and the whole log."""
    with limits.guard(code):
        snap = tables().snapshot(code)
    snap["log"] = tables().log(code)
    resp = jsonify(snap)
    resp.headers["Content-Disposition"] = f'attachment; filename="{snap["game"]}-{snap["code"]}.json"'
    return resp


@bp.get("/tables/<code>/export.csv")
def export_csv(code: str):
    """The scores as CSV, one row per player."""
    with limits.guard(code):
        snap = tables().snapshot(code)
    table = tables().get(code)
    header, rows = table.game.export_rows(table.state, table.players)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([_cell(c) for c in header])
    writer.writerows([_cell(c) for c in row] for row in rows)
    return Response(
        out.getvalue(),
        mimetype="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{snap["game"]}-{snap["code"]}.csv"'},
    )


def _cell(value: object) -> object:
    """A CSV cell a spreadsheet will not run: text starting like a formula gets a leading '."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


@bp.get("/openapi.json")
def spec():
    """The OpenAPI 3 description of this API, with an example of every action type."""
    return jsonify(openapi())

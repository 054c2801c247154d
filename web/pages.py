"""The phone pages: start, new table, the table itself; plus its QR code, manifest and worker."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, request

from companion.dice import FACES
from companion.events import SEAT_NOTICES
from companion.games import all_games, get_game
from companion.i18n import _
from companion.seats import MAX_NAME
from web import assets, limits, qr
from web.api import public_url, table_url, tables

bp = Blueprint("pages", __name__)


@bp.get("/")
def index() -> str:
    """Pick a game, or join a table by its code."""
    return render_template("index.html", games=all_games())


@bp.get("/new/<game_id>")
def new(game_id: str) -> str:
    """The new-table form for one game: players, colours, options."""
    game = get_game(game_id)
    names = [_(n) for n in game.color_names]
    return render_template("new.html", game=game, names=names, max_name=MAX_NAME)


@bp.get("/t/<code>")
def table(code: str) -> str:
    """The live table (joining it, when this phone has no seat yet)."""
    return _table_page(code, screen=False)


@bp.get("/t/<code>/screen")
def table_screen(code: str) -> str:
    """The table's own screen: the public board, large, for a TV, laptop or tablet in the middle."""
    return _table_page(code, screen=True)


def _table_page(code: str, screen: bool) -> str:
    with limits.guard(code):
        t = tables().get(code)
    join = t.record.join_code
    return render_template(
        "table.html",
        code=join,
        game=t.game,
        join_url=table_url(join),
        screen_url=public_url("pages.table_screen", code=join),
        screen=screen,
        faces=sorted(f for f in FACES if f == t.game.id),  # only this game's labelled dice
        # The event kinds the page looks for, from their one definition (the JS keeps no list).
        kinds={
            "rolls": ["roll", *t.game.roll_events],
            "seats": sorted(SEAT_NOTICES),
            "reveals": list(t.game.reveal_events),  # the table screen's big moments
            "rolloffs": ["rolloff", *t.game.rolloff_events],  # who goes first: the screen's roll and a big moment
            "rolloff_dice": list(t.game.rolloff_dice_events),  # each seat's die on the way: the screen's roll
        },
        game_css=(Path(current_app.static_folder) / "css" / "games" / f"{t.game.id}.css").exists(),
        # A game's parts that load with the page (`<id>.<part>.js`, before the game's file); `<id>-*.js` load on use.
        game_parts=_parts(current_app.static_folder, t.game.id),
    )


@bp.get("/t/<code>/qr.svg")
def table_qr(code: str) -> Response:
    """The QR code of the table's join URL."""
    with limits.guard(code):
        t = tables().get(code)
    return Response(qr.svg(table_url(t.record.join_code)), mimetype="image/svg+xml")


@bp.get("/t/<code>/screen/qr.svg")
def screen_qr(code: str) -> Response:
    """The QR code of the table screen's URL (a tablet scans it to become the table's screen)."""
    with limits.guard(code):
        t = tables().get(code)
    return Response(qr.svg(public_url("pages.table_screen", code=t.record.join_code)), mimetype="image/svg+xml")


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The PWA manifest: installable, standalone, our own icon."""
    body = {
        "name": "Companion",
        "short_name": "Companion",
        "start_url": "/",
        "display": "standalone",
        "background_color": "#14161c",
        "theme_color": "#14161c",
        "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    resp = current_app.json.response(body)
    resp.mimetype = "application/manifest+json"
    return resp


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, served from the root so its scope is the whole app, its shell at today's versions."""
    resp = Response(assets.worker(current_app.static_folder or ""), mimetype="text/javascript")
    resp.headers["Cache-Control"] = "no-cache"
    resp.add_etag()
    return resp.make_conditional(request)


@bp.get("/games/<game_id>")
def game_page(game_id: str) -> str:
    """A game's home: what it is, a new table, and its printables."""
    return render_template("game.html", game=get_game(game_id))


@lru_cache(maxsize=32)
def _parts(static: str, game_id: str) -> tuple[str, ...]:
    """A game's page parts (`<id>.<part>.js`), read from the disk once per process, not on every page."""
    return tuple(sorted(p.name for p in (Path(static) / "js" / "games").glob(f"{game_id}.*.js")))

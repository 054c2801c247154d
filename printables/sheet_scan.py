"""A score sheet's layout for a camera: the QR code that names it, and its fields in page millimetres.

Each page of a score sheet carries a QR code whose URL still opens the tracker (a new table of
the game, or the table) and whose query names the layout (`page_url`), with `&o_<option>=<value>` for
each option that differs from the game's default (a list: its length).
`layout` rebuilds the page by drawing it again with the same code (never a second description of
it) and returns where each bubble is, so a reader needs nothing but the photo.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from companion.errors import ActionError
from companion.games import get_game
from companion.i18n import LANGUAGES
from printables.bubbles import MARKER, SHEET_MARGIN, SHEET_MODULE, marker_boxes
from printables.paper import MM, PAPERS
from printables.qr import side


@dataclass(frozen=True)
class Field:
    """One bubbled number, in millimetres from the page's top left."""

    key: str
    seat: int
    label: str
    box: tuple[float, float, float, float]  # x, y, w, h of the cell (handwriting room and bubbles)
    digits: tuple[tuple[tuple[float, float], ...], ...]  # per digit, most significant first: centres of 0, 1, ...
    radius: float
    sign: tuple[float, float] | None = None  # the minus bubble's centre, on a number that can be negative


@dataclass(frozen=True)
class SheetLayout:
    """A printed score sheet page as a camera needs it."""

    game: str
    table: str | None
    players: int
    paper: str
    lang: str
    page: int
    size: tuple[float, float]  # the paper's width and height, mm
    markers: tuple[
        tuple[float, float], ...
    ]  # the corner markers' centres (top left, top right, bottom right, bottom left)
    marker_side: float  # mm
    qr: tuple[float, float, float, float]  # x, y, w, h of the page's QR code, mm
    fields: tuple[Field, ...]


def page_url(url: str, game_id: str, players: int, paper: str, lang: str, page: int, options: Mapping[str, Any]) -> str:
    """The URL of a score sheet page's QR code: `url` (what it opens) with the layout in its query.

    `?s=<page>.<players>.<paper>.<lang>[.<game>]`: short, so the code stays small enough to read from
    a whole-page photo; the game only when the URL's path (a table's) does not name it already.
    """
    sheet = [str(page), str(players), paper, lang] + ([] if url.rstrip("/").endswith(f"/new/{game_id}") else [game_id])
    query: dict[str, Any] = {"s": ".".join(sheet)}
    for o in get_game(game_id).options:  # what shapes the page: numbers, switches, how many names (not the names)
        value = options.get(o.name, o.default)
        if value != o.default and isinstance(value, bool | int | list | tuple):
            query[f"o_{o.name}"] = int(value) if isinstance(value, bool | int) else len(value)
    return f"{url}?{urlencode(query, safe='.')}"


def _options(game_id: str, q: Mapping[str, str]) -> dict[str, Any]:
    """The options a layout query names; a list of names comes back as that many placeholders ("#1", "#2")."""
    options: dict[str, Any] = {}
    for o in get_game(game_id).options:
        given = q.get(f"o_{o.name}")
        if given is None:
            options[o.name] = o.default
        elif isinstance(o.default, bool):
            options[o.name] = given == "1"
        elif isinstance(o.default, list | tuple):
            options[o.name] = [f"#{i}" for i in range(1, min(int(given), 200) + 1)]
        else:
            options[o.name] = int(given)
    return options


def parse(url: str) -> dict[str, Any] | None:
    """The layout a QR code's URL names, or None when it names none (another code, a reference page)."""
    try:
        parts = urlsplit(url)
        q = {k: v[0] for k, v in parse_qs(parts.query).items()}
        path = parts.path.rstrip("/").split("/")
        page, players, paper, lang, *named = q["s"].split(".")
        game = get_game(named[0] if named else path[-1] if path[-2] == "new" else None).id
        options = _options(game, q)
        if paper not in PAPERS or not 1 <= int(players) <= 99 or int(page) < 1 or lang not in LANGUAGES:
            return None
    except (KeyError, ValueError, TypeError, IndexError, ActionError):  # a foreign code, or ours for something else
        return None
    return {
        "url": f"{parts.scheme}://{parts.netloc}{parts.path}",
        "game": game,
        "players": int(players),
        "paper": paper,
        "lang": lang,
        "page": int(page),
        "options": options,
        "table": path[-1] if path[-2] == "t" else None,
    }


def layout(url: str) -> SheetLayout | None:
    """The page a QR code's URL names, rebuilt by drawing it again; None when the URL names no sheet page."""
    found = parse(url)
    if found is None:
        return None
    try:
        return _layout(json.dumps(found, sort_keys=True))
    except (ValueError, LookupError, ActionError):  # a page past the sheet's last, options the game refuses
        return None


@lru_cache(maxsize=64)
def _layout(key: str) -> SheetLayout:
    from printables import build  # build imports this module: import it when it is used
    from printables.render import Context

    q = json.loads(key)
    game = get_game(q["game"])
    paper = PAPERS[q["paper"]]
    ctx = Context(game.id, game.title, q["url"], paper, ("",) * q["players"], code=q["table"], lang=q["lang"])
    rendered = build.render(ctx, "score", q["options"], ())
    if q["page"] > len(rendered.pages):
        raise ValueError("no such page")
    info = rendered.pages[q["page"] - 1]
    h = paper.height

    def mm(x: float, y: float) -> tuple[float, float]:
        return (x / MM, (h - y) / MM)

    fields = tuple(
        Field(
            s.key,
            s.seat,
            s.label,
            (s.cell[0] / MM, (h - s.cell[1] - s.cell[3]) / MM, s.cell[2] / MM, s.cell[3] / MM),
            tuple(tuple(mm(*c) for c in row) for row in s.digits),
            s.radius / MM,
            mm(*s.sign) if s.sign else None,
        )
        for s in info.fields
    )
    q_side = side(info.qr[0], SHEET_MODULE)  # where render.frame puts it
    qr = ((paper.width - SHEET_MARGIN - q_side) / MM, SHEET_MARGIN / MM, q_side / MM, q_side / MM)
    markers = tuple(mm(x + MARKER / 2, y + MARKER / 2) for x, y in marker_boxes(paper))
    return SheetLayout(
        game.id,
        q["table"],
        q["players"],
        paper.id,
        q["lang"],
        q["page"],
        (paper.width / MM, h / MM),
        markers,
        MARKER / MM,
        qr,
        fields,
    )

"""Building a game's printables: check the request, find the game's layout module, render.

Each registered game has a module `printables.<game_id with underscores>` with
`reference() -> Reference` and `score_sheet(options) -> ScoreSheet`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from companion import i18n
from companion.errors import ActionError, NotFound
from companion.games import all_games, get_game
from companion.games.base import Game
from companion.i18n import _
from companion.tables import Tables
from printables import cards, reference_page, score, sheet_scan
from printables.layout import Note
from printables.paper import PAPERS
from printables.render import Context, Doc, Rendered

SHEETS = ("reference", "score")


def layouts(game_id: str) -> ModuleType:
    """The printables module of a registered game."""
    game = get_game(game_id)
    try:
        return import_module(f"printables.{game.id.replace('-', '_')}")
    except ModuleNotFoundError as err:
        raise NotFound("no_printables", _("{game} has no printables yet").format(game=_(game.title))) from err


def house_rulings(game_id: str, labelled: bool = False, keep: Callable[[str], bool] | None = None) -> list[Note]:
    """The house rulings the app applies to a game, as notes in the current language (labelled
    "House ruling" when they stand alone); `keep` picks some by their English text."""
    label = _("House ruling") if labelled else ""
    return [Note(_(r), label) for r in get_game(game_id).house_rulings if keep is None or keep(r)]


def new_table_url(base_url: str, game_id: str) -> str:
    """What a blank sheet's QR code opens: a new table of the game."""
    return f"{base_url.rstrip('/')}/new/{game_id}"


def table_url(base_url: str, code: str) -> str:
    """What a table's sheet's QR code opens: that table."""
    return f"{base_url.rstrip('/')}/t/{code}"


def check(sheet: object, paper: object, lang: object = i18n.DEFAULT) -> None:
    """Refuse an unknown sheet, paper or language, naming the choices."""
    if sheet not in SHEETS:
        msg = _("sheet must be one of {choices}, not {given}")
        raise ActionError("bad_sheet", msg.format(choices=", ".join(SHEETS), given=repr(str(sheet)[:20])))
    if paper not in PAPERS:
        msg = _("paper must be one of {choices}, not {given}")
        raise ActionError("bad_paper", msg.format(choices=", ".join(PAPERS), given=repr(str(paper)[:20])))
    if lang not in i18n.LANGUAGES:
        msg = _("lang must be one of {choices}, not {given}")
        raise ActionError("bad_lang", msg.format(choices=", ".join(i18n.LANGUAGES), given=repr(str(lang)[:20])))


def check_players(game: Game, players: object) -> int:
    """A player count the game allows."""
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not (game.min_players <= players <= game.max_players)
    ):
        msg = _("players must be {lo} to {hi} for {game}, not {given}")
        given = repr(str(players)[:12])
        raise ActionError(
            "bad_players", msg.format(lo=game.min_players, hi=game.max_players, game=_(game.title), given=given)
        )
    return players


def render(ctx: Context, sheet: str, options: Mapping[str, Any], copies: Sequence[str]) -> Rendered:
    """Draw one printable in its language: the reference (page + cards, a set per copy) or the score sheet."""
    with i18n.using(ctx.lang):
        return _render(replace(ctx, title=_(ctx.title)), sheet, options, copies)


def _render(ctx: Context, sheet: str, options: Mapping[str, Any], copies: Sequence[str]) -> Rendered:
    mod = layouts(ctx.game_id)
    if sheet == "reference":
        ref = mod.reference()
        doc = Doc(ctx, _("reference and player aid cards"))
        card_sheets = cards.pack(ref.cards, copies)
        pages = 1 + len(card_sheets)
        reference_page.draw(doc, ref, 1, pages)
        for i, card_sheet in enumerate(card_sheets):
            cards.draw(doc, card_sheet, i + 2, pages)
        return doc.finish()
    sheet_data = mod.score_sheet(options)
    doc = Doc(ctx, _("score sheet"))

    def url(page: int) -> str:  # each page's QR code names its layout for a camera
        return sheet_scan.page_url(ctx.url, ctx.game_id, len(ctx.names), ctx.paper.id, ctx.lang, page, options)

    parts = score.plan(sheet_data, len(ctx.names), ctx.paper, url(99))  # the longest a page's URL gets
    for i, part in enumerate(parts):
        score.draw(doc, sheet_data, part, i + 1, len(parts), url(i + 1))
    return doc.finish()


def blank(
    game_id: str, sheet: str, paper: str = "a4", *, base_url: str, players: int | None = None, lang: str = "en"
) -> Rendered:
    """A blank printable in `lang`: write-in names, its QR code opens a new table of the game."""
    check(sheet, paper, lang)
    game = get_game(game_id)
    if players is not None:
        check_players(game, players)
    n = players or min(game.max_players, 6)
    ctx = Context(game.id, game.title, new_table_url(base_url, game.id), PAPERS[paper], ("",) * n, lang=lang)
    options = {o.name: o.default for o in game.options}
    return render(ctx, sheet, options, ("",) * (players or 1) if sheet == "reference" else ())


def for_table(
    tables: Tables,
    code: str,
    sheet: str,
    paper: str = "a4",
    *,
    base_url: str,
    game_id: str | None = None,
    lang: str = "en",
) -> Rendered:
    """A table's printable in `lang`: its players' names (a card set each), its QR code opens the table."""
    check(sheet, paper, lang)
    t = tables.get(code)
    if game_id is not None and get_game(game_id) is not t.game:
        msg = _("table {code} plays {game}, not {given}")
        raise ActionError("wrong_game", msg.format(code=t.record.join_code, game=_(t.game.title), given=game_id))
    code = t.record.join_code  # the current join code: the first one stops working after "New join code"
    names = tuple(p.name for p in t.players)
    ctx = Context(
        t.game.id,
        t.game.title,
        table_url(base_url, code),
        PAPERS[paper],
        names,
        tuple(p.color for p in t.players),
        code,
        lang,
    )
    return render(ctx, sheet, t.options, names)


def filename(game_id: str, sheet: str, paper: str, code: str | None = None, lang: str = "en") -> str:
    """`minstrels-score-a4.pdf`, `minstrels-ABC234-score-a4.pdf` for a table, `minstrels-score-a4-de.pdf` in German."""
    return f"{game_id}-{code + '-' if code else ''}{sheet}-{paper}{'' if lang == i18n.DEFAULT else '-' + lang}.pdf"


def everything(out_dir: Path, paper: str = "a4", *, base_url: str, lang: str = "en") -> list[Path]:
    """Every game's blank reference and score sheet in `lang`, written into `out_dir`."""
    check(SHEETS[0], paper, lang)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for game in all_games():
        for sheet in SHEETS:
            path = out_dir / filename(game.id, sheet, paper, lang=lang)
            path.write_bytes(blank(game.id, sheet, paper, base_url=base_url, lang=lang).pdf)
            written.append(path)
    return written

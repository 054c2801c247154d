"""Score sheets read well on paper (issue #32, after a blind playtest): room to write, one size of names."""

from __future__ import annotations

import ctypes
from collections import Counter
from functools import cache

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from companion import i18n
from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build
from printables.bubbles import SHEET_MARGIN
from printables.paper import MM
from printables.render import Rendered
from printables.score import HEAD, SECTION
from printables.score_pad import SCANNED
from printables.sheet_head import NAME_FLOOR
from tests.printables import pdfcheck
from tests.printables.conftest import BASE
from tests.printables.test_fill_guide import CASES as fill_guide_cases
from tests.printables.test_fill_guide import _sheet as fill_guide_sheet

WRITE_MIN = 6.0  # mm: a handwritten figure's least room, high and wide
LONG = ["Bartholomew Longname-Smy", "Wilhelmina Featherstone", "Zoë Ellington-Hartley", "Алексей Константинопольс"]


@cache
def pad(players: int, paper: str, lang: str = "en", rounds: int = 3) -> Rendered:
    """A score-pad table's sheet: three categories and `rounds` rounds, long names."""
    tables = Tables(store=SQLiteStore())
    names = [LONG[i % len(LONG)][:20] + f" {i}" for i in range(players)]
    options = {"categories": ["Gold", "Quests", "Monsters"], "rounds": rounds, "tie_breaker": "Gold"}
    code = tables.create("score-pad", names, options)["code"]
    return build.for_table(tables, code, "score", paper, base_url=BASE, lang=lang)


def writing_room(done: Rendered) -> list[tuple[str, int, float, float]]:
    """Each field's handwriting room above its bubbles: (key, seat, height mm, width mm)."""
    out = []
    for info in done.pages:
        for f in info.fields:
            _x, y, w, h = f.cell
            top = max(cy for row in f.digits for _cx, cy in row) + f.radius
            out.append((f.key, f.seat, (y + h - top) / MM, w / MM))
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("players", [2, 6, 12])
def test_every_figure_has_room_to_be_written_by_hand(players: int, paper: str) -> None:
    room = writing_room(pad(players, paper))
    assert {seat for _k, seat, _h, _w in room} == set(range(players))
    short = [(k, s, round(h, 1), round(w, 1)) for k, s, h, w in room if h < WRITE_MIN or w < WRITE_MIN]
    assert not short


def test_few_rounds_use_the_page() -> None:
    """Six players, three categories and three rounds: the rows grow into the page the sheet left empty."""
    heights = [h for _k, _s, h, _w in writing_room(pad(6, "a4"))]
    assert min(heights) >= 9.0


def _chars(page: pdfium.PdfPage) -> list[tuple[str, float, float, float]]:
    """Every printed character of a page: itself, its left edge and vertical middle (points), its font size."""
    text = page.get_textpage()
    out = []
    left, right, bottom, top = (ctypes.c_double() for _i in range(4))
    for i in range(text.count_chars()):
        ch = chr(raw.FPDFText_GetUnicode(text.raw, i))
        if ch.strip() and raw.FPDFText_IsGenerated(text.raw, i) != 1:
            raw.FPDFText_GetCharBox(text.raw, i, *(ctypes.byref(v) for v in (left, right, bottom, top)))
            out.append((ch, left.value, (bottom.value + top.value) / 2, raw.FPDFText_GetFontSize(text.raw, i)))
    return out


@pytest.mark.parametrize(("players", "paper", "lang"), [(6, "a4", "en"), (8, "letter", "ru"), (12, "a4", "de")])
def test_player_names_print_in_one_legible_size(players: int, paper: str, lang: str) -> None:
    """The grid's header: the names at one size, at least 8 pt, but for a name too long for its column's lines
    at that size, which sets alone smaller (never under the 6 pt floor); the names line at least 7 pt."""
    done = pad(players, paper, lang)
    for n, (info, page) in enumerate(zip(done.pages, pdfium.PdfDocument(done.pdf), strict=True)):
        grid_x = min(f.cell[0] for f in info.fields)
        chars = _chars(page)
        band = max(f.cell[1] + f.cell[3] for f in info.fields)  # the first row's top ...
        if info.fields[0].key in ("category1", "round1"):  # ... under a section's band
            band += SECTION
        names = [(ch, size) for ch, x, y, size in chars if x >= grid_x and band < y < band + HEAD]
        assert len(names) > 30, f"page {n + 1}"
        sizes = Counter(size for _ch, size in names)
        assert max(sizes) >= 8, f"page {n + 1}: {sizes}"  # the size the names share
        assert min(sizes) >= NAME_FLOOR, f"page {n + 1}: {sizes}"
        top = page.get_height() - SHEET_MARGIN  # the names line: two lines at most, under the title's
        line = [size for _ch, _x, y, size in chars if top - 52 < y < top - 34]
        assert len(line) > 40 and min(line) >= 7, f"page {n + 1}: {sorted(line)[:3]}"


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_pad_says_what_goes_in_each_row_and_which_the_camera_reads(lang: str) -> None:
    done = pad(6, "a4" if lang != "de" else "letter", lang)
    text = " ".join(pdfcheck.read(done.pdf)[0].text.split())
    with i18n.using(lang):
        said = [
            i18n._("Categories: each one's points over the whole game"),
            i18n._("Round 1 … Round {n}: the points scored in that round").format(n=3),
            i18n._("Total: the categories added up, the same as the rounds added up."),
            i18n._(SCANNED),
        ]
    assert lang == "en" or not set(said) & {s for s in said if s.isascii()}  # translated
    for line in said:
        assert line in text


def test_the_pads_rows_take_a_minus_and_hundreds_the_games_rows_stay_unsigned() -> None:
    """Any number on the score pad (a round of 100 or more, a negative category); the games' rules have no negatives."""
    fields = [f for info in pad(4, "a4").pages for f in info.fields]
    assert fields and all(f.sign and len(f.digits) == 3 for f in fields)
    for f in fields:  # the minus above the digits, clear of them, in the cell
        assert f.sign[1] > max(cy for row in f.digits for _cx, cy in row) + f.radius
        assert f.cell[0] < f.sign[0] < f.cell[0] + f.cell[2]
    for game, paper, lang in fill_guide_cases:  # the fill guide's sheets (made once a run): each game, its most players
        if game != "score-pad" and lang == "en":
            assert not any(f.sign for info in fill_guide_sheet(game, paper, lang).pages for f in info.fields)


@pytest.mark.parametrize(("players", "paper"), [(8, "a4"), (12, "letter")])
def test_a_blank_pads_figures_have_room_too(players: int, paper: str) -> None:
    """A blank pad (write-in rows, no labels): its eight columns a page still hold a figure >= 6 mm high."""
    done = build.blank("score-pad", "score", paper, base_url=BASE, players=players)
    room = writing_room(done)
    assert len(done.pages) == 2 and {s for _k, s, _h, _w in room} == set(range(players))
    assert not [(k, s, round(h, 1)) for k, s, h, w in room if h < WRITE_MIN or w < WRITE_MIN]

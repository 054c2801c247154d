"""Score sheets say how to fill their bubbles: the instruction on every page, a ×10 / ×1 tag beside each bubble row.

Read back from the PDF's text layer (where each character is and at what size) and compared with where
the sheet drew its bubbles; the QR code still decodes to the layout the reader rebuilds.
"""

from __future__ import annotations

import ctypes
from functools import cache

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from companion import i18n
from companion.games import all_games, get_game
from printables import build, fill_guide, sheet_scan
from printables.paper import MM
from printables.render import Rendered
from tests.printables import pdfcheck
from tests.printables.conftest import BASE

GAMES = [g.id for g in all_games()]
LANGS = ("en", "de", "ru")
# Every game in every language, on A4 and Letter by turns (both papers draw with the same code).
CASES = [(g, ("a4", "letter")[(i + j) % 2], lang) for i, g in enumerate(GAMES) for j, lang in enumerate(LANGS)]


@cache
def _sheet(game: str, paper: str, lang: str) -> Rendered:
    """The game's blank score sheet at its most players: the narrowest label column, the longest words."""
    return build.blank(game, "score", paper, base_url=BASE, players=get_game(game).max_players, lang=lang)


def _tags(page: pdfium.PdfPage) -> list[tuple[str, float, float, float]]:
    """Every "×<number>" printed on a page: its text, left edge and the "×"'s vertical middle (points), font size."""
    text = page.get_textpage()
    chars = "".join(chr(raw.FPDFText_GetUnicode(text.raw, i)) for i in range(text.count_chars()))
    out = []
    left, right, bottom, top = (ctypes.c_double() for _i in range(4))
    for i, ch in enumerate(chars):
        if ch != "×":
            continue
        raw.FPDFText_GetCharBox(text.raw, i, *(ctypes.byref(v) for v in (left, right, bottom, top)))
        digits = chars[i + 1 :].split(" ")[0].split("\r")[0].split("\n")[0]
        out.append(("×" + digits, left.value, (bottom.value + top.value) / 2, raw.FPDFText_GetFontSize(text.raw, i)))
    return out


@pytest.mark.parametrize(("game", "paper", "lang"), CASES, ids=["-".join(c) for c in CASES])
def test_every_score_sheet_says_how_to_fill_and_tags_each_bubble_row(game: str, paper: str, lang: str) -> None:
    done = _sheet(game, paper, lang)
    doc = pdfium.PdfDocument(done.pdf)
    with i18n.using(lang):
        lines = [i18n._(line) for line in fill_guide.INSTRUCTION]
    assert lang == "en" or lines != list(fill_guide.INSTRUCTION)  # translated, not left in English
    assert any(f.digits and len(f.digits) > 1 for info in done.pages for f in info.fields)  # it has tens to tag
    for n, info in enumerate(done.pages):
        page = doc[n]
        text = " ".join(page.get_textpage().get_text_range().split())
        for line in lines:
            assert line in text, f"page {n + 1}"
        first = min(f.cell[0] for f in info.fields)  # the first player's column: its tags are just left of it
        tags = [(t, y, size) for t, x, y, size in _tags(page) if first - 14 * MM < x < first]
        assert tags and all(size >= 6 for _t, _y, size in tags)  # printed legibly
        for f in (f for f in info.fields if f.cell[0] == first):
            for d, row in enumerate(f.digits):
                want = fill_guide.tag(len(f.digits) - 1 - d)  # ×10 beside the tens' first line, ×1 the units'
                near = [t for t, y, _s in tags if abs(y - row[0][1]) < f.radius * 1.2]
                assert near == [want], f"page {n + 1}: {f.key} seat {f.seat}: {near} beside its {want} line"


SCANNED = [("score-pad", "a4", "ru"), ("king-of-all-bards", "letter", "de"), ("minstrels", "letter", "ru")]


@pytest.mark.parametrize(("game", "paper", "lang"), SCANNED, ids=["-".join(c) for c in SCANNED])
def test_the_qr_code_still_names_the_layout_drawn(game: str, paper: str, lang: str) -> None:
    """The page's QR code decodes, and the layout it names has the bubbles where this page drew them."""
    done = _sheet(game, paper, lang)
    for page, info in zip(pdfcheck.read(done.pdf), done.pages, strict=True):
        (code,) = page.codes
        layout = sheet_scan.layout(code.text)
        assert layout is not None and layout.lang == lang and layout.paper == paper
        drawn = [(f.key, f.seat, [[(round(x / MM, 2),) for x, _y in row] for row in f.digits]) for f in info.fields]
        rebuilt = [(f.key, f.seat, [[(round(x, 2),) for x, _y in row] for row in f.digits]) for f in layout.fields]
        assert rebuilt == drawn

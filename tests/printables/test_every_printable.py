"""Every printable of every game, on both papers, blank and from a table, read back as a
printer and a phone would: each page rendered at 150 dpi, each QR code decoded, the text
layer searched, the shapes measured."""

from __future__ import annotations

from functools import cache

import pytest

from companion.games import all_games
from printables import build, sheet_scan
from printables.layout import Heading, Reference, ScoreSheet
from printables.paper import PAPERS
from printables.render import Rendered
from tests.printables import pdfcheck
from tests.printables.conftest import BASE, tables_with_one_of_each

GAMES = [g.id for g in all_games()]
SIZES_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CASES = [(g, s, p) for g in GAMES for s in build.SHEETS for p in PAPERS]


@cache
def blank(game: str, sheet: str, paper: str) -> tuple[Rendered, list[pdfcheck.Page]]:
    done = build.blank(game, sheet, paper, base_url=BASE)
    return done, pdfcheck.read(done.pdf)


@cache
def from_table(game: str, sheet: str, paper: str) -> tuple[Rendered, list[pdfcheck.Page], str]:
    tables, codes = tables_with_one_of_each()
    done = build.for_table(tables, codes[game], sheet, paper, base_url=BASE)
    return done, pdfcheck.read(done.pdf), codes[game]


def _check_pages(done: Rendered, pages: list[pdfcheck.Page], paper: str, url: str) -> None:
    assert len(pages) == len(done.pages) >= 1
    for n, (page, info) in enumerate(zip(pages, done.pages, strict=True), 1):
        where = f"page {n} ({info.kind})"
        assert (page.width_mm, page.height_mm) == pytest.approx(SIZES_MM[paper], abs=0.01), where
        # Every code drawn on the page decodes, to the right URL, at level M or better.
        assert len(info.qr) >= 1, where
        assert [pdfcheck.opens(c.text) for c in page.codes] == [url] * len(info.qr), where
        if info.kind == "score":  # a score sheet's code names its layout, and the layout is this page's
            found = sheet_scan.layout(page.codes[0].text)
            assert found is not None and found.page == n and len(found.fields) == len(info.fields) > 0, where
        for code in page.codes:
            assert code.ec_level in {"M", "Q", "H"}, where
            assert code.module_mm >= 0.49, f"{where}: modules of {code.module_mm:.2f} mm"
            assert pdfcheck.quiet_zone_is_white(page.image, code), f"{where}: quiet zone"
        # The 50 mm bar and the instruction are on every page.
        assert "Print at 100 %" in page.text, where
        bars = [r for r in page.rects_mm if sorted(r) == pytest.approx([1.6, 50.0], abs=0.005)]
        assert len(bars) == 1, where
        if info.kind == "cards":
            cells = [r for r in page.rects_mm if r == pytest.approx((63.5, 88.9), abs=0.005)]
            assert len(cells) == info.cells and 1 <= info.cells <= 9, where
            assert len(info.qr) <= info.cells  # one code on every card's front


@pytest.mark.parametrize(("game", "sheet", "paper"), CASES, ids=["-".join(c) for c in CASES])
def test_blank_printable_reads_back(game: str, sheet: str, paper: str) -> None:
    done, pages = blank(game, sheet, paper)
    _check_pages(done, pages, paper, f"{BASE}/new/{game}")
    assert len(done.pdf) < 200 * 1024
    assert b"/PrintScaling /None" in done.pdf
    assert b"/FontFile2" in done.pdf and b"/Helvetica" not in done.pdf  # embedded, never substituted
    # Same inputs, same bytes.
    assert build.blank(game, sheet, paper, base_url=BASE).pdf == done.pdf


@pytest.mark.parametrize("game", GAMES)
def test_blank_text_holds_the_headings(game: str) -> None:
    mod = build.layouts(game)
    title = next(g.title for g in all_games() if g.id == game)
    ref: Reference = mod.reference()
    _, pages = blank(game, "reference", "a4")
    assert title in pages[0].text and ref.title in pages[0].text
    for block in ref.blocks:
        if isinstance(block, Heading):
            assert block.text in pages[0].text
    cards_text = " ".join(p.text for p in pages[1:])
    for card in ref.cards:
        assert card.title in cards_text
    sheet: ScoreSheet = mod.score_sheet(_default_options(game))
    _, score_pages = blank(game, "score", "a4")
    score_text = " ".join(p.text for p in score_pages)
    assert title in score_text and sheet.title in score_text
    for row in sheet.rows:
        assert row.label in score_text


def _default_options(game: str) -> dict:
    return {o.name: o.default for o in next(g for g in all_games() if g.id == game).options}


@pytest.mark.parametrize("sheet", build.SHEETS)
@pytest.mark.parametrize("game", GAMES)
def test_table_printable_carries_names_and_opens_the_table(game: str, sheet: str) -> None:
    done, pages, code = from_table(game, sheet, "a4")
    _check_pages(done, pages, "a4", f"{BASE}/t/{code}")
    tables, _ = tables_with_one_of_each()
    names = [p.name for p in tables.get(code).players]
    assert "Мирослава" in names
    text = " ".join(p.text for p in pages)
    for name in names:
        assert name in text
    assert f"Table {code}" in pages[0].text
    if sheet == "reference":  # a card set per player, each labelled with its owner
        fronts = sum(len(p.qr) for p in done.pages if p.kind == "cards")
        assert fronts == len(names) * len(build.layouts(game).reference().cards)


def test_table_sheets_on_letter_too() -> None:
    done, pages, code = from_table("score-pad", "score", "letter")
    _check_pages(done, pages, "letter", f"{BASE}/t/{code}")

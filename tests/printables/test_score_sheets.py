"""Score sheets that outgrow a page: more than eight players, dozens of rows, long names."""

from __future__ import annotations

from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build
from tests.printables import pdfcheck
from tests.printables.conftest import BASE

LONG = "Мирослава Константиновна"  # 24 characters: the longest name a table takes


def test_twelve_players_fifty_rounds_continue_on_further_pages() -> None:
    tables = Tables(store=SQLiteStore())
    names = [LONG, *(f"Player {i}" for i in range(2, 13))]
    cats = [f"Category {i}" for i in range(1, 21)]
    code = tables.create("score-pad", names, {"categories": cats, "rounds": 50})["code"]
    done = build.for_table(tables, code, "score", "a4", base_url=BASE)
    pages = pdfcheck.read(done.pdf)
    # 8 players on the first pages, the other 4 on the next; the rows split over pages too.
    assert len(pages) >= 4 and len(pages) % 2 == 0
    half = len(pages) // 2
    for page in pages:
        assert [pdfcheck.opens(c.text) for c in page.codes] == [f"{BASE}/t/{code}"]
        assert "Print at 100 %" in page.text
    for page in pages:  # every page names all players in its subtitle, its own 8 or 4 above the grid
        assert LONG in page.text  # the names line (over its narrow column it wraps, a word too wide cut)
        assert page.text.count("Player 9") == (1 if page in pages[:half] else 2)
        assert page.text.count("Player 12") == (1 if page in pages[:half] else 2)
    first, second = " ".join(p.text for p in pages[:half]), " ".join(p.text for p in pages[half:])
    for label in [*cats, "Round 1", "Round 50", "Total", "Place"]:
        assert label in first and label in second
    assert "(players 1–8)" in pages[0].text and "(players 9–12)" in pages[-1].text


def test_blank_sheet_has_a_write_in_column_per_player() -> None:
    pages = pdfcheck.read(build.blank("minstrels", "score", "a4", base_url=BASE, players=3).pdf)
    assert len(pages) == 1
    assert "name 3" in pages[0].text and "name 4" not in pages[0].text


def test_a_one_round_sheet_names_its_round_not_a_range() -> None:
    """Seen on a one-round German score sheet: "Runde 1 … Runde 1: die Punkte aus genau dieser Runde"."""
    tables = Tables(store=SQLiteStore())
    code = tables.create("score-pad", ["Ann", "Bob"], {"categories": ["Birds"], "rounds": 1})["code"]
    text = pdfcheck.read(build.for_table(tables, code, "score", "a4", base_url=BASE).pdf)[0].text
    assert "Round 1: the points scored in that round" in text and "Round 1 …" not in text

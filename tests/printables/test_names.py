"""Players' names over a table's score sheet: every letter printed, broken only between words."""

from __future__ import annotations

from collections import defaultdict

import pytest

from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build, measure
from printables.paper import MM
from printables.sheet_head import HEAD, NAME_MIN
from tests.printables import pdfcheck
from tests.printables.conftest import BASE

# 24 characters each: the longest names a table takes, in the scripts the sheets print.
LONG = [
    "Bartholomew Longname-Smy",
    "Wilhelmina Featherstones",
    "Zoë Ellington-Hartleyson",
    "Maximilian Überschwängli",
    "Александра Воронцова-Даш",
    "Константин Преображенски",
]
FLOOR = measure.smallest(NAME_MIN)  # a name shrinks like any line: to 3/4 of its least size, 6 pt


def _columns(pdf: bytes, names: list[str], page: int = 0) -> list[tuple[str, list[pdfcheck.Line]]]:
    """The header's name lines, column by column (left to right): each column's text as read, and its lines."""
    found = pdfcheck.lines(pdf, page)
    under = min(line.box[1] for line in found if line.text.startswith("Scan: "))  # the header's last line
    pieces = [line for line in found if line.box[3] < under and any(line.text in name for name in names)]
    top = max(line.box[3] for line in pieces)  # the header's first line: the header is HEAD tall
    pieces = [line for line in pieces if line.box[3] > top - HEAD]
    by_x: dict[float, list[pdfcheck.Line]] = defaultdict(list)
    for line in pieces:  # centred in its column: the lines of one name share their middle
        x = line.middle[0]
        key = next((k for k in by_x if abs(k - x) < 2), x)
        by_x[key].append(line)
    out = []
    for _x, col in sorted(by_x.items()):
        col.sort(key=lambda line: -line.box[3])
        text = col[0].text
        for line in col[1:]:
            text += line.text if text.endswith("-") else " " + line.text
        out.append((text, col))
    return out


CASES = [
    ("tales-of-danger", 6, "a4", 0),
    ("bard-saga", 6, "a4", 0),
    ("bard-saga", 6, "letter", 0),
    ("score-pad", 6, "a4", 0),
    ("score-pad", 12, "a4", 0),
    ("king-of-all-bards", 4, "a4", 0),
    ("king-of-all-bards", 6, "a4", 0),
    ("king-of-all-bards", 6, "letter", 0),
]


@pytest.mark.parametrize(("game", "n", "paper", "page"), CASES)
def test_long_names_print_whole_in_their_columns(game: str, n: int, paper: str, page: int) -> None:
    names = (LONG + [f"{name[:20]} Jr." for name in LONG])[:n]
    if n > 8:  # eight columns of 18.75 mm: "Преображенски" is wider even at the floor (next test)
        names[5] = "Константин Воронцов-Даш"
    tables = Tables(store=SQLiteStore())
    code = tables.create(game, names)["code"]
    pdf = build.for_table(tables, code, "score", paper, base_url=BASE).pdf
    shown = names[:8]  # the first page's columns
    columns = _columns(pdf, shown, page)
    assert [text for text, _lines in columns] == shown  # every letter, words whole, in column order
    step = columns[1][1][0].middle[0] - columns[0][1][0].middle[0]  # one column's width
    for _text, lines in columns:
        for line in lines:
            left, _bottom, right, _top = line.box
            assert right - left <= step - 1 * MM, line.text  # inside its column, clear of the next
            assert line.size >= FLOOR - 0.01, line.text  # no smaller than the readable floor


def test_a_word_wider_than_its_column_at_the_floor_is_cut_with_a_hyphen_and_noted() -> None:
    names = [*LONG, *(f"Player {i}" for i in range(7, 13))]
    tables = Tables(store=SQLiteStore())
    code = tables.create("score-pad", names)["code"]
    done = build.for_table(tables, code, "score", "a4", base_url=BASE)
    found = [line.text for line in pdfcheck.lines(done.pdf)]
    cut = next(t for t in found if t.startswith("Преображ") and t.endswith("-"))
    rest = found[found.index(cut) + 1]
    assert cut[:-1] + rest == "Преображенски"  # every letter: the cut marked by its hyphen, the rest next
    assert {o.text for _n, o in done.overflows if o.kind == "word"} == {"Преображенски"}


def test_a_reference_cards_names_line_stays_readable_with_six_long_names() -> None:
    """Seen on a Russian reference card: "Стол … · Bartholomew Longname-Smy, …" with six 24-character names shrank
    to about 4 pt to fit one line; the players then go by their first names, at a readable size."""
    tables = Tables(store=SQLiteStore())
    code = tables.create("score-pad", LONG)["code"]
    pdf = build.for_table(tables, code, "reference", "a4", base_url=BASE).pdf
    line = next(x for x in pdfcheck.lines(pdf) if x.text.startswith(f"Table {code}"))
    assert line.size >= 6.5, (line.size, line.text)
    assert line.text.endswith("Bartholomew, Wilhelmina, Zoë, Maximilian, Александра, Константин"), line.text

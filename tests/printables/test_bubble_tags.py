"""Every line of bubbles carries its own ×10 / ×1 tag, level with it, no two tags on top of each other.

A table's sheet at each player count (side-by-side sub-columns: The King of All Bards' Final with its
Tips, Pubs and Fans; Bard Saga's VP · Scrolls), read back from the PDF's text layer.
"""

from __future__ import annotations

import itertools

import pypdfium2 as pdfium
import pytest

from companion.games import all_games, get_game
from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build
from printables.fill_guide import TAG_SIZE
from printables.paper import MM
from tests.printables.conftest import BASE, NAMES
from tests.printables.test_fill_guide import _tags

CASES = [(g.id, paper) for g in all_games() for paper in ("a4", "letter")]


@pytest.mark.parametrize(("game", "paper"), CASES, ids=["-".join(c) for c in CASES])
def test_each_bubble_line_has_its_own_tag_level_with_it(game: str, paper: str) -> None:
    g = get_game(game)
    for n in range(max(g.min_players, 2), g.max_players + 1):
        tables = Tables(store=SQLiteStore())
        code = tables.create(game, NAMES[:n])["code"]
        done = build.for_table(tables, code, "score", paper, base_url=BASE)
        doc = pdfium.PdfDocument(done.pdf)
        for p, info in enumerate(done.pages):
            where = f"{n} players, page {p + 1}"
            seat = min(f.seat for f in info.fields)
            fields = [f for f in info.fields if f.seat == seat]  # the first column's: its tags are left of it
            first = min(f.cell[0] for f in fields)
            grid = max(f.cell[1] + f.cell[3] for f in info.fields)  # under the instruction's own example
            found = _tags(doc[p])
            tags = sorted(((y, t) for t, x, y, _s in found if first - 14 * MM < x < first and y < grid), reverse=True)
            for upper, lower in itertools.pairwise(tags):  # none printed over another
                assert upper[0] - lower[0] >= TAG_SIZE * 0.75, (
                    f"{where}: {upper} and {lower} overlap"
                )  # digits: 0.73 em
            lines: dict[float, float] = {}  # every line of bubbles: its height, and how near a tag must be
            for f in fields:
                for row in f.digits:
                    for _x, y in row:
                        if not any(abs(y - other) < 1 for other in lines):
                            lines[y] = f.radius * 1.2
            for y, near in lines.items():
                beside = [t for ty, t in tags if abs(ty - y) < near]
                assert len(beside) == 1, f"{where}: bubble line at {y:.1f} pt has tags {beside}; all: {tags}"
            assert len(tags) == len(lines), f"{where}: {len(tags)} tags for {len(lines)} lines of bubbles"

"""Score sheets read well on paper (issue #32, after a blind playtest): room to write, one size of names."""

from __future__ import annotations

from functools import cache

import pytest

from companion.store import SQLiteStore
from companion.tables import Tables
from printables import build
from printables.paper import MM
from printables.render import Rendered
from tests.printables.conftest import BASE

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

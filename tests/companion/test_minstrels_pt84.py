"""Minstrels after the blind playtest pt84: a piece's place in the rulebook's words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion import i18n
from companion.games.base import Player
from tests.companion.test_minstrels_play import GAME, Play

PLAYERS = [Player(f"P{i}", "#000000") for i in range(4)]
PRINCESS = {"type": "place", "column": 1, "space": 6, "character": "Princess"}  # dice 6 6: no coin paid or taken

# pt84: "Wizard on 1/6" said neither which number was the column nor which the space.
PLACED = {
    "en": "P0: Princess on column 1, space 6, +6 VP",
    "de": "P0: Prinzessin auf Spalte 1, Feld 6, +6 SP",
    "ru": "P0: Принцесса, столбец 1, клетка 6, +6 ПО",
}
BOUGHT = {
    "en": "P0: bought Princess on column 1, space 3, +3 VP (paid 4 coins)",
    "de": "P0: Prinzessin auf Spalte 1, Feld 3 gekauft, +3 SP (4 Münzen gezahlt)",
    "ru": "P0: покупка, Принцесса, столбец 1, клетка 3, +3 ПО (заплачено 4 монеты)",
}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test picks its language; the next one starts in English again."""
    yield
    i18n.activate(i18n.DEFAULT)


def said(events: list[dict], lang: str = "en") -> list[str]:
    """The events' log lines in `lang`."""
    i18n.activate(lang)
    return [GAME.describe(e, PLAYERS) for e in events]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_placement_names_its_column_and_its_space(lang: str) -> None:
    play = Play([None, None], dice=(6, 6))
    assert said(play.act(PRINCESS, 0), lang) == [PLACED[lang]]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_bought_piece_names_them_too(lang: str) -> None:
    play = Play(["Friar Tuck", None], dice=(6, 6))
    play.p(0)["coins"] = 9
    play.state["bank"] -= 7
    assert said(play.act({"type": "buy", "column": 1, "space": 3, "character": "Princess"}, 0), lang) == [BOUGHT[lang]]

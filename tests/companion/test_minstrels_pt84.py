"""Minstrels after the blind playtest pt84: a piece's place in the rulebook's words, and a turn's end says its move."""

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
# pt84: an End turn tapped right after placing put "Zoë ended the turn" over the placement's news. Its VP
# first, as a placement's line says them: a toast cut at two lines keeps them.
ENDED = {
    "en": "P0 ended the turn: +6 VP (Princess on column 1, space 6)",
    "de": "P0 beendet den Zug: +6 SP (Prinzessin auf Spalte 1, Feld 6)",
    "ru": "P0 заканчивает ход: +6 ПО (Принцесса, столбец 1, клетка 6)",
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


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_turns_end_says_what_it_placed_and_scored(lang: str) -> None:
    play = Play([None, None], dice=(6, 6))
    play.act(PRINCESS, 0)
    ended = play.act({"type": "end_turn"}, 0)
    assert ended[0]["placed"] == [{"character": "Princess", "column": 1, "space": 6}] and ended[0]["vp"] == 6
    assert said(ended, lang) == [ENDED[lang]]
    assert "this_turn" not in play.p(0)  # between turns the state is the one it always was


def test_the_turns_end_counts_the_task_and_every_piece_of_the_turn() -> None:
    play = Play(["Friar Tuck", None], dice=(6, 6))
    play.p(0)["coins"] = 9
    play.state["bank"] -= 7
    play.act({"type": "buy", "column": 1, "space": 3, "character": "Princess"}, 0)  # +3 VP
    play.act(PRINCESS, 0)  # +6 VP
    ended = play.act({"type": "task", "vp": 2, "end_turn": True}, 0)
    assert said(ended)[-1] == (
        "P0 ended the turn: +11 VP (Princess on column 1, space 3 + Princess on column 1, space 6) (Friar Tuck +1 coin)"
    )


def test_a_turn_that_placed_nothing_ends_as_it_always_said() -> None:
    play = Play([None, None])
    assert said(play.act({"type": "pass"}, 0)) == ["P0 passed: +1 coin", "P0 ended the turn"]
    # A turn's end stored before pt84 says nothing of the turn: it reads as it did.
    assert said([{"type": "turn_ended", "seat": 0, "ending": False, "gains": []}]) == ["P0 ended the turn"]


def test_the_next_turn_starts_with_nothing_placed() -> None:
    play = Play([None, None], dice=(6, 6))
    play.act(PRINCESS, 0)
    play.act({"type": "end_turn"}, 0)
    play.act({"type": "place", "column": 1, "space": 5, "character": "Princess"}, 1)
    ended = play.act({"type": "end_turn"}, 1)
    assert [x["placed"] for x in ended if x["type"] == "turn_ended"] == [
        [{"character": "Princess", "column": 1, "space": 5}]
    ]

"""Minstrels after blind playtest pt95: a gain of nothing is not said as "()"."""

from __future__ import annotations

from companion.games.base import Player
from tests.companion.test_minstrels_play import GAME

PLAYERS = [Player(f"P{i}", "#000000") for i in range(4)]
# Friar Tuck's coin at the turn's end, the bank empty: a gain of nothing (pt95: "… ended the turn ()").
NOTHING = [{"seat": 0, "source": "Friar Tuck", "vp": 0, "coins": 0}]


def test_a_turns_end_that_gained_nothing_says_no_empty_brackets() -> None:
    plain = {"type": "turn_ended", "seat": 0, "ending": False, "gains": NOTHING}
    assert GAME.describe(plain, PLAYERS) == "P0 ended the turn"
    placed = {
        **plain,
        "placed": [{"character": "Bandit", "column": 2, "space": 2}],
        "vp": 1,
    }
    assert GAME.describe(placed, PLAYERS) == "P0 ended the turn: +1 VP (Bandit on column 2, space 2)"
    ending = {**plain, "ending": True}
    assert "()" not in GAME.describe(ending, PLAYERS)


def test_a_roll_that_gained_nothing_ends_without_a_semicolon() -> None:
    rolled = {"type": "dice_rolled", "seat": 0, "values": [3, 4], "real": False, "gains": NOTHING}
    said = GAME.describe(rolled, PLAYERS)
    assert said == "P0 rolled the dice: 3 Bandit · 4 Treasure", said

"""Minstrels, issue #14: passing is instead of the whole turn; the score track in the API."""

from __future__ import annotations

import pytest

from companion.errors import ActionError
from companion.games.fields import Player
from tests.companion.test_minstrels import err, started
from tests.companion.test_minstrels_play import GAME, Play

KNIGHT = {"type": "place", "column": 1, "space": 1, "character": "Knight"}


def test_a_player_who_recorded_a_task_cannot_pass(client, new_table) -> None:
    table, post, get = started(client, new_table, dice=(1, 5))
    before = get("host")
    assert "place your character first" in err(client, table, {"type": "task", "vp": 2}, 0)
    assert get("host")["seq"] == before["seq"]  # nothing recorded
    post({"type": "pass"}, 0)  # the pass is the whole turn: still possible, with no task
    st = get("host")["state"]
    assert st["turn"] == 1 and st["players"][0]["log"] == [[1, "Pass", "", 0, 1]]


def test_a_player_who_passes_takes_no_task_that_turn(client, new_table) -> None:
    table, post, _ = started(client, new_table, dice=(1, 5))
    post({"type": "pass"}, 0)
    assert "not your turn" in err(client, table, {"type": "task", "vp": 2}, 0)


def test_a_task_after_placing_then_no_pass(client, new_table) -> None:
    table, post, _ = started(client, new_table, dice=(1, 5))
    post(KNIGHT, 0)
    post({"type": "task", "vp": 2}, 0)
    assert "instead of the whole turn" in err(client, table, {"type": "pass"}, 0)


def test_friar_tuck_may_still_pass_after_buying() -> None:
    """His purchase is on top of the turn: with no placement left he passes (no task) rather than stick."""
    play = Play(["Friar Tuck", None])
    play.p(0)["coins"] = 6
    play.act({"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 0)
    with pytest.raises(ActionError, match="place your character first"):
        play.act({"type": "task", "vp": 2}, 0)
    play.act({"type": "pass"}, 0)
    assert play.state["turn_i"] == 1


def test_the_score_track_position_is_in_the_api_for_every_player(client, new_table) -> None:
    _table, post, get = started(client, new_table, players=("Ann", "Bob", "Cy"), dice=(1, 5))
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0)  # 0 VP
    post({"type": "task", "vp": 50}, 0)
    post({"type": "end_turn"}, 0)
    post({"type": "place", "column": 1, "space": 1, "character": "Princess"}, 1)  # 1 VP, 1 coin to turn the 5
    for seat in ("host", 0, 1, 2):
        tracks = [p["track"] for p in get(seat)["state"]["players"]]
        assert tracks == [{"space": 0, "side": "50"}, {"space": 1, "side": "lute"}, {"space": 0, "side": "lute"}]


def test_a_pass_with_the_bank_empty_says_so() -> None:
    """pt18: "Wilhelmina passed: +0 coins" never said why; the rulebook: no coins once the bank runs out."""
    players = [Player("Ann", "#000000"), Player("Bob", "#000000")]
    for bank, said in ((0, "Ann passed: no coin, the bank is empty"), (5, "Ann passed: +1 coin")):
        play = Play([None, None], bank=bank)
        (passed,) = [e for e in play.act({"type": "pass"}, 0) if e["type"] == "passed"]
        assert passed["coins"] == min(bank, 1)
        assert GAME.describe(passed, players) == said

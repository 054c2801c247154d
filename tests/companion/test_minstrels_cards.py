"""Minstrels card audit (docs/cards/minstrels.md): the hero, quest and task limits no other test pins down."""

from __future__ import annotations

from tests.cards_doc import missing_tests
from tests.companion.test_minstrels_heroes import _players, refused
from tests.companion.test_minstrels_play import GAME, Play


def _rich(play: Play, seat: int, coins: int = 9) -> None:
    """Give a seat coins from the bank (any purchase or die change affordable)."""
    play.state["bank"] -= coins - play.p(seat)["coins"]
    play.p(seat)["coins"] = coins


def test_friar_tucks_purchase_keeps_every_placement_limit() -> None:
    """Any character from the supply, on an empty space of an available column; never on the dice's terms."""
    play = Play(["Friar Tuck", None], dice=(6, 6))
    _rich(play, 0)
    play.put(0, (1, 2, "Bandit"))
    refused(play, {"type": "buy", "column": 3, "space": 1, "character": "Knight"}, 0, "column 3 is not available")
    refused(play, {"type": "buy", "column": 1, "space": 2, "character": "Knight"}, 0, "already holds a Bandit")
    play.state["supply"]["Knight"] = 0
    refused(play, {"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 0, "no Knight is left")
    # A character the dice do not show, for the price and nothing more.
    ev = play.act({"type": "buy", "column": 2, "space": 1, "character": "Dragon"}, 0)[0]
    assert ev["cost"] == 4 and ev["character_die"] is None


def test_a_hero_changes_the_rules_only_for_its_owner() -> None:
    play = Play(["Toothy", None], dice=(1, 6))
    play.act({"type": "place", "column": 1, "space": 6, "character": "Dragon"}, 0)
    play.act({"type": "end_turn"}, 0)
    ev = play.act({"type": "place", "column": 1, "space": 6, "character": "Dragon"}, 1)[0]
    assert ev["gains"][0]["note"] != "Toothy: space 6" and ev["gains"][0]["coins"] == 0
    refused(play, {"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 1, "only Friar Tuck")


def test_kratos_rerolls_before_anyone_places_or_records_a_task() -> None:
    play = Play([None, "Kratos", None], dice=(2, 5))
    _rich(play, 1)
    play.act({"type": "place", "column": 1, "space": 5, "character": "Wizard"}, 0)
    refused(play, {"type": "reroll", "dice": [0]}, 1, "before the first turn")


def test_a_quest_is_scored_once_and_a_purchase_may_complete_it() -> None:
    play = Play(["Friar Tuck", None], dice=(6, 6))
    _rich(play, 0)
    play.p(0)["quest"] = {"marks": [[1, 3, "Knight"], [1, 6, None]], "done": None}
    ev = play.act({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)[0]
    assert ev["quest"] is None  # one marked space still empty: nothing yet
    ev = play.act({"type": "buy", "column": 1, "space": 3, "character": "Wizard"}, 0)[0]
    assert (
        ev["quest"] == "partial"
        and {"seat": 0, "source": "Quest", "note": "partial", "vp": 4, "coins": 0} in ev["gains"]
    )
    play.act({"type": "end_turn"}, 0)
    play.act({"type": "pass"}, 1)
    play.act({"type": "roll_dice", "values": [5, 4]}, 0)
    ev = play.act({"type": "place", "column": 1, "space": 4, "character": "Knight"}, 0)[0]
    assert ev["quest"] is None and all(g["source"] != "Quest" for g in ev["gains"])


def test_a_task_is_recorded_only_on_its_completers_turn() -> None:
    play = Play([None, None], dice=(6, 6))
    play.act({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    refused(play, {"type": "task", "vp": 2, "coins": 1}, 1, "not your turn")
    play.act({"type": "task", "vp": 2, "coins": 1}, 0)
    assert play.p(0)["vp"] == 6 + 2


def test_every_row_of_the_card_table_cites_a_test_that_exists() -> None:
    assert missing_tests("docs/cards/minstrels.md") == []


def test_esmeralda_discards_a_market_task_only_after_her_task_once() -> None:
    play = Play(["Esmeralda", None], dice=(6, 6))
    refused(play, {"type": "swap_task", "slot": 1}, 0, "only after completing a task")
    play.act({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    refused(play, {"type": "swap_task", "slot": 1}, 0, "only after completing a task")
    play.act({"type": "task", "vp": 2}, 0)
    refused(play, {"type": "swap_task", "slot": 4}, 0, "'slot' must be between 1 and 3")
    events = play.act({"type": "swap_task", "slot": 3}, 0)
    assert GAME.describe(events[0], _players(2)) == (
        "P0 (Esmeralda) discarded market task card 3 (counted from the far end) and replaced it"
    )
    refused(play, {"type": "swap_task", "slot": 1}, 0, "one market task card per task")
    play.act({"type": "end_turn"}, 0)
    # Bob has no Esmeralda; on her next turn the swap waits for a task again.
    play.act({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 1)
    play.act({"type": "task", "vp": 1}, 1)
    refused(play, {"type": "swap_task", "slot": 1}, 1, "only Esmeralda")
    play.act({"type": "end_turn"}, 1)
    play.act({"type": "roll_dice", "values": [6, 5]}, 0)
    play.act({"type": "place", "column": 1, "space": 5, "character": "Princess"}, 0)
    refused(play, {"type": "swap_task", "slot": 1}, 0, "only after completing a task")

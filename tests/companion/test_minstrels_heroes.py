"""Minstrels heroes: every replacement and rule change, on the game definition and over the API."""

from __future__ import annotations

import pytest

from companion.errors import ActionError
from companion.games.minstrels.fold import new_state
from companion.rng import seeded
from tests.companion.test_minstrels_play import BASE_COINS, GAME, Play, client_io


def refused(play: Play, action: dict, seat: int | None, text: str) -> None:
    """The action is refused with a message containing `text`, and nothing changes."""
    before = repr(play.state)
    with pytest.raises(ActionError) as e:
        play.act(action, seat)
    assert text in e.value.message
    assert repr(play.state) == before


# -- new rules ------------------------------------------------------------------------------------


def test_kratos_pays_to_reroll_for_everyone_before_the_first_turn() -> None:
    play = Play(["Kratos", None, None], dice=(1, 5))
    refused(play, {"type": "reroll"}, 1, "only Kratos")
    refused(play, {"type": "reroll", "dice": [2]}, 0, "'dice' must list")
    refused(play, {"type": "reroll", "dice": [0, 0]}, 0, "'dice' must list")
    refused(play, {"type": "reroll", "dice": [0.0]}, 0, "'dice' must list")
    play.act({"type": "reroll", "dice": [1], "values": [3]}, 0)
    assert play.state["dice"] == [1, 3] and play.p(0)["coins"] == 1
    play.act({"type": "reroll"}, 0)  # both dice, app-rolled
    assert play.p(0)["coins"] == 0
    refused(play, {"type": "reroll"}, 0, "costs 1 coin")
    play.p(0)["coins"] = 5
    play.act({"type": "pass"}, 0)
    refused(play, {"type": "reroll"}, 0, "before the first turn")


def test_esmeralda_takes_two_coins_on_every_double() -> None:
    play = Play([None, "Esmeralda", "Kratos"], dice=(4, 4))
    assert play.p(1)["coins"] == 4 and play.p(1)["log"][-1][1:] == ["Esmeralda", "double", 0, 2]
    play.act({"type": "reroll", "dice": [0], "values": [2]}, 2)
    assert play.p(1)["coins"] == 4
    events = play.act({"type": "reroll", "dice": [1], "values": [2]}, 2)
    assert play.p(1)["coins"] == 6 and "Esmeralda +2 coins" in GAME.describe(events[0], _players(3))


def test_esmeralda_gets_nothing_from_an_empty_bank() -> None:
    play = Play([None, "Esmeralda"], dice=None, bank=1)
    play.act({"type": "roll_dice", "values": [6, 6]}, 0)
    assert play.p(1)["coins"] == 2 + 1 + 1 and play.state["bank"] == 0


def test_friar_tuck_buys_and_places_once_per_turn_and_takes_a_coin_each_turn() -> None:
    play = Play(["Friar Tuck", None], dice=(6, 6))
    refused(play, {"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 0, "costs 4 coins")
    play.p(0)["coins"] = 9
    play.state["bank"] -= 7
    refused(play, {"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 1, "not your turn")
    ev = play.act({"type": "buy", "column": 1, "space": 3, "character": "Princess"}, 0)
    assert ev[0]["bought"] and ev[0]["cost"] == 4 and play.p(0)["vp"] == 3 and play.p(0)["coins"] == 5
    refused(play, {"type": "buy", "column": 1, "space": 4, "character": "Knight"}, 0, "one character per turn")
    play.act({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)  # the normal placement too
    assert play.p(0)["vp"] == 9
    play.act({"type": "end_turn"}, 0)
    assert play.p(0)["coins"] == 6 and play.p(0)["log"][-1][1] == "Friar Tuck"
    refused(play, {"type": "buy", "column": 1, "space": 3, "character": "Knight"}, 1, "only Friar Tuck")


def test_friar_tuck_coin_also_after_passing() -> None:
    play = Play(["Friar Tuck", None])
    play.act({"type": "pass"}, 0)
    assert play.p(0)["coins"] == 2 + 1 + 1


def test_heroes_are_kept_from_the_offer_only() -> None:
    state = new_state(2, 0, True, False, ["Toothy", "Mimic", "Rapunzel", "Esmeralda"])
    with pytest.raises(ActionError, match="one of your cards: Toothy, Mimic"):
        GAME.act(state, {"type": "board_ready", "coins": BASE_COINS, "hero": "Rapunzel"}, 0, seeded(1))


# -- replacements -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hero", "pieces", "place", "vp", "coins"),
    [
        ("Toothy", [], (1, 5, "Dragon"), 2, 5),
        ("Rapunzel", [(1, 1, "Treasure"), (1, 2, "Bandit")], (1, 5, "Princess"), 4, 2),
        ("Mimic", [(1, 1, "Bandit"), (1, 2, "Knight")], (1, 5, "Treasure"), 0, 1),
        ("Robin Hood", [(1, 4, "Treasure"), (1, 6, "Treasure")], (1, 5, "Bandit"), 6, 0),
        ("Don Quixote", [(1, 1, "Treasure"), (1, 2, "Bandit"), (1, 3, "Wizard")], (1, 5, "Knight"), 5, 0),
    ],
)
def test_replacement_effects_through_a_placement(hero, pieces, place, vp, coins) -> None:
    play = Play([hero, None], dice=(5, 5))
    play.put(0, *pieces)
    play.p(0)["coins"] = 9  # any change of the dice is affordable
    play.state["bank"] -= 7
    before = play.p(0)["coins"]
    c, s, ch = place
    ev = play.act({"type": "place", "column": c, "space": s, "character": ch}, 0)[0]
    effect = ev["gains"][0]
    assert (effect["source"], effect["vp"], effect["coins"]) == (ch, vp, coins)
    assert play.p(0)["coins"] == before - ev["cost"] + coins


def test_archchancellor_counts_sets_of_three() -> None:
    play = Play(["Archchancellor", None], dice=(2, 5))
    play.p(0)["coins"] = 7
    play.state["bank"] -= 5
    ev = play.act({"type": "place", "column": 1, "space": 5, "character": "Wizard"}, 0)[0]
    assert ev["cost"] == 0 and ev["gains"][0]["vp"] == 4 + 4 + 1


def test_toothy_coins_are_capped_by_the_bank() -> None:
    play = Play(["Toothy", None], dice=(1, 6), bank=2)
    ev = play.act({"type": "place", "column": 1, "space": 6, "character": "Dragon"}, 0)[0]
    assert (ev["gains"][0]["vp"], ev["gains"][0]["coins"]) == (2, 2) and play.state["bank"] == 0


# -- over the API: undo of a reroll and of a purchase --------------------------------------------------


def _players(n: int) -> list:
    from companion.games.base import Player

    return [Player(f"P{i}", "#000000") for i in range(n)]


def test_undo_of_reroll_and_buy_through_the_engine(client, new_table) -> None:
    for _ in range(12):  # deal until someone is offered Kratos and someone Friar Tuck
        table = new_table("minstrels", ["A", "B", "C", "D"], {"heroes": True})
        post, get = client_io(client, table)
        offers = [get(s)["state"]["players"][s]["offer"] for s in range(4)]
        kratos = [s for s in range(4) if "Kratos" in offers[s]]
        tuck = [s for s in range(4) if "Friar Tuck" in offers[s] and s not in kratos]
        if kratos and tuck:
            break
    else:
        pytest.fail("no deal gave out Kratos and Friar Tuck")
    for s in range(4):
        hero = "Kratos" if s == kratos[0] else "Friar Tuck" if s == tuck[0] else offers[s][0]
        post({"type": "board_ready", "coins": BASE_COINS, "hero": hero}, s)
    post({"type": "roll_dice", "values": [3, 3]}, 0)
    rolled = get("host")["state"]
    post({"type": "reroll", "dice": [0], "values": [6]}, kratos[0])
    assert get("host")["state"]["dice"] == [6, 3]
    post({"type": "undo"}, kratos[0])
    assert get("host")["state"] == rolled
    while get("host")["state"]["turn"] != tuck[0]:
        post({"type": "pass"}, get("host")["state"]["turn"])
    for _ in range(2):  # two turns of passing: Friar Tuck's coins reach 4
        while get("host")["state"]["turn"] != tuck[0] or get("host")["state"]["dice"] is None:
            st = get("host")["state"]
            if st["dice"] is None:
                post({"type": "roll_dice", "values": [3, 3]}, st["first"])
            else:
                post({"type": "pass"}, st["turn"])
        if get("host")["state"]["players"][tuck[0]]["coins"] >= 4:
            break
        post({"type": "pass"}, tuck[0])
    before = get("host")["state"]
    assert before["players"][tuck[0]]["coins"] >= 4
    post({"type": "buy", "column": 1, "space": 4, "character": "Knight"}, tuck[0])
    assert get("host")["state"]["players"][tuck[0]]["pieces"][0][3] == "Knight"
    post({"type": "undo"}, "host")
    assert get("host")["state"] == before

"""Minstrels: the turn prompt and the first player, in every phase, as every phone reads them."""

from __future__ import annotations

import pytest

from companion.games.minstrels.prompt import prompt
from companion.games.minstrels.view import decided_by, tie_splits
from tests.companion.test_minstrels_play import BASE_COINS, Play, client_io, play_to_the_end, play_turn, setup_boards


def _prompt(get, seat="host") -> dict:
    return get(seat)["state"]["prompt"]


def test_setup_prompt_lists_every_board_not_set_up(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob", "Cy"])
    post, get = client_io(client, table)
    assert _prompt(get) == {"seats": [0, 1, 2], "do": "place the starting coins"}
    post({"type": "board_ready", "coins": BASE_COINS}, 1)
    assert _prompt(get, 0)["seats"] == [0, 2]  # the same on every phone
    assert _prompt(get, 1)["seats"] == [0, 2]


def test_setup_prompt_with_heroes_and_quests(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True})
    _, get = client_io(client, table)
    assert _prompt(get)["do"] == "choose a hero, place coins"
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True})
    _, get = client_io(client, table)
    assert _prompt(get)["do"] == "place the starting coins"


def test_play_prompts_roll_place_task_end(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"first_player": "Bob"})
    post, get = client_io(client, table)
    setup_boards(post, 2)
    st = get(0)["state"]
    assert st["first_player"] == 1
    assert st["prompt"] == {"seats": [1], "do": "roll both dice"}
    post({"type": "roll_dice", "values": [6, 1]}, 1)
    assert _prompt(get) == {"seats": [1], "do": "place a character, or pass for 1 coin"}
    post({"type": "place", "column": 1, "space": 1, "character": "Princess"}, 1)
    assert _prompt(get) == {"seats": [1], "do": "complete a task, or end the turn"}
    post({"type": "task", "vp": 2}, 1)
    assert _prompt(get) == {"seats": [1], "do": "end the turn"}
    post({"type": "end_turn"}, 1)
    assert _prompt(get) == {"seats": [0], "do": "place a character, or pass for 1 coin"}


def test_the_prompt_follows_the_first_player_token(client, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob", "Cy"])
    post, get = client_io(client, table)
    setup_boards(post, 3)
    for _ in range(3):
        play_turn(post, get)
    st = get("host")["state"]
    assert st["first_player"] == 1  # passed to the left after round 1
    assert st["prompt"] == {"seats": [1], "do": "roll both dice"}


def test_game_over_prompt_is_empty(client, new_table) -> None:
    table = new_table("minstrels", ["Solo"])
    post, get = client_io(client, table)
    setup_boards(post, 1)
    play_to_the_end(post, get)
    st = get(0)["state"]
    assert st["phase"] == "over"
    assert st["prompt"] == {"seats": [], "do": ""}
    assert st["first_player"] == 0


@pytest.mark.parametrize(
    ("keys", "said"),
    [
        ([[30, 2, 1], [28, 5, 0]], None),
        ([[30, 4, 1], [30, 2, 3]], "tie broken on most coins"),
        ([[30, 2, 3], [30, 2, 1]], "tie broken on most filled columns"),
        ([[30, 2, 1], [30, 2, 1]], "a shared victory: tied on VP, coins and filled columns"),
    ],
    ids=["no-tie", "coins", "columns", "shared"],
)
def test_the_end_names_the_tie_break(keys, said) -> None:
    places = [1, 1 if keys[0] == keys[1] else 2]
    standings = [
        {"seat": i, "place": p, "key": k, "shared": False} for i, (p, k) in enumerate(zip(places, keys, strict=True))
    ]
    assert decided_by({"standings": standings}) == said
    assert decided_by(None) is None


def test_each_tie_on_vp_below_the_winner_says_what_split_it() -> None:
    # pt79: 3rd and 4th on 49 VP each, split on coins (7 to 5), and nothing said so.
    standings = [
        {"seat": 2, "place": 1, "key": [86, 3, 1], "shared": False},
        {"seat": 0, "place": 2, "key": [60, 1, 0], "shared": False},
        {"seat": 1, "place": 3, "key": [49, 7, 0], "shared": False},
        {"seat": 3, "place": 4, "key": [49, 5, 0], "shared": False},
    ]
    coins = "level on VP: coins decide"
    assert tie_splits({"standings": standings}) == [None, None, coins, coins]
    standings[3]["key"] = [49, 7, 1]  # the same coins: the full columns split them
    standings[2], standings[3] = {**standings[3], "place": 3}, {**standings[2], "place": 4}
    assert tie_splits({"standings": standings})[2:] == ["level on VP: full columns decide"] * 2
    standings[3] = {**standings[2], "seat": 1}  # level on everything: a shared place, nothing split
    assert tie_splits({"standings": standings})[2:] == [None, None]
    assert tie_splits(None) == []


def test_the_turn_prompt_promises_no_coin_for_a_pass_once_the_bank_is_empty() -> None:
    """pt18: the prompt said "or pass for 1 coin" and the pass gave "+0 coins" (the bank had run out)."""
    assert prompt(Play([None, None], bank=3).state)["do"] == "place a character, or pass for 1 coin"
    assert prompt(Play([None, None], bank=0).state)["do"] == "place a character, or pass (bank empty)"

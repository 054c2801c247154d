"""The King of All Bards' turn prompt (contract 1) in every phase, as each phone receives it over the API."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import opened, snap, start
from tests.conftest import act


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def prompt(client: FlaskClient, t: dict, seat: int | str | None = None) -> dict:
    return snap(client, t, seat)["state"]["prompt"]


def test_setup_placement_and_movement_prompts(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    assert prompt(client, t) == {"seats": [0, 1, 2], "do": "choose a Bard Card"}
    assert snap(client, t)["state"]["first_player"] is None
    act(client, t, {"type": "choose_bard", "bard": "slav"}, 0)
    assert prompt(client, t, 0)["seats"] == [1, 2]
    for seat, bard in ((1, "helga"), (2, "caspar")):
        act(client, t, {"type": "choose_bard", "bard": bard}, seat)
    assert prompt(client, t)["do"] == "roll for the First Player"
    act(client, t, {"type": "first_player", "seat": 1}, "host")
    assert snap(client, t)["state"]["first_player"] == 1
    assert prompt(client, t) == {"seats": [1], "do": "place your first Fans", "them": "place their first Fans"}
    for seat in (1, 2, 0):
        act(client, t, {"type": "place_start", "pub": seat + 1}, seat)
    move = "pick a Pub (secret)"
    assert prompt(client, t, 2) == {"seats": [0, 1, 2], "do": move}
    act(client, t, {"type": "pick", "pub": 6}, 1)
    assert prompt(client, t, 0) == {"seats": [0, 2], "do": move}  # every seat still to choose, Bob is done


def _dueling(client: FlaskClient, new_table) -> dict:
    t = opened(new_table)
    start(client, t)
    for seat, pub in enumerate((6, 6, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    return t


def test_a_german_prompt_says_the_players_move_in_the_third_person_to_the_other_phones(
    client: FlaskClient, new_table
) -> None:
    # A playtest's phones read "Maximilian: deine ersten Fans stellen" ("your" said to the others).
    t = opened(new_table)
    for seat, bard in enumerate(("slav", "helga", "caspar")):
        act(client, t, {"type": "choose_bard", "bard": bard}, seat)
    act(client, t, {"type": "first_player", "seat": 1}, "host")
    r = client.get(f"/api/tables/{t['code']}", headers={"Accept-Language": "de"})
    said = r.get_json()["state"]["prompt"]
    assert said["do"] == "deine ersten Fans stellen" and said["them"] == "die ersten Fans stellen"


def test_duel_prompts_songs_rolls_settle_and_rewards(client: FlaskClient, new_table) -> None:
    t = _dueling(client, new_table)
    song = "choose a Song (secret)"
    assert prompt(client, t) == {"seats": [0, 1, 2], "do": song}
    act(client, t, {"type": "duel_song", "genre": "love", "mood": "major"}, 0)
    act(client, t, {"type": "duel_song", "genre": "epic", "mood": "major"}, 1)
    assert prompt(client, t) == {"seats": [2], "do": song}
    act(client, t, {"type": "duel_song", "genre": "dance", "mood": "major"}, 2)
    assert prompt(client, t) == {
        "seats": [0, 1, 2],
        "do": "roll a die for your Song",
        "them": "roll a die for their Song",
    }
    for seat, v in ((0, 4), (1, 3), (2, 2)):  # Slav +1 Love, Helga +1 Epic; the Nuttery +1 Major: 6, 5, 3
        act(client, t, {"type": "duel_roll", "value": v}, seat)
    # Slav wins unless a Trick is played: the losers are asked first, each for themselves (pt63), then Slav's rewards.
    asked = "play a Trick or not"
    assert prompt(client, t) == {"seats": [1, 2], "do": asked}
    act(client, t, {"type": "duel_settle"}, 1)
    assert prompt(client, t) == {"seats": [2], "do": asked}
    act(client, t, {"type": "duel_settle"}, 2)
    assert prompt(client, t) == {
        "seats": [0],
        "do": "choose 2 different rewards",
    }


def test_duel_tie_prompts_the_tied_to_reroll(client: FlaskClient, new_table) -> None:
    t = _dueling(client, new_table)
    for seat in range(3):
        act(client, t, {"type": "duel_song", "genre": "drinking", "mood": "minor"}, seat)
    for seat, v in ((0, 5), (1, 5), (2, 2)):  # Caspar +1 Drinking: 5, 5, 3
        act(client, t, {"type": "duel_roll", "value": v}, seat)
    act(client, t, {"type": "duel_settle"}, "host")
    assert prompt(client, t) == {"seats": [0, 1], "do": "reroll your die (a tie)", "them": "reroll their die (a tie)"}


def test_performance_refreshment_and_game_over_prompts(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t, first=2)
    for seat, pub in enumerate((4, 5, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    assert prompt(client, t, 0) == {"seats": [2], "do": "pick a Song, or stop"}
    act(client, t, {"type": "sing", "genre": "drinking", "mood": "major"}, 2)
    assert prompt(client, t, 1) == {"seats": [2], "do": "roll the die"}
    act(client, t, {"type": "perform_roll", "value": 6}, 2)
    assert prompt(client, t) == {"seats": [2], "do": "choose your reward", "them": "choose their reward"}
    act(client, t, {"type": "reward", "kind": "card"}, 2)
    assert prompt(client, t)["do"] == "pick a Song, or stop (1 sung)"
    act(client, t, {"type": "sing", "genre": "love", "mood": "minor"}, 2)
    act(client, t, {"type": "perform_roll", "value": 2}, 2)
    assert prompt(client, t) == {
        "seats": [2],
        "do": "end your turn after the failed Song",
        "them": "end their turn after the failed Song",
    }
    act(client, t, {"type": "end_turn"}, 2)
    assert prompt(client, t) == {"seats": [0], "do": "pick a Song, or stop"}  # clockwise from the First Player
    act(client, t, {"type": "adjust_tips", "delta": 2}, 1)
    act(client, t, {"type": "play_trick", "trick": "ragnarok", "value": 2}, 1)  # Helga's, out of turn
    assert prompt(client, t) == {"seats": [1], "do": "choose a Pub for a Brawl (2 left)"}
    act(client, t, {"type": "ragnarok_done"}, 1)
    for seat in (0, 1):
        act(client, t, {"type": "end_turn"}, seat)
    refresh = "refill your hand to 6 cards"
    theirs = "refill their hand to 6 cards"
    assert prompt(client, t) == {"seats": [2, 0, 1], "do": refresh, "them": theirs}
    act(client, t, {"type": "refresh"}, 0)
    assert prompt(client, t) == {"seats": [2, 1], "do": refresh, "them": theirs}
    for pub in (2, 3, 5, 6):  # Ann: 5 Pubs, and a Tip short of five
        act(client, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    act(client, t, {"type": "adjust_tips", "delta": 4}, 0)
    ending = "play a Trick or let it end"
    assert prompt(client, t, 1) == {"seats": [2, 0, 1], "do": ending}
    act(client, t, {"type": "end_game"}, 0)
    assert prompt(client, t, 1) == {"seats": [2, 1], "do": ending}
    act(client, t, {"type": "end_game"}, "host")
    s = snap(client, t, 1)["state"]
    assert s["phase"] == "over" and s["prompt"] == {"seats": [], "do": "the game is over"}
    assert s["first_player"] == 2

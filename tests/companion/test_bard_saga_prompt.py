"""Bard Saga's turn prompt and first player, phase by phase, as every phone reads them over the API."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask.testing import FlaskClient

from tests.companion.test_bard_saga import FIELD, finish_with, give, play_to_last_round, started, state
from tests.conftest import act


def prompt(client: FlaskClient, table: dict, seat: int | None = None) -> dict:
    """The prompt as a seat's phone (or a watcher) reads it."""
    if seat is None:
        return state(client, table)["prompt"]
    token = table["seats"][seat]["token"]
    return client.get(f"/api/tables/{table['code']}", headers={"Authorization": f"Bearer {token}"}).json["state"][
        "prompt"
    ]


def test_setup_asks_for_the_field_then_the_starting_player_then_white(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = new_table("bard-saga", ["Ann", "Bob", "Cid"])
    st = state(client, table)
    assert st["prompt"] == {"seats": [], "do": "tell the top colour of each deck in the Field (9 to go)"}
    assert st["first_player"] is None
    act(client, table, {"type": "set_top", "deck": 0, "color": "Red"}, 0)
    assert prompt(client, table)["do"] == "tell the top colour of each deck in the Field (8 to go)"
    act(client, table, {"type": "set_field", "colors": FIELD}, "host")
    assert prompt(client, table) == {"seats": [], "do": "choose the Starting Player: who last sang a song aloud?"}
    st = act(client, table, {"type": "choose_starting", "seat": 2}, "host")["state"]
    assert st["prompt"] == {"seats": [2], "do": "declare the colour of white cards"}
    assert st["first_player"] == 2
    # The action's answer and every phone's read agree.
    assert prompt(client, table, 0) == prompt(client, table, 2) == st["prompt"]


def test_seeking_offers_only_what_the_seat_can_pay_for(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    # Ann holds two starting Scrolls: no deck's requirement is met by two Scrolls of the Field's colours.
    st = state(client, table)
    assert st["prompt"] == {"seats": [0], "do": "play a Story, or pass"}
    assert st["first_player"] == 0
    give(client, table, 0, st["need"][0]["scrolls"])
    assert prompt(client, table)["do"] == "play or collect a Story, or pass"
    act(client, table, {"type": "collect", "deck": 0}, 0)  # deck 0 now shows its Legend
    assert prompt(client, table) == {"seats": [1], "do": "play a Story, or pass"}
    act(client, table, {"type": "pass"}, 1)
    give(client, table, 0, state(client, table)["need"][0]["scrolls"])
    do = prompt(client, table)["do"]
    assert do in ("play, search a Legend, or pass", "play, collect, search, or pass")


def test_singing_names_the_first_to_pass_and_the_random_scrolls(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    act(client, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "play", "color": "Blue", "face_down": True}, 2)
    act(client, table, {"type": "pass"}, 0)
    st = act(client, table, {"type": "pass"}, 2)["state"]
    # Bob passed first and has no Story: the singing starts with him (and one tap sings for all),
    # but he gains nothing, so nothing tells him to gain his Scrolls; no colon after "Bob: ".
    # The random Scrolls are not in it: "(+2 Scrolls at random)" took a third line at 360 px and read
    # as the singer's own (pt4); the bar's Draw for me / We drew… pair says them.
    assert st["prompt"] == {"seats": [1], "do": "score everyone's Singing Victory"}
    act(client, table, {"type": "flip", "seat": 2, "index": 0}, 2)
    assert prompt(client, table)["do"] == "score everyone's Singing Victory"
    st = act(client, table, {"type": "sing"}, 1)["state"]
    assert st["prompt"] == {"seats": [1], "do": "declare the colour of white cards"}
    assert st["first_player"] == 1  # Bob passed first: the Starting Player now


def test_over_the_limit_every_seat_still_to_give_back_is_named(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    for seat, hold in ((0, {"Yellow": 5, "Green": 5}), (1, {}), (2, {"Red": 5, "Blue": 5})):
        have = state(client, table)["scrolls"][seat]
        delta = {c: hold.get(c, 0) - have[c] for c in have if hold.get(c, 0) != have[c]}
        if delta:
            act(client, table, {"type": "adjust", "seat": seat, "scrolls": delta}, "host")
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "play", "color": "Yellow"}, 2)
    act(client, table, {"type": "pass"}, 0)
    act(client, table, {"type": "pass"}, 2)
    st = act(client, table, {"type": "sing"}, 1)["state"]
    assert st["phase"] == "returning"
    assert st["prompt"] == {"seats": [0, 2], "do": "discard Scrolls down to 10"}
    act(client, table, {"type": "give_back", "scrolls": {"Red": 1}}, 0)
    assert prompt(client, table)["seats"] == [2]


def test_the_end_names_nobody(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = play_to_last_round(new_table, client)
    act(client, table, {"type": "pass"}, state(client, table)["turn"])
    act(client, table, {"type": "pass"}, state(client, table)["turn"])
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["phase"] == "ended"
    assert st["prompt"] == {"seats": [], "do": "the game is over: see who won"}


@pytest.mark.parametrize(
    ("vp", "scrolls", "winners", "by", "line"),
    [
        pytest.param([15, 14], [0, 9], [0], "most Victory Points", "Won on the most VP", id="most-vp"),
        pytest.param(
            [14, 14], [3, 4], [1], "tie broken on most Scroll cards", "Tie on VP, won on the most Scrolls", id="tie"
        ),
        pytest.param(
            [14, 14],
            [4, 4],
            [0, 1],
            "a shared victory: tied on Victory Points and Scroll cards",
            "a shared victory: tied on Victory Points and Scroll cards",
            id="shared",
        ),
    ],
)
def test_the_end_names_the_winner_and_what_decided_it(
    new_table: Callable[..., dict],
    client: FlaskClient,
    vp: list[int],
    scrolls: list[int],
    winners: list[int],
    by: str,
    line: str,
) -> None:
    table = play_to_last_round(new_table, client)
    st = finish_with(client, table, vp, scrolls)
    # "line": the end screen's words under the winner (pt10: "Won on tie broken on most Scroll cards").
    assert st["won"] == {"seats": winners, "by": by, "line": line}


def test_singing_tells_the_phone_who_draws_and_what_the_inn_holds(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    assert state(client, table)["sing_draws"] == []
    act(client, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "play", "color": "Blue"}, 2)
    act(client, table, {"type": "play", "color": "Yellow", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 2)
    st = act(client, table, {"type": "pass"}, 0)["state"]
    assert st["sing_draws"] == [{"seat": 0, "count": 2}]  # Bob passed first: Bob, Cid, Ann
    assert st["sing_inn"] == {**st["inn"], "Blue": st["inn"]["Blue"] - 1}  # Cid's Blue Story takes one first


def test_a_collected_centre_asks_its_taker_for_the_new_top_colour(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    # pt7: the centre's new top stayed "?" and nobody was asked; its neighbours' Collect was refused.
    table = started(new_table, client, n=3)
    act(client, table, {"type": "pass"}, 0)  # Ann passes: the taker is found past her
    give(client, table, 1, state(client, table)["need"][4]["scrolls"])
    act(client, table, {"type": "collect", "deck": 4}, 1)
    st = state(client, table)
    assert st["turn"] == 2 and st["ask"] == {"deck": 4, "seat": 1}
    assert st["prompt"] == {"seats": [1], "do": "tell the new top colour of the centre deck"}
    act(client, table, {"type": "set_top", "deck": 4, "color": "Red"}, 1)
    st = state(client, table)
    assert st["ask"] is None and st["prompt"]["seats"] == [2]

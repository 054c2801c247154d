"""The King of All Bards (pt40): the host's phone rolls for no seat another phone holds unless it names it ("by")."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import BARDS, duelling, opened, snap
from tests.conftest import act


@pytest.fixture
def client(app) -> FlaskClient:
    """The Flask client: these tests are of HTTP."""
    return app.test_client()


def _revealed(client: FlaskClient, new_table) -> dict:
    """Ann and Bob, each on their own phone, have sung in their Duel: the dice are due."""
    t = duelling(client, new_table)
    for seat in (0, 1):
        act(client, t, {"type": "duel_song", "genre": "love", "mood": "major"}, seat)
    return t


def test_the_hosts_roll_for_everyone_is_refused_for_seats_on_their_own_phones(client: FlaskClient, new_table) -> None:
    t = _revealed(client, new_table)
    refused = act(client, t, {"type": "duel_roll"}, "host", status=409)
    assert refused["error"]["code"] == "seat_held" and refused["error"]["seats"] == [0, 1]
    assert snap(client, t, "host")["state"]["duel"]["rolls"] == {}


def test_the_host_still_rolls_for_a_seat_it_names(client: FlaskClient, new_table) -> None:
    t = _revealed(client, new_table)
    act(client, t, {"type": "duel_roll", "by": 1}, "host")  # Bob's phone has gone quiet: the host rolls for him
    assert list(snap(client, t, "host")["state"]["duel"]["rolls"]) == ["1"]
    act(client, t, {"type": "duel_roll"}, 0)  # Ann on her own phone
    assert sorted(snap(client, t, "host")["state"]["duel"]["rolls"]) == ["0", "1"]


def _bards(client: FlaskClient, new_table) -> dict:
    """Ann, Bob and Cy, each on their own phone, have chosen their Bards: the roll for the First Player is due."""
    t = opened(new_table)
    for seat, bard in enumerate(BARDS):
        act(client, t, {"type": "choose_bard", "bard": bard}, seat)
    return t


def test_each_seat_rolls_for_the_first_player_on_its_own_phone(client: FlaskClient, new_table) -> None:
    t = _bards(client, new_table)
    refused = act(client, t, {"type": "first_player"}, "host", status=409)  # the host's phone: not for them
    assert refused["error"]["code"] == "seat_held" and refused["error"]["seats"] == [0, 1, 2]
    act(client, t, {"type": "first_player", "value": 3}, 0)
    state = snap(client, t, "host")["state"]
    assert state["first"] is None and state["prompt"]["seats"] == [1, 2]
    assert act(client, t, {"type": "first_player"}, 0, status=400)["error"]["code"] == "already_rolled"
    act(client, t, {"type": "first_player", "value": 5}, 1)
    act(client, t, {"type": "first_player", "value": 5, "by": 2}, "host")  # the host names the seat: allowed
    state = snap(client, t, "host")["state"]
    assert state["first"] is None and state["prompt"]["seats"] == [1, 2]  # a tie for the highest: they roll again
    act(client, t, {"type": "first_player", "value": 2}, 1)
    act(client, t, {"type": "first_player", "value": 6}, 2)
    state = snap(client, t, "host")["state"]
    assert state["first"] == 2 and state["phase"] == "placement"
    assert "Cy is the First Player (roll-off: Ann 3, Bob 5, Cy 5; then Bob 2, Cy 6)" in [
        e["text"] for e in snap(client, t)["log"]
    ]

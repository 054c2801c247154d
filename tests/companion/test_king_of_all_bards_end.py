"""The King of All Bards' end of game over the API: it ends "as long as nobody plays a Trick Card to prevent this".

"Tricks may be played in advance, before it happens but also afterwards to cancel the fulfillment of
the game end condition": five-and-five makes the end pending; a Trick (and its moves by hand) that
leaves nobody at five-and-five cancels it; the game ends when every player lets it (or the host says).
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import opened, snap, start
from tests.conftest import act

PENDING = "play a Trick or let it end"


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def in_pubs(client: FlaskClient, new_table, *pubs: int) -> dict:
    """Round 1's Performance, Bards in Pubs 4, 5, 6: Ann (first Fan in Pub 1) puts a Fan in each of `pubs`."""
    t = opened(new_table)
    start(client, t)
    for seat, pub in enumerate((4, 5, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    for pub in pubs:
        act(client, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    return t


def five_and_five(client: FlaskClient, new_table) -> dict:
    """Ann (Slav) sings in Pub 4 with Fans in Pubs 1 to 5 and 4 Tips; a successful Song's Tip is her fifth."""
    t = in_pubs(client, new_table, 2, 3, 4, 5)
    act(client, t, {"type": "adjust_tips", "delta": 3}, 0)
    act(client, t, {"type": "adjust_tips", "delta": 3}, 1)  # Bob can afford a Trick
    act(client, t, {"type": "sing", "genre": "love", "mood": "major"}, 0)
    act(client, t, {"type": "perform_roll", "value": 6}, 0)
    return t


def test_the_end_is_pending_on_every_phone_and_a_trick_is_still_accepted(client: FlaskClient, new_table) -> None:
    t = five_and_five(client, new_table)
    answer = act(client, t, {"type": "reward", "kind": "tip"}, 0)
    assert answer["events"][-1]["type"] == "end_pending"
    assert answer["events"][-1]["text"] == (
        "Ann: 5 Tips and Fans in 5 different Pubs. The game ends unless someone plays a Trick"
    )
    for who in (0, 1, 2, "host", None):
        s = snap(client, t, who)["state"]
        assert s["phase"] == "performance" and s["ending"] == {"seats": [0], "passed": []}
        assert s["prompt"] == {"seats": [0, 1, 2], "do": PENDING}
    # The case: a Trick right after the end condition is played, not refused as "the game is over".
    act(client, t, {"type": "play_trick", "trick": "concentration", "target": 0, "delta": -1}, 1)
    assert snap(client, t)["state"]["ending"]["seats"] == [0]
    refused = act(client, t, {"type": "sing", "genre": "love", "mood": "major"}, 0, status=400)
    assert "the game ends unless someone plays a Trick" in refused["error"]["message"]


def test_a_trick_that_undoes_five_and_five_cancels_the_end(client: FlaskClient, new_table) -> None:
    """Bob's Pub Crawl swaps Ann's Fan in Pub 5 with his Fan in the Square: she has 4 Pubs, the game goes on."""
    t = five_and_five(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    act(client, t, {"type": "play_trick", "trick": "pub_crawl"}, 1)
    answer = act(client, t, {"type": "swap_fans", "a": {"color": 0, "at": 5}, "b": {"color": 1, "at": 0}}, 1)
    assert [e["type"] for e in answer["events"]] == ["fans_swapped", "end_cancelled"]
    s = snap(client, t)["state"]
    assert s["ending"] is None and s["phase"] == "performance" and s["prompt"]["do"] == "pick a Song, or stop (1 sung)"
    act(client, t, {"type": "sing", "genre": "love", "mood": "major"}, 0)  # Ann sings on
    refused = act(client, t, {"type": "end_game"}, 0, status=400)
    assert "the game goes on" in refused["error"]["message"]


def test_cut_strings_on_the_trick_that_made_it_and_its_fan_moved_back(client: FlaskClient, new_table) -> None:
    """Ann's Signing Session puts her fifth Pub's Fan; Bob cuts it, and the Fan goes back by hand."""
    t = in_pubs(client, new_table, 2, 3, 5)
    act(client, t, {"type": "adjust_tips", "delta": 5}, 0)
    act(client, t, {"type": "play_trick", "trick": "signing_session"}, 0)  # its Fan placed in Pub 4
    assert snap(client, t)["state"]["ending"]["seats"] == [0]
    act(client, t, {"type": "play_trick", "trick": "cut_strings"}, 1)
    answer = act(client, t, {"type": "move_fan", "color": 0, "from": 4, "to": "reserve"}, 0)
    assert answer["events"][-1]["type"] == "end_cancelled"


def test_the_game_ends_when_every_player_lets_it_and_a_trick_asks_everyone_again(
    client: FlaskClient, new_table
) -> None:
    t = five_and_five(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    act(client, t, {"type": "end_game"}, 0)
    act(client, t, {"type": "end_game"}, 2)
    assert snap(client, t)["state"]["prompt"] == {"seats": [1], "do": PENDING}
    act(client, t, {"type": "play_trick", "trick": "concentration", "target": 0}, 1)  # changes nothing
    assert snap(client, t)["state"]["prompt"] == {"seats": [0, 1, 2], "do": PENDING}
    for seat in (0, 1):
        act(client, t, {"type": "end_game"}, seat)
    answer = act(client, t, {"type": "end_game"}, 2)
    assert answer["events"][-1]["type"] == "game_over" and answer["state"]["over"]["winners"] == [0]
    refused = act(client, t, {"type": "play_trick", "trick": "diehards"}, 1, status=400)
    assert refused["error"]["message"] == "the game is over (undo to go back)"


def test_the_host_ends_a_pending_game_at_once(client: FlaskClient, new_table) -> None:
    t = five_and_five(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    act(client, t, {"type": "end_game", "by": 1}, "host")  # a phone passed round: Bob lets it end
    assert snap(client, t)["state"]["ending"]["passed"] == [1]
    answer = act(client, t, {"type": "end_game"}, "host")
    assert answer["state"]["phase"] == "over"


def test_a_fifth_tip_cashed_in_as_the_last_refreshment_waits_and_a_cancel_ends_the_round(
    client: FlaskClient, new_table
) -> None:
    t = in_pubs(client, new_table, 2, 3, 4, 5)
    act(client, t, {"type": "adjust_tips", "delta": 3}, 0)
    act(client, t, {"type": "adjust_tips", "delta": 3}, 1)
    for seat in (0, 1, 2):
        act(client, t, {"type": "end_turn"}, seat)
    for seat in (1, 2):
        act(client, t, {"type": "refresh"}, seat)
    act(client, t, {"type": "refresh", "cash_in": True}, 0)  # Ann's fifth Tip
    s = snap(client, t)["state"]
    assert s["phase"] == "refreshment" and s["round"] == 1 and s["ending"]["seats"] == [0]
    act(client, t, {"type": "play_trick", "trick": "pub_crawl"}, 1)
    act(client, t, {"type": "swap_fans", "a": {"color": 0, "at": 5}, "b": {"color": 1, "at": 0}}, 1)
    s = snap(client, t)["state"]
    assert s["ending"] is None and s["phase"] == "movement" and s["round"] == 2


def test_a_phone_passed_round_lets_the_game_end_for_all_its_seats_in_one_tap(client: FlaskClient, new_table) -> None:
    # Issue #26 round three: six taps (four on the host's phone) became one per phone.
    t = five_and_five(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    answer = act(client, t, {"type": "end_game", "seats": [0, 2]}, "host")
    assert [e["type"] for e in answer["events"]] == ["end_passed", "end_passed"]
    assert snap(client, t)["state"]["ending"]["passed"] == [0, 2]
    assert snap(client, t)["state"]["prompt"] == {"seats": [1], "do": PENDING}
    answer = act(client, t, {"type": "end_game"}, 1)  # the last seat's own phone: one tap, and it ends
    assert answer["state"]["phase"] == "over"


@pytest.mark.parametrize("seats", [[], [0, 0], [7], ["0"], [True], "0,1", {"0": 1}])
def test_a_bad_list_of_seats_letting_the_game_end_is_refused(client: FlaskClient, new_table, seats) -> None:
    t = five_and_five(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    refused = act(client, t, {"type": "end_game", "seats": seats}, "host", status=400)
    assert refused["error"]["message"] == "'seats' must be a list of seats from 0 to 2"
    assert snap(client, t)["state"]["ending"]["passed"] == []

"""The King of All Bards: what every phone shows of the log (the reveal of every move, the last Duel's
result, where each Brawl was drawn) comes in the view, folded from the log, undo included."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import duelling, opened, snap, start
from tests.companion.test_king_of_all_bards_draws import full_pub_4
from tests.conftest import act


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def state(client: FlaskClient, t: dict, seat: int | str | None = None) -> dict:
    return snap(client, t, seat)["state"]


def test_every_bards_move_shows_until_the_first_song_and_undo_takes_it_back(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t)
    act(client, t, {"type": "pick", "pub": 4}, 0)
    act(client, t, {"type": "pick", "pub": 5}, 1)
    assert state(client, t)["reveal"] is None  # picks are secret until everyone has picked
    act(client, t, {"type": "pick", "pub": 6}, 2)
    for seat in (None, 0, "host"):
        assert state(client, t, seat)["reveal"] == [4, 5, 6]
    act(client, t, {"type": "undo"}, "host")  # the last pick, and the move it made
    assert state(client, t)["reveal"] is None and state(client, t)["phase"] == "movement"
    act(client, t, {"type": "redo"}, "host")
    assert state(client, t)["reveal"] == [4, 5, 6]
    act(client, t, {"type": "sing", "genre": "dance", "mood": "major"}, 0)
    assert state(client, t)["reveal"] is None


def duel_in_pub_6(client: FlaskClient, t: dict) -> dict:
    """Ann and Bob duel in Pub 6 (Cy goes to Pub 5); both sing, Ann rolls 6 and Bob 1: the settle's answer."""
    start(client, t)
    for seat, pub in enumerate((6, 6, 5)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    for seat in (0, 1):
        act(client, t, {"type": "duel_song", "genre": "love", "mood": "minor"}, seat)
    act(client, t, {"type": "duel_roll", "value": 6}, 0)
    act(client, t, {"type": "duel_roll", "value": 1}, 1)
    assert state(client, t)["duel_result"] is None  # rolled, not settled
    return act(client, t, {"type": "duel_settle"}, "host")


def test_a_duels_result_carries_the_last_steps_totals_and_rolls(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    answer = duel_in_pub_6(client, t)
    step = next(e for e in answer["events"] if e["type"] == "duel_step")["data"]
    expected = {"pub": 6, "winner": 0, "losers": [1], "totals": step["totals"], "rolls": {"0": 6, "1": 1}}
    assert step["totals"]["0"] > step["totals"]["1"]
    assert state(client, t)["duel_result"] == expected
    assert answer["state"]["duel_result"] == expected  # the answer's view says it too
    act(client, t, {"type": "undo"}, "host")
    assert state(client, t)["duel_result"] is None
    act(client, t, {"type": "redo"}, "host")
    assert state(client, t)["duel_result"] == expected


def test_a_duel_without_dice_has_no_totals_and_the_next_song_clears_it(client: FlaskClient, new_table) -> None:
    t = duelling(client, new_table)
    act(client, t, {"type": "duel_song", "genre": "love", "mood": "minor"}, 0)
    act(client, t, {"type": "duel_song", "no_song": True}, 1)
    s = state(client, t)
    assert s["duel_result"] == {"pub": 6, "winner": 0, "losers": [1], "totals": None, "rolls": None}
    assert s["reveal"] is None  # a Duel Song ends the reveal
    act(client, t, {"type": "duel_reward", "rewards": ["tip"]}, 0)
    assert state(client, t)["duel_result"]["winner"] == 0  # it stays through the rewards
    act(client, t, {"type": "sing", "genre": "dance", "mood": "major"}, 0)
    assert state(client, t)["duel_result"] is None


def test_each_brawl_says_whether_it_was_drawn_at_the_table_and_undo_takes_it_back(
    client: FlaskClient, new_table
) -> None:
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "reward", "kind": "fan"}, 0)
    assert [(b["pub"], b["at_table"]) for b in state(client, t)["brawls"]] == [(4, False)]
    act(client, t, {"type": "undo"}, 0)
    assert state(client, t)["brawls"] == []
    act(client, t, {"type": "reward", "kind": "fan", "drawn": [1]}, 0)
    assert [(b["drawn"], b["at_table"]) for b in state(client, t, 2)["brawls"]] == [([1], True)]
    # Diehards: the Brawl is drawn again by the app, and it says so.
    act(client, t, {"type": "play_trick", "trick": "diehards", "redo_brawl": True}, 1)
    (redone,) = state(client, t)["brawls"]
    assert redone["at_table"] is False and 1 not in redone["drawn"]


def test_a_new_round_starts_with_no_reveal_no_duel_result_and_no_brawl(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "reward", "kind": "fan", "drawn": [2]}, 0)
    assert state(client, t)["reveal"] is None  # Ann sang
    for seat in (0, 1, 2):
        act(client, t, {"type": "end_turn"}, seat)
    for seat in (0, 1, 2):
        act(client, t, {"type": "refresh"}, seat)
    s = state(client, t)
    assert s["round"] == 2 and s["phase"] == "movement"
    assert [b for b in s["brawls"] if b["round"] == s["round"]] == []
    for seat, pub in enumerate((1, 2, 3)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    assert state(client, t)["reveal"] == [1, 2, 3]
    assert state(client, t)["fans"][4] == [1, 2, 0]  # 3 of 3: one more Fan is a Brawl
    act(client, t, {"type": "move_fan", "color": 1, "from": "reserve", "to": 4}, 1)
    s = state(client, t)
    assert [(b["round"], b["at_table"]) for b in s["brawls"]] == [(2, False)]  # last round's Brawl is gone


def test_each_brawl_says_the_phase_it_came_in_and_undo_takes_that_back(client: FlaskClient, new_table) -> None:
    """pt32: a Movement's Brawl stayed on top of the Performance screen: the page needs each Brawl's phase."""
    t = opened(new_table)
    start(client, t)
    for _ in range(3):  # Pub 1 holds Ann's Fan: three more of Bob's go over its Capacity (3 players: 3)
        act(client, t, {"type": "move_fan", "color": 1, "from": "reserve", "to": 1}, 1)
    s = state(client, t)
    assert (s["phase"], [(b["pub"], b["phase"]) for b in s["brawls"]]) == ("movement", [(1, "movement")])
    for seat, pub in enumerate((4, 5, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    s = state(client, t)
    assert (s["phase"], [b["phase"] for b in s["brawls"]]) == ("performance", ["movement"])
    act(client, t, {"type": "move_fan", "color": 2, "from": "reserve", "to": 1}, 2)  # still over: a second Brawl
    assert [b["phase"] for b in state(client, t)["brawls"]] == ["movement", "performance"]
    act(client, t, {"type": "undo"}, 2)
    assert [b["phase"] for b in state(client, t)["brawls"]] == ["movement"]


def test_a_brawls_log_line_says_who_drew_it(client: FlaskClient, new_table) -> None:
    """pt32: the Brawl's line said "drawn by the app" though Wilhelmina had tapped "Draw for me"."""
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "reward", "kind": "fan"}, 0)
    texts = [e["text"] for e in snap(client, t)["log"]]
    assert any(x.startswith("Brawl in Pub 4") and x.endswith("(drawn by the app for Ann)") for x in texts), texts[-3:]
    act(client, t, {"type": "undo"}, 0)
    act(client, t, {"type": "reward", "kind": "fan", "drawn": [1]}, 0)  # at the table: the entry's own line says who
    texts = [e["text"] for e in snap(client, t)["log"]]
    assert "Brawl in Pub 4 (over Capacity): Bob's Fan to the Town Square (drawn at the table)" in texts

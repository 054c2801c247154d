"""The King of All Bards, issue #14: every Brawl's draw entered from the real Brawl bag, over the API.

An entered draw must give exactly the state (and the view, odds included) of the app drawing the
same Fans; every impossible entry is a 4xx naming what is wrong and changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import opened, snap, start
from tests.conftest import act


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def full_pub_4(client: FlaskClient, new_table, options: dict | None = None) -> dict:
    """Performance, Ann sings in Pub 4 which holds 3/3 Fans (Bob 2, Cy 1); Bob and Cy have 3 Tips."""
    t = opened(new_table, options)
    start(client, t)
    for seat, pub in enumerate((4, 5, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    for seat, k in ((1, 2), (2, 1)):
        for _ in range(k):
            act(client, t, {"type": "move_fan", "color": seat, "from": "reserve", "to": 4}, seat)
        act(client, t, {"type": "adjust_tips", "delta": 2}, seat)
    act(client, t, {"type": "sing", "genre": "dance", "mood": "major"}, 0)
    act(client, t, {"type": "perform_roll", "value": 6}, 0)
    assert snap(client, t)["state"]["fans"][4] == [0, 2, 1]
    return t


def last_brawl(answer: dict) -> dict:
    return [e for e in answer["events"] if e["type"] == "brawl"][-1]


def both_ways(client: FlaskClient, t: dict, action: dict, seat: int) -> tuple[dict, dict]:
    """The app draws; then, undone, the table enters the same Fans: both answers' Brawl events."""
    app = act(client, t, action, seat)
    app_state, app_view = snap(client, t, "host")["state"], snap(client, t, 1)["state"]
    drawn = [d["seat"] for d in last_brawl(app)["data"]["drawn"]]
    act(client, t, {"type": "undo"}, "host")
    table = act(client, t, {**action, "drawn": drawn}, seat)
    # Only where the last Brawl was drawn differs (each Brawl in the view says it).
    assert app_state["brawls"][-1]["at_table"] is False
    assert snap(client, t, "host")["state"] == drawn_at_table(app_state)
    assert snap(client, t, 1)["state"] == drawn_at_table(app_view)  # the odds of every Song (they count Fans) agree too
    return last_brawl(app), last_brawl(table)


def drawn_at_table(state: dict) -> dict:
    """The same state, its last Brawl entered from the real bag."""
    return {**state, "brawls": [*state["brawls"][:-1], {**state["brawls"][-1], "at_table": True}]}


def test_an_entered_capacity_brawl_is_the_app_drawing_the_same_fans(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    app, table = both_ways(client, t, {"type": "reward", "kind": "fan"}, 0)
    assert app["data"]["at_table"] is False and table["data"]["at_table"] is True
    assert app["text"].endswith(" (drawn by the app for Ann)") and table["text"].endswith(" (drawn at the table)")
    assert table["text"].startswith("Brawl in Pub 4 (over Capacity): ")


def test_an_entered_ragnarok_brawl_is_the_app_drawing_it(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    act(client, t, {"type": "play_trick", "trick": "ragnarok", "value": 2}, 1)
    app, table = both_ways(client, t, {"type": "ragnarok_brawl", "pub": 4}, 1)
    assert table["data"] == {**app["data"], "drawn": [{"seat": app["data"]["drawn"][0]["seat"]}], "at_table": True}
    assert snap(client, t)["state"]["ragnarok"]["pubs"] == [4]


def test_an_entered_vicious_heckle_brawl_is_the_app_drawing_it(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "undo"}, "host")  # back to Ann's Song, not yet rolled: Cy heckles it
    app, table = both_ways(client, t, {"type": "play_trick", "trick": "vicious_heckle", "target": 0}, 2)
    assert app["data"]["cause"] == "heckle" and app["data"]["leave_out"] == [2]
    assert table["data"]["drawn"][0]["seat"] == 1  # Bob's two are all the bag holds without Cy's
    assert table["text"] == "Brawl in Pub 4 (Vicious Heckle): Bob's Fan to the Town Square (drawn at the table)"


def _refused(client: FlaskClient, t: dict, action: dict, seat: Any, words: str) -> None:
    before = snap(client, t, "host")
    answer = act(client, t, action, seat, status=400)
    assert words in answer["error"]["message"], answer
    assert snap(client, t, "host") == before


@pytest.mark.parametrize(
    ("drawn", "words"),
    [
        ([], "draws 1 Fan, so 'drawn' lists 1, not 0"),
        ([1, 2], "lists 1, not 2"),
        ([7], "'drawn': 7 is not a seat (0 to 2)"),
        (["Bob"], "'drawn' must be a list of seats"),
        ([True], "'drawn' must be a list of seats"),
        ({"seat": 1}, "'drawn' must be a list of seats"),
    ],
)
def test_an_impossible_draw_is_refused_naming_it(client: FlaskClient, new_table, drawn, words) -> None:
    t = full_pub_4(client, new_table)
    _refused(client, t, {"type": "reward", "kind": "fan", "drawn": drawn}, 0, words)


def test_a_fan_not_in_the_bag_is_refused_diehards_heckler_or_absent(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "play_trick", "trick": "diehards"}, 1)
    _refused(client, t, {"type": "reward", "kind": "fan", "drawn": [1]}, 0, "they are Diehards this round")
    act(client, t, {"type": "undo"}, "host")
    act(client, t, {"type": "undo"}, "host")  # before the roll: Cy heckles Ann's Song
    heckle = {"type": "play_trick", "trick": "vicious_heckle", "target": 0, "drawn": [2]}
    _refused(client, t, heckle, 2, "Vicious Heckle leaves the heckler's Fans out of the bag")
    act(client, t, {"type": "perform_roll", "value": 6}, 0)
    act(client, t, {"type": "reward", "kind": "tip"}, 0)
    act(client, t, {"type": "play_trick", "trick": "ragnarok", "value": 2}, 1)
    _refused(client, t, {"type": "ragnarok_brawl", "pub": 1, "drawn": [1]}, 1, "Pub 1 holds 0 of them")
    _refused(client, t, {"type": "ragnarok_brawl", "pub": 4, "drawn": [1, 1]}, 1, "lists 1, not 2")


def test_a_draw_for_an_action_that_starts_no_brawl_is_refused(client: FlaskClient, new_table) -> None:
    t = full_pub_4(client, new_table)
    _refused(client, t, {"type": "reward", "kind": "tip", "drawn": [1]}, 0, "this action started none")
    _refused(client, t, {"type": "draw_brawl", "drawn": [1]}, 0, "no Brawl is waiting for its draw")
    _refused(client, t, {"type": "reward", "kind": "fan", "wait_for_draw": "yes"}, 0, "'wait_for_draw' must be")


def test_own_brawl_bag_the_app_waits_for_the_tables_draw(client: FlaskClient, new_table) -> None:
    """With "We use our own Brawl bag" nothing is drawn by the app: the prompt asks for the draw."""
    app_t, own = full_pub_4(client, new_table), full_pub_4(client, new_table, {"own_components": True})
    answer = act(client, own, {"type": "reward", "kind": "fan"}, 0)
    assert "brawl" not in [e["type"] for e in answer["events"]]
    due = next(e for e in answer["events"] if e["type"] == "brawl_due")
    assert due["text"] == "Brawl in Pub 4 (over Capacity): waiting for the draw from the Brawl bag"
    view = snap(client, own, 2)["state"]
    assert view["prompt"] == {"seats": [0], "do": "draw the Brawl in Pub 4"}
    assert view["brawl_bag"] == {"pub": 4, "cause": "capacity", "count": 1, "bag": [[1, 25], [2, 50], [1, 25]]}
    _refused(client, own, {"type": "end_turn"}, 0, "first the Brawl in Pub 4")
    _refused(client, own, {"type": "draw_brawl", "drawn": [0, 1]}, 1, "lists 1, not 2")
    drawn = act(client, own, {"type": "draw_brawl", "drawn": [2]}, 1)  # Bob's phone enters it
    assert (
        drawn["events"][0]["text"] == "Brawl in Pub 4 (over Capacity): Cy's Fan to the Town Square (drawn at the table)"
    )
    app = act(client, app_t, {"type": "reward", "kind": "fan", "drawn": [2]}, 0)
    assert last_brawl(app)["data"]["drawn"] == [{"seat": 2}]
    no_options = lambda t: {k: v for k, v in snap(client, t, "host")["state"].items() if k != "options"}  # noqa: E731
    assert no_options(own) == no_options(app_t)
    assert snap(client, own)["state"]["prompt"]["do"] == "pick a Song, or stop (1 sung)"


def test_own_brawl_bag_draw_for_me_still_lets_the_app_draw(client: FlaskClient, new_table) -> None:
    own = full_pub_4(client, new_table, {"own_components": True})
    act(client, own, {"type": "reward", "kind": "fan"}, 0)
    answer = act(client, own, {"type": "draw_brawl"}, "host")
    assert answer["events"][0]["data"]["at_table"] is False and answer["events"][0]["text"].endswith(
        "(drawn by the app)"
    )
    assert sum(snap(client, own)["state"]["fans"][4]) == 3 and snap(client, own)["state"]["brawl_due"] == []


def test_diehards_after_a_brawl_redoes_it_without_that_players_fans(client: FlaskClient, new_table) -> None:
    """Diehards: "You can play this card as a counter action, after a Trick, an ability or a Brawl would
    remove or relocate your Fan. Your opponent must choose another target (or redo the Brawl)."
    The ruling: the Brawl is redone at once without that player's Fans in the bag (one action)."""
    t = full_pub_4(client, new_table)
    act(client, t, {"type": "reward", "kind": "fan", "drawn": [1]}, 0)  # the bag gave one of Bob's
    assert snap(client, t)["state"]["fans"][4] == [1, 1, 1]
    _refused(client, t, {"type": "play_trick", "trick": "diehards", "redo_brawl": True}, 2, "drew none of your Fans")
    counter = {"type": "play_trick", "trick": "diehards", "redo_brawl": True}
    _refused(client, t, {**counter, "drawn": [1]}, 1, "they are Diehards this round")
    answer = act(client, t, {**counter, "drawn": [2]}, 1)
    kinds = [e["type"] for e in answer["events"]]
    assert kinds == ["trick", "brawl_undone", "brawl"]
    assert [e["text"] for e in answer["events"]] == [
        "Bob plays Diehards against the Brawl in Pub 4 for 1 Tip",
        "Diehards: the Brawl in Pub 4 is redone (Bob's Fan back in the Pub)",
        "Brawl in Pub 4 (over Capacity, redone): Cy's Fan to the Town Square (drawn at the table)",
    ]
    s = snap(client, t)["state"]
    assert s["fans"][4] == [1, 2, 0] and s["fans"][0] == [1, 1, 2] and s["tips"][1] == 2
    assert [b["drawn"] for b in s["brawls"]] == [[2]]
    act(client, t, {"type": "undo"}, "host")  # one undo takes the whole counter back
    assert snap(client, t)["state"]["fans"][4] == [1, 1, 1]
    app = act(client, t, counter, 1)  # the app's redraw can only be Ann's or Cy's
    assert last_brawl(app)["data"]["drawn"][0]["seat"] in (0, 2) and last_brawl(app)["data"]["redo"] is True


def test_diehards_redo_with_our_own_bag_waits_for_the_draw(client: FlaskClient, new_table) -> None:
    own = full_pub_4(client, new_table, {"own_components": True})
    act(client, own, {"type": "reward", "kind": "fan"}, 0)
    act(client, own, {"type": "draw_brawl", "drawn": [1]}, 0)
    answer = act(client, own, {"type": "play_trick", "trick": "diehards", "redo_brawl": True}, 1)
    assert [e["type"] for e in answer["events"]] == ["trick", "brawl_undone", "brawl_due"]
    assert snap(client, own)["state"]["prompt"]["seats"] == [1]
    _refused(client, own, {"type": "draw_brawl", "drawn": [1]}, 1, "Diehards")
    act(client, own, {"type": "draw_brawl", "drawn": [0]}, 1)
    assert snap(client, own)["state"]["fans"][4] == [0, 2, 1]


def test_openapi_shows_every_new_field(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").json
    examples = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"]
    values = [e["value"] for k, e in examples["examples"].items() if k.startswith("king-of-all-bards.")]
    for field in ("drawn", "wait_for_draw", "redo_brawl"):
        assert any(field in v for v in values), field
    drawn = {v["type"] for v in values if "drawn" in v}
    assert drawn == {"reward", "duel_reward", "move_fan", "play_trick", "ragnarok_brawl", "draw_brawl"}
    view = doc["components"]["schemas"]["king-of-all-bards.view"]["properties"]
    assert {"prompt", "first_player", "brawl_bag"} <= set(view) and view["options"]["properties"]["own_components"]
    assert "at_table" in doc["components"]["schemas"]["king-of-all-bards.event.brawl"]["properties"]


def test_a_waiting_brawl_is_resolved_before_the_win_is_checked(client: FlaskClient, new_table) -> None:
    """ "If an effect would put a Fan in a Pub where it would cause a Brawl, the Brawl is resolved
    before anything else": Ann's fifth Pub counts only if her Fan is still there after the draw."""
    own = full_pub_4(client, new_table, {"own_components": True})
    for pub in (2, 3, 5):
        act(client, own, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    act(client, own, {"type": "adjust_tips", "delta": 4}, 0)
    act(client, own, {"type": "reward", "kind": "fan"}, 0)  # Fans in 5 Pubs and 5 Tips, if the bag spares her
    assert snap(client, own)["state"]["phase"] == "performance"
    act(client, own, {"type": "draw_brawl", "drawn": [0]}, 0)  # the bag gave Ann's own Fan
    assert snap(client, own)["state"]["phase"] == "performance" and snap(client, own)["state"]["pubs"][0] == 4
    act(client, own, {"type": "undo"}, "host")
    answer = act(client, own, {"type": "draw_brawl", "drawn": [1]}, 0)
    assert answer["state"]["ending"]["seats"] == [0] and answer["events"][-1]["type"] == "end_pending"

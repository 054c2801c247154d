"""The score pad over the API: its turn prompt, the tie-breaker option, the tie-break named at the end."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import act


def test_the_pad_prompts_nobody_and_has_no_first_player(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"])
    state = client.get(f"/api/tables/{table['code']}").json["state"]
    assert state["prompt"] == {"seats": [], "do": "add scores"} and state["first_player"] is None
    answer = act(client, table, {"type": "score", "seat": 1, "delta": 4})
    assert answer["state"]["prompt"]["seats"] == [] and answer["state"]["first_player"] is None


def test_a_tie_breaker_that_is_not_a_category_is_refused_by_name(client: FlaskClient) -> None:
    options = {"categories": ["Wood", "Gold"], "tie_breaker": "Stone"}
    body = {"game": "score-pad", "players": ["A", "B"], "options": options}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400
    assert r.json["error"]["code"] == "bad_option"
    assert "'Stone'" in r.json["error"]["message"] and "Wood, Gold" in r.json["error"]["message"]


def test_the_end_names_the_tie_break_that_decided_it(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], {"categories": ["Wood", "Gold"], "tie_breaker": "Gold"})
    act(client, table, {"type": "score", "seat": 0, "delta": 5, "category": "Wood"})
    act(client, table, {"type": "score", "seat": 1, "delta": 3, "category": "Wood"})
    act(client, table, {"type": "score", "seat": 1, "delta": 2, "category": "Gold"})
    assert act(client, table, {"type": "score", "seat": 2, "delta": 1})["state"]["decided_by"] is None
    end = act(client, table, {"type": "finish"})["state"]
    assert [s["seat"] for s in end["standings"] if s["place"] == 1] == [1]
    assert end["decided_by"] == "tie broken on most Gold"
    assert end["prompt"]["seats"] == []


def test_no_tie_break_is_named_when_the_totals_decide_or_the_tie_stands(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], {"categories": ["Gold"], "tie_breaker": "Gold", "lowest_wins": True})
    act(client, table, {"type": "score", "seat": 0, "delta": 2, "category": "Gold"})
    act(client, table, {"type": "score", "seat": 1, "delta": 2, "category": "Gold"})
    assert act(client, table, {"type": "finish"})["state"]["decided_by"] is None  # still level: a shared win
    act(client, table, {"type": "undo"})
    act(client, table, {"type": "score", "seat": 1, "delta": 1})
    assert act(client, table, {"type": "finish"})["state"]["decided_by"] is None  # Ana's lower total wins


def test_lowest_wins_breaks_a_tie_on_the_fewest(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], {"categories": ["Gold"], "tie_breaker": "Gold", "lowest_wins": True})
    act(client, table, {"type": "score", "seat": 0, "delta": 3, "category": "Gold"})
    act(client, table, {"type": "score", "seat": 1, "delta": 1, "category": "Gold"})
    act(client, table, {"type": "score", "seat": 1, "delta": 2})
    end = act(client, table, {"type": "finish"})["state"]
    assert end["standings"][0]["seat"] == 1 and end["decided_by"] == "tie broken on fewest Gold"

"""The host's players x categories grid: every filled cell in one action, all or nothing (issue #26, pt8)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.conftest import act

CATS = {"categories": ["Gold", "Quests", "Bonus", "Relics"], "rounds": 3, "tie_breaker": "Relics"}


def test_the_grid_enters_every_filled_cell_and_leaves_the_round_open(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    grid = {"0": {"Gold": 4, "Relics": 2}, "2": {"Quests": 7, "Bonus": 0}}
    state = act(client, table, {"type": "score_grid", "scores": grid})["state"]
    assert state["by_category"][0] == {"Gold": 4, "Quests": 0, "Bonus": 0, "Relics": 2}
    assert state["by_category"][2] == {"Gold": 0, "Quests": 7, "Bonus": 0, "Relics": 0}
    assert state["totals"] == [6, 0, 7]
    assert state["round"] == 1 and state["by_round"][0][0] == 6
    assert [e[0] for e in state["entered"]] == [True, False, True]  # a 0 typed in counts as entered


def test_one_undo_takes_the_whole_grid_back(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    act(client, table, {"type": "score_grid", "scores": {"0": {"Gold": 4, "Quests": 1}, "1": {"Bonus": 3}}})
    state = act(client, table, {"type": "undo"})["state"]
    assert state["totals"] == [0, 0] and not any(state["entered"][0] + state["entered"][1])


def test_a_bad_cell_enters_nothing_and_the_answer_names_it(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    bad = [
        ({"0": {"Gold": 4}, "1": {"Quests": "lots"}}, ["seat 1", "Quests"]),
        ({"0": {"Gold": 4}, "2": {"Silver": 3}}, ["seat 2", "Silver"]),
        ({"0": {"Gold": 4}, "7": {"Gold": 3}}, ["seat '7'"]),
        ({"0": {"Gold": 2.5}}, ["seat 0", "Gold", "2.5"]),
        ({"0": {}}, ["scores"]),
    ]
    for scores, named in bad:
        error = act(client, table, {"type": "score_grid", "scores": scores}, status=400)["error"]
        for word in named:
            assert word in error["message"], (scores, error)
    state = client.get(f"/api/tables/{table['code']}").json["state"]
    assert state["totals"] == [0, 0, 0] and not any(e[0] for e in state["entered"])


def test_a_table_without_categories_refuses_the_grid(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], {"rounds": 2})
    error = act(client, table, {"type": "score_grid", "scores": {"0": {"Gold": 1}}}, status=400)["error"]
    assert "score_round" in error["message"]


def test_the_roll_off_makes_the_first_player_and_an_undo_takes_it_back(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    assert client.get(f"/api/tables/{table['code']}").json["state"]["first_player"] is None
    answer = act(client, table, {"type": "rolloff"})
    winner = answer["table"]["first_player"]
    assert winner in (0, 1, 2) and answer["state"]["first_player"] == winner
    act(client, table, {"type": "score", "seat": 0, "delta": 2, "category": "Gold"})
    assert client.get(f"/api/tables/{table['code']}").json["state"]["first_player"] == winner
    act(client, table, {"type": "undo"})
    state = act(client, table, {"type": "undo"})["state"]
    assert state["first_player"] is None and state["totals"] == [0, 0, 0]


def test_the_undo_of_a_grid_names_all_of_it(client: FlaskClient, new_table) -> None:
    """pt11: "The host undid: Round 1 entered: … (Gold)" although Quests and Bonus went too."""
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    act(client, table, {"type": "score_grid", "scores": {"0": {"Gold": 4, "Quests": 1}, "1": {"Bonus": 3}}}, "host")
    act(client, table, {"type": "undo"}, "host")
    undo = client.get(f"/api/tables/{table['code']}/log").json[-1]
    # One or two players: each one's categories, as entered (pt51: "Ana +5" merged Gold 4 and Quests 1).
    said = "Round 1 entered: Ana: Gold +4, Quests +1; Bo: Bonus +3"
    assert undo["undid"] == said and undo["text"] == f"The host undid: {said}"
    act(client, table, {"type": "redo"}, "host")
    assert client.get(f"/api/tables/{table['code']}/log").json[-1]["redid"] == said


def test_a_category_cell_is_corrected_to_its_own_points(client: FlaskClient, new_table) -> None:
    """pt11: a correction typed the round's total beside a category picker; a cell is now set to its own points."""
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    act(client, table, {"type": "score_grid", "scores": {"0": {"Gold": 7, "Quests": 5}}})
    act(client, table, {"type": "next_round"})
    act(client, table, {"type": "score", "seat": 0, "delta": 4, "category": "Quests"})
    state = client.get(f"/api/tables/{table['code']}").json["state"]
    assert state["cells"][0][0] == {"Gold": 7, "Quests": 5, "Bonus": 0, "Relics": 0}
    assert state["cells"][0][1]["Quests"] == 4
    # Quests in round 1 was a 3: that cell, that round; the others stay.
    fixed = {"type": "correct", "seat": 0, "round": 1, "category": "Quests", "points": 3}
    state = act(client, table, fixed)["state"]
    assert state["cells"][0][0]["Quests"] == 3 and state["cells"][0][1]["Quests"] == 4
    assert state["by_category"][0]["Quests"] == 7 and state["by_round"][0] == [10, 4, 0] and state["totals"][0] == 14
    assert (
        # pt86: "round 1 corrected to 12 (+2, Quests)" read as Quests at 12: the 10 is the round's score.
        client.get(f"/api/tables/{table['code']}/log").json[-1]["text"]
        == "Ana: Quests in round 1 corrected (-2), the round now 10"
    )
    # Bad input: a clear 400 naming what is wrong.
    same = act(client, table, fixed, status=400)["error"]["message"]
    assert "Quests" in same and "3" in same
    assert act(client, table, {**fixed, "category": None}, status=400)["error"]["code"] == "missing_field"
    assert act(client, table, {**fixed, "points": "x"}, status=400)["error"]["code"] == "bad_field"


def test_each_round_keeps_which_categories_a_seat_has_entered(client: FlaskClient, new_table) -> None:
    """pt15: one Gold of four categories ticked the round as done; the pad now says which are in."""
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    act(client, table, {"type": "score", "seat": 0, "delta": 1, "category": "Gold"})
    act(client, table, {"type": "score_grid", "scores": {"0": {"Quests": 0, "Gold": 2}, "1": {"Bonus": 3}}})
    state = act(client, table, {"type": "correct", "seat": 1, "round": 1, "category": "Relics", "points": 4})["state"]
    assert state["filled"][0][0] == ["Gold", "Quests"]  # a 0 counts; Gold twice is one category
    assert state["filled"][1][0] == ["Bonus", "Relics"] and state["filled"][0][1] == []
    state = act(client, table, {"type": "undo"})["state"]
    assert state["filled"][1][0] == ["Bonus"]


def test_the_same_grid_sent_twice_enters_once_and_the_second_is_refused_by_name(client: FlaskClient, new_table) -> None:
    """pt51: a double click on "Enter these scores" entered every passed-round player's round twice."""
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    grid = {"type": "score_grid", "round": 1, "scores": {"0": {"Gold": 3, "Quests": 1}, "2": {"Gold": 2}}}
    act(client, table, grid)
    error = act(client, table, grid, status=409)["error"]
    assert error["code"] == "already_entered"
    for word in ("seat 0", "Gold", "round 1"):
        assert word in error["message"], error
    state = client.get(f"/api/tables/{table['code']}").json["state"]
    assert state["totals"] == [4, 0, 2]
    # A grid for a round the table has left (a phone that had not seen "Round 2 →") is refused too.
    act(client, table, {"type": "next_round"})
    error = act(client, table, {**grid, "scores": {"1": {"Gold": 5}}}, status=409)["error"]
    assert "round 2" in error["message"], error
    # The other cells of the round are still open: Bo's Gold in round 2 goes in.
    act(client, table, {**grid, "round": 2, "scores": {"1": {"Gold": 5}}})
    assert client.get(f"/api/tables/{table['code']}").json["state"]["totals"] == [4, 5, 2]


def test_the_undo_of_a_grid_for_more_players_sums_each_and_names_every_category(client: FlaskClient, new_table) -> None:
    """Three players or more: each one's total, then every category (a line the log strip can hold)."""
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    grid = {"0": {"Gold": 4, "Quests": 1}, "1": {"Bonus": 3}, "2": {"Gold": 0}}
    act(client, table, {"type": "score_grid", "scores": grid}, "host")
    act(client, table, {"type": "undo"}, "host")
    undo = client.get(f"/api/tables/{table['code']}/log").json[-1]
    assert undo["undid"] == "Round 1 entered: Ana +5, Bo +3, Cy 0 (Gold, Quests, Bonus)"


@pytest.mark.parametrize("bad", ["1", True, 1.0, None, [1]])
def test_a_grid_round_that_is_not_a_whole_number_is_a_bad_field(client: FlaskClient, new_table, bad) -> None:
    """A round of the wrong type is named as such (400), not taken for another round (409) or for round 1."""
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    error = act(client, table, {"type": "score_grid", "round": bad, "scores": {"0": {"Gold": 3}}}, status=400)["error"]
    assert error["code"] == "bad_field" and "round" in error["message"], error
    assert client.get(f"/api/tables/{table['code']}").json["state"]["totals"] == [0, 0]


def test_a_category_total_is_corrected_on_a_table_without_rounds(client: FlaskClient, new_table) -> None:
    """pt120: a 7 Wonders tally's Science typed as 81 for 18 had no fix but undoing the whole grid it came in."""
    table = new_table("score-pad", ["Ana", "Bo"], {"categories": ["Military", "Science"], "tie_breaker": "Military"})
    act(client, table, {"type": "score_grid", "scores": {"1": {"Military": 6, "Science": 81}}})
    fixed = {"type": "correct", "seat": 1, "category": "Science", "points": 18}
    state = act(client, table, fixed)["state"]
    assert state["by_category"][1] == {"Military": 6, "Science": 18} and state["totals"] == [0, 24]
    log = client.get(f"/api/tables/{table['code']}/log").json
    assert log[-1]["text"] == "Bo: Science corrected to 18 (-63) (changed by Ana)"  # act() sends as seat 0
    # Bad input: a clear 400 naming what is wrong, and nothing changed.
    assert act(client, table, fixed, status=400)["error"]["message"] == "Science is already 18"
    no_points = act(client, table, {"type": "correct", "seat": 1, "category": "Science", "score": 3}, status=400)
    assert "correct a category's total with 'points'" in no_points["error"]["message"]
    assert (
        act(client, table, {"type": "correct", "seat": 1, "points": 3}, status=400)["error"]["code"] == "missing_field"
    )
    act(client, table, {"type": "undo"}, "host")
    assert client.get(f"/api/tables/{table['code']}").json["state"]["by_category"][1]["Science"] == 81


def test_the_undo_button_names_a_whole_grid_as_its_undo_will(client: FlaskClient, new_table) -> None:
    """pt120: "Undo: Scores entered: Cid +9 (Military)" took back a grid of three categories."""
    table = new_table("score-pad", ["Ana", "Bo", "Cid"], {"categories": ["Military", "Coins", "Science"]})
    act(client, table, {"type": "score_grid", "scores": {"2": {"Military": 9, "Coins": 2, "Science": 7}}}, 2)
    said = client.get(f"/api/tables/{table['code']}").json["table"]["undo"]["text"]
    assert said == "Scores entered: Cid: Military +9, Coins +2, Science +7"
    act(client, table, {"type": "undo"}, 2)
    assert client.get(f"/api/tables/{table['code']}/log").json[-1]["undid"] == said

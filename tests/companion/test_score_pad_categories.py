"""A score pad with categories: every entry lands in one, so the rows add up to the total (issue #26)."""

from __future__ import annotations

from flask.testing import FlaskClient

from companion import i18n
from companion.games.score_pad import GAME
from tests.conftest import act, bearer

CATS = {"categories": ["Gold", "Quests", "Bonus"], "rounds": 3, "tie_breaker": "Gold"}


def test_every_kind_of_entry_lands_in_a_category_so_the_rows_add_up(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo", "Cy"], CATS)
    act(client, table, {"type": "score", "seat": 0, "delta": 5, "category": "Quests"})
    act(client, table, {"type": "score_round", "scores": {"0": 4, "1": 9, "2": -2}, "category": "Gold"})
    state = act(client, table, {"type": "correct", "seat": 2, "round": 1, "score": 2, "category": "Bonus"})["state"]
    for seat, total in enumerate(state["totals"]):
        assert sum(state["by_category"][seat].values()) == total
    assert state["by_category"][0] == {"Gold": 4, "Quests": 5, "Bonus": 0}
    assert state["by_category"][2] == {"Gold": -2, "Quests": 0, "Bonus": 4}
    assert state["other"] is None and state["tie_break_incomplete"] is False


def test_an_entry_without_a_category_is_refused_on_a_table_with_categories(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    for action in (
        {"type": "score", "seat": 0, "delta": 5},
        {"type": "score_round", "scores": {"0": 4, "1": 9}},
        {"type": "correct", "seat": 1, "round": 1, "score": 3},
    ):
        error = act(client, table, action, status=400)["error"]
        assert error["code"] == "missing_field"
        assert "Gold, Quests, Bonus" in error["message"]
    state = client.get(f"/api/tables/{table['code']}").json["state"]
    assert state["totals"] == [0, 0] and state["round"] == 1


def test_the_tie_break_decides_on_the_category_the_round_form_entered(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], {**CATS, "rounds": 1})
    act(client, table, {"type": "score_round", "scores": {"0": 10, "1": 6}, "category": "Quests"})
    act(client, table, {"type": "score_round", "scores": {"1": 4}, "category": "Gold"})
    end = act(client, table, {"type": "finish"})["state"]
    assert end["totals"] == [10, 10]
    assert [s["seat"] for s in end["standings"] if s["place"] == 1] == [1]
    assert end["decided_by"] == "tie broken by Gold: 4 against 0"


def test_an_older_tables_points_outside_the_categories_show_as_other() -> None:
    state = GAME.setup([], {**CATS, "lowest_wins": False}, None)  # no seats yet: the fold is tried by hand
    cats = [{"Gold": 2, "Quests": 0, "Bonus": 0}, {"Gold": 3, "Quests": 0, "Bonus": 0}]
    state.update(totals=[7, 3], by_category=cats)
    view = GAME.view(state, None)
    assert view["other"] == [5, 0] and view["tie_break_incomplete"] is True


def test_a_wrong_real_roll_names_the_die_as_the_spec_field_spells_it_in_german(
    http: FlaskClient, http_new_table
) -> None:
    table = http_new_table("score-pad", ["Ana", "Bo"], {})
    headers = {**bearer(table["seats"][0]["token"]), "Accept-Language": "de"}
    roll = {"type": "roll", "dice": "1d20", "values": [25]}
    try:
        r = http.post(f"/api/tables/{table['code']}/actions", json=roll, headers=headers)
    finally:
        i18n.activate(i18n.DEFAULT)  # the request set this thread's language (web/i18n.py)
    assert r.status_code == 400, r.json
    # The field says "1d20": the message names the same die, not the German "W20".
    assert r.json["error"]["message"] == "ein d20 zeigt 1 bis 20, nicht 25"


def test_the_round_form_in_a_category_leaves_the_round_open_for_the_others(client: FlaskClient, new_table) -> None:
    """Gold entered for everyone at once is one category of the round: it moves on only by 'Next round' (pt8)."""
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    state = act(client, table, {"type": "score_round", "scores": {"0": 4, "1": 2}, "category": "Gold"})["state"]
    assert state["round"] == 1
    act(client, table, {"type": "score_round", "scores": {"0": 1, "1": 6}, "category": "Quests"})
    state = act(client, table, {"type": "next_round"})["state"]
    assert state["round"] == 2 and state["totals"] == [5, 8]
    # Without categories the form still finishes the round.
    plain = new_table("score-pad", ["Ana", "Bo"], {"rounds": 3})
    assert act(client, plain, {"type": "score_round", "scores": {"0": 4, "1": 2}})["state"]["round"] == 2


def test_a_typed_or_corrected_0_fills_its_category_and_says_0(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], CATS)
    view = act(client, table, {"type": "score", "seat": 0, "delta": 0, "category": "Bonus"})
    assert view["state"]["filled"][0][0] == ["Bonus"] and view["state"]["totals"] == [0, 0]
    assert view["events"][-1]["text"] == "Ana scored 0 (Bonus, round 1)"
    # A second 0 in the same cell changes nothing: a clear 400 in the player's words (pt86: "'delta' darf nicht
    # 0 sein"), not a second log line.
    again = act(client, table, {"type": "score", "seat": 0, "delta": 0, "category": "Bonus"}, status=400)["error"]
    assert again["message"] == "Bonus in round 1 already has a score: 0 adds nothing", again
    # The score table's cell (all zero before an entry) corrected to 0 fills it too (pt20, b14).
    state = act(client, table, {"type": "correct", "seat": 1, "round": 1, "points": 0, "category": "Gold"})["state"]
    assert state["filled"][1][0] == ["Gold"] and state["totals"] == [0, 0]
    again = {"type": "correct", "seat": 1, "round": 1, "points": 0, "category": "Gold"}
    assert "already 0" in act(client, table, again, status=400)["error"]["message"]


def test_a_0_without_rounds_is_still_refused(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ana", "Bo"], {})
    refused = act(client, table, {"type": "score", "seat": 0, "delta": 0}, status=400)["error"]
    assert refused["code"] == "bad_field" and refused["message"] == "0 adds nothing to the total", refused

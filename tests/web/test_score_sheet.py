"""A filled score sheet ends any game: the host's `score_sheet` action, its tally and tie-breaks, a play."""

from __future__ import annotations

from flask.testing import FlaskClient

from companion.games import all_games
from companion.games.sheet import required
from printables import build, sheet_scan
from tests.conftest import act, bearer


def play(client: FlaskClient, t: dict) -> dict:
    """The table's recorded play (GET /api/tables/<code>/play), or the error."""
    return client.get(f"/api/tables/{t['code']}/play").json


def test_minstrels_sheet_ends_the_game_with_coins_breaking_the_tie(client: FlaskClient, new_table) -> None:
    t = new_table("minstrels", ["Ann", "Bob", "Cy"])
    values = {"total": [40, 40, 12], "tiebreak_coins": [3, 5, 9], "tiebreak_columns": [1, 0, 0], "quest": [0, None, 0]}
    answer = act(client, t, {"type": "score_sheet", "values": values}, "host")
    snap = client.get(f"/api/tables/{t['code']}").json
    assert snap["table"]["over"] is True
    places = {s["seat"]: s["place"] for s in answer["state"]["sheet"]["standings"]}
    assert places == {1: 1, 0: 2, 2: 3}  # Bob: equal VP, more coins
    got = play(client, t)
    assert [p["score"] for p in got["players"]] == [40, 40, 12]
    assert got["players"][1]["winner"] is True
    assert "bgstats" in str(got).lower()


def test_score_pad_sheet_sums_an_empty_total_and_lowest_wins(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"rounds": 2, "lowest_wins": True})
    values = {"round1": [3, 4], "round2": [2, 5], "total": [None, 9]}
    act(client, t, {"type": "score_sheet", "values": values}, "host")
    players = play(client, t)["players"]
    assert [p["score"] for p in players] == [5, 9]
    assert [p["winner"] for p in players] == [True, False]


def test_king_of_all_bards_sheet_ranks_by_the_goal_then_fans(client: FlaskClient, new_table) -> None:
    t = new_table("king-of-all-bards", ["Ann", "Bob", "Cy"])
    values = {"final.tips": [5, 7, 5], "final.pubs": [5, 4, 5], "final.fans": [6, 9, 8]}
    act(client, t, {"type": "score_sheet", "values": values}, "host")
    players = play(client, t)["players"]
    assert [p["rank"] for p in players] == [2, 3, 1]
    assert all(p["score"] is None for p in players)


def test_undo_takes_the_sheet_back_and_the_play_with_it(client: FlaskClient, new_table) -> None:
    t = new_table("bard-saga", ["Ann", "Bob"])
    act(client, t, {"type": "score_sheet", "values": {"final.vp": [12, 12], "final.scrolls": [4, 6]}}, "host")
    assert play(client, t)["players"][1]["winner"] is True
    act(client, t, {"type": "undo"}, "host")
    assert client.get(f"/api/tables/{t['code']}").json["table"]["over"] is False
    assert client.get(f"/api/tables/{t['code']}/play").status_code == 404


# Sheets that cannot end a Tales of Danger game: (action, who sends it, status, words of the message).
REFUSED = [
    ({"type": "score_sheet", "values": {"total": [3, 4]}}, 0, 403, "Only the host"),
    ({"type": "score_sheet", "values": {"total": [3]}}, "host", 400, "one figure per player (2)"),
    ({"type": "score_sheet", "values": {"total": [3, "x"]}}, "host", 400, "whole number"),
    ({"type": "score_sheet", "values": {"total": [3, None], "sponsor_rank": [1, 2]}}, "host", 400, "type it"),
    ({"type": "score_sheet", "values": {"total": [3, 4]}}, "host", 400, "sponsor_rank"),
    ({"type": "score_sheet", "values": []}, "host", 400, "'values'"),
]


def test_a_sheet_that_cannot_end_the_game_is_refused_and_nothing_recorded(client: FlaskClient, new_table) -> None:
    t = new_table("tales-of-danger", ["Ann", "Bob"])
    before = client.get(f"/api/tables/{t['code']}").json["seq"]
    for action, who, status, words in REFUSED:
        answer = act(client, t, action, who, status=status)
        assert words in answer["error"]["message"], action
    assert client.get(f"/api/tables/{t['code']}").json["seq"] == before


def test_a_sheet_ends_all_moves_and_takes_no_second_sheet(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"])
    act(client, t, {"type": "score_sheet", "values": {"total": [1, 2]}}, "host")
    refused = act(client, t, {"type": "score", "seat": 0, "delta": 2}, 0, status=409)
    assert "undo" in refused["error"]["message"]
    again = act(client, t, {"type": "score_sheet", "values": {"total": [1, 2]}}, "host", status=409)
    assert "recorded already" in again["error"]["message"]


def test_a_game_over_in_the_app_takes_its_paper_sheet_and_undo_brings_the_apps_end_back(
    client: FlaskClient, new_table
) -> None:
    t = new_table("score-pad", ["Ann", "Bob"])
    act(client, t, {"type": "score", "seat": 0, "delta": 5}, 0)
    act(client, t, {"type": "finish"}, "host")
    assert [p["score"] for p in play(client, t)["players"]] == [5, 0]
    act(client, t, {"type": "score_sheet", "values": {"total": [5, 8]}}, "host")
    assert [p["score"] for p in play(client, t)["players"]] == [5, 8]
    act(client, t, {"type": "undo"}, "host")
    assert [p["score"] for p in play(client, t)["players"]] == [5, 0]


def test_score_pad_sheet_breaks_a_tie_on_the_tables_tie_breaker_category(client: FlaskClient, new_table) -> None:
    t = new_table("score-pad", ["Ann", "Bob"], {"categories": ["Wood", "Gold"], "tie_breaker": "Gold"})
    values = {"category1": [5, 7], "category2": [5, 3], "total": [10, 10]}
    act(client, t, {"type": "score_sheet", "values": values}, "host")
    assert [p["rank"] for p in play(client, t)["players"]] == [1, 2]  # Ann: more Gold


def test_every_games_printed_sheet_carries_the_rows_its_tally_needs() -> None:
    for game in all_games():
        rendered = build.blank(game.id, "score", base_url="http://x")
        layout = sheet_scan.layout(rendered.pages[0].qr[0])
        assert layout is not None, game.id
        printed = {f.key for f in layout.fields}
        assert set(required(game.id)) <= printed, (game.id, printed)


def test_a_game_ended_by_its_sheet_names_no_one_to_act_in_every_game(client: FlaskClient, new_table) -> None:
    """pt33: chips kept "(to play)" and the turn ring after the sheet's end."""
    for game in all_games():
        t = new_table(game.id, ["Ann", "Bob", "Cy"])
        values = {k: [3, 2, 1] for k in required(game.id)} or {"total": [3, 2, 1]}
        act(client, t, {"type": "score_sheet", "values": values, "ends_game": True}, "host")
        for token in (t["host_token"], t["seats"][0]["token"]):
            state = client.get(f"/api/tables/{t['code']}", headers=bearer(token)).json["state"]
            assert not (state.get("prompt") or {}).get("seats"), game.id
            assert state.get("turn") is None, game.id

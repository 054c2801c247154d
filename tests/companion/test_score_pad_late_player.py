"""A player who arrives late gets a seat on a score pad under way (pt86: the group had to start again)."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.rng import seeded
from tests.conftest import act, bearer
from web import create_app

ROUNDS = {"categories": ["Gold", "Quests"], "rounds": 4}


def _round_two(http_new_table, http: FlaskClient) -> dict:
    """Ana and Bo, round 1 scored in both categories, round 2 begun."""
    table = http_new_table("score-pad", ["Ana", "Bo"], ROUNDS)
    for cat, pts in (("Gold", {"0": 3, "1": 4}), ("Quests", {"0": 1, "1": 2})):
        act(http, table, {"type": "score_round", "category": cat, "scores": pts}, "host")
    act(http, table, {"type": "next_round"}, "host")
    return table


def _log(http: FlaskClient, table: dict, lang: str = "en") -> list[str]:
    return [e["text"] for e in http.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": lang}).json]


def test_a_late_player_gets_a_column_at_zero_in_the_round_under_way(http: FlaskClient, http_new_table) -> None:
    """Zoë arrives in round 2: a seat at zero, nothing entered before, then scored like anyone."""
    table = _round_two(http_new_table, http)
    answer = act(http, table, {"type": "add_player", "name": "Zoë Ellington-Hartley"}, 1)
    state = answer["state"]
    assert [p["name"] for p in answer["players"]] == ["Ana", "Bo", "Zoë Ellington-Hartley"]
    assert answer["players"][2]["claimed"] is False
    assert state["totals"] == [4, 6, 0]
    assert state["entered"][2] == [False] * 4 and state["by_round"][2] == [0] * 4
    assert state["by_category"][2] == {"Gold": 0, "Quests": 0}
    assert _log(http, table)[-1] == "Bo added Zoë Ellington-Hartley to the table"
    assert _log(http, table, "de")[-1] == "Bo hat Zoë Ellington-Hartley an den Tisch geholt"
    # Scored in round 2 from the host's phone, and a late correction of round 1 too.
    act(http, table, {"type": "score", "seat": 2, "delta": 5, "round": 2, "category": "Gold"}, "host")
    after = act(http, table, {"type": "correct", "seat": 2, "round": 1, "score": 2, "category": "Quests"}, "host")
    assert after["state"]["totals"] == [4, 6, 7]
    assert after["state"]["cells"][2][1]["Gold"] == 5


def test_the_new_seat_is_free_to_join_and_its_colour_is_one_nobody_has(http: FlaskClient, http_new_table) -> None:
    """The late friend's phone takes the seat with the table's code, as any phone joins."""
    table = _round_two(http_new_table, http)
    colours = [p["color"] for p in http.get(f"/api/tables/{table['code']}").json["players"]]
    act(http, table, {"type": "add_player", "name": "Zoë"}, "host")
    joined = http.post(f"/api/tables/{table['code']}/join", json={"seat": 2})
    assert joined.status_code == 200, joined.json
    got = http.get(f"/api/tables/{table['code']}", headers=bearer(joined.json["token"])).json
    assert got["you"]["seat"] == 2 and got["players"][2]["claimed"] is True
    assert got["players"][2]["color"] not in colours
    zoe = {"seats": [*table["seats"], {"seat": 2, "token": joined.json["token"]}], **{"code": table["code"]}}
    assert act(http, zoe, {"type": "score", "seat": 2, "delta": 3, "round": 2, "category": "Gold"}, 2)["seq"]


def test_undo_after_an_added_player_keeps_the_player(http: FlaskClient, http_new_table) -> None:
    """The table's undo takes back scores, not the seat (a join is not undone either)."""
    table = _round_two(http_new_table, http)
    act(http, table, {"type": "add_player", "name": "Zoë"}, "host")
    act(http, table, {"type": "score", "seat": 2, "delta": 5, "round": 2, "category": "Gold"}, "host")
    undone = act(http, table, {"type": "undo"}, "host")
    assert undone["state"]["totals"] == [4, 6, 0]
    assert [p["name"] for p in http.get(f"/api/tables/{table['code']}").json["players"]] == ["Ana", "Bo", "Zoë"]
    # Nothing is left to undo but round 2's start and round 1: the add itself never is.
    act(http, table, {"type": "undo"}, "host")
    assert len(http.get(f"/api/tables/{table['code']}").json["state"]["totals"]) == 3


def test_the_added_seat_is_read_back_from_the_store(tmp_path: Path) -> None:
    """A server started again (the log folded afresh) has the new seat, its scores and its token."""
    db = str(tmp_path / "t.sqlite3")
    first = create_app({"TESTING": True, "DATABASE": db, "RNG": seeded(1)}).test_client()
    opened = first.post("/api/tables", json={"game": "score-pad", "players": [{"name": "Ana"}, {"name": "Bo"}]}).json
    code, host = opened["code"], opened["host_token"]
    r = first.post(f"/api/tables/{code}/actions", json={"type": "add_player", "name": "Zoë"}, headers=bearer(host))
    assert r.status_code == 200, r.json
    token = first.post(f"/api/tables/{code}/join", json={"seat": 2}).json["token"]
    first.post(f"/api/tables/{code}/actions", json={"type": "score", "seat": 2, "delta": 9}, headers=bearer(token))
    again = create_app({"TESTING": True, "DATABASE": db, "RNG": seeded(2)}).test_client()
    got = again.get(f"/api/tables/{code}", headers=bearer(token)).json
    assert [p["name"] for p in got["players"]] == ["Ana", "Bo", "Zoë"]
    assert got["state"]["totals"] == [0, 0, 9] and got["you"]["seat"] == 2


@pytest.mark.parametrize(
    ("setup", "action", "status", "code", "says"),
    [
        ("kob", {"name": "Zoë"}, 400, "no_late_players", "takes no new players once under way"),
        ("pad", {"name": "ana"}, 400, "bad_player", "ana is already at the table"),
        ("pad", {"name": ""}, 400, "bad_player", "player 3's name"),
        ("pad", {"name": "Zoë", "color": "red"}, 400, "bad_player", "player 3: colour must look like #1d4ed8"),
        ("full", {"name": "Zoë"}, 409, "table_full", "at most 12 players"),
        ("over", {"name": "Zoë"}, 409, "finished", "the game is over"),
    ],
)
def test_a_player_who_cannot_be_added_is_refused_with_why_and_nothing_changes(
    app: Flask, http: FlaskClient, http_new_table, setup, action, status, code, says
) -> None:
    """Each refusal names what is wrong; the seats and the log stay as they were."""
    if setup == "kob":
        table = http_new_table("king-of-all-bards", ["Ana", "Bo", "Cy"])
    else:
        names = [f"P{i}" for i in range(10)] if setup == "full" else []
        table = http_new_table("score-pad", ["Ana", "Bo", *names])
        if setup == "over":
            act(http, table, {"type": "finish"}, "host")
    before = http.get(f"/api/tables/{table['code']}").json
    r = http.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "add_player", **action},
        headers=bearer(table["host_token"]),
    )
    assert (r.status_code, r.json["error"]["code"]) == (status, code)
    assert says in r.json["error"]["message"]
    after = http.get(f"/api/tables/{table['code']}").json
    assert (after["seq"], after["players"]) == (before["seq"], before["players"])
    # The token list did not grow behind the log's back: seat 2 of a pad of two is no seat.
    if setup == "pad":
        assert http.post(f"/api/tables/{table['code']}/join", json={"seat": 2}).json["error"]["code"] == "bad_seat"


def test_play_again_keeps_the_player_who_came_late(http: FlaskClient, http_new_table) -> None:
    """The new table has every player, the late one too, in the same seat."""
    table = _round_two(http_new_table, http)
    act(http, table, {"type": "add_player", "name": "Zoë"}, "host")
    again = http.post(f"/api/tables/{table['code']}/rematch", json={}, headers=bearer(table["host_token"])).json
    new = http.get(f"/api/tables/{again['code']}").json
    assert [p["name"] for p in new["players"]] == ["Ana", "Bo", "Zoë"] and new["state"]["totals"] == [0, 0, 0]


def test_a_seat_the_hosts_phone_scored_for_is_asked_for_not_taken(http: FlaskClient, http_new_table) -> None:
    """pt91: the late friend's phone took Wilhelmina's seat in one tap; the host's grid had scored her round 1."""
    table = http_new_table("score-pad", ["Ana", "Wilhelmina", "Bo"], ROUNDS, seated=False)
    assert http.post(f"/api/tables/{table['code']}/join", json={"seat": 0}).status_code == 200  # Ana's own phone
    act(http, table, {"type": "score_round", "category": "Gold", "scores": {"1": 4, "2": 1}}, "host")
    kept = http.get(f"/api/tables/{table['code']}").json["table"]["kept"]
    assert kept == [1, 2]  # listed as on the host's phone, not free
    late = http.post(f"/api/tables/{table['code']}/join", json={"seat": 1})
    assert late.status_code == 202 and late.json["why"] == "kept"  # the host is asked first
    assert http.post(f"/api/tables/{table['code']}/join", json={"seat": 2}).status_code == 202


def test_a_player_added_by_mistake_is_taken_off_again(http: FlaskClient, http_new_table) -> None:
    """pt92: "Quentin", added by mistake, stayed as a 0-point player: undo never takes a seat back."""
    table = _round_two(http_new_table, http)
    before = http.get(f"/api/tables/{table['code']}").json
    act(http, table, {"type": "add_player", "name": "Quentin"}, "host")
    late = http.get(f"/api/tables/{table['code']}").json["players"][2]
    assert late["late"] is True and "late" not in before["players"][1]
    answer = act(http, table, {"type": "remove_player", "seat": 2}, 1)
    assert [p["name"] for p in answer["players"]] == ["Ana", "Bo"]
    after = http.get(f"/api/tables/{table['code']}").json
    assert {k: after["state"][k] for k in ("totals", "entered", "cells")} == {
        k: before["state"][k] for k in ("totals", "entered", "cells")
    }
    assert _log(http, table)[-1] == "Bo took Quentin off the table"
    assert http.post(f"/api/tables/{table['code']}/join", json={"seat": 2}).json["error"]["code"] == "bad_seat"
    # The right name next: the seat number comes again, free.
    act(http, table, {"type": "add_player", "name": "Quinn"}, "host")
    assert http.post(f"/api/tables/{table['code']}/join", json={"seat": 2}).status_code == 200


@pytest.mark.parametrize(
    ("then", "seat", "status", "code"),
    [
        ("scored", 2, 409, "player_played"),
        ("finished", 2, 409, "finished"),
        ("joined", 2, 409, "seat_has_phone"),
        ("", 1, 400, "bad_seat"),  # one of the players the table opened with
        ("", 3, 400, "bad_seat"),
    ],
)
def test_a_player_is_taken_off_only_while_nothing_names_them(
    http: FlaskClient, http_new_table, then: str, seat: int, status: int, code: str
) -> None:
    """A score for them (undone too: a redo would bring it back) or a phone on the seat keeps the player."""
    table = _round_two(http_new_table, http)
    act(http, table, {"type": "add_player", "name": "Zoë"}, "host")
    if then == "scored":
        act(http, table, {"type": "score", "seat": 2, "delta": 1, "round": 2, "category": "Gold"}, "host")
        act(http, table, {"type": "undo"}, "host")
    elif then == "joined":
        http.post(f"/api/tables/{table['code']}/join", json={"seat": 2})
    elif then == "finished":
        act(http, table, {"type": "finish"}, "host")
    r = http.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "remove_player", "seat": seat},
        headers=bearer(table["host_token"]),
    )
    assert (r.status_code, r.json["error"]["code"]) == (status, code)
    assert len(http.get(f"/api/tables/{table['code']}").json["players"]) == 3

"""Play again: the same game, players and options at a new table; phones keep their seats."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from companion.games import all_games, get_game
from tests.conftest import act, bearer

GAMES = [g.id for g in all_games()]
# Who starts the new game, per rulebook: The King of All Bards rolls for it at the new table, Bard
# Saga asks who last sang aloud, Minstrels and Tales of Danger take it from the (same) options.
FIRST = {
    "king-of-all-bards": lambda s: s["first"] is None,
    "bard-saga": lambda s: s["starting"] is None and s["phase"] == "setup",
    "minstrels": lambda s: s["first"] == 0 and s["phase"] == "setup",
    "tales-of-danger": lambda s: 0 <= s["first_player"] < 3 and s["turn"] == s["first_player"],
    "score-pad": lambda s: s["finished"] is False and s["round"] == 1 and not any(s["totals"]),
}


def _players(game_id: str) -> list[str]:
    game = get_game(game_id)
    return ["Ann", "Bob", "Cid", "Dee"][: max(game.min_players, min(3, game.max_players))]


def _rematch(client: FlaskClient, code: str, token: str | None, body: dict | None = None, status: int = 200) -> dict:
    headers = bearer(token) if token else {}
    r = client.post(f"/api/tables/{code}/rematch", json=body or {}, headers=headers)
    assert r.status_code == status, r.json
    return r.json


@pytest.mark.parametrize("game_id", GAMES)
def test_play_again_keeps_game_players_options_and_seats(client: FlaskClient, new_table, game_id: str) -> None:
    names = _players(game_id)
    old = new_table(game_id, names)
    code = old["code"]
    assert client.get(f"/api/tables/{code}").json["table"]["next"] is None
    moved = _rematch(client, code, old["seats"][1]["token"])
    # The table strip says where it is played again (the page offers that instead of another rematch).
    assert client.get(f"/api/tables/{code}").json["table"]["next"] == moved["code"]
    assert moved["seat"] == 1 and moved["host"] is False and moved["url"].endswith(f"/t/{moved['code']}")
    new = client.get(f"/api/tables/{moved['code']}").json
    before = client.get(f"/api/tables/{code}").json
    assert new["game"] == game_id and new["options"] == before["options"]
    assert [(p["name"], p["color"]) for p in new["players"]] == [(p["name"], p["color"]) for p in before["players"]]
    # The new table starts as any new table of that game does: first player as the rulebook picks it.
    assert FIRST[game_id](new["state"]), new["state"]
    # Seat 1's phone reads the new table as seat 1; the old table's log offers the new one to every phone.
    assert client.get(f"/api/tables/{moved['code']}", headers=bearer(moved["token"])).json["you"]["seat"] == 1
    last = client.get(f"/api/tables/{code}/log").json[-1]
    assert last["type"] == "rematch" and last["data"]["code"] == moved["code"]
    # Every other phone follows in one call; the host becomes the new table's host.
    host = _rematch(client, code, old["host_token"])
    assert host["code"] == moved["code"] and host["host"] is True
    assert client.get(f"/api/tables/{moved['code']}", headers=bearer(host["token"])).json["you"]["host"] is True
    zero = _rematch(client, code, old["seats"][0]["token"])
    assert zero["seat"] == 0 and zero["code"] == moved["code"]
    # A retry with the same old token gives the same seat back; nobody else can take it by code.
    assert _rematch(client, code, old["seats"][1]["token"])["token"] == moved["token"]
    asked = client.post(f"/api/tables/{moved['code']}/join", json={"seat": 1})
    assert asked.status_code == 202


def test_play_again_takes_a_new_first_player_and_needs_a_token(client: FlaskClient, new_table) -> None:
    old = new_table("minstrels", ["Ann", "Bob", "Cid"], {"first_player": 0})
    _rematch(client, old["code"], None, status=401)
    moved = _rematch(client, old["code"], old["host_token"], {"options": {"first_player": 2}})
    new = client.get(f"/api/tables/{moved['code']}").json
    assert new["options"]["first_player"] == 2 and new["state"]["first"] == 2
    bad = new_table("minstrels", ["Ann", "Bob"])
    r = client.post(
        f"/api/tables/{bad['code']}/rematch", json={"options": {"first_player": 9}}, headers=bearer(bad["host_token"])
    )
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_option"
    assert client.get(f"/api/tables/{bad['code']}/log").json[-1]["type"] != "rematch"  # nothing half-applied


def test_phones_follow_even_after_the_new_table_changed_its_code(client: FlaskClient, new_table) -> None:
    old = new_table(players=["Red", "Blue"])
    host = _rematch(client, old["code"], old["host_token"])
    fresh = client.post(f"/api/tables/{host['code']}/code", json={}, headers=bearer(host["token"])).json["code"]
    blue = _rematch(client, old["code"], old["seats"][1]["token"])
    assert blue["code"] == fresh and blue["seat"] == 1


def test_play_again_keeps_the_score_pads_game_name(client: FlaskClient, new_table) -> None:
    """pt11: the new table of a named pad is "Relic Hunters" too, not a nameless "Score pad"."""
    old = new_table("score-pad", ["Ann", "Bob"], {"categories": ["Gold", "Relics"]})
    act(client, old, {"type": "name_game", "name": "Relic Hunters"}, "host")
    moved = _rematch(client, old["code"], old["host_token"])
    new = client.get(f"/api/tables/{moved['code']}").json
    assert new["state"]["name"] == "Relic Hunters"
    # Nothing else comes along: the scores start again at zero.
    assert new["state"]["totals"] == [0, 0] and new["state"]["history"] == []

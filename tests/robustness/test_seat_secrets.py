"""Seat secrets stay with their seat (issue 15, findings 2 and 3).

Creation answers no seat tokens; release answers none; the host acts for seats with `by` and
reads only the public view on every surface; a seat that holds secrets entered for it in
one-phone mode is claimed only with the host's consent.
"""

from __future__ import annotations

import json

from flask import Flask
from flask.testing import FlaskClient

from companion.tables import Tables
from tests.conftest import bearer

TOD = "tales-of-danger"
QUEST = [[1, 6, "Princess"], [2, 6, "Dragon"], [3, 6, None]]
COINS = [[1, 1], [2, 2], [2, 5], [3, 3], [4, 4]]


def _engine(app: Flask) -> Tables:
    return app.extensions["tables"]


def host_act(client: FlaskClient, table: dict, action: dict) -> dict:
    r = client.post(f"/api/tables/{table['code']}/actions", json=action, headers=bearer(table["host_token"]))
    assert r.status_code == 200, r.json
    return r.json


def to_the_first_segment(client: FlaskClient, table: dict) -> int:
    """Tales of Danger, three seats, played by the host up to every seat's first Segment; the seat whose turn it is."""
    sponsors = client.get(f"/api/tables/{table['code']}").json["state"]["sponsors"]
    for seat in range(3):
        action = {"type": "secure_sponsor", "rank": sponsors[seat], "start": 2, "market": 2, "max": 6, "by": seat}
        host_act(client, table, action)
    for seat in range(3):
        host_act(client, table, {"type": "hand_full", "full": True, "by": seat})
    host_act(client, table, {"type": "end_turn", "by": 0})
    for seat in range(3):
        host_act(client, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"], "by": seat})
    return client.get(f"/api/tables/{table['code']}").json["state"]["turn"]


def _one_phone_journal(client: FlaskClient, new_table) -> tuple[dict, int]:
    """Tales of Danger played on the host's phone alone, up to a Journal entered for one seat."""
    table = new_table(TOD, ["Ann", "Bob", "Cid"], {"first_player": 0}, seated=False)
    turn = to_the_first_segment(client, table)
    answer = host_act(client, table, {"type": "complete_segment", "journal": 3, "by": turn})
    # Even the answer to the host's own entry shows the Journal face down.
    assert [v["journal"] for v in answer["state"]["players"][turn]["voyage"]] == [None]
    assert all("journal" not in e["data"] for e in answer["events"])
    return table, turn


def journals(state: dict) -> list:
    return [v["journal"] for p in state["players"] for v in p["voyage"]]


def test_creation_answers_no_seat_tokens(app: Flask, client: FlaskClient) -> None:
    r = client.post("/api/tables", json={"game": "score-pad", "players": ["Red", "Blue", "Green"]})
    assert r.status_code == 201
    record = _engine(app).get(r.json["code"]).record
    text = r.get_data(as_text=True)
    assert all(tok not in text for tok in record.seat_tokens)
    assert all("token" not in s for s in r.json["seats"])
    assert set(r.json) == {"code", "url", "host_token", "seats"}


def test_release_answers_no_token(app: Flask, client: FlaskClient, new_table) -> None:
    table = new_table(players=["Red", "Blue"])
    r = client.post(f"/api/tables/{table['code']}/release", json={"seat": 1}, headers=bearer(table["host_token"]))
    assert r.status_code == 200 and r.json == {"seat": 1}
    fresh = _engine(app).get(table["code"]).record.seat_tokens[1]
    assert fresh not in r.get_data(as_text=True)


def test_joining_a_seat_with_one_phone_secrets_reads_nothing_without_consent(client: FlaskClient, new_table) -> None:
    table, seat = _one_phone_journal(client, new_table)
    code = table["code"]
    r = client.post(f"/api/tables/{code}/join", json={"seat": seat})
    assert r.status_code == 202, r.json
    asked = r.json
    assert asked["pending"] is True and asked["why"] == "secrets" and "token" not in asked
    # Nothing the asking phone can send reads the Journal: not a guessed key, not the snapshot.
    wrong = client.post(f"/api/tables/{code}/join", json={"seat": seat, "request": "x" * 24})
    assert wrong.status_code == 404 and wrong.json["error"]["code"] == "no_request"
    early = client.post(f"/api/tables/{code}/join", json={"seat": seat, "request": asked["request"]})
    assert early.status_code == 202 and "token" not in early.json
    assert journals(client.get(f"/api/tables/{code}").json["state"]) == [None]
    # Only the host grants, and only with the check the phone shows.
    bad = client.post(
        f"/api/tables/{code}/grant", json={"seat": seat, "check": "xyz"}, headers=bearer(table["host_token"])
    )
    assert bad.status_code == 404 and bad.json["error"]["code"] == "no_request"
    log = client.get(f"/api/tables/{code}/log").json
    assert log[-1]["type"] == "seat_requested" and "check" not in log[-1]["data"]  # the host's snapshot has it
    ok = client.post(
        f"/api/tables/{code}/grant", json={"seat": seat, "check": asked["check"]}, headers=bearer(table["host_token"])
    )
    assert ok.status_code == 200
    got = client.post(f"/api/tables/{code}/join", json={"seat": seat, "request": asked["request"]})
    assert got.status_code == 200 and got.json["seat"] == seat
    mine = client.get(f"/api/tables/{code}", headers=bearer(got.json["token"])).json["state"]
    assert journals(mine) == [3]
    assert [e["type"] for e in client.get(f"/api/tables/{code}/log").json[-2:]] == ["seat_granted", "joined"]


def test_a_seat_without_secrets_that_played_on_the_hosts_phone_asks_the_host(client: FlaskClient, new_table) -> None:
    """pt15/pt17: a seat passed round on the host's phone was "free", and any phone could take it mid-game."""
    table, seat = _one_phone_journal(client, new_table)
    code = table["code"]
    other = next(s for s in range(3) if s != seat)
    assert client.get(f"/api/tables/{code}").json["table"]["kept"] == [0, 1, 2]
    r = client.post(f"/api/tables/{code}/join", json={"seat": other})
    assert r.status_code == 202 and r.json["why"] == "kept" and "token" not in r.json
    host = bearer(table["host_token"])
    ok = client.post(f"/api/tables/{code}/grant", json={"seat": other, "check": r.json["check"]}, headers=host)
    assert ok.status_code == 200
    got = client.post(f"/api/tables/{code}/join", json={"seat": other, "request": r.json["request"]})
    assert got.status_code == 200 and got.json["seat"] == other
    assert other not in client.get(f"/api/tables/{code}").json["table"]["kept"]


def test_a_seat_that_has_not_played_is_still_claimed_by_joining(client: FlaskClient, new_table) -> None:
    """Bob, for whom nothing was entered, is anyone's to join; Ann and Cid, scored on the host's phone, are its own.

    pt91: the host's own score for Cid once left his seat free: the late friend's phone took it in one tap.
    """
    table = new_table("score-pad", ["Ann", "Bob", "Cid"], seated=False)
    host_act(client, table, {"type": "score", "seat": 0, "delta": 3, "by": 0})
    host_act(client, table, {"type": "score", "seat": 2, "delta": 1})  # the host's own, for Cid: his seat played
    assert client.get(f"/api/tables/{table['code']}").json["table"]["kept"] == [0, 2]
    r = client.post(f"/api/tables/{table['code']}/join", json={"seat": 1})
    assert r.status_code == 200 and len(r.json["token"]) >= 22


def _tokens(answer: object) -> list[str]:
    """Every token anywhere in an answer."""
    if isinstance(answer, dict):
        return [v for k, v in answer.items() if "token" in k and isinstance(v, str)] + [
            t for v in answer.values() for t in _tokens(v)
        ]
    return [t for v in answer for t in _tokens(v)] if isinstance(answer, list) else []


def test_the_host_token_never_reads_a_seats_secret(app: Flask, client: FlaskClient, new_table) -> None:
    table, seat = _one_phone_journal(client, new_table)
    code, host = table["code"], bearer(table["host_token"])
    # Nothing the host's phone was given when it opened the table reads the Journal.
    for token in _tokens(table):
        assert journals(client.get(f"/api/tables/{code}", headers=bearer(token)).json["state"]) == [None]
    engine = _engine(app)
    _, sub, missed = engine.subscribe(code, 0)
    engine.unsubscribe(engine.get(code), sub)
    assert journals(engine.get(code).state) == [3]  # the secret is there to be leaked
    snap = client.get(f"/api/tables/{code}", headers=host).json
    assert snap["you"]["host"] is True and journals(snap["state"]) == [None]
    exported = client.get(f"/api/tables/{code}/export.json", headers=host).json
    assert journals(exported["state"]) == [None]
    events = [*snap["log"], *exported["log"], *client.get(f"/api/tables/{code}/log", headers=host).json]
    events += [json.loads(m.decode().split("data: ", 1)[1]) for m in missed]
    assert events and all("journal" not in e["data"] for e in events)
    streamed = json.loads(missed[-1].decode().split("data: ", 1)[1])
    assert journals(streamed["state"]) == [None]
    csv = client.get(f"/api/tables/{code}/export.csv", headers=host).get_data(as_text=True).splitlines()
    assert all(row.split(",")[5] == "" for row in csv[1:])  # the journals column stays empty until the end
    # Acting for the seat again answers the public view too.
    again = host_act(client, table, {"type": "roll", "dice": "1d6", "by": seat})
    assert journals(again["state"]) == [None]


def test_minstrels_quest_marked_for_a_seat_needs_consent(client: FlaskClient, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True}, seated=False)
    host_act(client, table, {"type": "board_ready", "by": 1, "coins": COINS, "quest": QUEST})
    code = table["code"]
    assert client.post(f"/api/tables/{code}/join", json={"seat": 0}).status_code == 200
    r = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert r.status_code == 202 and "token" not in r.json
    assert client.get(f"/api/tables/{code}").json["state"]["players"][1]["quest"] == {"marks": None, "done": None}


def test_stepping_back_ends_the_token_and_the_seat_then_needs_consent(client: FlaskClient, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob"], {"quests": True}, seated=False)
    code = table["code"]
    token = client.post(f"/api/tables/{code}/join", json={"seat": 1}).json["token"]
    action = {"type": "board_ready", "coins": COINS, "quest": QUEST}
    assert client.post(f"/api/tables/{code}/actions", json=action, headers=bearer(token)).status_code == 200
    r = client.post(f"/api/tables/{code}/leave", json={}, headers=bearer(token))
    assert r.status_code == 200 and r.json == {"seat": 1}
    gone = client.get(f"/api/tables/{code}", headers=bearer(token))
    assert gone.status_code == 403 and gone.json["error"]["code"] == "bad_token"
    assert client.get(f"/api/tables/{code}").json["log"][-1]["text"] == "Bob's phone stepped back to watching"
    # Bob's quest is in the seat: the next phone asks the host.
    assert client.post(f"/api/tables/{code}/join", json={"seat": 1}).status_code == 202
    # The host cannot step back from a seat it does not hold.
    r = client.post(f"/api/tables/{code}/leave", json={}, headers=bearer(table["host_token"]))
    assert r.status_code == 400 and r.json["error"]["code"] == "not_seated"


def test_a_granted_request_hands_a_held_seat_to_another_phone(client: FlaskClient, new_table) -> None:
    table = new_table(players=["Red", "Blue"])
    code, old = table["code"], table["seats"][1]["token"]
    asked = client.post(f"/api/tables/{code}/join", json={"seat": 1}).json
    assert asked["why"] == "taken"
    # A second phone cannot push the first one's request aside at once.
    again = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert again.status_code == 429 and again.json["error"]["code"] == "seat_asked"
    seat_token = bearer(table["seats"][0]["token"])
    r = client.post(f"/api/tables/{code}/grant", json={"seat": 1, "check": asked["check"]}, headers=seat_token)
    assert r.status_code == 403 and r.json["error"]["code"] == "host_only"
    client.post(
        f"/api/tables/{code}/grant", json={"seat": 1, "check": asked["check"]}, headers=bearer(table["host_token"])
    )
    new = client.post(f"/api/tables/{code}/join", json={"seat": 1, "request": asked["request"]}).json["token"]
    handed = client.get(f"/api/tables/{code}", headers=bearer(old))
    assert handed.status_code == 403 and handed.json["error"]["code"] == "bad_token"
    assert client.get(f"/api/tables/{code}", headers=bearer(new)).json["you"]["seat"] == 1
    assert client.get(f"/api/tables/{code}/log").json[-1]["text"] == "The host handed Blue's seat to another phone"


def test_a_seat_a_phone_held_in_a_game_with_secrets_needs_consent_again(client: FlaskClient, new_table) -> None:
    # Heroes dealt at setup: the phone that held Bob's seat saw his two cards without acting.
    table = new_table("minstrels", ["Ann", "Bob"], {"heroes": True}, seated=False)
    code = table["code"]
    first = client.post(f"/api/tables/{code}/join", json={"seat": 1}).json
    offer = client.get(f"/api/tables/{code}", headers=bearer(first["token"])).json["state"]["players"][1]["offer"]
    assert len(offer) == 2
    client.post(f"/api/tables/{code}/leave", json={}, headers=bearer(first["token"]))
    again = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert again.status_code == 202 and "token" not in again.json
    # A score pad has no secrets: a seat left free is simply taken again.
    pad = new_table(players=["Red", "Blue"], seated=False)
    token = client.post(f"/api/tables/{pad['code']}/join", json={"seat": 1}).json["token"]
    client.post(f"/api/tables/{pad['code']}/leave", json={}, headers=bearer(token))
    assert client.post(f"/api/tables/{pad['code']}/join", json={"seat": 1}).status_code == 200

"""The host's "Everyone (passed round)" is stored (issue 26, pt20): its seats are the host phone's at once.

Before, a seat passed round on the host's phone counted as the host's only once it had played, so
other phones listed it as free and took it unasked.
"""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import bearer


def _keep(client: FlaskClient, table: dict, token: str) -> object:
    return client.post(f"/api/tables/{table['code']}/actions", json={"type": "keep_seats"}, headers=bearer(token))


def test_passed_round_seats_are_kept_before_they_play_and_freed_by_release(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ann", "Bob", "Cid"], seated=False)
    code, host = table["code"], bearer(table["host_token"])
    ann = client.post(f"/api/tables/{code}/join", json={"seat": 0}).json  # Ann has a phone of her own
    r = _keep(client, table, table["host_token"])
    assert r.status_code == 200, r.json
    snap = client.get(f"/api/tables/{code}").json
    assert snap["table"]["kept"] == [1, 2]  # not Ann's: she has her phone
    assert snap["log"][-1]["text"] == "The host's phone is passed round for Bob, Cid"
    assert snap["table"]["undo"] is None  # the table's own record, like a join: nothing to undo
    asked = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert asked.status_code == 202 and asked.json["why"] == "kept" and "token" not in asked.json
    # The host gives Cid's seat up: the next phone takes it unasked, Bob's stays the host's.
    assert client.post(f"/api/tables/{code}/release", json={"seat": 2}, headers=host).status_code == 200
    assert client.get(f"/api/tables/{code}").json["table"]["kept"] == [1]
    took = client.post(f"/api/tables/{code}/join", json={"seat": 2})
    assert took.status_code == 200 and took.json["seat"] == 2
    # Ann steps back: the host's phone holds her seat for the table again, as for Bob.
    assert client.post(f"/api/tables/{code}/leave", headers=bearer(ann["token"])).status_code == 200
    assert client.get(f"/api/tables/{code}").json["table"]["kept"] == [1]


def test_only_the_host_keeps_seats_and_not_twice(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Ann", "Bob"], seated=False)
    ann = client.post(f"/api/tables/{table['code']}/join", json={"seat": 0}).json
    refused = _keep(client, table, ann["token"])
    assert refused.status_code == 403 and refused.json["error"]["code"] == "host_only"
    assert _keep(client, table, table["host_token"]).status_code == 200
    again = _keep(client, table, table["host_token"])
    assert again.status_code == 409 and again.json["error"]["code"] == "nothing_to_keep"
    assert [e["type"] for e in client.get(f"/api/tables/{table['code']}").json["log"]].count("seats_kept") == 1


def test_play_again_keeps_the_host_phones_seats_as_they_were(client: FlaskClient, new_table) -> None:
    table = new_table("minstrels", ["Ann", "Bob", "Cid"], seated=False)
    code = table["code"]
    ann = client.post(f"/api/tables/{code}/join", json={"seat": 0}).json
    assert _keep(client, table, table["host_token"]).status_code == 200  # Bob and Cid on the host's phone
    moved = client.post(f"/api/tables/{code}/rematch", json={}, headers=bearer(table["host_token"])).json
    new = moved["code"]
    snap = client.get(f"/api/tables/{new}").json
    assert snap["table"]["kept"] == [1, 2]  # pt27: a fresh phone was offered Bob's seat as free
    asked = client.post(f"/api/tables/{new}/join", json={"seat": 1})
    assert asked.status_code == 202 and asked.json["why"] == "kept" and "token" not in asked.json
    # Ann's phone follows to its own seat as before.
    mine = client.post(f"/api/tables/{code}/rematch", json={}, headers=bearer(ann["token"])).json
    assert mine["seat"] == 0 and mine["code"] == new


def test_the_kept_seats_line_is_short_with_long_names(client: FlaskClient, new_table) -> None:
    """pt36: "passed round for <six full names>" was a wall of text: first names, four or more counted."""
    names = ["Bartholomew Featherstone", "Wilhelmina Ashcombe-Vale", "Zoë Ellington-Hartley", "Maximilian Thornbury"]
    three = new_table("score-pad", names[:3], seated=False)
    assert _keep(client, three, three["host_token"]).status_code == 200
    said = client.get(f"/api/tables/{three['code']}").json["log"][-1]["text"]
    assert said == "The host's phone is passed round for Bartholomew, Wilhelmina, Zoë"
    four = new_table("score-pad", names, seated=False)
    assert _keep(client, four, four["host_token"]).status_code == 200
    said = client.get(f"/api/tables/{four['code']}").json["log"][-1]["text"]
    assert said == "The host's phone is passed round for 4 players"


def test_the_kept_seats_line_in_russian_says_for_whom(client: FlaskClient, new_table) -> None:
    """pt93: "передают по кругу за 4 игроков" ("за" reads as "instead of"): "для", for them."""
    table = new_table("score-pad", ["Аня", "Борис", "Кира"], seated=False)
    assert _keep(client, table, table["host_token"]).status_code == 200
    log = client.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": "ru"}).json
    assert log[-1]["text"] == "Телефон хозяина передают по кругу для игроков: Аня, Борис, Кира"

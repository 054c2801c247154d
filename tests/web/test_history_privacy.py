"""A hosted instance shows a phone only the plays of the tables it holds a seat (or the host's role) at."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.plays import export
from tests.conftest import act, table_opener
from web import create_app, limits


@pytest.fixture
def hosted(tmp_path) -> Flask:
    """An app that keeps many groups' tables: the history shows each phone its own."""
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "h.sqlite3"), "HISTORY": "seats"})


def finished(client: FlaskClient, names: list[str]) -> dict:
    table = table_opener(client)("score-pad", names)
    act(client, table, {"type": "score", "seat": 0, "delta": 5})
    act(client, table, {"type": "finish"})
    return table


def shown(client: FlaskClient, pairs: list[tuple[str, str]]) -> list[list[str]]:
    body = {"tables": [{"code": c, "token": t} for c, t in pairs]}
    got = client.post("/api/plays", json=body)
    assert got.status_code == 200, got.json
    assert got.json["mode"] == "seats"
    return [[p["name"] for p in play["players"]] for play in got.json["plays"]]


def test_a_phone_sees_only_the_plays_of_its_own_tables(hosted: Flask) -> None:
    client = hosted.test_client()
    ours = finished(client, ["Anna", "Boris"])
    theirs = finished(client, ["Xenia", "Yuri"])
    seat = ours["seats"][1]["token"]
    assert shown(client, []) == []  # no tables: no plays, not everybody's
    assert client.get("/api/plays").json["plays"] == []  # tokens never ride in a URL
    assert shown(client, [(ours["code"], seat)]) == [["Anna", "Boris"]]
    assert shown(client, [(ours["code"], ours["host_token"])]) == [["Anna", "Boris"]]
    assert sorted(shown(client, [(ours["code"], seat), (theirs["code"], theirs["seats"][0]["token"])])) == [
        ["Anna", "Boris"],
        ["Xenia", "Yuri"],
    ]
    # Knowing another group's code is not holding a seat there.
    assert shown(client, [(theirs["code"], seat)]) == []
    assert shown(client, [(theirs["code"], "made-up-token")]) == []
    stats = client.post("/api/plays", json={"tables": [{"code": ours["code"], "token": seat}]}).json["stats"]
    assert {s["name"] for s in stats} == {"Anna", "Boris"}


def test_the_exports_hold_only_the_phones_own_plays(hosted: Flask) -> None:
    client = hosted.test_client()
    ours = finished(client, ["Anna", "Boris"])
    finished(client, ["Xenia", "Yuri"])
    form = {"code": ours["code"], "token": ours["seats"][0]["token"]}
    csv = export.from_csv(client.post("/history.csv", data=form).get_data(as_text=True))
    assert [[s.name for s in p.players] for p in csv] == [["Anna", "Boris"]]
    assert export.from_json(client.get("/history.json").get_data(as_text=True)) == []


def test_a_table_whose_code_changed_is_found_by_its_token(hosted: Flask) -> None:
    client = hosted.test_client()
    ours = finished(client, ["Anna", "Boris"])
    fresh = client.post(f"/api/tables/{ours['code']}/code", headers={"Authorization": f"Bearer {ours['host_token']}"})
    assert fresh.status_code == 200, fresh.json
    assert shown(client, [(ours["code"], ours["seats"][0]["token"])]) == [["Anna", "Boris"]]


def test_a_laptop_shows_every_play(client: FlaskClient, new_table) -> None:
    finished(client, ["Anna", "Boris"])
    finished(client, ["Xenia", "Yuri"])
    got = client.get("/api/plays").json
    assert got["mode"] == "all" and len(got["plays"]) == 2

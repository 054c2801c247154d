"""Access: unguessable tokens, seats act only as themselves, spectators watch, guessing is slowed,
the host releases seats and changes the join code, idle tables are archived and come back."""

from __future__ import annotations

import json
import math
import string
from collections import Counter
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.engine import CODE_ALPHABET
from companion.errors import Forbidden, NotFound
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import act, bearer, seated
from web import create_app, limits

URLSAFE = set(string.ascii_letters + string.digits + "-_")
DAY = 86400.0


def test_tokens_are_long_random_and_distinct(client: FlaskClient, new_table) -> None:
    client.application.config["CREATE_LIMIT"] = 40  # one address opens them all, past the 30 a minute
    tables = [new_table(players=["A", "B", "C", "D"]) for _ in range(40)]
    tokens = [t["host_token"] for t in tables] + [s["token"] for t in tables for s in t["seats"]]
    assert len(set(tokens)) == len(tokens)
    for tok in tokens:
        assert len(tok) >= 22 and set(tok) <= URLSAFE  # >= 128 bits from a 64-letter alphabet
    # Rough check that the letters are spread out as random ones would be (not a counter, not a clock).
    letters = Counter("".join(tokens))
    assert len(letters) >= 60
    entropy = -sum(n / sum(letters.values()) * math.log2(n / sum(letters.values())) for n in letters.values())
    assert entropy > 5.8  # ~6 bits per letter
    codes = [t["code"] for t in tables]
    assert len(set(codes)) == len(codes) and all(set(c) <= set(CODE_ALPHABET) and len(c) == 6 for c in codes)


def test_no_token_ever_shows_in_a_public_answer(client: FlaskClient, new_table) -> None:
    table = new_table(players=["A", "B"])
    act(client, table, {"type": "score", "seat": 1, "delta": 2}, seat=1)
    client.post(f"/api/tables/{table['code']}/release", json={"seat": 1}, headers=bearer(table["host_token"]))
    secrets = [table["host_token"]] + [s["token"] for s in table["seats"]]
    fresh = client.get(f"/api/tables/{table['code']}", headers=bearer(table["host_token"]))
    code = table["code"]
    for path in (
        f"/api/tables/{code}",
        f"/api/tables/{code}/log",
        f"/api/tables/{code}/export.json",
        f"/api/tables/{code}/export.csv",
        f"/t/{code}",
        f"/t/{code}/qr.svg",
    ):
        text = client.get(path).get_data(as_text=True)
        for tok in secrets:
            assert tok not in text, path
    assert table["host_token"] not in fresh.get_data(as_text=True)


def test_a_seat_acts_only_as_itself_unless_it_is_the_host(client: FlaskClient, new_table) -> None:
    table = new_table(players=["A", "B", "C"])
    assert act(client, table, {"type": "roll", "dice": "1d6"}, seat=1)["events"][0]["actor"] == 1
    err = act(client, table, {"type": "roll", "dice": "1d6", "by": 2}, seat=1, status=403)
    assert err["error"]["code"] == "not_your_seat"
    assert act(client, table, {"type": "roll", "dice": "1d6", "by": 1}, seat=1)["events"][0]["actor"] == 1
    assert act(client, table, {"type": "roll", "dice": "1d6", "by": 2}, seat="host")["events"][0]["actor"] == 2
    # Undo belongs to whoever did it, and to the host.
    assert act(client, table, {"type": "undo"}, seat=1, status=403)["error"]["code"] == "not_yours"
    act(client, table, {"type": "undo"}, seat=2)
    act(client, table, {"type": "redo"}, seat="host")


@pytest.mark.parametrize("token", [None, "", "x" * 24, "Bearer", "other-table"])
def test_spectators_and_strangers_cannot_act(client: FlaskClient, new_table, token: str | None) -> None:
    table, other = new_table(), new_table()
    if token == "other-table":
        token = other["host_token"]
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    r = client.post(f"/api/tables/{table['code']}/actions", json={"type": "roll", "dice": "1d6"}, headers=headers)
    assert r.status_code in (401, 403), r.json
    assert r.json["error"]["code"] in ("token_required", "bad_token")
    r = client.post(f"/api/tables/{table['code']}/release", json={"seat": 0}, headers=headers)
    assert r.status_code in (401, 403)
    r = client.post(f"/api/tables/{table['code']}/code", json={}, headers=headers)
    assert r.status_code in (401, 403)
    assert len(client.get(f"/api/tables/{table['code']}/log").json) == table["seq"]
    # A spectator still watches: the table reads without a token, as nobody's seat.
    snap = client.get(f"/api/tables/{table['code']}").json
    assert snap["you"] == {"seat": None, "host": False}


def test_a_seat_is_not_the_host(client: FlaskClient, new_table) -> None:
    table = new_table()
    token = table["seats"][0]["token"]
    for path, body in (("release", {"seat": 1}), ("code", {})):
        r = client.post(f"/api/tables/{table['code']}/{path}", json=body, headers=bearer(token))
        assert r.status_code == 403 and r.json["error"]["code"] == "host_only"


def _guessing_app(tmp_path: Path) -> Flask:
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3"), "JOIN_LIMIT": 5})


def test_join_code_guessing_gets_429(tmp_path: Path) -> None:
    app = _guessing_app(tmp_path)
    client = app.test_client()
    real = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json["code"]
    guesses = ["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"]
    paths = ["/api/tables/{}", "/t/{}", "/api/tables/{}/events", "/api/tables/{}/log", "/api/tables/{}/join"]
    for guess, path in zip(guesses, paths, strict=True):
        url = path.format(guess)
        r = client.post(url, json={"seat": 0}) if path.endswith("join") else client.get(url)
        assert r.status_code == 404
    r = client.get(f"/api/tables/{real}")
    assert r.status_code == 429 and r.json["error"]["code"] == "too_many_guesses"
    assert client.get("/t/ZZZZZZ").status_code == 429
    # Another phone (another address) is not punished for it.
    other = client.get(f"/api/tables/{real}", environ_base={"REMOTE_ADDR": "10.1.2.3"})
    assert other.status_code == 200
    limits.reset()


def test_known_codes_do_not_count_as_guesses(tmp_path: Path) -> None:
    app = _guessing_app(tmp_path)
    client = app.test_client()
    real = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json["code"]
    for _ in range(20):
        assert client.get(f"/api/tables/{real}").status_code == 200
    limits.reset()


def test_host_releases_a_seat_and_the_old_token_stops_working(client: FlaskClient, new_table) -> None:
    table = new_table()
    code = table["code"]
    claimed = table["seats"][1]
    assert client.post(f"/api/tables/{code}/join", json={"seat": 1}).status_code == 202  # taken: only asks
    r = client.post(f"/api/tables/{code}/release", json={"seat": 1}, headers=bearer(table["host_token"]))
    assert r.status_code == 200 and r.json == {"seat": 1}  # no token: the host never holds a seat's
    assert act(client, table, {"type": "roll", "dice": "1d6"}, seat=1, status=403)["error"]["code"] == "bad_token"
    snap = client.get(f"/api/tables/{code}").json
    assert snap["players"][1]["claimed"] is False
    assert snap["log"][-1]["type"] == "seat_released"
    # The seat can be taken again by the next phone, with a token nobody had before.
    fresh = client.post(f"/api/tables/{code}/join", json={"seat": 1}).json["token"]
    assert fresh != claimed["token"]
    r = client.post(f"/api/tables/{code}/actions", json={"type": "roll", "dice": "1d6"}, headers=bearer(fresh))
    assert r.status_code == 200 and r.json["events"][0]["actor"] == 1


def test_fresh_join_code_old_code_404_seated_phones_follow(app: Flask, client: FlaskClient, new_table) -> None:
    table = new_table(players=["A", "B"])
    old = table["code"]
    act(client, table, {"type": "score", "seat": 0, "delta": 4})
    engine: Tables = app.extensions["tables"]
    _, sub, _ = engine.subscribe(old)
    r = client.post(f"/api/tables/{old}/code", json={}, headers=bearer(table["host_token"]))
    assert r.status_code == 200
    new = r.json["code"]
    assert new != old and set(new) <= set(CODE_ALPHABET)
    # The old code (and its QR and page) stop working.
    assert client.get(f"/api/tables/{old}").status_code == 404
    assert client.get(f"/t/{old}").status_code == 404
    assert client.post(f"/api/tables/{old}/join", json={"seat": 1}).status_code == 404
    # Open streams are told (without the new code) and then closed.
    message = sub.get(1)
    assert b"code_changed" in message and new.encode() not in message
    assert sub.get(1) is None
    assert sub.get(0.05) is None  # closed for good: nothing more comes
    # Seated phones and the host find the table again with their tokens; strangers do not.
    for token in (table["seats"][0]["token"], table["seats"][1]["token"], table["host_token"]):
        assert client.get("/api/locate", headers=bearer(token)).json == {"code": new}
    assert client.get("/api/locate", headers=bearer("nope" * 6)).status_code == 404
    assert client.get("/api/locate").status_code == 404
    # The table is whole under its new code, and the tokens still act.
    snap = client.get(f"/api/tables/{new}").json
    assert snap["code"] == new and snap["state"]["totals"] == [4, 0]
    action = {"type": "score", "seat": 1, "delta": 1}
    r = client.post(f"/api/tables/{new}/actions", json=action, headers=bearer(table["seats"][1]["token"]))
    assert r.status_code == 200 and r.json["state"]["totals"] == [4, 1]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1_700_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_idle_tables_are_archived_and_come_back_intact(tmp_path: Path) -> None:
    clock = Clock()
    store = SQLiteStore(tmp_path / "archive.sqlite3")
    engine = Tables(store=store, clock=clock)
    idle = seated(engine, engine.create("score-pad", ["A", "B"]))
    busy = engine.create("score-pad", ["C", "D"])
    engine.act(idle["code"], idle["host_token"], {"type": "score", "seat": 0, "delta": 7})
    engine.act(idle["code"], idle["host_token"], {"type": "roll", "dice": "2d6"})
    before = engine.snapshot(idle["code"], idle["host_token"])

    clock.now += 20 * DAY
    engine.act(busy["code"], busy["host_token"], {"type": "score", "seat": 1, "delta": 1})
    clock.now += 11 * DAY  # idle: 31 days untouched; busy: 11 days
    assert engine.archive_idle() == [idle["code"]]
    assert engine.archive_idle() == []
    assert store.table(idle["code"]).archived is True
    assert store.table(busy["code"]).archived is False
    assert idle["code"] not in engine._tables

    # Opening it again (even on a freshly started server) brings it back as it was.
    for eng in (engine, Tables(store=store, clock=clock)):
        after = eng.snapshot(idle["code"], idle["host_token"])
        assert (after["seq"], after["state"], after["table"], after["log"]) == (
            before["seq"],
            before["state"],
            before["table"],
            before["log"],
        )
        assert store.table(idle["code"]).archived is False
    engine.act(idle["code"], idle["seats"][1]["token"], {"type": "score", "seat": 1, "delta": 2})
    assert engine.snapshot(idle["code"])["state"]["totals"] == [7, 2]
    store.close()


def test_an_unknown_token_or_code_is_a_clean_refusal(tmp_path: Path) -> None:
    engine = Tables(store=SQLiteStore(tmp_path / "x.sqlite3"))
    table = engine.create("score-pad", ["A", "B"])
    with pytest.raises(NotFound):
        engine.get("NOPE00")
    with pytest.raises(Forbidden):
        engine.act(table["code"], "z" * 24, {"type": "roll"})
    assert json.dumps(engine.snapshot(table["code"]))  # plain JSON for a spectator
    engine.store.close()

"""The turn timer over HTTP: set on a new table, a clear 4xx for bad input, the tokenless time-up, OpenAPI."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion.rng import seeded
from tests.conftest import act, bearer
from tests.hand_clock import Clock
from web import create_app, limits


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def client(tmp_path: Path, clock: Clock) -> FlaskClient:
    limits.reset()
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "RNG": seeded(3), "CLOCK": clock})
    return app.test_client()


def opened(client: FlaskClient, timer: object, game: str = "minstrels") -> dict:
    r = client.post("/api/tables", json={"game": game, "players": ["Ann", "Bob"], "timer": timer})
    assert r.status_code == 201, r.json
    t = r.json
    for s in t["seats"]:
        s["token"] = client.post(f"/api/tables/{t['code']}/join", json={"seat": s["seat"]}).json["token"]
    return t


@pytest.mark.parametrize(
    "timer", [{"mode": "turn", "seconds": -1}, {"mode": "turn", "seconds": 1e300}, {"mode": "turn", "seconds": "x"},
              {"mode": "turn"}, {"mode": 3, "seconds": 60}, 60],
)  # fmt: skip
def test_a_bad_timer_opens_no_table_and_says_why(client: FlaskClient, timer: object) -> None:
    r = client.post("/api/tables", json={"game": "minstrels", "players": ["Ann", "Bob"], "timer": timer})
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_timer"
    assert "seconds" in r.json["error"]["message"] or "mode" in r.json["error"]["message"] or "object" in r.json[
        "error"]["message"]  # fmt: skip


def test_every_phone_gets_the_deadline_and_the_servers_now(client: FlaskClient, clock: Clock) -> None:
    t = opened(client, {"mode": "turn", "seconds": 60})
    clock.now += 12
    snap = client.get(f"/api/tables/{t['code']}").json
    assert snap["now"] == clock.now  # the phone counts from the server's clock, not its own
    timer = snap["table"]["timer"]
    assert timer["at"] + timer["left"]["turn"] == clock.now - 12 + 60


def test_time_up_needs_no_token_and_is_logged_once(client: FlaskClient, clock: Clock) -> None:
    t = opened(client, {"mode": "turn", "seconds": 30})
    act(client, t, {"type": "resume_timer"}, seat="host")  # the host starts it before the first turn
    url = f"/api/tables/{t['code']}/timer/up"
    assert client.post(url).json["logged"] is False
    clock.now += 30
    answers = [client.post(url).json for _ in range(3)]
    assert [a["logged"] for a in answers] == [True, False, False]
    log = client.get(f"/api/tables/{t['code']}/log").json
    assert [e["text"] for e in log if e["type"] == "time_up"] == ["Time is up for everyone"]
    assert client.post("/api/tables/NOSUCH/timer/up").status_code == 404


def test_pause_is_the_hosts_and_a_seat_gets_a_403_naming_why(client: FlaskClient) -> None:
    t = opened(client, {"mode": "player", "seconds": 300})
    r = client.post(
        f"/api/tables/{t['code']}/actions", json={"type": "pause_timer"}, headers=bearer(t["seats"][0]["token"])
    )
    assert r.status_code == 403 and "host" in r.json["error"]["message"]
    said = act(client, t, {"type": "pause_timer"}, seat="host")
    assert said["table"]["timer"]["paused"] and said["events"][0]["text"] == "The host paused the timer"
    r = client.post(
        f"/api/tables/{t['code']}/actions", json={"type": "set_timer", "mode": "turn", "seconds": -3},
        headers=bearer(t["host_token"]),
    )  # fmt: skip
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_timer"


def test_the_log_line_speaks_the_phones_language(client: FlaskClient) -> None:
    t = opened(client, {"mode": "turn", "seconds": 60})
    act(client, t, {"type": "pause_timer"}, seat="host")
    for lang in ("de", "ru"):
        log = client.get(f"/api/tables/{t['code']}/log", headers={"Accept-Language": lang}).json
        assert log[-1]["text"] != "The host paused the timer", lang


def test_openapi_documents_the_timer(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").json
    assert "/api/tables/{code}/timer/up" in doc["paths"]
    assert "timer" in doc["components"]["schemas"]["NewTable"]["properties"]
    examples = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"]
    assert {"set_timer", "pause_timer", "resume_timer"} <= {e["value"]["type"] for e in examples["examples"].values()}


def test_thinking_time_reaches_the_history_and_its_csv(client: FlaskClient, clock: Clock) -> None:
    t = opened(client, {"mode": "turn", "seconds": 60}, game="score-pad")
    clock.now += 40
    act(client, t, {"type": "score", "seat": 0, "delta": 5}, seat=0)
    clock.now += 25
    act(client, t, {"type": "finish"}, seat="host")
    play = client.get("/api/plays").json["plays"][0]
    # The score pad names nobody to act: its time per entry is the table's, nobody's thinking time.
    assert [p["thinking"] for p in play["players"]] == [0, 0]
    csv = client.get("/history.csv").get_data(as_text=True)
    assert csv.splitlines()[0].endswith(",thinking_seconds") and csv.splitlines()[1].endswith(",0")


def test_a_table_without_a_timer_leaves_thinking_time_empty(client: FlaskClient) -> None:
    t = opened(client, None, game="score-pad")
    act(client, t, {"type": "finish"}, seat="host")
    assert [p["thinking"] for p in client.get("/api/plays").json["plays"][0]["players"]] == [None, None]
    assert client.get("/history.csv").get_data(as_text=True).splitlines()[1].endswith(",")


def test_the_new_table_page_offers_chess_clocks_only_where_the_game_names_turns(client: FlaskClient) -> None:
    pad, minstrels = (
        client.get("/new/score-pad").get_data(as_text=True),
        client.get("/new/minstrels").get_data(as_text=True),
    )
    for page in (pad, minstrels):
        assert 'id="timer-mode"' in page and '<option value="off" selected>' in page  # off by default
    assert 'value="player"' not in pad and 'value="player"' in minstrels

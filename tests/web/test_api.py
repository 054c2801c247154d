"""The JSON API as phones use it: tables, actions, errors that name what is wrong, exports."""

from __future__ import annotations

import csv
import io

import pytest
from flask.testing import FlaskClient

from tests.conftest import act, bearer, sse_ids


def test_games_lists_the_score_pad_with_its_player_range(client: FlaskClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json}
    assert games["score-pad"]["min_players"] == 1 and games["score-pad"]["max_players"] == 12


def test_create_answers_201_with_code_url_and_host_token(client: FlaskClient) -> None:
    r = client.post(
        "/api/tables", json={"game": "score-pad", "players": [{"name": "Red"}, {"name": "Blue"}], "options": {}}
    )
    assert r.status_code == 201
    body = r.json
    assert len(body["code"]) == 6 and body["url"].endswith(f"/t/{body['code']}")
    assert [s["name"] for s in body["seats"]] == ["Red", "Blue"]
    assert len(body["host_token"]) >= 22
    assert all(set(s) == {"seat", "name", "color"} for s in body["seats"])  # seat tokens go to joining phones


def test_get_shows_game_seq_players_and_state(client: FlaskClient, new_table) -> None:
    t = new_table()
    act(client, t, {"type": "score", "seat": 1, "delta": 3})
    snap = client.get(f"/api/tables/{t['code']}").json
    assert snap["game"] == "score-pad" and snap["seq"] == t["seq"] + 1
    assert [p["name"] for p in snap["players"]] == ["Red", "Blue"]
    assert snap["state"]["totals"] == [0, 3]
    assert snap["log"][-1]["text"] == "Blue scored +3 (changed by Red)"  # Red's phone typed it


def test_roll_for_me_and_a_real_die(client: FlaskClient, new_table) -> None:
    t = new_table()
    rolled = act(client, t, {"type": "roll", "dice": "2d6"})
    ev = rolled["events"][0]
    assert ev["type"] == "roll" and len(ev["data"]["values"]) == 2
    assert ev["text"].startswith("Red rolled 2d6: ")
    real = act(client, t, {"type": "roll", "dice": "1d6", "values": [4]}, seat=1)
    assert real["events"][0]["text"] == "Blue rolled 1d6: 4 (real dice)"
    assert real["table"]["last"]["total"] == 4


@pytest.mark.parametrize(
    ("case", "status", "code", "says"),
    [
        ("bad json", 400, "bad_json", "valid JSON"),
        ("unknown game", 404, "unknown_game", "no game 'chess'"),
        ("wrong token", 403, "bad_token", "not a seat or host token"),
        ("no token", 401, "token_required", "Authorization"),
        ("unknown table", 404, "unknown_table", "no table with code 'ZZZZZZ'"),
        ("bad dice", 400, "bad_dice", "'2q6' is not a dice spec"),
        ("absurd dice", 400, "bad_dice", "between 1 and 100 dice"),
        ("unknown action", 400, "unknown_action", "no action 'fly'"),
        ("too few players", 400, "bad_players", "1 to 12 players, not 0"),
        ("bad option", 400, "bad_option", "unknown option 'colour'"),
    ],
    ids=lambda x: x if isinstance(x, str) else None,
)
def test_bad_input_gets_a_4xx_that_names_the_problem(
    client: FlaskClient, new_table, case: str, status: int, code: str, says: str
) -> None:
    t = new_table()
    url = f"/api/tables/{t['code']}/actions"
    auth = bearer(t["seats"][0]["token"])
    r = {
        "bad json": lambda: client.post(url, data="{not json", headers=auth, content_type="application/json"),
        "unknown game": lambda: client.post("/api/tables", json={"game": "chess", "players": ["A"]}),
        "wrong token": lambda: client.post(url, json={"type": "roll"}, headers=bearer("nope")),
        "no token": lambda: client.post(url, json={"type": "roll"}),
        "unknown table": lambda: client.get("/api/tables/ZZZZZZ"),
        "bad dice": lambda: client.post(url, json={"type": "roll", "dice": "2q6"}, headers=auth),
        "absurd dice": lambda: client.post(url, json={"type": "roll", "dice": "100000d6"}, headers=auth),
        "unknown action": lambda: client.post(url, json={"type": "fly"}, headers=auth),
        "too few players": lambda: client.post("/api/tables", json={"game": "score-pad", "players": []}),
        "bad option": lambda: client.post(
            "/api/tables", json={"game": "score-pad", "players": ["A"], "options": {"colour": 1}}
        ),
    }[case]()
    assert r.status_code == status
    assert r.json["error"]["code"] == code
    assert says in r.json["error"]["message"]
    # and nothing was applied
    assert client.get(f"/api/tables/{t['code']}").json["seq"] == t["seq"]


def test_unknown_routes_and_methods_answer_json(client: FlaskClient) -> None:
    r = client.get("/api/nothing")
    assert r.status_code == 404 and r.json["error"]["code"] == "not_found"
    r = client.delete("/api/games")
    assert r.status_code == 405 and "DELETE is not allowed" in r.json["error"]["message"]


def test_oversized_body_gets_413(client: FlaskClient, new_table) -> None:
    t = new_table()
    r = client.post(
        f"/api/tables/{t['code']}/actions",
        data='{"type": "roll", "pad": "' + "x" * 70_000 + '"}',
        headers=bearer(t["host_token"]),
        content_type="application/json",
    )
    assert r.status_code == 413 and r.json["error"]["message"] == "the request body is too large"


def test_join_claims_a_free_seat_once(client: FlaskClient, new_table) -> None:
    t = new_table(seated=False)
    r = client.post(f"/api/tables/{t['code']}/join", json={"seat": 1})
    assert r.status_code == 200 and r.json["seat"] == 1 and len(r.json["token"]) >= 22
    # A second phone for the same seat only asks: no token until the host grants it.
    again = client.post(f"/api/tables/{t['code']}/join", json={"seat": 1})
    assert again.status_code == 202 and again.json["pending"] is True and "token" not in again.json
    assert client.get(f"/api/tables/{t['code']}").json["players"][1]["claimed"] is True


def test_a_seated_phone_asking_for_another_seat_is_named_to_the_host(client: FlaskClient, new_table) -> None:
    """pt115: a request showed the host only its check; a seated phone switching seats asks with its own token."""
    t = new_table("score-pad", ["Ann", "Bob", "Cid"])
    code, cid = t["code"], t["seats"][2]["token"]
    asked = client.post(f"/api/tables/{code}/join", json={"seat": 1}, headers=bearer(cid))
    assert asked.status_code == 202 and asked.json["pending"] is True
    host = client.get(f"/api/tables/{code}", headers=bearer(t["host_token"])).json
    assert [(r["seat"], r["by"]) for r in host["you"]["requests"]] == [(1, 2)]
    assert client.get(f"/api/tables/{code}", headers=bearer(t["seats"][1]["token"])).json["you"]["asked"]["by"] == 2
    assert host["log"][-1]["text"] == "Cid's phone asks for Bob's seat"
    assert client.get(f"/api/tables/{code}", headers={"Accept-Language": "de"}).json["log"][-1]["text"] == (
        "Das Handy von Cid fragt nach dem Platz von Bob"
    )
    # A phone with no seat, or a token this table does not know, asks as any phone does: no error.
    client.post(
        f"/api/tables/{code}/refuse", json={"seat": 1, "check": asked.json["check"]}, headers=bearer(t["host_token"])
    )
    stale = client.post(f"/api/tables/{code}/join", json={"seat": 0}, headers=bearer("x" * 24))
    assert stale.status_code == 202
    host = client.get(f"/api/tables/{code}", headers=bearer(t["host_token"])).json
    assert [(r["seat"], r.get("by")) for r in host["you"]["requests"]] == [(0, None)]
    assert host["log"][-1]["text"] == "A phone asks for Ann's seat"
    # Cid's token still plays Cid: asking did not give the seat up. Told no, in German with the No first
    # (pt117: "… abgelehnt" last, cut off in a two-line toast).
    act(client, t, {"type": "score", "seat": 2, "delta": 3}, seat=2)
    no = client.post(
        f"/api/tables/{code}/join",
        json={"seat": 1, "request": asked.json["request"]},
        headers={"Accept-Language": "de"},
    )
    assert no.status_code == 404 and no.json["error"]["message"].startswith("der Gastgeber sagt Nein zur Anfrage")


def test_a_phone_that_switched_seats_frees_its_old_one_and_the_log_says_where_it_went(
    client: FlaskClient, new_table
) -> None:
    """pt117: a switch was logged "Александра's phone stepped back to watching", as if she had left."""
    t = new_table("score-pad", ["Ann", "Bob", "Cid"], seated=False)
    code = t["code"]
    cid = client.post(f"/api/tables/{code}/join", json={"seat": 2}).json["token"]
    moved = client.post(f"/api/tables/{code}/join", json={"seat": 0}, headers=bearer(cid))
    assert moved.status_code == 200 and moved.json["seat"] == 0
    bad = client.post(f"/api/tables/{code}/leave", json={"to": 9}, headers=bearer(cid))
    assert bad.status_code == 400 and "seat must be 0 to 2" in bad.json["error"]["message"]
    assert client.post(f"/api/tables/{code}/leave", json={"to": 0}, headers=bearer(cid)).json == {"seat": 2}
    log = [e["text"] for e in client.get(f"/api/tables/{code}").json["log"][-2:]]
    assert log == ["Cid's phone now plays Ann", "Cid's seat has no phone now"]
    assert [p["claimed"] for p in client.get(f"/api/tables/{code}").json["players"]] == [True, False, False]
    # Stepping back, as before: the phone watches.
    client.post(f"/api/tables/{code}/leave", json={}, headers=bearer(moved.json["token"]))
    assert client.get(f"/api/tables/{code}").json["log"][-1]["text"] == "Ann's phone stepped back to watching"


def test_score_pad_categories_rounds_finish_and_exports(client: FlaskClient, new_table) -> None:
    t = new_table(
        players=["Ann", "Бора", "Cy"], options={"categories": ["Gold", "Wood"], "rounds": 2, "tie_breaker": "Gold"}
    )
    act(client, t, {"type": "score", "seat": 0, "delta": 5, "category": "Gold"})
    act(client, t, {"type": "score", "seat": 1, "delta": 3, "category": "Wood"})
    act(client, t, {"type": "next_round"})
    act(client, t, {"type": "score", "seat": 1, "delta": 2, "category": "Gold"})
    act(client, t, {"type": "score", "seat": 2, "delta": -1, "category": "Wood"})
    done = act(client, t, {"type": "finish"}, seat="host")["state"]
    assert done["totals"] == [5, 5, -1]
    assert done["by_round"] == [[5, 0], [3, 2], [0, -1]]
    # Ann and Бора tie on 5; Gold breaks it: 5 beats 2.
    assert [(s["seat"], s["place"]) for s in done["standings"]] == [(0, 1), (1, 2), (2, 3)]
    act(client, t, {"type": "score", "seat": 0, "delta": 1}, status=400)

    rows = list(csv.reader(io.StringIO(client.get(f"/api/tables/{t['code']}/export.csv").get_data(as_text=True))))
    assert rows[0] == ["seat", "name", "Gold", "Wood", "round 1", "round 2", "total", "place"]
    assert rows[2] == ["1", "Бора", "2", "3", "3", "2", "5", "2"]
    exported = client.get(f"/api/tables/{t['code']}/export.json").json
    assert exported["state"]["totals"] == [5, 5, -1] and exported["log"][0]["type"] == "table_created"


def test_a_shared_place_when_nothing_breaks_the_tie(client: FlaskClient, new_table) -> None:
    t = new_table(players=["Ann", "Bo", "Cy"], options={"lowest_wins": True})
    act(client, t, {"type": "score", "seat": 0, "delta": 4})
    act(client, t, {"type": "score", "seat": 1, "delta": 4})
    act(client, t, {"type": "score", "seat": 2, "delta": 9})
    places = act(client, t, {"type": "finish"})["state"]["standings"]
    assert [(s["seat"], s["place"], s["shared"]) for s in places] == [(0, 1, True), (1, 1, True), (2, 3, False)]


def test_openapi_documents_every_action_type_with_an_example(client: FlaskClient) -> None:
    from companion.games import all_games

    doc = client.get("/api/openapi.json").json
    assert doc["openapi"].startswith("3.")
    examples = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"][
        "examples"
    ]
    types = {ex["value"]["type"] for ex in examples.values()}
    assert {"roll", "rolloff", "undo", "redo"} <= types
    for game in all_games():
        assert {a.type for a in game.actions} <= types, game.id


def test_event_stream_answers_at_once_and_resumes_from_last_event_id(client: FlaskClient, new_table) -> None:
    t = new_table()
    act(client, t, {"type": "roll", "dice": "1d6", "values": [3]})
    act(client, t, {"type": "score", "seat": 0, "delta": 2})
    last = t["seq"] + 1
    r = client.get(f"/api/tables/{t['code']}/events", headers={"Last-Event-ID": str(last)}, buffered=False)
    assert r.mimetype == "text/event-stream"
    chunks = iter(r.response)
    assert next(chunks).startswith(b"retry: 2000\n: connected")
    missed = next(chunks).decode()
    assert sse_ids(missed.encode()) == [last + 1] and "\ndata: {" in missed
    assert '"type":"scored"' in missed and '"state":' in missed
    r.close()

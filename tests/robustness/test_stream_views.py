"""Each phone's own view on its own stream (issue #16): secrets reach only their seat, live and replayed.

A seated phone's EventSource proves its seat with the HttpOnly stream-key cookie its snapshot
set (a browser cannot send the token as a header, and the token never goes into a URL).
"""

from __future__ import annotations

import json
import queue
import random

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion import i18n, render, streams
from companion.games import all_games, get_game
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import bearer
from tests.random_play import _first_accepted
from tests.robustness.test_seat_secrets import host_act, journals, to_the_first_segment
from tests.streamed import Held, plain

TOD = "tales-of-danger"


def _to_the_first_journal(client: FlaskClient, table: dict, journal: int | None = 3) -> int:
    """Up to the first Segment; with `journal`, the turn's seat completes it. Returns that seat."""
    turn = to_the_first_segment(client, table)
    if journal is not None:
        host_act(client, table, {"type": "complete_segment", "journal": journal, "by": turn})
    return turn


def _body(message: bytes) -> dict:
    return json.loads(message.decode().split("data: ", 1)[1])


@pytest.fixture
def tod(client: FlaskClient, new_table) -> dict:
    return new_table(TOD, ["Ann", "Bob", "Cid"], {"first_player": 0})


def test_every_seats_live_stream_carries_its_own_view_and_nobody_elses(app: Flask, client, tod) -> None:
    engine: Tables = app.extensions["tables"]
    turn = _to_the_first_journal(client, tod, journal=None)
    seq = client.get(f"/api/tables/{tod['code']}").json["seq"]
    subs = {seat: engine.subscribe(tod["code"], seq, seat)[1] for seat in (0, 1, 2, None)}
    tokens = {seat: tod["seats"][seat]["token"] for seat in range(3)}
    held = {seat: Held.of(engine.snapshot(tod["code"], tokens.get(seat))) for seat in subs}
    host_act(client, tod, {"type": "complete_segment", "journal": 3, "by": turn})
    for seat, sub in subs.items():
        body = _body(sub.get(1))
        assert body["viewer"] == seat
        held[seat].take(body)  # the whole view, or what changed in the one it held
        assert journals(held[seat].state) == ([3] if seat == turn else [None]), seat
        assert "journal" not in body["data"] and "3" not in body["text"]
        engine.unsubscribe(engine.get(tod["code"]), sub)


def _replay(client: FlaskClient, code: str, seat: int | None, last: int = 0, **headers: str) -> list[dict]:
    """What a (re)connecting stream is given before the live feed: every message after `last`."""
    query = f"?seat={seat}" if seat is not None else ""
    resp = client.get(f"/api/tables/{code}/events{query}", headers={"Last-Event-ID": str(last), **headers})
    assert resp.status_code == 200, resp.get_data(as_text=True)
    head = client.get(f"/api/tables/{code}").json["seq"]
    out = []
    for chunk in resp.response:
        out += [_body(m.encode()) for m in chunk.decode().split("\n\n") if m.startswith("id: ")]
        if out and out[-1]["seq"] == head:
            break
    resp.close()
    return out


def test_a_replay_with_last_event_id_is_that_seats_own(client: FlaskClient, tod) -> None:
    turn = _to_the_first_journal(client, tod)
    for seat in range(3):  # each phone opened the table with its token: its cookie is set
        client.get(f"/api/tables/{tod['code']}", headers=bearer(tod["seats"][seat]["token"]))
    for seat in (0, 1, 2, None):
        replayed = _replay(client, tod["code"], seat)
        assert replayed[-1].get("viewer") == seat
        assert journals(replayed[-1]["state"]) == ([3] if seat == turn else [None])
        assert all("journal" not in m["data"] for m in replayed)
    # From the middle of the log too: exactly the missed events, as that seat.
    middle = tod["seq"] + 3
    head = client.get(f"/api/tables/{tod['code']}").json["seq"]
    assert [m["seq"] for m in _replay(client, tod["code"], turn, last=middle)] == list(range(middle + 1, head + 1))


def test_the_stream_cookie_is_httponly_for_that_stream_only_and_no_token(client: FlaskClient, tod) -> None:
    token = tod["seats"][1]["token"]
    resp = client.get(f"/api/tables/{tod['code']}", headers=bearer(token))
    cookie = next(c for c in resp.headers.getlist("Set-Cookie") if c.startswith("stream-1="))
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert f"Path=/api/tables/{tod['code']}/events" in cookie
    assert token not in cookie and streams.stream_key(token) in cookie


def test_a_stream_for_a_seat_needs_that_seats_key(client: FlaskClient, new_table, tod) -> None:
    code = tod["code"]
    fresh = new_table(TOD, ["Ann", "Bob", "Cid"], {"first_player": 0}, seated=False)
    other = FlaskClient(client.application)  # a phone that never held a seat
    assert other.get(f"/api/tables/{fresh['code']}/events?seat=0").status_code == 401
    # seat 0's key offered for seat 1
    key0 = streams.stream_key(tod["seats"][0]["token"])
    other.set_cookie("stream-1", key0, path=f"/api/tables/{code}/events")
    r = other.get(f"/api/tables/{code}/events?seat=1")
    assert r.status_code == 403 and r.json["error"]["code"] == "bad_stream_key"
    assert other.get(f"/api/tables/{code}/events?seat=x").status_code == 400
    assert other.get(f"/api/tables/{code}/events?seat=7").json["error"]["message"].startswith("the table has no seat 7")
    # the token as a header (a client that can send one) serves too; a wrong one is refused
    assert other.get(f"/api/tables/{code}/events", headers=bearer("nope")).status_code == 403


def test_a_freed_seats_open_streams_end(app: Flask, client: FlaskClient, tod) -> None:
    engine: Tables = app.extensions["tables"]
    _to_the_first_journal(client, tod)
    seq = client.get(f"/api/tables/{tod['code']}").json["seq"]
    _, mine, _ = engine.subscribe(tod["code"], seq, 1)
    _, others, _ = engine.subscribe(tod["code"], seq, 2)
    r = client.post(f"/api/tables/{tod['code']}/release", json={"seat": 1}, headers=bearer(tod["host_token"]))
    assert r.status_code == 200
    # Ended before the release's own message: nothing published under the seat's next token
    # reaches the old phone (it finds out when its stream reconnects and is refused).
    assert mine.get(1) is None
    assert _body(others.get(1))["type"] == "seat_released"
    host_act(client, tod, {"type": "roll", "dice": "1d6"})
    assert _body(others.get(1))["type"] == "roll"  # the other seats' streams go on


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.has_secrets])
def test_every_seats_stream_holds_exactly_its_own_view_through_a_random_game(game_id: str) -> None:
    """Each step of a seeded random game: every seat's stream ends on `view(state, seat)`, the public one on None's."""
    game = get_game(game_id)
    n = min(4, game.max_players)
    tables = Tables(SQLiteStore(), rng=seeded(5), clock=lambda: 1_700_000_000.0)
    made = tables.create(game_id, [{"name": f"P{i}"} for i in range(n)], {})
    code, host = made["code"], made["host_token"]
    subs = {seat: tables.subscribe(code, tables.get(code).seq, seat)[1] for seat in [None, *range(n)]}
    t = tables.get(code)
    held = {seat: Held(t.seq, game.view(t.state, seat), render.table_view(t)) for seat in subs}
    r = random.Random(5)
    for _ in range(60):
        table = tables.get(code)
        if game.is_over(table.state):
            break
        seats = [None, *range(n)]
        r.shuffle(seats)
        tries = {s: game.candidates(table.state, s) for s in seats}
        for s in seats:
            r.shuffle(tries[s])
        if not any(_first_accepted(tables, code, host, s, tries[s]) for s in seats):
            break
        for seat, sub in subs.items():
            last = None
            while (m := _next(sub)) is not None:
                last = _body(m)
                held[seat].take(last)
            assert last is not None and last["viewer"] == seat
            assert held[seat].state == plain(game.view(table.state, seat)), (game_id, seat, table.seq)


def _next(sub) -> bytes | None:
    try:
        return sub.get(0.001)
    except queue.Empty:
        return None


def test_each_stream_speaks_its_own_phones_language(app: Flask, client: FlaskClient, new_table) -> None:
    """Three phones in three languages at one table: each stream's log line and view in its own."""
    engine: Tables = app.extensions["tables"]
    table = new_table(players=["Red", "Blue"])
    subs = {lang: engine.subscribe(table["code"], table["seq"], None, lang)[1] for lang in ("en", "de", "ru")}
    r = client.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "score", "seat": 0, "delta": 3},
        headers={**bearer(table["seats"][0]["token"]), "Accept-Language": "de"},
    )
    assert r.status_code == 200
    texts = {lang: _body(sub.get(1))["text"] for lang, sub in subs.items()}
    assert texts["en"] == "Red scored +3"
    with i18n.using("ru"):
        assert texts["ru"] == i18n._("{name} scored {points}").format(name="Red", points="+3") != texts["en"]
    with i18n.using("de"):
        assert texts["de"] == i18n._("{name} scored {points}").format(name="Red", points="+3") != texts["en"]
    assert r.json["events"][0]["text"] == texts["de"]  # the actor's answer in the actor's language

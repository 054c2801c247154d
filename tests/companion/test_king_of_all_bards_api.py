"""The King of All Bards over the API: secrets never leak, every action undoes, bad input is a 4xx."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from companion.games.king_of_all_bards import GAME
from tests.conftest import act, bearer

BARDS = ("slav", "helga", "caspar")


@pytest.fixture
def client(app) -> FlaskClient:
    """These tests are of HTTP (secrets over the API and the stream): the Flask client."""
    return app.test_client()


def opened(new_table, options: dict | None = None, bards: tuple = BARDS) -> dict:
    """A new table for Ann, Bob and Cy."""
    return new_table("king-of-all-bards", ["Ann", "Bob", "Cy", "Dee"][: len(bards)], options)


def start(client: FlaskClient, t: dict, bards: tuple = BARDS, first: int = 0) -> None:
    """Bards chosen, `first` the First Player, each Bard's first Fans in Pub seat+1, in turn order."""
    for seat, bard in enumerate(bards):
        act(client, t, {"type": "choose_bard", "bard": bard}, seat)
    act(client, t, {"type": "first_player", "seat": first}, "host")
    for k in range(len(bards)):
        seat = (first + k) % len(bards)
        act(client, t, {"type": "place_start", "pub": seat + 1}, seat)


def duelling(client: FlaskClient, new_table) -> dict:
    """Ann and Bob both picked Pub 6, Cy Pub 5: round 1 opens with their Duel."""
    t = opened(new_table)
    start(client, t)
    for seat, pub in enumerate((6, 6, 5)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    return t


def snap(client: FlaskClient, t: dict, seat: int | str | None = None) -> dict:
    """The table as a seat, the host ("host") or a spectator (None) sees it."""
    headers = {}
    if seat == "host":
        headers = bearer(t["host_token"])
    elif seat is not None:
        headers = bearer(t["seats"][seat]["token"])
    r = client.get(f"/api/tables/{t['code']}", headers=headers)
    assert r.status_code == 200
    return r.json


def stream_messages(client: FlaskClient, t: dict, until: bytes) -> tuple[bytes, list[dict]]:
    """The event stream from the start, as phones receive it, read until `until` shows."""
    resp = client.get(f"/api/tables/{t['code']}/events?last=0", buffered=False)
    body = b""
    chunks = iter(resp.response)
    while until not in body:
        body += next(chunks)
    resp.close()
    return body, [json.loads(line[6:]) for line in body.decode().splitlines() if line.startswith("data: ")]


def _no_pick_in(obj: Any) -> None:
    """No view or event carries a pick's Pub: no `picks`, no `pub` on a `picked` event."""
    if isinstance(obj, dict):
        assert "picks" not in obj
        assert obj.get("my_pick") is None
        if obj.get("type") == "picked":
            assert "pub" not in obj.get("data", obj)
        for v in obj.values():
            _no_pick_in(v)
    elif isinstance(obj, list):
        for v in obj:
            _no_pick_in(v)


def test_movement_picks_never_reach_another_phone_the_log_or_the_stream(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t)
    answer = act(client, t, {"type": "pick", "pub": 5}, 0)
    assert answer["state"]["my_pick"] == 5  # the owner sees its own pick
    assert "pub" not in answer["events"][0]["data"]
    assert answer["events"][0]["text"] == "Ann picked a Pub (secret)"
    answer = act(client, t, {"type": "pick", "pub": 6, "by": 1}, "host")  # one-phone mode: the passed phone
    assert answer["state"].get("my_pick") is None  # the shared phone does not keep the pick it just took
    assert "pub" not in answer["events"][0]["data"]
    # Everyone else: other seats, the host's own view, spectators, the log, the exports, answers.
    for who in (2, "host", None):
        s = snap(client, t, who)
        _no_pick_in(s)
        assert s["state"]["picked"] == [True, True, False]
    assert snap(client, t, 1)["state"]["my_pick"] == 6 and snap(client, t, 0)["state"]["my_pick"] == 5
    _no_pick_in(client.get(f"/api/tables/{t['code']}/log").json)
    _no_pick_in(client.get(f"/api/tables/{t['code']}/export.json").json)
    _no_pick_in(act(client, t, {"type": "adjust_tips", "delta": 1}, 2))
    body, messages = stream_messages(client, t, b'"type":"tips"')
    _no_pick_in(messages)
    assert b'"pub":5' not in body and b'"pub":6' not in body
    # The last pick reveals them all at once, on every surface.
    act(client, t, {"type": "pick", "pub": 4}, 2)
    body, messages = stream_messages(client, t, b'"type":"moved"')
    moved = next(m for m in messages if m["type"] == "moved")
    assert moved["data"]["to"] == [5, 6, 4]
    assert snap(client, t, None)["state"]["at"] == [5, 6, 4]


def test_a_live_stream_gets_the_pick_without_its_pub(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t)
    seq = client.get(f"/api/tables/{t['code']}").json["seq"]
    resp = client.get(f"/api/tables/{t['code']}/events?last={seq}", buffered=False)
    chunks = iter(resp.response)
    assert next(chunks).startswith(b"retry:")
    act(client, t, {"type": "pick", "pub": 3}, 1)
    message = json.loads(next(chunks).decode().split("data: ", 1)[1])
    resp.close()
    assert message["type"] == "picked" and message["data"] == {"seat": 1}
    _no_pick_in(message)


def test_duel_songs_stay_secret_until_all_are_in(client: FlaskClient, new_table) -> None:
    t = duelling(client, new_table)
    act(client, t, {"type": "duel_song", "genre": "dance", "mood": "minor"}, 0)
    for who in (1, 2, None):
        s = snap(client, t, who)["state"]
        assert s["duel"]["songs"] == {"0": True} and s.get("my_song") is None
    body, _ = stream_messages(client, t, b"duel_song")
    assert b'"genre":"dance"' not in body
    act(client, t, {"type": "duel_song", "genre": "epic", "mood": "major"}, 1)
    assert snap(client, t, None)["state"]["duel"]["songs"]["0"] == {"genre": "dance", "mood": "minor"}


COVERED: set[str] = set()
SCRIPT: list[tuple[int | None, dict]] = [
    (0, {"type": "choose_bard", "bard": "slav"}),
    (1, {"type": "choose_bard", "bard": "helga"}),
    (2, {"type": "choose_bard", "bard": "random"}),
    (None, {"type": "first_player", "seat": 1}),  # a real roll-off's winner (each seat's own die: test_kob_pt40_held)
]


def _undo_redo(client: FlaskClient, t: dict, who: int | None, action: dict) -> dict:
    """Act (as the host for `who`), then undo and redo: the state goes back and forth exactly."""
    COVERED.add(action["type"])
    before = snap(client, t, "host")["state"]
    body = dict(action, by=who) if who is not None else action
    after = act(client, t, body, "host")
    now = snap(client, t, "host")["state"]
    act(client, t, {"type": "undo"}, "host")
    assert snap(client, t, "host")["state"] == before, action
    act(client, t, {"type": "redo"}, "host")
    assert snap(client, t, "host")["state"] == now, action
    return after


def test_every_kind_of_action_undoes_and_redoes(client: FlaskClient, new_table) -> None:
    t = opened(new_table, {"tokens": True})
    for who, action in SCRIPT:
        _undo_redo(client, t, who, action)
    first = snap(client, t)["state"]["first"]
    for k in range(3):
        seat = (first + k) % 3
        _undo_redo(client, t, seat, {"type": "place_start", "pub": seat + 1})
    for seat, pub in enumerate((6, 6, 5)):
        _undo_redo(client, t, seat, {"type": "pick", "pub": pub})
    _undo_redo(client, t, 0, {"type": "duel_song", "genre": "love", "mood": "major"})
    _undo_redo(client, t, 1, {"type": "duel_song", "genre": "epic", "mood": "major"})
    _undo_redo(client, t, 0, {"type": "duel_roll", "value": 6})
    _undo_redo(client, t, 1, {"type": "duel_roll", "value": 1})
    _undo_redo(client, t, 1, {"type": "take_token", "kind": "egg"})
    _undo_redo(client, t, None, {"type": "duel_settle"})
    _undo_redo(client, t, 0, {"type": "duel_reward", "rewards": ["fan"]})
    s = snap(client, t)["state"]
    assert s["phase"] == "performance"
    turn = s["turn"]
    _undo_redo(client, t, turn, {"type": "sing", "genre": "love", "mood": "minor"})
    _undo_redo(client, t, 1, {"type": "use_token", "kind": "egg", "target": turn})
    _undo_redo(client, t, turn, {"type": "perform_roll", "value": 6})
    _undo_redo(client, t, turn, {"type": "reward", "kind": "card"})
    _undo_redo(client, t, 0, {"type": "move_fan", "color": 0, "from": "reserve", "to": 3})
    _undo_redo(client, t, 0, {"type": "swap_fans", "a": {"color": 0, "at": 3}, "b": {"color": 2, "at": 0}})
    _undo_redo(client, t, 0, {"type": "move_bard", "to": 0})
    _undo_redo(client, t, 0, {"type": "adjust_tips", "delta": 3})
    _undo_redo(client, t, 1, {"type": "adjust_tips", "delta": 3})
    _undo_redo(client, t, 1, {"type": "play_trick", "trick": "ragnarok", "value": 3})
    _undo_redo(client, t, 1, {"type": "ragnarok_brawl", "pub": 1, "wait_for_draw": True})
    _undo_redo(client, t, 0, {"type": "draw_brawl"})
    _undo_redo(client, t, 1, {"type": "ragnarok_done"})
    _undo_redo(client, t, 0, {"type": "play_trick", "trick": "diehards"})
    _undo_redo(client, t, turn, {"type": "end_turn"})
    while snap(client, t)["state"]["phase"] == "performance":
        act(client, t, {"type": "end_turn", "by": snap(client, t)["state"]["turn"]}, "host")
    _undo_redo(client, t, 0, {"type": "refresh", "cash_in": True})
    for pub in range(1, 7):  # Ann: Fans in every Pub, and her Tips to five: the end is pending
        if not snap(client, t)["state"]["fans"][pub][0]:
            act(client, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    act(client, t, {"type": "adjust_tips", "delta": 5 - snap(client, t)["state"]["tips"][0]}, 0)
    _undo_redo(client, t, 1, {"type": "end_game"})
    _undo_redo(client, t, None, {"type": "end_game"})
    assert snap(client, t)["state"]["phase"] == "over"
    assert {a.type for a in GAME.actions} == COVERED


@pytest.mark.parametrize(
    ("action", "who", "status", "words"),
    [
        ({"type": "fly"}, 0, 400, "no action 'fly'"),
        ({"type": "choose_bard"}, 0, 400, "'bard' must be one of"),
        ({"type": "choose_bard", "bard": "slav"}, "host", 400, "is done by a seat"),
        ({"type": "pick", "pub": 3}, 0, 400, "not now: this is the setup phase"),
        ({"type": "first_player", "seat": 7}, "host", 400, "'seat' must be a seat from 0 to 2"),
        ({"type": "move_fan", "color": 0, "from": "moon", "to": 1}, 0, 400, "'from' must be 0 (Town Square) to 6"),
        ({"type": "adjust_tips", "delta": "lots"}, 0, 400, "'delta' must be a whole number"),
        ({"type": "play_trick", "trick": "diehards"}, 0, 400, "not now"),
        ({"type": "choose_bard", "bard": "slav", "by": 1}, 0, 403, "only the host may act for another seat"),
    ],
)
def test_bad_input_is_refused_naming_the_problem(client: FlaskClient, new_table, action, who, status, words) -> None:
    t = opened(new_table)
    before = snap(client, t, "host")["state"]
    answer = act(client, t, action, who, status=status)
    assert words in answer["error"]["message"]
    assert snap(client, t, "host")["state"] == before


GARBAGE: list[Any] = [None, True, -1, 0, 7, 99, "x", "reserve", [], {}, [1, 2], {"color": "x"}]


def test_garbage_in_every_field_of_every_action_is_a_4xx(client: FlaskClient, new_table) -> None:
    t = duelling(client, new_table)
    for doc in GAME.actions:
        for field in [k for k in doc.example if k != "type"]:
            for junk in GARBAGE:
                body = {**doc.example, field: junk}
                for who in (0, "host"):
                    token = t["host_token"] if who == "host" else t["seats"][who]["token"]
                    r = client.post(f"/api/tables/{t['code']}/actions", json=body, headers=bearer(token))
                    assert r.status_code < 500, (body, r.json)


def test_openapi_has_an_example_of_every_action_type(client: FlaskClient) -> None:
    doc = client.get("/api/openapi.json").json
    examples = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"]
    values = [e["value"] for k, e in examples["examples"].items() if k.startswith("king-of-all-bards.")]
    assert {v["type"] for v in values} == {a.type for a in GAME.actions}
    assert {v["type"] for v in values} == set(GAME.rules.handlers)


def test_undoing_a_reward_names_the_reward_taken_back(client: FlaskClient, new_table) -> None:
    """The undo line names what was taken back ("+1 card"), not the group's "Song succeeded: a reward"."""
    t = duelling(client, new_table)
    act(client, t, {"type": "duel_song", "genre": "love", "mood": "major"}, 0)
    act(client, t, {"type": "duel_song", "genre": "epic", "mood": "major"}, 1)
    act(client, t, {"type": "duel_roll", "value": 6}, 0)
    act(client, t, {"type": "duel_roll", "value": 1}, 1)
    act(client, t, {"type": "duel_settle"}, "host")
    act(client, t, {"type": "duel_reward", "rewards": ["card"]}, 0)
    taken = next(e["text"] for e in snap(client, t, "host")["log"] if e["type"] == "cards" and "Ann" in e["text"])
    act(client, t, {"type": "undo"}, "host")
    undo = snap(client, t, "host")["log"][-1]
    assert "card" in taken and undo["undid"] == taken and undo["text"] == f"The host undid: {taken}"


def test_a_seat_cannot_undo_the_pick_that_revealed_every_bards_move(client: FlaskClient, new_table) -> None:
    """pt62: Cy's undo of the last pick took back the reveal: Cy picked again knowing every other Bard's Pub."""
    t = opened(new_table)
    start(client, t)
    for seat, pub in enumerate((6, 4, 5)):  # Cy's pick is the last: every Bard's move is shown
        act(client, t, {"type": "pick", "pub": pub}, seat)
    assert snap(client, t, 2)["table"]["undo"]["host_only"] is True  # the phones grey ↶ out and say why
    refused = act(client, t, {"type": "undo"}, 2, status=403)
    assert refused["error"]["code"] == "revealed" and "host" in refused["error"]["message"]
    assert snap(client, t, "host")["state"]["phase"] != "movement"  # nothing taken back
    act(client, t, {"type": "undo"}, "host")  # the table's word: the host's phone may
    assert snap(client, t, "host")["state"]["phase"] == "movement"


def test_a_pick_before_the_reveal_is_still_its_own_seats_to_undo(client: FlaskClient, new_table) -> None:
    t = opened(new_table)
    start(client, t)
    act(client, t, {"type": "pick", "pub": 6}, 0)
    assert snap(client, t, 0)["table"]["undo"].get("host_only") is not True
    act(client, t, {"type": "undo"}, 0)

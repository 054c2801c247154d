"""A seat handed to another phone takes its stream's view with it (issue #27, finding 2).

The old phone's stream must never carry the new holder's view: not when the stream is opened
while the handover is under way (its key checked, then a query, then registered after the
handover closed the seat's streams), not when another process's catch-up brings the handover
and the new holder's move in one batch, and not from any publish after the seat's token changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.broadcast import Hub
from companion.rng import seeded
from companion.store import TableRecord
from companion.tables import Tables
from tests.conftest import bearer, table_opener
from tests.plays.test_stores import where  # noqa: F401  (the fixture: a database on each engine)
from tests.robustness.test_seat_secrets import journals, to_the_first_segment
from tests.store.conftest import pg_url  # noqa: F401  (the fixture)
from web import create_app, limits

TOD = "tales-of-danger"
KEEPALIVE = 0.05  # seconds: a stream with nothing to say yields a keep-alive this often


def _app(db: str) -> Flask:
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": db, "RNG": seeded(1234), "KEEPALIVE_SECONDS": KEEPALIVE})


@pytest.fixture
def app(where: str) -> Iterator[Flask]:  # noqa: F811
    """The app on each engine (PostgreSQL: the test command's cluster)."""
    made = _app(where)
    yield made
    made.extensions["tables"].store.close()


def _engine(app: Flask) -> Tables:
    return app.extensions["tables"]


def _seated_table(client: FlaskClient) -> tuple[dict, int]:
    """Tales of Danger, every seat held, played up to the first Segment; the seat whose turn it is."""
    table = table_opener(client)(TOD, ["Ann", "Bob", "Cid"], {"first_player": 0})
    return table, to_the_first_segment(client, table)


def hand_over(engine: Tables, table: dict, seat: int) -> str:
    """Another phone asks for `seat`, the host grants it, the phone collects it: the new holder's token."""
    asked, status = engine.claim(table["code"], seat)
    assert status == 202, asked
    engine.grant(table["code"], table["host_token"], seat, asked["check"])
    got, status = engine.claim(table["code"], seat, asked["request"])
    assert status == 200, got
    return got["token"]


def the_new_holders_secret(engine: Tables, table: dict, seat: int, token: str) -> None:
    """The new holder enters a Journal of its own: a secret of its seat's view."""
    engine.act(table["code"], token, {"type": "complete_segment", "journal": 3})
    assert journals(engine.snapshot(table["code"], token)["state"]) == [3]


def _read(resp) -> tuple[list[dict], bool]:
    """A stream's messages until it ends (True) or has been quiet for a few keep-alives (False)."""
    got, quiet = [], 0
    for chunk in resp.response:
        text = chunk.decode()
        got += [json.loads(m.split("data: ", 1)[1]) for m in text.split("\n\n") if m.startswith("id: ")]
        quiet = quiet + 1 if "keep-alive" in text else 0
        if quiet >= 5:
            resp.close()
            return got, False
    resp.close()
    return got, True


def _leaks(messages: list[dict], seat: int) -> list[dict]:
    """Messages carrying the seat's view with the new holder's Journal in it."""
    return [m for m in messages if m.get("viewer") == seat and _carries_journal(m)]


def _carries_journal(m: dict) -> bool:
    """A whole view with a Journal of 3 in it, or a patch setting one (or anything holding one)."""
    if "state" in m:
        return 3 in journals(m["state"])
    ops = m.get("patch", [])
    return any(op[0][-1:] == ["journal"] and op[1] == 3 for op in ops if len(op) > 1) or any(
        '"journal":3' in json.dumps(op[1:], separators=(",", ":")) for op in ops
    )


def _during_stream_gets(engine: Tables, act: Callable[[], None]) -> Callable[[], bool]:
    """Run `act` inside the stream request, right after each `Tables.get` but its first (the key check's).

    Before the fix the stream checked its key, released the lock and looked the table up again
    to subscribe: that second look-up (a query on a shared store) is the window a handover fell in.
    Returns `fired()`: whether `act` ran.
    """
    real, state = engine.get, {"gets": 0, "fired": False, "busy": False}

    def get(code: object):
        table = real(code)
        if not state["busy"]:
            state["gets"] += 1
            if state["gets"] >= 2 and not state["fired"]:
                state["busy"] = state["fired"] = True
                try:
                    act()
                finally:
                    state["busy"] = False
        return table

    engine.get = get  # type: ignore[method-assign]
    return lambda: bool(state["fired"])


def test_a_stream_opened_while_its_seat_is_handed_over_never_reads_the_new_holder(app: Flask) -> None:
    client, engine = app.test_client(), _engine(app)
    table, seat = _seated_table(client)
    code, old = table["code"], table["seats"][seat]["token"]
    seen = client.get(f"/api/tables/{code}", headers=bearer(old)).json["seq"]  # and the stream-key cookie
    new: list[str] = []
    fired = _during_stream_gets(engine, lambda: new.append(hand_over(engine, table, seat)))
    resp = client.get(f"/api/tables/{code}/events?seat={seat}", headers={"Last-Event-ID": str(seen)})
    del engine.get  # the real look-up again
    if not fired():  # one look-up only: the handover comes right after the stream is open
        new.append(hand_over(engine, table, seat))
    the_new_holders_secret(engine, table, seat, new[0])
    if resp.status_code == 403:  # the stream saw the handover: refused, the phone reads the table afresh
        assert resp.json["error"]["code"] == "bad_stream_key"
        return
    assert resp.status_code == 200
    messages, ended = _read(resp)
    assert not _leaks(messages, seat), "the old phone's stream carried the new holder's Journal"
    assert ended, "the old phone's stream stayed open after its seat went to another phone"


def test_a_catch_up_that_brings_a_handover_ends_the_old_stream_before_the_new_holders_moves(pg_url: str) -> None:  # noqa: F811
    """Two processes: the handover and the new holder's move on one, the old phone's stream on the other."""
    here, there = _app(pg_url), _app(pg_url)
    try:
        client, engine = here.test_client(), _engine(here)
        table, seat = _seated_table(client)
        code, old = table["code"], table["seats"][seat]["token"]
        phone = there.test_client()
        seen = phone.get(f"/api/tables/{code}", headers=bearer(old)).json["seq"]
        resp = phone.get(f"/api/tables/{code}/events?seat={seat}", headers={"Last-Event-ID": str(seen)})
        assert resp.status_code == 200
        new = hand_over(engine, table, seat)
        the_new_holders_secret(engine, table, seat, new)
        # The other process hears of it all at once (its next request catches the table up).
        assert phone.get(f"/api/tables/{code}").status_code == 200
        messages, ended = _read(resp)
        assert not _leaks(messages, seat), "the catch-up gave the old phone's stream the new holder's Journal"
        assert ended
        assert all(m["type"] not in ("joined", "complete_segment") for m in messages)
    finally:
        for made in (here, there):
            _engine(made).store.close()


def test_a_publish_after_the_seats_token_changed_ends_its_stream_instead() -> None:
    """A subscription remembers the token it was proved with; a batch published under another one ends it."""
    hub = Hub()
    record = TableRecord("T", "minstrels", "host", ["a", "b"])
    mine = hub.subscribe("T", (1, "en"), seat=1, version="b", record=record)
    other = hub.subscribe("T", (0, "en"), seat=0, version="a", record=record)
    hub.publish("T", {(1, "en"): [b"before"], (0, "en"): [b"before"]})
    record.seat_tokens[1] = "b2"  # the seat went to another phone; nobody closed its streams
    hub.publish("T", {(1, "en"): [b"the next holder's cards"], (0, "en"): [b"later"]})
    assert [mine.get(1), mine.get(1)] == [b"before", None]
    assert [other.get(1), other.get(1)] == [b"before", b"later"]

"""A table whose host phone lost its storage gets a host back (pt45 problem 1, issue #26).

Any phone asks to be the host and shows a three-digit check; the first Allow from another seated
phone (or the host itself) moves the host role: a new host token for the asking phone, the old one
refused, the seats kept on the host's phone kept for the new one. On SQLite and PostgreSQL, and
after a restart.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.rng import seeded
from tests.conftest import bearer, table_opener
from tests.plays.test_stores import where  # noqa: F401  (the fixture: a database on each engine)
from tests.store.conftest import pg_url  # noqa: F401  (the fixture)
from web import create_app, limits

KEEPALIVE = 0.05


def _app(db: str) -> Flask:
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": db, "RNG": seeded(7), "KEEPALIVE_SECONDS": KEEPALIVE})


@pytest.fixture
def app(where: str) -> Iterator[Flask]:  # noqa: F811
    made = _app(where)
    yield made
    made.extensions["tables"].store.close()


def _table(client: FlaskClient) -> dict:
    """Score pad for four: Ann and Bob on their own phones, Cid and Dee kept on the host's phone."""
    table = table_opener(client)("score-pad", ["Ann", "Bob", "Cid", "Dee"], seated=False)
    code, host = table["code"], table["host_token"]
    table["seats"] = {}
    for seat in (0, 1):
        r = client.post(f"/api/tables/{code}/join", json={"seat": seat})
        assert r.status_code == 200, r.json
        table["seats"][seat] = r.json["token"]
    r = client.post(f"/api/tables/{code}/actions", json={"type": "keep_seats"}, headers=bearer(host))
    assert r.status_code == 200, r.json
    return table


def _ask(client: FlaskClient, code: str, token: str | None = None, **body: object):
    return client.post(f"/api/tables/{code}/host", json=body, headers=bearer(token) if token else {})


def _allow(client: FlaskClient, code: str, token: str | None, check: object):
    return client.post(f"/api/tables/{code}/host/allow", json={"check": check}, headers=bearer(token) if token else {})


def _error(resp) -> str:
    return resp.json["error"]["code"]


def test_a_watching_phone_becomes_the_host_when_a_seated_phone_allows(app: Flask) -> None:
    client = app.test_client()
    table = _table(client)
    code, old = table["code"], table["host_token"]
    ann, bob = table["seats"][0], table["seats"][1]
    asked = _ask(client, code)  # the wiped host phone: no token at all
    assert asked.status_code == 202, asked.json
    key, check = asked.json["request"], asked.json["check"]
    assert len(check) == 3 and check.isdigit()
    assert _ask(client, code).status_code == 429  # another watching phone within seconds: it waits
    # The log says a phone asks, never the check or the key.
    log = client.get(f"/api/tables/{code}").json["log"]
    assert log[-1]["type"] == "host_requested"
    assert check not in json.dumps(log[-1]["data"]) and "key_hash" not in log[-1]["data"]
    # Seated phones and the host read the check they are to compare; a watcher does not.
    assert client.get(f"/api/tables/{code}", headers=bearer(ann)).json["you"]["host_asked"]["check"] == check
    assert client.get(f"/api/tables/{code}", headers=bearer(old)).json["you"]["host_asked"]["check"] == check
    assert "host_asked" not in client.get(f"/api/tables/{code}").json["you"]
    # Not yet allowed: collecting is still pending.
    assert _ask(client, code, request=key).status_code == 202
    # Refusals: a watcher, a wrong check.
    assert _allow(client, code, None, check).status_code == 401
    wrong = _allow(client, code, ann, "999" if check != "999" else "998")
    assert wrong.status_code == 404 and _error(wrong) == "no_request"
    # Bob allows: the role moves at once, the old host token is refused from then on.
    ok = _allow(client, code, bob, check)
    assert ok.status_code == 200, ok.json
    refused = client.get(f"/api/tables/{code}", headers=bearer(old))
    assert refused.status_code == 403
    moved = client.get(f"/api/tables/{code}").json["log"][-1]
    assert moved["type"] == "host_moved" and moved["text"] == "A watching phone is now the host"
    assert check not in json.dumps(moved["data"])
    got = _ask(client, code, request=key)
    assert got.status_code == 200, got.json
    new = got.json["token"]
    assert got.json["host"] is True and new != old
    me = client.get(f"/api/tables/{code}", headers=bearer(new)).json
    assert me["you"]["host"] is True
    # The seats kept on the host's phone are the new host phone's: it acts for Cid.
    r = client.post(
        f"/api/tables/{code}/actions",
        json={"type": "score", "seat": 2, "delta": 5, "by": 2, "id": "x1"},
        headers=bearer(new),
    )
    assert r.status_code == 200, r.json
    assert me["table"]["kept"] == [2, 3]
    # A second Allow of the same request is done, not an error; the old host cannot allow anything.
    assert _allow(client, code, ann, check).status_code == 200
    assert _allow(client, code, old, check).status_code == 403


def test_refusals_the_asking_phone_itself_and_a_gone_request(app: Flask, where: str) -> None:  # noqa: F811
    client = app.test_client()
    table = _table(client)
    code, old = table["code"], table["host_token"]
    ann, bob = table["seats"][0], table["seats"][1]
    asked = _ask(client, code, ann)  # Ann's seated phone asks
    assert asked.status_code == 202
    check = asked.json["check"]
    assert "host_asked" not in client.get(f"/api/tables/{code}", headers=bearer(ann)).json["you"]
    own = _allow(client, code, ann, check)
    assert own.status_code == 403 and _error(own) == "own_request"
    # Another phone asking within seconds does not push Ann's request out, a watcher's neither.
    assert _ask(client, code).status_code == 429
    assert _ask(client, code, bob).status_code == 429
    # The host itself may hand its role over; then the old token is refused even for allowing.
    assert _allow(client, code, old, check).status_code == 200
    new = _ask(client, code, ann, request=asked.json["request"]).json["token"]
    assert client.get(f"/api/tables/{code}").json["log"][-1]["text"] == "Ann's phone is now the host"
    # A request that is gone: a restart keeps the host token and forgets nothing it should not.
    app.extensions["tables"].store.close()
    restarted = _app(where)
    restarted.extensions["tables"].engine.clock = lambda: time.time() + 30  # the move is half a minute old
    again = restarted.test_client()
    assert again.get(f"/api/tables/{code}", headers=bearer(new)).json["you"]["host"] is True
    assert again.get(f"/api/tables/{code}", headers=bearer(old)).status_code == 403
    gone = _allow(again, code, bob, "123")
    assert gone.status_code == 404 and _error(gone) == "no_request"
    # The old host phone asks the same way; a restart in between keeps its request.
    back = _ask(again, code)
    assert back.status_code == 202
    restarted.extensions["tables"].store.close()
    third = _app(where)
    third.extensions["tables"].engine.clock = lambda: time.time() + 31
    c3 = third.test_client()
    assert c3.get(f"/api/tables/{code}", headers=bearer(bob)).json["you"]["host_asked"]["check"] == back.json["check"]
    assert _allow(c3, code, new, back.json["check"]).status_code == 200
    assert _ask(c3, code, request=back.json["request"]).status_code == 200
    third.extensions["tables"].store.close()


def test_a_request_expires(app: Flask) -> None:
    client = app.test_client()
    table = _table(client)
    code = table["code"]
    engine = app.extensions["tables"]
    asked = _ask(client, code)
    now = engine.engine.clock()
    engine.engine.clock = lambda: now + 601
    gone = _allow(client, code, table["seats"][0], asked.json["check"])
    assert gone.status_code == 404 and _error(gone) == "no_request"
    assert _ask(client, code, request=asked.json["request"]).status_code == 404


def test_the_old_host_token_reads_no_more_than_a_watcher_and_opens_no_stream(app: Flask) -> None:
    """The host token never proves a stream's view (the host reads the public one): nothing to end for secrecy."""
    client = app.test_client()
    table = _table(client)
    code, old = table["code"], table["host_token"]
    seq = client.get(f"/api/tables/{code}", headers=bearer(old)).json["seq"]
    stream = client.get(f"/api/tables/{code}/events", headers={**bearer(old), "Last-Event-ID": str(seq)})
    assert stream.status_code == 200
    asked = _ask(client, code)
    assert _allow(client, code, table["seats"][1], asked.json["check"]).status_code == 200
    got, quiet = [], 0
    for chunk in stream.response:
        text = chunk.decode()
        got += [json.loads(m.split("data: ", 1)[1]) for m in text.split("\n\n") if m.startswith("id: ")]
        quiet = quiet + 1 if "keep-alive" in text else 0
        if quiet >= 3:
            break
    stream.close()
    assert [m["type"] for m in got] == ["host_requested", "host_moved"]
    assert all(m.get("viewer") is None for m in got)
    assert asked.json["check"] not in json.dumps([m["data"] for m in got])
    # And no stream opens with that token any more.
    again = client.get(f"/api/tables/{code}/events", headers=bearer(old))
    assert again.status_code == 403

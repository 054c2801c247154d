"""A phone of a game with secrets makes no request when another phone acts: its stream carries its view."""

from __future__ import annotations

import json
import sqlite3
import time
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import Page

from tests.browser.support import LiveServer, Refused, act, seat_link, wait_for

NAMES = ["Ann", "Bob", "Cid"]


def _requests_after_load(page: Page) -> list[str]:
    made: list[str] = []
    page.on("request", lambda r: made.append(f"{r.method} {r.url}"))
    return made


def _stream_open(server: LiveServer, table: dict, timeout: float = 5.0) -> None:
    """Wait until a phone's event stream on the table is open on the server."""
    tables = server.app.extensions["tables"]
    deadline = time.monotonic() + timeout
    while not tables.hub.count(tables.loaded_alias(table["code"])):
        assert time.monotonic() < deadline, "no stream opened on the table"
        time.sleep(0.02)


def test_a_seated_phone_asks_nothing_after_another_phone_acts(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", NAMES, {"first_player": 0})
    bob: Page = phone()
    bob.goto(seat_link(live_server, table, 1))
    wait_for(bob, "document.querySelector('#players-bar li') !== null")
    _stream_open(live_server, table)
    bob.wait_for_timeout(300)  # the stream's first messages are in
    made = _requests_after_load(bob)
    state = json.loads(urllib.request.urlopen(f"{live_server.url}/api/tables/{table['code']}").read())["state"]
    secure = {"type": "secure_sponsor", "rank": state["sponsors"][0], "start": 2, "market": 2, "max": 6}
    answer = act(live_server, table, secure, seat=0)
    seq = answer["seq"]
    # Bob's page holds the new seq (from its stream) ...
    wait_for(bob, f"window.C && C.table && C.table.snap().seq === {seq}")
    bob.wait_for_timeout(300)  # ... and asked for nothing, then or a little later
    assert made == [], made


def test_a_phone_that_saw_a_move_the_server_failed_to_store_goes_back(live_server: LiveServer, phone) -> None:
    # The other phones get a move while it is stored (companion/tables.py): if the write fails,
    # their streams end, and on reconnecting they are told to read the table as it is.
    table = live_server.create_table("score-pad", NAMES)
    bob: Page = phone()
    bob.goto(seat_link(live_server, table, 1))
    _stream_open(live_server, table)  # Bob must hear the move that will be lost
    before = act(live_server, table, {"type": "score", "seat": 0, "delta": 1}, seat=0)
    wait_for(bob, f"C.table.snap().seq === {before['seq']}")
    store = live_server.app.extensions["tables"].store
    append = store.append

    def full_disk(*args, **kwargs):
        store.append = append  # once
        raise sqlite3.OperationalError("database or disk is full")  # as SQLite says it

    store.append = full_disk
    with pytest.raises(Refused) as refused:
        act(live_server, table, {"type": "score", "seat": 0, "delta": 5}, seat=0)
    assert refused.value.status == 503 and '"unavailable"' in refused.value.body
    # Bob's phone got the move and, right behind it, the rewind: it reads the table as stored.
    wait_for(
        bob,
        "performance.getEntriesByType('resource').filter(r => r.name.endsWith('/api/tables/"
        f"{table['code']}')).length >= 2",
    )  # the page load's read, and the rewind's
    wait_for(bob, f"C.table.snap().seq === {before['seq']} && C.table.snap().state.totals[0] === 1")
    after = act(live_server, table, {"type": "score", "seat": 0, "delta": 2}, seat=0)
    assert after["seq"] == before["seq"] + 1
    wait_for(bob, f"C.table.snap().seq === {after['seq']} && C.table.snap().state.totals[0] === 3")

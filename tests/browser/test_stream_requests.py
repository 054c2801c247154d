"""A phone of a game with secrets makes no request when another phone acts: its stream carries its view."""

from __future__ import annotations

import json
import urllib.request

from playwright.sync_api import Page

from tests.browser.support import LiveServer, act, seat_link, wait_for

NAMES = ["Ann", "Bob", "Cid"]


def _requests_after_load(page: Page) -> list[str]:
    made: list[str] = []
    page.on("request", lambda r: made.append(f"{r.method} {r.url}"))
    return made


def test_a_seated_phone_asks_nothing_after_another_phone_acts(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", NAMES, {"first_player": 0})
    bob: Page = phone()
    bob.goto(seat_link(live_server, table, 1))
    wait_for(bob, "document.querySelector('#players-bar li') !== null")
    wait_for(bob, "!document.getElementById('offline') || document.getElementById('offline').hidden")
    bob.wait_for_timeout(300)  # the stream is open and its first messages are in
    made = _requests_after_load(bob)
    state = json.loads(urllib.request.urlopen(f"{live_server.url}/api/tables/{table['code']}").read())["state"]
    secure = {"type": "secure_sponsor", "rank": state["sponsors"][0], "start": 2, "market": 2, "max": 6}
    answer = act(live_server, table, secure, seat=0)
    seq = answer["seq"]
    # Bob's page holds the new seq (from its stream) ...
    wait_for(bob, f"window.C && C.table && C.table.snap().seq === {seq}")
    bob.wait_for_timeout(300)  # ... and asked for nothing, then or a little later
    assert made == [], made

"""Phones in a real browser against `companion serve`, whose event streams write on their own sockets."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, seat_link, wait_for
from tests.robustness.server import Served

pytestmark = pytest.mark.browser


class _Production:
    """The production server, with the test server's helpers (they only need its URL)."""

    def __init__(self, served: Served):
        self.url = served.url

    def create_table(self, *args, **kwargs) -> dict:
        """Open a table and seat a phone at every seat, as LiveServer does."""
        return LiveServer.create_table(self, *args, **kwargs)  # type: ignore[arg-type]


@pytest.fixture
def production(tmp_path: Path) -> Iterator[_Production]:
    """`companion serve` on a free loopback port."""
    served = Served(tmp_path / "p.sqlite3", tmp_path / "serve.log")
    yield _Production(served)
    served.stop()


def test_two_phones_follow_each_other_live(production: _Production, phone) -> None:
    table = production.create_table("score-pad", ["Red", "Blue"])
    red, blue = phone(), phone()
    red.goto(seat_link(production, table, 0))  # type: ignore[arg-type]
    blue.goto(seat_link(production, table, 1))  # type: ignore[arg-type]
    expect(blue.locator(".player.me")).to_contain_text("Blue")
    red.get_by_role("button", name="+1 for Red").click()
    expect(blue.locator('[data-k="t0"]')).to_have_text("1")
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("5")
    expect(red.locator("#offline")).to_be_hidden()


def test_a_seated_phone_asks_nothing_after_another_acts(production: _Production, phone) -> None:
    # Its own view comes on its stream (authenticated by the seat's stream cookie).
    table = production.create_table("tales-of-danger", ["Ann", "Bob", "Cid"], {"first_player": 0})
    bob: Page = phone()
    bob.goto(seat_link(production, table, 1))  # type: ignore[arg-type]
    wait_for(bob, "document.querySelector('#players-bar li') !== null")
    wait_for(bob, "!document.getElementById('offline') || document.getElementById('offline').hidden")
    bob.wait_for_timeout(300)
    made: list[str] = []
    bob.on("request", lambda r: made.append(f"{r.method} {r.url}"))
    state = json.loads(urllib.request.urlopen(f"{production.url}/api/tables/{table['code']}").read())["state"]
    secure = {"type": "secure_sponsor", "rank": state["sponsors"][0], "start": 2, "market": 2, "max": 6}
    seq = act(production, table, secure, seat=0)["seq"]  # type: ignore[arg-type]
    wait_for(bob, f"window.C && C.table && C.table.snap().seq === {seq}")
    bob.wait_for_timeout(300)
    assert made == [], made

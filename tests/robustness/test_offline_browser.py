"""Flaky Wi-Fi in a real browser: offline banner, queued score, catch-up without a reload."""

from __future__ import annotations

import json
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, screenshot, seat_link

pytestmark = pytest.mark.browser


def test_offline_phone_queues_and_catches_up(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    expect(red.locator(".player.me")).to_contain_text("Red")
    expect(blue.locator(".player.me")).to_contain_text("Blue")
    red.evaluate("window.__notReloaded = true")

    red.context.set_offline(True)
    red.get_by_role("button", name="+1 for Red").click()
    expect(red.locator("#offline")).to_be_visible()
    screenshot(red, "robustness-offline-banner")
    # Meanwhile another phone plays on.
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(blue.locator('[data-k="t1"]')).to_have_text("5")
    expect(blue.locator('[data-k="t0"]')).to_have_text("0")

    red.context.set_offline(False)
    # The queued score is sent once, and the phone catches up with Blue's score, without a reload.
    expect(red.locator('[data-k="t0"]')).to_have_text("1", timeout=10_000)
    expect(red.locator('[data-k="t1"]')).to_have_text("5", timeout=10_000)
    expect(red.locator("#offline")).to_be_hidden(timeout=10_000)
    expect(blue.locator('[data-k="t0"]')).to_have_text("1", timeout=5000)
    assert red.evaluate("window.__notReloaded") is True
    assert red.evaluate("localStorage.getItem('companion.pending.' + C.table.data.code)") == "[]"

    with urllib.request.urlopen(f"{live_server.url}/api/tables/{table['code']}/log") as resp:
        log = json.load(resp)
    assert [e["data"] for e in log if e["type"] == "scored"] == [
        {"seat": 1, "delta": 5, "corrects": 1},
        {"seat": 0, "delta": 1, "corrects": 0},
    ]
    # After it is back, the phone keeps following the table live.
    blue.get_by_role("button", name="+1 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("6", timeout=3000)

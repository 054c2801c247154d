"""The King of All Bards' Bard choice shows no stray word: a seated phone's setup panel."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, seat_link


def test_a_seated_phone_choosing_its_bard_sees_no_null(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("king-of-all-bards", ["Ann", "Bob", "Cid"])
    page = phone()
    page.goto(seat_link(live_server, table, 1))
    expect(page.get_by_role("button", name="Random Bard")).to_be_visible()
    assert "null" not in page.locator("#main").inner_text()

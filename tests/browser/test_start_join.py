"""The start page's "Join a table": its label is a target too (issue #26: a tap on it did nothing)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer


def test_a_tap_on_join_a_table_readies_the_code_field(live_server: LiveServer, phone) -> None:
    page = phone()
    page.goto(live_server.url + "/")
    label = page.get_by_text("Join a table", exact=True)
    box = label.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 200, f"the label is {box}: a thumb misses it"
    label.tap(position={"x": box["width"] - 10, "y": box["height"] - 6})  # its far corner, past the words
    expect(page.locator("#join-code")).to_be_focused()

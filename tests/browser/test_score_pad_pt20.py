"""Score pad at the table after pt20 (issue 26): the host's passed round, own-phone entry, chrome, toasts."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer


def test_a_joining_phone_asks_for_a_seat_the_host_passes_round(live_server: LiveServer, phone) -> None:
    host, other = phone(), phone()
    host.goto(live_server.url + "/new/score-pad")
    for i, name in enumerate(["Ann", "Bob"]):
        host.locator(".pname").nth(i).fill(name)
    host.locator("#this-phone").select_option(label="Everyone (passed round)")
    host.locator("#new-table button[type=submit]").click()
    host.wait_for_url("**/t/*")
    other.goto(host.url)
    # Nobody has played yet: still both seats are the host phone's, not "free" (pt20).
    expect(other.locator(".seat-buttons .seat-ask")).to_have_text(["on the host's phone · Ask for it"] * 2)

"""Finding 9: the service worker caches a table's page, so the table opens again with no network."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, screenshot, seat_link, wait_for

pytestmark = pytest.mark.browser


def test_a_table_reloads_offline(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red = phone()
    errors: list[str] = []
    red.context.on("serviceworker", lambda w: w.on("console", lambda m: errors.append(m.text)))
    red.goto(seat_link(live_server, table, 0))
    expect(red.locator(".player.me")).to_contain_text("Red")
    red.get_by_role("button", name="+5 for Red").click()
    expect(red.locator('[data-k="t0"]')).to_have_text("5")
    # The worker installs on the first visit and controls the page from the next load on.
    red.evaluate("navigator.serviceWorker.ready.then(() => true)")
    red.reload()
    wait_for(red, "navigator.serviceWorker.controller !== null")
    expect(red.locator('[data-k="t0"]')).to_have_text("5")
    red.wait_for_timeout(300)  # let the worker finish writing what it fetched to its cache

    red.context.set_offline(True)
    red.reload()
    # The page, its scripts and the last snapshot come from the cache: the table shows, offline.
    expect(red.locator(".player.me")).to_contain_text("Red")
    expect(red.locator('[data-k="t0"]')).to_have_text("5")
    expect(red.locator("#offline")).to_be_visible()
    screenshot(red, "robustness-offline-reload")
    red.context.set_offline(False)
    assert not [e for e in errors if "already used" in e], errors


def test_a_snapshot_is_cached_per_token(live_server: LiveServer, phone) -> None:
    """The cached snapshot answers only the token it was read with (`Vary: Authorization`)."""
    import urllib.request

    table = live_server.create_table("score-pad", ["Red", "Blue"])
    req = urllib.request.Request(f"{live_server.url}/api/tables/{table['code']}")
    with urllib.request.urlopen(req) as resp:
        assert "Authorization" in resp.headers.get("Vary", "")

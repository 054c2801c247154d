"""The service worker never shows a page in another language than the phone's, offline included."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error, expect

from tests.browser.support import LiveServer, seat_link, wait_for


def test_an_offline_copy_is_shown_only_in_the_phones_language(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Аня", "Борис"])
    page = phone(locale="de-DE")
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator("#open-log")).to_have_text("Verlauf")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_for(page, "navigator.serviceWorker.controller !== null")
    expect(page.locator("#open-log")).to_have_text("Verlauf")
    page.wait_for_timeout(300)  # the worker files the German copy

    # Offline, in German: the German copy.
    page.context.set_offline(True)
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#offline")).to_be_visible()

    # The phone now asks for Russian (its cookie), still offline: no German page instead.
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": live_server.url}])
    with pytest.raises(Error):
        page.reload()
    page.context.set_offline(False)
    page.goto(f"{live_server.url}/t/{table['code']}")
    expect(page.locator("#open-log")).to_have_text("Журнал")
    page.wait_for_timeout(300)  # the worker files the Russian copy
    page.context.set_offline(True)
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("#open-log")).to_have_text("Журнал")
    page.context.set_offline(False)


def test_switching_drops_the_pages_kept_in_the_old_language(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = phone(locale="de-DE")
    page.goto(seat_link(live_server, table, 0))
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_for(page, "navigator.serviceWorker.controller !== null")
    page.wait_for_timeout(300)
    kept = """caches.keys().then(async (ks) => (await Promise.all(ks.map(async (k) =>
      (await (await caches.open(k)).keys()).map((r) => r.url)))).flat())"""
    assert any("sw-lang=de" in u for u in page.evaluate(kept))
    page.locator("#open-table").click()
    with page.expect_navigation():
        page.locator('#sheet .lang-switch [data-lang="en"]').click()
    expect(page.locator("#open-log")).to_have_text("Log")
    page.wait_for_timeout(300)
    urls = page.evaluate(kept)
    assert not any("sw-lang=de" in u for u in urls), urls
    assert any("sw-lang=en" in u for u in urls), urls

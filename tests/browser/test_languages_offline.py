"""The service worker never shows a page in another language than the phone's, offline included."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import Error, Page, expect

from tests.browser.support import LiveServer, seat_link, wait_for

# Every URL the service worker keeps, in all its caches.
KEPT = """caches.keys().then(async (ks) => (await Promise.all(ks.map(async (k) =>
  (await (await caches.open(k)).keys()).map((r) => r.url)))).flat())"""


def filed(code: str, lang: str) -> str:
    """True once the worker keeps the table's page and its snapshot in `lang` (the copies an offline phone opens)."""
    return (
        f"{KEPT}.then((us) => ['/t/{code}?sw-lang={lang}', '/api/tables/{code}?sw-lang={lang}']"
        ".every((x) => us.some((u) => u.endsWith(x))))"
    )


def _kept_in(phone: Any, server: LiveServer, table: dict, lang: str) -> Page:
    """A phone in `lang` on seat 0's link, its worker in control and the table's copies filed in `lang`."""
    page = phone(locale={"de": "de-DE", "en": "en-GB"}[lang])
    page.goto(seat_link(server, table, 0))
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_for(page, "navigator.serviceWorker.controller !== null")
    wait_for(page, filed(table["code"], lang))
    return page


def test_an_offline_copy_is_shown_only_in_the_phones_language(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Аня", "Борис"])
    page = phone(locale="de-DE")
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator("#open-log .log-word")).to_have_text("Verlauf")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_for(page, "navigator.serviceWorker.controller !== null")
    expect(page.locator("#open-log .log-word")).to_have_text("Verlauf")
    wait_for(page, filed(table["code"], "de"))  # the worker files the German copy

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
    expect(page.locator("#open-log .log-word")).to_have_text("Ход игры")
    wait_for(page, filed(table["code"], "ru"))  # the worker files the Russian copy
    page.context.set_offline(True)
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("#open-log .log-word")).to_have_text("Ход игры")
    page.context.set_offline(False)


def test_switching_drops_the_pages_kept_in_the_old_language(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = _kept_in(phone, live_server, table, "de")
    assert any("sw-lang=de" in u for u in page.evaluate(KEPT))
    page.locator("#open-table").click()
    with page.expect_navigation():
        page.locator('#sheet .lang-switch [data-lang="en"]').click()
    expect(page.locator("#open-log .log-word")).to_have_text("Log")
    wait_for(page, f"{KEPT}.then((us) => !us.some((u) => u.includes('sw-lang=de')))")
    urls = page.evaluate(KEPT)
    assert not any("sw-lang=de" in u for u in urls), urls
    assert any("sw-lang=en" in u for u in urls), urls


def test_a_copy_in_the_old_language_that_lands_after_the_switch_is_dropped(live_server: LiveServer, phone) -> None:
    """A fetch under way when the switch cleared the caches lands afterwards: the worker drops its copy."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = _kept_in(phone, live_server, table, "en")
    # The phone's choice is English, but one request still goes out in German, as the last one
    # before a switch to English does: a cookie only its path carries.
    screen = f"/t/{table['code']}/screen"
    page.context.add_cookies([{"name": "lang", "value": "de", "url": f"{live_server.url}{screen}/qr.svg"}])
    page.context.add_cookies([{"name": "lang", "value": "en", "url": live_server.url}])
    assert page.evaluate(f"fetch('{screen}/qr.svg').then((r) => r.headers.get('Content-Language'))") == "de"
    # The worker files the German copy a moment later, then drops it: none stays for a second.
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        wait_for(page, f"{KEPT}.then((us) => !us.some((u) => u.includes('sw-lang=de')))")
    assert any("sw-lang=en" in u for u in page.evaluate(KEPT))

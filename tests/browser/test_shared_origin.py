"""A phone handed back meets the live servers' shared origin as a new phone would, its static files still kept."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.live import LiveServer
from tests.browser.phones import Phones
from tests.browser.support import caught_up, seat_link, wait_for
from tests.browser.test_static_kept import _asked

# What a page can see of what an earlier test left on its origin.
LEFT = """async () => ({ stored: localStorage.length, caches: (await caches.keys()).length,
  workers: (await navigator.serviceWorker.getRegistrations()).length })"""


def _open(page: Page, server: LiveServer, table: dict) -> None:
    page.goto(seat_link(server, table, 0))
    caught_up(page)
    wait_for(page, "document.readyState === 'complete'")


def test_a_phone_handed_back_keeps_nothing_of_the_last_test_but_its_static_files(
    live_server: LiveServer, phones: Phones
) -> None:
    table = live_server.create_table("score-pad", ["Ana", "Bo"])
    ctx, page = phones.take(locale="de-DE")
    _open(page, live_server, table)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_for(page, "caches.keys().then((k) => k.length > 0)")  # the worker has kept the shell
    left = page.evaluate(LEFT)
    assert left["stored"] > 0 and left["caches"] > 0 and left["workers"] == 1, left

    phones.give_back(ctx)
    again, page = phones.take(locale="de-DE")
    assert again is ctx  # the same phone, handed to the next test
    page.goto(live_server.url + "/manifest.webmanifest")  # the origin, in a document that runs no script
    assert page.evaluate(LEFT) == {"stored": 0, "caches": 0, "workers": 0}
    asked = _asked(live_server)
    _open(page, live_server, table)
    # The game's own files (the worker's shell has not them) came from the phone's HTTP cache.
    assert not {"/static/js/games/score-pad.js", "/static/css/games/score-pad.css"} & set(asked), asked
    assert "/static/js/games/score-pad.js" in page.evaluate("[...document.scripts].map((s) => s.src).join(' ')")
    phones.give_back(again)

"""Finding 12 in Chromium: every page works under the Content-Security-Policy, and another site's
page cannot make the browser create a table with a text/plain post."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from companion.games import all_games
from tests.browser.support import LiveServer, as_host, screenshot

pytestmark = pytest.mark.browser

# Reports every violation to the page, whatever the console says.
_WATCH = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline")));
"""


def _watched(phone) -> tuple[Page, list[str]]:
    page = phone()
    page.add_init_script(_WATCH)
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if "Content Security Policy" in m.text else None)
    return page, console


def _violations(page: Page, console: list[str]) -> list[str]:
    return [*page.evaluate("window.__csp"), *console]


def test_every_page_runs_under_the_policy(live_server: LiveServer, phone) -> None:
    page, console = _watched(phone)
    page.goto(live_server.url + "/")
    assert page.evaluate("typeof C") == "object", "app.js ran"
    page.goto(live_server.url + "/games/score-pad")
    page.goto(live_server.url + "/new/score-pad")
    page.get_by_role("button", name="Open the table").click()
    page.wait_for_url("**/t/*")
    expect(page.locator(".share img.qr")).to_be_visible()
    # Visible as soon as it is in the sheet; loaded (or refused by the policy) a moment later.
    loaded = (
        "img => img.complete ? img.naturalWidth"
        " : new Promise((ok) => { img.onload = img.onerror = () => ok(img.naturalWidth); })"
    )
    assert page.locator(".share img.qr").evaluate(loaded) > 0, "the QR code loaded"
    assert _violations(page, console) == []
    for game in all_games():
        players = [f"P{i}" for i in range(max(game.min_players, min(3, game.max_players)))]
        table = live_server.create_table(game.id, players)
        as_host(page, live_server, table)
        expect(page.locator(".players-bar li")).to_have_count(len(players))
        if game.has_dice:  # a game without dice (Bard Saga) has no Dice sheet
            page.locator("#open-dice").click()
            expect(page.locator("#sheet")).to_be_visible()
            page.locator("#sheet-close").click()
        page.locator("#open-log").click()
        page.locator("#sheet-close").click()
        page.locator("#open-share").click()
        expect(page.locator(".share img.qr")).to_be_visible()
        page.locator("#sheet-close").click()
        screenshot(page, f"csp-{game.id}")
        assert _violations(page, console) == [], game.id


def test_another_site_cannot_create_a_table_with_text_plain(live_server: LiveServer, phone) -> None:
    page = phone()
    # Another origin on this machine: the same server under another name (localhost, not 127.0.0.1).
    page.goto(live_server.url.replace("127.0.0.1", "localhost") + "/")
    body = '{"game": "score-pad", "players": [{"name": "A"}, {"name": "B"}]}'
    page.evaluate(
        """([url, body]) => fetch(url, {method: "POST", mode: "no-cors", body,
             headers: {"Content-Type": "text/plain"}}).catch(() => null)""",
        [live_server.url + "/api/tables", body],
    )
    page.wait_for_timeout(300)
    assert live_server.app.extensions["tables"].store.list_tables() == []
    page.goto(live_server.url + "/")  # the same origin, for contrast: a real phone still creates one
    made = page.evaluate(
        """(body) => fetch("/api/tables", {method: "POST", body,
             headers: {"Content-Type": "application/json"}}).then((r) => r.status)""",
        body,
    )
    assert made == 201
    assert len(live_server.app.extensions["tables"].store.list_tables()) == 1

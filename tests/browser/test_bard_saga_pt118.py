"""Bard Saga after blind playtest pt118: the setup's colour row says what it asks."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_the_setup_colour_row_says_it_tells_the_ringed_decks_top(live_server: LiveServer, phone) -> None:
    """pt118: the same five colour buttons meant "the top is" in the setup and "play a Story" later; only a screen
    reader heard which."""
    table = live_server.create_table("bard-saga", list(NAMES))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    said = page.locator('#game-actions [data-k="tell-top"]')
    expect(said).to_have_text("Oberste Farbe des markierten Stapels")
    row = page.locator("#game-actions .bs-tell")
    top = row.evaluate("(e) => e.getBoundingClientRect().top")
    assert said.evaluate("(e) => e.getBoundingClientRect().bottom") <= top
    assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width")
    screenshot(page, "bard-saga-pt118-setup-de")

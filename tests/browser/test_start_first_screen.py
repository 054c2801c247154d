"""The start page's first screen (pt63): a phone opening a table finds every game there, at 360x740 with
text at 130 %, in English, German and Russian; each button opens that game's new-table page."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.games import all_games
from tests.browser.support import LiveServer, screenshot
from tests.browser.test_stress_set import SIZES, stressed

# Each "open a table" button: wholly on the first screen, its text inside it.
PLACED = """() => [...document.querySelectorAll(".open-games .btn")].map((b) => {
  const r = b.getBoundingClientRect(), v = visualViewport;
  return { href: b.getAttribute("href"), on: r.top >= 0 && r.bottom <= v.height && r.right <= v.width,
    whole: b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1 }; })"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_game_opens_from_the_first_screen(live_server: LiveServer, phone, lang: str) -> None:
    page = stressed(phone, lang, SIZES[0])
    page.goto(live_server.url + "/")
    placed = page.evaluate(PLACED)
    assert [p["href"] for p in placed] == [f"/new/{g.id}" for g in all_games()]
    assert all(p["on"] and p["whole"] for p in placed), placed
    screenshot(page, f"start-first-screen-{lang}")
    page.locator(".open-games .btn").first.click()
    expect(page).to_have_url(f"{live_server.url}/new/{all_games()[0].id}")

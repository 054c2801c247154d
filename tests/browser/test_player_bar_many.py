"""The score pad's player bar with seven to nine players: every pill on the phone, none scrolled off its edge."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, caught_up, screenshot, seat_link
from tests.browser.test_player_bar_names import PILLS
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, stressed

MORE = (*NAMES, "Ophelia Montgomery-Jones", "Friedrich Hohenzollernsc", "Рогнеда Святославовна-Ко")


@pytest.mark.parametrize("lang", list(LOCALES))
@pytest.mark.parametrize("n", [7, 9])
def test_seven_to_nine_pills_share_the_phone(live_server: LiveServer, phone, lang: str, n: int) -> None:
    """Session 36's note: seven players made the bar a sideways strip, "Алек" at the edge and the rest
    off the 360 px phone: three rows of three now, each name whole or its first word whole."""
    names = list(MORE[:n])
    table = live_server.create_table("score-pad", names, {"rounds": 3})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, n - 1))
    expect(page.locator("#players-bar .player")).to_have_count(n)
    caught_up(page)
    width = page.evaluate("visualViewport.width")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    screenshot(page, f"bar-{n}-{lang}")
    pills = page.evaluate(PILLS)
    for pill, name in zip(pills, names, strict=True):
        assert pill["left"] >= -0.5 and pill["right"] <= width + 0.5, f"{name}'s pill is off the screen: {pill}"
        assert pill["bottom"] <= 170, f"{name}'s pill lies below three rows: {pill}"
        assert not pill["cut"], f"{name} shows as a cut {pill['label']!r}"

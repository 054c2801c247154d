"""Bard Saga after blind playtests pt118 and pt125: six 24-character names, 360x740, text at 130 %."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, started

SAID = [("en", "Play a Story:"), ("de", "Geschichte ausspielen:"), ("ru", "Сыграть Историю:")]


@pytest.mark.parametrize(("lang", "said"), SAID)
def test_the_colour_row_of_a_turn_says_it_plays_a_story(live_server, phone, lang: str, said: str) -> None:
    """pt125: "Red Blue Yellow Green White" above "Pass / Effects" with no verb: what do these five do?"""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0, lang)
    row = page.locator("#game-actions .bs-play")
    caption = row.locator(".bs-caption")
    expect(caption).to_have_text(said)
    box, chips = caption.bounding_box(), row.locator(".bs-tell").bounding_box()
    assert box["y"] + box["height"] <= chips["y"] + 1  # above the chips, not over them
    assert box["x"] + box["width"] <= page.evaluate("visualViewport.width")
    tops = {round(b["y"]) for b in (c.bounding_box() for c in row.locator(".bs-tell button").all())}
    assert len(tops) == 1  # the five colours still one row

"""Minstrels after blind playtest pt122: the hero cards a player enters from the real deck keep their names whole."""

from __future__ import annotations

import pytest

from tests.browser.support import LiveServer, seat_link
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_stress_set import NAMES, SIZES, stressed


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_real_hero_cards_sheet_breaks_no_name_inside_a_word(live_server: LiveServer, phone, lang: str) -> None:
    """pt122: "Archchance / llor" at 360 px, text at 130 %, two to a row ("Архканцлер", "Эсмеральда" in Russian)."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"heroes": True})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator(".msetup").wait_for()
    page.locator(".msetup button, #game-actions button").filter(has_text="…").first.click()
    cards = page.locator("#sheet .opts.cards .btn")
    cards.first.wait_for()
    assert cards.count() >= 8
    assert page.evaluate(BROKEN_WORDS, "#sheet .opts.cards .btn") == []
    assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width")

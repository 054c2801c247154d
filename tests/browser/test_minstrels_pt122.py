"""Minstrels after blind playtest pt122: the hero cards a player enters from the real deck keep their names whole."""

from __future__ import annotations

import pytest

from tests.browser.support import LiveServer, act, seat_link, wait_for
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_minstrels import BASE
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


def test_a_new_roll_comes_into_view_on_a_phone_waiting_its_turn(live_server: LiveServer, phone) -> None:
    """pt122: when a roll came, the waiting phones sat scrolled past the dice; only "5 6" in the bar said it."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    page.locator(".board.own").wait_for()
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_timeout(200)
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    dice = page.locator(".mdice")
    dice.wait_for()
    wait_for(page, IN_VIEW)


# The dice between the sticky top and the action bar.
IN_VIEW = """(() => { const d = document.querySelector(".mdice").getBoundingClientRect();
  return d.top >= document.querySelector(".topbar").getBoundingClientRect().bottom - 1
    && d.bottom <= document.getElementById("actionbar").getBoundingClientRect().top + 1; })()"""

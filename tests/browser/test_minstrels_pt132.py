"""Minstrels after blind playtest pt132 (four 24-character names, three phones, text at 130 %).

A space's hint ("+1" and the character it is for) printed over the quest card's letter in the same space.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_minstrels import BASE, cell, http_io
from tests.browser.test_stress_set import NAMES, SIZES, stressed

APART = """(c) => {
  const box = (el) => el && el.getBoundingClientRect(), cb = c.getBoundingClientRect();
  const [u, hint, coin] = [box(c.querySelector('u')), box(c.querySelector('.hint')), box(c.querySelector('.coin'))];
  const meet = (a, b) => !!(a && b) && a.left < b.right - 0.5 && b.left < a.right - 0.5
    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const inside = (a) => !a || (a.left >= cb.left - 0.5 && a.right <= cb.right + 0.5);
  return { letterOverHint: meet(u, hint), letterOverCoin: meet(u, coin), hintOverCoin: meet(hint, coin),
    inside: inside(u) && inside(hint), letter: !!u, hint: !!hint }; }"""


@pytest.mark.parametrize("size", [0, 1])
def test_a_hint_in_a_quest_space_stands_clear_of_its_letter(live_server: LiveServer, phone, size: int) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:2]), {"quests": True, "first_player": 0})
    post, _get = http_io(live_server, table)
    # Quest marks on column 1: a Princess on space 6, anything on space 1, where a coin lies too.
    post({"type": "board_ready", "coins": [list(x) for x in BASE], "quest": [[1, 6, "Princess"], [1, 1, None]]}, 0)
    post({"type": "board_ready", "coins": [list(x) for x in BASE], "quest": [[1, 1, None]]}, 1)
    page = stressed(phone, "en", SIZES[size])
    page.goto(seat_link(live_server, table, 0))
    post({"type": "roll_dice", "values": [6, 1]}, 0)
    expect(page.locator('[data-k="die0"]')).to_have_attribute("aria-label", re.compile(r"^Die 1: 6 "))
    for space in (6, 1):
        here = cell(page, 1, space)
        expect(here.locator(".hint")).to_be_visible()
        got = here.evaluate(APART)
        assert got["letter"] and got["hint"], got
        screenshot(page, f"minstrels-pt132-quest-hint-{size}")
        assert not got["letterOverHint"] and not got["letterOverCoin"] and not got["hintOverCoin"] and got["inside"], (
            got
        )


def test_a_quest_cards_marks_are_asked_for_from_the_start_of_setup(live_server: LiveServer, phone) -> None:
    # pt132: "Tap the 5 spaces where your quest card puts coins" alone; five coins in, "Coins placed" stayed grey.
    table = live_server.create_table("minstrels", list(NAMES[:2]), {"quests": True, "first_player": 0})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    why = page.locator(".msetup .why")
    expect(why).to_have_text("Tippe auf „Questfelder markieren“, dann auf die Felder deiner Questkarte")
    expect(page.locator(".msetup")).to_contain_text("(0/5)")  # before a single coin

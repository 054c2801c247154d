"""Bard Saga after the blind playtest pt52: six 24-character names, 360x740, text at 130 %.

Who has passed shows in the player bar; the Singing Victory's summary keeps whole names above the
bottom bar; the Search a Legend sheet is short; the colour buttons follow the text size; the host's
phone passed round says whom to hand it to.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, at, check_screen, post, started
from tests.browser.support import LiveServer, screenshot, switch_scheme, wait_for

PILL = {"en": ("1st", "2nd"), "de": ("1.", "2."), "ru": ("1-й", "2-й")}
CHIPS = """() => [...document.querySelectorAll("#players-bar .player")].map((el) => ({
  h: el.getBoundingClientRect().height, pill: (el.querySelector(".bs-pass") || {}).textContent || "",
  bg: getComputedStyle(el).backgroundColor, over: el.scrollWidth > el.clientWidth + 1 }))"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_player_bar_marks_who_has_passed_in_pass_order(live_server: LiveServer, phone, lang: str) -> None:
    """pt52 (24-A-after-pass): a passed player's chip looked as before; "passed 1st" was 1,000 px down."""
    table, st = started(live_server)
    page = at(phone, live_server, table, 1, lang)
    switch_scheme(page, "dark")
    page.locator("#players-bar .player").first.wait_for()
    before = page.evaluate(CHIPS)
    post(live_server, table, {"type": "pass"}, 0)  # Bartholomew passes first
    post(live_server, table, {"type": "play", "color": "Red"}, 1)
    post(live_server, table, {"type": "pass"}, 2)  # Zoë second
    wait_for(page, "C.table.snap().state.passed.length === 2")
    page.locator("[data-k='passed2']").wait_for()
    after = page.evaluate(CHIPS)
    print(lang, [c["h"] for c in before], [c["h"] for c in after], [c["pill"] for c in after])
    screenshot(page, f"bard-saga-pt52-passed-{lang}")
    assert (after[0]["pill"], after[2]["pill"]) == PILL[lang], after
    assert not after[1]["pill"] and not after[3]["pill"], after
    assert after[0]["bg"] != after[3]["bg"], after  # the passed chip greyed
    # No chip grows, none spills.
    assert max(c["h"] for c in after) <= max(c["h"] for c in before) + 0.5, (before, after)
    assert not any(c["over"] for c in after), after
    check_screen(page, f"pt52 passed {lang}")

"""Tales of Danger after blind playtest pt130 (six long names, three phones, text at 130 %).

The Prepare sheet said "The app draws them for you: take no Cost cards from the deck" with the rulebook's
"Draw as many Segment Cost cards from the deck…" right under it: the app's draw keeps only the step it leaves
to the player, the real deck's way both.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, seat_link
from tests.browser.test_stress_set import SIZES, stressed
from tests.browser.test_tales_of_danger_pt24 import act3_begun

FROM_THE_DECK = {"en": "Cost cards from the deck", "de": "Kostenkarten vom Stapel", "ru": "из колоды"}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_apps_draw_never_tells_the_player_to_draw_the_cost_cards_too(live_server: LiveServer, phone, lang) -> None:
    table = act3_begun(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Prepare Segment
    steps = page.locator("#sheet ol.steps li")
    expect(page.locator('#sheet [data-k="appdeck"]')).to_be_visible()
    expect(steps).to_have_count(1)  # the Difficulty card: the player's to lay out
    expect(steps.first).not_to_contain_text(FROM_THE_DECK[lang])
    page.locator('#sheet [data-k="wedrewbtn"]').click()  # the real deck's Cost cards: the rulebook's two steps
    expect(steps).to_have_count(2)
    expect(steps.nth(1)).to_contain_text(FROM_THE_DECK[lang])

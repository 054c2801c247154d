"""Tales of Danger after blind playtest pt66 (six long names, three phones, text at 130 %).

The real deck's Cost cards are tapped in the Prepare sheet without a scroll; the Russian Act 1 prompt
says the Sponsor is optional, as the English and German do; a phone passed round names whose voyage
it shows (and, pt67, whom to hand it to).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, screenshot, seat_link
from tests.browser.test_stress_set import SIZES, stressed
from tests.browser.test_tales_of_danger_pt14 import _by, act3_of_three
from tests.browser.test_tales_of_danger_pt24 import act3_begun

WEDREW = {"en": "We drew them ourselves", "de": "Wir haben selbst gezogen", "ru": "Мы вытянули сами"}
# Every Cost card chip of the sheet's picker: wholly on the screen, above the foot of the viewport.
CHIPS_IN_VIEW = """() => [...document.querySelectorAll("#sheet .tods > .chips.grid .chip")].map((c) => {
  const r = c.getBoundingClientRect(); return r.top >= 0 && r.bottom <= visualViewport.height; })"""


@pytest.mark.parametrize(("lang", "size"), [("de", 0), ("ru", 1), ("en", 0)])
def test_the_real_decks_cost_cards_are_tapped_without_a_scroll(
    live_server: LiveServer, phone, lang: str, size: int
) -> None:
    table = act3_begun(live_server)
    page = stressed(phone, lang, SIZES[size])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Prepare Segment
    expect(page.locator('#sheet [data-k="drawme"]')).to_be_visible()
    page.locator('#sheet [data-k="wedrewbtn"]').click()  # the real deck's cards: one tap beside the app's draw
    expect(page.locator('#sheet [data-k="drawme"]')).to_have_count(0)
    expect(page.locator('#sheet [data-k="wedrew"]')).to_contain_text(WEDREW[lang])
    placed = page.evaluate(CHIPS_IN_VIEW)
    screenshot(page, f"tod-pt66-prepare-{lang}")
    assert placed and all(placed), placed


def test_a_phone_passed_round_names_whose_voyage_it_shows_and_whom_to_hand_it_to(
    live_server: LiveServer, phone
) -> None:
    # Bartholomew and Zoë play on the host's phone, Wilhelmina on her own (pt66: "Act 3 · your voyage"
    # on Konstantin's turn, with "(you)" on the host's own pill).
    table = act3_of_three(live_server, (1,))
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)
    whose, cue = page.locator('.tod-mine [data-k="whose"]'), page.locator('#main [data-k="pass"]')
    expect(whose).to_have_text("Akt 3 · Reise von Bartholomew")
    # pt67: and whom to hand the phone to on their turn, as the other games say it ("📱 Hand to …").
    expect(cue).to_have_text("📱 Weitergeben an Bartholomew")
    forage = {"type": "forage", "cost": "great_fishing", "others": []}
    _by(live_server, table, forage, 0)
    expect(cue).to_have_count(0)  # Wilhelmina's turn, on her own phone: nothing to hand over
    _by(live_server, table, forage, 1)
    expect(whose).to_have_text("Akt 3 · Reise von Zoë")
    expect(cue).to_have_text("📱 Weitergeben an Zoë")
    screenshot(page, "tod-pt66-whose-voyage-de")
    right = page.evaluate(
        "Math.max(...[...document.querySelectorAll('#main *')].map((e) => e.getBoundingClientRect().right))"
    )
    assert right <= page.evaluate("visualViewport.width") + 0.5, right

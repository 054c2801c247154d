"""Tales of Danger after blind playtest pt67: a phone passed round says whom to hand it to."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, screenshot
from tests.browser.test_stress_set import SIZES, stressed
from tests.browser.test_tales_of_danger_pt14 import _by, act3_of_three


def test_a_phone_passed_round_says_whom_to_hand_it_to_on_their_turn(live_server: LiveServer, phone) -> None:
    # Bartholomew and Zoë play on the host's phone, Wilhelmina on her own: on Zoë's turn the host's phone
    # said nothing of handing it over (the other games say "📱 Pass to …").
    table = act3_of_three(live_server, (1,))
    page = stressed(phone, "ru", SIZES[0])
    as_host(page, live_server, table)
    cue = page.locator('#main [data-k="pass"]')
    expect(cue).to_have_text("📱 Передай телефон: Bartholomew")
    forage = {"type": "forage", "cost": "great_fishing", "others": []}
    _by(live_server, table, forage, 0)
    expect(cue).to_have_count(0)  # Wilhelmina's turn, on her own phone: nothing to hand over
    _by(live_server, table, forage, 1)
    expect(cue).to_have_text("📱 Передай телефон: Zoë")
    screenshot(page, "tod-pt67-pass-ru")
    right = page.evaluate(
        "Math.max(...[...document.querySelectorAll('#main *')].map((e) => e.getBoundingClientRect().right))"
    )
    assert right <= page.evaluate("visualViewport.width") + 0.5, right

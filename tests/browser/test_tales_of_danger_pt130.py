"""Tales of Danger after blind playtest pt130 (six long names, three phones, text at 130 %).

The Prepare sheet said "The app draws them for you: take no Cost cards from the deck" with the rulebook's
"Draw as many Segment Cost cards from the deck…" right under it: the app's draw keeps only the step it leaves
to the player, the real deck's way both.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed
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


def test_a_phone_off_its_network_says_so_at_once_and_catches_up_when_back(live_server: LiveServer, phone) -> None:
    # pt130: with its Wi-Fi gone, the phone said nothing until its player tapped a move.
    table = act3_begun(live_server)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    banner = page.locator("#offline")
    expect(banner).to_be_hidden()
    page.context.set_offline(True)
    expect(banner).to_be_visible(timeout=1000)  # no tap, no wait for the stream to err
    seq = act(live_server, table, {"type": "prepare_segment", "difficulty": 2}, 0)["seq"]
    page.context.set_offline(False)
    wait_for(page, f"C.table.snap().seq === {seq}")  # the move made meanwhile, read once back
    expect(banner).to_be_hidden()


def test_the_sponsors_rows_stand_under_their_name(live_server: LiveServer, phone) -> None:
    # pt130: "Rank 1 free" six times under the Act 1 prompt, with nothing saying they were the Sponsors.
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    cap = page.locator('[data-k="spcap"]')
    expect(cap).to_be_visible()
    expect(cap).to_have_text("Gönner")
    screenshot(page, "tod-pt130-sponsors-de")
    box, row = cap.bounding_box(), page.locator('[data-k="sp1"]').bounding_box()
    assert box["height"] > 1 and box["y"] + box["height"] <= row["y"] + 1  # above the first rank, not read-only

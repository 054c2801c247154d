"""Tales of Danger at 360x740, six long names, text at 130 % (RE8816, issue #26): the app's draws and the cost check.

"Draw for me" beside each entry (a Segment's Cost cards, the Forage flip), the result on every
phone marked as the app's; the Complete sheet's discards start at none and say what is missing.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from scoring.tales_of_danger.data import FORAGE_FLIP
from scoring.tales_of_danger.odds import remaining_costs
from tests.browser.support import LiveServer, act, caught_up, count_taps, read, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3

PLAYERS = list(NAMES[:3])  # three 24-character names: Sponsors 1, 3 and 5, the first seat leads Act 3


def _phone(phone, server: LiveServer, table: dict, seat: int, lang: str = "en", scheme: str = "light"):
    page = stressed(phone, lang, SIZES[0])
    page.emulate_media(color_scheme=scheme)
    page.goto(seat_link(server, table, seat))
    caught_up(page)
    return page


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_draw_for_me_lays_out_the_segment_and_every_phone_shows_the_apps_cards(
    live_server: LiveServer, phone, scheme: str
) -> None:
    table = _to_act3(live_server, PLAYERS)
    first, other = _phone(phone, live_server, table, 0, scheme=scheme), _phone(phone, live_server, table, 1)
    first.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    sheet = first.locator("#sheet")
    draw = sheet.locator('[data-k="drawme"]')
    expect(draw).to_have_text("Draw 2 Cost cards for me")  # the Difficulty it draws for, said on the button
    expect(draw).to_be_in_viewport()
    # pt19: the app's draw said to stand in for the real deck, in view beside its button.
    expect(sheet.locator('[data-k="appdeck"]')).to_contain_text("take no Cost cards from the deck")
    expect(sheet.locator('[data-k="appdeck"]')).to_be_in_viewport()
    # The preset two ships said loudly, in the text's own colour and bold (RE8816: a 2 recorded unasked).
    usual = sheet.locator(".usual")
    expect(usual).to_be_in_viewport()
    looks = usual.evaluate(
        "(el) => [getComputedStyle(el).color, getComputedStyle(el).fontWeight, getComputedStyle(document.body).color]"
    )
    assert looks[0] == looks[2] and int(looks[1]) >= 600, looks
    screenshot(first, f"tod-draw-prepare-default-{scheme}")
    sheet.get_by_role("button", name="Difficulty 3").click()
    expect(draw).to_have_text("Draw 3 Cost cards for me")
    screenshot(first, f"tod-draw-prepare-{scheme}")
    draw.click()
    expect(sheet).to_be_hidden()
    costs = read(live_server, table, 0)["state"]["players"][0]["segment"]["costs"]
    assert len(costs) == 3
    for page in (first, other):
        expect(page.locator('[data-k="seg0"] > .chips .chip')).to_have_count(3)
        expect(page.locator('[data-k="byapp0"]')).to_have_text("Cost cards drawn by the app")
    screenshot(other, "tod-draw-prepared-other")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_apps_forage_flip_shows_on_every_phone_and_one_tap_keeps_a_card(
    live_server: LiveServer, phone, lang: str
) -> None:
    table = _to_act3(live_server, PLAYERS)
    for seat in range(3):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    first, other = _phone(phone, live_server, table, 0, lang), _phone(phone, live_server, table, 1)
    bar = first.locator("#game-actions .btn")
    bar.nth(1).click()  # Forage, beside Complete
    sheet = first.locator("#sheet")
    flip = sheet.locator('[data-k="flipme"]')
    expect(flip).to_be_in_viewport()
    expect(sheet.locator('[data-k="appdeck"]')).to_be_visible()  # pt19: what the real deck still gives
    if lang == "en":
        expect(sheet.locator('[data-k="appdeck"]')).to_contain_text("take 3 cards from the deck for your hand")
    screenshot(first, f"tod-draw-forage-{lang}")
    flip.click()
    picks = sheet.locator('[data-k="flipped"] .keep-pick .chip')
    expect(picks).to_have_count(4)
    if lang == "en":
        expect(sheet).to_contain_text("take 3 cards from the deck")
    flipped = read(live_server, table)["state"]["players"][0]["flip"]
    expect(other.locator('[data-k="flip0"] .chip')).to_have_count(4)
    screenshot(first, f"tod-draw-flipped-{lang}")
    screenshot(other, "tod-draw-flipped-other")
    # Closed, the sheet comes back from the bar's one button, which leads to the pick (no Complete now).
    first.locator("#sheet-close").click()
    expect(bar).to_have_count(1)
    screenshot(first, f"tod-draw-flipped-bar-{lang}")
    bar.click()
    picks.nth(1).click()
    expect(sheet).to_be_hidden()
    st = read(live_server, table)["state"]
    assert st["players"][0]["segment"]["costs"] == ["great_fishing", flipped[1]] and st["turn"] == 1
    expect(other.locator('[data-k="flip0"]')).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_complete_sheet_starts_at_no_discards_and_says_what_is_missing(
    live_server: LiveServer, phone, lang: str
) -> None:
    """RE8816: pre-filled with exactly the cost, the checker said "Pays" for any hand."""
    table = _to_act3(live_server, PLAYERS)
    act(live_server, table, {"type": "prepare_segment", "difficulty": 2, "costs": ["illness", "supply"]}, 0)
    for seat in (1, 2):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    page = _phone(phone, live_server, table, 0, lang)
    taps = count_taps(page)
    page.locator("#game-actions .btn.primary").first.click()  # Complete
    sheet = page.locator("#sheet")
    # Nothing entered yet: no verdict, the line over the Journals says what is owed (pt44: one row).
    expect(sheet.locator('[data-k="verdict"]')).to_have_count(0)
    steppers = sheet.locator(".stepper output")
    expect(steppers).to_have_text(["0", "0"])
    screenshot(page, f"tod-complete-unpaid-{lang}")
    # pt19, pt24: what is owed is said on the row of Journals over the others.
    if lang == "en":
        expect(sheet.locator('[data-k="exactly"]')).to_contain_text("Discard at least 3 Crew, 1 Supply")
    sheet.locator('[data-k="exact"]').click()  # pt85: what is owed, one tap, entered on the steppers
    expect(steppers).to_have_text(["3", "1"])
    expect(sheet.locator('[data-k="verdict"]')).to_have_class("verdict ok")
    sheet.locator(".pick.quick .btn").nth(1).click()  # Journal 2: the checker passes, so it completes
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert taps() == 3, f"{taps()} taps to complete a Segment"
    done = read(live_server, table, 0)["state"]["players"][0]["voyage"]
    assert done == [{"difficulty": 2, "journal": 2, "bonus": 0, "has_journal": True}]


def test_with_the_deck_seen_the_apps_draw_waits_and_says_why(live_server: LiveServer, phone) -> None:
    """Fewer unseen cards than a flip needs: "Flip 4 for me" is greyed out and says what to do instead."""
    table = _to_act3(live_server, PLAYERS)
    for seat in range(3):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    st = read(live_server, table)["state"]
    while sum((left := remaining_costs(st["seen"])).values()) >= FORAGE_FLIP:  # Forages entered until < 4 unseen
        four = [k for k, n in left.items() for _ in range(n)][:FORAGE_FLIP]
        st = act(live_server, table, {"type": "forage", "cost": four[0], "others": four[1:]}, st["turn"])["state"]
    page = _phone(phone, live_server, table, st["turn"])
    page.locator("#game-actions .btn").nth(1).click()  # Forage
    flip = page.locator('#sheet [data-k="flipme"]')
    expect(flip).to_be_disabled()
    expect(flip).to_have_attribute("data-why", re.compile("mark the reshuffle under Odds"))
    screenshot(page, "tod-draw-deck-seen")

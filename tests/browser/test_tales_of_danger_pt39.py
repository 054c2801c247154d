"""Tales of Danger after the blind playtest pt39: six 24-character names, 360x740, text at 130 %.

No Sponsor value is entered for the player (a prefilled 2 / 2 / 7 went through in two taps), and the given
Sponsor's Save in Act 2 lies under the Max row, never over it.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, caught_up, on_top, read, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3

# The three value rows' picked buttons.
PICKED = "#sheet [data-v] .btn[aria-pressed='true']"


def _sheet_says_why(page: Page, confirm) -> str:
    """Tap the greyed confirm as a finger would and read the toast it brings up."""
    expect(confirm).to_be_disabled()
    confirm.tap(force=True)
    page.wait_for_timeout(300)
    return page.locator("#toast.show").inner_text()


def test_no_sponsor_value_is_picked_for_the_player(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    sheet = page.locator("#sheet .secure")
    sheet.get_by_role("button", name="Rank 4", exact=True).click()
    expect(page.locator(PICKED)).to_have_count(0)  # pt39: Start 2, Market 2, Max 7 already on
    confirm = sheet.locator(".confirm")
    expect(confirm).to_have_text("Tap Start, Market and Max")
    assert _sheet_says_why(page, confirm) == "Tap Start, Market and Max from the card"
    sheet.locator('[data-v="start"]').get_by_role("button", name="3", exact=True).click()
    sheet.locator('[data-v="market"]').get_by_role("button", name="2", exact=True).click()
    expect(confirm).to_be_disabled()
    sheet.locator('[data-v="max"]').get_by_role("button", name="8", exact=True).click()
    expect(confirm).to_have_text("Secure rank 4 · discard to 3")  # pt75; Market and Max picked just above (pt107)
    screenshot(page, "tod-pt39-secure")
    confirm.click()
    expect(sheet).to_be_hidden()
    p = read(live_server, table, 0)["state"]["players"][0]
    assert (p["sponsor"], p["start"], p["market"], p["max"]) == (4, 3, 2, 8)


def test_the_given_sponsors_save_lies_under_max_not_over_it(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):
        act(live_server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7}, seat)
    page = stressed(phone, "en", SIZES[0])
    page.emulate_media(color_scheme="dark")
    page.goto(seat_link(live_server, table, 5))
    ask = page.locator('[data-k="ask"]')
    expect(ask).to_contain_text("rank 6")
    expect(ask.locator(".btn[aria-pressed='true']")).to_have_count(0)
    save = ask.get_by_role("button", name="Save")
    expect(save).to_be_disabled()
    maxrow = ask.locator('[data-v="max"]')
    maxrow.scroll_into_view_if_needed()
    # pt39 (18-wil-act2-B.png): the pinned Save lay over the Max heading and its numbers.
    for n in range(maxrow.locator(".btn").count()):
        assert on_top(maxrow.locator(".btn").nth(n)), f"Max button {n} is covered"
    ask.locator('[data-v="start"]').get_by_role("button", name="4", exact=True).click()
    ask.locator('[data-v="market"]').get_by_role("button", name="3", exact=True).click()
    ask.locator('[data-v="max"]').get_by_role("button", name="9", exact=True).click()
    expect(save).to_be_enabled()
    screenshot(page, "tod-pt39-ask")
    assert on_top(save), "Save is not in view above the bar once the values are picked"
    save.click()
    expect(ask).to_be_hidden()
    p = read(live_server, table)["state"]["players"][5]
    assert (p["start"], p["market"], p["max"]) == (4, 3, 9)


def test_the_apps_cards_and_the_decks_are_said_as_the_other_games_say_them(live_server: LiveServer, phone) -> None:
    """pt39: "The app's flip stands in for the deck's Cost card; …" left a group asking whether to flip 4 or not."""
    table = _to_act3(live_server, list(NAMES[:3]))
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    page.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    sheet = page.locator("#sheet")
    expect(sheet.locator('[data-k="appdeck"]')).to_have_text(
        "The app draws them for you: take no Cost cards from the deck."
    )
    expect(sheet.locator('[data-k="wedrewbtn"]')).to_have_text("We drew…")  # the other way, as for the Sponsors
    sheet.locator('[data-k="drawme"]').click()
    expect(sheet).to_be_hidden()
    for seat in (1, 2):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    page.locator("#game-actions").get_by_role("button", name="Forage").click()
    expect(sheet.locator('[data-k="appdeck"]')).to_have_text(
        "Flipped by the app: then take 3 cards from the deck for your hand."
    )
    expect(sheet.locator('[data-k="weflipped"]')).to_have_text(
        "Or we flipped 4 ourselves: tap the one you add as a Segment Cost card:"
    )
    screenshot(page, "tod-pt39-forage")
    sheet.locator('[data-k="flipme"]').click()
    expect(sheet.locator('[data-k="flipped"] strong')).to_have_text(
        "Flipped by the app: tap the one you add as a Segment Cost card:"
    )
    expect(sheet.locator('[data-k="hand3"]')).to_have_text("For your hand: take 3 cards from the deck.")

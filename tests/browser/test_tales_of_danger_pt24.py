"""Tales of Danger after the twenty-fourth blind playtest (issue #26): six 24-character names, 360x740, text 130 %.

The host phone passed round: the Sponsor given by the rule asked for its values on the screen, with
its Save under the action bar (a tap there marked the hand full); Act 3's commonest turn, Complete,
took 4-5 taps and a scroll inside the sheet.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, as_host, count_taps, on_top, read, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.tod_values import pick_values


def _passed_round(server: LiveServer) -> dict:
    """Six players on the host's phone alone: seats 0-4 secure ranks 1-5; seat 5 is given rank 6 at once."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for seat in range(5):
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7, "by": seat})
    return table


def test_the_given_sponsors_save_is_not_under_the_bar_on_the_host_phone(live_server: LiveServer, phone) -> None:
    table = _passed_round(live_server)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    ask = page.locator('[data-k="ask"]')
    expect(ask).to_contain_text("rank 6")
    save = ask.get_by_role("button", name="Save")
    pick_values(ask)  # none prefilled (pt39); once picked, Save is scrolled into view above the bar
    screenshot(page, "tod-pt24-ask-host")
    assert on_top(save)
    save.click()
    expect(ask).to_be_hidden()
    p = read(live_server, table)["state"]["players"][5]
    assert (p["max"], p["hand_full"]) == (7, False)


def act3_begun(server: LiveServer) -> dict:
    """Six players, each with a phone, at the start of Act 3 (seat 0's turn), no Segment prepared yet."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, seat)
    act(server, table, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, 5)
    for seat in range(6):
        act(server, table, {"type": "hand_full", "full": True}, seat)
    act(server, table, {"type": "end_turn"}, read(server, table)["state"]["turn"])
    return table


def _act3_of_six(server: LiveServer) -> dict:
    """Six players in Act 3, each with a phone; seat 0's Segment has three Cost cards, the others' one."""
    table = act3_begun(server)
    for seat in range(6):
        costs = ["bad_luck", "illness", "rough_seas12"] if seat == 0 else ["great_fishing"]
        act(server, table, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, seat)
    return table


def complete_sheet(server: LiveServer, phone, lang: str) -> tuple[Page, dict]:
    """Seat 0's phone (360 px, text at 130 %) with the Complete sheet open: 6 Crew and 5 Supplies owed."""
    table = _act3_of_six(server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Complete
    return page, table


def test_the_commonest_act3_turn_is_four_taps_with_nothing_scrolled(live_server: LiveServer, phone) -> None:
    """pt24: Complete, "I discard exactly", a scroll in the sheet, the Journal, "Draw 2 Cost cards for me".
    pt85: Complete, "Discarded exactly" (on the steppers, so the checker passes), the Journal, the draw."""
    table = _act3_of_six(live_server)
    assert read(live_server, table)["state"]["turn"] == 0
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    taps = count_taps(page)
    page.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    quick = page.locator("#sheet .pick.quick")
    expect(page.locator('[data-k="exactly"]')).to_contain_text("Discard at least 6 Crew, 5 Supplies")
    screenshot(page, "tod-pt24-complete")
    journal = quick.get_by_role("button", name="Journal 2")
    assert on_top(journal)  # in view as the sheet opens: no scroll inside it
    exact = page.locator('#sheet [data-k="exact"]')
    assert on_top(exact)
    exact.click()
    expect(page.locator('#sheet [data-k="verdict"]')).to_have_text("Pays")
    assert on_top(journal)
    journal.click()
    draw = page.locator('#sheet [data-k="drawme"]')  # the rulebook's next step opens by itself
    expect(draw).to_be_visible()
    assert on_top(draw)
    draw.click()
    expect(page.locator("#sheet")).to_be_hidden()
    assert taps() == 4, f"{taps()} taps"
    me = read(live_server, table, 0)["state"]["players"][0]
    assert me["voyage"] == [{"difficulty": 3, "journal": 2, "bonus": 0, "has_journal": True}]
    assert me["segment"]["difficulty"] == 2 and len(me["segment"]["costs"]) == 2

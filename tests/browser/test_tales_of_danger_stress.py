"""Tales of Danger with the stress set (issue #26): the Sponsor table, the last Sponsor's values, the action bar.

Six players of 24 characters, text at 130 %, 360 px, in English, German and Russian: the Sponsor
table keeps every word whole (a name that does not fit is shortened with an ellipsis, whole on a
tap) and nothing passes the visual viewport; the player given the last Sponsor by the "Move the
Story Along" rule is asked for its values on their phone, as the player who chose one is; Acts 1
and 2 have no Odds, and Act 3's bar offers only what can be done now.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.contrast import overflow
from tests.browser.support import LiveServer, act, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.tod_values import pick_values

# Each text node's words, each measured as a Range: a word the cell broke has two line boxes or more.
BROKEN_WORDS = """(sel) => [...document.querySelectorAll(sel)].flatMap((cell) => {
  const out = [], walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (const m of n.textContent.matchAll(/\\S+/g)) {
      const r = document.createRange();
      r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
      if (lines.size > 1) out.push(`${JSON.stringify(m[0])} in ${lines.size} lines`);
    }
  }
  return out;
})"""


# Each element's text that is cut (wider than its box) or that passes its card's padding: "text: px".
CUT = """(sel) => [...document.querySelectorAll(sel)].flatMap((el) => {
  const card = el.closest("section, td"), cs = getComputedStyle(card);
  const edge = card.getBoundingClientRect().right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth);
  const r = document.createRange(); r.selectNodeContents(el);
  const past = Math.max(el.scrollWidth - el.clientWidth, r.getBoundingClientRect().right - edge);
  return past > 1 ? [`${el.textContent}: ${Math.round(past)}`] : []; })"""


def _last_sponsor_by_the_rule(server: LiveServer) -> dict:
    """Six players: seats 0-4 secure ranks 1-5 with their values; seat 5 is given rank 6 at once."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7}, seat)
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_sponsor_table_keeps_every_word_whole(live_server: LiveServer, phone, lang: str) -> None:
    table = _last_sponsor_by_the_rule(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 4))
    page.locator(".spt").wait_for()
    screenshot(page, f"tod-stress-sponsors-{lang}")
    assert page.evaluate(BROKEN_WORDS, ".spt th, .spt td") == []
    assert overflow(page) == []
    # pt19: every holder's name whole (an ellipsis hid up to 75 px), on two lines if need be.
    assert page.evaluate(CUT, ".spt .who") == []
    expect(page.locator('.spt [data-k="sp2"] .who')).to_have_text(NAMES[1])


def test_the_last_sponsor_given_by_the_rule_asks_its_holder_for_its_values(live_server: LiveServer, phone) -> None:
    table = _last_sponsor_by_the_rule(live_server)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 5))
    ask = page.locator('[data-k="ask"]')
    expect(ask).to_be_visible()  # on the screen, not only behind a button
    screenshot(page, "tod-stress-ask-values")
    # pt19: the form's Save lies under the action bar at 360 px; the bar's primary (not End turn) is the way in.
    bar = page.locator("#game-actions")
    expect(bar.locator(".btn.primary")).to_have_count(1)
    expect(bar.locator('[data-k="askbar"]')).to_have_class(re.compile(r"\bprimary\b"))
    for what, n in (("start", 3), ("market", 2), ("max", 8)):
        ask.locator(f'[data-v="{what}"]').get_by_role("button", name=str(n), exact=True).click()
    # pt44: once the three are picked, the bar's primary saves them (the form's Save may lie under the bar).
    expect(bar.locator('[data-k="askbar"]')).to_have_text("Werte speichern")
    bar.locator('[data-k="askbar"]').click()
    expect(ask).to_be_hidden()
    expect(bar.locator('[data-k="askbar"]')).to_have_count(0)
    expect(page.locator('.spt [data-k="sp6"] .vals')).to_have_text("Anfang 3 · Markt 2 · Max 8")
    # Corrected later from the Act card's link: the sheet opens on the values entered.
    page.locator(".act .act-head .btn.link").click()
    expect(page.locator('#sheet [data-v="max"] .btn.on')).to_have_text("8")
    page.locator('#sheet [data-v="max"]').get_by_role("button", name="9", exact=True).click()
    page.locator("#sheet .btn.primary.big").click()
    expect(page.locator('.spt [data-k="sp6"] .vals')).to_have_text("Anfang 3 · Markt 2 · Max 9")


def test_odds_only_in_act3_and_the_bar_only_what_can_be_done_now(live_server: LiveServer, phone) -> None:
    table = _last_sponsor_by_the_rule(live_server)
    page = stressed(phone, "ru", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    bar = page.locator("#game-actions")
    expect(bar.locator(".btn")).not_to_have_count(0)
    expect(bar).not_to_contain_text("Шансы")
    for seat in range(6):
        act(live_server, table, {"type": "hand_full", "full": True}, seat)
    act(live_server, table, {"type": "end_turn"}, 5)
    act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, 0)
    # Seat 0 has its first Segment and plays first, but five players still lay theirs out.
    wait_for(page, "C.table.snap().state.players[0].segment !== null")
    expect(bar.get_by_role("button", name="Завершить")).to_have_count(0)
    mine = page.locator("section.tod-mine")
    intro = page.locator('[data-k="a3"]')
    assert mine.bounding_box()["y"] < intro.bounding_box()["y"], "your own Segment comes first"
    screenshot(page, "tod-stress-act3-waiting")
    for seat in range(1, 6):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["supply"]}, seat)
    expect(bar.get_by_role("button", name="Завершить")).to_be_visible()
    box = bar.bounding_box()
    assert box["height"] < 740 / 6, f"the game's actions take {box['height']}px of 740"
    screenshot(page, "tod-stress-act3-turn")
    # pt19: "Акт 3 · твоё плавание" ran 22 px out of its card; the other voyages' names were cut.
    assert page.evaluate(CUT, ".tod-mine .act-n, section.other .act-head strong") == []


# A sheet's body scrolls up and down only: its content wider than the body pans the sheet sideways.
SHEET_WIDTH = """() => { const b = document.querySelector(".sheet-body"), w = visualViewport.width;
  const past = [...b.querySelectorAll(".btn")].filter((x) => x.getBoundingClientRect().right > w + 1);
  return { scroll: b.scrollWidth, client: b.clientWidth, past: past.map((x) => x.textContent.trim()) }; }"""


@pytest.mark.parametrize(("lang", "size"), [("de", 1), ("de", 0), ("ru", 0)])
def test_the_complete_sheet_wraps_its_buttons_and_never_pans_sideways(
    live_server: LiveServer, phone, lang: str, size: int
) -> None:
    """pt4 Tales of Danger 2: "Kaufmann −1 Mannschaft, 2 Vorräte" stuck out of a 412 px phone by 24 px."""
    table = _last_sponsor_by_the_rule(live_server)
    for seat in range(6):
        act(live_server, table, {"type": "hand_full", "full": True}, seat)
    act(live_server, table, {"type": "end_turn"}, 5)
    # Every cancel with something to take off: the longest buttons the sheet has.
    costs = ["bad_luck", "rough_seas12", "illness"]
    for seat in range(6):
        act(live_server, table, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, seat)
    page = stressed(phone, lang, SIZES[size])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()
    page.locator("#sheet .pick.quick").wait_for()
    got = page.evaluate(SHEET_WIDTH)
    screenshot(page, f"tod-stress-complete-{lang}-{SIZES[size]['width']}")
    assert got["past"] == [], f"past the screen's edge: {got['past']}"
    assert got["scroll"] <= got["client"] + 1, f"the sheet is {got['scroll']}px wide in {got['client']}px"


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_secure_sheet_keeps_its_confirm_on_the_screen(live_server: LiveServer, phone, lang: str) -> None:
    """pt4 Tales of Danger 2: "Secure rank 2 · discard to 2" sat at y = 834 of 740, under the sheet's fold."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn").first.click()  # Secure Sponsor (before End turn, the primary)
    page.locator("#sheet .pick .btn").nth(1).click()
    pick_values(page.locator("#sheet"))  # none prefilled (pt39)
    confirm = page.locator("#sheet .tods > .btn.primary.confirm")
    expect(confirm).to_be_enabled()
    box = confirm.bounding_box()
    height = page.evaluate("visualViewport.height")
    screenshot(page, f"tod-stress-secure-{lang}")
    assert box["y"] >= 0 and box["y"] + box["height"] <= height + 1, f"the confirm is at y = {box['y']} of {height}"


def test_the_crown_follows_the_highest_sponsor_in_act3(live_server: LiveServer, phone) -> None:
    """pt4 Tales of Danger: the ♛ stayed on the Act 1 first player although Act 3 begins with the highest Sponsor."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    # Seat 2 secures rank 1 (the highest), the others ranks 2-6 from seat 0 on.
    ranks = {2: 1, 0: 2, 1: 3, 3: 4, 4: 5}
    for seat, rank in sorted(ranks.items()):
        act(live_server, table, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 7}, seat)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    crown = page.locator("#players-bar .player", has_text="♛")
    expect(crown).to_have_attribute("data-k", "p0")  # Acts 1 and 2: the first player chosen at setup
    for seat in range(6):
        act(live_server, table, {"type": "hand_full", "full": True}, seat)
    act(live_server, table, {"type": "end_turn"}, 5)
    wait_for(page, "C.table.snap().state.phase === 'act3'")
    expect(crown).to_have_attribute("data-k", "p2")

"""The score pad's rounds (issue #26, items 6 and 3) and its game's name, at 360x740 with the stress set's six names.

Who has entered a score this round shows on each card; the round-by-round table holds six long names
at 360 px and corrects a past round's entry in place; the round sheet enters all six in 7 taps
besides the digits; the host names the game the pad kept, and BG Stats' link carries that name.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import expect

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, act, as_host, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIDEWAYS, SIZES, stressed


def test_the_pad_shows_who_entered_this_round_and_corrects_a_past_round(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 8})
    for seat, delta in ((0, 12), (1, 7), (2, 9)):
        act(live_server, table, {"type": "score", "seat": seat, "delta": delta})
    act(live_server, table, {"type": "next_round"})
    table["seq"] = act(live_server, table, {"type": "score", "seat": 4, "delta": 3})["seq"]
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)  # the host's phone: the round sheet is its (a player's own phone folds it)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    # Round 2: only Alexandra has entered a score; round 1's entries stay in the table.
    expect(page.locator('[data-k="round"]')).to_contain_text("1 von 6 eingetragen")
    expect(page.locator('[data-k="e4"]')).to_have_text("✓ In dieser Runde eingetragen")
    expect(page.locator('[data-k="e0"]')).to_have_text("Diese Runde noch nicht")
    expect(page.locator('[data-k="r1s0"]')).to_have_text("12")
    expect(page.locator('[data-k="r1s3"]')).to_have_text("–")  # no score in round 1
    expect(page.locator(".pad-grid tbody tr")).to_have_count(2)  # the rounds played, not all eight
    expect(page.locator(".pad-grid tbody th.rnd")).to_have_text(["Runde 1", "Runde 2"])  # pt20: not a bare "1"
    screenshot(page, "score-pad-rounds-top-de")
    problems = findings(page, "score-pad de 360px, text 130 %, round 2")
    wide = page.locator(".grid-wrap:has(.pad-grid)").evaluate(SIDEWAYS)  # all six columns, no sideways scroll
    problems += [wide] if wide else []
    assert not problems, "\n".join(problems)
    page.locator(".pad-grid").scroll_into_view_if_needed()
    screenshot(page, "score-pad-rounds-de")

    # Round 1's 12 was a 15: corrected under the table (pt78), the total follows, the log says so.
    page.locator('[data-k="r1s0"] button').click()
    field = page.locator(".cell-fix input")
    expect(field).to_be_focused()
    field.fill("15")
    field.press("Enter")
    expect(page.locator('[data-k="r1s0"]')).to_have_text("15")
    expect(page.locator('[data-k="t0"]')).to_have_text("15")
    wait_for(page, "C.table.snap().log.some((e) => e.type === 'corrected')")
    state = live_server.app.extensions["tables"].get(table["code"]).state
    assert state["by_round"][0][:2] == [15, 0] and state["totals"][0] == 15
    screenshot(page, "score-pad-rounds-corrected-de")

    # Round 2 on the round sheet (issue #26, item 3): a tap on the first field, the keyboard's Next
    # down the six, Enter in the last: 7 taps besides the digits (on the cards it was 13).
    typed = ("8", "-4", "0", "11", "5", "23")
    expect(page.locator('[data-k="so-far4"]')).to_have_text("3 bisher in dieser Runde")  # the sheet adds to it
    page.locator("#rs-0").click()
    taps = 1
    for i, digits in enumerate(typed):
        page.keyboard.type(digits)
        if i == len(typed) - 1:  # the sheet full, as the player sees it before sending it
            page.locator(".round-sheet h2").scroll_into_view_if_needed()
            screenshot(page, "score-pad-round-sheet-de")
            problems = findings(page, "score-pad de 360px, text 130 %, the round sheet filled in")
            assert not problems, "\n".join(problems)
        page.keyboard.press("Enter")
        taps += 1
    assert taps <= 8
    expect(page.locator('[data-k="round"]')).to_contain_text("Runde 3 von 8")  # the round moved on with it
    expect(page.locator("#rs-0")).to_have_value("")
    state = live_server.app.extensions["tables"].get(table["code"]).state
    assert [r[1] for r in state["by_round"]] == [8, -4, 0, 11, 3 + 5, 23] and all(e[1] for e in state["entered"])


def test_the_host_names_the_game_and_bg_stats_gets_the_name(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES[:3]))
    act(live_server, table, {"type": "score", "seat": 1, "delta": 5})
    act(live_server, table, {"type": "finish"})
    page = phone(viewport=SIZES[0])
    as_host(page, live_server, table)
    page.locator("#game-name").fill("Carcassonne")
    page.get_by_role("button", name="Save").click()
    link = page.locator(".bgstats")
    wait_for(page, "(document.querySelector('.bgstats') || {href: ''}).href.includes('Carcassonne')")
    [data] = parse_qs(urlsplit(link.get_attribute("href")).query)["data"]
    assert json.loads(data)["game"]["name"] == "Carcassonne"
    expect(page.locator("#game-name")).to_have_value("Carcassonne")
    expect(page.locator('[data-k="game-name"]')).to_have_text("Carcassonne")  # the end screen says which game it was
    screenshot(page, "score-pad-named")
    page.evaluate("scrollTo(0, 0)")
    screenshot(page, "score-pad-named-top")

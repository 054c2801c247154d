"""The score pad on each kind of phone, with the stress set at 360x740 and text at 130 % (issue #26).

A seated phone that is not the host's opens on its own card, within the thumb's reach; the round
sheet (every player's score in one place) is the host's, folded away on the others. Once every round
is entered, Finish is the one highlighted action. The chart follows corrected scores.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.contrast import findings
from tests.browser.support import LINES, LiveServer, act, as_host, caught_up, count_taps, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed

# Where a control sits against the fixed bottom bar: its top and bottom, and the bar's top.
PLACE = """(el) => { const r = el.getBoundingClientRect();
  const bar = document.querySelector(".actionbar").getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, bar: bar.top }; }"""

# The field being typed in, against the sticky player bar above and "Enter these scores" below.
FIELD = """(() => { const r = document.activeElement.getBoundingClientRect();
  const header = document.querySelector(".topbar").getBoundingClientRect().bottom;
  return { top: r.top, bottom: r.bottom, header }; })()"""
SEND = """document.querySelector(".round-sheet .send").getBoundingClientRect().top"""


def reachable(page: Page, selector: str) -> None:
    """`selector` is on screen above the bottom bar, where it is now (no scroll to it)."""
    where = page.locator(selector).first.evaluate(PLACE)
    assert where["top"] >= 0 and where["bottom"] <= where["bar"], f"{selector} at {where}"


def test_a_players_own_phone_opens_on_their_own_card(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 3})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "ru", SIZES[0])
    page.emulate_media(color_scheme="dark")
    opened(page, live_server, table, 3)  # Maximilian's own phone, the fourth seat
    expect(page.locator(".score-card").first).to_have_attribute("aria-label", NAMES[3])
    # Their +5 and their typed entry are on the first screen, under the round's line.
    reachable(page, f'.score-card[aria-label="{NAMES[3]}"] .quick .btn >> nth=3')
    reachable(page, "#amount-3")
    # The whole round's sheet is the host's: folded away here, one tap opens it.
    expect(page.locator(".round-sheet")).to_be_hidden()
    expect(page.locator("#amount-3")).to_have_attribute("placeholder", "± очки")  # it says what goes in
    screenshot(page, "score-pad-own-phone-ru-dark")
    problems = findings(page, "score-pad ru dark 360px, text 130 %, a player's own phone")
    assert not problems, "\n".join(problems)
    taps = count_taps(page)
    page.locator(f'.score-card[aria-label="{NAMES[3]}"] .quick .btn').nth(3).click()
    expect(page.locator('[data-k="t3"]')).to_have_text("5")
    assert taps() == 1
    page.locator(".sheet-fold summary").click()
    expect(page.locator("#rs-0")).to_be_visible()


def test_the_host_enters_the_round_above_the_bar_and_finishes_when_all_are_in(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 2})
    act(live_server, table, {"type": "score_round", "scores": {str(i): i for i in range(6)}})
    table["seq"] = act(live_server, table, {"type": "score", "seat": 2, "delta": 4})["seq"]
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    expect(page.locator(".round-sheet")).to_be_visible()  # the host's phone: the sheet first
    taps = count_taps(page)
    page.locator("#rs-0").click()
    for digits in ("8", "-4", "", "11", "5", "23"):
        page.keyboard.type(digits)
        reachable(page, ".round-sheet button[type=submit]")  # "Enter these scores" never under the bar
        field, send = page.evaluate(f"[{FIELD}, {SEND}]")
        assert field["top"] >= field["header"] and field["bottom"] <= send, f"typing into a hidden field: {field}"
        if digits != "23":
            page.keyboard.press("Enter")  # the keyboard's Next
    screenshot(page, "score-pad-host-sheet-filled-de")
    page.locator(".round-sheet button[type=submit]").click()
    assert taps() <= 8
    caught_up(page)  # the stream's render and the answer's both done: the page measured is the one left
    # Round 2 was the last: everyone is in, so Finish is the one highlighted action, said in one line.
    expect(page.locator('[data-k="all-in"]')).to_have_text("Alle Runden eingetragen")
    assert page.locator('[data-k="all-in"]').evaluate(LINES) == 1
    expect(page.locator(".round-sheet")).to_have_count(0)
    expect(page.locator("#game-actions .btn.primary")).to_have_text("Beenden")
    expect(page.locator("#game-actions .btn.primary")).to_be_in_viewport(ratio=1)
    reachable(page, "[data-k=all-in]")  # the page shows it, where the sheet was
    screenshot(page, "score-pad-host-all-in-de")
    state = live_server.app.extensions["tables"].get(table["code"]).state
    assert [r[1] for r in state["by_round"]] == [8, -4, 4, 11, 5, 23]


def test_the_chart_follows_a_corrected_score(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 3})
    act(live_server, table, {"type": "score_round", "scores": {str(i): 3 + i for i in range(6)}})
    act(live_server, table, {"type": "score_round", "scores": {"0": 50, "1": 2}})  # 50 for a 5
    table["seq"] = act(live_server, table, {"type": "correct", "seat": 0, "round": 2, "score": 5})["seq"]
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    # The top of the chart is the highest total there is (Guinevere's 8), never the mistake's 53.
    expect(page.locator(".chart .tick").first).to_have_text("8")
    ys = page.locator(".chart .line").first.evaluate("(l) => [...l.points].map((p) => p.y)")
    assert len(ys) == 3  # the start, then one step a round: 0, 3, 8
    # Six lines told apart by more than their colour: each its own dashes.
    dashes = page.locator(".chart .line").evaluate_all("(ls) => ls.map((l) => getComputedStyle(l).strokeDasharray)")
    assert len(set(dashes)) == 6, dashes
    page.locator(".chart").scroll_into_view_if_needed()
    screenshot(page, "score-pad-chart-corrected")

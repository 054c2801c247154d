"""Score pad at the table after pt20 (issue 26): the host's passed round, own-phone entry, chrome, toasts."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, seat_link
from tests.browser.test_score_pad_pt8 import _table
from tests.browser.test_stress_set import SIZES, opened, stressed


def test_a_joining_phone_asks_for_a_seat_the_host_passes_round(live_server: LiveServer, phone) -> None:
    host, other = phone(), phone()
    host.goto(live_server.url + "/new/score-pad")
    for i, name in enumerate(["Ann", "Bob"]):
        host.locator(".pname").nth(i).fill(name)
    host.locator("#this-phone").select_option(label="Everyone (passed round)")
    host.locator("#new-table button[type=submit]").click()
    host.wait_for_url("**/t/*")
    other.goto(host.url)
    # Nobody has played yet: still both seats are the host phone's, not "free" (pt20).
    expect(other.locator(".seat-buttons .seat-ask")).to_have_text(["on the host's phone · Ask for it"] * 2)


def test_a_players_own_card_moves_on_to_the_next_empty_category_and_says_when_done(
    live_server: LiveServer, phone
) -> None:
    options = {"categories": ["Gold", "Quests", "Bonus"], "rounds": 2}
    table = live_server.create_table("score-pad", ["Ann", "Bob"], options)
    act(live_server, table, {"type": "score", "seat": 0, "delta": 2, "category": "Quests"}, 0)  # from another phone
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    picker, amount = page.locator("#main select[id^='cat-0-']"), page.locator("#amount-0")
    expect(picker).to_have_value("Gold")
    page.locator('.quick button[aria-label="+1 for Ann"]').click()  # a quick +1 stays, to add again
    expect(page.locator('[data-k="t0"]')).to_have_text("3")
    expect(picker).to_have_value("Gold")
    amount.fill("5")
    amount.press("Enter")
    expect(picker).to_have_value("Bonus")  # Quests is in already: skipped
    expect(page.locator('[data-k="e0"]')).to_have_text("2 of 3 categories entered")
    amount.fill("0")  # a 0 is an entry too
    amount.press("Enter")
    expect(page.locator('[data-k="e0"]')).to_have_text("✓ Round 1 done: every category entered")
    expect(page.locator('[data-k="t0"]')).to_have_text("8")


# The fixed bars' heights in px: the player bar at the top, the action bar at the thumb.
BARS = """() => ({ top: document.querySelector('.topbar').getBoundingClientRect().height,
  bottom: document.querySelector('.actionbar').getBoundingClientRect().height })"""


def test_the_fixed_bars_leave_the_board_most_of_a_360_px_screen(live_server: LiveServer, phone) -> None:
    """pt20: 130 + 167 of 740 px (40 %) at 130 % text; now two low rows of tiles and a two-row bar."""
    table = _table(live_server)
    page = stressed(phone, "de", SIZES[0])  # German: the longest words
    opened(page, live_server, table, 1)
    bars = page.evaluate(BARS)
    assert bars["top"] <= 105 and bars["bottom"] <= 125, bars
    assert bars["top"] + bars["bottom"] <= 0.31 * 740, bars
    # The round's one button shares the log's row, whole; finishing early is at the foot of the page.
    button = page.get_by_role("button", name="Nächste Runde: Runde 2 →")
    assert button.evaluate("(b) => b.scrollWidth <= b.clientWidth")
    log = page.locator("#open-log").bounding_box()
    assert log and abs(button.bounding_box()["y"] - log["y"]) < 2
    expect(page.locator(".pad-early").get_by_role("button", name="Beenden")).to_be_attached()


# The shown toast's box, its lines of text, and whether it overlaps the bottom bar or `sel`.
TOAST_BOX = """(sel) => { const el = document.querySelector('#toast.show'); if (!el) return null;
  const r = el.getBoundingClientRect(), range = document.createRange(); range.selectNodeContents(el);
  const lines = new Set([...range.getClientRects()].filter((x) => x.height).map((x) => Math.round(x.top))).size;
  const over = (o) => o.top < r.bottom && o.bottom > r.top;
  return { text: el.textContent, lines, height: r.height,
    bar: over(document.querySelector('.actionbar').getBoundingClientRect()),
    own: over(document.querySelector(sel).getBoundingClientRect()) }; }"""


def test_another_phones_score_is_a_short_line_that_clears_the_field_and_goes_on_a_tap(
    live_server: LiveServer, phone
) -> None:
    """pt20: toasts of three lines stayed 3.5 s (5 s on the score pad) over the cards and their buttons."""
    table = _table(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.clock.install()
    opened(page, live_server, table, 1)
    amount = page.locator("#amount-1")
    amount.scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 80)")  # the field low on the screen, as a thumb holds it
    amount.focus()
    act(live_server, table, {"type": "score", "seat": 2, "delta": 5, "category": "Gold"}, 2)
    expect(page.locator("#toast.show")).to_have_text("Zoë +5 Gold")  # by first name, as the bar (pt28)
    page.evaluate("new Promise(requestAnimationFrame)")
    box = page.evaluate(TOAST_BOX, "#amount-1")
    assert box["lines"] == 1 and box["height"] <= 40 and not box["bar"] and not box["own"], box
    page.clock.run_for(2600)  # gone after 2.5 s
    expect(page.locator("#toast.show")).to_have_count(0)
    act(live_server, table, {"type": "score", "seat": 2, "delta": 1, "category": "Quests"}, 2)
    expect(page.locator("#toast.show")).to_have_count(1)
    page.locator("#toast").click()  # a tap dismisses it at once
    expect(page.locator("#toast.show")).to_have_count(0)

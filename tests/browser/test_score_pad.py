"""The score pad end to end on two phones: a table opened with a tie-break picked, scored to the end, played again."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, one_line, play_again, screenshot


def test_two_phones_score_to_a_tie_broken_end_and_play_again(live_server: LiveServer, phone) -> None:
    host, guest = phone(), phone(color_scheme="dark")
    host.goto(live_server.url + "/new/score-pad")
    # The tie-break is picked from the categories typed above it, never typed in again.
    pick = host.locator("#opt-tie_breaker")
    expect(pick).to_be_disabled()
    host.locator("#opt-categories").fill("Wood, Gold, Stone")
    expect(pick.locator("option")).to_have_text(["None", "Wood", "Gold", "Stone"])
    pick.select_option("Gold")
    host.locator("#opt-categories").fill("Wood, Gold")  # edited: the pick stays while it is still offered
    expect(pick).to_have_value("Gold")
    host.get_by_role("button", name="Open the table").click()  # this phone is for Red
    host.wait_for_url("**/t/*")
    code = host.url.rsplit("/", 1)[1]
    host.locator("#sheet-close").click()
    assert host.evaluate("C.table.snap().options.tie_breaker") == "Gold"
    guest.goto(f"{live_server.url}/t/{code}")
    guest.get_by_role("button", name="Blue").click()
    expect(guest.locator(".player.me")).to_contain_text("Blue")
    # No rounds: no empty line above the cards, no chart before the first score.
    expect(host.locator("#main > p")).to_have_count(0)
    expect(host.locator(".chart")).to_have_count(0)

    # Red scores 7 in Wood, Blue 4 in Wood and 3 in Gold: level on 7, Gold breaks the tie.
    host.locator("[id^=cat-0-]").select_option("Wood")
    host.locator("#amount-0").fill("7")
    host.locator("#amount-0").press("Enter")
    guest.locator("[id^=cat-1-]").select_option("Wood")
    guest.locator("#amount-1").fill("4")
    guest.locator("#amount-1").press("Enter")
    expect(guest.locator('[data-k="t1"]')).to_have_text("4")
    guest.locator("[id^=cat-1-]").select_option("Gold")
    guest.locator("#amount-1").fill("3")
    guest.locator("#amount-1").press("Enter")
    expect(host.locator('[data-k="t1"]')).to_have_text("7")
    # The chart tells its lines apart with a legend of colours and names.
    expect(host.locator(".legend li")).to_have_text(["Red", "Blue"])
    colour, stroke = "(el) => getComputedStyle(el).backgroundColor", "(el) => getComputedStyle(el).stroke"
    swatches = [host.locator(".legend li .swatch line").nth(i).evaluate(stroke) for i in (0, 1)]
    assert swatches == [host.locator(".score-card .dot").nth(i).evaluate(colour) for i in (0, 1)]  # each its player's
    assert swatches[0] != swatches[1]
    dashes = "(el) => getComputedStyle(el).strokeDasharray"  # and its dashes, as its line in the chart
    assert [host.locator(".legend li .swatch line").nth(i).evaluate(dashes) for i in (0, 1)] == [
        host.locator(".chart .line").nth(i).evaluate(dashes) for i in (0, 1)
    ]

    host.get_by_role("button", name="Finish").click()
    host.locator("dialog.ask .ask-yes").click()  # the app's own "are you sure?", not the browser's
    for page in (host, guest):
        expect(page.locator(".standings .winner")).to_have_text("🏆 Blue wins!")
        # pt46: each player level with the winner named with their figure
        expect(page.locator(".standings .decided")).to_have_text("Tie broken by Gold: Blue 3, Red 0.")
        expect(page.locator(".standings li").first).to_contain_text("Blue")
        one_line(page, ".standings strong")
        expect(page.locator("[data-k=prompt]")).to_be_hidden()
    screenshot(host, "score-pad-end-light")
    screenshot(guest, "score-pad-end-dark")

    play_again(guest, host, "Red, Blue")
    expect(host.locator(".player.me")).to_contain_text("Red")
    expect(host.locator('[data-k="t0"]')).to_have_text("0")
    assert host.evaluate("C.table.snap().options.tie_breaker") == "Gold"

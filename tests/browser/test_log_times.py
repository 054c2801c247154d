"""The log's times as the phone writes them: 24-hour on an en-GB phone, 12-hour on an en-US one (pt74)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed


@pytest.mark.parametrize(("locale", "clock"), [("en-GB", r"^\d\d:\d\d$"), ("en-US", r"^\d\d:\d\d\s?[AP]M$")])
def test_the_log_writes_times_as_the_phone_does(live_server: LiveServer, phone, locale: str, clock: str) -> None:
    # pt74: an en-GB phone's log said "07:48 PM"; its own clock says 19:48.
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    act(live_server, table, {"type": "score", "seat": 0, "delta": 3}, 0)
    page = phone(locale=locale)
    page.goto(seat_link(live_server, table, 1))
    page.locator("#open-log").click()
    times = page.locator("#sheet-content li time")
    expect(times.first).to_be_visible()
    for text in times.all_inner_texts():
        assert re.match(clock, text.strip()), (locale, text)


def test_the_log_tapped_before_the_table_is_read_opens_once_it_is(live_server: LiveServer, phone) -> None:
    # CI: the Log tapped as the page loaded, before its first read of the table, opened an empty
    # sheet and closed it at once (its lines could not be drawn yet): the tap was lost.
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    act(live_server, table, {"type": "score", "seat": 0, "delta": 3}, 0)
    page = phone()
    held, released = [], []

    def hold(route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)  # the table's first read waits here

    page.route(f"**/api/tables/{table['code']}", hold)
    page.goto(seat_link(live_server, table, 1))
    page.locator("#open-log").click()
    expect(page.locator("#sheet")).to_be_visible()
    assert held, "the table's first read should be waiting"
    released.append(True)
    for route in held:
        route.continue_()
    expect(page.locator("#sheet-content li").first).to_contain_text("Ann")


def test_a_cut_latest_line_tapped_opens_the_log_without_a_toast_over_it(live_server: LiveServer, phone) -> None:
    """pt89: tapping the latest-move line (cut at 360 px, German, 130 %) opened the Log and put the line up as a
    toast over the Log's newest entry: the tap on a cut text shows it whole, and this one was not left out."""
    table = live_server.create_table("score-pad", list(NAMES[:4]), {"categories": ["Bonuskarten"], "rounds": 3})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    act(live_server, table, {"type": "score", "seat": 0, "delta": 3, "category": "Bonuskarten"}, 0)
    expect(page.locator("#last-move")).to_contain_text("+3")
    # Cut at its end: in one line, or in the two it takes beside the round's button (pt92).
    cut = "(el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1"
    assert page.evaluate(cut, page.locator("#last-move").element_handle())
    page.locator("#last-move").click()
    expect(page.locator("#sheet")).to_have_attribute("data-kind", "log")
    page.wait_for_timeout(300)  # a toast comes at once with the tap, or not at all
    assert page.evaluate("!document.querySelector('#toast.show') || document.querySelector('#toast.news')"), (
        page.evaluate("document.getElementById('toast').textContent")
    )

"""The King of All Bards after blind playtest pt84: six 24-character names, text at 130 %, three phones (360x740 English
light, 360x740 German dark, 412x915 Russian). The Epic Fail's roll in sight with every token choice, above the
bottom bar; the Refreshment's cash-in button on at most two lines."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LINES, LiveServer, as_host, read, screenshot, switch_scheme
from tests.browser.test_kob_round_four import _with_tokens
from tests.browser.test_kob_round_three import _by
from tests.browser.test_stress_set import opened, stressed

SMALL = {"width": 360, "height": 740}
LARGE = {"width": 412, "height": 915}

# An element's box against the fixed bottom bar's top and the visual viewport's width.
PLACE = """(el) => { const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, bar: document.querySelector('.actionbar')
    .getBoundingClientRect().top, width: window.visualViewport.width }; }"""


def _epic_fail(server: LiveServer, seat: int) -> dict:
    """`seat` (0: Bartholomew on the host's phone, 1: Wilhelmina on hers) sings and rolls 1: its token is due."""
    t = _with_tokens(server)
    if seat == 1:
        _by(t, 0, {"type": "end_turn"}, server)
    _by(t, seat, {"type": "sing", "genre": "love", "mood": "minor"}, server)
    _by(t, seat, {"type": "perform_roll", "value": 1}, server)
    t["seq"] = read(server, t)["seq"]
    return t


def _phone(phone, server: LiveServer, t: dict, seat: int, lang: str, size: dict, scheme: str) -> Page:
    """The phone a seat plays on (the host's for seat 0), in `lang` at `size`, text at 130 %, in `scheme`."""
    page = stressed(phone, lang, size)
    if seat == 0:
        as_host(page, server, t)
    else:
        opened(page, server, t, seat)
    switch_scheme(page, scheme)
    return page


def _in_view(page: Page, selector: str) -> None:
    """Every `selector` lies whole on the screen: below the top, above the bottom bar, inside the screen's width."""
    boxes = page.locator(selector)
    expect(boxes.first).to_be_visible()
    for n in range(boxes.count()):
        at = boxes.nth(n).evaluate(PLACE)
        assert at["top"] >= 0 and at["bottom"] <= at["bar"], f"{selector} #{n} under the bar: {at}"
        assert at["left"] >= 0 and at["right"] <= at["width"], f"{selector} #{n} past the edge: {at}"


PHONES = [
    pytest.param(1, "de", SMALL, "dark", "1: Epischer Patzer", "Kein Marker", id="de-360-own"),
    pytest.param(0, "de", SMALL, "dark", "1: Epischer Patzer", "Kein Marker", id="de-360-host"),
    pytest.param(0, "en", SMALL, "light", "1: Epic Fail", "No token", id="en-360-host"),
    pytest.param(1, "ru", LARGE, "light", "1: Эпический провал", "Без жетона", id="ru-412-own"),
]


@pytest.mark.parametrize(("seat", "lang", "size", "scheme", "result", "none"), PHONES)
def test_the_epic_fail_s_roll_and_every_token_choice_lie_above_the_bar(
    live_server: LiveServer, phone, seat: int, lang: str, size: dict, scheme: str, result: str, none: str
) -> None:
    # pt84: the result line ("Rolled 1: Epic Fail!") lay under the four token buttons, under the bottom bar: the
    # singer could not see why the Song failed. Above the buttons (an earlier try) it pushed "No token" under the bar.
    t = _epic_fail(live_server, seat)
    page = _phone(phone, live_server, t, seat, lang, size, scheme)
    pick = page.locator("[data-k=token-pick] button")
    expect(pick).to_have_count(4)
    expect(pick.last).to_have_text(none)
    odds = page.locator("#main [data-k=odds]")
    expect(odds).to_have_count(1)  # said once, not again under the buttons
    expect(odds).to_contain_text(result)
    screenshot(page, f"kob-pt84-epic-fail-{lang}-{seat}")
    _in_view(page, "#main [data-k=odds]")
    _in_view(page, "[data-k=token-pick] button")
    # The roll is read before the choice: above the buttons, not under them.
    assert odds.evaluate(PLACE)["bottom"] <= pick.first.evaluate(PLACE)["top"]


def test_the_epic_fail_s_whole_roll_is_said_on_the_other_phones(live_server: LiveServer, phone) -> None:
    # Only the singer's phone, with its token to choose, says the roll short; the others keep the whole line.
    t = _epic_fail(live_server, 1)
    page = _phone(phone, live_server, t, 2, "en", SMALL, "light")
    expect(page.locator("#main [data-k=odds]")).to_have_text("Rolled 1: Epic Fail!")
    expect(page.locator("[data-k=token-pick]")).to_have_count(0)


def _refreshing(server: LiveServer) -> dict:
    """Round 1's Refreshment: every seat has ended its Performance turn without a Song."""
    t = _with_tokens(server)
    for seat in range(6):
        _by(t, seat, {"type": "end_turn"}, server)
    t["seq"] = read(server, t)["seq"]
    return t


CASH_IN = [
    pytest.param(1, "en", "light", "Done: 3+ Tricks discarded (+1 Tip)", id="en-own"),
    pytest.param(0, "en", "light", "Done: 3+ Tricks discarded (+1 Tip)", id="en-host"),
    pytest.param(1, "de", "dark", "Fertig: +1 Trinkgeld, 3+ Tricks abgeworfen", id="de-own"),
    pytest.param(0, "de", "dark", "Fertig: +1 Trinkgeld, 3+ Tricks abgeworfen", id="de-host"),
    pytest.param(1, "ru", "light", "Готово: сброшено 3+ трюка (+1 монета)", id="ru-own"),
]


@pytest.mark.parametrize(("seat", "lang", "scheme", "label"), CASH_IN)
def test_the_cash_in_button_takes_at_most_two_lines(
    live_server: LiveServer, phone, seat: int, lang: str, scheme: str, label: str
) -> None:
    # pt84: "Done: I discarded 3 or more Tricks (+1 Tip)" took three lines at 360 px, 130 % (German's longer still).
    # The rulebook's Cash In ("discarded at least 3 Trick Cards ... gains one Tip"), short: two lines at most.
    t = _refreshing(live_server)
    page = _phone(phone, live_server, t, seat, lang, SMALL, scheme)
    cash = page.locator("#game-actions .kob-row .kob-cash").first
    expect(cash).to_be_visible()
    screenshot(page, f"kob-pt84-cash-in-{lang}-{seat}")
    assert cash.evaluate(LINES) <= 2, cash.inner_text()
    expect(cash).to_have_text(label)
    at = cash.evaluate(PLACE)  # in the bottom bar, whole on the screen
    assert at["left"] >= 0 and at["right"] <= at["width"] and at["bottom"] <= page.viewport_size["height"], at

"""Bard Saga after the blind playtest pt37: six 24-character names, 360x740, text at 130 %.

A toast clear of "Your Scrolls", the Singing Victory said in the rulebook's words, and a greyed
Collect still readable (4.5:1) that says why when tapped.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, at, everyone_passes, post, started
from tests.browser.contrast import ratio
from tests.browser.support import LiveServer, screenshot, wait_for
from tests.browser.test_stress_set import NAMES

# Whether two elements' boxes overlap on the screen.
OVERLAP = """([a, b]) => { const r = document.querySelector(a).getBoundingClientRect(),
  s = document.querySelector(b).getBoundingClientRect();
  return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom; }"""


def test_the_news_toast_keeps_clear_of_your_scrolls(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    page = at(phone, live_server, table, 0)
    expect(page.locator(".bs-mine")).to_be_visible()
    # Bartholomew passes first, then the others: the last pass is news on his phone, while he sings.
    st = everyone_passes(live_server, table, st, first=0)
    assert st["phase"] == "singing"
    wait_for(page, "C.table.snap().state.phase === 'singing'")
    toast = page.locator("#toast.show")
    expect(toast).to_contain_text("passes")
    screenshot(page, "bard-saga-pt37-toast")
    # pt37 (20-A-singing.png): "Анастасия passes (6th)" sat over "Your Scrolls: 2 of 10".
    assert not page.evaluate(OVERLAP, ["#toast", ".bs-mine"]), "the toast covers Your Scrolls"
    assert not page.evaluate(OVERLAP, ["#toast", "#game-actions"]), "the toast covers the Singing Victory buttons"


def test_the_singing_victory_says_what_one_tap_does(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    st = everyone_passes(live_server, table, st, first=3)
    page = at(phone, live_server, table, 3)
    # The rulebook's phase by its name, not "sing for the whole table" (read as: sing aloud, pt37).
    expect(page.locator("#prompt")).to_have_text("Your turn: score everyone's Singing Victory")
    expect(page.locator("#game-actions .bs-play small")).to_have_text(
        "One tap scores everyone: Scrolls for their Stories, VP for the Legend."
    )
    assert page.evaluate("(el) => el.scrollHeight <= el.clientHeight + 1", page.locator("#prompt").element_handle())


def test_the_greyed_collect_is_readable_and_says_why(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0)
    page.locator("[data-k='d0']").click()
    collect = page.locator("#sheet-content .btn.primary.big", has_text="Collect")
    expect(collect).to_be_disabled()
    screenshot(page, "bard-saga-pt37-greyed")
    # pt37 (13-A-zoe-collect-sheet.png): white on pale blue, about 2:1 (faded to 45 %).
    assert collect.evaluate("(el) => getComputedStyle(el).opacity") == "1"
    assert ratio(collect) >= 4.5, ratio(collect)
    # Greyed, not a waiting primary: it no longer wears the accent colour.
    assert collect.evaluate("(el) => getComputedStyle(el).backgroundColor") != "rgb(29, 78, 216)"
    # A tap says why, and the toast stays (it drew under the finger, and the tap's click shut it).
    collect.tap(force=True)
    page.wait_for_timeout(400)
    expect(page.locator("#toast.show")).to_have_text(collect.get_attribute("data-why"))
    assert NAMES[0] in collect.get_attribute("data-why")


def test_the_setup_says_the_opening_deal_of_stories_too(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("bard-saga", list(NAMES))
    page = at(phone, live_server, table, 0)
    # pt37: the rulebook's two Story cards from the Market were missing from the setup steps.
    expect(page.locator(".bs-setup")).to_contain_text(
        "Clockwise, everyone draws 2 Story cards from the Market, then 2 Scroll cards from the Inn."
    )


def test_the_passed_round_phone_names_whose_scrolls_it_shows(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("bard-saga", list(NAMES), seated=False)  # every seat on the host's phone
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    st = post(live_server, table, {"type": "declare", "color": "Green", "by": 0})
    host = at(phone, live_server, table, "host")  # passed round: it follows Bartholomew's turn
    # pt37: "Your Scrolls" changed owner every turn on the phone passed round.
    expect(host.locator("[data-k='mt']")).to_have_text(f"Bartholomew's Scrolls: {sum(st['scrolls'][0].values())}")
    st = post(live_server, table, {"type": "pass", "by": 0})
    expect(host.locator("[data-k='mt']")).to_have_text(f"Wilhelmina's Scrolls: {sum(st['scrolls'][1].values())}")
    table, st = started(live_server)
    own = at(phone, live_server, table, 1)
    expect(own.locator("[data-k='mt']")).to_have_text(f"Your Scrolls: {sum(st['scrolls'][1].values())}")

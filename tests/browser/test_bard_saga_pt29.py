"""Bard Saga after the blind playtest pt29 (issue #26): six 24-character names, 360x740, text at 130 %.

The Search sheet's art matches in view above its button, the greyed Search saying why, the setup
prompt in two lines, and the end screen's ranking above the fold.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, post, started, top_up
from tests.browser.support import LiveServer, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES

# The element a tap at a box's centre reaches: the box itself (or inside it), not something over it.
TAPPABLE = """(el) => { const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y); return y > 0 && y < innerHeight && !!hit && el.contains(hit); }"""


def test_the_search_sheet_shows_the_art_matches_and_says_why_search_is_greyed(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    for seat in (0, 1, 2, 3, 4, 5, 0):  # seven Stories face up round the table
        post(live_server, table, {"type": "play", "color": "Blue"}, seat)
    top_up(live_server, table, read(live_server, table)["state"], 1, st["need"][1]["scrolls"])
    st = post(live_server, table, {"type": "collect", "deck": 1}, 1)
    top_up(live_server, table, st, 2, st["need"][1]["scrolls"])
    wil = at(phone, live_server, table, 2)
    wil.locator("[data-k='d1']").click()
    sheet = wil.locator("#sheet-content")
    search = wil.locator("#bs-search")
    expect(search).to_be_disabled()
    # The greyed Search says why in words on the sheet, not only when tapped.
    expect(sheet.locator("[data-k='search-why']")).to_have_text("Tap the Legend's colour first")
    expect(search).to_have_attribute("data-why", "Tap the Legend's colour first")
    sheet.get_by_role("button", name="Legend is Yellow").click()
    expect(search).to_be_enabled()
    expect(sheet.locator("[data-k='search-why']")).to_be_hidden()
    screenshot(wil, "bard-saga-pt29-search")
    stories = sheet.locator("[data-story]")
    expect(stories).to_have_count(7)
    # Every Story is in view and a tap reaches it (the sticky Search sat over them, pt29).
    for n in range(7):
        assert stories.nth(n).evaluate(TAPPABLE), f"Story {n} is covered or below the fold"
    assert search.evaluate(TAPPABLE), "Search is covered or below the fold"


def test_the_host_phone_credits_a_card_effect_to_the_player_it_is_for(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    assert st["turn"] == 0
    host = at(phone, live_server, table, "host")  # passed round: it follows Bartholomew's turn
    host.locator("#game-actions").get_by_role("button", name="Effects").click()
    sheet = host.locator("#sheet-content")
    sheet.get_by_role("button", name=NAMES[3]).click()
    held = "Object.values(C.table.snap().state.scrolls[3]).reduce((a, b) => a + b, 0)"
    before = sum(st["scrolls"][3].values())
    sheet.get_by_role("button", name="Red from the Inn").click()
    wait_for(host, f"{held} === {before + 1}")
    sheet.get_by_role("button", name="Draw for me").click()
    wait_for(host, f"{held} === {before + 2}")
    log = read(live_server, table)["log"][-2:]
    assert [e["actor"] for e in log] == [3, 3], log
    assert all(NAMES[3] in e["text"] and "changed by" not in e["text"] for e in log), log

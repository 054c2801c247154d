"""Bard Saga after the blind playtest pt29 (issue #26): six 24-character names, 360x740, text at 130 %.

The Search sheet's art matches in view above its button, the greyed Search saying why, the setup
prompt in two lines, and the end screen's ranking above the fold.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, everyone_passes, post, search_sheet, seven_stories, started
from tests.browser.support import LiveServer, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES

# The element a tap at a box's centre reaches: the box itself (or inside it), not something over it.
TAPPABLE = """(el) => { const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y); return y > 0 && y < innerHeight && !!hit && el.contains(hit); }"""


def test_the_search_sheet_shows_the_art_matches_and_says_why_search_is_greyed(live_server: LiveServer, phone) -> None:
    table, st = seven_stories(live_server)
    wil = search_sheet(phone, live_server, table, st)
    sheet = wil.locator("#sheet-content")
    search = wil.locator("#bs-search")
    expect(search).to_be_disabled()
    # The greyed Search says why in words on the sheet, not only when tapped.
    expect(sheet.locator("[data-k='search-why']")).to_have_text("Tap the Legend's colour first")
    expect(sheet.locator("[data-k='search-why']")).to_be_visible()
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
    # pt125: credited to Maximilian, said as the host's phone's doing (not Bartholomew's, whose turn it follows).
    assert [e["actor"] for e in log] == ["host", "host"], log
    assert all(e["text"].startswith(NAMES[3]) and e["text"].endswith("(changed by the host)") for e in log), log


@pytest.mark.parametrize("lang", ["en", "de"])  # German: the longest words for "Scrolls" and the place
def test_the_end_shows_the_whole_ranking_and_your_place_without_scrolling(
    live_server: LiveServer, phone, lang: str
) -> None:
    table, _st = started(live_server)
    for seat, v in enumerate((3, 9, 1, 5, 7, 2)):  # six different scores, Wilhelmina first
        post(live_server, table, {"type": "adjust", "seat": seat, "vp": v})
    post(live_server, table, {"type": "end_here"})
    ann = at(phone, live_server, table, 0, lang)
    expect(ann.locator("[data-k='you']")).to_have_text("You: 4th place, 3 VP" if lang == "en" else "Du: 4. Platz, 3 SP")
    rows = ann.locator(".bs-end ol li")
    expect(rows).to_have_count(6)
    expect(rows.first).to_contain_text(NAMES[1])
    screenshot(ann, f"bard-saga-pt29-end-{lang}")
    # Every row above the bottom bar on the first screen, Play again still on it below them (pt29: Play
    # again and BG Stats came first and the ranking below the fold; test_end_screens holds Play again's place).
    bar = ann.locator("#actionbar").bounding_box()
    for n in range(6):
        box = rows.nth(n).bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= bar["y"], (n, box, bar)
    expect(ann.locator(".bs-end li[aria-current]")).to_contain_text(NAMES[0])
    expect(ann.locator(".bs-end .by + #end-actions")).to_have_count(1)  # Play again after the ranking


# The titles of the dots C.bs.dots draws for a cost whose colours come in another order than the rules'.
DOT_ORDER = """() => { const st = C.table.snap().state, hex = Object.fromEntries(Object.entries(st.hex).reverse());
  const el = C.bs.dots(Object.assign({}, st, { hex }), { Green: 1, Blue: 1, Red: 1 });
  return [...el.querySelectorAll("i")].map((i) => i.title); }"""


def test_the_cost_dots_keep_one_order_and_have_a_key_one_tap_away(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0)
    # The same cost in the same order whatever order a view holds its colours in (pt29: it differed by phone).
    assert page.evaluate(DOT_ORDER) == ["Red", "Blue", "Green"]
    page.locator("[data-k='d0']").click()  # a deck's sheet: its cost in words beside the dots, and the key
    key = page.locator("#sheet-content [data-k='key']")
    expect(key).to_have_text("On its tile: one dot for each Scroll it costs, in their colours; ✓ when you can pay it.")
    screenshot(page, "bard-saga-pt29-key")
    page.locator("#sheet-close").click()
    # Every button's accessible name starts with the words it shows (WCAG 2.5.3; pt29: "Play it" was
    # announced "Play Red, no art").
    bar = page.locator("#game-actions").get_by_role("button", name="Play Red")
    assert page.evaluate(LABEL_IN_NAME, "#game-actions .cbtn") == []
    bar.click()
    page.locator("#sheet-content [data-k='no-art']").wait_for()
    assert page.evaluate(LABEL_IN_NAME, "#sheet-content button") == []
    expect(page.locator("#sheet-content [data-k='no-art']")).to_have_attribute(
        "aria-label", "Play it: Play Red, no art"
    )


def test_a_play_buttons_accessible_name_says_play_once_in_russian(live_server: LiveServer, phone) -> None:
    """pt73: "Play it" in Russian is "Сыграть", and its name was "Сыграть: Сыграть: Красная, без рисунка"."""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0, "ru")
    page.locator("#game-actions .cbtn").first.click()
    button = page.locator("#sheet-content [data-k='no-art']")
    button.wait_for()
    assert page.evaluate(LABEL_IN_NAME, "#sheet-content button") == []
    name = button.get_attribute("aria-label")
    assert name.startswith("Сыграть: ") and name.count("Сыграть") == 1, name


# The buttons under `sel` whose aria-label does not start with their visible text.
LABEL_IN_NAME = """(sel) => [...document.querySelectorAll(sel)].filter((b) => b.getAttribute("aria-label")
  && !b.getAttribute("aria-label").toLowerCase().startsWith(b.innerText.trim().toLowerCase()))
  .map((b) => b.innerText)"""


def test_the_singing_summary_says_the_inn_ran_out(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    # Guinevere holds every Red Scroll: Ann's Red Story finds none in the Inn.
    post(live_server, table, {"type": "adjust", "seat": 5, "scrolls": {"Red": st["inn"]["Red"]}})
    post(live_server, table, {"type": "play", "color": "Red"}, 0)
    everyone_passes(live_server, table, read(live_server, table)["state"], first=1)
    post(live_server, table, {"type": "sing"})
    ann = at(phone, live_server, table, 0)
    line = ann.locator("[data-k='sang'] li[data-seat='0']")
    expect(line).to_contain_text(NAMES[0])
    expect(ann.locator("[data-k='sang'] [data-k='short'][data-for='0']")).to_have_text("(the Inn is out of Red)")
    screenshot(ann, "bard-saga-pt29-sung-short")

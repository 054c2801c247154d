"""Bard Saga after the blind playtest pt52: six 24-character names, 360x740, text at 130 %.

Who has passed shows in the player bar; the Singing Victory's summary keeps whole names above the
bottom bar; the Search a Legend sheet is short; the colour buttons follow the text size; the host's
phone passed round says whom to hand it to.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, at, check_screen, everyone_passes, post, started, top_up
from tests.browser.support import LiveServer, read, screenshot, switch_scheme, wait_for
from tests.browser.test_stress_set import NAMES, TEXT_AT

PILL = {"en": ("1st", "2nd"), "de": ("1.", "2."), "ru": ("1-й", "2-й")}
CHIPS = """() => [...document.querySelectorAll("#players-bar .player")].map((el) => ({
  h: el.getBoundingClientRect().height, pill: (el.querySelector(".bs-pass") || {}).textContent || "",
  bg: getComputedStyle(el).backgroundColor, over: el.scrollWidth > el.clientWidth + 1 }))"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_player_bar_marks_who_has_passed_in_pass_order(live_server: LiveServer, phone, lang: str) -> None:
    """pt52 (24-A-after-pass): a passed player's chip looked as before; "passed 1st" was 1,000 px down."""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 1, lang)
    switch_scheme(page, "dark")
    page.locator("#players-bar .player").first.wait_for()
    before = page.evaluate(CHIPS)
    post(live_server, table, {"type": "pass"}, 0)  # Bartholomew passes first
    post(live_server, table, {"type": "play", "color": "Red"}, 1)
    post(live_server, table, {"type": "pass"}, 2)  # Zoë second
    wait_for(page, "C.table.snap().state.passed.length === 2")
    page.locator("[data-k='passed2']").wait_for()
    after = page.evaluate(CHIPS)
    print(lang, [c["h"] for c in before], [c["h"] for c in after], [c["pill"] for c in after])
    screenshot(page, f"bard-saga-pt52-passed-{lang}")
    assert (after[0]["pill"], after[2]["pill"]) == PILL[lang], after
    assert not after[1]["pill"] and not after[3]["pill"], after
    assert after[0]["bg"] != after[3]["bg"], after  # the passed chip greyed
    # No chip grows, none spills.
    assert max(c["h"] for c in after) <= max(c["h"] for c in before) + 0.5, (before, after)
    assert not any(c["over"] for c in after), after
    check_screen(page, f"pt52 passed {lang}")


SUNG = """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
  const nms = [...document.querySelectorAll(".bs-sung .nm")];
  return { bar: r("#actionbar").top, top: r(".topbar").bottom,
    sang: r("[data-k='sang']").top, end: r("[data-k='sang'] ul").bottom,
    cut: nms.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    names: nms.map((el) => el.textContent) }; }"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_singing_victory_summary_has_whole_names_above_the_declare_buttons(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt52 (71-declaring-A): "Bartholomew Lon…" cut 59 px, the summary under the declare buttons but its first line."""
    table, st = started(live_server)
    st = everyone_passes(live_server, table, st, 2, lang)
    st = post(live_server, table, {"type": "sing"}, lang=lang)
    assert st["phase"] == "declaring", st["phase"]
    page = at(phone, live_server, table, st["starting"], lang)
    page.locator("[data-k='sang']").wait_for()
    page.locator("#game-actions .cbtn").first.wait_for()
    got = page.evaluate(SUNG)
    print(lang, got)
    screenshot(page, f"bard-saga-pt52-sung-{lang}")
    assert len(got["names"]) == 6 and not got["cut"], got
    assert set(got["names"]) == set(NAMES), got
    # The whole list between the top bar and the bottom block, on the screen as it opens.
    assert got["top"] - 1 <= got["sang"] and got["end"] <= got["bar"] + 1, got
    check_screen(page, f"pt52 sung {lang}")


COLOURS = """() => { const bs = [...document.querySelectorAll("#game-actions .bs-tell .cbtn")];
  const tops = bs.map((b) => Math.round(b.getBoundingClientRect().top));
  return { px: parseFloat(getComputedStyle(bs[0]).fontSize), rows: new Set(tops).size,
    right: Math.max(...bs.map((b) => b.getBoundingClientRect().right)), width: visualViewport.width,
    cut: bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent) }; }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_story_colour_buttons_follow_the_text_size_in_one_row(live_server: LiveServer, phone, lang: str) -> None:
    """pt52 (66-B-ru-turn): the five colour buttons stayed 11.9 px at 100 % and at 130 % text."""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0, lang)
    page.locator("#game-actions .bs-tell .cbtn").first.wait_for()
    sizes = {}
    for text in ("100 %", "130 %"):
        page.evaluate(TEXT_AT, text)
        got = page.evaluate(COLOURS)
        print(lang, text, got)
        sizes[text] = got["px"]
        assert got["rows"] == 1 and not got["cut"] and got["right"] <= got["width"], got
    screenshot(page, f"bard-saga-pt52-colours-{lang}")
    assert sizes["130 %"] >= sizes["100 %"] * 1.12, sizes
    assert sizes["130 %"] >= 13.5, sizes


SHEET = """() => [...document.querySelectorAll("#sheet-content .bs-sheet > *")].filter((el) => el.offsetParent)
  .map((el) => ({ k: el.dataset.k || el.className || el.tagName, text: el.innerText.replace(/\\s+/g, " ").trim(),
    lines: (() => { const r = document.createRange(); r.selectNodeContents(el);
      return new Set([...r.getClientRects()].filter((x) => x.width).map((x) => Math.round(x.bottom))).size; })() }))"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_search_sheet_is_the_question_colours_cost_search_and_one_line(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt52 (46-B-search-sheet): a six-line explanation, then the cost below the Search button."""
    table, st = started(live_server)
    post(live_server, table, {"type": "play", "color": "Blue"}, 0)  # a Story face up: the art toggles show
    top_up(live_server, table, read(live_server, table)["state"], 1, st["need"][1]["scrolls"])
    st = post(live_server, table, {"type": "collect", "deck": 1}, 1)
    top_up(live_server, table, st, 2, st["need"][1]["scrolls"])
    page = at(phone, live_server, table, 2, lang)
    switch_scheme(page, "dark")
    page.locator("[data-k='d1']").click()
    sheet = page.locator("#sheet-content")
    sheet.locator(".bs-tell .cbtn").first.click()
    expect(sheet.locator("#bs-search")).to_be_enabled()
    got = page.evaluate(SHEET)
    print(lang, got)
    screenshot(page, f"bard-saga-pt52-search-{lang}")
    kinds = [g["k"] for g in got]
    at_cost = next(n for n, k in enumerate(kinds) if "needline" in k)
    at_search = next(n for n, k in enumerate(kinds) if "bs-search" in k)
    assert kinds[0] == "legend-q" and "bs-tell" in kinds[1], kinds
    assert at_search == at_cost + 1, kinds  # the cost right above Search
    # After Search: one short sentence on the art (it had six lines; two at most at 360 px, 130 %),
    # then only the folded card effect.
    after = got[at_search + 1 :]
    assert after[0]["k"] == "art-where" and after[0]["lines"] <= 2, after
    assert [g["k"] for g in after[1:]] == ["DETAILS"], after


HAND = {"en": "📱 Hand to Wilhelmina", "de": "📱 Weitergeben an Wilhelmina", "ru": "📱 Передай телефон: Wilhelmina"}
HANDED = """() => { const p = document.querySelector("#game-actions [data-k='pass']"), r = p.getBoundingClientRect();
  const bar = document.querySelector("#game-actions").getBoundingClientRect();
  return { first: p === document.querySelector("#game-actions").firstElementChild, top: r.top - bar.top,
    bottom: r.bottom, height: innerHeight, edge: getComputedStyle(p).borderLeftColor }; }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_passed_round_host_phone_says_whom_to_hand_it_to(live_server: LiveServer, phone, lang: str) -> None:
    """pt52 (19-after-Z-facedown-A): the host's phone switched to Maximilian with no "hand it over" cue."""
    table = live_server.create_table("bard-saga", list(NAMES), seated=False)
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    post(live_server, table, {"type": "declare", "color": "Green", "by": 0})
    host = at(phone, live_server, table, "host", lang)
    host.locator("#game-actions .cbtn").first.wait_for()
    post(live_server, table, {"type": "play", "color": "Red"})  # Bartholomew plays: Wilhelmina's turn
    wait_for(host, "C.table.snap().state.turn === 1")
    line = host.locator("#game-actions [data-k='pass']")
    expect(line).to_have_text(HAND[lang])
    got = host.evaluate(HANDED)
    # Her colour as her chip's dot in the player bar draws it (--ink: the colour made to read on the page).
    colour = host.evaluate("getComputedStyle(document.querySelector(\"[data-k='p1'] .dot\")).backgroundColor")
    print(lang, got, colour)
    screenshot(host, f"bard-saga-pt52-hand-{lang}")
    assert got["first"] and got["top"] < 12 and got["bottom"] <= got["height"], got
    assert got["edge"] == colour, (got, colour)
    check_screen(host, f"pt52 hand {lang}")


def test_the_hand_over_cue_names_a_player_as_the_bar_does_when_first_names_are_shared(
    live_server: LiveServer, phone
) -> None:
    """Two Wilhelminas: the cue tells them apart as the player bar does ("Wilhelmina Fe."), one rule in every game."""
    names = list(NAMES)
    names[2] = "Wilhelmina Fairweather-J"
    table = live_server.create_table("bard-saga", names, seated=False)
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    post(live_server, table, {"type": "declare", "color": "Green", "by": 0})
    host = at(phone, live_server, table, "host")
    host.locator("#game-actions .cbtn").first.wait_for()
    post(live_server, table, {"type": "play", "color": "Red"})  # Bartholomew plays: Wilhelmina Featherstones' turn
    wait_for(host, "C.table.snap().state.turn === 1")
    bar = host.evaluate(f"C.view.short({names[1]!r}, {names!r})")
    assert bar == "Wilhelmina Fe.", bar
    expect(host.locator("#game-actions [data-k='pass']")).to_have_text(f"📱 Hand to {bar}")

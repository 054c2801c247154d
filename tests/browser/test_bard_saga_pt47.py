"""Bard Saga after the blind playtest pt47: six 24-character names, 360x740, text at 130 %.

A deck's cost dots all read as dots (its own colour's were rings on a tile of that colour); the
passed-round phone shows the acting seat's Scrolls with the Field, the end screen's Play again is
above the bottom bar, and the Search a Legend sheet asks its question first, Search under the colours.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, at, post, started, top_up
from tests.browser.contrast import JS
from tests.browser.support import LiveServer, as_host, read, screenshot, switch_scheme, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# Each cost dot on a tile: its fill against what is right behind it (1.0: the same colour, a ring),
# its outline against the same, and the tile it sits on.
DOTS = f"""() => {{ {JS};
  return [...document.querySelectorAll(".deck .need i")].map((el) => ({{
    deck: el.closest(".deck").dataset.deck, dot: el.title,
    fill: contrastOf(el, "fill"), edge: contrastOf(el, "border-top") }})); }}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_cost_dot_on_a_tile_reads_as_a_dot(live_server: LiveServer, phone, scheme: str) -> None:
    """pt47: the Red deck's "1 Red, 1 Blue, 1 Green" read as two dots and a ring (a red ring on red)."""
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0)
    switch_scheme(page, scheme)
    page.locator(".deck .need i").first.wait_for()
    dots = page.evaluate(DOTS)
    assert len(dots) > 20, dots
    print(scheme, "fill", min(d["fill"] for d in dots), "edge", min(d["edge"] for d in dots))
    screenshot(page, f"bard-saga-pt47-dots-{scheme}")
    # A dot of its backdrop's own colour is a ring (1:1); its outline stands out at 3:1.
    rings = [d for d in dots if d["fill"] < 1.1]
    faint = [d for d in dots if d["edge"] < 3]
    assert not rings, rings
    assert not faint, faint


IN_VIEW = """() => {
  const r = (sel) => document.querySelector(sel).getBoundingClientRect();
  return { top: r(".topbar").bottom, bar: r(".actionbar").top, field: r(".bs-field").top,
    fieldEnd: r(".bs-field").bottom, row: r(".bs-mine .bs-row").bottom,
    cut: (({ scrollWidth, clientWidth }) => scrollWidth > clientWidth + 1)(document.querySelector(".bs-lbl")) }; }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_passed_round_phone_shows_the_acting_seats_scrolls_with_the_field(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt47 (30-midgame-A): Анастасия's Scroll tiles were cut in half by the bottom bar on the host's phone."""
    # No seat has a phone of its own: the host's phone acts for each in turn (every move in the host's name).
    table = live_server.create_table("bard-saga", list(NAMES), seated=False)
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    st = post(live_server, table, {"type": "declare", "color": "Green", "by": 0})
    for deck in (0, 2, 6, 8):  # four corners collected: their Legends (taller tiles, a star) on the Field
        top_up(live_server, table, st, st["turn"], st["need"][deck]["scrolls"])
        st = post(live_server, table, {"type": "collect", "deck": deck})
    assert st["tops"].count("Legend") == 4, st["tops"]
    host = stressed(phone, lang, SIZES[0])
    as_host(host, live_server, table)
    host.locator("#game-actions .cbtn").first.wait_for()
    for _turn in range(2):  # the phone handed on twice: each time the next seat's row is in view
        st = read(live_server, table)["state"]
        post(live_server, table, {"type": "play", "color": "Red"})
        wait_for(host, f"C.table.snap().state.turn === {read(live_server, table)['state']['turn']}")
        host.wait_for_timeout(300)  # the scroll runs on the next frame
        got = host.evaluate(IN_VIEW)
        print(lang, got)
        screenshot(host, f"bard-saga-pt47-passed-{lang}-{_turn}")
        assert got["field"] >= got["top"] - 1, got
        assert got["row"] <= got["bar"] + 1, got
        assert not got["cut"], host.locator(".bs-lbl").inner_text()  # "…'s Scrolls: 2 of 10" whole, one line


WHERE = """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
  return { bar: r("#actionbar").top, again: r("#play-again").bottom }; }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_seat_phones_end_screen_has_play_again_above_the_bar_after_a_tie_on_vp(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt47 (35-end-B): won on Scrolls after a tie on VP, three sharing 4th: Play again was half under the bar."""
    table, _st = started(live_server)
    for seat, (v, extra) in enumerate(((1, 0), (1, 0), (1, 0), (2, 0), (1, 1), (2, 3))):
        post(live_server, table, {"type": "adjust", "seat": seat, "vp": v})
        if extra:
            post(live_server, table, {"type": "adjust", "seat": seat, "scrolls": {"Red": extra}})
    post(live_server, table, {"type": "end_here"})
    wil = at(phone, live_server, table, 1, lang)
    switch_scheme(wil, "dark")
    wil.locator("#play-again").wait_for()
    expect(wil.locator(".bs-end [data-k='you']")).to_be_visible()
    got = wil.evaluate(WHERE)
    print(lang, got)
    screenshot(wil, f"bard-saga-pt47-end-{lang}")
    assert got["again"] <= got["bar"], got


QUESTION = {
    "en": "Which Legend did you turn up? Its colour:",
    "de": "Welche Legende hast du aufgedeckt? Ihre Farbe:",
    "ru": "Какая Легенда открылась? Её цвет:",
}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_search_sheet_asks_which_legend_first_and_search_sits_under_the_colours(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt47 (42-search-legend-sheet-A): "The Legend's colour:" under the cost, nothing said where art scores."""
    table, st = started(live_server)
    top_up(live_server, table, st, 0, st["need"][1]["scrolls"])
    st = post(live_server, table, {"type": "collect", "deck": 1}, 0)
    top_up(live_server, table, st, 1, st["need"][1]["scrolls"])
    page = at(phone, live_server, table, 1, lang)
    wait_for(page, "C.table.snap().state.turn === 1")
    page.locator("[data-k='d1']").click()
    sheet = page.locator("#sheet-content")
    search = sheet.locator("#bs-search")
    expect(search).to_be_visible()
    # The question heads the sheet: its first line.
    expect(sheet.locator(".bs-sheet > *").first).to_have_text(QUESTION[lang])
    # Search right under the colour buttons and the cost (pt52: the cost had gone below it; the hint
    # line between them only while no colour is tapped).
    sheet.locator(".bs-tell .cbtn").first.click()
    cost = sheet.locator(".needline").bounding_box()
    button = search.bounding_box()
    assert cost and button and 0 <= button["y"] - (cost["y"] + cost["height"]) <= 16, (cost, button)
    # Where the art's +1 VP is asked: one line on the sheet.
    expect(sheet.locator("[data-k='art-where']")).to_be_visible()
    screenshot(page, f"bard-saga-pt47-search-{lang}")
    search.click()
    wait_for(page, "C.table.snap().state.legends.length === 1")

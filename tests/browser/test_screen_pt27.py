"""The table screen after the second blind playtest of #31 (pt27): every game's end moment says its
winner without a stray "null", and the screen follows Play again to the new table by itself.
"""

from __future__ import annotations

import dataclasses

from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, act, call, read, screenshot, switch_scheme, wait_for
from tests.browser.test_end_screens import GAMES, recorded_end
from tests.browser.test_stress_set import LARGER_TEXT, names_of
from tests.browser.test_table_screen import SCREEN, SCREEN_LOAD_MS, SIZES, on_screen


def test_every_games_end_moment_names_the_winner_and_nothing_missing(live_server: LiveServer, phone) -> None:
    page = phone(viewport=SIZES[0], **SCREEN)
    for game in GAMES:
        table = recorded_end(live_server, game)
        act(live_server, table, {"type": "undo"})  # one step back, so the screen sees the end arrive
        table["seq"] = read(live_server, table)["seq"]
        on_screen(page, live_server, table)
        act(live_server, table, {"type": "redo"})
        reveal = page.locator("#screen-reveal")
        expect(reveal).to_be_visible()
        text = reveal.inner_text()
        print(f"{game}: {text!r}")
        assert text.strip() and not {"null", "undefined", "NaN"} & set(text.split()), f"{game}: {text!r}"
        snap = read(live_server, table)
        for seat in snap["table"]["winners"]:  # named, whatever the game marks as its winner's line
            assert snap["players"][seat]["name"] in text, f"{game}: {text!r}"


def test_the_screen_follows_play_again_to_the_new_table_by_itself(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    act(live_server, table, {"type": "score", "seat": 1, "delta": 9}, seat=1)
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = phone(viewport=SIZES[1], **SCREEN)
    on_screen(page, live_server, table)
    moved = call(live_server, f"/api/tables/{table['code']}/rematch", {}, table["host_token"])
    page.wait_for_url(f"**/t/{moved['code']}/screen")  # nobody taps a TV: it moves by itself
    expect(page.locator("#follow-end, #play-again")).to_have_count(0)
    expect(page.locator(".screen-join")).to_contain_text(moved["code"])


# Each Minstrels piece on the screen: its disc's box and its letter's (the glyphs' own box, a Range's).
PIECES = """() => [...document.querySelectorAll(".others .board .pc")].map((el) => {
  const d = el.getBoundingClientRect(), r = document.createRange(); r.selectNodeContents(el);
  const g = r.getBoundingClientRect();
  const out = Math.max(d.top - g.top, g.bottom - d.bottom, d.left - g.left, g.right - d.right);
  return { disc: Math.round(d.height), out }; })"""


def test_minstrels_end_fits_the_screen_and_its_pieces_hold_their_letters(live_server: LiveServer, phone) -> None:
    page = phone(viewport=SIZES[0], **SCREEN)
    rec = tour("minstrels", names_of("minstrels"))
    # Played with chess clocks (its first event's settings): the end adds each player's thinking time,
    # the card that took pt27's end to 1119 px (drawn after the board was fitted).
    first = dataclasses.replace(rec.log[0], data={**rec.log[0].data, "timer": {"mode": "player", "seconds": 3600}})
    table = open_at(live_server, dataclasses.replace(rec, log=(first, *rec.log[1:])), "over")
    # A new screen-sized context's first page: in a loaded run (session 29) its load event came after the
    # 5 s default, though the page, its snapshot and its QR had all been answered. Alone it loads in 0.1-0.2 s.
    page.goto(f"{live_server.url}/t/{table['code']}/screen", timeout=SCREEN_LOAD_MS)
    expect(page.locator("#thinking-time")).to_be_visible()
    for size, scheme in ((SIZES[0], "dark"), (SIZES[1], "light")):  # both sizes, both schemes
        page.set_viewport_size(size)
        switch_scheme(page, scheme)
        wait_for(page, "document.documentElement.scrollHeight <= innerHeight")  # nobody scrolls a TV
        pieces = page.evaluate(PIECES)
        assert pieces and all(p["out"] <= 1 for p in pieces), pieces[:4]  # every letter inside its disc
        zoom = page.evaluate("parseFloat(document.getElementById('main').style.zoom || '1')")
        assert size != SIZES[0] or min(p["disc"] for p in pieces) / zoom >= 28, pieces[:4]
        screenshot(page, f"screen-minstrels-end-{size['width']}-{scheme}")


# The names broken inside a word: two letters of one word on different lines (after a hyphen is a
# word's own break). Each character's line from its Range.
SPLIT = """() => [...document.querySelectorAll("#players-bar .pname")].filter((el) => {
  const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), tops = [];
  for (let n = w.nextNode(); n; n = w.nextNode()) for (let i = 0; i < n.length; i++) {
    const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
    const box = r.getClientRects()[0]; tops.push([n.data[i], box ? Math.round(box.top) : null]); }
  return tops.some(([c, t], i) => i > 0 && /\\S/.test(c) && /[^\\s-]/.test(tops[i - 1][0]) && t !== null
    && tops[i - 1][1] !== null && Math.abs(t - tops[i - 1][1]) > 2); }).map((el) => el.textContent)"""


def test_six_long_names_break_between_words_only_on_every_screen(live_server: LiveServer, phone) -> None:
    table = open_at(live_server, tour("king-of-all-bards", names_of("king-of-all-bards")), "movement")
    page = phone(viewport=SIZES[2], **SCREEN)
    on_screen(page, live_server, table)
    for size in (SIZES[2], SIZES[1], SIZES[0]):
        page.set_viewport_size(size)
        wait_for(page, "document.documentElement.scrollHeight <= innerHeight + 1")
        assert not (split := page.evaluate(SPLIT)), f"{size}: {split}"
        screenshot(page, f"screen-kob-names-{size['width']}x{size['height']}")


def test_an_upright_tablet_at_text_130_shows_the_board_under_a_six_name_roll_off(
    live_server: LiveServer, phone
) -> None:
    # The roll-off's six long names in a third of the strip under the players took 900 px at text
    # 130 %: the page ran past the screen and the board, shrunk as far as it goes, sat under it.
    table = open_at(live_server, tour("king-of-all-bards", names_of("king-of-all-bards")), "movement")
    page = phone(viewport=SIZES[2], init_script=LARGER_TEXT, **SCREEN)
    on_screen(page, live_server, table)
    expect(page.locator(".screen-rolloff li")).to_have_count(6)
    wait_for(page, "document.documentElement.scrollHeight <= innerHeight + 1")
    board = page.locator(".kob-board-box").evaluate(
        "(el) => [el.getBoundingClientRect().bottom <= innerHeight, +(document.querySelector('main').style.zoom || 1)]"
    )
    assert board[0] and board[1] >= 0.6, board  # on the screen, at a size read from the chairs
    screenshot(page, "screen-kob-upright-130")

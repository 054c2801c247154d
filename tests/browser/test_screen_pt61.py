"""Blind playtest pt61: the table screen with six 24-character names (tests/browser/test_stress_set.py).

1. The player strip cut "Zoë Ellington-Hartl…" at 1280x800: every name is whole on every screen
   size, in every game, wrapped between words where it must (a double-barrelled name after its hyphen).
2. The Movement's big moment was one sentence of seven lines: a heading and a line per Pub, each
   Bard who moves there named (with their colour) under it, on the screen without scrolling.
3. A Brawl's moment carried the colour of whoever's move started it (Wilhelmina's) and not that of
   the Fan thrown out (Guinevere's): a moment is coloured for the one player it is about, or none.
4. The roll for the First Player left "Last roll or draw" at "–" through every seat's die: each die
   is a roll, shown with whose it was, until the First Player is known.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser import phases
from tests.browser.recorded import PHASES, open_at, tour
from tests.browser.support import LiveServer, act, read, switch_scheme
from tests.browser.test_screen_pt25 import bards_chosen
from tests.browser.test_screen_pt27 import SPLIT
from tests.browser.test_stress_set import names_of
from tests.browser.test_table_screen import SCREEN, SIZES, on_screen, resize

SHOTS = Path("/tmp/wt-screen-shots")
# Each name in the player strip as drawn: the name it should be, the text it shows, whether it is cut
# (its box scrolls either way, its text or a word of it reaches past its box or its pill: an ellipsis
# is drawn only there) and whether the phones' short form ("Zoë" over "Ellington-Hartl…") stands.
CUT = """() => [...document.querySelectorAll("#players-bar .player")].map((pill) => {
  const el = pill.querySelector(".pname"), box = el.getBoundingClientRect(), r = document.createRange();
  r.selectNodeContents(el);
  const text = r.getBoundingClientRect(), words = [...el.querySelectorAll("*")].map((w) => w.getBoundingClientRect());
  const cut = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight
    || text.right > box.right + 0.5 || text.left < box.left - 0.5 || text.bottom > box.bottom + 0.5
    || words.some((w) => w.right > box.right + 0.5) || text.right > pill.getBoundingClientRect().right + 0.5;
  return { full: el.dataset.full, shown: el.textContent.replace(/\\s+/g, " ").trim(), cut,
    short: el.classList.contains("short") }; })"""


@pytest.mark.parametrize("game", list(PHASES))
def test_every_name_is_whole_in_the_strip_on_every_screen(live_server: LiveServer, phone, game: str) -> None:
    names = names_of(game)
    table = open_at(live_server, tour(game, names), PHASES[game][1])
    page = phone(viewport=SIZES[1], **SCREEN)
    on_screen(page, live_server, table)
    for size, scheme in ((SIZES[1], "light"), (SIZES[0], "dark"), (SIZES[2], "light")):
        resize(page, size)
        switch_scheme(page, scheme)
        drawn = page.evaluate(CUT)
        where = f"{game} {size['width']}x{size['height']}"
        assert [d["full"] for d in drawn] == list(names), where
        bad = [d for d in drawn if d["cut"] or d["short"] or d["shown"] != d["full"] or "…" in d["shown"]]
        assert not bad, f"{where}: {bad}"
        assert not (split := page.evaluate(SPLIT)), f"{where}: broken inside a word: {split}"
        if size == SIZES[1]:  # the bar drawn again on its own (table-view.js, as the text size changes)
            page.evaluate("C.view.players(C.table, C.table.game())")
            resize(page, size)  # three frames later
            assert not [d for d in page.evaluate(CUT) if d["cut"] or d["short"]], f"{where}, drawn again"
        screenshot_to(page, f"names-{game}-{size['width']}x{size['height']}-{scheme}")


def screenshot_to(page: Page, name: str) -> None:
    """With COMPANION_SCREENSHOTS=1, a screenshot of the screen (its animations over) to look at, in SHOTS."""
    if os.environ.get("COMPANION_SCREENSHOTS") == "1":
        SHOTS.mkdir(exist_ok=True)
        page.wait_for_timeout(700)  # the roll's pop and the moment's fade in (.6 s, .4 s) done
        page.screenshot(path=str(SHOTS / f"{name}.png"))


def _moved(server: LiveServer, table: dict) -> list:
    engine = server.app.extensions["tables"]
    return [e for e in engine.store.events(table["code"]) if e.type == "moved" and e.seq > table["seq"]]


def _every_move(server: LiveServer, table: dict) -> list[int]:
    """Play on (seeded random legal moves) until every Bard has moved: the Pub each went to."""
    r = random.Random(5)
    for _ in range(60):
        if _moved(server, table):
            break
        assert phases.step(server, table, r)
    return _moved(server, table)[-1].data["to"]


def test_the_movement_moment_is_a_heading_and_a_line_per_pub(live_server: LiveServer, phone) -> None:
    names = names_of("king-of-all-bards")
    table = open_at(live_server, tour("king-of-all-bards", names), "movement")
    page = phone(viewport=SIZES[1], **SCREEN)
    page.clock.install()  # the moment held while it is measured at each size
    on_screen(page, live_server, table)
    to = _every_move(live_server, table)
    reveal = page.locator("#screen-reveal")
    expect(reveal).to_be_visible()
    expect(reveal.locator("h2")).to_have_text("All Bards move")
    rows = reveal.locator("li.screen-pub")
    pubs = sorted(set(to))
    expect(rows).to_have_count(len(pubs))
    for row, pub in zip(rows.all(), pubs, strict=True):
        expect(row.locator(".screen-pub-n")).to_have_text(f"Pub {pub}")
        there = [names[seat] for seat, p in enumerate(to) if p == pub]
        expect(row.locator(".screen-bard")).to_have_text(there)
        for seat in (seat for seat, p in enumerate(to) if p == pub):  # each Bard in their own colour
            dot = row.locator(".screen-bard").nth(there.index(names[seat])).locator(".dot")
            assert (
                dot.evaluate("(el) => getComputedStyle(el).getPropertyValue('--pc').trim()")
                == read(live_server, table)["players"][seat]["color"]
            )
    for size, scheme in ((SIZES[1], "light"), (SIZES[0], "dark"), (SIZES[2], "light")):
        resize(page, size)
        switch_scheme(page, scheme)
        where = f"{size['width']}x{size['height']}"
        # On the screen whole, nothing to scroll: the moment's box holds its lines, inside the window.
        box = reveal.evaluate("""(el) => { const r = el.getBoundingClientRect(), last = el.lastElementChild
          .getBoundingClientRect(); return [el.scrollHeight <= el.clientHeight + 1, last.bottom <= innerHeight,
          parseFloat(getComputedStyle(el.querySelector('.screen-bard')).fontSize)]; }""")
        assert box[0] and box[1], f"{where}: the moment scrolls: {box}"
        assert box[2] >= 28, f"{where}: the Bards' names in {box[2]} px"
        screenshot_to(page, f"moved-{where}-{scheme}")


@pytest.mark.parametrize(
    ("lang", "heading", "pub"), [("de", "Alle Barden ziehen", "Kneipe"), ("ru", "Все барды идут", "Паб")]
)
def test_the_movement_moment_in_german_and_russian(
    live_server: LiveServer, phone, lang: str, heading: str, pub: str
) -> None:
    names = names_of("king-of-all-bards")
    table = open_at(live_server, tour("king-of-all-bards", names), "movement")
    page = phone(viewport=SIZES[1], locale={"de": "de-DE", "ru": "ru-RU"}[lang], **SCREEN)
    on_screen(page, live_server, table)
    to = _every_move(live_server, table)
    reveal = page.locator("#screen-reveal")
    expect(reveal.locator("h2")).to_have_text(heading)
    expect(reveal.locator(".screen-pub-n").first).to_have_text(f"{pub} {min(to)}")


def test_a_brawls_moment_has_the_colour_of_the_fan_thrown_out(live_server: LiveServer, phone) -> None:
    names = names_of("king-of-all-bards")
    table = open_at(live_server, tour("king-of-all-bards", names), "movement")
    state = read(live_server, table)["state"]
    pub = 3
    # Guinevere's Fans fill Pub 3 to its Capacity (the host's moves, no Brawl yet) ...
    while sum(read(live_server, table)["state"]["fans"][pub]) < state["capacity"]:
        act(live_server, table, {"type": "move_fan", "color": 5, "from": "reserve", "to": pub})
    table["seq"] = read(live_server, table)["seq"]
    page = phone(viewport=SIZES[1], **SCREEN)
    page.clock.install()
    on_screen(page, live_server, table)
    # ... then Wilhelmina's Fan comes in: a Brawl, and the bag gives up one of Guinevere's.
    done = act(live_server, table, {"type": "move_fan", "color": 1, "from": "reserve", "to": pub, "drawn": [5]}, 1)
    brawl = [e for e in done["events"] if e["type"] == "brawl"][-1]
    assert brawl["actor"] == 1 and [d["seat"] for d in brawl["data"]["drawn"]] == [5]
    reveal = page.locator("#screen-reveal")
    expect(reveal).to_be_visible()
    expect(reveal).to_contain_text("Guinevere")
    colours = reveal.locator(".dot").evaluate_all(
        "(els) => els.map((el) => getComputedStyle(el).getPropertyValue('--pc').trim())"
    )
    players = read(live_server, table)["players"]
    assert colours == [players[5]["color"]], f"{colours}: Guinevere's is {players[5]['color']}"
    for size, scheme in ((SIZES[1], "light"), (SIZES[0], "dark")):
        resize(page, size)
        switch_scheme(page, scheme)
        screenshot_to(page, f"brawl-{size['width']}x{size['height']}-{scheme}")


def test_each_die_of_the_roll_for_the_first_player_is_the_last_roll(live_server: LiveServer, phone) -> None:
    names = list(names_of("king-of-all-bards"))
    table = bards_chosen(live_server, names)
    page = phone(viewport=SIZES[1], **SCREEN)
    on_screen(page, live_server, table)
    box = page.locator("#screen-roll")
    expect(box).to_have_text("–")
    rolled = 0
    while read(live_server, table)["state"]["first"] is None:  # each seat on its own phone, ties again
        for seat in read(live_server, table)["state"]["prompt"]["seats"]:
            done = act(live_server, table, {"type": "first_player"}, seat=seat)
            rolled += 1
            if read(live_server, table)["state"]["first"] is not None:
                break
            die = [e for e in done["events"] if e["type"] == "rolloff_roll"][-1]["data"]
            expect(box).to_contain_text(str(die["value"]))
            expect(box.locator(".screen-roll-by")).to_have_text(names[die["seat"]])
            expect(box.locator(".screen-roll-by .dot")).to_have_count(1)
            if rolled == 3:
                for size, scheme in ((SIZES[1], "light"), (SIZES[0], "dark")):
                    resize(page, size)
                    switch_scheme(page, scheme)
                    screenshot_to(page, f"rolloff-{size['width']}x{size['height']}-{scheme}")
    assert rolled >= 6
    won = read(live_server, table)["state"]["first"]
    expect(box).to_contain_text(f"{names[won]} is the First Player")  # then the whole roll-off, as before

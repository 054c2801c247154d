"""Bard Saga with six players on four phones (360x740 and 412x915, light and dark): every main screen fits and reads.

The game is played once over the API and recorded (tests/browser/recorded.py) at setup, seeking,
singing and its end; each of the four phones then opens every one of those phases from the
recording, seat 0's view, and passes the screen checks (tests/browser/contrast.py).
Looked at: setup, seeking, singing, end x 360x740, 412x915 x light, dark; the Effects sheet
(seeking, 360 light) and the We drew picker (singing, 360 dark).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.browser.bard_saga_support import FIELD, check_screen, everyone_passes, post, seven_legends, top_up
from tests.browser.recorded import Mark, Recording, open_at, record
from tests.browser.support import LiveServer, one_line, read, screenshot, seat_link, wait_for

NAMES = ["Annabelle", "Bartholomew", "Cid", "Dee", "Evangeline", "Fay"]
PHONES = [(360, 740, "light"), (360, 740, "dark"), (412, 915, "light"), (412, 915, "dark")]
PHASES = ["setup", "seeking", "singing", "end"]


def _play(server: LiveServer, table: dict, mark: Mark) -> None:
    """Setup told, a round of Seeking with played Stories and VP cards, Singing, the end."""
    post(server, table, {"type": "set_top", "deck": 0, "color": "Yellow"})
    mark("setup")
    post(server, table, {"type": "set_field", "colors": FIELD})
    post(server, table, {"type": "choose_starting", "seat": 0})
    st = post(server, table, {"type": "declare", "color": "Green"}, 0)
    st = seven_legends(server, table, st)
    top_up(server, table, st, st["turn"], st["need"][8]["scrolls"])
    st = post(server, table, {"type": "search", "deck": 8, "color": "Red", "art": "Harp"}, st["turn"])
    assert st["last_round"]
    for seat in range(6):
        post(server, table, {"type": "adjust", "seat": seat, "vp": 14 - seat - st["vp"][seat]})
    st = read(server, table)["state"]
    while st["turn"] != 0:
        st = post(server, table, {"type": "play", "color": "White", "art": "Tower"}, st["turn"])
    mark("seeking")
    post(server, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    st = everyone_passes(server, table, read(server, table)["state"], first=1)
    assert st["phase"] == "singing"
    mark("singing")
    post(server, table, {"type": "sing", "drawn": [["Green"], [], [], [], [], []]})
    assert read(server, table)["state"]["phase"] == "ended"
    mark("end")


@functools.cache
def _recording() -> Recording:
    return record("bard-saga", NAMES, _play)


def _expect(page: Page, phase: str, st: dict) -> None:
    """What each phase's screen must show before it is judged."""
    if phase == "setup":  # the colour row at the thumb, the ring on the next deck
        expect(page.locator(".bs-tell .cbtn")).to_have_count(5)
        expect(page.locator(".deck.next")).to_have_attribute("data-deck", "1")
    elif phase == "seeking":  # played Stories, VP as cards, the Scroll row with its total and the Inn's counts
        held, inn = sum(st["scrolls"][0].values()), sum(st["inn"].values())
        expect(page.locator("#game-actions").get_by_role("group", name="Play a Story: its colour")).to_be_visible()
        expect(page.locator(".bs-lbl")).to_have_text(f"Your Scrolls: {held} of 10")
        expect(page.get_by_role("group", name=f"of 10 · Inn {inn}")).to_be_visible()
        expect(page.locator(".bs-p[data-seat='1'] .vpc")).to_have_count(sum(st["vp_cards"][1].values()))
    elif phase == "singing":  # face-down Stories draw from the Inn: the pair side by side, each a Singing Victory
        # (pt13 read "Draw for me" as a private draw, not the whole table's Singing Victory)
        expect(page.locator("#game-actions .draw-pair button")).to_have_text(
            ["Singing Victory: the app draws", "Singing Victory: we drew…"]
        )
    else:  # the winner, what decided it, the standings of six
        expect(page.locator(".bs-end li")).to_have_count(6)
        expect(page.locator("#play-again")).to_be_visible()


NUMBERS = {
    "setup": ".bs-p .vp, .scroll b",
    "seeking": ".bs-p .vp, .scroll b, .vpc",
    "singing": ".bs-p .vp, .scroll b",
    "end": ".bs-end strong, .bs-end small, .bs-end .place, .bs-p .vp",
}


def _sheet(page: Page, phase: str, name: str) -> None:
    """The sheet a phase opens on one phone: the Effects sheet's draw pair, or the We drew picker."""
    if phase == "seeking" and name == "360-light":
        page.locator("#game-actions").get_by_role("button", name="Effects").click()
        expect(page.locator("#sheet-content .draw-pair button")).to_have_text(["Draw for me", "We drew…"])
        check_screen(page, "the Effects sheet, 360 light")
        screenshot(page, "bard-saga-effects-360-light")
    elif phase == "singing" and name == "360-dark":
        page.locator("#game-actions [data-drew]").click()
        expect(page.locator("#sheet-content .bs-pick")).to_contain_text("Annabelle: 0/1")
        check_screen(page, "the We drew picker, 360 dark")
        screenshot(page, "bard-saga-picker-360-dark")
    else:
        return
    page.locator("#sheet-close").click()


def test_six_players_every_screen_fits_light_and_dark(live_server: LiveServer, phone: Callable[..., Page]) -> None:
    rec = _recording()
    assert rec.phases() == PHASES
    phones = [
        (phone(viewport={"width": w, "height": hgt}, color_scheme=s, service_workers="block"), f"{w}-{s}")
        for w, hgt, s in PHONES
    ]
    for phase in PHASES:
        table = open_at(live_server, rec, phase)
        st = read(live_server, table)["state"]
        # The Singing Victory's panel is on the phone of the player it asks (the first to pass); seat 0's otherwise.
        seat = st["passed"][0] if phase == "singing" else 0
        for page, name in phones:
            page.goto(seat_link(live_server, table, seat))
            wait_for(page, f"C.table.snap().seq === {table['seq']}")
            _expect(page, phase, st)
            check_screen(page, f"{phase}, {name}")
            one_line(page, NUMBERS[phase])
            screenshot(page, f"bard-saga-{phase}-{name}")
            _sheet(page, phase, name)

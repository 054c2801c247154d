"""The turn prompt of every rulebook game, on three seated phones, through each game's main phases.

The words come from each game's view (`state.prompt`); this checks that every phone names the right
player: "Your turn: ..." on the phones whose seat must act, "Ana: ..." or "Waiting for 2 players to ..." on the others
(a game that counts the players, FEW_NAMES), else "Waiting for Ana to ...".
Each game is played once by seeded random moves and recorded; every phase is opened from the recording.
"""

from __future__ import annotations

import contextlib
import functools
import re

import pytest
from playwright.sync_api import Page

from tests.browser import phases
from tests.browser.bard_saga_support import FIELD, everyone_passes, post
from tests.browser.recorded import Mark, Recording, open_at, record
from tests.browser.support import LiveServer, seat_link, wait_for

NAMES = ["Ana", "Bo", "Cy"]
GAMES = ["king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"]
CSS = "[data-k=prompt]"
SHOWN = "((el) => (el.hidden ? '' : el.textContent.trim()))(document.querySelector('[data-k=prompt]'))"
# "you" after a preposition is an object: "in front of you" is "in front of them" to the other phones.
THEM = r"\b(of|to|for|with|at|from|by|behind|before|beside) you\b"
# Games whose prompt counts the other players instead of naming them (up to six act at once, issue #26).
FEW_NAMES = {"king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"}


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def expected(prompt: dict, seat: int, few: bool = False) -> str:
    """What the banner of `seat`'s phone should say for this prompt ("" when nobody must act).

    `few`: the game counts the other players ("and 2 more", "Waiting for 2 players") and names only one.
    """
    seats, do = prompt["seats"], prompt["do"]
    if not seats or not do:
        return ""
    if seat in seats:
        others = [f"{NAMES[s]}'s" for s in seats if s != seat]
        if few and others:
            return f"Your turn (and {len(others)} more): {do}"
        return f"Your turn{f' (and {_and(others)})' if others else ''}: {do}"
    # The rulebook's words speak to the player; the other phones say "their" ("in front of them").
    theirs = re.sub(r"\byou\b", "they", re.sub(THEM, r"\1 them", re.sub(r"\byour\b", "their", do)))
    if few:
        return f"{NAMES[seats[0]]}: {theirs}" if len(seats) == 1 else f"Waiting for {len(seats)} players to {theirs}"
    return f"Waiting for {_and([NAMES[s] for s in seats])} to {theirs}"


def banner(page: Page) -> str:
    """The banner's text, or "" while it is hidden."""
    el = page.locator("[data-k=prompt]")
    return "" if el.is_hidden() else el.inner_text().strip()


@functools.cache
def _tour(game: str) -> Recording:
    """The game played once through its main phases by seeded random moves (tests/browser/phases.py), each marked."""

    def play(server: LiveServer, table: dict, mark: Mark) -> None:
        for phase in phases.tour(server, table, steps=400):
            mark(phase)

    return record(game, NAMES, play)


@pytest.mark.parametrize("game", GAMES)
def test_every_phone_names_whose_turn_it_is_in_every_main_phase(live_server: LiveServer, phone, game: str) -> None:
    rec = _tour(game)
    engine = live_server.app.extensions["tables"]
    pages = [phone(service_workers="block") for _ in NAMES]
    checked, wrong = 0, []
    for phase in rec.phases():  # each phase opened from the recording on the three phones
        table = open_at(live_server, rec, phase)
        t = engine.get(table["code"])
        for seat, page in enumerate(pages):
            want = expected(t.game.view(t.state, seat)["prompt"], seat, game in FEW_NAMES)
            page.goto(seat_link(live_server, table, seat))
            wait_for(page, f"C.table.snap().seq >= {table['seq']}")
            try:
                wait_for(page, f"{SHOWN} === {want!r}", 3.0)
            except TimeoutError:
                wrong.append(f"{phase}, {NAMES[seat]}'s phone: {banner(page)!r}, not {want!r}")
            if page.evaluate(f"(el => el.scrollHeight > el.clientHeight + 1)(document.querySelector({CSS!r}))"):
                wrong.append(f"{phase}, {NAMES[seat]}'s phone: the prompt is cut off")
            checked += bool(want)
    assert not wrong, "\n".join(wrong)
    assert checked >= 3, "the tour reached too few phases with someone to act"


# Bard Saga's Singing Victory as Bo's phone words it while Ana sings (she passed first).
SINGING = {
    "en": "Ana: score everyone's Singing Victory",
    "de": "Ana: den Siegesgesang für alle werten",
    "ru": "Ana: подсчитать Победную песнь за всех",
}


@pytest.mark.parametrize("lang", sorted(SINGING))
def test_the_other_phones_say_their_stories(live_server: LiveServer, phone, lang: str) -> None:
    """The singer is named and the words are the table's: one tap sings for all (issue #26), no "your", one colon.

    "Ana: sing: gain their Scrolls" told a first passer with no Story to gain what she did not have.
    """
    table = live_server.create_table("bard-saga", NAMES[:2])
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    st = post(live_server, table, {"type": "declare", "color": "Green"}, 0)
    assert everyone_passes(live_server, table, st, first=0)["phase"] == "singing"
    page = phone(locale={"en": "en-US", "de": "de-DE", "ru": "ru-RU"}[lang], service_workers="block")
    page.goto(seat_link(live_server, table, 1))
    with contextlib.suppress(TimeoutError):  # said below, with what the phone shows instead
        wait_for(page, f"{SHOWN} === {SINGING[lang]!r}")
    assert banner(page) == SINGING[lang]

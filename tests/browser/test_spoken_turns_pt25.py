"""Blind playtest pt25 (issue #31): spoken turns say only a turn that has settled, a simultaneous
phase's prompt, and a time run out.

The screen said a wrong player's turn and then the right one within a second while setup resolved;
it said nothing when everyone was to choose at once, nor when the time ran out. Speech is stubbed
(tests/browser/test_table_screen.py's SPEECH) and the page's clock is Playwright's: nobody sleeps.
"""

from __future__ import annotations

from playwright.sync_api import Page

from scoring.king_of_all_bards.data import BARDS, PUB_BY_NUMBER
from tests.browser.support import LiveServer, act, read, wait_for
from tests.browser.test_table_screen import SCREEN, SIZES, SPEAKING, SPEECH, WAKE, on_screen
from tests.browser.test_turn_timer import serve_with

NAMES = ["Ann", "Bob", "Cy"]


def _state(server: LiveServer, table: dict) -> dict:
    """The table's state on the server."""
    return server.app.extensions["tables"].get(table["code"]).state


def _place(server: LiveServer, table: dict, page: Page) -> int:
    """The seat on turn places a Fan (in the first Pub); the seat on turn next, once the page has it."""
    seat = _state(server, table)["turn"]
    act(server, table, {"type": "place_start", "pub": next(iter(PUB_BY_NUMBER))}, seat=seat)
    wait_for(page, f"C.table.snap().seq === {read(server, table)['seq']}")
    return _state(server, table)["turn"]


def spoken(page: Page) -> list[str]:
    """The texts said so far."""
    return [u["text"] for u in page.evaluate("window.spoken")]


def test_a_settled_turn_once_everyones_prompt_and_time_up_are_said(live_server: LiveServer, phone) -> None:
    clock = serve_with(live_server)
    table = live_server.create_table("king-of-all-bards", NAMES)
    act(live_server, table, {"type": "set_timer", "mode": "turn", "seconds": 60})
    for seat in range(3):
        act(live_server, table, {"type": "choose_bard", "bard": BARDS[seat].id}, seat=seat)
    while read(live_server, table)["state"]["first"] is None:  # each seat rolls on its own phone (pt40), ties again
        for seat in read(live_server, table)["state"]["prompt"]["seats"]:
            act(live_server, table, {"type": "first_player"}, seat=seat)
    table["seq"] = read(live_server, table)["seq"]
    page = phone(viewport=SIZES[0], init_script=";".join([SPEECH, SPEAKING, WAKE]), **SCREEN)
    page.clock.install()
    on_screen(page, live_server, table)
    _place(live_server, table, page)  # a turn that lasts a moment: the next move follows at once
    now = _place(live_server, table, page)
    page.clock.run_for(500)
    assert spoken(page) == []  # not yet settled
    page.clock.run_for(1000)
    assert spoken(page) == [f"{NAMES[now]}'s turn"]  # only the turn that stayed, once
    page.clock.run_for(3000)
    assert spoken(page) == [f"{NAMES[now]}'s turn"]  # never twice
    while _state(live_server, table)["phase"] == "placement":
        _place(live_server, table, page)
    page.evaluate("window.spoken = []")
    page.clock.run_for(1500)
    assert spoken(page) == ["Everyone: pick a Pub (secret)"]  # a simultaneous phase: its prompt to all
    clock.now += 61  # the server's minute passes, and the page's: its countdown reports zero
    page.clock.run_for(62_000)
    wait_for(page, "C.table.snap().log.some((e) => e.type === 'time_up')")
    up = page.evaluate("C.table.snap().log.find((e) => e.type === 'time_up').text")
    wait_for(page, "window.spoken.length === 2")
    assert spoken(page)[1] == up and up.startswith("Time is up")

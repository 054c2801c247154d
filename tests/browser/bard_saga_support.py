"""Bard Saga browser tests: moves over the API with seat tokens, and the screen checks every phone passes."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from tests.browser.contrast import check_screen as screen_checks
from tests.browser.support import LiveServer, act, as_host, read, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed

FIELD = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]
OUTER = [0, 1, 2, 3, 5, 6, 7]


def post(server: LiveServer, table: dict, action: dict, seat: int | str = "host", lang: str = "en") -> dict[str, Any]:
    """One action over the API, as a seat (its own token) or the host, from a phone speaking `lang`; its state."""
    return act(server, table, action, seat, lang)["state"]


def started(server: LiveServer) -> tuple[dict, dict]:
    """Six players, the Field told, the first Starting Player, white declared Green: its state."""
    table = server.create_table("bard-saga", list(NAMES))
    post(server, table, {"type": "set_field", "colors": FIELD})
    post(server, table, {"type": "choose_starting", "seat": 0})
    return table, post(server, table, {"type": "declare", "color": "Green"}, 0)


def at(phone, server: LiveServer, table: dict, seat: int | str, lang: str = "en", size: int = 0) -> Page:
    """A phone (360x740 unless told) in `lang`, text at 130 %, on a seat's link (or the host's)."""
    page = stressed(phone, lang, SIZES[size])
    if seat == "host":
        as_host(page, server, table)
    else:
        page.goto(seat_link(server, table, seat))
    page.locator("#main > *").first.wait_for()
    return page


def top_up(server: LiveServer, table: dict, st: dict, seat: int, need: dict[str, int], lang: str = "en") -> None:
    """Give a player the Scrolls a deck needs (as a card effect would), so a round goes fast."""
    delta = {c: n - st["scrolls"][seat][c] for c, n in need.items() if n > st["scrolls"][seat][c]}
    if delta:
        post(server, table, {"type": "adjust", "seat": seat, "scrolls": delta}, lang=lang)


def seven_stories(server: LiveServer) -> tuple[dict, dict]:
    """A started table (`started`) with seven Stories played face up round it, Bartholomew's twice."""
    table, st = started(server)
    for seat in (0, 1, 2, 3, 4, 5, 0):
        post(server, table, {"type": "play", "color": "Blue"}, seat)
    return table, st


def search_sheet(phone, server: LiveServer, table: dict, st: dict) -> Page:
    """Bartholomew collects the top-left Story (its Legend uncovered); Wilhelmina's phone with that deck's sheet."""
    top_up(server, table, read(server, table)["state"], 1, st["need"][1]["scrolls"])
    st = post(server, table, {"type": "collect", "deck": 1}, 1)
    top_up(server, table, st, 2, st["need"][1]["scrolls"])
    page = at(phone, server, table, 2)
    page.locator("[data-k='d1']").click()
    return page


def seven_legends(server: LiveServer, table: dict, st: dict, lang: str = "en") -> dict:
    """Round 1 on the API: the seven outer Legends found and the last one uncovered (deck 8 collected)."""
    for deck, kind in [(d, k) for d in OUTER for k in ("collect", "search")] + [(8, "collect")]:
        seat = st["turn"]
        top_up(server, table, st, seat, st["need"][deck]["scrolls"], lang)
        st = post(server, table, {"type": kind, "deck": deck, "color": "Blue"}, seat, lang)
    assert st["legends_left"] == 1
    return st


def everyone_passes(server: LiveServer, table: dict, st: dict, first: int, lang: str = "en") -> dict:
    """Pass round the table until all have passed; `first` passes first (the others play a Story until then)."""
    while st["turn"] != first:
        st = post(server, table, {"type": "play", "color": "Red"}, st["turn"], lang)
    while st["phase"] == "seeking":
        st = post(server, table, {"type": "pass"}, st["turn"], lang)
    return st


def placed(standing: dict) -> str:
    """A standing's place as the English end screen says it: "4th place", "2nd place (shared)"."""
    n = standing["place"]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix} place" + (" (shared)" if standing["shared"] else "")


# The pieces (Scroll chips, dots, decks, Stories, VP cards): 3:1 against what is behind them,
# whatever number they carry.
PIECES = ".need i, .have i, .cbtn, .scroll, .deck:not(.unknown):not(.empty), .story, .vpc"


def check_screen(page: Page, where: str) -> None:
    """The screen as it is now passes every screen check (tests/browser/contrast.py), the pieces at 3:1.

    A change another phone made flashes for 1.2 s: the check finishes the animations first.
    """
    screen_checks(page, where, pieces=PIECES)

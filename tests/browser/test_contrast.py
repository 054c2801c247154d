"""Every game's main screens, light and dark, 360x740 and 412x915: contrast, nothing off the screen, no wrapped numbers.

Each game's table is played once through its main phases by seeded random legal moves
(tests/browser/phases.py) and recorded (tests/browser/recorded.py); each phase is then opened from
the recording on four phones (both schemes, both sizes; the 360 px phones hold seat 0, the 412 px
ones seat 1, as the screens differ by seat), and each phone is checked with tests/browser/contrast.py.
Looked at: every game of PHASES x its phases x light, dark x 360x740 (seat 0), 412x915 (seat 1).
"""

from __future__ import annotations

import functools

import pytest
from playwright.sync_api import Page

from tests.browser import phases
from tests.browser.contrast import check_screen
from tests.browser.recorded import Recording, open_at, record
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for

SIZES = ({"width": 360, "height": 740}, {"width": 412, "height": 915})
SCHEMES = ("light", "dark")
# Players per game: the most the game allows, up to 6 (the player bar's hardest case).
PLAYERS = {"score-pad": 6, "king-of-all-bards": 6, "minstrels": 4, "tales-of-danger": 6, "bard-saga": 6}
NAMES = ["Bartholomew", "Ana", "Maximilian", "Bo", "Guinevere", "Cy"]
# The main phases the seeded tour reaches, in order (the first six at most): the recording must
# reach each of them, so no screen goes unchecked when the rules or the moves change.
PHASES = {
    "score-pad": ["play", "over"],
    "king-of-all-bards": ["setup", "placement", "movement", "duels", "performance", "refreshment"],
    "minstrels": ["setup", "play", "over"],
    "tales-of-danger": ["acts", "act3", "over"],
    "bard-saga": ["setup", "seeking", "singing", "declaring", "ended"],
}


@functools.cache
def tour(game: str) -> Recording:
    """The game played once through its main phases (tests/browser/phases.py), each one marked."""

    def play(server: LiveServer, table: dict, mark) -> None:
        for phase in phases.tour(server, table):
            mark(phase)

    return record(game, NAMES[: PLAYERS[game]], play)


def _check(page: Page, where: str) -> None:
    """The screen checks, and the player bar's own: 6 players fit across, no pill's number spills out."""
    problems = []
    bar = page.locator("#players-bar")
    if bar.count() and bar.evaluate("(el) => el.children.length <= 6 && el.scrollWidth > el.clientWidth"):
        problems.append(f"{where}: the player bar scrolls with 6 players or fewer")
    spill = page.evaluate(
        "[...document.querySelectorAll('.player')].filter((p) => p.scrollWidth > p.clientWidth + 1).length"
    )
    if spill:
        problems.append(f"{where}: {spill} player pills spill over")
    assert not problems, "\n".join(problems)
    check_screen(page, where)


@pytest.mark.parametrize("game", list(PHASES))
def test_every_main_screen_reads_well(live_server: LiveServer, phone, game: str) -> None:
    rec = tour(game)
    assert rec.phases() == PHASES[game], "the tour no longer reaches the phases this test looks at"
    # One phone per scheme and size, kept for every phase: a page opened again in the same browser
    # context loads from its cache in a tenth of the first load's time.
    pages = {
        (scheme, seat): phone(viewport=size, color_scheme=scheme)
        for scheme in SCHEMES
        for seat, size in enumerate(SIZES)
    }
    problems: list[str] = []
    for phase in PHASES[game]:
        table = open_at(live_server, rec, phase)
        for (scheme, seat), page in pages.items():
            page.goto(seat_link(live_server, table, seat))
            page.locator("#main > *").first.wait_for()
            wait_for(page, f"C.table.snap().seq === {table['seq']}")
            width = SIZES[seat]["width"]
            problems += _problems(page, f"{game} {scheme} {width}px, {phase}")
            if width == 360:
                screenshot(page, f"contrast-{game}-{scheme}-{phase.replace(' ', '-')}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_shared_pages_and_sheets_read_well(live_server: LiveServer, phone, scheme: str) -> None:
    table = live_server.create_table("minstrels", NAMES[:4])
    problems: list[str] = []
    for size in SIZES:
        page = phone(viewport=size, color_scheme=scheme)
        where = f"{scheme} {size['width']}px"
        for path in ("/", "/new/score-pad", "/new/king-of-all-bards"):
            page.goto(live_server.url + path)
            problems += _problems(page, f"{where} {path}")
        page.goto(seat_link(live_server, table, 0))
        page.locator("#main > *").first.wait_for()
        page.locator("#open-dice").click()
        page.locator("#roll-for-me").click()
        page.locator(".rolls li").first.wait_for()
        for sheet in ("dice", "log", "share", "table"):
            page.locator(f"#open-{sheet}").click(force=True) if sheet != "dice" else None
            page.locator("#sheet-content > *").first.wait_for()
            page.wait_for_timeout(100)
            problems += _problems(page, f"{where} {sheet} sheet")
            page.locator("#sheet-close").click()
    assert not problems, "\n".join(problems)


def _problems(page: Page, where: str) -> list[str]:
    """`_check`'s findings as a list (empty when the screen passes)."""
    try:
        _check(page, where)
    except AssertionError as e:
        return [str(e)]
    return []

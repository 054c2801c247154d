"""Every game's main screens, light and dark, 360x740 and 412x915: contrast, no sideways scroll, no wrapped numbers.

Each game's table is driven through its main phases by seeded random legal moves (tests/browser/phases.py);
at each phase every phone is checked with tests/browser/contrast.py.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser import phases
from tests.browser.contrast import low_contrast, report, sideways, wrapped_numbers
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for

SIZES = ({"width": 360, "height": 740}, {"width": 412, "height": 915})
# Players per game: the most the game allows, up to 6 (the player bar's hardest case).
PLAYERS = {"score-pad": 6, "king-of-all-bards": 6, "minstrels": 4, "tales-of-danger": 6, "bard-saga": 6}
NAMES = ["Bartholomew", "Ana", "Maximilian", "Bo", "Guinevere", "Cy"]


# Findings in a game's own colours would be listed here as strict xfails, naming the elements;
# every game's are fixed (its CSS draws a player's colour as `var(--ink, var(--pc))`).
KNOWN: dict[tuple[str, str], str] = {}
CASES = [
    pytest.param(
        game,
        scheme,
        id=f"{game}-{scheme}",
        marks=[pytest.mark.xfail(strict=True, reason=KNOWN[game, scheme])] if (game, scheme) in KNOWN else [],
    )
    for game in PLAYERS
    for scheme in ("light", "dark")
]


def _check(page: Page, where: str) -> list[str]:
    problems = []
    if sideways(page):
        problems.append(f"{where}: the page scrolls sideways")
    problems += [f"{where}: wrapped number {n}" for n in wrapped_numbers(page)]
    # Up to 6 players fit across the phone, and no pill's number spills out of it.
    bar = page.locator("#players-bar")
    if bar.count() and bar.evaluate("(el) => el.children.length <= 6 && el.scrollWidth > el.clientWidth"):
        problems.append(f"{where}: the player bar scrolls with 6 players or fewer")
    spill = page.evaluate(
        "[...document.querySelectorAll('.player')].filter((p) => p.scrollWidth > p.clientWidth + 1).length"
    )
    if spill:
        problems.append(f"{where}: {spill} player pills spill over")
    found = low_contrast(page)
    if found:
        problems.append(f"{where}:\n" + report(found))
    return problems


@pytest.mark.parametrize(("game", "scheme"), CASES)
def test_every_main_screen_reads_well(live_server: LiveServer, phone, game: str, scheme: str) -> None:
    n = PLAYERS[game]
    table = live_server.create_table(game, NAMES[:n])
    pages = []
    for i, size in enumerate(SIZES):
        page = phone(viewport=size, color_scheme=scheme)
        page.goto(seat_link(live_server, table, i))  # two seats: the screens differ by seat
        page.locator("#main > *").first.wait_for()
        pages.append(page)
    problems: list[str] = []
    for phase in phases.tour(live_server, table):
        at = phases.seq(live_server, table)
        for page, size in zip(pages, SIZES, strict=True):
            wait_for(page, f"C.table.snap().seq >= {at}")
            page.wait_for_timeout(150)  # a game with secrets fetches its own view after the stream's event
            where = f"{game} {scheme} {size['width']}px, {phase}"
            problems += _check(page, where)
            if size["width"] == 360:
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
            problems += _check(page, f"{where} {path}")
        page.goto(seat_link(live_server, table, 0))
        page.locator("#main > *").first.wait_for()
        page.locator("#open-dice").click()
        page.locator("#roll-for-me").click()
        page.locator(".rolls li").first.wait_for()
        for sheet in ("dice", "log", "share", "table"):
            page.locator(f"#open-{sheet}").click(force=True) if sheet != "dice" else None
            page.locator("#sheet-content > *").first.wait_for()
            page.wait_for_timeout(100)
            problems += _check(page, f"{where} {sheet} sheet")
            page.locator("#sheet-close").click()
    assert not problems, "\n".join(problems)

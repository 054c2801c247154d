"""Every game's main screens, light and dark, 360x740 and 412x915: contrast, nothing off the screen, no wrapped numbers.

Each game's table is played once through its main phases by seeded random legal moves
(tests/browser/phases.py) and recorded (tests/browser/recorded.py); each phase is then opened from
the recording on four phones (both schemes, both sizes; the 360 px phones hold seat 0, the 412 px
ones seat 1, as the screens differ by seat), and each phone is checked with tests/browser/contrast.py.
Looked at: every game of PHASES x its phases x light, dark x 360x740 (seat 0), 412x915 (seat 1).
"""

from __future__ import annotations

import pytest

from tests.browser.contrast import findings
from tests.browser.recorded import PHASES, PLAYERS, open_at, tour
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for

SIZES = ({"width": 360, "height": 740}, {"width": 412, "height": 915})
SCHEMES = ("light", "dark")
NAMES = ("Bartholomew", "Ana", "Maximilian", "Bo", "Guinevere", "Cy")


@pytest.mark.parametrize("game", list(PHASES))
def test_every_main_screen_reads_well(live_server: LiveServer, phone, game: str) -> None:
    rec = tour(game, NAMES[: PLAYERS[game]])
    assert rec.phases() == PHASES[game], "the tour no longer reaches the phases this test looks at"
    # One phone per scheme and size, kept for every phase: a page opened again in the same browser
    # context loads from its cache in a tenth of the first load's time.
    pages = {
        (scheme, seat): phone(viewport=size, color_scheme=scheme, service_workers="block")
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
            problems += findings(page, f"{game} {scheme} {width}px, {phase}")
            if width == 360:
                screenshot(page, f"contrast-{game}-{scheme}-{phase.replace(' ', '-')}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_shared_pages_and_sheets_read_well(live_server: LiveServer, phone, scheme: str) -> None:
    table = live_server.create_table("minstrels", NAMES[:4])
    problems: list[str] = []
    for size in SIZES:
        page = phone(viewport=size, color_scheme=scheme, service_workers="block")
        where = f"{scheme} {size['width']}px"
        for path in ("/", "/new/score-pad", "/new/king-of-all-bards"):
            page.goto(live_server.url + path)
            problems += findings(page, f"{where} {path}")
        page.goto(seat_link(live_server, table, 0))
        page.locator("#main > *").first.wait_for()
        page.locator("#open-dice").click()
        page.locator("#roll-for-me").click()
        page.locator(".rolls li").first.wait_for()
        for sheet in ("dice", "log", "share", "table"):
            page.locator(f"#open-{sheet}").click(force=True) if sheet != "dice" else None
            page.locator("#sheet-content > *").first.wait_for()
            page.wait_for_timeout(100)
            problems += findings(page, f"{where} {sheet} sheet")
            page.locator("#sheet-close").click()
    assert not problems, "\n".join(problems)

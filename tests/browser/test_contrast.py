"""The pages off a table and the table's sheets, light and dark, 360x740 and 412x915, at the phone's own text size.

Each page and sheet passes tests/browser/contrast.py's checks. Every game's main screens are
looked at by tests/browser/test_stress_set.py (at 100 % text too, in English).
"""

from __future__ import annotations

import pytest

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, seat_link

SIZES = ({"width": 360, "height": 740}, {"width": 412, "height": 915})
NAMES = ("Bartholomew", "Ana", "Maximilian", "Bo", "Guinevere", "Cy")


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

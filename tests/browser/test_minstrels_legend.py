"""Minstrels' score track legend: one line a player beside the ring (issue #26, pt4 item 3).

A blind playtest at 360 px with text at 130 % saw every full name with "(lute side, space 33)" wrap
to 3-4 lines a player, pushing the other boards two screens down. Now each player is one line: the
name (cut with an ellipsis) and the VP, which say the space and the side of the token too.
"""

from __future__ import annotations

import pytest

from tests.browser.recorded import open_at, tour
from tests.browser.support import screenshot
from tests.browser.test_stress_set import names_of, opened, stressed


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_legend_is_a_line_a_player_no_taller_than_the_ring(live_server, phone, lang: str) -> None:
    """Four 24-character names at 360x740, 130 %: a line a player, VP whole, the legend no taller than the ring."""
    rec = tour("minstrels", names_of("minstrels"))
    page = stressed(phone, lang, {"width": 360, "height": 740})
    opened(page, live_server, open_at(live_server, rec, "play"), 0)
    rows = page.locator(".ringwrap .legend li")
    assert rows.count() == 4
    for i in range(4):
        # one line: under two of its font's size tall (two lines are ~2.3 of it, one ~1.6 with the dot)
        one = rows.nth(i).evaluate("(el) => el.clientHeight < 2 * parseFloat(getComputedStyle(el).fontSize)")
        assert one, f"{rows.nth(i).inner_text()!r} takes more than one line"
        vp = rows.nth(i).locator("b")
        assert vp.evaluate(
            "(el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right"
            " <= el.closest('.ringwrap').getBoundingClientRect().right"
        )
    legend = page.locator(".ringwrap .legend").bounding_box()
    ring = page.locator(".ringwrap .ring").bounding_box()
    assert legend and ring and legend["height"] <= ring["height"], f"the legend is {legend} beside a ring of {ring}"
    screenshot(page, f"minstrels-legend-{lang}")

"""Tales of Danger after the blind playtest pt49: six 24-character names, 360x740, text at 130 %.

The end screen cut "Zoë Ellington-Har…" (199 px of text in a 184 px box) while the other names wrapped.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from tests.browser.phases import step
from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt44 import SPLIT_WORDS

# The playtest's own names beside the stress set's: a hyphenated word of 17 and of 20 letters.
PT49 = ("Zoë Ellington-Hartley", "Christopher Pemberton-Q")

# Each standings name's pieces whose box is narrower than their text (cut, with an ellipsis or not).
CUT = """() => [...document.querySelectorAll(".final .fhead strong, .final .fhead strong *")]
  .filter((n) => n.scrollWidth > n.clientWidth + 0.5
    || n.getBoundingClientRect().right > n.closest("li").getBoundingClientRect().right)
  .map((n) => [n.textContent, n.scrollWidth, n.clientWidth])"""
# The width of each name's box, for the report.
WIDTHS = """() => [...document.querySelectorAll(".final .fhead strong")]
  .map((n) => Math.round(n.getBoundingClientRect().width))"""


def _over(server: LiveServer, names: list[str]) -> dict:
    """A table of these names played to its end by legal random moves."""
    table = server.create_table("tales-of-danger", names, {"first_player": 0})
    r, live = random.Random(49), server.app.extensions["tables"]
    while live.get(table["code"]).state["phase"] != "over":
        assert step(server, table, r)
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_standings_name_is_whole(live_server: LiveServer, phone, lang: str) -> None:
    """pt49: "5 Zoë Ellington-Har…" on the end screen at 360 px, 130 %; the name wraps like the others."""
    table = _over(live_server, [*NAMES[:4], *PT49])
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".final .fhead")).to_have_count(6)
    screenshot(page, f"tod-pt49-end-{lang}", full_page=True)
    assert page.evaluate(CUT) == [], lang
    assert page.evaluate(SPLIT_WORDS) == [], lang
    assert min(page.evaluate(WIDTHS)) >= 230  # was 184 px beside the points
    assert page.evaluate("document.documentElement.scrollWidth") <= 360

"""Minstrels draws every player's colour 3:1 from the card it sits on, in light and dark mode.

The score-track tokens, the legend dots and the other boards' stripes are checked here as painted:
the shared colour `var(--ink)` is an oklch() colour, so the page converts it through a canvas.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scoring.minstrels.data import FACE_OF
from tests.browser.contrast import log_screen, ratio
from tests.browser.support import LiveServer, act, seat_link
from tests.companion.test_minstrels_play import BASE_COINS

# [selector, property, ratio to --card] for every player-coloured mark on the main screen.
RATIOS = """() => {
  const g = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgb = (c) => {
    g.clearRect(0, 0, 1, 1); g.fillStyle = c; g.fillRect(0, 0, 1, 1);
    return [...g.getImageData(0, 0, 1, 1).data];
  };
  const lin = (v) => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = (c) => c.slice(0, 3).map(lin)
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const card = rgb(getComputedStyle(document.documentElement).getPropertyValue("--card"));
  const marks = [["svg.ring circle.tok", "fill"], [".legend .dot", "backgroundColor"], [".other", "borderTopColor"]];
  return marks.flatMap(([sel, prop]) => [...document.querySelectorAll(sel)]
    .map((el) => [sel, prop, ratio(rgb(getComputedStyle(el)[prop]), card)]));
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_player_colours_stand_out_from_the_card(live_server: LiveServer, phone, scheme: str) -> None:
    table = live_server.create_table("minstrels", ["Ana", "Bo", "Cy", "Di"])  # Di's yellow is the hard one
    page = phone(viewport={"width": 360, "height": 740}, color_scheme=scheme)
    page.goto(seat_link(live_server, table, 0))
    page.locator("svg.ring circle.tok").nth(3).wait_for(state="attached")
    log_screen(page)
    found = page.evaluate(RATIOS)
    assert [sel for sel, _, _ in found].count("svg.ring circle.tok") == 4
    assert len(found) == 4 + 4 + 3  # tokens, legend dots, the three other boards
    low = [(sel, prop, round(r, 2)) for sel, prop, r in found if r < 3]
    assert not low, f"{scheme}: player colours under 3:1 on the card: {low}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("character", ["Princess", "Bandit"])
def test_the_picked_die_names_its_character_at_4_5_to_1(
    live_server: LiveServer, phone, scheme: str, character: str
) -> None:
    """The name under the picked die (its face's character) is text: 4.5:1 on the die's highlight (issue #26)."""
    table = live_server.create_table("minstrels", ["Ana", "Bo"], {"first_player": 0})
    for seat in (0, 1):
        act(live_server, table, {"type": "board_ready", "coins": BASE_COINS}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [FACE_OF[character], 2]}, 0)
    page = phone(viewport={"width": 360, "height": 740}, color_scheme=scheme, service_workers="block")
    page.goto(seat_link(live_server, table, 0))
    name = page.locator(".mdie.chr .dn")
    expect(name).to_have_text(character)
    assert ratio(name) >= 4.5, f"{scheme}: {character} under the picked die at {ratio(name):.2f}:1"

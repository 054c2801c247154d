"""Bard Saga's table screen on your turn (issue #26, round three): at 360x740 with text at 130 %.

pt4: the fixed bottom panel took ~45 % of the screen, so the Field's bottom row and your own Scrolls
were below the fold. Measured here in English, German and Russian, on the phone of the player on
turn, the page as it opens (no scrolling): the whole Field, your Scroll tiles and the bottom bar's
colour buttons and Pass all between the sticky top bar and the fixed bottom bar (or inside it).
"""

from __future__ import annotations

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, read, screenshot
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, opened, stressed

GAME = "bard-saga"
# What a player must see on their turn without scrolling, each as [what, top, bottom] against the band
# between the top bar and the bottom bar; the bar's own buttons inside the screen.
ON_TURN = """() => {
  const r = (sel) => document.querySelector(sel).getBoundingClientRect();
  const px = (b) => `${Math.round(b.top)}-${Math.round(b.bottom)} px`;
  const top = r(".topbar").bottom, bar = r(".actionbar"), vh = visualViewport.height, out = [];
  for (const [what, sel] of [["the Field", ".bs-field"], ["your Scrolls", ".bs-mine .bs-row"]]) {
    const b = r(sel);
    const band = px({ top, bottom: bar.top });
    if (b.top < top - 1 || b.bottom > bar.top + 1) out.push(`${what} at ${px(b)}, the band ${band}`);
  }
  for (const el of document.querySelectorAll("#game-actions .cbtn, #game-actions > .btn")) {
    const b = el.getBoundingClientRect();
    if (b.top < 0 || b.bottom > vh + 1) out.push(`${el.textContent} at ${px(b)} of ${vh}`);
  }
  return out; }"""


def test_on_your_turn_the_field_your_scrolls_and_the_action_fit_one_screen(live_server: LiveServer, phone) -> None:
    table = open_at(live_server, tour(GAME, NAMES), "seeking")
    seat = read(live_server, table)["state"]["turn"]
    problems: list[str] = []
    for lang in LOCALES:
        page = stressed(phone, lang, SIZES[0])
        opened(page, live_server, table, seat)
        page.locator("#game-actions .cbtn").first.wait_for()
        problems += [f"{lang}: {p}" for p in page.evaluate(ON_TURN)]
        screenshot(page, f"bard-saga-turn-view-{lang}")
        page.close()
    assert not problems, "\n".join(problems)

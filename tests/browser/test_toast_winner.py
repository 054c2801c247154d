"""No news toast lies over the end's winner line (pt83: "Der Gastgeber beendet…" over "… gewinnt die Bard Saga!")."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import read, screenshot
from tests.browser.test_end_screens import GAMES, recorded_end
from tests.browser.test_stress_set import opened, stressed

# The winner's lines the toast lies over.
OVER = """(t) => { const r = t.getBoundingClientRect();
  return [...document.querySelectorAll('#main [data-winner], #main [data-k=win], #main [data-k=winner]')]
    .map((w) => [w, w.getBoundingClientRect()]).filter(([, w]) => w.height && w.bottom > r.top && w.top < r.bottom)
    .map(([w]) => w.textContent.trim().slice(0, 40)); }"""


@pytest.mark.parametrize("game", GAMES)
def test_news_on_the_end_screen_leaves_the_winner_in_view(live_server, phone, game: str) -> None:
    table = recorded_end(live_server, game)
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "de", {"width": 360, "height": 560})  # a short phone: the end fills it
    opened(page, live_server, table, 1)
    expect(page.locator("#main [data-winner], #main [data-k=win], #main [data-k=winner]").first).to_be_visible()
    # Scrolled as pt83's phone was: Play again just above the bottom bar, where a toast would cover it, so it
    # goes under the top bar, where the winner's line is.
    page.evaluate("""() => { const b = document.querySelector('#main .btn.primary').getBoundingClientRect();
      window.scrollBy(0, b.bottom - document.querySelector('.actionbar').getBoundingClientRect().top + 4); }""")
    page.evaluate("C.table.toast('Der Gastgeber beendet das Spiel in Runde 4: das Spiel ist aus', false, 2500, true)")
    toast = page.locator("#toast.show")
    expect(toast).to_be_visible()
    page.wait_for_timeout(100)  # placed again a frame later (table.js)
    screenshot(page, f"toast-winner-{game}")
    assert toast.evaluate(OVER) == []

"""The score pad after the 41st blind playtest: 360x740, six 21-24-character names, text at 130 %.

The score table keeps all six columns on screen with three-digit and negative scores; the host grid's
names never break inside a word and its three-digit values stay on one line; an entry far out of line
with its category's entries so far is asked about first.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, wait_for
from tests.browser.test_score_pad_pt8 import _host, _table

# Anything in the score tables reaching past the visual viewport, and each column's head on screen.
PAST = """() => { const vw = visualViewport.width, out = [];
  for (const el of document.querySelectorAll(".pad-grid th, .pad-grid td")) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > vw + 1) out.push(`${el.dataset.k || el.textContent} reaches ${Math.round(r.right)}px`);
  }
  return out; }"""


def _big(live_server: LiveServer, table: dict) -> None:
    """Three-digit and negative scores in every column."""
    scores = {str(s): {"Gold": 95 + s, "Quests": -105 - s, "Bonus": 250, "Relics": 7} for s in range(6)}
    act(live_server, table, {"type": "score_grid", "scores": scores})
    table["seq"] = read(live_server, table)["seq"]


def test_the_score_table_keeps_six_columns_with_three_digit_scores(live_server: LiveServer, phone) -> None:
    """pt41: the table was 30 px past 360 px (42 px on the end screen); the sixth column was cut unseen."""
    table = _table(live_server)
    _big(live_server, table)
    problems = []
    for lang in ("en", "de", "ru"):
        page = _host(phone, live_server, table, lang)
        expect(page.locator(".pad-grid")).to_be_visible()
        problems += [f"{lang}: {p}" for p in page.evaluate(PAST)]
        page.close()
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    expect(page.locator(".pad-grid")).to_be_visible()
    problems += [f"end: {p}" for p in page.evaluate(PAST)]
    assert not problems, "\n".join(problems)

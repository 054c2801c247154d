"""The score pad after the 28th blind playtest (issue #26), at 360x740 with six 24-character names and text at 130 %.

Another phone's move is said in a toast that keeps what happened (first names, two lines, the number
and the category whole); a new round names who started it; the end screen shows this phone's own place.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act
from tests.browser.test_score_pad_pt8 import _table
from tests.browser.test_stress_set import SIZES, opened, stressed

# The shown toast: its text, its lines of text, and whether any of it is cut (clamped out of its box).
TOAST = """() => { const el = document.querySelector('#toast.show'); if (!el) return null;
  const range = document.createRange(); range.selectNodeContents(el);
  const lines = new Set([...range.getClientRects()].filter((x) => x.height).map((x) => Math.round(x.top))).size;
  return { text: el.textContent, lines, cut: el.scrollHeight > el.clientHeight + 1 }; }"""


def test_another_phones_roll_and_undo_keep_their_point_in_two_lines(live_server: LiveServer, phone) -> None:
    """pt28: "Anastasia Volkonskaya-Ri hat gewürfelt:…" and "Christopher Wainwright-J undid: C…" lost the news."""
    table = _table(live_server)
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    act(live_server, table, {"type": "roll", "dice": "2d6", "values": [3, 5]}, 2)
    expect(page.locator("#toast.show")).to_contain_text("Zoë hat gewürfelt: 2d6: 3 + 5 = 8")
    box = page.evaluate(TOAST)
    assert box["lines"] <= 2 and not box["cut"], box
    act(live_server, table, {"type": "score", "seat": 2, "delta": 40, "category": "Quests"}, 2)
    act(live_server, table, {"type": "undo"}, 2)
    expect(page.locator("#toast.show")).to_have_text("Zoë hat rückgängig gemacht: Zoë bekommt +40 (Quests, Runde 1)")
    box = page.evaluate(TOAST)
    assert box["text"].startswith("Zoë ") and box["lines"] <= 2 and not box["cut"], box

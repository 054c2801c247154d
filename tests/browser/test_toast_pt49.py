"""News toasts (another phone's move) after the 49th blind playtest (issue #26), at 360x740, 130 % text, six long names.

pt49: a toast of 3 (en) to 4 (ru) lines sat over Tales of Danger's open Complete sheet, on its Doctor and
Merchant buttons, while the player was paying (`65-B-complete-0.3s.png`: the toast came 0.3 s before the sheet).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot, wait_for
from tests.browser.test_minstrels_pt14 import BASE
from tests.browser.test_score_pad_pt8 import _table
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed
from tests.browser.test_tales_of_danger_pt24 import act3_begun

# The shown toast: its text and its lines (its box's height over its line-height, the transparent border left out).
TOAST = """() => { const el = document.querySelector('#toast.show'); if (!el) return null;
  const cs = getComputedStyle(el), lh = parseFloat(cs.lineHeight);
  const inner = el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  return { text: el.textContent, lines: inner / lh, height: el.getBoundingClientRect().height, lh }; }"""

SHOWN = "() => { const el = document.querySelector('#toast.show'); return el && el.textContent; }"


def _act3(server: LiveServer) -> dict:
    """Six players in Act 3; seats 0 to 4 have their first Segment, seat 5 has none yet (seat 0's turn)."""
    table = act3_begun(server)
    for seat in range(5):
        act(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    return table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_news_toast_is_two_lines_at_most(live_server: LiveServer, phone, lang: str) -> None:
    """pt49: "Maximilian готовит этап сложности 2, карты стоимости вытянуло приложение: …" took four lines."""
    table = _act3(live_server)
    page = stressed(phone, lang, SIZES[0])
    table["seq"] = read(live_server, table)["seq"]
    opened(page, live_server, table, 1)
    act(live_server, table, {"type": "prepare_segment", "difficulty": 2}, 5)  # the app draws its Cost cards
    expect(page.locator("#toast.show")).to_be_visible()
    box = page.evaluate(TOAST)
    screenshot(page, f"toast-pt49-news-{lang}")
    assert box["lines"] <= 2.05, box
    assert box["text"].startswith(NAMES[5].split()[0] + " "), box  # who, and what they did, stay


def test_a_news_toast_never_covers_an_open_sheet(live_server: LiveServer, phone) -> None:
    """The toast said just before a sheet opens goes as it opens; one said while it is open is not shown.

    Said by the table (a move), by an undo (said on every phone) and by a game's own toasts (the score pad's `tells`).
    """
    table = _table(live_server)
    page: Page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    act(live_server, table, {"type": "score", "seat": 2, "delta": 4, "category": "Gold"}, 2)
    expect(page.locator("#toast.show")).to_be_visible()
    page.locator("#open-table").click()
    expect(page.locator('#sheet[data-kind="table"]')).to_be_visible()
    assert page.evaluate(SHOWN) is None  # at once: not after its 2.5 s
    act(live_server, table, {"type": "score", "seat": 2, "delta": 5, "category": "Quests"}, 2)
    act(live_server, table, {"type": "undo"}, 2)
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    assert page.evaluate(SHOWN) is None
    screenshot(page, "toast-pt49-sheet")
    page.locator("#sheet-close").click()  # the news is in the log (and its strip), not lost
    expect(page.locator("#open-log")).to_contain_text("undid")


def test_an_undo_of_ones_own_placement_is_two_lines_in_german(live_server: LiveServer, phone) -> None:
    """pt48: "Bartholomew hat rückgängig gemacht: Bartholomew setzt: Zauberer auf Spalte 1, Feld 4: …" took 4 lines."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [4, 2]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 4, "character": "Wizard", "character_die": 1}, 0)
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    act(live_server, table, {"type": "undo"}, 0)
    expect(page.locator("#toast.show")).to_contain_text("rückgängig")
    box = page.evaluate(TOAST)
    screenshot(page, "toast-pt48-undo-de")
    first = NAMES[0].split()[0]
    # Minstrels' own line is short now (pt48): the piece and its space follow the undo, the name once.
    said = f"{first} macht rückgängig: „Zauberer auf Spalte 1, Feld 4"
    assert box["text"].startswith(said) and box["text"].count(first) == 1, box
    assert box["lines"] <= 2.05, box

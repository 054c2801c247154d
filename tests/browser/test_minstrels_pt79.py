"""Minstrels after the blind playtest pt79: a space's choices fit a 360 px phone in German at 130 %."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot
from tests.browser.test_minstrels import BASE, cell
from tests.browser.test_stress_set import NAMES, opened, stressed

# Every element of the open sheet whose right edge passes the visual viewport (UX.md's measure).
PAST = """() => { const v = visualViewport.width;
  return [...document.querySelectorAll('#sheet *')].filter((el) => el.getBoundingClientRect().right > v + 0.5)
    .map((el) => `${el.tagName} ${JSON.stringify(el.textContent.trim().slice(0, 40))}`
      + ` ${el.getBoundingClientRect().right}`); }"""


def _rolled(server: LiveServer, phone, dice: list[int], lang: str, size: dict) -> Page:
    """Four stress-set boards set up, the first player's dice rolled: her phone in `lang` at `size`, text 130 %."""
    table = server.create_table("minstrels", list(NAMES[:4]))
    for seat in range(4):
        act(server, table, {"type": "board_ready", "coins": [list(x) for x in BASE]}, seat)
    act(server, table, {"type": "roll_dice", "values": dice}, 0)
    table["seq"] = read(server, table)["seq"]
    page = stressed(phone, lang, size)
    opened(page, server, table, 0)
    return page


def test_a_space_s_choices_fit_the_phone_in_german(live_server: LiveServer, phone) -> None:
    # pt79: "Prinzessin +2 SP · zahle 2 Münzen" ran to 373 px on a 360 px phone (351 px of content in a 316 px button).
    page = _rolled(live_server, phone, [6, 6], "de", {"width": 360, "height": 740})
    cell(page, 1, 4).click()  # a 6 turned to a 4 costs 2 coins: every choice here is paid
    expect(page.locator("#sheet .opt").first).to_contain_text("zahle 2")
    screenshot(page, "minstrels-pt79-choices-de")
    assert page.evaluate(PAST) == []


# The widest gap between two neighbouring parts of the hint line (its text and its piece), in px.
GAP = """(el) => { const parts = [...el.childNodes].map((n) => { const r = document.createRange(); r.selectNode(n);
  return r.getBoundingClientRect(); }).filter((r) => r.width);
  return Math.max(0, ...parts.slice(1).map((r, i) => r.left - parts[i].right)); }"""


def test_the_best_move_reads_as_one_line_in_russian(live_server: LiveServer, phone) -> None:
    # pt79: "Совет:   С   столбец 1, клетка 2   +5", its parts spread over the whole width.
    page = _rolled(live_server, phone, [2, 4], "ru", {"width": 412, "height": 915})
    page.get_by_role("button", name="Подсказки").click()
    best = page.locator("[data-k=best]")
    expect(best).to_contain_text("столбец")
    screenshot(page, "minstrels-pt79-best-ru")
    assert best.evaluate(GAP) < 12

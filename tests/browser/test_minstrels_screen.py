"""Minstrels' turn screen with the stress set: the dice and the whole board on one screen (issue #26).

A blind playtest at 360x740 with text at 130 % saw only space 6 of the board above the action bar:
the round line, the supply over two lines, the die steps wrapping under the die and a three-line
helper pushed it down, and every placement on spaces 1-5 needed a scroll.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed

BASE = [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]
# Where the dice, the board and the action bar are, the first die's + against its face, the helper's lines.
MEASURE = """() => { const r = (q) => document.querySelector(q).getBoundingClientRect();
  const board = r(".board.own"), bar = r("#actionbar"), dice = r(".mdice");
  const up = document.querySelector(".mdie").querySelectorAll(".btn")[1].getBoundingClientRect();
  const help = document.createRange();
  help.selectNodeContents(document.querySelector(".mdice > p > span"));
  return { diceTop: dice.top, boardTop: board.top, boardHeight: board.height, barTop: bar.top,
    faceTop: r("[data-k=die0]").top, upTop: up.top,
    lines: new Set([...help.getClientRects()].map((x) => Math.round(x.top))).size }; }"""


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_dice_and_the_whole_board_are_on_one_screen_at_130_percent(
    live_server: LiveServer, phone, lang: str
) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".board.own .cell.tgt")).to_have_count(2)
    m = page.evaluate(MEASURE)
    screenshot(page, f"minstrels-turn-130-{lang}")
    assert m["diceTop"] >= 0
    # The board's top against the fixed action bar's top: all six spaces fit between them.
    assert m["barTop"] - m["boardTop"] >= m["boardHeight"] - 0.5, m
    assert abs(m["upTop"] - m["faceTop"]) < 8, f"the die's + wraps under the die: {m}"
    assert m["lines"] == 1, f"the helper under the dice takes {m['lines']} lines"

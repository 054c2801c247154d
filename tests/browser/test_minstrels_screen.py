"""Minstrels' turn screen with the stress set: the dice and the whole board on one screen (issue #26).

A blind playtest at 360x740 with text at 130 % saw only space 6 of the board above the action bar:
the round line, the supply over two lines, the die steps wrapping under the die and a three-line
helper pushed it down, and every placement on spaces 1-5 needed a scroll.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, screenshot, seat_link
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


def test_a_placement_made_offline_is_shown_pending_until_it_is_sent(live_server: LiveServer, phone) -> None:
    """A blind playtest (#26): offline, a tapped placement showed nothing until the connection was
    back (the space still said "+3"), and a player may tap again."""
    table = live_server.create_table("minstrels", ["Ann", "Bob"], {"first_player": 0})
    for seat in range(2):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    space6 = page.locator(".board.own .cell[data-c='1'][data-s='6']")
    expect(space6.locator("em")).to_have_text("+3")  # a Treasure on space 6 (two players)
    page.context.set_offline(True)
    space6.click()
    expect(space6.locator(".pc.wait")).to_have_text("T")  # drawn, pending
    expect(space6.locator("em")).to_have_count(0)
    screenshot(page, "minstrels-offline-pending")
    page.locator(".board.own .cell[data-c='1'][data-s='4']").click()  # a second placement is not queued
    expect(page.locator("#toast")).to_contain_text("sent once the connection is back")
    page.context.set_offline(False)
    expect(space6.locator(".pc:not(.wait)")).to_have_text("T")
    expect(page.locator(".board.own .pc")).to_have_count(1)
    assert read(live_server, table)["state"]["players"][0]["pieces"][0][5] == "Treasure"

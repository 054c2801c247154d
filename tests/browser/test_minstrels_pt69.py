"""Minstrels after blind playtest pt69: after a double, the board marks the placement the dice say."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, eventually, read, seat_link
from tests.browser.test_minstrels_pt48 import ready


def test_after_a_double_the_picked_character_die_marks_its_space(live_server: LiveServer, phone) -> None:
    # pt69: 5 5, the second die raised to 6 and made the character: "Princess on space 5 for 1 coin" said
    # the line, while the board marked only a Knight on space 6 (space 5 unmarked).
    table = ready(live_server, 0, held=False)
    act(live_server, table, {"type": "roll_dice", "values": [5, 5]}, 0)
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    second = page.locator(".mdie").nth(1)
    second.locator("button.btn.small").last.click()  # the second die up: 6
    expect(page.locator('[data-k="die1"]')).to_contain_text("6")
    page.locator('[data-k="die1"]').click()  # the character die
    princess = page.locator('.board.own .cell.tgt[data-c="1"][data-s="5"]')
    expect(princess).to_have_count(1)
    assert princess.get_attribute("aria-label").startswith("Column 1, space 5, Princess +"), princess.get_attribute(
        "aria-label"
    )
    princess.click()  # one tap places it, as the line said
    assert eventually(lambda: read(live_server, table, 0)["state"]["players"][0]["pieces"][0][4] == "Princess")
    assert read(live_server, table, 0)["state"]["players"][0]["coins"] == 1  # 1 coin for the die's step

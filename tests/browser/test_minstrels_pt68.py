"""Minstrels after the sixty-eighth blind playtest: a task recorded by mistake is taken back by one undo."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link
from tests.browser.test_minstrels_pt14 import BASE
from tests.browser.test_stress_set import NAMES


def test_one_undo_takes_back_a_task_and_the_turn_it_ended(live_server: LiveServer, phone) -> None:
    # pt68: the task went, then the turn's end apart: the first undo brought back only the end of the turn.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}, 0)
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    page.get_by_role("button", name="Task…").click()
    page.locator("#task-vp").fill("3")
    page.get_by_role("button", name="Record this reward (ends your turn)").click()
    expect(page.locator(".player.turn")).to_contain_text("Wilhelmina")
    page.locator("#undo").click()
    expect(page.get_by_role("button", name="Task…")).to_be_visible()
    state = read(live_server, table, "host")["state"]
    assert state["turn"] == 0 and not state["players"][0]["tasked"], state["players"][0]

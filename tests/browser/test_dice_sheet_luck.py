"""The Dice sheet's luck says what it counts when the recent rolls above it are the game's own (issue #26).

Luck counts the rolls made on the sheet ("Roll for me", "I rolled this"), not the game's own. The
recent rolls also list a game's own dice (Minstrels' two shared dice): under them the sheet said
"No dice rolled from this sheet yet", which read as if the rolls above had been lost.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed

BASE = [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]


def test_under_the_games_own_dice_the_luck_says_what_it_counts(live_server: LiveServer, phone) -> None:
    """Minstrels' dice in the recent rolls: the luck line names what it counts; a roll from the sheet then counts."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    page = stressed(phone, "ru", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#open-dice").click()
    expect(page.locator(".rolls li")).to_have_count(1)
    luck = page.locator("#sheet .dice > p.muted").last
    expect(luck).not_to_have_text("Здесь ещё ничего не бросали.")
    expect(luck).to_contain_text("только броски отсюда")
    page.locator("#dice-real").fill("3 4")
    page.locator("#roll-real").click()
    expect(page.locator("table.luck tbody tr")).to_have_count(1)

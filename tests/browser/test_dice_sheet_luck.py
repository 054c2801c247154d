"""The Dice sheet's luck says what it counts when the recent rolls above it are the game's own (issue #26).

Luck counts the rolls made on the sheet ("Roll for me", "I rolled this"), not the game's own. The
recent rolls also list a game's own dice (Minstrels' two shared dice): under them the sheet said
"No dice rolled from this sheet yet", which read as if the rolls above had been lost.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer
from tests.browser.test_minstrels_pt14 import rolled

BASE = [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]


def test_under_the_games_own_dice_the_luck_says_what_it_counts(live_server: LiveServer, phone) -> None:
    """Minstrels' dice in the recent rolls: the luck line names what it counts; a roll from the sheet then counts."""
    _, page = rolled(live_server, phone, "ru", BASE)
    page.locator("#open-dice").click()
    expect(page.locator(".rolls li")).to_have_count(1)
    luck = page.locator("#sheet .dice > p.muted").last
    expect(luck).not_to_have_text("Здесь ещё ничего не бросали.")
    expect(luck).to_contain_text("только броски отсюда")
    page.locator("#dice-real").fill("3 4")
    page.locator("#roll-real").click()
    expect(page.locator("table.luck tbody tr")).to_have_count(1)

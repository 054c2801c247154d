"""Minstrels after the twenty-third and twenty-fifth blind playtests (issue #26), stress set, text 130 %.

"Coins placed" with no coins answered 400 and the phone said nothing; the "Best:" line named a
placement the board did not show (its cell showed the dice as rolled).
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link
from tests.browser.test_minstrels_pt14 import BASE
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def _tap_coins(page, coins: list) -> None:
    """Tap each setup coin's space on the own board."""
    for c, s in coins:
        page.locator(f".board.own .cell[data-c='{c}'][data-s='{s}']").click()


def test_coins_placed_waits_for_every_coin_and_a_refusal_is_said(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    done = page.get_by_role("button", name="Coins placed")
    expect(done).to_be_disabled()
    _tap_coins(page, BASE[:-1])
    expect(done).to_be_disabled()
    _tap_coins(page, BASE[-1:])
    expect(done).to_be_enabled()
    # Any refusal the server gives is said on the phone in its words (the shared path every game uses).
    why = "One coin per space"
    page.route(
        "**/actions",
        lambda r: r.fulfill(
            status=400,
            content_type="application/json",
            body=json.dumps({"error": {"code": "bad_field", "message": why}}),
        ),
    )
    done.click()
    expect(page.locator(".toast", has_text=why)).to_be_visible()


def _best(hints: list) -> list:
    """The rule the Best line states: most VP, then the fewest coins net of a coin taken back."""
    return max(hints, key=lambda x: (x[5], -(x[4] - x[6])))


def test_the_best_placement_is_shown_on_its_cell(live_server: LiveServer, phone) -> None:
    """pt23 m31: "Best: Treasure on column 1, space 2, +5 VP, pay 1 coin" while that cell said "K +0"."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    best = _best(read(live_server, table, 0)["state"]["hints"]["list"])
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.get_by_role("button", name="Hints").click()
    expect(page.locator("[data-k=best]")).to_contain_text(f"column {best[0]}, space {best[1]}")
    cell = page.locator(f".board.own .cell[data-c='{best[0]}'][data-s='{best[1]}']")
    mark = ["Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess"][best[2] - 1][0]
    expect(cell.locator(".hint")).to_have_text(f"{mark}+{best[5]}")
    if best[4]:
        expect(cell.locator(".pay")).to_have_text(f"pay {best[4]}")
    cell.click()  # one tap places the suggested move, die change and all
    expect(page.get_by_role("button", name="End turn")).to_be_visible()
    placed = read(live_server, table, 0)["state"]["players"][0]["pieces"][best[0] - 1][best[1] - 1]
    assert placed == ["Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess"][best[2] - 1]

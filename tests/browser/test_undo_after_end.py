"""An undo on a game that has ended asks first, on every phone (pt75: one tap reopened a finished game)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, wait_for
from tests.browser.test_score_pad_pt76 import _own_phones
from tests.browser.test_stress_set import SIZES, opened, stressed


def test_an_undo_of_the_games_end_asks_even_for_this_phones_own_move(live_server: LiveServer, phone) -> None:
    table = _own_phones(live_server, rounds=0)
    act(live_server, table, {"type": "score", "seat": 1, "delta": 3}, 1)
    act(live_server, table, {"type": "finish"}, 1)  # Wilhelmina's own phone ended it
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    page.locator("#undo").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text("Das Spiel ist zu Ende")
    ask.locator(".ask-buttons .btn").first.click()  # Cancel: kept as it was
    page.wait_for_timeout(300)
    assert read(live_server, table)["state"]["finished"] and read(live_server, table)["seq"] == table["seq"]
    page.locator("#undo").click()
    page.locator("dialog.ask .ask-yes").click()
    wait_for(page, "!C.table.snap().state.finished")
    assert not read(live_server, table)["state"]["finished"]

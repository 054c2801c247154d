"""The player bar is drawn again only when what it shows changes: six long names are not fitted anew on every move.

Fitting six 24-character names into their pills measures each one several times (forced layouts): a third
of a King of All Bards update's time on the phone. A move that leaves every pill as it was (a roll, a
note in the log) keeps the bar as it is drawn; a move that changes a pill (a score) draws it again.
"""

from __future__ import annotations

from tests.browser.support import LiveServer, act, seat_link, wait_for
from tests.browser.test_stress_set import NAMES

MARK = "[...document.querySelectorAll('#players-bar > .player')].forEach((li) => { li.dataset.seen = '1'; })"
KEPT = "[...document.querySelectorAll('#players-bar > .player')].map((li) => li.dataset.seen === '1')"


def test_a_roll_keeps_the_bar_and_a_score_draws_it_again(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES))
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    wait_for(page, "C.table.snap() && document.querySelectorAll('#players-bar > .player').length === 6")
    short = page.evaluate("[...document.querySelectorAll('#players-bar .pname')].map((el) => el.innerText)")
    assert any(s != n for s, n in zip(short, NAMES, strict=True)), "the names fit whole: nothing was fitted"
    page.evaluate(MARK)

    seq = act(live_server, table, {"type": "roll", "dice": "2d6", "values": [3, 5]}, 1)["seq"]
    wait_for(page, f"C.table.snap().seq === {seq}")
    page.wait_for_timeout(100)  # a render after the message, if one were to come
    assert page.evaluate(KEPT) == [True] * 6, "a roll drew the player bar again"
    assert page.evaluate("[...document.querySelectorAll('#players-bar .pname')].map((el) => el.innerText)") == short

    seq = act(live_server, table, {"type": "score", "seat": 2, "delta": 7}, 2)["seq"]
    wait_for(page, f"C.table.snap().seq === {seq}")
    wait_for(page, "[...document.querySelectorAll('#players-bar > .player')].every((li) => !li.dataset.seen)")
    assert "7" in page.locator("#players-bar > .player").nth(2).inner_text()

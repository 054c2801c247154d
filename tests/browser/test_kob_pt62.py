"""The King of All Bards after the blind playtest pt62: the pick that revealed every Bard's move is the host's to undo.

Pt62: Wilhelmina's pick was the last; every phone showed every Bard's move. Her phone's ↶ took it back, unasked,
and she could pick again knowing every other Bard's Pub.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, seat_link, wait_for
from tests.browser.test_kob_round_three import _by, _six
from tests.browser.test_stress_set import stressed

SMALL = {"width": 360, "height": 740}


def test_the_last_pick_is_not_undone_by_its_own_phone_once_every_move_is_shown(live_server: LiveServer, phone) -> None:
    t = _six(live_server, True, (1, 2))
    for seat in (0, 2, 3, 4, 5, 1):  # Wilhelmina (her own phone) picks last: the moves are shown
        t["seq"] = _by(t, seat, {"type": "pick", "pub": 6 if seat == 5 else 5}, live_server)["seq"]
    page = stressed(phone, "de", SMALL)
    page.goto(seat_link(live_server, t, 1))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(page.locator("#undo")).to_be_disabled()
    page.locator("#undo").dispatch_event("pointerup")  # a tap on the greyed-out ↶ says why
    expect(page.locator("#toast")).to_contain_text("nur der Gastgeber")
    assert page.evaluate("C.table.snap().state.phase") != "movement"

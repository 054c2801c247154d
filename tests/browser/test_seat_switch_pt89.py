"""pt89: the Table sheet says "on that phone, open Invite and tap the seat"; a seated phone had nothing to tap."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, call, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_seated_phone_switches_to_another_seat_from_invite(live_server: LiveServer, phone) -> None:
    """Wilhelmina's phone moves to Maximilian's free seat: hers is free again, his is this phone's."""
    table = live_server.create_table("bard-saga", list(NAMES[:4]), seated=False)
    code = table["code"]
    table["seats"][1]["token"] = call(live_server, f"/api/tables/{code}/join", {"seat": 1})["token"]
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    page.locator("#open-share").click()
    rows = page.locator("#sheet-content .share ul.seats li")
    expect(rows.nth(1).get_by_role("button")).to_have_count(0)  # its own seat: nothing to switch to
    rows.nth(3).get_by_role("button", name="Zu diesem Platz wechseln").click()
    expect(page.locator("dialog.ask")).to_contain_text(f"Platz von {NAMES[1]} verlassen und den von {NAMES[3]} nehmen?")
    page.locator("dialog.ask .ask-yes").click()
    wait_for(page, "C.table.creds().seat === 3 && C.table.snap().you.seat === 3")
    seats = call(live_server, f"/api/tables/{code}")["players"]
    assert [p["claimed"] for p in seats] == [False, False, False, True]
    assert call(live_server, f"/api/tables/{code}/log")[-2]["text"] == f"{NAMES[1]}'s phone stepped back to watching"

"""pt89: the Table sheet says "on that phone, open Invite and tap the seat"; a seated phone had nothing to tap."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, call, eventually, seat_link, wait_for
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
    # It took the new seat first, then gave its own up (a No to an asked-for seat keeps it seated); the log
    # says it moved (pt117: "stepped back to watching" read as if it had left the game).
    log = [e["text"] for e in call(live_server, f"/api/tables/{code}/log")[-2:]]
    assert log == [f"{NAMES[1]}'s phone now plays {NAMES[3]}", f"{NAMES[1]}'s seat has no phone now"]


def _switch(page, to: int) -> None:
    page.locator("#open-share").click()
    page.locator("#sheet-content .share ul.seats li").nth(to).get_by_role("button", name="Switch to this seat").click()
    page.locator("dialog.ask .ask-yes").click()


def test_switching_to_a_seat_with_a_phone_keeps_its_own_until_allowed(live_server: LiveServer, phone) -> None:
    """pt115: switching left the phone's own seat before asking for the other; the host's No left it watching."""
    table = live_server.create_table("score-pad", ["Ann", "Bob", "Cid"])  # every seat has a phone
    code, host, cid, bob = table["code"], phone(), phone(), phone()
    as_host(host, live_server, table)
    bob.goto(seat_link(live_server, table, 1))
    cid.goto(seat_link(live_server, table, 2))
    cid.locator("#players-bar .player").first.wait_for()
    _switch(cid, 1)
    expect(host.locator("#notice")).to_contain_text("Cid's phone asks for Bob's seat; it shows")  # not any phone
    assert [p["claimed"] for p in call(live_server, f"/api/tables/{code}")["players"]] == [True, True, True]
    host.locator("#notice [data-k=refuse]").click()
    expect(cid.locator("#toast")).to_have_text("The host said no to this phone's request for Bob's seat")
    wait_for(cid, "!C.table.creds().asking && C.table.creds().seat === 2 && C.table.snap().you.seat === 2")
    assert cid.evaluate("C.table.creds().token") == table["seats"][2]["token"]
    # Asked again and allowed: the phone holds Bob's seat, and Cid's is free for another phone.
    _switch(cid, 1)
    host.locator("#notice").get_by_role("button", name="Allow").click()
    wait_for(cid, "C.table.creds().seat === 1 && C.table.snap().you.seat === 1")
    assert eventually(lambda: not call(live_server, f"/api/tables/{code}")["players"][2]["claimed"])
    log = [e["text"] for e in call(live_server, f"/api/tables/{code}/log")[-2:]]
    assert log == ["The host handed Bob's seat to Cid's phone", "Cid's seat has no phone now"]
    # Bob's phone is told who has his seat, as news, not as an error (pt121: a red toast on a bystander's phone).
    expect(bob.locator("#toast")).to_have_text("Cid's phone took Bob's seat: you are watching")
    expect(bob.locator("#toast.bad")).to_have_count(0)

"""pt30: a seat request leaves the host's phone once its phone took the seat, even when the host's
read of the table answered after the join had come down the stream; a late Allow is no error."""

from __future__ import annotations

import json

from playwright.sync_api import Route, expect

from tests.browser.support import LiveServer, as_host, call, read, seat_link
from tests.browser.test_stress_set import SIZES, stressed


def test_a_granted_request_goes_from_the_host_phone_and_a_late_allow_is_quiet(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])  # both seats have a phone: Bob's is asked for
    code, host = table["code"], phone()
    as_host(host, live_server, table)
    asked = call(live_server, f"/api/tables/{code}/join", {"seat": 1})
    expect(host.locator("#notice")).to_contain_text(asked["check"])
    # The race seen in pt30: the host's reread after its Allow answers with the table as it was
    # before the asking phone collected the seat (its join already came down the stream).
    stale = json.dumps(read(live_server, table, "host"))

    def old_read(route: Route) -> None:
        route.fulfill(status=200, content_type="application/json", body=stale)

    host.route(f"**/api/tables/{code}", old_read)
    call(live_server, f"/api/tables/{code}/grant", {"seat": 1, "check": asked["check"]}, table["host_token"])
    call(live_server, f"/api/tables/{code}/join", {"seat": 1, "request": asked["request"]})
    expect(host.locator("#notice")).to_be_hidden()
    # The same request's Allow tapped late (a phone whose box had stayed): no red toast, nothing asked again.
    host.unroute(f"**/api/tables/{code}")
    late = {"seat": 1, "check": asked["check"]}
    host.evaluate("(r) => C.table.seats().then((S) => S.grant(r))", late)  # waits for the answer
    expect(host.locator("#toast.bad")).to_have_count(0)


def test_the_invite_sheet_shows_a_request_with_its_allow(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    code, host = table["code"], phone()
    as_host(host, live_server, table)
    host.locator("#open-share").click()
    asked = call(live_server, f"/api/tables/{code}/join", {"seat": 1})
    sheet = host.locator("#sheet")
    expect(sheet.locator(".ask")).to_contain_text(asked["check"])
    sheet.get_by_role("button", name="Allow").click()
    call(live_server, f"/api/tables/{code}/join", {"seat": 1, "request": asked["request"]})
    expect(sheet.locator(".ask")).to_have_count(0)
    expect(host.locator("#notice")).to_be_hidden()


def test_the_host_says_no_and_every_phone_lets_the_request_go(live_server: LiveServer, phone) -> None:
    """pt113: a request could only be allowed; "A phone asks for Александра's seat" stood on the host's phone, and
    "A phone asks the host for your seat" on hers, for the rest of the game."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    code, host, bob, asker = table["code"], phone(), phone(), phone()
    as_host(host, live_server, table)
    bob.goto(seat_link(live_server, table, 1))
    asker.goto(f"{live_server.url}/t/{code}")
    asker.locator('#sheet .seat-buttons [data-seat="1"]').click()  # Bob's seat: it has a phone, so it asks
    expect(bob.locator("#notice")).to_contain_text("A phone asks the host for your seat")
    host.locator("#notice [data-k=refuse]").click()
    expect(host.locator("#notice")).to_be_hidden()
    expect(bob.locator("#notice")).to_be_hidden()
    # An answer, not an error (pt115: a lower-case red box).
    expect(asker.locator("#toast")).to_have_text("The host said no to this phone's request for Bob's seat")
    expect(asker.locator("#toast.bad")).to_have_count(0)
    assert asker.evaluate(f"JSON.parse(localStorage.getItem('companion.{code}') || '{{}}').asking") is None
    assert read(live_server, table)["log"][-1]["text"] == "The host said no to a phone asking for Bob's seat"


def test_play_again_at_the_new_tables_arrow_keeps_to_its_word(live_server: LiveServer, phone) -> None:
    """pt113: at 130 % "Am neuen Tisch weiterspielen" took one line and its "→" a second, alone."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    bob = stressed(phone, "de", SIZES[0])
    bob.goto(seat_link(live_server, table, 1))
    bob.locator("#players-bar .player").first.wait_for()
    call(live_server, f"/api/tables/{table['code']}/rematch", {}, table["host_token"])
    follow = bob.locator("#follow")
    expect(follow).to_be_visible()
    assert follow.evaluate("(b) => b.textContent.endsWith('weiterspielen\\u00a0→')"), follow.inner_text()

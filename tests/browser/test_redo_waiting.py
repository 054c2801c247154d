"""Redo while this phone has a move waiting to be sent (pt78: ↷ stood enabled offline with a score queued)."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, caught_up, read, seat_link, wait_for


def test_redo_waits_while_a_move_of_this_phone_waits_to_be_sent(live_server: LiveServer, phone) -> None:
    # The queued move goes first and clears what redo would bring back: a tap of ↷ then was refused
    # once back online, the score it meant to bring back never came.
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = phone()
    page.goto(seat_link(live_server, table, 1))
    caught_up(page)
    page.get_by_role("button", name="+5 for Bob").click()
    wait_for(page, "C.table.snap().table.undo !== null")
    page.locator("#undo").click()
    redo = page.locator("#redo")
    expect(redo).to_be_enabled()
    page.context.set_offline(True)
    page.get_by_role("button", name="+1 for Bob").click()
    wait_for(page, "C.table.queued().length === 1")
    expect(redo).to_be_disabled()
    expect(redo).to_have_attribute("data-why", "Not while a move waits to be sent")
    page.context.set_offline(False)
    wait_for(page, "C.table.queued().length === 0", timeout=10)
    assert read(live_server, table)["state"]["totals"] == [0, 1]
    expect(redo).to_be_disabled()  # the new move cleared it on the server too

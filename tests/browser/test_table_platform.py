"""Two phones at one score-pad table: joining, rolling, scoring, undo, reload, restart."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, caught_up, screenshot, seat_link, wait_for


def _open_new_table(page: Page, server: LiveServer) -> str:
    """Open a score pad from the phone UI (this phone is for Red, the first player); the Invite sheet opens."""
    page.goto(server.url + "/new/score-pad")
    expect(page.locator("#this-phone")).to_have_value("0")
    page.get_by_role("button", name="Open the table").click()
    page.wait_for_url("**/t/*")
    code = page.url.rsplit("/", 1)[1]
    expect(page.locator(".share .code")).to_have_text(code)
    expect(page.locator(".share img.qr")).to_be_visible()
    expect(page.locator(".seats li").first).to_contain_text("this phone")
    # The host phone now reads the table with Red's seat token: it sees what Red may see.
    wait_for(page, "C.table.snap().you.seat === 0")
    page.locator("#sheet-close").click()
    return code


def test_two_phones_see_each_others_rolls_and_scores(live_server: LiveServer, phone) -> None:
    host = phone()
    code = _open_new_table(host, live_server)
    expect(host.locator(".score-card")).to_have_count(2)

    guest = phone()
    guest.goto(f"{live_server.url}/t/{code}")
    expect(guest.get_by_role("button", name="Red has a phone · Ask for it")).to_be_enabled()
    guest.get_by_role("button", name="Blue").click()
    expect(guest.locator(".player.me")).to_contain_text("Blue")

    # The guest rolls and scores; the host sees both within a second.
    guest.locator("#open-dice").click()
    guest.locator("#dice-spec").fill("1d6")
    guest.locator("#dice-real").fill("4")
    guest.locator("#roll-real").click()
    guest.locator("#sheet-close").click()
    guest.get_by_role("button", name="+5 for Blue").click()
    expect(host.locator("#last-roll")).to_have_text("4", timeout=1000)
    expect(host.locator('[data-k="t1"]')).to_have_text("5", timeout=1000)

    # The host phone (playing as Red) rolls; the guest sees the roll within a second.
    host.locator("#open-dice").click()
    expect(host.locator(".rolls li").first).to_have_text("Blue rolled 1d6: 4 (real dice)")
    host.locator("#dice-spec").fill("2d6")
    host.locator("#roll-for-me").click()
    expect(host.locator(".roll-big strong")).not_to_have_text("4")
    host.locator("#sheet-close").click()
    total = host.locator("#last-roll").inner_text()
    expect(guest.locator("#last-roll")).to_have_text(total, timeout=1000)
    screenshot(host, "platform-host")
    screenshot(guest, "platform-guest")

    # Undo the host's roll; both phones show the guest's real die again.
    host.locator("#undo").click()
    expect(guest.locator("#last-roll")).to_have_text("4", timeout=1000)
    guest.locator("#open-log").click()
    expect(guest.locator(".log li.undone")).to_have_count(1)
    expect(guest.locator(".log li").first).to_contain_text("Red undid: rolled 2d6")
    guest.locator("#sheet-close").click()

    # Reload keeps the state and the seat.
    guest.reload()
    expect(guest.locator('[data-k="t1"]')).to_have_text("5")
    expect(guest.locator(".player.me")).to_contain_text("Blue")


def test_state_survives_a_server_restart(live_server: LiveServer, phone) -> None:
    host = phone()
    code = _open_new_table(host, live_server)
    host.get_by_role("button", name="+1 for Red").click()
    expect(host.locator('[data-k="t0"]')).to_have_text("1")
    live_server.stop()
    restarted = LiveServer(Path(live_server.app.config["DATABASE"]))
    try:
        host.goto(f"{restarted.url}/t/{code}")
        expect(host.locator('[data-k="t0"]')).to_have_text("1")
        expect(host.locator(".score-card")).to_have_count(2)
    finally:
        restarted.stop()


def test_a_tap_held_while_another_phone_scores_still_lands(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    plus = red.get_by_role("button", name="+1 for Red")
    box = plus.bounding_box()
    assert box is not None
    # Red's finger is down on +1 when Blue's +5 arrives; the page must not swap the button under it.
    red.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    red.mouse.down()
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(blue.locator('[data-k="t1"]')).to_have_text("5")
    caught_up(red)  # Blue's event has reached Red's phone, her finger still down
    red.mouse.up()
    expect(red.locator('[data-k="t0"]')).to_have_text("1")
    expect(red.locator('[data-k="t1"]')).to_have_text("5")
    expect(blue.locator('[data-k="t0"]')).to_have_text("1")

"""Two phones at one score-pad table: joining, rolling, scoring, undo, reload, restart."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer, screenshot


def _open_new_table(page: Page, server: LiveServer) -> str:
    page.goto(server.url + "/new/score-pad")
    page.get_by_role("button", name="Open the table").click()
    page.wait_for_url("**/t/*")
    return page.url.rsplit("/", 1)[1]


def test_two_phones_see_each_others_rolls_and_scores(live_server: LiveServer, phone) -> None:
    host = phone()
    code = _open_new_table(host, live_server)
    expect(host.locator(".score-card")).to_have_count(2)

    guest = phone()
    guest.goto(f"{live_server.url}/t/{code}")
    guest.get_by_role("button", name="Blue").click()
    expect(guest.locator(".player.me")).to_contain_text("Blue")

    # The guest scores; the host sees it within a second.
    guest.get_by_role("button", name="+5 for Blue").click()
    expect(host.locator('[data-k="t1"]')).to_have_text("5", timeout=1000)

    # The host rolls; the guest sees the roll in its log within a second.
    host.locator("#open-dice").click()
    host.locator("#dice-spec").fill("2d6")
    host.locator("#roll-for-me").click()
    host.locator("#sheet-close").click()
    expect(guest.locator("#last-roll")).not_to_have_text("Dice", timeout=1000)
    screenshot(host, "platform-host")
    screenshot(guest, "platform-guest")

    # Undo the roll from the host; both phones lose it.
    host.locator("#undo").click()
    expect(guest.locator("#last-roll")).to_have_text("Dice", timeout=1000)

    # Reload keeps the state and the seat.
    guest.reload()
    expect(guest.locator('[data-k="t1"]')).to_have_text("5")
    expect(guest.locator(".player.me")).to_contain_text("Blue")


def test_state_survives_a_server_restart(live_server: LiveServer, phone, tmp_path) -> None:
    host = phone()
    code = _open_new_table(host, live_server)
    host.get_by_role("button", name="+1 for Red").click()
    expect(host.locator('[data-k="t0"]')).to_have_text("1")
    db = live_server.app.config["DATABASE"]
    live_server.stop()
    again = LiveServer(tmp_path / "unused.sqlite3")
    again.stop()
    restarted = LiveServer.__new__(LiveServer)
    LiveServer.__init__(restarted, db=__import__("pathlib").Path(db))
    try:
        host.goto(f"{restarted.url}/t/{code}")
        expect(host.locator('[data-k="t0"]')).to_have_text("1")
    finally:
        restarted.stop()

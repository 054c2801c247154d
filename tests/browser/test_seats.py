"""Joining and watching at a real table, at 360x740: watch then sit, step back, ask the host,
the start page's code field and "Your tables", and playing again with every phone keeping its seat."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, as_host, creds, play_again, screenshot, wait_for


def _status(server: LiveServer, code: str, token: str) -> int:
    req = urllib.request.Request(f"{server.url}/api/tables/{code}", headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req) as resp:
            return resp.status
    except urllib.error.HTTPError as err:
        with err:  # its answer's socket: closed now, not whenever the collector gets to it
            return err.code


def _log(page: Page) -> None:
    page.locator("#open-log").click()


def test_a_watcher_takes_a_free_seat_acts_and_steps_back(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], seated=False)
    code = table["code"]
    host, guest = phone(), phone()
    as_host(host, live_server, table)
    guest.goto(f"{live_server.url}/t/{code}")
    guest.get_by_role("button", name="Just watch").click()
    expect(guest.get_by_role("button", name="+5 for Blue")).to_have_count(0)  # a watcher has no buttons

    # Later the watcher taps Blue in the player bar and takes that free seat.
    guest.locator(".player", has_text="Blue").click()
    guest.get_by_role("button", name="Blue", exact=True).click()
    expect(guest.locator(".player.me")).to_contain_text("Blue")
    guest.get_by_role("button", name="+5 for Blue").click()
    expect(host.locator('[data-k="t1"]')).to_have_text("5")
    token = creds(guest, code)["token"]

    # Back to watching: the token stops working and every phone's log says so.
    guest.locator("#open-table").click()
    screenshot(guest, "table-sheet-seated")
    guest.locator("#step-back").click()
    expect(guest.locator(".player.me")).to_have_count(0)
    expect(guest.get_by_role("button", name="+5 for Blue")).to_have_count(0)
    assert _status(live_server, code, token) == 403
    _log(host)
    expect(host.locator(".log li").first).to_contain_text("Blue's phone stepped back to watching")
    host.locator("#sheet-close").click()

    # The Invite sheet offers the free seats to a watcher too. Blue has played and is now the host
    # phone's: not "free", and taking it asks the host (pt15, pt17: any phone could take it mid-game).
    guest.locator("#open-share").click()
    blue = guest.locator(".seats li", has_text="Blue")
    expect(blue).to_contain_text("on the host's phone")
    expect(blue.get_by_role("button", name="Ask for it")).to_have_count(1)
    expect(guest.locator(".seats li", has_text="Red")).to_contain_text("free")
    screenshot(guest, "invite-sheet-watcher")
    guest.locator(".seats li", has_text="Red").get_by_role("button", name="Take this seat").click()
    expect(guest.locator(".player.me")).to_contain_text("Red")
    _log(host)
    expect(host.locator(".log li").first).to_contain_text("A phone joined as Red")


def test_the_host_hands_a_seat_to_another_phone(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], seated=False)
    code = table["code"]
    host, blue, other = phone(), phone(), phone()
    as_host(host, live_server, table)
    # pt20, pt23: the seats the host's phone plays were "free" before they had played, and the mode
    # read "Everyone (pass it round)" here but "Everyone (passed round)" at setup. pt51: "on the host's
    # phone" then read as taken, though another phone joins such a seat unasked: it is open.
    host.locator("#open-table").click()
    expect(host.locator("#sheet .seats li", has_text="Red")).to_contain_text("open: anyone can join")
    expect(host.locator("#sheet .play-as")).to_contain_text("Everyone (passed round)")
    host.locator("#sheet-close").click()
    blue.goto(f"{live_server.url}/t/{code}")
    blue.get_by_role("button", name="Blue").click()
    expect(blue.locator(".player.me")).to_contain_text("Blue")
    # A phone whose storage was wiped opens the link again: its own seat, taken, asks the host (pt15).
    other.goto(f"{live_server.url}/t/{code}")
    other.get_by_role("button", name="Blue has a phone · Ask for it").click()
    expect(other.locator("#notice")).to_contain_text("show them")
    check = creds(other, code)["asking"]["check"]
    expect(other.locator("#notice")).to_contain_text(f"show them {check}")
    # The host sees the request with the same check and allows it: the seat moves phones.
    expect(host.locator("#notice")).to_contain_text(f"it shows {check}")
    expect(blue.locator("#notice")).to_contain_text(f"it shows {check}")  # so does the seat's holder
    screenshot(host, "seats-host-asked")
    host.locator("#notice").get_by_role("button", name="Allow").click()
    expect(other.locator(".player.me")).to_contain_text("Blue")
    expect(blue.locator(".player.me")).to_have_count(0)
    expect(blue.get_by_role("button", name="+5 for Blue")).to_have_count(0)
    _log(host)
    expect(host.locator(".log li").first).to_contain_text("The host handed Blue's seat to another phone")


def test_a_wrong_code_stays_on_the_start_page_ready_to_retype(live_server: LiveServer, phone) -> None:
    page = phone()
    page.goto(live_server.url + "/")
    field = page.locator("#join-code")
    field.fill("ab c2")
    field.press("Enter")
    expect(page.locator("#join-error")).to_contain_text("6 letters and digits")
    field.fill("zz zz zz")
    page.get_by_role("button", name="Join").click()
    expect(page.locator("#join-error")).to_contain_text("No table has the code ZZZZZZ")
    assert page.url == live_server.url + "/"
    ready = page.evaluate(
        "() => { const f = document.activeElement; return [f.id, f.selectionStart, f.selectionEnd, f.value.length]; }"
    )
    assert ready == ["join-code", 0, 8, 8]  # focused, all selected: typing replaces it
    screenshot(page, "start-wrong-code")
    # A real code typed in lower case with spaces opens the table.
    table = live_server.create_table("score-pad", ["Red", "Blue"], seated=False)
    field.fill(" ".join(table["code"].lower()))
    field.press("Enter")
    page.wait_for_url(f"**/t/{table['code']}")


def test_the_start_page_lists_a_joined_table_after_a_reload(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ana", "Bo"], seated=False)
    page = phone()
    page.goto(f"{live_server.url}/t/{table['code']}")
    page.get_by_role("button", name="Bo").click()
    expect(page.locator(".player.me")).to_contain_text("Bo")
    page.goto(live_server.url + "/")
    page.reload()
    item = page.locator(".table-item", has_text=table["code"])
    expect(item).to_contain_text("Score pad")
    expect(item).to_contain_text("Ana, Bo")
    expect(item).to_contain_text("your seat")
    screenshot(page, "start-your-tables")
    item.get_by_role("link", name="Open").click()
    page.wait_for_url(f"**/t/{table['code']}")
    expect(page.locator(".player.me")).to_contain_text("Bo")
    # Forget takes it off the list (and this phone's seat with it).
    page.goto(live_server.url + "/")
    page.locator(".table-item", has_text=table["code"]).get_by_role("button", name="Forget").click()
    page.locator("dialog.ask .ask-yes").click()  # the app's own "are you sure?"
    expect(page.locator(".table-item")).to_have_count(0)
    assert creds(page, table["code"]) is None


def test_play_again_moves_two_phones_to_a_new_table_with_their_seats(live_server: LiveServer, phone) -> None:
    host, guest = phone(), phone()
    host.goto(live_server.url + "/new/score-pad")
    host.get_by_role("button", name="Open the table").click()  # this phone is for Red
    host.wait_for_url("**/t/*")
    old = host.url.rsplit("/", 1)[1]
    host.locator("#sheet-close").click()
    guest.goto(f"{live_server.url}/t/{old}")
    guest.get_by_role("button", name="Blue").click()
    guest.get_by_role("button", name="+5 for Blue").click()
    host.get_by_role("button", name="Finish").click()
    host.locator("dialog.ask .ask-yes").click()
    expect(guest.locator("#play-again")).to_be_visible()
    # The guest's phone is offered the new table in one tap, and keeps Blue.
    new = play_again(host, guest, "Red, Blue")
    assert new != old
    expect(host.locator(".player.me")).to_contain_text("Red")
    expect(guest.locator(".player.me")).to_contain_text("Blue")
    expect(guest.locator('[data-k="t1"]')).to_have_text("0")
    guest.get_by_role("button", name="+1 for Blue").click()
    expect(host.locator('[data-k="t1"]')).to_have_text("1")
    assert creds(host, new)["host"] is True


def test_print_links_keep_the_table_open(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    page = phone(accept_downloads=True)
    as_host(page, live_server, table)
    page.locator("#open-table").click()
    with page.expect_download() as got:
        page.locator(".table-admin a", has_text="A4").first.click()
    assert got.value.suggested_filename.endswith(".pdf")
    assert page.url.endswith(f"/t/{table['code']}")
    blank = page.locator(".table-admin a", has_text="Blank sheets")
    assert blank.get_attribute("target") == "_blank"
    expect(page.locator(".table-admin")).to_be_visible()


def test_a_seat_with_one_phone_secrets_needs_the_hosts_allow(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", ["Ann", "Bob"], {"quests": True}, seated=False)
    code = table["code"]
    quest = [[1, 6, "Princess"], [2, 6, "Dragon"], [3, 6, None]]
    action = {"type": "board_ready", "by": 1, "coins": [[1, 1], [2, 2], [2, 5], [3, 3], [4, 4]], "quest": quest}
    req = urllib.request.Request(
        f"{live_server.url}/api/tables/{code}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {table['host_token']}"},
    )
    urllib.request.urlopen(req).close()  # Bob's quest, marked on the host's phone (one-phone mode)
    host, guest = phone(), phone()
    as_host(host, live_server, table)
    guest.goto(f"{live_server.url}/t/{code}")
    guest.get_by_role("button", name="Bob").click()
    expect(guest.locator("#notice")).to_contain_text("Asking the host for Bob's seat")
    assert guest.evaluate("C.table.snap().state.players[1].quest.marks") is None
    check = creds(guest, code)["asking"]["check"]
    expect(host.locator("#notice")).to_contain_text(f"it shows {check}")
    host.locator("#notice").get_by_role("button", name="Allow").click()
    expect(guest.locator(".player.me")).to_contain_text("Bob")
    wait_for(guest, "C.table.snap().state.players[1].quest.marks !== null")
    assert guest.evaluate("C.table.snap().state.players[1].quest.marks") == quest
    expect(guest.locator("#notice")).to_be_hidden()

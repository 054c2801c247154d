"""Minstrels after the blind playtest pt38: six 24-character names (the game's four), 360x740, text at 130 %.

Quick taps in the coin setup all count, and the real-dice rows carry their die's name.
"""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from tests.browser.contrast import ratio
from tests.browser.support import LiveServer, act, as_host, call, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.companion.test_minstrels_play import BASE_COINS


def test_quick_taps_on_the_coin_spaces_all_count(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    panel = page.locator(".msetup")
    expect(panel).to_contain_text("(0/5)")
    # pt38 (08-A-coins.png): five taps 150 ms apart counted one.
    for c, sp in ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2)):
        page.locator(f".board.own .cell[data-c='{c}'][data-s='{sp}']").tap()
        page.wait_for_timeout(150)
    expect(panel).to_contain_text("(5/5)")
    expect(page.locator(".board.own .cell .coin")).to_have_count(5)


def test_a_coin_tapped_before_the_setup_part_has_loaded_counts(live_server: LiveServer, phone) -> None:
    """pt38's dropped taps: on a slow network the first taps came before minstrels-more.js and were lost."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    held: list = []
    page.route(re.compile(r"/minstrels-more\.js(\?|$)"), lambda route: held.append(route))  # at its version
    page.goto(seat_link(live_server, table, 0))
    for _ in range(250):  # the page asks for the part when it first draws the setup
        if held:
            break
        page.wait_for_timeout(20)
    for c, sp in ((1, 1), (2, 1)):
        page.locator(f".board.own .cell[data-c='{c}'][data-s='{sp}']").tap()
    held[0].continue_()
    panel = page.locator(".msetup")
    expect(panel).to_contain_text("(2/5)")
    expect(page.locator(".board.own .cell .coin")).to_have_count(2)


def test_the_real_dice_rows_say_which_die_they_are(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE_COINS}, seat)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Real dice…").click()
    sheet = page.locator("#sheet-content")
    # pt38 (33-A-realdice.png): two identical rows of 1-6, no heading.
    expect(sheet.locator("[data-k='die-name']")).to_have_text(["Die 1", "Die 2"])
    expect(sheet.locator("[data-k='either']")).to_have_text(
        "Either die may be the character or the space: the board offers both."
    )
    screenshot(page, "minstrels-pt38-real-dice")
    sheet.get_by_role("button", name="Die 1: 4 Treasure").click()
    sheet.get_by_role("button", name="Die 2: 6 Princess").click()
    sheet.get_by_role("button", name="Enter these dice").click()
    expect(page.locator("[data-k=die0]")).to_contain_text("4")


def _zoe_released(live_server: LiveServer, phone) -> Page:
    """Zoë's phone on her seat, which the host then releases (Table > Seats > Release, pt38)."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    page.locator("#main > *").first.wait_for()
    call(live_server, f"/api/tables/{table['code']}/release", {"seat": 2}, table["host_token"])
    return page


def test_a_phone_whose_seat_token_is_refused_is_told_and_may_take_it_back(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    page.locator("#main > *").first.wait_for()
    page.goto("about:blank")  # her phone put away: it does not see the release happen (the live case: below)
    call(live_server, f"/api/tables/{table['code']}/release", {"seat": 2}, table["host_token"])
    page.go_back()  # her phone opens the table again
    # pt38: it fell back to watching with no word, and nothing pointed back to its seat.
    lost = page.locator("#sheet-content [data-k='lost']")
    expect(lost).to_have_text(f"This phone no longer holds {NAMES[2]}'s seat: you are watching.")
    back = page.locator("#sheet-content [data-k='ask-back']")
    expect(back).to_have_text(f"Get {NAMES[2]}'s seat back")
    screenshot(page, "minstrels-pt38-lost-seat")
    back.click()
    # Zoë had her coins dealt to her board: the host is asked (and shown the check number), as any phone asks.
    wait_for(page, "(C.table.creds() || {}).asking?.seat === 2")


def seat_row(live_server: LiveServer, phone, table: dict, seat: int) -> tuple[Page, Page, Locator]:
    """The host's phone (English) with Invite open at `seat`'s row, and that seat's own phone (German), at 360 px."""
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    host.locator("#main > *").first.wait_for()
    theirs = stressed(phone, "de", SIZES[0])
    theirs.goto(seat_link(live_server, table, seat))
    theirs.locator("#main > *").first.wait_for()
    host.locator("#open-share").click()
    row = host.locator("#sheet-content .share ul.seats li").nth(seat)
    expect(row).to_contain_text("has a phone")
    return host, theirs, row


def test_the_hosts_who_is_where_takes_a_seat_back(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    host, zoe, row = seat_row(live_server, phone, table, 2)
    screenshot(host, "minstrels-pt38-who-is-where")
    assert host.evaluate("document.documentElement.scrollWidth <= visualViewport.width")
    # pt38: a phone that lost its seat left it "has a phone" here, the only way back hidden under Table > Seats.
    row.get_by_role("button", name="Back to this phone").click()
    host.locator("dialog.ask .ask-yes").click()  # pt94: asked first, a phone plays the seat
    # pt89: it was then listed as open to anyone, and Zoë's phone was told another phone had her seat.
    expect(row).to_contain_text("on the host's phone")
    assert call(live_server, f"/api/tables/{table['code']}")["players"][2]["claimed"] is False
    said = f"Das Handy des Gastgebers hat den Platz von {NAMES[2]} zurück: du schaust zu"
    expect(zoe.locator("#toast")).to_have_text(said)
    log = call(live_server, f"/api/tables/{table['code']}/log")
    assert log[-1]["text"] == f"The host's phone took {NAMES[2]}'s seat back"


def test_a_seat_the_host_releases_is_said_so_on_its_phone(live_server: LiveServer, phone) -> None:
    """pt89: Table > Seats > Release told the player "your seat went to another phone"; no phone had it."""
    zoe = _zoe_released(live_server, phone)
    expect(zoe.locator("#toast")).to_have_text(f"The host released {NAMES[2]}'s seat: you are watching")


def test_a_greyed_enter_these_dice_is_readable(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE_COINS}, seat)
    page = stressed(phone, "en", SIZES[0])
    page.emulate_media(color_scheme="dark")
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Real dice…").click()
    enter = page.locator("#sheet-content").get_by_role("button", name="Enter these dice")
    expect(enter).to_be_disabled()
    # pt38: "Enter these dice" pale blue, faded to 45 % (as Bard Saga's Collect, pt37).
    assert enter.evaluate("(el) => getComputedStyle(el).opacity") == "1"
    assert ratio(enter) >= 4.5, ratio(enter)

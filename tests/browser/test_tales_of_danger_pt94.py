"""Tales of Danger after blind playtest pt94: six 24-character names, three phones, text at 130 %."""

from __future__ import annotations

import time

from playwright.sync_api import expect

from tests.browser.contrast import findings, ratio
from tests.browser.support import LiveServer, act, as_host, call, seat_link
from tests.browser.test_minstrels_pt38 import seat_row
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_phone_whose_seat_the_host_takes_back_is_told_at_once_and_never_shown_offline(
    live_server: LiveServer, phone
) -> None:
    """pt94: "Offline: your moves will be sent when the connection is back" stood ~4 s on Wilhelmina's phone.

    The game has secrets, so the server ends her seat's stream before the move that took it (the old
    phone must not read the next holder's view): the page read that end as the connection lost.
    """
    table = live_server.create_table("tales-of-danger", list(NAMES))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    expect(page.locator("#offline")).to_be_hidden()
    call(live_server, f"/api/tables/{table['code']}/release", {"seat": 1, "keep": True}, table["host_token"])
    said = f"Das Handy des Gastgebers hat den Platz von {NAMES[1]} zurück: du schaust zu"
    banner = []
    ends = time.monotonic() + 2.5
    while time.monotonic() < ends:  # the banner never shows while the phone learns what happened
        banner.append(page.locator("#offline").is_visible())
        if page.locator("#toast").text_content() == said:
            break
        page.wait_for_timeout(50)
    assert page.locator("#toast").text_content() == said, "not told within 2.5 s"
    assert not any(banner), "the phone said it was offline"


def test_back_to_this_phone_asks_first_when_a_phone_plays_the_seat(live_server: LiveServer, phone) -> None:
    """pt94: a slip onto the wrong row took Maximilian's seat from his phone mid-turn, with no question."""
    table = live_server.create_table("tales-of-danger", list(NAMES))
    host, _, row = seat_row(live_server, phone, table, 3)  # Maximilian's own phone holds his seat
    row.get_by_role("button", name="Back to this phone").click()
    ask = host.locator("dialog.ask")
    expect(ask).to_contain_text(f"Take {NAMES[3]}'s seat back to this phone?")
    ask.get_by_role("button", name="Cancel").click()
    assert call(live_server, f"/api/tables/{table['code']}")["players"][3]["claimed"] is True
    row.get_by_role("button", name="Back to this phone").click()
    host.locator("dialog.ask .ask-yes").click()
    expect(row).to_contain_text("on the host's phone")


def test_a_seat_request_shows_at_the_top_of_an_open_sheet(live_server: LiveServer, phone) -> None:
    """pt94: while the host's Log (or Prepare) sheet was open, "A phone asks for Ophelia's seat … Allow" waited
    unseen behind it, until the sheet was closed."""
    table = live_server.create_table("tales-of-danger", list(NAMES), seated=False)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    host.locator("#main > *").first.wait_for()
    act(live_server, table, {"type": "keep_seats"})  # the host's phone passes every seat round
    host.locator("#open-log").click()
    expect(host.locator("#sheet")).to_have_attribute("data-kind", "log")
    asked = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 5})  # Ophelia's own phone asks
    ask = host.locator("#sheet-notice .ask")
    expect(ask).to_contain_text(f"A phone asks for {NAMES[5].split()[0]}'s seat; it shows {asked['check']}")
    assert ask.evaluate(
        "(el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
    )
    ask.get_by_role("button", name="Allow").click()
    expect(host.locator("#sheet-notice")).to_be_hidden()
    host.locator("#sheet-close").click()
    expect(host.locator("#notice")).to_be_hidden()  # allowed: nothing left to ask, under the sheet or over it


def test_a_cost_cards_coloured_ring_stands_out_in_both_schemes(live_server: LiveServer, phone) -> None:
    """pt94: on the dark phone Rough Seas' blue ring measured 2.37:1 and Bad Luck's purple 2.27:1 (pieces: 3:1)."""
    table = live_server.create_table("tales-of-danger", list(NAMES))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    page.evaluate("""() => { for (const k of ["bad", "rough", "ill"]) { const c = document.createElement("span");
      c.className = "chip " + k; c.textContent = k; document.getElementById("main").prepend(c); } }""")
    for scheme in ("dark", "light"):
        page.emulate_media(color_scheme=scheme)
        for kind in ("bad", "rough", "ill"):
            assert ratio(page.locator(f"#main > .chip.{kind}"), "border-top") >= 3, (scheme, kind)


def test_a_seat_request_comes_into_view_in_an_invite_sheet_scrolled_down(live_server: LiveServer, phone) -> None:
    """pt96: with Invite open and scrolled down to "Who is where", a phone's request for a seat was added
    at the sheet's top, off screen, until the host scrolled up."""
    table = live_server.create_table("tales-of-danger", list(NAMES), seated=False)
    host = stressed(phone, "de", SIZES[0])
    as_host(host, live_server, table)
    host.locator("#main > *").first.wait_for()
    act(live_server, table, {"type": "keep_seats"})
    host.locator("#open-share").click()
    last = host.locator("#sheet-content .share ul.seats li").last
    last.scroll_into_view_if_needed()
    on_screen = "(el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"
    assert last.evaluate(on_screen)
    asked = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 5})
    ask = host.locator("#sheet-content .share .ask")
    expect(ask).to_contain_text(asked["check"])
    host.wait_for_timeout(300)  # any smooth scroll settled
    assert ask.evaluate(on_screen), "the request is off screen"


def test_a_sheet_opens_at_its_top_whatever_the_last_one_was_scrolled_to(live_server: LiveServer, phone) -> None:
    """pt96, pt105: the Prepare sheet, opened by itself after the Complete sheet had been scrolled down, showed
    half its title ("Einen Abschnitt vorbereiten" under the sheet's top edge): the sheet's body kept the scroll."""
    table = live_server.create_table("tales-of-danger", list(NAMES))
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#main > *").first.wait_for()
    page.locator("#open-table").click()
    body = page.locator("#sheet .sheet-body")
    expect(page.locator("#sheet")).to_have_attribute("data-kind", "table")
    body.evaluate("(b) => { b.scrollTop = b.scrollHeight; }")
    assert body.evaluate("(b) => b.scrollTop") > 100  # the Table sheet is long: scrolled well down
    # Closed and a sheet opened at once, in one task (as Complete opens Prepare): no frame in between resets it.
    page.evaluate("() => { C.table.closeSheet(); C.table.openSheet('table'); }")
    expect(page.locator("#sheet")).to_have_attribute("data-kind", "table")
    assert body.evaluate("(b) => b.scrollTop") == 0


def test_hand_full_once_on_does_not_look_like_end_turn(live_server: LiveServer, phone) -> None:
    """pt105: "Hand voll ✓" and "Zug beenden" side by side, both filled blue: which one was the next step?"""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):  # Act 1: five Sponsors secured, the sixth given the last (Move the Story Along)
        act(live_server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, seat)
    act(live_server, table, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, 5)
    turn = call(live_server, f"/api/tables/{table['code']}")["state"]["turn"]
    act(live_server, table, {"type": "hand_full", "full": True}, turn)
    for scheme in ("dark", "light"):
        page = stressed(phone, "de", SIZES[0])
        page.emulate_media(color_scheme=scheme)
        page.goto(seat_link(live_server, table, turn))
        full = page.locator("#game-actions").get_by_role("button", name="Hand voll ✓")
        end = page.locator("#game-actions").get_by_role("button", name="Zug beenden")
        expect(full).to_have_attribute("aria-pressed", "true")
        look = "(b) => getComputedStyle(b).backgroundColor"
        assert full.evaluate(look) != end.evaluate(look), scheme
        assert findings(page, f"tod act 2 {scheme}") == []

"""pt86: a friend arriving in round 2 could not be added to a score pad; the group had to open a new table."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, act, as_host, read, screenshot, seat_link, switch_scheme, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

LATE = NAMES[5]  # "Guinevere Thistlewood-Ba"


def test_a_late_player_is_added_from_invite_and_joins_on_their_own_phone(live_server: LiveServer, phone) -> None:
    """The host adds Guinevere under Invite in round 2; Bartholomew's phone sees her come; her phone takes the seat."""
    table = live_server.create_table("score-pad", list(NAMES[:5]), {"rounds": 4})
    for seat in range(5):
        act(live_server, table, {"type": "score", "seat": seat, "delta": seat + 1, "round": 1})
    act(live_server, table, {"type": "next_round"})
    host = stressed(phone, "de", SIZES[0])
    as_host(host, live_server, table)
    bart = stressed(phone, "en", SIZES[0])
    bart.goto(seat_link(live_server, table, 0))
    wait_for(bart, f"C.table.snap().seq === {read(live_server, table)['seq']}")

    host.locator("#open-share").click()
    form = host.locator("#sheet form.late-player")
    expect(form).to_contain_text("Kommt noch jemand dazu?")
    switch_scheme(host, "dark")
    form.scroll_into_view_if_needed()
    screenshot(host, "score-pad-late-player-form-de-dark")
    assert not (problems := findings(host, "score-pad de dark, Invite with the late player's form")), "\n".join(
        problems
    )
    host.locator("#late-name").fill(LATE)
    form.get_by_role("button").click()
    # Said in the sheet, not by a toast over the code her phone is to scan (pt102).
    added = f"{LATE} ist am Tisch: mit dem eigenen Handy den Code oben scannen"
    expect(host.locator("#sheet [data-k=added]")).to_have_text(added)
    expect(host.locator("#toast.show")).to_have_count(0)
    expect(host.locator("#sheet ul.seats li")).to_have_count(6)  # the sheet shows the new seat, free to join
    expect(host.locator("#sheet ul.seats li").last).to_contain_text("offen: jeder kann beitreten")

    # Bartholomew's phone hears it, named, and its bar has her pill.
    expect(bart.locator("#toast")).to_have_text("The host added Guinevere to the table")  # short, as news names all
    expect(bart.locator(".players-bar .player")).to_have_count(6)
    # Her phone opens the table, sees her seat among the others, and takes it.
    guin = stressed(phone, "ru", SIZES[1])
    guin.goto(f"{live_server.url}/t/{table['code']}")
    guin.locator('#sheet .seat-buttons [data-seat="5"]').click()
    wait_for(guin, "C.table.snap().you.seat === 5")
    wait_for(host, "C.table.snap().players[5].claimed")
    expect(host.locator("#sheet [data-k=added]")).to_have_count(0)  # she has her seat: the seat list says so
    screenshot(guin, "score-pad-late-player-joined-ru")
    assert read(live_server, table)["state"]["totals"] == [1, 2, 3, 4, 5, 0]


def test_a_late_player_added_by_mistake_is_taken_off_under_invite(live_server: LiveServer, phone) -> None:
    """pt92: "Quentin", added by mistake, could not be taken off; the name also stayed in the field after Add."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"rounds": 3})
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    host.locator("#open-share").click()
    host.locator("#late-name").fill("Quentin")
    host.locator("#sheet form.late-player").get_by_role("button").click()
    expect(host.locator("#sheet ul.seats li")).to_have_count(4)
    expect(host.locator("#late-name")).to_have_value("")  # ready for the next, not "Quentin" again
    rows = host.locator("#sheet ul.seats li")
    expect(rows.locator("[data-k=take-off]")).to_have_count(1)  # only the one added late
    rows.nth(3).locator("[data-k=take-off]").click()
    expect(host.locator("dialog.ask")).to_contain_text("Take Quentin off the table?")
    host.locator("dialog.ask .ask-yes").click()
    expect(rows).to_have_count(3)
    assert [p["name"] for p in read(live_server, table)["players"]] == list(NAMES[:3])


def test_a_phone_that_finds_no_seat_of_its_own_is_told_who_adds_it(live_server: LiveServer, phone) -> None:
    """pt92: the late friend's phone listed only taken seats, and nothing said what to do."""
    table = live_server.create_table("score-pad", list(NAMES[:3]))
    late = stressed(phone, "de", SIZES[0])
    late.goto(f"{live_server.url}/t/{table['code']}")
    expect(late.locator("#sheet [data-k=not-listed]")).to_have_text(
        "Nicht auf der Liste? Jeder am Tisch holt dich unter „Teilen“ dazu."
    )

"""Bard Saga after blind playtest pt90: a correction of another seat's VP, undone on that seat's own phone."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.companion.test_bard_saga import FIELD


def test_the_seat_whose_vp_another_phone_changed_may_undo_it_on_its_own_phone(live_server: LiveServer, phone) -> None:
    """pt90: Ophelia's phone gave Wilhelmina +1 VP; Wilhelmina's ↶ stood greyed, "only Ophelia or the host", though
    the server and the README let the seat a correction changes undo it."""
    table = live_server.create_table("bard-saga", list(NAMES[:3]))
    act(live_server, table, {"type": "set_field", "colors": FIELD})
    act(live_server, table, {"type": "choose_starting", "seat": 0})
    act(live_server, table, {"type": "declare", "color": "Green"}, 0)
    act(live_server, table, {"type": "adjust", "seat": 1, "vp": 1}, 2)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    undo = page.locator("#undo")
    expect(undo).to_be_enabled()
    undo.click()
    page.locator("dialog.ask .ask-yes").click()  # played on another phone: asked first
    wait_for(page, "C.table.snap().log.some((e) => e.type === 'undo')")
    assert read(live_server, table)["log"][-1]["text"].startswith(NAMES[1])  # Wilhelmina undid it


def test_a_greyed_undo_says_whose_it_is_by_first_name(live_server: LiveServer, phone) -> None:
    """pt90: the reason a greyed ↶ gives ran past its toast with a 24-character name; the bar's first name says it."""
    table = live_server.create_table("bard-saga", list(NAMES[:3]))
    act(live_server, table, {"type": "set_field", "colors": FIELD})
    act(live_server, table, {"type": "choose_starting", "seat": 0})
    act(live_server, table, {"type": "declare", "color": "Green"}, 0)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    said = "Nur Bartholomew oder der Gastgeber kann das rückgängig machen"
    expect(page.locator("#undo")).to_have_attribute("data-why", said)


def test_release_asks_first_for_a_seat_with_a_phone(live_server: LiveServer, phone) -> None:
    """pt90: the host's Release, tapped by mistake beside another name, threw Wilhelmina's phone off at once."""
    table = live_server.create_table("bard-saga", list(NAMES[:3]))
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)
    host.locator("#open-table").click()
    row = host.locator("#sheet-content ul.seats li").nth(1)
    row.get_by_role("button", name="Release").click()
    expect(host.locator("dialog.ask")).to_contain_text(f"Release {NAMES[1]}'s seat?")
    host.locator("dialog.ask").get_by_role("button", name="Cancel").click()
    assert read(live_server, table)["players"][1]["claimed"] is True  # kept
    row.get_by_role("button", name="Release").click()
    host.locator("dialog.ask .ask-yes").click()
    wait_for(host, "!C.table.snap().players[1].claimed")

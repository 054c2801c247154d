"""Bard Saga after blind playtest pt71."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, eventually, read, seat_link


def tops(server: LiveServer, table: dict) -> list:
    """The Field's top colours as the server holds them (None: not told yet)."""
    return [d["top"] for d in read(server, table)["state"]["field"]]


def test_an_undone_top_is_the_next_to_tell_again(live_server: LiveServer, phone) -> None:
    # pt71: Green told for the centre deck by mistake, then undone: the ring stayed on the deck after it,
    # and the next colour tapped (Red) went to the right deck, the centre left "?".
    table = live_server.create_table("bard-saga", ["Ann", "Bob", "Cid"])
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, table, 0))
    bob.goto(seat_link(live_server, table, 1))
    tell = lambda colour: ann.locator(".bs-tell").get_by_role("button", name="Top is " + colour, exact=True).click()  # noqa: E731
    for colour in ("Red", "Blue", "Green", "Yellow", "Green"):
        tell(colour)
    assert eventually(lambda: tops(live_server, table)[4] == "Green")
    expect(ann.locator(".deck.next")).to_have_attribute("data-deck", "5")
    ann.locator("#undo").click()
    assert eventually(lambda: tops(live_server, table)[4] is None)
    for page in (ann, bob):  # the phone that undid it, and the others
        expect(page.locator(".deck.next")).to_have_attribute("data-deck", "4")
    tell("White")
    assert eventually(lambda: tops(live_server, table)[4] == "White")
    assert tops(live_server, table)[5] is None
    expect(ann.locator(".deck.next")).to_have_attribute("data-deck", "5")  # and on from there

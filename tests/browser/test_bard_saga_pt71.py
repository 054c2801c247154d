"""Bard Saga after blind playtest pt71."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, everyone_passes, post, started
from tests.browser.support import LINES, LiveServer, as_host, call, eventually, read, seat_link
from tests.browser.test_stress_set import SIZES, stressed


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


def test_the_host_phone_leaves_the_declaration_to_a_starting_player_at_a_phone(live_server: LiveServer, phone) -> None:
    # pt71: the host's phone showed "Wilhelmina: this round, white cards are [Red][Blue]…" for a player at her
    # own phone; one tap declared for her, and the log named only her.
    table = live_server.create_table("bard-saga", ["Ann", "Bob", "Cid"], seated=False)
    table["seats"][1]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 1})["token"]
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 1})
    host, bob = phone(), phone()
    as_host(host, live_server, table)
    bob.goto(seat_link(live_server, table, 1))
    expect(bob.get_by_role("button", name="White is Green")).to_be_visible()
    expect(host.locator("#prompt")).to_contain_text("Bob")
    expect(host.get_by_role("button", name="White is Green")).to_have_count(0)
    # A Starting Player without a phone of their own: the host's phone declares for them, as before.
    post(live_server, table, {"type": "choose_starting", "seat": 2})
    expect(host.get_by_role("button", name="White is Green")).to_be_visible()
    expect(bob.get_by_role("button", name="White is Green")).to_have_count(0)


def test_the_singing_victory_panel_is_on_the_asked_players_phone(live_server: LiveServer, phone) -> None:
    # pt71: every phone's bar took 45 % of a 360 px screen with the Singing Victory's caption and two large
    # buttons, the first primary, while the prompt said "Konstantin: score everyone's Singing Victory".
    table, st = started(live_server)
    st = everyone_passes(live_server, table, st, first=1)
    assert st["phase"] == "singing" and st["passed"][0] == 1
    asked, other = phone(), phone()
    asked.goto(seat_link(live_server, table, 1))
    other.goto(seat_link(live_server, table, 2))
    expect(asked.get_by_role("button", name="Score the Singing Victory")).to_be_visible()
    expect(asked.locator("[data-k=sing-here]")).to_have_count(0)
    here = other.locator("[data-k=sing-here]")
    expect(here).to_have_text("Score it from this phone…")
    expect(other.get_by_role("button", name="Score the Singing Victory")).to_have_count(0)
    here.click()  # any phone may still score it: one more tap opens the panel
    other.get_by_role("button", name="Score the Singing Victory").click()
    assert eventually(lambda: read(live_server, table)["state"]["phase"] != "singing")


def test_the_offline_banner_keeps_to_two_lines_in_german_and_russian(live_server: LiveServer, phone) -> None:
    # pt71: "Offline: deine Züge werden gesendet, sobald die Verbindung zurück ist · 1 Zug wartet aufs Senden"
    # took four lines at 360 px, text 130 %, and pushed the whole table down.
    table = live_server.create_table("bard-saga", ["Ann", "Bob", "Cid"])
    for lang, waits in (("de", "1 Zug wartet aufs Senden"), ("ru", "1 ход ждёт отправки")):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 0))
        page.locator(".bs-tell .cbtn").first.wait_for()
        page.context.set_offline(True)
        page.locator(".bs-tell .cbtn").first.click()
        banner = page.locator("#offline")
        expect(banner.locator("[data-k=offline-waiting]")).to_contain_text(waits)
        lines = banner.evaluate(LINES)
        assert lines <= 2, (lang, lines, banner.inner_text())
        page.context.set_offline(False)
        expect(banner).to_be_hidden()

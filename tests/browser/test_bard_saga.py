"""Bard Saga on two phones: round 1 through the API, the last round through the UI, the final screen."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, screenshot, seat_link

OUTER = [0, 1, 2, 3, 5, 6, 7]
# Buttons, fields and disclosure lines on the page that a thumb would miss (under 44 CSS px).
SMALL_TARGETS = """() => [...document.querySelectorAll('button, summary, input')].filter((e) => e.offsetParent)
  .map((e) => [e.getAttribute('aria-label') || e.textContent.trim(), e.getBoundingClientRect()])
  .filter(([, r]) => r.width < 44 || r.height < 44).map(([n]) => n)"""


def post(server: LiveServer, table: dict, action: dict, seat: int | str = "host") -> dict[str, Any]:
    """One action over the API, as a seat or the host."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)["state"]


def top_up(server: LiveServer, table: dict, st: dict, seat: int, need: dict[str, int]) -> None:
    """Give a player the Scrolls a deck needs (as a card effect would), so round 1 goes fast."""
    delta = {c: n - st["scrolls"][seat][c] for c, n in need.items() if n > st["scrolls"][seat][c]}
    if delta:
        post(server, table, {"type": "adjust", "seat": seat, "scrolls": delta})


def round_one(server: LiveServer, table: dict) -> dict:
    """Seven Legends found, the eighth uncovered; both pass and sing; Bob passed first."""
    colours = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]
    post(server, table, {"type": "set_field", "colors": colours})
    post(server, table, {"type": "choose_starting", "seat": 0})
    st = post(server, table, {"type": "declare", "color": "Green"}, 0)
    for deck, kind in [(d, k) for d in OUTER for k in ("collect", "search")] + [(8, "collect")]:
        seat = st["turn"]
        top_up(server, table, st, seat, st["need"][deck]["scrolls"])
        st = post(server, table, {"type": kind, "deck": deck, "color": "Blue"}, seat)
    assert st["legends_left"] == 1 and st["turn"] == 1
    post(server, table, {"type": "pass"}, 1)
    post(server, table, {"type": "pass"}, 0)
    st = post(server, table, {"type": "sing"}, 0)
    assert st["phase"] == "declaring" and st["starting"] == 1
    # Ann will need one Scroll of the colour Bob declares for white to Search the last Legend.
    return post(server, table, {"type": "adjust", "seat": 0, "scrolls": {"Blue": 1}})


def test_two_phones_play_the_last_round_to_the_end(live_server: LiveServer, phone: Callable[..., Page]) -> None:
    table = live_server.create_table("bard-saga", ["Ann", "Bob"])
    ann: Page = phone()
    bob: Page = phone()
    ann.goto(seat_link(live_server, table, 0))
    # Setup tells the table to take the two Scrolls the app drew for each player from the Inn.
    expect(ann.locator(".bs-setup")).to_contain_text("takes from the Inn the 2 Scrolls the app drew")
    round_one(live_server, table)
    bob.goto(seat_link(live_server, table, 1))
    expect(ann.locator(".bs-status")).to_contain_text("Round 1 · Next round")
    sung = "Singing Victory: Bob takes nothing · Ann takes nothing. Bob is the Starting Player"
    expect(ann.locator(".bs-note")).to_contain_text(sung)
    expect(ann.locator(".bs-note")).to_contain_text("Bob starts the next round and declares the colour of white cards")
    expect(ann.locator(".bs-note")).to_contain_text("hand limit")

    # Bob, the first to pass, is the Starting Player: he declares white for the last round.
    expect(bob.locator(".bs-declare")).to_contain_text("Bob: this round, white cards are")
    expect(ann.locator(".bs-wait")).to_have_text("Bob declares white")
    expect(ann.locator('[data-k="white"]')).to_have_count(0)  # last round's colour is gone
    screenshot(ann, "bard-saga-declaring")
    bob.get_by_role("button", name="White is Blue").click()
    expect(ann.locator('[data-k="white"]')).to_have_text("White = Blue")
    expect(ann.locator(".bs-wait")).to_have_text("Bob's turn")
    bob.get_by_role("button", name="Pass", exact=True).click()

    # Ann taps the last Legend: it needs one Scroll of the declared colour; she searches it.
    expect(ann.get_by_role("button", name="Play Story")).to_be_visible(timeout=2000)
    expect(ann.locator(".bs-hint")).to_contain_text("Your turn: tap a deck to Collect or Search it")
    deck = ann.locator('[data-deck="8"]')
    expect(deck).to_have_attribute("aria-label", "bottom-right deck: Legend, needs 1 Blue")
    screenshot(ann, "bard-saga-field")
    deck.click()
    expect(ann.locator("#sheet-content")).to_contain_text("To Search: 1 Blue")
    expect(ann.locator("#sheet-content")).to_contain_text("Ann can pay it")
    ann.locator("#bs-art").fill("Harp")
    screenshot(ann, "bard-saga-deck-sheet")
    ann.get_by_role("button", name="Search: Legend is Red").click()
    expect(bob.locator('[data-k="legends"]')).to_have_text("Legends 8/8 · last round!")
    expect(bob.locator('[data-k="vp0"]')).to_have_text("10 VP")

    # Ann plays a Red Story with the Legend's art, then passes: everyone has passed.
    ann.get_by_role("button", name="Play Story").click()
    ann.get_by_role("button", name="Harp").click()
    ann.get_by_role("button", name="Play Red").click()
    expect(bob.locator(".bs-p[data-seat='0'] .story")).to_have_count(1)
    expect(ann.locator(".bs-p[data-seat='0'] .story")).to_have_count(1)
    small = ann.evaluate(SMALL_TARGETS)
    assert small == [], f"tap targets under 44 px: {small}"
    ann.get_by_role("button", name="Pass", exact=True).click()
    expect(bob.locator(".bs-hint")).to_contain_text("Everyone has passed (Bob first)")

    # Singing Victory in one tap from Bob's phone; it is the eighth Legend's round: the end.
    bob.get_by_role("button", name="Sing Victory").click()
    for page in (ann, bob):
        board = page.locator("section.standings")
        expect(board).to_be_visible(timeout=2000)
        expect(board).to_contain_text("Bob wins the Bard Saga!")
        # Bob 14 VP (seven Legends); Ann 8 + 2 + 1 (Red) + 1 (Harp) = 12.
        expect(board.locator("li").first).to_contain_text("Bob 14 VP")
        expect(board.locator("li").nth(1)).to_contain_text("Ann 12 VP")
        expect(page.locator(".bs-status")).to_contain_text("Game over")
    screenshot(ann, "bard-saga-final-ann")
    screenshot(bob, "bard-saga-final-bob")

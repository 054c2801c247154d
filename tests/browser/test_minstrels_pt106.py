"""Minstrels after the blind playtest pt106: three phones (360 light English host, 360 dark German, 412 Russian),
text at 130 %, four 24-character names, own hero cards.

With some hands still to draw, the prompt named only them ("Maximilian: 2 Heldenkarten ziehen"): Wilhelmina,
her cards drawn and a hero to keep, was not lit, and the host's phone moved on from the hand it had just drawn.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, act, as_host, call, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

OWN = {"heroes": True, "own_components": True}
MIXED = {
    "en": "hero cards, then coins",
    "de": "Heldenkarten, dann Münzen",
    "ru": "карты героев, затем монеты",
}


@pytest.mark.parametrize("lang", list(MIXED))
def test_a_hand_drawn_keeps_its_player_asked_beside_those_still_to_draw(
    live_server: LiveServer, phone, lang: str
) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), OWN, seated=False)
    call(live_server, f"/api/tables/{table['code']}/join", {"seat": 3})
    act(live_server, table, {"type": "keep_seats"})
    host = stressed(phone, lang, SIZES[0])
    as_host(host, live_server, table)  # passed round for the first three
    host.locator(".msetup .draw-pair .btn").first.click()  # "Draw for me", for Bartholomew
    wait_for(host, "C.table.snap().state.players[0].dealt === 2")
    prompt = host.locator("#prompt")
    expect(prompt).to_contain_text(MIXED[lang])
    assert prompt.evaluate(LINES) <= 2, prompt.inner_text()
    expect(host.locator("#players-bar .player.turn")).to_have_count(4)  # Bartholomew too, with his hand to keep
    # The phone stays on the hand it has just drawn: Bartholomew's cards, behind his own tap.
    wait_for(host, "C.table.seat() === 0")

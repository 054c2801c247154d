"""Minstrels after the blind playtest pt106: three phones (360 light English host, 360 dark German, 412 Russian),
text at 130 %, four 24-character names, own hero cards.

With some hands still to draw, the prompt named only them ("Maximilian: 2 Heldenkarten ziehen"): Wilhelmina,
her cards drawn and a hero to keep, was not lit, and the host's phone moved on from the hand it had just drawn.
pt108: Kratos's reroll offered only the app's roll to a group rolling its own dice.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, act, as_host, call, seat_link, wait_for
from tests.browser.test_minstrels import kratos_and_tuck
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


def test_kratos_enters_the_real_die_he_rerolled(live_server: LiveServer, phone) -> None:
    table, _, get, kratos, _ = kratos_and_tuck(live_server)
    k = stressed(phone, "de", SIZES[0])
    k.goto(seat_link(live_server, table, kratos))
    k.get_by_role("button", name="Neu würfeln…").click()
    k.locator("#sheet").get_by_role("button", name="Wir haben Würfel 2 neu gewürfelt…").click()
    sheet = k.locator("#sheet")
    expect(sheet.locator(".die-name")).to_have_text(["Würfel 2"])  # only the die rerolled
    sheet.locator(".faces .btn").nth(4).click()  # a 5
    sheet.get_by_role("button", name="Diese Würfel eintragen").click()
    wait_for(k, "C.table.snap().state.dice[1] === 5")
    last = get("host")["log"][-1]
    assert last["type"] == "rerolled" and last["data"]["values"] == [1, 5] and last["data"]["real"] is True


def test_the_phones_own_player_sees_their_hero_cards_without_a_handover(live_server: LiveServer, phone) -> None:
    """pt106, pt108: "This phone is for Bartholomew", yet his own cards waited behind "📱 Hand to Bartholomew" and
    "Show Bartholomew's hero cards" before anyone else had held the phone."""
    table = live_server.create_table("minstrels", list(NAMES[:3]), {"heroes": True}, seated=False)
    table["seats"][0]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})["token"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table, mine=0)  # Bartholomew's phone, passed round to Wilhelmina and Zoë
    expect(page.locator(".msetup .heroes .hero")).to_have_count(2)  # his two cards, at once
    expect(page.locator("[data-k=show-heroes]")).to_have_count(0)

"""The score pad after blind playtest pt86: a round the players' own phones completed, on the host's phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.contrast import findings, ratio
from tests.browser.support import LiveServer, act, as_host, read, screenshot, switch_scheme, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def test_a_round_completed_on_the_players_phones_is_said_on_the_hosts(live_server: LiveServer, phone) -> None:
    """pt86: the last score of round 3 came from a player's phone; the host's form still read "Enter round 3",
    empty, and the next scores typed there would have gone into round 3."""
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 4})
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)
    expect(page.locator(".round-sheet")).to_be_visible()  # round 1 to enter
    for seat in range(len(NAMES)):  # every player on their own phone
        act(live_server, table, {"type": "score", "seat": seat, "delta": seat + 1}, seat)
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    expect(page.locator(".round-sheet")).to_have_count(0)
    said = page.locator("[data-k=round-in]")
    expect(said).to_have_text("Alle haben Punkte für Runde 1: „Runde 2 →“ startet die nächste.")
    expect(page.locator("#game-actions .pad-act.primary")).to_contain_text("Runde 2 →")
    screenshot(page, "score-pad-pt86-round-in-de")
    assert not (problems := findings(page, "score-pad de, round 1 in from the players' phones")), "\n".join(problems)
    # On to the next round: its form is back, for round 2.
    page.locator("#game-actions .pad-act.primary").click()
    expect(page.locator(".round-sheet h2")).to_have_text("Runde 2 eintragen")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_score_field_s_edge_stands_out_from_the_card(live_server: LiveServer, phone, scheme: str) -> None:
    """pt86: the "± points" fields' border was 1.4:1 against the card: an empty field was hard to see."""
    table = live_server.create_table("score-pad", list(NAMES), {"rounds": 4})
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    switch_scheme(page, scheme)
    field = page.locator(".round-sheet input").first
    expect(field).to_be_visible()
    assert (got := ratio(field, "border-top")) >= 3, f"{scheme}: a score field's edge at {got:.2f}:1"

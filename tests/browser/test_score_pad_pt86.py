"""The score pad after blind playtest pt86: a round the players' own phones completed, on the host's phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.contrast import findings, ratio
from tests.browser.support import LiveServer, act, as_host, read, screenshot, switch_scheme, wait_for
from tests.browser.test_score_pad_pt8 import _host, _table
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


def test_a_score_typed_while_the_grid_s_answer_is_on_its_way_is_kept(live_server: LiveServer, phone) -> None:
    """Found by pt11's test in a fresh clone under load: the answer to "Enter these scores" emptied every field of
    the grid, the cells typed while it was on its way too, so the next Enter sent fewer scores than were typed."""
    page = _host(phone, live_server, _table(live_server))
    held: list = []
    page.route(re.compile(r"/actions$"), lambda route: held.append(route))
    page.locator("#pe-0-0").fill("4")
    page.get_by_role("button", name="Enter these scores").click()
    for _ in range(250):  # the action asked for, its answer held back
        if held:
            break
        page.wait_for_timeout(20)
    page.locator("#pe-3-1").fill("7")  # the next score, typed at once
    held[0].continue_()
    page.unroute_all(behavior="ignoreErrors")
    expect(page.locator("[data-k=pv-0-0]")).to_have_text("4")  # entered
    expect(page.locator("#pe-3-1")).to_have_value("7")  # still there to enter
    page.get_by_role("button", name="Enter these scores").click()
    expect(page.locator("[data-k=pv-3-1]")).to_have_text("7")


def test_a_score_typed_while_the_round_s_answer_is_on_its_way_is_kept(live_server: LiveServer, phone) -> None:
    """The round sheet empties only the fields it sent too (a guard: in this timing the old code kept it as well,
    the next round's form drawn after it emptied the fields)."""
    table = live_server.create_table("score-pad", list(NAMES[:3]), {"rounds": 3}, seated=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    for seat in range(3):
        page.locator(f"#rs-{seat}").fill(str(seat + 2))
    held: list = []
    page.route(re.compile(r"/actions$"), lambda route: held.append(route))
    page.locator(".round-sheet .send").click()
    for _ in range(250):
        if held:
            break
        page.wait_for_timeout(20)
    page.locator("#rs-0").fill("9")  # round 2's first score, typed at once
    held[0].continue_()
    page.unroute_all(behavior="ignoreErrors")
    expect(page.locator(".round-sheet h2")).to_have_text("Enter round 2")
    expect(page.locator("#rs-0")).to_have_value("9")
    expect(page.locator("#rs-1")).to_have_value("")
    assert read(live_server, table)["state"]["totals"] == [2, 3, 4]


def test_a_name_tapped_on_the_hosts_phone_says_whom_it_now_plays_for(live_server: LiveServer, phone) -> None:
    """pt86: a tap on a name at the top switched whom the host's phone scores for, without a word."""
    table = live_server.create_table("score-pad", list(NAMES[:4]), {"rounds": 4}, seated=False)
    page = stressed(phone, "de", SIZES[0])
    as_host(page, live_server, table)
    page.locator("[data-k=p1]").click()
    expect(page.locator("#toast")).to_have_text(f"Dieses Handy spielt jetzt für {NAMES[1]}")
    wait_for(page, "C.table.creds().actingAs === 1")
    page.locator("[data-k=p1]").click()  # the same name again: back to everyone
    expect(page.locator("#toast")).to_have_text("Dieses Handy wird wieder herumgereicht")
    wait_for(page, "C.table.creds().actingAs === null")

"""The score pad after blind playtest pt76: a name tapped on the host's phone, a tap sent late, a round left open."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.live import call
from tests.browser.support import LiveServer, act, as_host, read, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed


def _own_phones(server: LiveServer, rounds: int = 4) -> dict:
    """Six players: Wilhelmina (1) and Zoë (2) at their own phones, Bartholomew (0) on the host's with the rest."""
    table = server.create_table("score-pad", list(NAMES), {"rounds": rounds}, seated=False)
    for s in table["seats"]:
        if s["seat"] in (0, 1, 2):
            s["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s["seat"]})["token"]
    table["seq"] = read(server, table)["seq"]
    return table


def test_a_name_tapped_on_the_host_phone_brings_that_players_card_in_front(live_server: LiveServer, phone) -> None:
    """pt76: Maximilian tapped at the top, Bartholomew's card stayed in front and took Maximilian's +5."""
    table = _own_phones(live_server)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table, mine=0)
    wait_for(host, f"C.table.snap() && C.table.snap().seq >= {table['seq']}")
    expect(host.locator(".score-card").first).to_have_attribute("aria-label", NAMES[0])
    host.locator("li.player", has_text="Maximilian").click()  # passing the phone: act for Maximilian
    card = host.locator(".score-card").first
    expect(card).to_have_attribute("aria-label", NAMES[3])
    card.get_by_role("button", name="+5 for " + NAMES[3]).click()
    wait_for(host, "C.table.snap().state.totals[3] === 5")
    assert read(live_server, table)["state"]["totals"][:4] == [0, 0, 0, 5]


def test_a_score_tapped_offline_goes_to_the_round_it_was_tapped_in(live_server: LiveServer, phone) -> None:
    """pt76: +2 tapped offline in round 2 was booked to round 3, which the host had begun meanwhile."""
    table = _own_phones(live_server)
    act(live_server, table, {"type": "next_round"})  # round 2
    table["seq"] = read(live_server, table)["seq"]
    zoe = stressed(phone, "ru", SIZES[1])
    opened(zoe, live_server, table, 2)
    zoe.context.set_offline(True)
    zoe.get_by_role("button", name="+1 игроку " + NAMES[2]).click()
    zoe.get_by_role("button", name="+1 игроку " + NAMES[2]).click()
    expect(zoe.locator('[data-k="w2"]')).to_contain_text("+2")
    act(live_server, table, {"type": "next_round"})  # the host moves on to round 3 meanwhile
    zoe.context.set_offline(False)
    wait_for(zoe, "C.table.snap().state.totals[2] === 2")
    state = read(live_server, table)["state"]
    assert [r[:3] for r in state["by_round"]][2] == [0, 2, 0] and state["entered"][2][:3] == [False, True, False]


def test_the_round_form_leaves_the_round_open_for_players_still_to_enter(live_server: LiveServer, phone) -> None:
    """pt76: the host's form with four of six rows closed round 1 on Wilhelmina and Zoë, at their own phones."""
    table = _own_phones(live_server)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table, mine=0)
    wait_for(host, f"C.table.snap() && C.table.snap().seq >= {table['seq']}")
    for seat, points in ((0, 7), (3, 4), (4, 9), (5, 2)):
        host.locator(f"#rs-{seat}").fill(str(points))
    host.locator(".round-sheet button[type=submit]").click()
    expect(host.locator(".round-sheet .left-out")).to_have_count(2)  # pt78: said first, sent on a second tap
    host.locator(".round-sheet button[type=submit]").click()
    wait_for(host, "C.table.snap().state.totals[5] === 2")
    expect(host.locator('[data-k="round"]')).to_have_text("Round 1 of 4 · 4 of 6 entered")
    act(live_server, table, {"type": "score", "seat": 1, "delta": 3, "round": 1}, 1)  # Wilhelmina at her phone
    act(live_server, table, {"type": "score", "seat": 2, "delta": 5, "round": 1}, 2)  # and Zoë
    expect(host.locator('[data-k="round"]')).to_have_text("Round 1 of 4 · 6 of 6 entered")
    assert read(live_server, table)["state"]["round"] == 1  # moving on is the host's tap, with no question now


def test_the_dice_sheet_lists_the_roll_off_among_the_recent_rolls(live_server: LiveServer, phone) -> None:
    """pt76: "First: Anastasia…" over an empty "Recent rolls": the roll-off's dice were only in the log."""
    table = _own_phones(live_server)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table, mine=0)
    wait_for(host, f"C.table.snap() && C.table.snap().seq >= {table['seq']}")
    host.locator("#open-dice").click()
    expect(host.locator("#sheet-content p.muted", has_text="No rolls yet")).to_be_visible()
    host.get_by_role("button", name="Roll off for first player").click()
    wait_for(host, "C.table.snap().table.first_player !== null")
    said = [e["text"] for e in read(live_server, table)["log"] if e["type"] == "rolloff"]
    expect(host.locator("#sheet-content ol.rolls li")).to_have_text(said)
    expect(host.locator("#sheet-content [data-k=roll]")).to_have_text(said[0])  # pt78: not "No roll yet" above it


def test_a_corrected_slip_is_not_the_scale_for_the_next_one(live_server: LiveServer, phone) -> None:
    """pt78: 70 typed for 7 and corrected, then 80 for 8 on another card went in unasked (70 was the largest)."""
    table = _own_phones(live_server)
    act(live_server, table, {"type": "score_round", "scores": {"0": 12, "1": 9, "2": 6, "3": 70, "4": 11, "5": 8}})
    act(live_server, table, {"type": "correct", "seat": 3, "round": 1, "score": 7})
    table["seq"] = read(live_server, table)["seq"]
    zoe = stressed(phone, "en", SIZES[1])
    opened(zoe, live_server, table, 2)
    zoe.locator("#amount-2").fill("80")
    zoe.locator("#amount-2").press("Enter")
    ask = zoe.locator("dialog.ask")
    expect(ask).to_contain_text("+80")
    ask.get_by_role("button", name="Cancel").click()
    assert read(live_server, table)["state"]["totals"][2] == 6

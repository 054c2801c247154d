"""Tales of Danger after the blind playtest pt58: the phone passed round keeps its own player's Journals face down.

Pt58: the host's phone, Bartholomew's own, also held three seats without a phone of their own. While the
players with phones of their own took their turns it rested on Bartholomew, "Act 3 · your voyage", his
Journal 3 face up, and then went round to Maximilian, Anastasia and Christopher.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, call, read
from tests.browser.test_kob_pt57 import hosts_own
from tests.browser.test_kob_round_three import _by as by
from tests.browser.test_stress_set import NAMES


def _journal_in(server: LiveServer, own: tuple[int, ...]) -> dict:
    """Act 3: Bartholomew (seat 0, the host's own) has completed a Segment with Journal 2; Wilhelmina's turn."""
    t = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for s in t["seats"]:
        if s["seat"] in own:
            s["token"] = call(server, f"/api/tables/{t['code']}/join", {"seat": s["seat"]})["token"]
    for seat in range(5):
        by(t, seat, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, server, own)
    by(t, 5, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, server, own)
    for seat in range(6):
        by(t, seat, {"type": "hand_full", "full": True}, server, own)
    by(t, read(server, t)["state"]["turn"], {"type": "end_turn"}, server, own)
    for seat in range(6):
        costs = ["bad_luck", "illness", "rough_seas12"] if seat == 0 else ["great_fishing"]
        by(t, seat, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, server, own)
    by(t, 0, {"type": "complete_segment", "crew": 6, "supplies": 5, "cancels": [], "journal": 2}, server, own)
    done = by(t, 0, {"type": "prepare_segment", "difficulty": 2, "costs": ["bad_luck", "illness"]}, server, own)
    t["seq"] = done["seq"]
    assert read(server, t)["state"]["turn"] == 1
    return t


def test_the_passed_phone_resting_on_its_own_player_shows_its_journal_face_down(live_server: LiveServer, phone) -> None:
    t = _journal_in(live_server, (0, 1, 2))  # Maximilian, Anastasia and Christopher on the host's phone
    page = hosts_own(phone, live_server, t)
    mine = page.locator("section.tod-mine")
    expect(mine.locator(".slot.done .j")).to_have_text("?")
    expect(mine.locator('[data-k="mypts"]')).to_have_text("3 + ?")  # the ship's 3, the Journal unsaid
    expect(mine.locator(".slot.done")).to_have_attribute("aria-label", "Segment 1: difficulty 3, Journal face down")


def test_a_host_phone_holding_only_its_own_player_shows_its_journal(live_server: LiveServer, phone) -> None:
    t = _journal_in(live_server, tuple(range(6)))  # every seat on a phone of its own
    page = hosts_own(phone, live_server, t)
    mine = page.locator("section.tod-mine")
    expect(mine.locator(".slot.done .j")).to_have_text("2")
    expect(mine.locator('[data-k="mypts"]')).to_have_text("5")

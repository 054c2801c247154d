"""Tales of Danger after the blind playtest pt58: the phone passed round keeps its own player's Journals face down.

Pt58: the host's phone, Bartholomew's own, also held three seats without a phone of their own. While the
players with phones of their own took their turns it rested on Bartholomew, "Act 3 · your voyage", his
Journal 3 face up, and then went round to Maximilian, Anastasia and Christopher.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, as_host, call, read, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def _by(server: LiveServer, t: dict, own: tuple[int, ...], seat: int, action: dict) -> dict:
    """An action for `seat`: on its own phone (the seats in `own`), else on the host's phone passed round."""
    return act(server, t, action, seat) if seat in own else act(server, t, {**action, "by": seat}, "host")


def _journal_in(server: LiveServer, own: tuple[int, ...]) -> dict:
    """Act 3: Bartholomew (seat 0, the host's own) has completed a Segment with Journal 2; Wilhelmina's turn."""
    t = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for s in t["seats"]:
        if s["seat"] in own:
            s["token"] = call(server, f"/api/tables/{t['code']}/join", {"seat": s["seat"]})["token"]
    for seat in range(5):
        _by(server, t, own, seat, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6})
    _by(server, t, own, 5, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6})
    for seat in range(6):
        _by(server, t, own, seat, {"type": "hand_full", "full": True})
    _by(server, t, own, read(server, t)["state"]["turn"], {"type": "end_turn"})
    for seat in range(6):
        costs = ["bad_luck", "illness", "rough_seas12"] if seat == 0 else ["great_fishing"]
        _by(server, t, own, seat, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs})
    _by(server, t, own, 0, {"type": "complete_segment", "crew": 6, "supplies": 5, "cancels": [], "journal": 2})
    done = _by(server, t, own, 0, {"type": "prepare_segment", "difficulty": 2, "costs": ["bad_luck", "illness"]})
    t["seq"] = done["seq"]
    assert read(server, t)["state"]["turn"] == 1
    return t


def _hosts_own(phone, server: LiveServer, t: dict) -> Page:
    page = stressed(phone, "en", SIZES[0])
    as_host(page, server, t, mine=0)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']} && C.table.seat() === 0")
    return page


def test_the_passed_phone_resting_on_its_own_player_shows_its_journal_face_down(live_server: LiveServer, phone) -> None:
    t = _journal_in(live_server, (0, 1, 2))  # Maximilian, Anastasia and Christopher on the host's phone
    page = _hosts_own(phone, live_server, t)
    mine = page.locator("section.tod-mine")
    expect(mine.locator(".slot.done .j")).to_have_text("?")
    expect(mine.locator('[data-k="mypts"]')).to_have_text("3 + ?")  # the ship's 3, the Journal unsaid
    expect(mine.locator(".slot.done")).to_have_attribute("aria-label", "Segment 1: difficulty 3, Journal face down")


def test_a_host_phone_holding_only_its_own_player_shows_its_journal(live_server: LiveServer, phone) -> None:
    t = _journal_in(live_server, tuple(range(6)))  # every seat on a phone of its own
    page = _hosts_own(phone, live_server, t)
    mine = page.locator("section.tod-mine")
    expect(mine.locator(".slot.done .j")).to_have_text("2")
    expect(mine.locator('[data-k="mypts"]')).to_have_text("5")

"""Tales of Danger after the blind playtest pt58: the phone passed round keeps its own player's Journals face down.

Pt58: the host's phone, Bartholomew's own, also held three seats without a phone of their own. While the
players with phones of their own took their turns it rested on Bartholomew, "Act 3 · your voyage", his
Journal 3 face up, and then went round to Maximilian, Anastasia and Christopher.
Pt59: at the end, when every Journal is turned face up to score, that phone still showed his as "?"; and
a phone offline in Act 2 kept asking "Hand full?" and offering End turn after both were tapped.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import at
from tests.browser.support import LiveServer, act, call, read, wait_for
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


def _to_the_end(server: LiveServer, t: dict, own: tuple[int, ...]) -> dict:
    """From `_journal_in`: Bartholomew completes a Segment (Journal 1) on each of his turns, the others forage."""
    while True:
        st = read(server, t)["state"]
        if st["phase"] == "over":
            t["seq"] = read(server, t)["seq"]
            return st
        seat = st["turn"]
        if seat != 0:
            by(t, seat, {"type": "forage", "cost": "crew"}, server, own)
            continue
        by(t, 0, {"type": "complete_segment", "crew": 6, "supplies": 5, "cancels": [], "journal": 1}, server, own)
        st = read(server, t)["state"]
        if st["phase"] != "over" and st["turn"] == 0:
            by(t, 0, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, server, own)


def test_at_the_end_the_passed_phone_shows_its_own_players_journals_face_up(live_server: LiveServer, phone) -> None:
    t = _journal_in(live_server, (0, 1, 2))
    st = _to_the_end(live_server, t, (0, 1, 2))
    journals = [v["journal"] for v in st["players"][0]["voyage"]]
    assert journals[0] == 2 and None not in journals  # turned face up for everyone to score
    page = hosts_own(phone, live_server, t)
    expect(page.locator(".slot.done .j").first).to_be_visible()
    shown = page.locator('[data-k="v0"] .slot.done .j')
    expect(shown).to_have_text([str(j) for j in journals])


def test_act2_moves_tapped_offline_show_as_made_and_go_once(live_server: LiveServer, phone) -> None:
    # Pt59: offline, "Hand full?" stayed unticked and End turn stayed offered; tapped again, both went twice.
    t = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0})
    rank = read(live_server, t)["state"]["sponsors"][0]
    act(live_server, t, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 6}, 0)
    act(live_server, t, {"type": "end_turn"}, 1)
    act(live_server, t, {"type": "end_turn"}, 2)
    assert read(live_server, t)["state"]["turn"] == 0  # Bartholomew's Act 2 turn
    page = at(phone, live_server, t, 0, "de")
    bar = page.locator("#game-actions")
    expect(bar.get_by_role("button", name="Hand voll?")).to_be_visible()
    page.context.set_offline(True)
    bar.get_by_role("button", name="Hand voll?").click()
    expect(bar.get_by_role("button", name="Hand voll ✓")).to_have_attribute("aria-pressed", "true")
    bar.get_by_role("button", name="Zug beenden").click()
    expect(bar.get_by_role("button", name="Zug beenden")).to_have_count(0)  # not offered a second time
    page.context.set_offline(False)
    wait_for(page, "C.table.queued().length === 0", timeout=15000)
    log = [e["type"] for e in call(live_server, f"/api/tables/{t['code']}/log")]
    assert log.count("hand_marked") == 1 and read(live_server, t)["state"]["players"][0]["hand_full"] is True
    assert read(live_server, t)["state"]["turn"] == 1  # the turn ended, once


def test_a_seat_passed_round_counts_its_unseen_journals_as_unknown_points(live_server: LiveServer, phone) -> None:
    # Pt60: on Maximilian's own turn the host's phone (reading as the host: nobody's secrets) said "Points 1",
    # his Journal 3 left out of what read as his whole score.
    own = (0, 1, 2)
    t = _journal_in(live_server, own)
    completed = False
    while not (completed and read(live_server, t)["state"]["turn"] == 3):
        seat = read(live_server, t)["state"]["turn"]
        if seat == 3 and not completed:
            paid = {"crew": 0, "supplies": 0, "cancels": []}
            by(t, 3, {"type": "complete_segment", **paid, "journal": 3}, live_server, own)
            by(t, 3, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, live_server, own)
            completed = True
        else:
            by(t, seat, {"type": "forage", "cost": "crew"}, live_server, own)
    t["seq"] = read(live_server, t)["seq"]
    page = hosts_own(phone, live_server, t, on=3)  # on Maximilian, his turn
    mine = page.locator("section.tod-mine")
    expect(mine.locator('[data-k="mypts"]')).to_have_text("1 + ?")
    expect(mine.locator(".slot.done .j")).to_have_text("?")


def test_the_secure_sheets_question_in_russian_takes_no_more_lines_than_in_english(
    live_server: LiveServer, phone
) -> None:
    # Pt60: "Какой покровитель? (нужны 1 доверенное лицо и доказательства и планы, которых он требует)" took four
    # lines at 360 px, 130 %, its agreement off ("нужны 1 ... лицо").
    t = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0})
    lines = {}
    for lang, secure in (("en", "Secure Sponsor"), ("ru", "Взять покровителя")):
        page = at(phone, live_server, t, 0, lang)
        page.locator("#game-actions").get_by_role("button", name=secure).click()
        question = page.locator("#sheet .secure .vpick > span.small")
        expect(question).to_be_visible()
        lines[lang] = question.evaluate(LINE_COUNT)
    assert lines["ru"] <= lines["en"], lines


LINE_COUNT = "(el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))"

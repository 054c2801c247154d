"""Tales of Danger after blind playtest pt65 (six long names, three phones, text at 130 %).

A phone passed round says why its own voyage shows "?" (the Journals stay face down on it), and shows its own
for a few seconds on a tap (pt67). Move the Story Along is a line until the turn it speaks of (pt67).
Act 1's usual turn ends without a Sponsor: End turn is the primary move, Secure Sponsor only when the
rule makes it a must. The Complete sheet's foot says what to discard in two lines at most, with a
bonus card to take first, in every language (German took three, pushing the checker under the foot).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import (
    LINES,
    LiveServer,
    act,
    as_host,
    caught_up,
    read,
    screenshot,
    seat_link,
    wait_for,
)
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt14 import GREAT, _by, act3_of_three
from tests.browser.test_tales_of_danger_pt24 import act3_begun

SECURE = {"en": "Secure Sponsor", "de": "Gönner gewinnen", "ru": "Взять покровителя"}
BONUS = {"en": "Take 1 bonus card first", "de": "Nimm erst 1 Bonuskarte", "ru": "Сначала возьми 1 бонусную карту"}
END = {"en": "End turn", "de": "Zug beenden", "ru": "Закончить ход"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_act_1s_primary_move_is_end_turn_unless_a_sponsor_is_a_must(live_server: LiveServer, phone, lang: str) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    bar = page.locator("#game-actions")
    expect(bar.locator(".btn.primary")).to_have_text(END[lang])
    expect(bar.get_by_role("button", name=SECURE[lang])).not_to_have_class("primary")
    screenshot(page, f"tod-pt65-act1-{lang}")
    # Two of three have a Sponsor: the third must secure one (Move the Story Along), so it leads.
    for seat in (0, 1):
        rank = read(live_server, table)["state"]["free_sponsors"][0]
        act(live_server, table, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 6}, seat)
    table["seq"] = read(live_server, table)["seq"]
    zoe = stressed(phone, lang, SIZES[0])
    zoe.goto(seat_link(live_server, table, 2))
    caught_up(zoe)
    expect(zoe.locator("#game-actions .btn.primary")).to_have_text(SECURE[lang])


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_complete_sheets_owed_line_with_a_bonus_card_takes_two_lines_at_most(
    live_server: LiveServer, phone, lang: str
) -> None:
    table = act3_begun(live_server)
    for seat in range(6):  # seat 0 owes Crew and Supplies, and Great Fishing! gives it a bonus card first
        costs = ["rough_seas12", "illness", "great_fishing"] if seat == 0 else ["great_fishing"]
        act(live_server, table, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Complete
    owed = page.locator('#sheet .jfoot [data-k="exactly"]')
    expect(owed).to_contain_text("4")  # 4 Crew, 2 Supplies
    assert (n := owed.evaluate(LINES)) <= 2, f"{n} lines: {owed.inner_text()!r}"
    # The bonus card is said with the instruction beside the Journals, before the tap it comes before.
    expect(page.locator('#sheet .jfoot [data-k="jprompt"]')).to_contain_text(BONUS[lang])
    print(lang, page.locator("#sheet .jfoot").evaluate("(el) => el.getBoundingClientRect().height"))
    screenshot(page, f"tod-pt65-complete-{lang}")


def test_a_phone_passed_round_says_why_the_journals_are_face_down(live_server: LiveServer, phone) -> None:
    # Bartholomew's phone is the host's, passed round to Zoë; Wilhelmina has her own. pt65 read the
    # "?" under Bartholomew's own ships, and under Zoë's while she held the phone, as a fault.
    table = act3_of_three(live_server, (0, 1))
    forage = {"type": "forage", "cost": "great_fishing", "others": []}
    done = {"type": "complete_segment", "crew": 0, "supplies": 0}
    _by(live_server, table, {**done, "journal": 3}, 0)
    _by(live_server, table, GREAT, 0)
    _by(live_server, table, forage, 1)
    _by(live_server, table, {**done, "journal": 2}, 2)  # Zoë's first Journal, face down
    _by(live_server, table, GREAT, 2)
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    page.clock.install()  # the look at one's own Journals lasts 5 s on the page's clock
    as_host(page, live_server, table, mine=0)
    prompt, points = page.locator("#prompt"), page.locator('[data-k="mypts"]')
    why = page.locator('.tod-mine [data-k="shared"]')
    expect(prompt).to_contain_text("Your turn")
    expect(points).to_have_text("4")  # Bartholomew's turn: his own Journal shows, nothing to explain
    expect(why).to_have_count(0)
    _by(live_server, table, forage, 0)
    expect(prompt).to_contain_text("Wilhelmina")  # her turn, on her phone: this one lies on the table
    expect(points).to_have_text("1 + ?")
    expect(why).to_contain_text("Face down while this phone goes round.")
    screenshot(page, "tod-pt65-face-down")
    # pt67: his own, hidden from him on his own phone, "looked like lost points": a tap shows them a while.
    why.get_by_role("button", name="Show mine for 5 seconds").click()
    expect(points).to_have_text("4")
    page.clock.run_for(5200)
    expect(points).to_have_text("1 + ?")
    _by(live_server, table, forage, 1)
    expect(prompt).to_contain_text("Zoë")  # Zoë's turn, on this phone: hers are face down too, and said so
    expect(points).to_have_text("1 + ?")
    expect(why).to_contain_text("On a phone passed round the Journals stay face down")  # not hers to show here


def test_a_turn_ended_offline_shows_as_ended_and_offers_no_sponsor_after_it(live_server: LiveServer, phone) -> None:
    # pt65: End turn tapped offline left "Du bist dran" and the Sponsor button; a Sponsor queued
    # after it was refused once back online ("it is Zoë's turn").
    table = live_server.create_table("tales-of-danger", list(NAMES[:3]), {"first_player": 0})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    bar = page.locator("#game-actions")
    expect(page.locator("#prompt")).to_contain_text("Du bist dran")
    page.context.set_offline(True)
    bar.get_by_role("button", name=END["de"]).click()
    expect(page.locator('[data-k="offline-waiting"]')).to_contain_text("1 Zug wartet")
    expect(page.locator("#prompt")).not_to_contain_text("Du bist dran")
    expect(page.locator("#prompt")).to_contain_text("gesendet")
    expect(bar.get_by_role("button", name=SECURE["de"])).to_have_count(0)
    expect(bar.get_by_role("button", name=END["de"])).to_have_count(0)
    page.context.set_offline(False)
    wait_for(page, "C.table.snap().state.turn === 1")
    expect(page.locator("#toast.bad")).to_have_count(0)  # nothing refused


def test_the_cost_cards_tapped_so_far_stand_apart_and_a_tap_takes_one_back(live_server: LiveServer, phone) -> None:
    # pt65: the tapped cards showed as chips like the choices under them, with no word on what they were.
    table = act3_begun(live_server)
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Prepare Segment
    sheet = page.locator("#sheet")
    sheet.get_by_role("button", name="Schwierigkeit 3").click()
    sheet.locator('[data-k="wedrewbtn"]').click()  # the real deck's cards
    expect(sheet.locator('[data-k="picked"]')).to_have_count(0)
    sheet.locator("button.chip").first.click()
    taken = sheet.locator('[data-k="picked"]')
    expect(taken).to_contain_text("Bisher angetippt")
    expect(taken.locator("button.chip")).to_have_count(1)
    expect(taken.locator("button.chip")).to_contain_text("✕")
    screenshot(page, "tod-pt65-picked-de")
    taken.locator("button.chip").click()  # taken back
    expect(sheet.locator('[data-k="picked"]')).to_have_count(0)
    expect(sheet).to_contain_text("0 von 3")


def test_move_the_story_along_is_a_line_until_the_turn_it_speaks_of(live_server: LiveServer, phone) -> None:
    # pt67: "Александра … в этот ход нужно заручиться покровителем" ("this turn") in a third of the screen,
    # during Wilhelmina's turn.
    table = live_server.create_table("tales-of-danger", list(NAMES[:4]), {"first_player": 0})
    secure = {"type": "secure_sponsor", "start": 2, "market": 2, "max": 6}
    for seat in (0, 1, 2, 3):  # Wilhelmina (1) secures none: the only one left without, her turn to come
        if seat == 1:
            act(live_server, table, {"type": "end_turn"}, seat)
        else:
            act(live_server, table, {**secure, "rank": read(live_server, table)["state"]["free_sponsors"][0]}, seat)
    st = read(live_server, table)["state"]
    assert st["turn"] == 0 and st["story"]["seat"] == 1, (st["turn"], st["story"])
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    caught_up(page)
    story = page.locator('[data-k="story"]')
    expect(story).to_contain_text("Wilhelmina Featherstones muss im eigenen Zug einen Gönner gewinnen")
    expect(story).not_to_have_class(re.compile(r"\bbanner\b"))
    act(live_server, table, {"type": "end_turn"}, 0)  # her turn now: the banner, "this turn"
    expect(story).to_contain_text("muss in diesem Zug")
    expect(story).to_have_class(re.compile(r"\bbanner\b"))

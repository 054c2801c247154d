"""The King of All Bards after the blind playtests pt21 and pt25 (issue #26): six 24-character names, 360 px.

The table is set up over the API (as the phones would); what is checked is on the phones.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, count_taps, seat_link, wait_for
from tests.browser.test_king_of_all_bards import _sing
from tests.browser.test_kob_round_three import BARDS, NAMES, SMALL, _by, _performing, _six
from tests.browser.test_stress_set import LARGER_TEXT, TEXT_AT

# Each Pub's label against its icon, in screen pixels: how far the name runs past the icon's left edge.
OVERLAPS = """() => [...document.querySelectorAll(".kob-board g.pub")].map((g) => {
  const label = g.querySelector("text.pn"), name = label.getBoundingClientRect();
  const icon = g.querySelector("svg.ic").getBoundingClientRect();
  const apart = name.right <= icon.left + 0.5 || name.bottom <= icon.top + 0.5 || name.top >= icon.bottom - 0.5;
  return apart ? null : `${label.textContent} runs ${Math.round(name.right - icon.left)} px into its icon`;
}).filter(Boolean)"""


def test_no_pub_name_runs_into_its_icon_at_360_px_with_larger_text(live_server: LiveServer, phone) -> None:
    # pt25: "1 Beer Mayo▯", "3 Torn Banne⛵" on the second phone once the First Player was rolled.
    t = _six(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    act(live_server, t, {"type": "first_player", "seat": 1}, "host")
    # The phone's text made larger while the table is open (as pt25's was): the labels are measured again.
    page = phone(viewport={"width": 360, "height": 740})
    page.goto(seat_link(live_server, t, 1))
    expect(page.locator(".kob-board g.pub")).to_have_count(6)
    assert page.evaluate(OVERLAPS) == []
    page.evaluate(LARGER_TEXT)
    page.evaluate(TEXT_AT, "130 %")
    assert page.evaluate(OVERLAPS) == []


def test_a_turn_that_has_just_come_round_cannot_be_ended_by_a_second_tap(live_server: LiveServer, phone) -> None:
    # pt21: a failed Song ended the turn by itself and the next Bard's "End turn" came up under the same thumb on the
    # phone passed round: the tap meant for the old turn skipped the next one. It waits GUARD ms, disabled, saying why.
    t = _performing(live_server)
    for seat in range(3):  # Bartholomew, then the two with phones of their own: Maximilian's turn, on the host phone
        _by(t, seat, {"type": "end_turn"}, live_server)
    page = phone(**SMALL)
    page.clock.install()
    as_host(page, live_server, t)
    end = page.locator("#game-actions button", has_text="End turn")
    expect(end).to_be_enabled()  # a turn already going when the phone opens: nothing to guard
    _by(t, 3, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 3, {"type": "perform_roll", "value": 1}, live_server)
    _by(t, 3, {"type": "end_turn"}, live_server)  # as the phone does by itself after the failed roll
    expect(page.locator(".kob-sing-head h3")).to_contain_text("♪ Pub")  # the next singer's Songs (pt50: "♪ Pub 5")
    expect(end).to_be_disabled()
    expect(end).to_have_attribute("data-why", f"{NAMES[4]}'s turn has just begun")
    page.clock.run_for(1500)
    expect(end).to_be_enabled()
    end.click()
    wait_for(page, "C.table.snap().state.turn === 5")  # Anastasia's turn ended: Christopher's comes round
    expect(end).to_be_disabled()  # and guarded in its turn


def test_push_a_fan_needs_no_scroll_at_360_px_with_larger_text(live_server: LiveServer, phone) -> None:
    # pt21: six players' Fans with their full names came first; Pubs 3-6 were below the fold of the sheet.
    t = _six(live_server)
    for seat, pub in enumerate((4, 3, 1, 4, 5, 6)):  # Bartholomew and Maximilian duel in Pub 4
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat in (0, 3):
        _by(t, seat, {"type": "duel_song", "genre": "dance", "mood": "major"}, live_server)
    for seat, value in ((0, 2), (3, 6)):
        _by(t, seat, {"type": "duel_roll", "value": value}, live_server)
    _by(t, 3, {"type": "duel_reward", "rewards": ["tip"]}, live_server)  # Bartholomew lost: he sings in the Square
    page = phone(**SMALL)
    as_host(page, live_server, t)
    _sing(page, "Epic Major", 6, "Push a Fan")
    sheet = page.locator("#sheet-content")
    expect(sheet.locator('button.chip[aria-pressed="true"]')).to_contain_text("Bartholomew (1)")  # his own, picked
    pubs = sheet.locator(".kob-grid button")
    expect(pubs).to_have_count(6)
    for k in range(6):
        expect(pubs.nth(k)).to_be_in_viewport(ratio=1)
    pubs.nth(2).click()  # one tap: his Fan from the Square to Pub 3
    expect(page.locator('[data-k="cap3"]')).to_have_text("2/6")


def test_the_tricks_the_player_may_play_now_come_first_three_taps_to_play_one(live_server: LiveServer, phone) -> None:
    # pt21: a Trick was 4 taps in a 27-row list, the rare and unique ones behind a fold and a scroll.
    t = _performing(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)  # Bartholomew's Epic Fail, his turn not yet ended
    page = phone(**SMALL)
    as_host(page, live_server, t)
    taps = count_taps(page)
    page.locator("#game-actions button", has_text="Tricks").click()
    sheet = page.locator("#sheet-content")
    expect(sheet.locator("[data-k=playable]")).to_have_text("Playable now (3)")
    names = [n.replace("\u00ad", "") for n in sheet.locator(".kob-trick summary b").all_text_contents()]
    # After his own failed Song the Tricks of the moment come first: Epic Solo (a reroll), Cunning Bargain and
    # Standing Ovation (after a failed Song); then the four commons as before, without the one listed already.
    assert names[:3] == ["Epic Solo", "Cunning Bar-gain", "Standing Ovation"], names  # the card says "Bar-gain"
    assert names.count("Epic Solo") == 1
    sheet.locator(".kob-trick summary", has_text="Epic Solo").first.click()
    sheet.locator("button", has_text="Play (").first.click()  # on the singer: chosen already
    wait_for(page, "C.table.snap().state.tricks.some((x) => x.trick === 'epic_solo' && x.target === 0)")
    assert taps() <= 3

"""The King of All Bards after the blind playtest pt50: one order at a time on the phone passed round in a
three-player Duel, one roll for every held duelist, the Songs in the singer's first screen, one "Nobody plays a
Trick" at the end.

Six 24-character names, 360x740, text at 130 %; Bartholomew's phone is the host's, passed round for Maximilian,
Anastasia and Friedrich; Wilhelmina and Zoë on their own phones (as the report's).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import read, screenshot, wait_for
from tests.browser.test_kob_pt45 import SMALL, _by, _host, _performing
from tests.browser.test_stress_set import opened, stressed

SONG = {"type": "duel_song", "genre": "love", "mood": "major"}


def _three_way(server, rolls: dict[int, int] | None = None) -> dict:
    """Round 1: Maximilian, Anastasia and Christopher (all on the host's phone) duel in Pub 5; `rolls` rolled."""
    t = _performing(server, (1, 2, 3, 5, 5, 5))
    for seat in (3, 4, 5):
        t["seq"] = _by(t, seat, SONG, server)["seq"]
    for seat, value in (rolls or {}).items():
        t["seq"] = _by(t, seat, {"type": "duel_roll", "value": value}, server)["seq"]
    return t


def _bar(page) -> list[str]:
    return [x.strip() for x in page.locator("#game-actions button:visible").all_inner_texts()]


def test_the_passed_phone_asks_the_held_losers_once_before_the_winners_rewards(live_server, phone) -> None:
    """pt50: "Anastasia: choose 2 different rewards" beside two "Pass to …: a Trick?" lines, seven buttons."""
    t = _three_way(live_server, {3: 2, 4: 6, 5: 3})  # Anastasia wins unless a Trick is played
    page = _host(phone, live_server, t)
    expect(page.locator("[data-k=pass]")).to_have_count(1)
    expect(page.locator("[data-k=pass]")).to_have_text("📱 Hand to Maximilian and Christopher: a Trick?")
    expect(page.locator("#prompt")).to_have_text("Maximilian and Christopher: a Trick?")
    bar = _bar(page)
    assert not any("Tip ·" in b for b in bar), bar  # the rewards wait for the Trick question
    assert "Nobody plays a Trick" in bar, bar
    screenshot(page, "kob-pt50-duel-trick")
    page.locator("#game-actions button", has_text="Nobody plays a Trick").click()
    wait_for(page, f"C.table.snap().seq > {t['seq']}")
    expect(page.locator("#game-actions button", has_text="+1 Tip · +1 Fan")).to_be_visible()
    expect(page.locator("[data-k=pass]")).to_have_count(0)
    assert read(live_server, t)["state"]["duel"]["winner"] == 4
    screenshot(page, "kob-pt50-duel-rewards")


def test_one_tap_rolls_the_open_duel_die_for_every_held_duelist(live_server, phone) -> None:
    """pt50: each of three Bards on the passed phone was handed it again to tap "Roll for me" (8 hand-overs a Duel)."""
    t = _three_way(live_server)
    page = _host(phone, live_server, t)
    all3 = page.locator("#game-actions button", has_text="Roll for 3 players on this phone")
    expect(all3).to_be_visible()
    screenshot(page, "kob-pt50-duel-roll")
    all3.click()
    wait_for(page, f"C.table.snap().seq >= {t['seq'] + 3}")
    rolls = read(live_server, t)["state"]["duel"]
    assert all(str(x) in rolls["rolls"] or rolls["winner"] is not None or rolls["steps"] for x in (3, 4, 5)), rolls


# -- 2. the singer's Songs and the real-die switch in the first screen ---------------------------------------------

# How far under the fixed bar (px, 0 if above it) the lowest Song button and the "Real die" switch lie, unscrolled.
UNDER = """() => { const bar = document.getElementById('actionbar').getBoundingClientRect().top;
  const low = (els) => Math.max(0, ...[...els].map((el) => el.getBoundingClientRect().bottom - bar));
  return { songs: low(document.querySelectorAll('.kob-songs .btn')), real: low(document.querySelectorAll('.kob-real')),
    n: document.querySelectorAll('.kob-songs .btn').length }; }"""


def _turn_after_a_failed_song(server, seat: int = 2, roll: int = 1) -> dict:
    """Round 1's Performance: `seat` rolled `roll` on Love Major and failed; the turn passes to the next seat."""
    t = _performing(server)
    for before in range(seat):
        t["seq"] = _by(t, before, {"type": "end_turn"}, server)["seq"]
    _by(t, seat, {"type": "sing", "genre": "love", "mood": "major"}, server)
    _by(t, seat, {"type": "perform_roll", "value": roll}, server)
    t["seq"] = _by(t, seat, {"type": "end_turn"}, server)["seq"]
    return t


# German's and Russian's longer words left the lowest row under the bar here (de 62 px, ru 155 px) until the Songs went
# one row a genre, the last failed Song to one line and the heading beside the real-die switch. The first names that
# make the longest lines: Zoë's Epic Fail (her own phone) before Maximilian, the report's; Maximilian's Epic Fail
# before Anastasia ("Maximilian: Эпический провал"); Anastasia's failed Song before Christopher ("Передай телефон:
# Christopher").
@pytest.mark.parametrize("lang", ["en", "de", "ru"])
@pytest.mark.parametrize("seat,roll", [(2, 1), (3, 1), (4, 2)])
def test_the_passed_phone_shows_every_song_and_the_real_die_switch_unscrolled(
    live_server, phone, lang, seat, roll
) -> None:
    """pt50 (31-A-max-turn): the Drinking row and "☐ Real die" lay under the fixed bar at 360x740, 130 %."""
    t = _turn_after_a_failed_song(live_server, seat, roll)
    page = _host(phone, live_server, t, lang)
    expect(page.locator("[data-k=failed]")).to_be_visible()
    expect(page.locator("[data-k=pass]")).to_be_visible()
    screenshot(page, f"kob-pt50-songs-passed-{lang}-{seat}")
    under = page.evaluate(UNDER)
    assert under == {"songs": 0, "real": 0, "n": 8}, under


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_singers_own_phone_shows_every_song_and_the_real_die_switch_unscrolled(live_server, phone, lang) -> None:
    """pt50 (54-B-ru-perform): in Russian the Songs' names take two lines, and "Real die" sat at y=585 under the bar."""
    t = _performing(live_server)
    t["seq"] = _by(t, 0, {"type": "end_turn"}, live_server)["seq"]  # Wilhelmina's turn, on her own phone
    page = stressed(phone, lang, SMALL)
    opened(page, live_server, t, 1)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    expect(page.locator(".kob-songs .btn").first).to_be_visible()
    screenshot(page, f"kob-pt50-songs-own-{lang}")
    under = page.evaluate(UNDER)
    assert under == {"songs": 0, "real": 0, "n": 8}, under


# -- 3. the end: one "No Trick" for every seat the host's phone holds, its own seat among them -----------------------


def test_the_host_phone_resting_on_its_own_seat_lets_the_game_end_for_all_it_holds_in_one_tap(live_server, phone):
    """pt50: the host's phone (Bartholomew's own) tapped "no Trick: let the game end" four times, a seat at a time."""
    t = _performing(live_server)
    for seat in range(6):
        _by(t, seat, {"type": "end_turn"}, live_server)
    for seat in range(6):
        t["seq"] = _by(t, seat, {"type": "refresh", "cash_in": False}, live_server)["seq"]
    for pub in (1, 2, 3, 4):  # Anastasia's Fans in Pubs 1 to 5 and five Tips: the end window opens
        _by(t, 0, {"type": "move_fan", "color": 4, "from": "reserve", "to": pub}, live_server)
    t["seq"] = _by(t, 0, {"type": "adjust_tips", "seat": 4, "delta": 4}, live_server)["seq"]
    assert read(live_server, t)["state"]["ending"]
    page = _host(phone, live_server, t)
    expect(page.locator(".kob-ending")).to_be_visible()
    end = page.locator("#game-actions button.primary", has_text="No Trick: let the game end (4 players)")
    expect(end).to_be_visible()
    screenshot(page, "kob-pt50-ending")
    end.click()
    wait_for(page, f"C.table.snap().seq > {t['seq']}")
    assert sorted(read(live_server, t)["state"]["ending"]["passed"]) == [0, 3, 4, 5]

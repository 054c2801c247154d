"""The King of All Bards after the blind playtest pt50: one order at a time on the phone passed round in a
three-player Duel, one roll for every held duelist, the Songs in the singer's first screen, one "Nobody plays a
Trick" at the end.

Six 24-character names, 360x740, text at 130 %; Bartholomew's phone is the host's, passed round for Maximilian,
Anastasia and Friedrich; Wilhelmina and Zoë on their own phones (as the report's).
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import read, screenshot, wait_for
from tests.browser.test_kob_pt45 import _by, _host, _performing

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
    expect(page.locator("[data-k=pass]")).to_have_text("📱 Pass to Maximilian and Christopher: a Trick?")
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

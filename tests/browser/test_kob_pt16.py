"""The King of All Bards after blind playtest pt16 (issue #26): a failed Song's roll stays on every phone.

Six 24-character names on a 360x740 phone with text at 130 %; the host's phone is passed round.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call, eventually, read, screenshot
from tests.browser.test_kob_round_three import BARDS, NAMES, REAL_DIE, _host, _own, _performing


def test_a_failed_song_stays_on_the_hosts_and_another_phone(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    host, wil = _host(phone, live_server, t), _own(phone, live_server, t, 1)  # Wilhelmina sings next
    host.evaluate(REAL_DIE)  # the Song asks the real die's value (pt45)
    host.locator(".kob-songs button", has_text="Love Major").click()
    expect(host.locator(".kob-faces button").first).to_be_visible()
    mod = read(live_server, t)["state"]["perf"]["mod"]
    value = next(v for v in range(2, 7) if v + mod < 5)  # a failing roll, not an Epic Fail
    host.locator(".kob-faces button", has_text=str(value)).click()
    # The phone ends the failed turn itself (no token to take): the next singer's picker follows.
    sign = f"+{mod}" if mod >= 0 else str(mod)
    roll = f"rolled {value} {re.escape(sign)} = {value + mod}"
    said = re.compile(rf"^{NAMES[0].split()[0]} {roll}: failed, turn over$")
    for page in (host, wil):
        line = page.locator("[data-k=failed]")
        expect(line).to_have_text(said)
        expect(line).to_be_visible()
    expect(host.locator(".kob-panel h3").first).to_contain_text(NAMES[1].split()[0])  # "Wilhelmina sings in ..."
    expect(wil.locator(".kob-songs")).to_be_visible()  # her picker, under the line
    # On the next singer's phone it is over the Song picker, in view without a scroll.
    expect(wil.locator("[data-k=failed]")).to_be_in_viewport(ratio=1)
    screenshot(wil, "kob-pt16-failed-song")
    assert read(live_server, t)["state"]["turn"] == 1


def test_a_duel_epic_fail_turns_the_hosts_phone_to_the_token(live_server: LiveServer, phone) -> None:
    """Maximilian (the host's phone passed round) rolls a 1 in a Duel: the phone asks him for his token."""
    t = live_server.create_table("king-of-all-bards", NAMES, {"tokens": True}, seated=False)
    _duel_in_pub_5(live_server, t)
    act(live_server, t, {"type": "duel_roll", "value": 1, "by": 3}, "host")
    host = _host(phone, live_server, t)
    expect(host.locator("#prompt")).to_contain_text("take a token after the Epic Fail")
    host.locator("#game-actions button", has_text="Take a token").click()
    host.locator("#sheet-content button", has_text="Egg").click()
    assert eventually(lambda: read(live_server, t)["state"]["held"][3]["egg"] == 1)


def test_the_hosts_phone_never_offers_a_reward_for_a_winner_with_a_phone(live_server: LiveServer, phone) -> None:
    """pt55: after a Duel the host's phone showed Anastasia's reward as its own buttons, though she has her phone."""
    t = live_server.create_table("king-of-all-bards", NAMES, {"tokens": True}, seated=False)
    t["seats"][4]["token"] = call(live_server, f"/api/tables/{t['code']}/join", {"seat": 4})["token"]
    _duel_in_pub_5(live_server, t)
    act(live_server, t, {"type": "duel_roll", "value": 2, "by": 3}, "host")
    act(live_server, t, {"type": "duel_roll", "value": 6, "by": 4}, "host")
    assert read(live_server, t)["state"]["duel"]["settles"]["winner"] == 4  # unless a Trick is played
    act(live_server, t, {"type": "duel_settle", "by": 3}, "host")  # Maximilian, on the host's phone: no Trick
    host, ana = _host(phone, live_server, t), _own(phone, live_server, t, 4)
    reward = ana.locator("#game-actions .btn.primary")
    expect(reward.first).to_be_visible()  # her own phone chooses her reward
    labels = reward.all_inner_texts()
    expect(host.locator("#main .kob-duel")).to_be_visible()
    for label in labels:
        expect(host.locator("#game-actions .btn", has_text=label)).to_have_count(0)


def _duel_in_pub_5(server: LiveServer, t: dict) -> None:
    """Round 1's Duel on the host's word: Maximilian and Anastasia meet in Pub 5, both singing Love Major."""
    for seat, bard in enumerate(BARDS):
        act(server, t, {"type": "choose_bard", "bard": bard, "by": seat}, "host")
    act(server, t, {"type": "first_player", "seat": 0}, "host")
    for seat in range(6):
        act(server, t, {"type": "place_start", "pub": seat + 1, "by": seat}, "host")
    for seat, pub in enumerate((1, 3, 4, 5, 5, 2)):
        act(server, t, {"type": "pick", "pub": pub, "by": seat}, "host")
    for seat in (3, 4):
        act(server, t, {"type": "duel_song", "genre": "love", "mood": "major", "by": seat}, "host")

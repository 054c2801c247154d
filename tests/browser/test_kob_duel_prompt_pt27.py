"""The King of All Bards' Duel after its dice (pt27): one prompt says who acts and what, the same on
every phone and the screen: the loser plays a Trick or lets the Duel settle, then the winner chooses a
reward (it said "Zoë: choose their reward" while the loser's button read "No Trick: settle the Duel";
pt63: the winner's reward, asked beside the loser's question, cut the loser off).
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, read
from tests.browser.test_kob_pt12 import _duelling
from tests.browser.test_kob_round_three import _by, _own
from tests.browser.test_table_screen import SCREEN, SIZES


def test_the_duels_prompt_names_the_reward_and_the_trick_on_every_phone(live_server: LiveServer, phone) -> None:
    t = _duelling(live_server)
    _by(t, 1, {"type": "duel_song", "genre": "epic", "mood": "minor"}, live_server)
    _by(t, 2, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 1, {"type": "duel_roll", "value": 1}, live_server)  # an Epic Fail: Zoë wins unless a Trick
    _by(t, 2, {"type": "duel_roll", "value": 6}, live_server)
    assert read(live_server, t)["state"]["prompt"]["seats"] == [1]
    loser, winner = _own(phone, live_server, t, 1), _own(phone, live_server, t, 2)
    screen = phone(viewport=SIZES[0], **SCREEN)
    screen.goto(f"{live_server.url}/t/{t['code']}/screen")
    expect(loser.locator("#prompt")).to_have_text("Your turn: play a Trick or not")
    expect(winner.locator("#prompt")).to_have_text("Wilhelmina: play a Trick or not")
    expect(screen.locator("#prompt")).to_have_text("Wilhelmina: play a Trick or not")
    expect(winner.locator("#game-actions [data-k=waiting]")).to_have_text("Waiting for Wilhelmina: a Trick?")
    loser.locator("#game-actions button", has_text="No Trick: settle the Duel").click()
    expect(loser.locator("#prompt")).to_have_text("Zoë: choose their reward")
    expect(winner.locator("#prompt")).to_have_text("Your turn: choose your reward")
    expect(screen.locator("#prompt")).to_have_text("Zoë: choose their reward")

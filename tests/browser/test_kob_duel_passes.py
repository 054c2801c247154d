"""The King of All Bards: in a three-way Duel each loser answers "a Trick?" on their own phone.

Two blind playtests (pt61, pt62): Zoë's "No Trick" settled the Duel before Maximilian, the other loser,
had answered; he had a Trick to play. Now each loser's answer is their own, every phone says whom the
Duel still waits for (its own player aside, whom its prompt asks: pt88), and the last answer settles it; the
winner's rewards wait for them (pt63: a reward tapped meanwhile ended the Duel unanswered). Six 24-character
names, 360x740, text at 130 %.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, seat_link, wait_for
from tests.browser.test_kob_round_three import SMALL, _by, _six

OWN = (1, 2, 3)  # Wilhelmina, Zoë and Maximilian on their own phones


def test_each_loser_answers_for_themselves_and_the_last_answer_settles_the_duel(live_server: LiveServer, phone) -> None:
    t = _six(live_server, True, OWN)
    for seat, pub in enumerate((1, 5, 5, 5, 6, 2)):  # Wilhelmina, Zoë and Maximilian duel in Pub 5
        _by(t, seat, {"type": "pick", "pub": pub}, live_server, OWN)
    for seat in OWN:
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, live_server, OWN)
    for seat, value in zip(OWN, (6, 2, 2), strict=True):
        t["seq"] = _by(t, seat, {"type": "duel_roll", "value": value}, live_server, OWN)["seq"]
    wil, zoe, max_ = phone(**SMALL), phone(**SMALL), phone(**SMALL, locale="de-DE")
    for page, seat in ((wil, 1), (zoe, 2), (max_, 3)):
        page.goto(seat_link(live_server, t, seat))
        wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    assert zoe.evaluate("C.table.snap().state.duel.settles.winner") == 1  # Wilhelmina wins unless a Trick is played
    expect(zoe.locator("[data-k=asked]")).to_have_text("Waiting for Maximilian: a Trick?")  # Zoë: her prompt asks
    # pt63: the winner's reward, live meanwhile, ended the Duel before a loser had answered. It waits for them.
    waiting = wil.locator("#game-actions [data-k=waiting]")
    expect(waiting).to_have_text("Waiting for Zoë and Maximilian: a Trick?")
    expect(waiting).to_be_disabled()
    expect(wil.locator("#game-actions button", has_text="Tip")).to_have_count(0)

    zoe.locator("#game-actions button.primary", has_text="No Trick").click()  # her own phone: not "Zoë: No Trick"
    expect(zoe.locator("[data-k=asked]")).to_have_text("Waiting for Maximilian: a Trick?")
    expect(zoe.locator("#game-actions button", has_text="No Trick")).to_have_count(0)
    assert zoe.evaluate("C.table.snap().state.duel.winner") is None  # not settled for Maximilian

    expect(max_.locator("[data-k=asked]")).to_have_count(0)  # pt88: not "Warten auf Maximilian" on his own phone
    # pt64: "Trick oder Duell entscheiden" read as "decide: Trick or Duel".
    expect(max_.locator("#prompt")).to_have_text("Du bist dran: einen Trick spielen oder nicht")
    max_.locator("#game-actions button", has_text="Kein Trick: Duell entscheiden").click()
    wait_for(zoe, "C.table.snap().state.duel === null || C.table.snap().state.duel.winner === 1")
    expect(wil.locator("#game-actions [data-k=waiting]")).to_have_count(0)
    expect(wil.locator("#game-actions button", has_text="Tip").first).to_be_enabled()  # her two rewards, now

"""The King of All Bards after blind playtest pt97: six 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, seat_link, wait_for
from tests.browser.test_kob_round_three import BARDS, _by, _six
from tests.browser.test_stress_set import SIZES, stressed


def test_the_bard_hint_goes_once_every_bard_is_chosen(live_server: LiveServer, phone) -> None:
    """pt97: "Each player chooses a Bard (one phone: tap a name at the top first)" stood under "Waiting for 2
    players to roll for the First Player" on the host's phone."""
    t = _six(live_server, bards=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, t)
    hint = page.locator("#main .kob-note", has_text="Each player chooses a Bard")
    for seat, bard in enumerate(BARDS):
        t["seq"] = _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)["seq"]
    wait_for(page, f"C.table.snap().seq >= {t['seq']}")
    expect(page.locator("#prompt")).to_contain_text("roll for the First Player")
    page.locator("#game-actions button", has_text="Roll for 4 players on this phone").click()
    wait_for(page, "C.table.snap().state.rolloff && Object.keys(C.table.snap().state.rolloff.rolls).length === 4")
    expect(page.locator("#prompt")).to_contain_text("Waiting for 2 players to roll for the First Player")
    expect(hint).to_have_count(0)


def test_the_token_prompt_of_two_epic_fails_takes_two_lines(live_server: LiveServer, phone) -> None:
    """pt100: after a three-way Duel with two Epic Fails, "Du und 1 weiterer: einen Marker nehmen (Epischer Patzer)"
    took three lines on Wilhelmina's German 360 px phone, text at 130 %."""
    t = _six(live_server, options={"tokens": True})
    for seat, pub in enumerate((1, 5, 5, 5, 6, 2)):  # Wilhelmina, Zoë and Maximilian meet in Pub 5
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat, genre in ((1, "epic"), (2, "love"), (3, "dance")):
        _by(t, seat, {"type": "duel_song", "genre": genre, "mood": "minor"}, live_server)
    for seat, value in ((1, 1), (2, 1), (3, 4)):
        t["seq"] = _by(t, seat, {"type": "duel_roll", "value": value}, live_server)["seq"]
    for seat in (1, 2):  # no Trick from either loser: the Duel settles, both take a token
        t["seq"] = _by(t, seat, {"type": "duel_settle"}, live_server)["seq"]
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, t, 1))
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    prompt = page.locator("#prompt")
    expect(prompt).to_contain_text("Marker nehmen")
    assert prompt.evaluate(LINES) <= 2, prompt.inner_text()
    host = stressed(phone, "ru", SIZES[0])  # the host's phone, none of its players due: "Ждём 2 игроков: …"
    as_host(host, live_server, t)
    wait_for(host, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
    waits = host.locator("#prompt")
    expect(waits).to_contain_text("взять жетон")
    assert waits.evaluate(LINES) <= 2, waits.inner_text()

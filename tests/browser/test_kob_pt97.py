"""The King of All Bards after blind playtest pt97: six 24-character names, three phones, text at 130 %."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, seat_link, wait_for
from tests.browser.test_kob_round_three import BARDS, _by, _performing, _six
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


def test_the_prompt_after_a_failed_song_takes_two_lines(live_server: LiveServer, phone) -> None:
    """pt103: "Александра: nach dem Epischen Patzer den Zug beenden" took three lines on a German 360 px phone."""
    for value, said in ((1, "Zug beenden (Epischer Patzer)"), (2, "Zug beenden (Lied misslungen)")):
        t = _performing(live_server)
        _by(t, 0, {"type": "sing", "genre": "love", "mood": "minor"}, live_server)
        t["seq"] = _by(t, 0, {"type": "perform_roll", "value": value}, live_server)["seq"]
        for lang, seat in (("de", 1), ("ru", 2)):
            page = stressed(phone, lang, SIZES[0])
            page.goto(seat_link(live_server, t, seat))
            wait_for(page, f"C.table.snap() && C.table.snap().seq >= {t['seq']}")
            prompt = page.locator("#prompt")
            if lang == "de":
                expect(prompt).to_contain_text(said)
            assert prompt.evaluate(LINES) <= 2, prompt.inner_text()


def test_a_toast_keeps_off_the_hand_over_line(live_server: LiveServer, phone) -> None:
    """pt103: a Duel's news toast lay over "📱 Hand to Zoë" on the host's phone, as it was being passed."""
    t = _performing(live_server)
    t["seq"] = _by(t, 0, {"type": "end_turn"}, live_server)["seq"]  # Wilhelmina (own phone), then Zoë, Maximilian
    for seat in (1, 2):
        t["seq"] = _by(t, seat, {"type": "end_turn"}, live_server)["seq"]
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, t)
    line = page.locator("[data-k=pass]")
    expect(line).to_have_text("📱 Hand to Maximilian")
    # The Songs' buttons reach down to where a toast goes above the bar: it moves up, under the top bar.
    page.evaluate("""() => { const b = document.createElement("button"); b.className = "btn primary";
      b.style.cssText = "position:fixed;left:0;right:0;bottom:calc(var(--bar-h) + 2px);height:60px";
      b.textContent = "a Song"; document.getElementById("main").append(b);
      C.table.toast("Zoë ended the turn; Maximilian sings next", false, 5000, true); }""")
    page.wait_for_timeout(100)
    toast, kept = page.locator("#toast").bounding_box(), line.bounding_box()
    assert toast["y"] >= kept["y"] + kept["height"] or toast["y"] + toast["height"] <= kept["y"], (toast, kept)

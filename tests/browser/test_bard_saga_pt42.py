"""Bard Saga after the blind playtest pt42: six 24-character names, 360x740, text at 130 %.

Another player's played Story is turned over only when asked (and the log says who did it), the
host's end screen holds the winner, its own place and Play again above the fold, and the words
around Legends are the rulebook's.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, post, started
from tests.browser.support import LiveServer, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES

ASK = {
    "en": "Turn {name}'s Red Story face down?",
    "de": "Die Geschichte in Rot von {name} verdeckt hinlegen?",
    "ru": "{name}: перевернуть Историю (Красный) рубашкой вверх?",
}
FLIPPED = "Array.from(C.table.snap().state.played[3]).map((c) => c.face_down).join()"


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_turning_another_players_story_face_down_asks_first_and_the_log_names_who(
    live_server: LiveServer, phone, lang: str
) -> None:
    table, _st = started(live_server)
    for seat in (0, 1, 2, 3):
        post(live_server, table, {"type": "play", "color": "Red"}, seat)
    wil = at(phone, live_server, table, 2, lang)
    chip = wil.locator(".bs-p[data-seat='3'] .story").first
    chip.click()
    ask = wil.locator("dialog.ask")
    expect(ask).to_be_visible()
    expect(ask.locator("p")).to_have_text(ASK[lang].format(name=NAMES[3]))
    screenshot(wil, f"bard-saga-pt42-flip-ask-{lang}")
    ask.locator("button:not(.ask-yes)").click()  # Cancel: nothing turned over
    expect(ask).to_have_count(0)
    wait_for(wil, f"{FLIPPED} === 'false'")
    chip.click()
    wil.locator("dialog.ask .ask-yes").click()
    wait_for(wil, f"{FLIPPED} === 'true'")
    line = read(live_server, table)["log"][-1]["text"]
    assert line == f"{NAMES[3]}'s Red Story is turned face down (changed by {NAMES[2]})", line
    # Her own card turns over at one tap, and the log has nothing to add.
    wil.locator(".bs-p[data-seat='2'] .story").first.click()
    expect(wil.locator("dialog.ask")).to_have_count(0)
    wait_for(wil, "C.table.snap().state.played[2][0].face_down === true")
    line = read(live_server, table)["log"][-1]["text"]
    assert line == f"{NAMES[2]}'s Red Story is turned face down", line

"""Spoken turns (issue #31, item 3): the browser's speech synthesis says whose turn it is and the big moments.

Speech is stubbed (window.speechSynthesis and SpeechSynthesisUtterance replaced, each utterance's
text, lang and voice recorded): nothing is sent anywhere, and the tests read what would be said.
Off by default, a toggle per device (localStorage) that survives a reload; only changes seen
live are said, never the table as it stood on opening or what a reconnect catches up; a phone
says "your turn" and is not told its own moves back. Tales of Danger near its end (the tour's six
players with 24-character names): turns, a voyage's fifth Segment, the winner. The screen's German
and Russian runs check that it speaks the browser's language, as the phones do (no English left).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser import phases
from tests.browser.recorded import PLAYERS, open_at, tour
from tests.browser.support import LiveServer, as_host, seat_link, wait_for
from tests.browser.test_stress_set import NAMES
from tests.browser.test_table_screen import SCREEN, SIZES, SPEAKING, SPEECH, WAKE, on_screen
from tests.browser.untranslated import english_left

GAME = "tales-of-danger"
LOCALE = {"en": "en-US", "de": "de-DE", "ru": "ru-RU"}
ON = {"en": "Spoken turns: on", "de": "Züge ansagen: an", "ru": "Озвучка ходов: вкл."}
TURN = {"en": "{name}'s turn", "de": "{name} ist dran", "ru": "Ходит {name}"}
YOURS = {"en": "Your turn", "de": "Du bist dran", "ru": "Твой ход"}
VOYAGE = {
    "en": "{name} completed the voyage: the final round begins",
    "de": "{name} hat die Reise vollendet: die Schlussrunde beginnt",
    "ru": "Плавание завершено: {name}. Начинается Финальный круг",
}
SETTLED = 1100  # ms on the page's clock: whose turn is said once it has stayed so a second (speech.js)
WINS = {"en": "{names} wins the game!", "de": "{names} gewinnt das Spiel!", "ru": "{names} побеждает в игре!"}


def near_the_end(server: LiveServer) -> dict:
    """The tour's Tales of Danger a few moves before its final round, every seat's phone joined."""
    rec = tour(GAME, NAMES[: PLAYERS[GAME]])
    final = next(e.seq for e in rec.log if e.type == "final_round_started")
    return open_at(server, dataclasses.replace(rec, marks={"near": final - 9}), "near")


def state(server: LiveServer, table: dict) -> dict:
    """The table's state on the server."""
    return server.app.extensions["tables"].get(table["code"]).state


def play_until(
    server: LiveServer, table: dict, page: Page, r: random.Random, done: Callable[[dict], bool], own: dict | None = None
) -> int:
    """Seeded random legal moves until `done(state)`; the table's seq, once the page has caught up with it."""
    for _ in range(40):
        if done(state(server, table)):
            break
        assert phases.step(server, table, r, own)
    assert done(state(server, table))
    seq = phases.seq(server, table)
    wait_for(page, f"C.table.snap().seq === {seq}")
    return seq


def final_rounds(server: LiveServer, table: dict, after: int = -1) -> list:
    """The table's `final_round_started` events after seq `after`: a voyage's fifth Segment."""
    events = server.app.extensions["tables"].store.events(table["code"])
    return [e for e in events if e.type == "final_round_started" and e.seq > after]


def spoken(page: Page) -> list[str]:
    """The texts said so far."""
    return [u["text"] for u in page.evaluate("window.spoken")]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_screen_says_whose_turn_it_is_and_the_big_moments_once_turned_on(
    live_server: LiveServer, phone, lang: str
) -> None:
    table = near_the_end(live_server)
    names = [s["name"] for s in table["seats"]]
    page = phone(viewport=SIZES[0], init_script=SPEECH + ";" + WAKE, locale=LOCALE[lang], **SCREEN)
    page.clock.install()  # whose turn is said once it has settled (speech.js): that second run on, not waited
    on_screen(page, live_server, table)
    toggle, r = page.locator("#speech-toggle"), random.Random(7)
    expect(toggle).to_have_attribute("aria-pressed", "false")  # off unless this device turned it on
    if lang != "en":  # the screen speaks the browser's language, its board, side and toggle all of it
        wait_for(page, "document.getElementById('screen-awake').textContent !== ''")
        assert page.locator("html").get_attribute("lang") == lang
        words = {w for n in names for w in n.split()}  # the prompt names the player by the first name
        assert not english_left(page, lang, allowed={*names, *words, table["code"]})
    turn = state(live_server, table)["turn"]
    play_until(live_server, table, page, r, lambda st: st["turn"] != turn)
    assert spoken(page) == []  # off: nothing said
    toggle.click()
    wait_for(page, "window.spoken.length >= 1")
    # The tap says it works (and lets the browser speak) first; whose turn it is may follow once the
    # last move's turn has settled (the clock runs: CI, loaded, read the list only after that too).
    assert spoken(page)[0] == ON[lang], spoken(page)
    if lang == "en":  # kept on this device: on after a reload, which says nothing of the table as it stands
        page.reload()
        wait_for(page, f"C.table.snap() && C.table.snap().seq === {phases.seq(live_server, table)}")
        expect(toggle).to_have_attribute("aria-pressed", "true")
        assert spoken(page) == []  # (nor what a reconnect catches up: the reconnect test, test_table_screen.py)
    # The last move's turn, if not yet settled, is said now and not after the list is emptied (a loaded
    # run reached the next line within the second and heard that name first).
    page.clock.run_for(SETTLED)
    page.evaluate("window.spoken = []")
    reset = phases.seq(live_server, table)
    turn, before = state(live_server, table)["turn"], phases.seq(live_server, table)
    play_until(live_server, table, page, r, lambda st: st["turn"] != turn)
    # The voyage's end when this move made it (the final round begins), then whose turn it is now.
    now = [VOYAGE[lang].format(name=names[e.data["trigger"]]) for e in final_rounds(live_server, table, before)]
    expected = [*now, TURN[lang].format(name=names[state(live_server, table)["turn"]])]
    page.clock.run_for(SETTLED)
    wait_for(page, f"window.spoken.length >= {len(expected)}")
    assert spoken(page) == expected
    play_until(live_server, table, page, r, lambda st: st["phase"] == "over")
    voyage = [VOYAGE[lang].format(name=names[e.data["trigger"]]) for e in final_rounds(live_server, table, reset)]
    game = live_server.app.extensions["tables"].get(table["code"])
    first = [s["seat"] for s in game.game.standings(game.state) if s["place"] == 1]
    assert len(first) == 1
    wait_for(page, "window.spoken.some((u) => u.text.endsWith('!'))")
    assert voyage and voyage[0] in spoken(page)
    assert spoken(page)[-1] == WINS[lang].format(names=names[first[0]])
    utterances = page.evaluate("window.spoken")
    assert all(u["lang"] == LOCALE[lang] and u["voice"] == "EDR"["edr".index(lang[0])] for u in utterances)


def _next_seats_phone(
    server: LiveServer, phone, before: Callable[[Page], object] | None = None, **settings: object
) -> tuple[dict, Page, int, int]:
    """The table near its end and a speaking phone of the seat after the one playing now, the table read.

    `before`: done to the page before it opens the table. Returns the table, the page, whose turn it
    is and the phone's seat.
    """
    table = near_the_end(server)
    now = state(server, table)["turn"]
    mine = (now + 1) % len(table["seats"])
    page = phone(init_script=SPEECH + ";" + SPEAKING, **settings)
    if before:
        before(page)
    page.clock.install()
    page.goto(seat_link(server, table, mine))
    wait_for(page, f"C.table.snap() && C.table.snap().seq === {table['seq']} && C.table.snap().you.seat === {mine}")
    return table, page, now, mine


def test_a_phone_says_your_turn_and_not_its_own_moves_back(live_server: LiveServer, phone) -> None:
    table, page, now, mine = _next_seats_phone(live_server, phone, locale="de-DE")
    names = [s["name"] for s in table["seats"]]
    own, r = {mine: table["seats"][mine]["token"]}, random.Random(11)
    play_until(live_server, table, page, r, lambda st: st["turn"] != now, own)
    assert state(live_server, table)["turn"] == mine
    page.clock.run_for(SETTLED)
    wait_for(page, "window.spoken.length > 0")
    assert spoken(page) == [YOURS["de"]]  # nothing of the table as it stood on opening
    play_until(live_server, table, page, r, lambda st: st["turn"] != mine, own)  # its own move
    page.clock.run_for(SETTLED)
    assert spoken(page) == [YOURS["de"]]  # its own move, and the turn it passed on, not told back
    after = state(live_server, table)["turn"]
    play_until(live_server, table, page, r, lambda st: st["turn"] != after, own)
    page.clock.run_for(SETTLED)
    wait_for(page, "window.spoken.length > 1")
    assert spoken(page)[-1] == TURN["de"].format(name=names[state(live_server, table)["turn"]])
    page.locator("#open-table").click()  # its toggle, in the Table sheet, says it is on
    expect(page.locator("#sheet [data-k=speech]")).to_have_attribute("aria-pressed", "true")


def test_a_turn_that_comes_while_the_phone_fetches_its_speech_is_said(live_server: LiveServer, phone) -> None:
    """speech.js comes on use: a move made after the page read the table, before the file came, is news."""
    held: list = []

    def hold(page: Page) -> None:  # speech.js held back until the move is made
        page.route("**/static/js/speech.js*", lambda route: held.append(route))

    table, page, now, mine = _next_seats_phone(live_server, phone, hold, service_workers="block")
    own, r = {mine: table["seats"][mine]["token"]}, random.Random(11)
    play_until(live_server, table, page, r, lambda st: st["turn"] != now, own)
    assert state(live_server, table)["turn"] == mine
    assert len(held) == 1 and page.evaluate("typeof C.speech") == "undefined"
    held[0].continue_()
    wait_for(page, "typeof C.speech === 'object'")
    page.clock.run_for(SETTLED)
    wait_for(page, "window.spoken.length > 0")
    assert spoken(page) == [YOURS["en"]]


def test_a_phone_passed_round_says_whose_turn_it_is_after_every_move(live_server: LiveServer, phone) -> None:
    rec = tour(GAME, NAMES[: PLAYERS[GAME]])
    final = next(e.seq for e in rec.log if e.type == "final_round_started")
    table = open_at(live_server, dataclasses.replace(rec, marks={"near": final - 9}), "near", phones=False)
    names = [s["name"] for s in table["seats"]]
    page = phone(init_script=SPEECH + ";" + SPEAKING)
    page.clock.install()
    as_host(page, live_server, table)  # the host's phone, no seat of its own: passed round
    wait_for(page, f"C.table.snap() && C.table.snap().seq === {table['seq']} && C.table.creds().host")
    turn, r = state(live_server, table)["turn"], random.Random(7)
    play_until(live_server, table, page, r, lambda st: st["turn"] != turn)  # a move it made for a player
    page.clock.run_for(SETTLED)
    wait_for(page, "window.spoken.length > 0")
    assert spoken(page) == [TURN["en"].format(name=names[state(live_server, table)["turn"]])]

"""The turn timer in the browser (#31 item 2): a clock run to zero beeps and logs on every phone and the screen.

The server's clock is injected (moved by hand) and each page's clock is Playwright's: nobody sleeps.
The beep is WebAudio's, stubbed here to count the tones started.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from companion.rng import seeded
from tests.browser.contrast import check_screen
from tests.browser.support import LiveServer, as_host, seat_link, wait_for
from tests.browser.support import call as post
from tests.browser.test_stress_set import LARGER_TEXT, NAMES
from tests.hand_clock import Clock
from tests.random_play import play_out

# WebAudio as the page sees it, counting each tone started (window.beeps): no sound in a test.
AUDIO = """(() => { window.beeps = 0;
  const node = () => ({ connect() {}, gain: { value: 1 }, frequency: { value: 0 },
    start() { window.beeps += 1; }, stop() {} });
  window.AudioContext = function () {
    return { currentTime: 0, destination: {}, resume() {}, createOscillator: node, createGain: node }; };
})()"""


# The prompt's lines of text (its height without padding over its line height).
PROMPT_LINES = """(() => { const p = document.getElementById("prompt"), cs = getComputedStyle(p);
  const inner = p.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
  return Math.round(inner / parseFloat(cs.lineHeight)); })()"""


def serve_with(live_server: LiveServer) -> Clock:
    clock = Clock()
    live_server.app.extensions["tables"].engine.clock = clock
    return clock


def test_a_clock_run_to_zero_beeps_and_logs_once_on_every_phone_and_the_screen(live_server: LiveServer, phone) -> None:
    clock = serve_with(live_server)
    table = live_server.create_table("minstrels", ["Ann", "Bob"], {"heroes": False})
    timer = {"type": "set_timer", "mode": "turn", "seconds": 30}
    post(live_server, f"/api/tables/{table['code']}/actions", timer, table["host_token"])
    # Started by the host's tap: it otherwise waits out the setup (pt27)
    post(live_server, f"/api/tables/{table['code']}/actions", {"type": "resume_timer"}, table["host_token"])
    pages: list[Page] = []
    for where in (seat_link(live_server, table, 0), seat_link(live_server, table, 1), "screen"):
        page = phone(init_script=AUDIO)
        page.clock.install()  # the page's own clock, moved below instead of waited for
        page.goto(f"{live_server.url}/t/{table['code']}/screen" if where == "screen" else where)
        pages.append(page)
    # Each page counts from the server's deadline (its own clock is weeks off the server's): 0:30 as it
    # opens, a few seconds less by the time the last page has loaded on a busy machine.
    for page in pages:
        wait_for(page, r"/\b0:([12]\d|30)\b/.test(document.getElementById('turn-timer').textContent)")
    clock.now += 30  # the server's half minute passes...
    for page in pages:
        page.clock.fast_forward(31_000)  # ...and each page's (its countdown ticks on to zero)
    said = "C.table.snap().log.filter((e) => e.type === 'time_up').map((e) => e.text)"
    for page in pages:
        wait_for(page, f"{said}.length === 1 && window.beeps === 1")
        assert page.evaluate(said) == ["Time is up for everyone"]
        assert page.locator("#turn-timer").get_attribute("class") == "turn-timer up"
    # The table screen says it large, beside whose turn it is.
    size = "parseFloat(getComputedStyle(document.getElementById('turn-timer')).fontSize)"
    assert pages[2].evaluate(size) >= 40 > pages[0].evaluate(size)
    log = post(live_server, f"/api/tables/{table['code']}/log")
    assert [e["type"] for e in log].count("time_up") == 1  # three pages reported it: logged once


PAUSED = {"de": "Der Gastgeber hat den Timer angehalten", "ru": "Хозяин стола поставил таймер на паузу"}


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_time_fits_the_stress_set_and_the_host_pauses_it_from_the_table_sheet(
    live_server: LiveServer, phone, lang: str
) -> None:
    serve_with(live_server)
    table = live_server.create_table("king-of-all-bards", list(NAMES), lang=lang)
    clocks = {"type": "set_timer", "mode": "player", "seconds": 600}
    post(live_server, f"/api/tables/{table['code']}/actions", clocks, table["host_token"])
    post(live_server, f"/api/tables/{table['code']}/actions", {"type": "resume_timer"}, table["host_token"])
    page = phone(init_script=LARGER_TEXT, locale=f"{lang}-{lang.upper()}", viewport={"width": 360, "height": 740})
    as_host(page, live_server, table)
    wait_for(page, "!document.getElementById('turn-timer').hidden")
    # Six 24-character names at 130 %: the time beside the prompt runs off nothing (visualViewport).
    check_screen(page, f"the turn timer, {lang}, 130 %", within=[".topbar"], numbers=False)
    # pt34: the pill beside the prompt squeezed it to 3-4 lines; on a line of its own the prompt keeps 2.
    lines = page.evaluate(PROMPT_LINES)
    assert lines <= 2, f"{lang}: the prompt takes {lines} lines at 360 px and 130 %"
    page.click("#open-table")
    page.click("#timer-pause")
    wait_for(
        page, "C.table.snap().table.timer.paused && document.getElementById('turn-timer').textContent.startsWith('⏸')"
    )
    assert page.evaluate("C.table.snap().log.at(-1).text") == PAUSED[lang]


def test_the_end_screen_shows_each_players_thinking_time(live_server: LiveServer, phone) -> None:
    clock = serve_with(live_server)
    live_server.app.extensions["tables"].engine.rng = seeded(5)  # a deal random moves play to the end
    table = live_server.create_table("bard-saga", ["Ann", "Bob"])
    clocks = {"type": "set_timer", "mode": "player", "seconds": 3600}
    post(live_server, f"/api/tables/{table['code']}/actions", clocks, table["host_token"])
    post(live_server, f"/api/tables/{table['code']}/actions", {"type": "resume_timer"}, table["host_token"])
    tables, r = live_server.app.extensions["tables"], random.Random(2)
    engine = tables.get(table["code"])

    def later() -> None:
        clock.now += 3

    # Played through the engine to its end (what is looked at is the end), 3 s a move.
    play_out(tables, table["code"], table["host_token"], r, after=later)
    used = engine.timer["used"]
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    wait_for(page, "document.querySelector('#thinking-time li')")
    rows = page.locator("#thinking-time li").all_inner_texts()
    assert [row.split(": ")[0].strip() for row in rows] == ["Ann", "Bob"]
    shown = [row.split(": ")[1] for row in rows]
    assert shown == [f"{round(used.get(str(s), 0)) // 60}:{round(used.get(str(s), 0)) % 60:02d}" for s in (0, 1)]

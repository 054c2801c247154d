"""Spoken turns and the turn timer are fetched on use: a table page without them is lighter (issue #33)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, as_host, call, wait_for
from tests.browser.test_table_screen import SPEAKING

PARTS = ("/static/js/speech.js", "/static/js/timer.js")
# What the page had of both parts when it first drew the player bar (the microtask after that draw).
FIRST_DRAW = (
    SPEAKING
    + """;
document.addEventListener("DOMContentLoaded", () => {
  const bar = document.getElementById("players-bar");
  if (bar) new MutationObserver((_, o) => { if (!bar.children.length) return; o.disconnect();
    window.firstDraw = [typeof C.speech, typeof C.timer]; }).observe(bar, { childList: true });
});"""
)


def _fetched(page: Page) -> list[str]:
    """The parts this page has asked for so far (the requests, recorded from before its first load)."""
    return [p for p in PARTS if any(u.split("?")[0].endswith(p) for u in page.asked)]  # type: ignore[attr-defined]


def _recording(page: Page) -> Page:
    page.asked = []  # type: ignore[attr-defined]
    page.on("request", lambda r: page.asked.append(r.url))  # type: ignore[attr-defined]
    return page


def test_a_table_without_a_timer_or_speech_fetches_them_with_the_table_sheet(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob"])
    page = _recording(phone())
    as_host(page, live_server, table)
    wait_for(page, "C.table.snap() !== null")
    expect(page.locator("#players-bar")).to_contain_text("Ann")
    assert _fetched(page) == []
    assert page.evaluate("[typeof C.speech, typeof C.timer]") == ["undefined", "undefined"]
    page.locator("#open-table").click()  # the Table sheet: this phone's speech switch, the host's timer
    expect(page.locator("#sheet [data-k=speech]")).to_be_visible()
    expect(page.locator("#sheet #timer-mode")).to_be_visible()
    assert _fetched(page) == list(PARTS)


def test_a_table_with_a_timer_and_a_phone_that_speaks_draw_them_from_the_first_draw(
    live_server: LiveServer, phone
) -> None:
    table = live_server.create_table("minstrels", ["Ann", "Bob"], {"heroes": False})
    host = table["host_token"]
    timer = {"type": "set_timer", "mode": "turn", "seconds": 90}
    call(live_server, f"/api/tables/{table['code']}/actions", timer, host)
    page = _recording(phone(init_script=FIRST_DRAW))
    as_host(page, live_server, table)
    expect(page.locator("#turn-timer")).to_contain_text("1:30")
    # The table's first draw waited for both: the phone hears and counts from it on.
    assert page.evaluate("window.firstDraw") == ["object", "object"]
    assert _fetched(page) == list(PARTS)
    assert page.evaluate("C.speech.on()") is True

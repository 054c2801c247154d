"""Bard Saga after blind playtest pt81: the opening deal's buttons where the thumb is."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.bard_saga_support import FIELD, NAMES, at, post, search_sheet, seven_stories
from tests.browser.support import LINES, LiveServer, on_top
from tests.browser.test_stress_set import prompt_lines


def test_the_opening_draw_is_in_the_bar_not_behind_it(live_server: LiveServer, phone) -> None:
    # pt81: at 360 px, text at 130 %, "Draw for me" and "We drew…" lay under the Field at y=658, the bar from 570.
    table = live_server.create_table("bard-saga", list(NAMES), {"own_components": True})  # their own Inn
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    page = at(phone, live_server, table, 0)
    for name in ("Draw for me", "We drew…"):
        button = page.locator("#game-actions").get_by_role("button", name=name)
        expect(button).to_be_in_viewport(ratio=1)
        assert on_top(button), name
        assert button.evaluate(LINES) == 1, name  # pt83: "Draw / for / me" on three lines beside Effects
    page.locator("#game-actions").get_by_role("button", name="Draw for me").click()
    expect(page.locator("[data-k='mt']")).to_contain_text("2")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_opening_draw_s_prompt_takes_two_lines_at_most(live_server: LiveServer, phone, lang: str) -> None:
    # pt81: "▶ Du und 4 weitere: 2 Schriftrollen vom Gasthaus ziehen" took three lines at 360 px, text at 130 %;
    # pt83: without "ziehen" it lacked its verb. Now "2 Schriftrollen ziehen" (the setup list says from the Inn).
    table = live_server.create_table("bard-saga", list(NAMES), {"own_components": True})
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    page = at(phone, live_server, table, 0, lang)
    said = {"en": "draw 2", "de": "2 Schriftrollen ziehen", "ru": "взять 2"}
    expect(page.locator("#prompt")).to_contain_text(said[lang])
    assert prompt_lines(page, f"bard-saga {lang}, the opening draw") == []


# The words of each played Story's button that break across lines (a word's pieces on two lines).
SPLIT = """(el) => el.textContent.split(/\\s+/).filter(Boolean).filter((w) => {
  const text = el.firstChild, at = el.textContent.indexOf(w), r = document.createRange();
  r.setStart(text, at); r.setEnd(text, at + w.length);
  return new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top))).size > 1; })"""


def test_the_search_sheet_s_stories_never_break_a_name_inside_a_word(live_server: LiveServer, phone) -> None:
    # pt83: "Konstantin Rachmaninovs / k: White" and "Maximilian Oberhausen- / Ko: White" under "Played Stories…".
    table, st = seven_stories(live_server)
    page = search_sheet(phone, live_server, table, st)
    stories = page.locator("#sheet-content [data-story]")
    expect(stories).to_have_count(7)
    for n in range(7):
        assert stories.nth(n).evaluate(SPLIT) == [], stories.nth(n).inner_text()
    expect(stories.first).to_have_attribute("aria-label", f"{NAMES[0]}: Blue")  # the whole name, said

"""Bard Saga under UX.md's stress set: six 24-character names, en/de/ru, 360 and 412 px, text at 130 %.

The game is toured once through its main phases (tests/browser/recorded.py); each phase is opened
on a phone per language and size, seat 0's and seat 1's views, and every name the game itself
writes (the players' cards, the end ranking and its winner line, the We drew picker) is read
word by word: a name may wrap between its words or after a hyphen, never inside a word.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.recorded import PHASES, open_at, tour
from tests.browser.support import LiveServer, screenshot
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, opened, stressed

GAME = "bard-saga"
# Where Bard Saga writes a player's name: the players' cards, the end ranking and its winner line.
NAMED = ".bs-p .row1, .bs-end li, .bs-end .win, .bs-setup li, .bs-note, .bs-pick"


def test_no_name_breaks_inside_a_word(live_server: LiveServer, phone) -> None:
    rec = tour(GAME, NAMES)
    pages = {(lang, seat): stressed(phone, lang, size) for lang in LOCALES for seat, size in enumerate(SIZES)}
    problems: list[str] = []
    for phase in PHASES[GAME]:
        table = open_at(live_server, rec, phase)
        for (lang, seat), page in pages.items():
            opened(page, live_server, table, seat)
            broken = page.evaluate(BROKEN_WORDS, NAMED)
            if broken:
                problems.append(f"{lang} {SIZES[seat]['width']}px, {phase}: {broken}")
            if seat == 0:
                screenshot(page, f"bard-saga-stress-{lang}-{phase}", full_page=True)
    assert not problems, "\n".join(problems)


def test_a_name_shortened_in_the_end_ranking_is_shown_whole_on_a_tap(live_server: LiveServer, phone) -> None:
    page = stressed(phone, "ru", SIZES[0])
    opened(page, live_server, open_at(live_server, tour(GAME, NAMES), "ended"), 0)
    name = page.locator(".bs-end li .nm").first
    assert name.evaluate("(el) => el.scrollWidth > el.clientWidth"), "the name fits: nothing to show"
    whole = name.text_content()
    assert whole in NAMES
    name.click()
    expect(page.locator("#toast")).to_have_text(whole)

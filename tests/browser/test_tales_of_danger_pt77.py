"""Tales of Danger after the blind playtest pt77: three phones (360 light English, 360 dark German, 412 light
Russian), text at 130 %, six 24-character names.

The cost checker's Journals completed a Segment it had not passed, in one tap before any discard was entered,
its steppers folded under "Other discards"; the end screen's tie read "24 points: tied: …"; the Secure
sheet's rank buttons closed up as Sponsors were taken, so a button moved under the finger between turns.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, eventually, read, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3
from tests.browser.test_tales_of_danger_pt24 import complete_sheet

# Each language's tie line: one colon, the tie-break's own (the points before it end in a comma).
TIE = {
    "en": "10 points, tied: the higher Sponsor wins, rank 1 over Bob's rank 3.",
    "de": "10 Punkte, Gleichstand: der höhere Gönner gewinnt, Rang 1 vor Rang 3 von Bob.",
    "ru": "10 очков, ничья: ранг покровителя 1 выше, чем ранг 3 у игрока Bob.",
}


def _tied(server: LiveServer) -> dict:
    """Ann (rank 1) and Bob (rank 3) each complete five free difficulty-1 Segments with Journal 1: 10 points each."""
    table = _to_act3(server, ["Ann", "Bob"])
    free = {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}
    for seat in (0, 1):
        act(server, table, free, seat)
    for n in range(5):
        for seat in (0, 1):
            act(server, table, {"type": "complete_segment", "crew": 0, "supplies": 0, "journal": 1}, seat)
            if n < 4:
                act(server, table, free, seat)
    assert read(server, table)["state"]["phase"] == "over"
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_tie_line_is_one_clean_sentence(live_server: LiveServer, phone, lang: str) -> None:
    table = _tied(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    line = page.locator('.final [data-k="tb"]')
    expect(line).to_have_text(TIE[lang])
    assert line.inner_text().count(":") == 1


# The Secure sheet's rank buttons: each one's text, whether it is disabled, and its left edge.
RANKS = """() => [...document.querySelectorAll("#sheet .secure .nums.pick .btn")]
  .map((b) => [b.textContent, b.disabled, Math.round(b.getBoundingClientRect().left)])"""


def test_a_taken_rank_keeps_its_place_in_the_secure_sheet(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})  # six: all six ranks
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 2))
    secure = page.locator("#game-actions").get_by_role("button", name="Secure Sponsor")
    # Seat 0 takes rank 2 (which ends its turn), seat 1 ends its own: seat 2's turn.
    act(live_server, table, {"type": "secure_sponsor", "rank": 2, "start": 2, "market": 2, "max": 7}, 0)
    act(live_server, table, {"type": "end_turn"}, 1)
    secure.click()
    before = page.evaluate(RANKS)
    assert [(x, off) for x, off, _ in before] == [(str(r), r == 2) for r in range(1, 7)], before
    taken = page.locator("#sheet .secure .nums.pick .btn").nth(1)
    expect(taken).to_have_accessible_name(f"Rank 2: taken by {NAMES[0]}")
    page.locator("#sheet-close").click()
    # Round the table to seat 1, who takes rank 4: on seat 2's next turn its rank 5 is where it was.
    for seat in (2, 3, 4, 5, 0):
        act(live_server, table, {"type": "end_turn"}, seat)
    act(live_server, table, {"type": "secure_sponsor", "rank": 4, "start": 2, "market": 2, "max": 7}, 1)
    expect(page.locator('[data-k="sp4"]')).to_have_class(re.compile(r"\btaken\b"))
    secure.click()
    after = page.evaluate(RANKS)
    assert [b[2] for b in after] == [b[2] for b in before], (before, after)
    assert [b[1] for b in after] == [r in (2, 4) for r in range(1, 7)]
    page.locator("#sheet .secure .nums.pick").get_by_role("button", name="Rank 5", exact=True).click()
    expect(page.locator("#sheet .secure .confirm")).to_have_text("Tap Start, Market and Max")


# Each of the Complete sheet's discard steppers: whether it lies wholly in view above the sheet's sticky foot.
STEPPERS_IN_VIEW = """() => { const foot = document.querySelector("#sheet .jfoot").getBoundingClientRect();
  return [...document.querySelectorAll("#sheet .stepper")].map((s) => { const r = s.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= foot.top + 1; }); }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_checker_completes_nothing_with_no_discards_entered(live_server: LiveServer, phone, lang: str) -> None:
    page, table = complete_sheet(live_server, phone, lang)
    sheet = page.locator("#sheet")
    # What the checker needs is on the sheet as it opens, nothing folded to open first.
    expect(sheet.locator(".stepper")).to_have_count(2)
    assert page.evaluate(STEPPERS_IN_VIEW) == [True, True], lang
    journal2 = sheet.locator(".pick.quick .btn").nth(1)
    journal2.click(force=True)  # greyed until it pays, yet a tap reaches it
    verdict = sheet.locator('[data-k="verdict"]')
    expect(verdict).to_have_class("verdict no")
    if lang == "en":
        expect(verdict).to_have_text("Missing 6 Crew, 5 Supplies")
    assert read(live_server, table, 0)["state"]["players"][0]["voyage"] == []  # not completed (pt85: nor asked)
    sheet.locator('[data-k="exact"]').click()  # what is owed, discarded: the checker passes
    expect(verdict).to_have_class("verdict ok")
    journal2.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    journals = lambda: [v["journal"] for v in read(live_server, table, 0)["state"]["players"][0]["voyage"]]  # noqa: E731
    assert eventually(lambda: journals() == [2])

"""Tales of Danger after the blind playtest pt49: six 24-character names, 360x740, text at 130 %.

The end screen cut "Zoë Ellington-Har…" (199 px of text in a 184 px box) while the other names wrapped.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from tests.browser.phases import step
from tests.browser.support import LiveServer, act, eventually, on_top, read, screenshot, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt24 import _act3_of_six, complete_sheet
from tests.browser.test_tales_of_danger_pt44 import SPLIT_WORDS

# The playtest's own names beside the stress set's: a hyphenated word of 17 and of 20 letters.
PT49 = ("Zoë Ellington-Hartley", "Christopher Pemberton-Q")

# Each standings name's pieces whose box is narrower than their text (cut, with an ellipsis or not).
CUT = """() => [...document.querySelectorAll(".final .fhead strong, .final .fhead strong *")]
  .filter((n) => n.scrollWidth > n.clientWidth + 0.5
    || n.getBoundingClientRect().right > n.closest("li").getBoundingClientRect().right)
  .map((n) => [n.textContent, n.scrollWidth, n.clientWidth])"""
# The width of each name's box, for the report.
WIDTHS = """() => [...document.querySelectorAll(".final .fhead strong")]
  .map((n) => Math.round(n.getBoundingClientRect().width))"""


def _over(server: LiveServer, names: list[str]) -> dict:
    """A table of these names played to its end by legal random moves."""
    table = server.create_table("tales-of-danger", names, {"first_player": 0})
    r, live = random.Random(49), server.app.extensions["tables"]
    while live.get(table["code"]).state["phase"] != "over":
        assert step(server, table, r)
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_standings_name_is_whole(live_server: LiveServer, phone, lang: str) -> None:
    """pt49: "5 Zoë Ellington-Har…" on the end screen at 360 px, 130 %; the name wraps like the others."""
    table = _over(live_server, [*NAMES[:4], *PT49])
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".final .fhead")).to_have_count(6)
    screenshot(page, f"tod-pt49-end-{lang}", full_page=True)
    assert page.evaluate(CUT) == [], lang
    assert page.evaluate(SPLIT_WORDS) == [], lang
    assert min(page.evaluate(WIDTHS)) >= 230  # was 184 px beside the points
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


# The sheet's sticky foot: its lines' texts and its top, against the viewport.
FOOT = """() => { const f = document.querySelector("#sheet .jfoot"), r = f.getBoundingClientRect();
  return { top: Math.round(r.top), height: Math.round(r.height), text: f.innerText }; }"""
PROMPT = {"en": "Then tap the Journal", "de": "Dann tippe das Tagebuch", "ru": "Затем журнал"}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_complete_sheet_says_discard_then_tap_beside_the_journals(
    live_server: LiveServer, phone, lang: str
) -> None:
    """pt49: "Tap the Journal…" was at the sheet's top, and "Discard at least 1 Crew" read as not paid."""
    page, table = complete_sheet(live_server, phone, lang)
    foot = page.locator("#sheet .jfoot")
    # What is owed, then the instruction, then the buttons it speaks of: together in the sticky foot.
    expect(foot.locator('[data-k="exactly"]')).to_contain_text("6")
    expect(foot.locator('[data-k="jprompt"]')).to_contain_text(PROMPT[lang], ignore_case=True)
    journal = foot.locator(".btn.primary.big").first
    expect(journal).to_have_text("1")
    screenshot(page, f"tod-pt49-foot-{lang}")
    assert on_top(journal) and page.evaluate(FOOT)["top"] + page.evaluate(FOOT)["height"] <= SIZES[0]["height"]
    # What is owed, discarded: one tap on the checker (pt85), and the Journal completes.
    page.locator('#sheet [data-k="exact"]').click()
    expect(foot.locator('[data-k="verdict"]')).to_have_class("verdict ok")
    journal.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    done = read(live_server, table, 0)["state"]["players"][0]["voyage"]
    assert [v["journal"] for v in done] == [1]


def test_a_segment_that_costs_nothing_completes_in_one_tap(live_server: LiveServer, phone) -> None:
    """Nothing to discard (Great Fishing!): nothing is missing, nothing asked."""
    table = _act3_of_six(live_server)
    act(live_server, table, {"type": "forage", "cost": "great_fishing"}, 0)  # seat 1's turn now
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    page.locator("#game-actions .btn.primary").first.click()
    expect(page.locator('#sheet [data-k="exactly"]')).to_contain_text("Nothing to discard")
    page.locator("#sheet .jfoot .btn.primary.big").nth(1).click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert eventually(
        lambda: [v["journal"] for v in read(live_server, table, 1)["state"]["players"][1]["voyage"]] == [2]
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_complete_sheets_foot_leaves_room(live_server: LiveServer, phone, lang: str) -> None:
    """The instruction in the foot with the verdict: the foot stays under half the screen."""
    table = _act3_of_six(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()
    expect(page.locator("#sheet .jfoot")).to_be_visible()
    screenshot(page, f"tod-pt49-complete-{lang}")
    foot = page.evaluate(FOOT)
    assert foot["height"] <= SIZES[0]["height"] * 0.4, foot
    page.locator("#sheet .stepper .btn").nth(1).click()  # one Crew entered: not paid, so the Journal says so
    page.locator("#sheet .jfoot .btn.primary.big").first.click(force=True)  # greyed, a tap reaches it
    expect(page.locator('#sheet [data-k="verdict"]')).to_have_class("verdict no")
    foot = page.evaluate(FOOT)
    assert foot["height"] <= SIZES[0]["height"] * 0.4, foot

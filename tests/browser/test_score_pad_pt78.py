"""The score pad after blind playtest pt78: a round form's empty row."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, as_host, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# Anything whose right edge is past the visual viewport (the phone widens its layout viewport to the content).
PAST = """() => { const vw = visualViewport.width;
  return [...document.querySelectorAll("#main *")].filter((el) => el.getBoundingClientRect().right > vw + 1)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.getBoundingClientRect().right}`); }"""


def _host(server: LiveServer, phone, lang: str) -> tuple[Page, dict]:
    """Six long names, four rounds, on the host's phone at 360x740 with text at 130 %."""
    table = server.create_table("score-pad", list(NAMES), {"rounds": 4})
    page = stressed(phone, lang, SIZES[0])
    as_host(page, server, table)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {read(server, table)['seq']}")
    return page, table


def test_the_round_form_marks_an_empty_row_before_it_sends_the_others(live_server: LiveServer, phone) -> None:
    """pt78: five rows filled, Zoë's left empty, Enter sent the five without a word (round left open for her)."""
    page, table = _host(live_server, phone, "en")
    for seat in (0, 1, 3, 4, 5):
        page.locator(f"#rs-{seat}").fill(str(seat + 2))
    page.locator(".round-sheet .send").click()
    marked = page.locator(".round-sheet .sheet-row.left-out")
    expect(marked).to_have_count(1)
    expect(marked).to_contain_text(NAMES[2])
    expect(marked.locator(".left-note")).to_be_visible()
    expect(page.locator("#rs-2")).to_be_focused()  # there to type, if it was forgotten
    expect(page.locator(".round-sheet .send")).to_have_text("Enter without 1 player")
    assert not any(e[0] for e in read(live_server, table)["state"]["entered"])  # nothing sent yet
    # Sending without her is a second, deliberate tap: the round stays open for her own phone.
    page.locator(".round-sheet .send").click()
    expect(page.locator('[data-k="round"]')).to_have_text("Round 1 of 4 · 5 of 6 entered")
    assert [e[0] for e in read(live_server, table)["state"]["entered"]] == [True, True, False, True, True, True]
    expect(page.locator(".round-sheet .sheet-row.left-out")).to_have_count(0)


def test_a_row_filled_after_the_mark_sends_everyone_without_more_ado(live_server: LiveServer, phone) -> None:
    """The host had forgotten Zoë: typed in the marked row, the mark goes and the form sends all six."""
    page, table = _host(live_server, phone, "en")
    for seat in (0, 1, 3, 4, 5):
        page.locator(f"#rs-{seat}").fill("4")
    page.locator(".round-sheet .send").click()
    expect(page.locator(".round-sheet .sheet-row.left-out")).to_have_count(1)
    page.locator("#rs-2").fill("9")
    expect(page.locator(".round-sheet .sheet-row.left-out")).to_have_count(0)
    expect(page.locator(".round-sheet .send")).to_have_text("Enter these scores")
    page.locator("#rs-5").press("Enter")  # the last field's Enter sends the form as the button does
    expect(page.locator('[data-k="round"]')).to_have_text("Round 2 of 4 · 0 of 6 entered")  # all in: on to the next
    assert read(live_server, table)["state"]["totals"] == [4, 4, 9, 4, 4, 4]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_marked_rows_fit_360_px_at_130_percent(live_server: LiveServer, phone, lang: str) -> None:
    """Two rows left empty in German and Russian: their notes and the button stay on screen, nothing cut."""
    page, _ = _host(live_server, phone, lang)
    for seat in (0, 1, 3, 5):
        page.locator(f"#rs-{seat}").fill("12")
    page.locator(".round-sheet .send").click()
    expect(page.locator(".round-sheet .sheet-row.left-out")).to_have_count(2)
    page.locator(".round-sheet h2").scroll_into_view_if_needed()
    screenshot(page, f"score-pad-pt78-left-out-{lang}")
    assert page.evaluate(PAST) == []
    assert not (problems := findings(page, f"score-pad {lang}, round form with two rows empty")), "\n".join(problems)

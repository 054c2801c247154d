"""The score pad after blind playtest pt78: a round form's empty row, the score table's cell editor."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, act, as_host, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# Each score-table column's width in px, left to right (the row names' column first).
WIDTHS = "() => [...document.querySelectorAll('.pad-grid thead th')].map((th) => th.getBoundingClientRect().width)"
# An element's text as read (without the breaks a name gets after its hyphens).
SAID = "(el) => el.textContent.replace(/\\u200B/g, '').trim()"
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
    page.emulate_media(color_scheme="dark" if lang == "de" else "light")  # as the playtest's German phone
    for seat in (0, 1, 3, 5):
        page.locator(f"#rs-{seat}").fill("12")
    page.locator(".round-sheet .send").click()
    expect(page.locator(".round-sheet .sheet-row.left-out")).to_have_count(2)
    page.locator(".round-sheet h2").scroll_into_view_if_needed()
    screenshot(page, f"score-pad-pt78-left-out-{lang}")
    assert page.evaluate(PAST) == []
    assert not (problems := findings(page, f"score-pad {lang}, round form with two rows empty")), "\n".join(problems)


def _round_two(server: LiveServer, phone, lang: str) -> tuple[Page, dict]:
    """Round 1 entered for all six, round 2 begun: the score table has a past round to correct."""
    table = server.create_table("score-pad", list(NAMES), {"rounds": 4})
    act(server, table, {"type": "score_round", "scores": {str(s): 10 + s for s in range(6)}})  # and on to round 2
    page = stressed(phone, lang, SIZES[0])
    as_host(page, server, table)
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {read(server, table)['seq']}")
    page.locator(".pad-grid").scroll_into_view_if_needed()
    return page, table


def test_the_cell_editor_says_whose_round_it_corrects_and_has_an_ok(live_server: LiveServer, phone) -> None:
    """pt78: a past round's cell opened a bare field in the cell: no label, no OK, and its column widened."""
    page, table = _round_two(live_server, phone, "en")
    before = page.evaluate(WIDTHS)
    page.locator('[data-k="r1s2"] button').click()
    label = f"Correct {NAMES[2]}'s round 1"
    field = page.get_by_role("spinbutton", name=label)
    expect(field).to_be_focused()
    expect(field).to_have_value("12")
    expect(page.locator(".cell-fix .fix-row")).to_be_visible()
    assert page.locator(".cell-fix .fix-row").evaluate(SAID) == label  # said on screen, not only to a screen reader
    expect(page.locator('[data-k="r1s2"] .cell')).to_have_attribute("aria-current", "true")  # the cell it corrects
    assert page.evaluate(WIDTHS) == before  # the table keeps its columns while the editor is open
    screenshot(page, "score-pad-pt78-cell-editor-en")
    field.fill("21")
    page.locator(".cell-fix").get_by_role("button", name="Save").click()
    expect(page.locator('[data-k="r1s2"]')).to_have_text("21")
    expect(page.locator(".cell-fix")).to_have_count(0)
    assert read(live_server, table)["state"]["by_round"][2][:2] == [21, 0]


def test_the_cell_editor_still_takes_enter_and_cancels(live_server: LiveServer, phone) -> None:
    """Enter in the field saves as before; Cancel (or Escape) leaves the score as it was."""
    page, table = _round_two(live_server, phone, "en")
    page.locator('[data-k="r1s4"] button').click()
    page.keyboard.press("Escape")
    expect(page.locator(".cell-fix")).to_have_count(0)
    page.locator('[data-k="r1s0"] button').click()
    page.locator(".cell-fix").get_by_role("button", name="Cancel").click()
    expect(page.locator(".cell-fix")).to_have_count(0)
    page.locator('[data-k="r1s5"] button').click()
    field = page.get_by_role("spinbutton", name=f"Correct {NAMES[5]}'s round 1")
    field.fill("-3")
    field.press("Enter")
    expect(page.locator('[data-k="r1s5"]')).to_have_text("-3")
    assert [r[0] for r in read(live_server, table)["state"]["by_round"]] == [10, 11, 12, 13, 14, -3]


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_cell_editor_fits_360_px_at_130_percent(live_server: LiveServer, phone, lang: str) -> None:
    """The editor's label (a 24-character name), its field and its buttons: nothing past the screen's edge."""
    page, _ = _round_two(live_server, phone, lang)
    page.emulate_media(color_scheme="dark" if lang == "de" else "light")  # as the playtest's German phone
    before = page.evaluate(WIDTHS)
    page.locator('[data-k="r1s4"] button').click()
    expect(page.locator(".cell-fix input")).to_be_focused()
    assert NAMES[4] in page.locator(".cell-fix .fix-row").evaluate(SAID)
    assert page.evaluate(WIDTHS) == before
    screenshot(page, f"score-pad-pt78-cell-editor-{lang}")
    assert page.evaluate(PAST) == []
    assert not (problems := findings(page, f"score-pad {lang}, a past round's cell editor")), "\n".join(problems)

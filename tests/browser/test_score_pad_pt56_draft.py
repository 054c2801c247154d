"""The score pad's host grid keeps its typed cells across a reload (blind playtest pt56, problem 2).

On a phone passed round the grid holds several people's scores, typed but not entered: reloading that
phone emptied it without a word. 360x740, six 24-character names, text at 130 %.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot, wait_for
from tests.browser.test_score_pad_pt36_grid import LINES, MEASURE, _host, _table

TYPED = {"pe-0-0": "4", "pe-0-1": "3", "pe-3-0": "9", "pe-5-4": "-2"}  # Gold 4, Quests 3, Gold 9, Tie-break -2


def _reloaded(page: Page) -> None:
    page.reload()
    wait_for(page, "C.table.snap() && document.querySelector('.pad-entry')")


def _away(page: Page) -> str:
    """Leave the table's page (as a phone whose tab was closed); its address, to come back."""
    url = page.url
    page.goto("about:blank")
    return url


def _back(page: Page, url: str, server: LiveServer, table: dict) -> None:
    page.goto(url)
    wait_for(page, f"C.table.snap().seq === {read(server, table)['seq']}")


def _grids(table: dict, server: LiveServer) -> int:
    return sum(1 for e in read(server, table)["log"] if e["type"] == "round_scored" and not e.get("undone"))


def test_typed_cells_come_back_after_a_reload_and_go_once_entered(live_server: LiveServer, phone) -> None:
    """pt56: Gold 4 and Quests 3 typed into round 3's grid came back empty ('', '') after a reload."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    for k, v in TYPED.items():
        page.locator(f"#{k}").fill(v)
    _reloaded(page)
    for k, v in TYPED.items():
        expect(page.locator(f"#{k}")).to_have_value(v)
    note = page.locator('[data-k="draft"]')
    expect(note).to_be_visible()  # said: these are back, and not entered yet
    screenshot(page, "score-pad-pt56-draft-back")
    assert read(live_server, table)["seq"] == table["seq"], "a typed cell reached the server before Enter"
    before = _grids(table, live_server)
    page.get_by_role("button", name="Enter these scores").click()
    wait_for(page, "C.table.snap().state.by_category[5]['Tie-break'] === -2")
    after = _grids(table, live_server)
    _reloaded(page)
    for k in ("pe-0-2", "pe-3-1", "pe-4-0"):
        expect(page.locator(f"#{k}")).to_have_value("")
    expect(page.locator('.pad-entry [data-k="pv-0-0"]')).to_have_text("4")  # entered: shown, not a field
    expect(note).to_have_count(0)
    page.wait_for_timeout(300)
    state = read(live_server, table)["state"]
    assert [state["by_category"][s]["Gold"] for s in (0, 3)] == [4, 9]
    assert _grids(table, live_server) == after > before  # nothing entered twice


def test_a_cell_another_phone_entered_meanwhile_shows_the_servers_value(live_server: LiveServer, phone) -> None:
    """A restored draft never overrides what the table has: the other phone's entry stands."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    for k, v in TYPED.items():
        page.locator(f"#{k}").fill(v)
    url = _away(page)
    act(live_server, table, {"type": "score_grid", "scores": {"0": {"Gold": 6}}, "round": 1})  # another host phone
    _back(page, url, live_server, table)
    expect(page.locator('.pad-entry [data-k="pv-0-0"]')).to_have_text("6")
    expect(page.locator("#pe-0-0")).to_have_count(0)
    for k in ("pe-0-1", "pe-3-0", "pe-5-4"):
        expect(page.locator(f"#{k}")).to_have_value(TYPED[k])
    screenshot(page, "score-pad-pt56-draft-other-phone")
    page.get_by_role("button", name="Enter these scores").click()
    wait_for(page, "C.table.snap().state.by_category[3].Gold === 9")
    state = read(live_server, table)["state"]
    assert state["by_category"][0]["Gold"] == 6 and state["by_category"][0]["Quests"] == 3


def test_the_draft_is_dropped_when_the_round_moves_on(live_server: LiveServer, phone) -> None:
    """Typed in round 1, the round moved on from another phone: round 2's grid starts empty."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    page.locator("#pe-0-0").fill("4")
    url = _away(page)
    act(live_server, table, {"type": "next_round"})
    _back(page, url, live_server, table)
    wait_for(page, "C.table.snap().state.round === 2")
    expect(page.locator("#pe-0-0")).to_have_value("")
    expect(page.locator('[data-k="draft"]')).to_have_count(0)


def test_the_kept_note_in_german_and_russian_stays_inside_the_screen(live_server: LiveServer, phone) -> None:
    """The line saying the cells are back (and not entered) fits 360 px at 130 % in every language."""
    table = _table(live_server)
    said = {"en": "not entered yet", "de": "noch nicht eingetragen", "ru": "ещё не внесены"}
    problems = []
    for lang, words in said.items():
        page = _host(phone, live_server, table, lang)
        page.locator("#pe-3-2").fill("5")
        _reloaded(page)
        expect(page.locator("#pe-3-2")).to_have_value("5")
        expect(page.locator('[data-k="draft"]')).to_contain_text(words)
        m = page.evaluate(MEASURE)
        if m["wide"] > m["vw"] + 1 or m["past"]:
            problems.append(f"{lang}: {m['wide']}px wide in {m['vw']}px; past the edge: {m['past'][:4]}")
        lines = page.locator('[data-k="draft"]').evaluate(LINES)
        problems += [f"{lang}: the note runs {lines} lines"] if lines > 3 else []
        screenshot(page, f"score-pad-pt56-draft-{lang}")
        page.close()
    assert not problems, "\n".join(problems)

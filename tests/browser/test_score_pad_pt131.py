"""The score pad after blind playtest pt131 (issue #26), at 360x740 with six 24-character names and text at 130 %.

A 70 typed for 7 in a player's own round form went in unasked: the table's three cells made one round total,
too few to judge by. A player's own form of a few categories had a sticky Enter that hid the next field.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot, wait_for
from tests.browser.test_score_pad_pt8 import _host, _table, odd_asked_then_cancelled
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed


def _own_form(phone, live_server: LiveServer, table: dict, seat: int) -> Page:
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, seat)
    page.locator(".sheet-fold > summary").click()  # "Enter round 1 for <name>": folded until opened
    expect(page.locator(f"#pe-{seat}-0")).to_be_visible()
    return page


def test_a_cell_far_beyond_the_tables_cells_is_asked_about_on_a_players_own_form(
    live_server: LiveServer, phone
) -> None:
    table = _table(live_server)
    # Wilhelmina's three cells of round 1, up to 5: her round is not complete, so no round total yet.
    got = act(live_server, table, {"type": "score_grid", "scores": {"1": {"Gold": 5, "Quests": 3, "Bonus": 2}}})
    table["seq"] = got["seq"]
    page = _own_form(phone, live_server, table, 2)
    page.locator("#pe-2-0").fill("4")
    page.locator("#pe-2-1").fill("70")  # Quests: a 7 with an extra digit
    odd_asked_then_cancelled(page, "#pe-2-1", (NAMES[2], "+70", "Quests"))
    assert live_server.app.extensions["tables"].get(table["code"]).state["totals"][2] == 0
    page.locator("#pe-2-1").fill("7")
    page.get_by_role("button", name="Enter these scores").click()
    wait_for(page, "C.table.snap().state.totals[2] === 11")


def test_enter_stays_under_a_players_few_fields_and_sticks_only_on_a_bigger_grid(
    live_server: LiveServer, phone
) -> None:
    table = _table(live_server)
    page = _own_form(phone, live_server, table, 2)
    position = "getComputedStyle(document.querySelector('.pad-entry .send-all')).position"
    assert page.evaluate(position) == "static"  # four fields of her own: Enter right under them
    # Scrolled so the form's first field is just above the bottom bar: nothing of Enter lies over it.
    page.evaluate("""() => { const f = document.querySelector('#pe-2-0'), bar = document.querySelector('.actionbar');
      scrollBy(0, f.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 4); }""")
    over = page.evaluate("""() => { const f = document.querySelector('#pe-2-0').getBoundingClientRect();
      const b = document.querySelector('.pad-entry .send-all').getBoundingClientRect();
      return b.top < f.bottom && b.bottom > f.top; }""")
    assert not over
    host = _host(phone, live_server, table)  # the host's grid of four players: Enter sticks in reach
    assert host.evaluate(position) == "sticky"


def test_the_rounds_last_category_typed_on_a_card_puts_the_keyboard_away(live_server: LiveServer, phone) -> None:
    table = _table(live_server)
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    amount = page.locator("#amount-1")
    for n, points in enumerate((5, 3, 2, 1)):  # Gold, Quests, Bonus, Relics: the picker moves on by itself
        amount.fill(str(points))
        amount.press("Enter")
        wait_for(page, f"C.table.snap().state.totals[1] === {sum((5, 3, 2, 1)[: n + 1])}")
        if n < 3:
            expect(amount).to_be_focused()  # the next category's entry follows at once
    expect(page.locator('[data-k="e1"]')).to_contain_text("Runde 1 fertig")
    expect(amount).not_to_be_focused()  # nothing left to enter: a number typed now goes nowhere


def test_the_bars_key_is_one_line_in_german_at_360_px(live_server: LiveServer, phone) -> None:
    # pt131: the round's line and the key of ★ and ✓ took four lines over the player's own card.
    table = _table(live_server)
    table["seq"] = act(
        live_server,
        table,
        {"type": "score_grid", "scores": {"1": {"Gold": 9, "Quests": 1, "Bonus": 0, "Relics": 2}, "2": {"Gold": 4}}},
    )["seq"]
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    legend = page.locator('[data-k="legend"]')
    expect(legend).to_have_text("★ = führt · ✓ = eingetragen")
    lines = legend.evaluate(
        "(el) => { const r = document.createRange(); r.selectNodeContents(el);"
        " return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"
    )
    assert lines == 1


def test_a_place_below_a_player_on_the_same_points_says_the_tie_breaks_figures(live_server: LiveServer, phone) -> None:
    # pt131: a 4th place level on points with the 3rd read why only in the standings' small print, a scroll down.
    from tests.browser.test_score_pad_pt28 import _grid

    table = _table(live_server)
    _grid(live_server, table, {s: {"Gold": 10 - s, "Relics": s % 2} for s in range(6)})  # 10 10 8 8 6 6
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "ru", SIZES[0])
    opened(page, live_server, table, 2)
    expect(page.locator('[data-k="yours"]')).to_have_text("Твоё место: 4-е, 8 очков")
    expect(page.locator('[data-k="level"]')).to_have_text("Столько же очков (8) у Maximilian: Relics 0 против 1.")
    box, bar = page.locator('[data-k="level"]').bounding_box(), page.locator(".actionbar").bounding_box()
    assert box["y"] + box["height"] <= bar["y"]  # without a scroll
    screenshot(page, "score-pad-pt131-level-ru")
    lead = stressed(phone, "en", SIZES[0])
    opened(lead, live_server, table, 1)  # 2nd on the winner's 10: the tie-break line under the winner says it
    expect(lead.locator('[data-k="decided"]')).to_be_visible()
    expect(lead.locator('[data-k="level"]')).to_have_count(0)

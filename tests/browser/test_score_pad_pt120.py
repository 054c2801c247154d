"""The score pad after the 120th blind playtest: a 7 Wonders-like tally (categories, no rounds) on a player's phone."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, seat_link, wait_for
from tests.browser.test_stress_set import SIZES, stressed

TALLY = {"categories": ["Military", "Coins", "Science"], "tie_breaker": "Coins"}


def test_a_category_total_is_fixed_by_tapping_it(live_server: LiveServer, phone) -> None:
    """pt120: Science typed as 81 for 18; the 81 in the score table was no button, and undo took the whole grid."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"], TALLY)
    act(live_server, table, {"type": "score_grid", "scores": {"1": {"Military": 6, "Science": 81}}}, 1)
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, table, 1))
    page.locator(".pad-grid button.cell", has_text="81").click()  # Science for Bob
    field = page.locator(".cell-fix input")
    expect(field).to_be_focused()
    field.fill("18")
    page.locator(".cell-fix").get_by_role("button", name="Сохранить").click()
    wait_for(page, "C.table.snap().state.by_category[1].Science === 18")
    assert read(live_server, table)["state"]["totals"] == [0, 24]
    expect(page.locator(".cell-fix")).to_have_count(0)


def test_a_typed_amount_moves_the_picker_on_without_rounds(live_server: LiveServer, phone) -> None:
    """pt120: the category picker stayed on Military after a typed 9, then on Coins (the README: it moves on)."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"], TALLY)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    card = page.locator('section.score-card[aria-label="Bob"]')
    expect(card.get_by_label("Category for Bob")).to_have_value("Military")
    card.get_by_label("Points for Bob").fill("9")
    card.get_by_role("button", name="Add to Military").click()
    wait_for(page, "C.table.snap().state.by_category[1].Military === 9")
    expect(card.get_by_label("Category for Bob")).to_have_value("Coins")


def test_a_timed_score_pad_in_the_history_shows_no_thinking_times_it_never_counted(
    live_server: LiveServer, phone
) -> None:
    """pt120: a score pad played with the turn timer listed "⏳ 0:00" for all six (it has no turns to time)."""
    body = {
        "game": "score-pad",
        "players": [{"name": "Ann"}, {"name": "Bob"}],
        "timer": {"mode": "turn", "seconds": 45},
    }
    table = call(live_server, "/api/tables", body)
    call(
        live_server,
        f"/api/tables/{table['code']}/actions",
        {"type": "score", "seat": 0, "delta": 4},
        table["host_token"],
    )
    call(live_server, f"/api/tables/{table['code']}/actions", {"type": "finish"}, table["host_token"])
    page = phone()
    page.goto(live_server.url + "/history")
    expect(page.locator("#history-plays .ranking li")).to_have_count(2)
    expect(page.locator("#history-plays .thinking")).to_have_count(0)


def test_entries_made_offline_go_to_the_categories_the_card_said(live_server: LiveServer, phone) -> None:
    """pt124: offline, 9, 1 and -2 typed for Tricks, Bonus and Penalty: the card stayed on Bonus with "1" still in it,
    and the -2 went to Bonus."""
    table = live_server.create_table(
        "score-pad", ["Ann", "Bob"], {"categories": ["Tricks", "Bonus", "Penalty"], "rounds": 3}
    )
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    card = page.locator('section.score-card[aria-label="Bob"]')
    picker, amount = card.get_by_label("Category for Bob"), card.get_by_label("Points for Bob")
    picker.wait_for()
    page.context.set_offline(True)
    for points, category, then in (
        ("9", "Tricks", "Bonus"),
        ("1", "Bonus", "Penalty"),
        ("-2", "Penalty", "Penalty"),
    ):  # all in: it stays
        expect(picker).to_have_value(category)
        amount.fill(points)
        card.get_by_role("button", name=f"Add to {category}").click()
        expect(picker).to_have_value(then)
        expect(amount).to_have_value("")
    page.context.set_offline(False)
    wait_for(page, "C.table.snap().state.by_category[1].Penalty === -2")
    assert read(live_server, table)["state"]["by_category"][1] == {"Tricks": 9, "Bonus": 1, "Penalty": -2}


def test_the_hosts_tally_grid_shows_what_is_in_and_corrects_it(live_server: LiveServer, phone) -> None:
    """pt124: after Enter the tally's grid came back blank, so typing the totals again would have added them twice."""
    table = live_server.create_table("score-pad", ["Ann", "Bob"], TALLY, seated=False)
    page = phone()
    as_host(page, live_server, table)  # both seats on the host's phone: its grid
    page.locator("#pe-0-0").fill("6")
    page.locator("#pe-1-2").fill("81")
    page.get_by_role("button", name="Enter these scores").click()
    wait_for(page, "C.table.snap().state.by_category[1].Science === 81")
    expect(page.locator("#pe-0-0")).to_have_count(0)  # entered: its value, no field to add to
    page.locator('[data-k="pv-1-2"]').click()
    field = page.locator(".cell-fix input")
    expect(field).to_have_value("81")
    field.fill("18")
    field.press("Enter")
    wait_for(page, "C.table.snap().state.by_category[1].Science === 18")
    assert read(live_server, table)["state"]["totals"] == [6, 18]

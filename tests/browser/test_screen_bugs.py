"""Issue #12's bugs, each seen failing before its fix: what a player types survives other phones, and more."""

from __future__ import annotations

import csv
import io
import urllib.request

from playwright.sync_api import expect

from tests.browser.support import LiveServer, one_line, seat_link


def _csv(server: LiveServer, code: str) -> list[list[str]]:
    """The table's CSV export, parsed."""
    with urllib.request.urlopen(f"{server.url}/api/tables/{code}/export.csv") as resp:
        return list(csv.reader(io.StringIO(resp.read().decode())))


def test_a_chosen_category_and_typed_amount_survive_another_phones_move(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], {"categories": ["Wood", "Stone", "Gold"]})
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    red.locator("#cat-0").select_option("Gold")
    red.locator("#amount-0").fill("7")
    # Blue scores while Red is half-way through typing: Red's screen re-renders.
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("5", timeout=2000)
    expect(red.locator("#cat-0")).to_have_value("Gold")
    expect(red.locator("#amount-0")).to_have_value("7")
    red.locator("#amount-0").press("Enter")
    expect(red.locator('[data-k="t0"]')).to_have_text("7")
    rows = _csv(live_server, table["code"])
    header, red_row = rows[0], next(r for r in rows[1:] if "Red" in r)
    assert red_row[header.index("Gold")] == "7"
    assert red_row[header.index("Wood")] == "0"
    # Sent: the amount box is empty again, and stays empty when Blue moves next.
    expect(red.locator("#amount-0")).to_have_value("")
    blue.get_by_role("button", name="+1 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("6", timeout=2000)
    expect(red.locator("#amount-0")).to_have_value("")
    expect(red.locator("#cat-0")).to_have_value("Gold")


LONG = "Bartholomew Fitzgeraldo"  # 23 characters: a long name the server accepts


def test_two_digit_totals_stay_on_one_line_beside_a_long_name(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", [LONG, "Blue"], {"categories": ["Wood", "Stone"]})
    red = phone()
    red.goto(seat_link(live_server, table, 0))
    red.locator("#amount-0").fill("15")
    red.locator("#amount-0").press("Enter")
    expect(red.locator('[data-k="t0"]')).to_have_text("15")
    one_line(red, ".score-card .total")
    one_line(red, ".grid tfoot td")
    red.on("dialog", lambda d: d.accept())
    red.get_by_role("button", name="Finish").click()
    expect(red.locator(".standings")).to_contain_text("Final standings")
    one_line(red, ".standings strong")
    one_line(red, ".standings .place")

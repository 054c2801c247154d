"""Minstrels after blind playtest pt82: last round's dice not shown as this round's; a Treasure apart from a coin."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read, seat_link
from tests.browser.test_minstrels import BASE


def _ready(server: LiveServer) -> dict:
    table = server.create_table("minstrels", ["Ann", "Bob"])
    for seat in range(2):
        act(server, table, {"type": "board_ready", "coins": [list(x) for x in BASE]}, seat)
    return table


def test_a_new_round_does_not_show_last_round_s_dice(live_server: LiveServer, phone) -> None:
    # pt82: "Zoë: beide Würfel werfen" above a bottom bar that still read "6 3", the last round's roll.
    table = _ready(live_server)
    act(live_server, table, {"type": "roll_dice", "values": [6, 3]}, 0)
    page = phone()
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator("#last-roll")).to_have_text("6 3")  # this round's, while it is
    act(live_server, table, {"type": "pass"}, 0)
    act(live_server, table, {"type": "pass"}, 1)
    state = read(live_server, table)["state"]
    assert state["round"] == 2
    expect(page.locator("#last-roll")).to_have_text("Dice")  # round 2: nothing rolled yet
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, state["first"])
    expect(page.locator("#last-roll")).to_have_text("2 5")


# Each colour as [r, g, b] from a computed `rgb(...)`.
RGB = "(el) => getComputedStyle(el).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)"


def test_a_treasure_stands_apart_from_a_coin_in_dark(live_server: LiveServer, phone) -> None:
    # pt82: in dark mode a Treasure was a gold disc beside the gold coins (#e0a82e against #e0b020).
    table = _ready(live_server)
    act(live_server, table, {"type": "roll_dice", "values": [4, 1]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 1, "character": "Treasure", "character_die": 0}, 0)
    page = phone(color_scheme="dark")
    page.goto(seat_link(live_server, table, 0))
    piece = page.locator(".board.own .cell .pc").first
    expect(piece).to_have_text("T")
    coin = page.locator(".board.own .cell .coin").first
    a, b = piece.evaluate(RGB), coin.evaluate(RGB)
    assert sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5 > 50, (a, b)


def test_a_changed_die_s_price_reads_right_in_russian(live_server: LiveServer, phone) -> None:
    # pt82: "Принцесса на клетку 4 за 1 монета" (the accusative is "монету"): the price now stands in the nominative.
    table = _ready(live_server)
    act(live_server, table, {"type": "roll_dice", "values": [6, 3]}, 0)
    page = phone(locale="ru-RU")
    page.goto(seat_link(live_server, table, 0))
    page.locator(".mdice button", has_text="+").last.click()  # the second die 3 -> 4: a 6 (Princess) on space 4
    expect(page.locator(".mdice")).to_contain_text("на клетку 4, цена: 1 монета")

"""Playtest pt82: the log strip's "New round" line took the colour of whoever moved last, as if it were their move."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, seat_link
from tests.companion.test_bard_saga import FIELD
from tests.companion.test_minstrels_play import BASE_COINS


def test_a_new_round_line_takes_no_players_colour_and_a_move_keeps_its_own(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", ["Ann", "Bob"])
    for seat in (0, 1):
        act(live_server, table, {"type": "board_ready", "coins": BASE_COINS}, seat)
    first = act(live_server, table, {"type": "roll_dice", "values": [1, 5]}, 0)["state"]["turn"]
    ann = phone()
    ann.goto(seat_link(live_server, table, 0))
    other = 1 - first
    act(live_server, table, {"type": "pass"}, first)
    # A player's own move: the line in that player's colour.
    expect(ann.locator("#last-move")).to_contain_text("ended the turn")
    expect(ann.locator("#last-move .dot")).to_have_count(1)
    act(live_server, table, {"type": "pass"}, other)  # the round's last turn: a new round begins
    expect(ann.locator("#last-move")).to_contain_text("New round")
    expect(ann.locator("#last-move .dot")).to_have_count(0)
    log = ann.evaluate("() => fetch(location.pathname.replace('/t/', '/api/tables/')).then((r) => r.json())")["log"]
    lines = {e["type"]: e.get("table_line", False) for e in log}
    assert lines["round_ended"] is True and lines["passed"] is False


def test_the_starting_player_line_takes_no_players_colour(live_server: LiveServer, phone) -> None:
    """pt89: "Wilhelmina last sang aloud: Starting Player", entered on Bartholomew's phone, had his red dot."""
    table = live_server.create_table("bard-saga", ["Ann", "Bob", "Cid"])
    act(live_server, table, {"type": "set_field", "colors": FIELD}, 0)
    act(live_server, table, {"type": "choose_starting", "seat": 1}, 0)
    cid = phone()
    cid.goto(seat_link(live_server, table, 2))
    expect(cid.locator("#last-move")).to_contain_text("Bob last sang aloud")
    expect(cid.locator("#last-move .dot")).to_have_count(0)

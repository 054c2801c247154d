"""Blind playtest pt87: a phone passed round goes back to its own player, and says so, as it does for the others."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, read, wait_for
from tests.browser.test_minstrels import BASE
from tests.browser.test_stress_set import NAMES, SIZES, stressed


def _table(server: LiveServer, first: int = 2) -> dict:
    """Minstrels: Bartholomew (seat 0) on the host's phone as its own, Wilhelmina on hers, Zoë kept on the host's;
    `first` goes first and rolls (Zoë on the host's phone, or Bartholomew)."""
    table = server.create_table("minstrels", list(NAMES[:3]), {"first_player": first}, seated=False)
    for s in (0, 1):
        table["seats"][s]["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    for s in (0, 1):
        act(server, table, {"type": "board_ready", "coins": BASE}, s)
    act(server, table, {"type": "board_ready", "coins": BASE, "by": 2})
    act(server, table, {"type": "roll_dice", "values": [2, 5], "by": first})
    return table


def test_after_another_players_turn_the_phone_says_to_hand_it_back_to_its_own(live_server: LiveServer, phone) -> None:
    table = _table(live_server)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table, mine=0)
    # At the start, Zoë's turn on the host's phone: to her.
    expect(page.locator("[data-k=pass]")).to_contain_text("Hand to Zoë")
    act(live_server, table, {"type": "pass", "by": 2})  # Zoë passes on the host's phone: Bartholomew's turn
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    # pt87: nothing said the phone goes back to Bartholomew; only "▶ Your turn" over an unnamed board.
    expect(page.locator("[data-k=pass]")).to_contain_text("Hand back to Bartholomew")  # his own phone (pt109)


def test_the_phones_own_player_first_on_turn_is_not_told_to_take_it(live_server: LiveServer, phone) -> None:
    """pt75's rule stands: with no other player's move on it yet, the phone is where it belongs."""
    table = _table(live_server, first=0)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table, mine=0)
    wait_for(page, f"C.table.snap().seq === {read(live_server, table)['seq']}")
    expect(page.locator("#prompt")).to_contain_text("Your turn")
    expect(page.locator("[data-k=pass]")).to_have_count(0)


def test_the_latest_move_line_names_players_short_so_the_move_shows(live_server: LiveServer, phone) -> None:
    """pt87: at 360 px the strip beside a button read "Wilhelmina Featherst…": the name, none of the move."""
    table = _table(live_server)
    page = stressed(phone, "de", SIZES[0])
    opened_as = call(live_server, f"/api/tables/{table['code']}", token=table["seats"][1]["token"])
    page.goto(f"{live_server.url}/t/{table['code']}#seat=1&token={table['seats'][1]['token']}")
    wait_for(page, f"C.table.snap() && C.table.snap().seq === {opened_as['seq']}")
    act(live_server, table, {"type": "pass", "by": 2})
    line = page.locator("#last-move")
    expect(line).to_have_text("Zoë beendet den Zug")
    assert "Ellington" not in line.inner_text()  # the whole name is in the Log and the line's title
    expect(page.locator("#open-log")).to_have_attribute("title", "Zoë Ellington-Hartleyson beendet den Zug")

"""Minstrels after the seventh blind playtest (issue #26, RE8817): a 4-player table with 24-character
names, the host's phone passed round for two players and two phones of their own, text at 130 %.

The earlier on-one-screen test opened a player's own phone (its prompt "Your turn: …") in German and
Russian only; the playtest's phone was the host's passed round in English, whose prompt names the
player and whose bar holds "Pass +1 coin" and the log peek: row 1 sat half under the bar.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, act, as_host, call, read, screenshot
from tests.browser.test_stress_set import NAMES, SIZES, stressed

BASE = [[1, 3], [1, 4], [2, 2], [3, 5], [4, 1]]


def _table(server: LiveServer, phones: tuple[int, ...] = (1, 2), first: int | str | None = 0) -> dict:
    """Four long names; `phones` join with phones of their own, the others are passed round on the host's."""
    options = {"first_player": first} if first is not None else {}
    table = server.create_table("minstrels", list(NAMES[:4]), options, seated=False)
    for s in phones:
        table["seats"][s]["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    return table


def _ready(server: LiveServer, table: dict, phones: tuple[int, ...] = (1, 2)) -> None:
    for s in range(4):
        act(
            server,
            table,
            {"type": "board_ready", "coins": BASE, **({} if s in phones else {"by": s})},
            s if s in phones else "host",
        )


ON_SCREEN = """() => { const r = (q) => document.querySelector(q).getBoundingClientRect();
  return { top: r(".mstatus").top, board: r(".board.own").bottom, bar: r("#actionbar").top }; }"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_whole_board_and_the_dice_show_on_the_host_phone(live_server: LiveServer, phone, lang: str) -> None:
    """Setting the coins (setup's words over the board: 31-55 px of row 1 under the bar), then after a roll."""
    table = _table(live_server)
    page = stressed(phone, lang, SIZES[0])
    as_host(page, live_server, table)
    page.locator(".msetup").wait_for()
    m = page.evaluate(ON_SCREEN)
    assert m["top"] >= 0 and m["board"] <= m["bar"] + 0.5, f"setup: row 1 under the action bar: {m}"
    _ready(live_server, table)
    act(live_server, table, {"type": "roll_dice", "values": [6, 6], "by": 0})
    expect(page.locator(".board.own .cell.tgt")).not_to_have_count(0)
    m = page.evaluate(ON_SCREEN)
    screenshot(page, f"minstrels-pt7-rolled-{lang}")
    assert m["top"] >= 0 and m["board"] <= m["bar"] + 0.5, f"rolled: row 1 under the action bar: {m}"


CHARACTERS = ["Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess"]


def _a_round_with_tasks(server: LiveServer, table: dict, phones: tuple[int, ...] = (1, 2)) -> None:
    """A round: each player places on the best hint and records a task of 12 VP (two-digit scores)."""
    act(server, table, {"type": "roll_dice", "values": [6, 6], "by": 0})
    for s in range(4):
        by, who = ({}, s) if s in phones else ({"by": s}, "host")
        c, sp, face, die, *_ = max(read(server, table)["state"]["hints"]["list"], key=lambda x: (x[5], -x[4]))
        act(
            server,
            table,
            {"type": "place", "column": c, "space": sp, "character": CHARACTERS[face - 1], "character_die": die, **by},
            who,
        )
        act(server, table, {"type": "task", "vp": 12, "coins": 0, **by}, who)
        act(server, table, {"type": "end_turn", **by}, who)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_score_track_shows_every_name_whole(live_server: LiveServer, phone, lang: str) -> None:
    table = _table(live_server)
    _ready(live_server, table)
    _a_round_with_tasks(live_server, table)  # two-digit VP beside the names (a playthrough clipped "Bartholome…" by 12)
    page = stressed(phone, lang, SIZES[0])
    as_host(page, live_server, table)
    names = page.locator(".ringwrap .legend .nm")
    expect(names).to_have_count(4)
    shown = names.all_text_contents()
    assert len(set(shown)) == 4, f"two players read the same on the track: {shown}"
    for i in range(4):
        el = names.nth(i)
        # whole, or the first name and the surname's initial ("Bartholomew L."): never cut mid-word
        first, *rest = NAMES[i].split()
        assert shown[i] in (NAMES[i], f"{first} {rest[-1][0]}." if rest else first), shown[i]
        assert el.get_attribute("title") == NAMES[i]
        hidden = el.evaluate("(e) => Math.max(e.scrollWidth - e.clientWidth, e.scrollHeight - e.clientHeight)")
        assert hidden <= 1, f"{NAMES[i]!r}: {hidden} px hidden"
        assert el.evaluate(LINES) <= 2
    legend, ring = (page.locator(q).bounding_box() for q in (".ringwrap .legend", ".ringwrap .ring"))
    assert legend and ring and legend["height"] <= ring["height"] + 1
    screenshot(page, f"minstrels-pt7-legend-{lang}")


def test_the_host_phone_shows_the_boards_of_its_players_while_another_plays(live_server: LiveServer, phone) -> None:
    table = _table(live_server)
    _ready(live_server, table)
    act(live_server, table, {"type": "roll_dice", "values": [6, 6], "by": 0})
    act(live_server, table, {"type": "pass", "by": 0})  # Wilhelmina's turn, on her own phone
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    held = page.locator("[data-k=held]")
    expect(held.get_by_role("button")).to_have_text(["Bartholomew", "Maximilian"])
    expect(held.locator(".board .pc")).to_have_count(0)  # Bartholomew's board: his coins, no piece
    assert held.locator(".board button").count() == 0, "read only: no space to tap"
    expect(held.locator(".board .coin")).to_have_count(len(BASE))
    held.get_by_role("button", name="Maximilian").click()
    expect(held.locator("p")).to_contain_text(NAMES[3])
    expect(held.get_by_role("button", name="Maximilian")).to_have_attribute("aria-pressed", "true")
    screenshot(page, "minstrels-pt7-held-boards")


def test_the_host_phone_tells_apart_held_players_whose_first_names_are_the_same(live_server: LiveServer, phone) -> None:
    """Both buttons read "Anna" (each game had its own first-name rule): now as the player bar says them."""
    names = ["Anna Berg", NAMES[1], NAMES[2], "Anna Cole"]
    table = live_server.create_table("minstrels", names, {"first_player": 0}, seated=False)
    for s in (1, 2):
        table["seats"][s]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    _ready(live_server, table)
    act(live_server, table, {"type": "roll_dice", "values": [6, 6], "by": 0})
    act(live_server, table, {"type": "pass", "by": 0})
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    expect(page.locator("[data-k=held]").get_by_role("button")).to_have_text(["Anna B.", "Anna C."])


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_setup_line_takes_at_most_two_lines(live_server: LiveServer, phone, lang: str) -> None:
    """ "Setting up · Bartholomew Longname-Smy goes first (drawn by the app)" took 3 lines on a phone
    whose player does not go first: the first name and "(drawn)" say it."""
    table = _table(live_server, first="random")
    first = read(live_server, table)["state"]["first"]
    assert read(live_server, table)["state"]["first_random"]
    other = 1 if first != 1 else 2
    page = stressed(phone, lang, SIZES[0])
    page.goto(f"{live_server.url}/t/{table['code']}#seat={other}&token={table['seats'][other]['token']}")
    line = page.locator("[data-k=status]")
    expect(line).to_contain_text(NAMES[first].split()[0])
    assert line.evaluate(LINES) <= 2, line.inner_text()


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "Coins placed"), ("de", "Münzen gesetzt"), ("ru", "Монеты на месте")]
)
def test_setup_names_the_action_the_button_records(live_server: LiveServer, phone, lang: str, word: str) -> None:
    table = _table(live_server)
    page = stressed(phone, lang, SIZES[0])
    as_host(page, live_server, table)
    expect(page.locator("#game-actions .btn")).to_have_text([word])


# A piece's letter in every language: now its name's initial there (pt30), test_minstrels_pt30.py.


def test_an_end_turn_sent_offline_shows_the_turn_as_pending(live_server: LiveServer, phone) -> None:
    table = _table(live_server)
    _ready(live_server, table)
    act(live_server, table, {"type": "roll_dice", "values": [6, 6], "by": 0})
    act(live_server, table, {"type": "pass", "by": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(f"{live_server.url}/t/{table['code']}#seat=1&token={table['seats'][1]['token']}")
    page.locator(".board.own .cell[data-c='1'][data-s='6']").click()
    expect(page.get_by_role("button", name="End turn")).to_be_visible()
    page.context.set_offline(True)
    page.get_by_role("button", name="End turn").click()
    expect(page.locator("#prompt")).to_contain_text("Turn ended: sent once the connection is back")
    expect(page.get_by_role("button", name="End turn")).to_have_count(0)
    screenshot(page, "minstrels-pt7-offline-end-turn")
    page.context.set_offline(False)
    expect(page.locator("#prompt")).not_to_contain_text("sent once")
    assert read(live_server, table)["state"]["turn"] == 2

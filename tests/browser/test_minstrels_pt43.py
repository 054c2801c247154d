"""Minstrels after the blind playtest pt43: the game's four players with 24-character names, 360x740, text 130 %.

The whole own board and the one-line hint above the action bar on the player's turn; the coin layout
checked on the phone; the columns numbered as the texts name them.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, call, seat_link, wait_for
from tests.browser.test_minstrels_pt14 import BASE
from tests.browser.test_stress_set import NAMES, SIZES, stressed

# The own board and the Best line against the sticky top bar and the fixed action bar.
VIEW = """() => { const top = document.querySelector('.topbar').getBoundingClientRect().bottom;
  const bar = document.getElementById('actionbar').getBoundingClientRect().top;
  const b = document.querySelector('.board.own').getBoundingClientRect();
  const best = document.querySelector('[data-k=best]'), r = best ? best.getBoundingClientRect() : null;
  const lh = best ? parseFloat(getComputedStyle(best).fontSize) * 1.6 : 0;
  return { top, bar, boardTop: b.top, boardBottom: b.bottom, bestTop: r && r.top, bestH: r && r.height, lh,
    cut: !!best && best.scrollWidth > best.clientWidth + 1 }; }"""
FITS = "((v) => v.boardBottom <= v.bar + 1 && v.boardTop >= v.top - 1)"


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_whole_board_and_the_hint_show_above_the_bar(live_server: LiveServer, phone, lang: str) -> None:
    # pt43 (a49, b20): with Hints on row 1 ended at 663 px, the bar began at 620; in German only rows 6-4 showed.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".board.own")).to_be_visible()
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    wait_for(page, "document.querySelectorAll('.board.own .cell.tgt').length > 0")
    wait_for(page, f"{FITS}(({VIEW})())", timeout=2)
    page.locator(".mdice > p .btn").click()  # Hints
    expect(page.locator("[data-k=best]")).to_be_visible()
    page.wait_for_timeout(300)
    v = page.evaluate(VIEW)
    assert v["boardBottom"] <= v["bar"] + 1 and v["boardTop"] >= v["top"] - 1, v
    assert v["bestTop"] >= v["top"] - 1, v
    assert v["bestH"] < 2 * v["lh"] and not v["cut"], v  # one line (a 36 px button), whole


WRONG = ((1, 1), (1, 2), (1, 3), (2, 1), (3, 1))  # pt43 a07: 3 coins in column 1, none in column 4
LAYOUT = {
    "en": ("Coins placed", "(now column 1: 3)", "(now column 1: 3, column 4: 0)"),
    "de": ("Münzen gesetzt", "(jetzt Spalte 1: 3)", "(jetzt Spalte 1: 3, Spalte 4: 0)"),
    "ru": ("Монеты на месте", "(сейчас столбец 1: 3)", "(сейчас столбец 1: 3, столбец 4: 0)"),
}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_wrong_coin_layout_is_said_before_it_is_sent(live_server: LiveServer, phone, lang: str) -> None:
    # pt43 (a07): "(5/5)" and a primary "Coins placed" for a layout the server then refused.
    done_name, third, five = LAYOUT[lang]
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    done = page.get_by_role("button", name=done_name)
    why = page.locator(".msetup .why")
    for i, (c, sp) in enumerate(WRONG):
        page.locator(f".board.own .cell[data-c='{c}'][data-s='{sp}']").click()
        if i == 2:  # the third coin in column 1 is said at once
            expect(why).to_contain_text(third)
    expect(why).to_contain_text(five)
    expect(done).to_be_disabled()
    assert five in (done.get_attribute("data-why") or "")
    page.locator(".board.own .cell[data-c='1'][data-s='3']").click()
    page.locator(".board.own .cell[data-c='4'][data-s='1']").click()
    expect(done).to_be_enabled()
    expect(why).to_have_count(0)


# Each column's head on a board: its number and its bonus, and whether it sits over its own column's cells.
HEADS = """(q) => [...document.querySelector(q).querySelectorAll('.bonus')].map((e, i) => {
  const r = e.getBoundingClientRect();
  const cells = [...e.parentElement.children].filter((x) => x.classList.contains('cell'));
  const cell = cells[i].getBoundingClientRect(), mid = (r.left + r.right) / 2;
  return { n: e.querySelector('.cn') ? e.querySelector('.cn').textContent : null,
    vp: e.querySelector('.bv') ? e.querySelector('.bv').textContent : e.textContent,
    over: mid > cell.left && mid < cell.right, fits: e.scrollWidth <= e.clientWidth + 1 }; })"""
UNIT = {"en": "VP", "de": "SP", "ru": "ПО"}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_each_column_is_numbered_as_the_texts_name_it(live_server: LiveServer, phone, lang: str) -> None:
    # pt43 (a49, c08b): headed 4 / 6 / 8 / 12 while "Best: ... column 1" and "Column 3 is not open yet" named them.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".board.mini").first).to_be_visible()
    for q in (".board.own", ".other .board.mini"):
        heads = page.evaluate(HEADS, q)
        assert [x["n"] for x in heads] == ["1", "2", "3", "4"], (q, heads)
        assert [x["vp"] for x in heads] == [f"{n}\u00a0{UNIT[lang]}" for n in (4, 6, 8, 12)], (q, heads)
        assert all(x["over"] and x["fits"] for x in heads), (q, heads)


def test_planning_ahead_is_not_said_as_an_error(live_server: LiveServer, phone) -> None:
    # pt43 (a30): a harmless tap on your own board on another's turn showed the red error toast.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 1})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 1)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator(".board.own .cell[data-c='1'][data-s='6']").click()
    toast = page.locator(".toast.show", has_text="Plan ahead")
    expect(toast).to_be_visible()
    expect(toast).not_to_have_class(re.compile(r"\bbad\b"))


def test_the_passed_round_board_says_whose_it_is(live_server: LiveServer, phone) -> None:
    # pt43 (a14): the host's phone acting for Maximilian showed his board with no name over it.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 3}, seated=False)
    for s in (1, 2):
        table["seats"][s]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    for s in range(4):
        act(
            live_server,
            table,
            {"type": "board_ready", "coins": BASE, **({} if s in (1, 2) else {"by": s})},
            s if s in (1, 2) else "host",
        )
    act(live_server, table, {"type": "roll_dice", "values": [4, 6], "by": 3}, "host")
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    whose = page.locator("[data-k=whose]")
    expect(whose).to_have_text(f"{NAMES[3]}'s board")
    expect(page.get_by_role("group", name=f"{NAMES[3]}'s board")).to_be_visible()
    wait_for(page, f"{FITS}(({VIEW})())", timeout=2)  # the label costs no row of the board

"""Blind playtest pt25 (issue #31): the table screen after the first-player roll-off.

The screen's "Last roll or draw" showed "–" after The King of All Bards' roll for the First Player
(and after the Dice sheet's roll-off in any game): it now shows each seat's die, ties' rerolls too,
and the First Player; and the First Player fills the screen for a moment, as the other big moments do.
"""

from __future__ import annotations

import json

from playwright.sync_api import expect

from scoring.king_of_all_bards.data import BARDS
from tests.browser.contrast import ratio
from tests.browser.support import LiveServer, act, read
from tests.browser.test_stress_set import NAMES
from tests.browser.test_table_screen import IN_VIEW, SCREEN, SIZES, on_screen, resize

# Each name in the player strip: its text, its size in px, and whether it is cut (wider or taller than its box).
WHOLE = """() => [...document.querySelectorAll("#players-bar .pname")].map((el) => [el.textContent,
  parseFloat(getComputedStyle(el).fontSize),
  el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1])"""
# The visible elements of the board (#main) whose own text holds a player's whole name.
IN_MAIN = """(names) => [...document.querySelectorAll("#main *")].filter((el) => el.getClientRects().length
  && names.some((n) => [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent.includes(n))))
  .map((el) => el.outerHTML.slice(0, 60))"""


def _rounds(server: LiveServer, table: dict, kind: str) -> tuple[int, list[dict]]:
    """The winner and the rounds of the table's last roll-off event of this kind, as stored."""
    e = [e for e in server.app.extensions["tables"].store.events(table["code"]) if e.type == kind][-1]
    return e.data.get("winner", e.data.get("seat")), e.data["rounds"]


def bards_chosen(server: LiveServer, names: list[str]) -> dict:
    """Six at a King of All Bards table, each on a phone of its own, every Bard chosen: the First Player next."""
    table = server.create_table("king-of-all-bards", names)
    for seat in range(6):
        act(server, table, {"type": "choose_bard", "bard": BARDS[seat].id}, seat=seat)
    table["seq"] = read(server, table)["seq"]
    return table


def test_the_kob_roll_for_the_first_player_shows_who_rolled_what_and_names_the_first_player(
    live_server: LiveServer, phone
) -> None:
    names = list(NAMES[:6])
    table = bards_chosen(live_server, names)
    page = phone(viewport=SIZES[0], **SCREEN)
    on_screen(page, live_server, table)
    while read(live_server, table)["state"]["first"] is None:  # each seat rolls on its own phone (pt40), ties again
        for seat in read(live_server, table)["state"]["prompt"]["seats"]:
            act(live_server, table, {"type": "first_player"}, seat=seat)
    won, rounds = _rounds(live_server, table, "first_player")
    box = page.locator("#screen-roll")
    expect(box).to_contain_text(f"{names[won]} is the First Player")
    rows = box.locator(".screen-rolloff li")
    expect(rows).to_have_count(6)  # every seat rolled
    for seat, name in enumerate(names):
        dice = " → ".join(str(r[str(seat)]) for r in rounds if str(seat) in r)
        expect(rows.nth(seat)).to_have_text(f"{name} {dice}")
    reveal = page.locator("#screen-reveal")  # the big moment: the First Player alone, in big type
    expect(reveal).to_be_visible()
    expect(reveal).to_have_text(f"{names[won]} is the First Player")
    # One list of players, read from 3 m: the strip, each name whole in 24 px at least, not cut.
    names_drawn = page.evaluate(WHOLE)
    assert [n for n, _, _ in names_drawn] == list(names)
    assert all(size >= 24 and not cut for _, size, cut in names_drawn), names_drawn
    assert page.evaluate(f"({IN_MAIN})({json.dumps(names)})") == []  # not listed again beside the board
    expect(page.locator(".kob-legend")).to_be_hidden()  # the developer's legend, tiny on a TV, gone
    awake = page.locator("#screen-awake")  # legible from a chair: 20 px at least, at 4.5:1
    assert awake.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)") >= 20
    assert ratio(awake) >= 4.5
    for size in SIZES[:2]:  # the roll-off's six lines leave the join code and the note on the side
        resize(page, size)
        assert page.evaluate(IN_VIEW), size


def test_the_dice_sheets_roll_off_shows_on_the_screen_in_any_game(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ann", "Bob", "Cy"])
    table["seq"] = read(live_server, table)["seq"]
    page = phone(viewport=SIZES[1], **SCREEN)
    on_screen(page, live_server, table)
    act(live_server, table, {"type": "rolloff"})
    won, rounds = _rounds(live_server, table, "rolloff")
    box = page.locator("#screen-roll")
    expect(box).to_contain_text(f"{['Ann', 'Bob', 'Cy'][won]} is the First Player")
    expect(box.locator(".screen-rolloff li")).to_have_count(3)
    dice = " → ".join(str(r[str(won)]) for r in rounds if str(won) in r)
    expect(box.locator(".screen-rolloff li.won")).to_have_text(f"{['Ann', 'Bob', 'Cy'][won]} {dice}")

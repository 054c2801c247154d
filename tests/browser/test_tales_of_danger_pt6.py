"""Tales of Danger after blind playtest pt6 (RE8816, issue #26): sheets that hide nothing and preset nothing,
the voyage of the player to act first, plain words.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, caught_up, read, seat_link
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, stressed

# Every control of the open sheet the confirm button lies on top of, and whether each value row and the
# confirm are wholly inside the sheet's visible body.
COVERED = """() => {
  const body = document.querySelector("#sheet .sheet-body");
  const go = document.querySelector("#sheet .tods > .btn.primary.big");
  const g = go.getBoundingClientRect(), b = body.getBoundingClientRect();
  const over = (r) => r.bottom > g.top + 1 && r.top < g.bottom - 1 && r.right > g.left && r.left < g.right;
  const under = [...document.querySelectorAll("#sheet .tods :is(button, input)")]
    .filter((el) => el !== go && over(el.getBoundingClientRect()))
    .map((el) => (el.closest("[data-v]") ? el.closest("[data-v]").dataset.v + " " : "") + el.textContent);
  const inside = (r) => r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  const rows = [...document.querySelectorAll("#sheet [data-v]")];
  return { under, shown: rows.filter((el) => inside(el.getBoundingClientRect())).length, confirm: inside(g) };
}"""


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_secure_sheet_hides_no_value_behind_its_confirm(live_server: LiveServer, phone, lang: str) -> None:
    """At 360x740, text at 130 %: nothing under the confirm at any scroll; a rank's tap shows the values and it."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})  # 6: every Sponsor
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    page.locator("#game-actions .btn").first.click()  # Secure Sponsor (before End turn, the primary)
    body = page.locator("#sheet .sheet-body")
    expect(page.locator("#sheet [data-v]")).to_have_count(3)
    for end in ("top", "bottom"):
        body.evaluate(f"(el) => el.scrollTo(0, {'0' if end == 'top' else 'el.scrollHeight'})")
        assert page.evaluate(COVERED)["under"] == [], f"{lang}, scrolled to the {end}"
    body.evaluate("(el) => el.scrollTo(0, 0)")
    page.locator("#sheet .pick .btn").first.click()  # Rank 1
    got = page.evaluate(COVERED)
    assert got == {"under": [], "shown": 3, "confirm": True}, got


def _to_act3(server: LiveServer, names: list[str]) -> dict:
    """A table of `names` in Act 3, nobody's Segment laid out yet, seat 0 to act."""
    table = server.create_table("tales-of-danger", names, {"first_player": 0})
    act(server, table, {"type": "draw_sponsors", "drawn": [1, 3, 5, 6][: len(names) + 1]}, "host")
    for seat in range(len(names)):
        act(server, table, {"type": "secure_sponsor", "rank": [1, 3, 5][seat], "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(len(names)):
        act(server, table, {"type": "hand_full", "full": True}, seat)
    act(server, table, {"type": "end_turn"}, 0)
    return table


def test_prepare_presets_two_ships_and_says_so(live_server: LiveServer, phone) -> None:
    """The Prepare sheet starts at the usual two ships and says so before a Cost card is tapped (RE8816:
    a player who only tapped Cost cards recorded a 2 unasked); a card of one ship is one tap away."""
    table = _to_act3(live_server, ["Ann", "Bob"])
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    sheet = page.locator("#sheet")
    levels = sheet.get_by_role("button", name="Difficulty")
    expect(levels).to_have_count(3)
    assert levels.evaluate_all("(xs) => xs.map((x) => x.getAttribute('aria-pressed'))") == ["false", "true", "false"]
    usual = sheet.locator(".usual")
    expect(usual).to_contain_text("tap 1 or 3 above")
    expect(usual).to_be_in_viewport()
    sheet.get_by_role("button", name="Difficulty 1").click()
    expect(usual).to_be_hidden()
    sheet.locator('[data-k="wedrewbtn"]').click()  # the real deck's cards
    sheet.locator(".chips.grid .chip.fish").click()  # the one Cost card of a difficulty-1 Segment sets it
    expect(sheet).to_be_hidden()
    assert read(live_server, table, 0)["state"]["players"][0]["segment"]["difficulty"] == 1


def test_the_passed_round_phone_shows_the_player_to_act_first_in_plain_words(live_server: LiveServer, phone) -> None:
    """The host's phone passed round in Act 3: the voyage of the player to act on top; plain headers and Forage."""
    names = ["Ann", "Bob", "Cid"]
    table = _to_act3(live_server, names)
    for seat in range(3):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    act(live_server, table, {"type": "complete_segment", "journal": 3, "crew": 0, "supplies": 0}, 0)
    act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, 0)
    turn = read(live_server, table)["state"]["turn"]
    assert turn == 1
    page = phone()
    as_host(page, live_server, table)
    caught_up(page)
    mine = page.locator(".tod-mine")
    if mine.count():  # the phone acts for the player to act: that voyage is "your voyage", on top
        assert page.evaluate("C.table.seat()") == turn
        expect(page.locator(".other .act-head strong").first).to_have_text(names[(turn + 1) % 3])
    else:
        expect(page.locator(".other .act-head strong").first).to_have_text(names[turn])
    heads = page.locator(".other .act-head small").all_inner_texts()
    # Whole words a newcomer reads (RE8816: "0 pts face up"; then "0/5 · 0 pts"): Segments of 5, points.
    assert heads and all(re.search(r"\d of 5 Segments · \d+ points? \+ hidden Journals", x) for x in heads), heads
    page = phone()  # Bob's own phone
    page.goto(seat_link(live_server, table, 1))
    caught_up(page)
    page.locator("#game-actions").get_by_role("button", name="Forage").click()
    expect(page.locator("#sheet summary")).to_contain_text("the 3 cards that go to your hand (0 of 3 entered)")

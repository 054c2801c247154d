"""Minstrels after the thirtieth blind playtest (issue #26), stress set at 360x740, text 130 %.

The fixed bars left ~430 px for the board and the highlighted space needed a 297 px scroll.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call, read, seat_link, wait_for
from tests.browser.test_minstrels_pt14 import BASE
from tests.browser.test_stress_set import NAMES, SIZES, TEXT_AT, stressed

# How much of the screen the fixed bars take, and where the highlighted spaces are against them.
BARS = """() => { const top = document.querySelector('.topbar').getBoundingClientRect().bottom;
  const bar = document.getElementById('actionbar').getBoundingClientRect().top;
  const cells = [...document.querySelectorAll('.board.own .cell.tgt')].map((c) => c.getBoundingClientRect());
  return { bars: top + innerHeight - bar, top, bar, cells: cells.map((r) => [r.top, r.bottom]) }; }"""

# The score track's numbers: their drawn heights, the root font size, and whether each is inside the ring's box.
TRACK_NUMBERS = """() => { const ring = document.querySelector('.ring').getBoundingClientRect();
  const r = [...document.querySelectorAll('.ring .tk')].map((e) => e.getBoundingClientRect());
  const within = (x) => x.left >= ring.left && x.right <= ring.right && x.top >= ring.top && x.bottom <= ring.bottom;
  return { root: parseFloat(getComputedStyle(document.documentElement).fontSize), labels: r.map((x) => x.height),
    inside: r.every(within) }; }"""


def test_the_bars_leave_the_board_room_and_the_highlighted_space_shows(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.get_by_role("button", name="Roll dice")).to_be_visible()
    # Another phone asks for this seat: its notice in the top bar pushes the board down (150 px in pt30) ...
    call(live_server, f"/api/tables/{table['code']}/join", {"seat": 0})
    expect(page.locator("#notice")).to_be_visible()
    # ... and the roll's highlighted spaces (rows 5 and 2) are brought above the action bar by itself.
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    expect(page.get_by_role("button", name="Pass +1 coin")).to_be_visible()
    wait_for(page, "document.querySelectorAll('.board.own .cell.tgt').length === 2")
    inside = f"(({BARS})()).cells.every(([t, b]) => t >= (({BARS})()).top - 1 && b <= (({BARS})()).bar + 1)"
    wait_for(page, inside, timeout=2)
    # pt30: 169 px of player bar and prompt over 171 px of buttons (46 % of 740); now under 290.
    bars = page.evaluate(BARS)["bars"] - page.locator("#notice").bounding_box()["height"]
    assert bars <= 290, bars


def test_the_piece_letters_are_local_initials_and_the_track_numbers_readable(live_server: LiveServer, phone) -> None:
    # pt30: "D8 W10 B12 T12 K10 P8" in German and Russian, beside "Zauberer" and "Волшебник".
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for lang, letters in (("de", "DZBSRP"), ("ru", "ДВБСРП")):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 0))
        supply = page.locator(".supply .pc")
        expect(supply).to_have_count(6)
        assert "".join(supply.all_inner_texts()) == letters
        # Each letter is its own name's initial (the name is the piece's title).
        titles = supply.evaluate_all("(l) => l.map((e) => e.title)")
        assert [name[0].upper() for name in titles] == list(letters)
    # pt30: the score track's numbers were 9 px text in the ring (7 px at 130 %), unreadable at arm's length.
    big = page.evaluate(TRACK_NUMBERS)
    page.evaluate(TEXT_AT, "100 %")
    small = page.evaluate(TRACK_NUMBERS)
    for sizes in (big, small):
        assert sizes["labels"] and all(h >= 0.6 * sizes["root"] for h in sizes["labels"]), sizes
        assert sizes["inside"], sizes
    assert min(big["labels"]) > max(small["labels"]), (big, small)  # they follow the text size


def test_recording_a_task_ends_the_turn(live_server: LiveServer, phone) -> None:
    # pt30: after the turn's one task nothing else could follow, yet "end the turn" waited for a tap.
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}, 0)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.get_by_role("button", name="Task…").click()
    page.locator("#task-vp").fill("3")
    page.get_by_role("button", name="Record this reward").click()
    expect(page.locator(".player.turn")).to_contain_text("Wilhelmina")
    expect(page.get_by_role("button", name="End turn")).to_have_count(0)
    state = read(live_server, table, "host")["state"]
    assert state["turn"] == 1 and state["players"][0]["vp"] >= 3

"""Minstrels after the fourteenth blind playtest (issue #26), at 360x740, four 24-character names, text 130 %.

The board's cells were 31 px high and a piece's disc ~35 px: a disc hung over its cell's border, and
in a full column each one was cut by the cell below; the cells were also under a comfortable tap.
A tap on a column not open yet gave the dice as the reason; the supply's letters sat off their
discs' centres; a hint said "+5" without the character it is for.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, as_host, call, read, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

BASE = [[1, 3], [1, 4], [2, 2], [3, 5], [4, 1]]


def rolled(server: LiveServer, phone, lang: str, coins: list = BASE) -> tuple[dict, Page]:
    """Four stress-set boards set up with `coins`, 4 and 6 rolled by the first player; seat 0's phone in `lang`."""
    table = server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(server, table, {"type": "board_ready", "coins": coins}, seat)
    seq = act(server, table, {"type": "roll_dice", "values": [4, 6]}, 0)["seq"]
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(server, table, 0))
    # The table read, as a player sees it before a tap (a Dice sheet opened earlier raced its first read under load).
    wait_for(page, f"C.table.snap() && C.table.snap().seq >= {seq}")
    return table, page


CHARACTERS = ["Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess"]
# Every piece's disc against its cell, the own board's cell heights, and the board against the bar.
MEASURE = """(q) => { const out = [];
  for (const pc of document.querySelectorAll(q + " .cell .pc")) {
    const d = pc.getBoundingClientRect(), c = pc.closest(".cell").getBoundingClientRect();
    out.push({ d: [d.left, d.top, d.right, d.bottom], c: [c.left, c.top, c.right, c.bottom],
      where: pc.closest(".cell").getAttribute("aria-label") || pc.textContent }); }
  const cells = [...document.querySelectorAll(q + " .cell")].map((c) => c.getBoundingClientRect().height);
  const board = document.querySelector(q).getBoundingClientRect(), bar = document.querySelector("#actionbar");
  return { pieces: out, cells: Math.min(...cells), boardBottom: board.bottom, boardTop: board.top,
    barTop: bar.getBoundingClientRect().top }; }"""


def _full_column(server: LiveServer, table: dict, by: dict, who: int | str) -> None:
    """Seat 0 fills column 1 (a piece on every space, a round each); the others pass."""
    for space in range(1, 7):
        first = read(server, table)["state"]["first"]
        act(server, table, {"type": "roll_dice", "values": [space, 1 + space % 6], **by(first)}, who(first))
        for _ in range(4):
            turn = read(server, table)["state"]["turn"]
            if turn == 0:
                face = 1 + space % 6
                place = {"type": "place", "column": 1, "space": space, "character": CHARACTERS[face - 1]}
                act(server, table, {**place, "character_die": 1, **by(0)}, who(0))
                act(server, table, {"type": "end_turn", **by(0)}, who(0))
            else:
                act(server, table, {"type": "pass", **by(turn)}, who(turn))


def _inside(m: dict) -> list[str]:
    """Each disc whose box leaves its cell's box (half a pixel allowed for rounding)."""
    bad = []
    for p in m["pieces"]:
        (dl, dt, dr, db), (cl, ct, cr, cb) = p["d"], p["c"]
        if dl < cl - 0.5 or dt < ct - 0.5 or dr > cr + 0.5 or db > cb + 0.5:
            bad.append(f"{p['where']}: disc {p['d']} in cell {p['c']}")
    return bad


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_every_piece_sits_inside_its_cell_on_the_own_board(live_server: LiveServer, phone, lang: str) -> None:
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    _full_column(live_server, table, lambda s: {}, lambda s: s)
    first = read(live_server, table)["state"]["first"]
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, first)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".board.own .cell > .pc")).to_have_count(6)
    m = page.evaluate(MEASURE, ".board.own")
    screenshot(page, f"minstrels-pt14-full-column-{lang}")
    assert not _inside(m), "\n".join(_inside(m))
    assert m["cells"] >= 40, f"cells {m['cells']} px high"
    assert m["boardBottom"] <= m["barTop"] + 0.5, f"the board's row 1 under the action bar: {m}"


def test_every_piece_sits_inside_its_cell_on_the_host_phone(live_server: LiveServer, phone) -> None:
    """The host's phone passed round shows a held player's board (read only) while another plays."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0}, seated=False)
    for s in (1, 2):
        table["seats"][s]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    own = lambda s: s in (1, 2)  # noqa: E731
    by, who = (lambda s: {} if own(s) else {"by": s}), (lambda s: s if own(s) else "host")
    for s in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE, **by(s)}, who(s))
    _full_column(live_server, table, by, who)
    first = read(live_server, table)["state"]["first"]
    act(live_server, table, {"type": "roll_dice", "values": [4, 6], **by(first)}, who(first))
    while not own(turn := read(live_server, table)["state"]["turn"]):
        act(live_server, table, {"type": "pass", **by(turn)}, who(turn))
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)
    expect(page.locator(".board.peek .pc")).to_have_count(6)
    m = page.evaluate(MEASURE, ".board.peek")
    screenshot(page, "minstrels-pt14-host-full-column")
    assert not _inside(m), "\n".join(_inside(m))
    assert m["boardBottom"] <= m["barTop"] + 0.5, f"the board's row 1 under the action bar: {m}"
    others = page.evaluate(MEASURE, ".others")
    assert others["pieces"] and not _inside(others), "\n".join(_inside(others))


SHUT = {
    "en": "Column 3 is not open yet: it opens once column 2 holds a character.",
    "de": "Spalte 3 ist noch nicht offen: erst muss in Spalte 2 eine Figur stehen.",
    "ru": "Столбец 3 ещё не открыт: он откроется, когда в столбце 2 будет персонаж.",
}

NO_ROLL = {
    "en": "The dice are not rolled yet.",
    "de": "Die Würfel sind noch nicht geworfen.",
    "ru": "Кубики ещё не брошены.",
}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_tap_on_a_column_not_open_yet_says_what_opens_it(live_server: LiveServer, phone, lang: str) -> None:
    """pt14: it said "No placement here with these dice and your coins", which is not the reason."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator(".board.own .cell[data-c='1'][data-s='1']").click()  # before the roll: the dice are the reason
    expect(page.locator("#sheet p")).to_have_text(NO_ROLL[lang])
    page.locator("#sheet-close").click()
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    expect(page.locator(".mdice")).to_be_visible()
    page.locator(".board.own .cell[data-c='3'][data-s='6']").click()
    expect(page.locator("#sheet")).to_contain_text(SHUT[lang])
    page.locator("#sheet-close").click()
    page.locator(".board.own .cell[data-c='1'][data-s='1']").click()  # open, but no die shows 1
    expect(page.locator("#sheet p")).not_to_have_text(SHUT[lang])


# Each piece's letter against its disc: the centres of the letter's box and of the disc's.
CENTRES = """(q) => [...document.querySelectorAll(q)].map((pc) => { const r = document.createRange();
  r.selectNodeContents(pc); const l = r.getBoundingClientRect(), d = pc.getBoundingClientRect();
  return { letter: pc.textContent, dx: (l.left + l.right - d.left - d.right) / 2,
    dy: (l.top + l.bottom - d.top - d.bottom) / 2 }; })"""


def test_the_supply_chips_letters_sit_in_the_middle_of_their_discs(live_server: LiveServer, phone) -> None:
    """pt14: the supply's letters sat at the top left of their circles (the board's in the middle)."""
    table = live_server.create_table("minstrels", list(NAMES[:4]), {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": BASE}, seat)
    # pt18: everyone passes until the bank (4 coins at four players) is empty and it is seat 0's turn again.
    while (st := read(live_server, table)["state"])["bank"] or st["turn"] != 0 or st["dice"] is None:
        if st["dice"] is None:
            act(live_server, table, {"type": "roll_dice", "values": [1, 2]}, st["first"])
        else:
            act(live_server, table, {"type": "pass"}, st["turn"])
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".supply .pc")).to_have_count(6)
    off = [c for c in page.evaluate(CENTRES, ".supply .pc") if abs(c["dx"]) > 1.5 or abs(c["dy"]) > 1.5]
    assert not off, f"letters off their discs' centres (px): {off}"
    # The pass promises no coin the bank has not got (it said "+1 coin" and gave "+0 coins"), and says why (pt106).
    expect(page.locator("#game-actions .btn", has_text="Pass")).to_have_text("Pass (bank empty)")
    expect(page.locator("#prompt")).to_contain_text("pass (bank empty)")


def test_a_hint_names_the_character_its_vp_are_for(live_server: LiveServer, phone) -> None:
    """pt14: a hint said only "+5"; which piece goes there had to be matched against the dice."""
    table, page = rolled(live_server, phone, "en")
    # Die 1 (4, Treasure) the character on space 6; or die 2 (6, Princess) on space 4.
    for space, letter, name in ((6, "T", "Treasure"), (4, "P", "Princess")):
        cell = page.locator(f".board.own .cell.tgt[data-c='1'][data-s='{space}']")
        expect(cell.locator(".hint .hp")).to_have_text(letter)
        assert f"{name} +" in (cell.get_attribute("aria-label") or "")
    screenshot(page, "minstrels-pt14-hints")
    # pt18: Zoë's surname was left out of her pill beside her score: drawn smaller, it is there whole.
    zoe = page.locator(".player", has_text="Zoë").locator(".pname")
    expect(zoe).to_contain_text("Ellington-Hartleyson")
    assert not zoe.evaluate("(el) => [...el.querySelectorAll('*')].some((x) => x.scrollWidth > x.clientWidth + 1)")
    m = page.evaluate(MEASURE, ".board.own")
    assert not _inside(m), "\n".join(_inside(m))
    # pt18: with Hints on, the best move of all (behind a die change) is named, cheapest first, and
    # one tap sets the dice for it; no price tag or coin covers a hint's VP or piece.
    page.get_by_role("button", name="Hints").click()
    expect(page.locator(".cell .pay").first).to_be_visible()
    screenshot(page, "minstrels-pt18-hints-on")
    assert not page.evaluate(OVERLAPS), page.evaluate(OVERLAPS)
    # pt122: the best is what a move is worth at the end, a coin kept 1 VP (a Princess's +6 for 5 coins stood above a
    # free Knight's +4), then the most VP.
    c, sp, face, _die, cost, vp, back = max(
        read(live_server, table, 0)["state"]["hints"]["list"], key=lambda x: (x[5] + x[6] - x[4], x[5])
    )
    best = page.locator('[data-k="best"]')
    # pt43: the line shows the piece's disc, column, space and VP in one line; its label says it all.
    expect(best).to_contain_text(f"column {c}, space {sp} +{vp}")
    assert f"{CHARACTERS[face - 1]} on column {c}, space {sp}, +{vp} VP" in best.get_attribute("aria-label")
    best.click()
    target = page.locator(f".board.own .cell.tgt[data-c='{c}'][data-s='{sp}']")
    expect(target.locator(".hint em")).to_have_text(f"+{vp}")
    coins = read(live_server, table, 0)["state"]["players"][0]["coins"]
    target.click()
    expect(page.locator('[data-k="vp"]')).to_have_text(f"{vp} VP")
    expect(page.locator('[data-k="coins"]')).to_contain_text(str(coins - cost + back))


# Each hint's VP and piece against every other mark in its cell (price tag, coin): the boxes that meet.
OVERLAPS = """() => { const out = [], meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  for (const cell of document.querySelectorAll(".board.own .cell")) {
    const marks = [...cell.querySelectorAll(".pay, .coin")].map((e) => e.getBoundingClientRect());
    for (const x of cell.querySelectorAll(".hint em, .hint .hp")) {
      if (marks.some((r) => meet(r, x.getBoundingClientRect()))) out.push(cell.getAttribute("aria-label")); } }
  return out; }"""

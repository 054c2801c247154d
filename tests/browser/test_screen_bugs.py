"""Issue #12's bugs, each seen failing before its fix: what a player types survives other phones, and more."""

from __future__ import annotations

import csv
import io
import json
import urllib.request

from playwright.sync_api import expect

from tests.browser.contrast import ratio as contrast
from tests.browser.support import LiveServer, caught_up, one_line, screenshot, seat_link, wait_for


def _csv(server: LiveServer, code: str) -> list[list[str]]:
    """The table's CSV export, parsed."""
    with urllib.request.urlopen(f"{server.url}/api/tables/{code}/export.csv") as resp:
        return list(csv.reader(io.StringIO(resp.read().decode())))


def test_a_chosen_category_and_typed_amount_survive_another_phones_move(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], {"categories": ["Wood", "Stone", "Gold"]})
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    red.locator("[id^=cat-0-]").select_option("Gold")
    red.locator("#amount-0").fill("7")
    # Blue scores while Red is half-way through typing: Red's screen re-renders.
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("5", timeout=2000)
    expect(red.locator("[id^=cat-0-]")).to_have_value("Gold")
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
    # A typed amount moved the picker on to the next category (pt120), and Blue's move leaves it there.
    expect(red.locator("[id^=cat-0-]")).to_have_value("Wood")


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
    red.get_by_role("button", name="Finish").click()
    red.locator("dialog.ask .ask-yes").click()
    expect(red.locator(".standings")).to_contain_text("Final standings")
    one_line(red, ".standings strong")
    one_line(red, ".standings .place")


def _act(server: LiveServer, table: dict, action: dict, seat: int) -> dict:
    """One action over the API, with that seat's token."""
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": "Bearer " + table["seats"][seat]["token"]},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def _view(server: LiveServer, table: dict, seat: int) -> dict:
    """The table as this seat's phone reads it."""
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}", headers={"Authorization": "Bearer " + table["seats"][seat]["token"]}
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def _kob_duel_and_song(server: LiveServer, sing_roll: bool = True) -> dict:
    """Ann and Bob duel in Pub 2 (real dice 6 and 2); Ann wins (+1 Fan), sings Love Minor and rolls a 2."""
    t = server.create_table("king-of-all-bards", ["Ann", "Bob", "Cy"])
    for seat, bard in enumerate(("slav", "helga", "caspar")):
        _act(server, t, {"type": "choose_bard", "bard": bard}, seat)
    _act(server, t, {"type": "first_player", "seat": 0}, 0)
    for seat in range(3):
        _act(server, t, {"type": "place_start", "pub": seat + 1}, seat)
    for seat, pub in enumerate((2, 2, 4)):
        _act(server, t, {"type": "pick", "pub": pub}, seat)
    _act(server, t, {"type": "duel_song", "genre": "love", "mood": "major"}, 0)
    _act(server, t, {"type": "duel_song", "genre": "epic", "mood": "minor"}, 1)
    _act(server, t, {"type": "duel_roll", "value": 6}, 0)
    _act(server, t, {"type": "duel_roll", "value": 2}, 1)
    _act(server, t, {"type": "duel_settle"}, 0)
    _act(server, t, {"type": "duel_reward", "rewards": ["fan"]}, 0)
    _act(server, t, {"type": "sing", "genre": "love", "mood": "minor"}, 0)
    if sing_roll:
        _act(server, t, {"type": "perform_roll", "value": 2}, 0)
    return t


def test_the_kob_dice_sheet_shows_duel_and_song_rolls_and_no_minstrels_faces(live_server: LiveServer, phone) -> None:
    t = _kob_duel_and_song(live_server)
    cy = phone()
    cy.goto(seat_link(live_server, t, 2))
    cy.locator("#open-dice").click()
    sheet = cy.locator("#sheet-content")
    expect(sheet).not_to_contain_text("No roll yet")
    expect(sheet.locator(".roll-big strong")).to_have_text("2")
    rolls = sheet.locator(".rolls li")
    expect(rolls).to_have_count(4)  # the Duel's and the Song's, and first the roll-off for the First Player (pt76)
    expect(rolls.first).to_contain_text("Ann")
    expect(rolls.last).to_contain_text("First Player")
    expect(sheet.locator("#dice-faces")).to_have_count(0)  # The King of All Bards has no labelled dice
    expect(cy.locator("#last-roll")).to_have_text("2")


def test_at_minstrels_roll_the_dice_sheet_rolls_the_games_own_dice(live_server: LiveServer, phone) -> None:
    """pt23: at "roll both dice" the Dice sheet's "Roll for me" rolled a generic 2d6; the game still waited."""
    t = live_server.create_table("minstrels", ["Ann", "Bob"], {"first_player": 0})
    for seat in range(2):
        _act(live_server, t, {"type": "board_ready", "coins": [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]}, seat)
    ann = phone()
    ann.goto(seat_link(live_server, t, 0))
    ann.locator("#open-dice").click()
    expect(ann.locator("#dice-faces")).to_have_count(0)  # no "numbers / minstrels" choice
    expect(ann.locator("#roll-for-me")).to_have_text("Roll dice")
    ann.locator("#roll-for-me").click()
    wait_for(ann, "C.table.snap().state.dice")  # polled from outside: the CSP refuses eval
    kinds = ann.evaluate("C.table.snap().log.map((e) => e.type)")
    assert "dice_rolled" in kinds and "roll" not in kinds
    # Rolled, the game asks for no roll: the sheet says a roll of its own is not part of the game.
    expect(ann.locator("#sheet-content")).to_contain_text("not part of the game")


def test_the_kob_breakdown_says_whose_fans_count(live_server: LiveServer, phone) -> None:
    t = _kob_duel_and_song(live_server, sing_roll=False)  # Ann sings in Pub 2, where 1 Fan of hers is
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, t, 0))
    bob.goto(seat_link(live_server, t, 1))
    expect(ann.locator(".kob-mods")).to_contain_text("Your Fans here: 1")
    expect(bob.locator(".kob-mods")).to_contain_text("Ann's Fans here: 1")
    expect(bob.locator(".kob-mods")).not_to_contain_text("Your")
    # pt23's trap in The King of All Bards too: Ann's Song waits for her die, and the Dice sheet rolls it.
    ann.locator("#open-dice").click()
    expect(ann.locator("#dice-spec")).to_have_count(0)
    ann.locator("#roll-for-me").click()
    wait_for(ann, "C.table.snap().log.some((e) => e.type === 'perf_roll')")
    assert "roll" not in ann.evaluate("C.table.snap().log.map((e) => e.type)")


FITS = """() => { const w = document.documentElement.clientWidth;
  const bs = [...document.querySelectorAll('#game-actions button')];
  const out = bs.filter((b) => { const r = b.getBoundingClientRect();
    return r.left < 0 || r.right > w || b.scrollWidth > b.clientWidth + 1; }).map((b) => b.textContent);
  const rows = new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top))).size;
  return { doc: document.documentElement.scrollWidth, w, out, rows }; }"""


def test_the_minstrels_action_bar_fits_a_360_px_screen(live_server: LiveServer, phone) -> None:
    base = [[1, 1], [1, 2], [2, 1], [3, 1], [4, 1]]
    for _ in range(40):  # deal until Ann (first, on turn) is offered Kratos (3+ players): Reroll, Pass, Task
        t = live_server.create_table("minstrels", ["Ann", "Bob", "Cy"], {"heroes": True})
        offer = _view(live_server, t, 0)["state"]["players"][0]["offer"]
        if "Kratos" in offer:
            break
    assert "Kratos" in offer
    _act(live_server, t, {"type": "board_ready", "coins": base, "hero": "Kratos"}, 0)
    for seat in (1, 2):
        hero = _view(live_server, t, seat)["state"]["players"][seat]["offer"][0]
        _act(live_server, t, {"type": "board_ready", "coins": base, "hero": hero}, seat)
    _act(live_server, t, {"type": "roll_dice", "values": [2, 5]}, 0)
    ann = phone()
    ann.goto(seat_link(live_server, t, 0))
    expect(ann.locator("#game-actions button")).to_have_text(["Reroll…", "Pass +1 coin"])  # a task after placing
    fit = ann.evaluate(FITS)
    assert fit["doc"] <= fit["w"], fit
    assert fit["out"] == [], fit
    assert fit["rows"] == 1, fit  # the commonest actions in one row at the thumb
    screenshot(ann, "minstrels-action-bar-360")


def test_dark_mode_brawl_banner_and_minstrels_pieces_have_contrast(live_server: LiveServer, phone) -> None:
    t = _kob_duel_and_song(live_server)  # Ann's Song succeeded in Pub 2: her reward waits
    _act(live_server, t, {"type": "move_fan", "color": 2, "from": "reserve", "to": 2}, 2)
    _act(live_server, t, {"type": "reward", "kind": "fan"}, 0)  # Pub 2 overflows: a Brawl
    for scheme in ("dark", "light"):
        cy = phone(color_scheme=scheme)
        cy.goto(seat_link(live_server, t, 2))
        banner = cy.locator(".kob-brawl").first
        expect(banner).to_contain_text("Brawl in Pub 2")
        assert contrast(banner, "text") >= 4.5, (scheme, contrast(banner, "text"))
    m = live_server.create_table("minstrels", ["Ann", "Bob"])
    for scheme in ("dark", "light"):
        ann = phone(color_scheme=scheme)
        ann.goto(seat_link(live_server, m, 0))
        pieces = ann.locator(".supply .pc")
        expect(pieces).to_have_count(6)
        # Measured once the stream has settled: a piece re-drawn mid-measure is detached, and has no colour.
        caught_up(ann)
        for i in range(6):
            p = pieces.nth(i)
            assert contrast(p, "fill") >= 3, (scheme, p.inner_text(), contrast(p, "fill"))
            assert contrast(p, "text") >= 4.5, (scheme, p.inner_text(), contrast(p, "text"))


# Whether any word of an element's text is broken across two lines.
SPLIT = """(el) => { const text = el.firstChild; if (!text || text.nodeType !== 3) return [];
  const out = []; const re = /\\S+/g; let m;
  while ((m = re.exec(text.data))) {
    const r = document.createRange(); r.setStart(text, m.index); r.setEnd(text, m.index + m[0].length);
    if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) out.push(m[0]); }
  return out; }"""


def test_names_in_table_headers_never_split_inside_a_word(live_server: LiveServer, phone) -> None:
    names = ["Bartholomew", "Maximiliane", "Wilhelmina", "Christopher", "Anastasia", "Bo"]
    t = live_server.create_table("score-pad", names, {"categories": ["Wood", "Stone", "Gold"]})
    page = phone()
    page.goto(seat_link(live_server, t, 0))
    heads = page.locator(".grid th")
    expect(heads.first).to_be_attached()
    split = [w for i in range(heads.count()) for w in heads.nth(i).evaluate(SPLIT)]
    assert split == [], split
    doc = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert doc[0] <= doc[1], doc  # the grid scrolls inside its box, never the page


def test_minstrels_tells_the_first_player_it_is_her_turn_to_roll(live_server: LiveServer, phone) -> None:
    t = live_server.create_table("minstrels", ["Zoë", "Bob"])
    base = [[1, 1], [1, 2], [2, 1], [3, 1], [4, 1]]
    for seat in (0, 1):
        _act(live_server, t, {"type": "board_ready", "coins": base}, seat)
    zoe, bob = phone(), phone()
    zoe.goto(seat_link(live_server, t, 0))
    bob.goto(seat_link(live_server, t, 1))
    # Whose turn it is: the shared prompt line (state.prompt); Minstrels' own lines never name it.
    assert zoe.evaluate("C.table.snap().state.prompt") == {"seats": [0], "do": "roll both dice"}
    expect(zoe.locator(".mstatus")).to_contain_text("Round 1 · You go first")
    expect(zoe.locator(".mstatus")).not_to_contain_text("Zoë")
    expect(bob.locator(".mstatus")).to_contain_text("Round 1 · Zoë goes first")
    _act(live_server, t, {"type": "roll_dice", "values": [2, 5]}, 0)
    expect(zoe.locator(".mdice button.face")).to_have_count(2)
    expect(zoe.locator("#main")).not_to_contain_text("Zoë's turn")

"""Minstrels on phones: the hero deal entered with "We drew…", the first player picked by name,
and every main screen at 360x740 and 412x915, light and dark, with 4 players (the most it takes):
never wider than the phone, no number split over two lines, pieces and text with contrast.
"""

from __future__ import annotations

import functools

from playwright.sync_api import Page, expect

from tests.browser.contrast import log_screen
from tests.browser.contrast import ratio as contrast
from tests.browser.recorded import Mark, Recording, open_at, record
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for
from tests.browser.test_minstrels import BASE, cell, http_io
from tests.companion.test_minstrels_play import play_turn

OWN = {"heroes": True, "own_components": True}
SIZES = {"360": {"width": 360, "height": 740}, "412": {"width": 412, "height": 915}}

# Every run of digits in the page's main area and action bar that is split over two lines.
SPLIT_NUMBERS = """() => { const out = [];
  for (const root of [document.getElementById('main'), document.getElementById('game-actions')]) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.parentElement.getClientRects().length) continue;  // not shown
      const re = /\\d+(\\u00a0\\S+)?/g; let m;  // a number, with the word it is tied to
      while ((m = re.exec(n.data))) {
        const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) out.push(m[0] + ' in ' + n.data);
      } } }
  return out; }"""


def fits(page: Page, what: str) -> None:
    """The page is no wider than the phone and no number wraps."""
    log_screen(page)
    doc = page.evaluate("() => [document.documentElement.scrollWidth, visualViewport.width]")
    assert doc[0] <= doc[1], (what, doc)
    assert page.evaluate(SPLIT_NUMBERS) == [], what


def test_we_drew_a_hero_deal_on_one_phone_and_the_other_sees_it(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("minstrels", ["Ann", "Bob"], OWN)
    _, get = http_io(live_server, table)
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, table, 0))
    bob.goto(seat_link(live_server, table, 1))
    pair = ann.locator(".msetup .draw-pair")
    expect(pair.locator("button")).to_have_text(["Draw for me", "We drew…"])
    expect(pair.get_by_role("button", name="We drew…")).to_have_class("btn primary")  # the table's own cards
    pair.get_by_role("button", name="We drew…").click()
    sheet = ann.locator("#sheet")
    expect(sheet.locator(".opts button")).to_have_count(8)  # Kratos (3+) is out with 2 players
    expect(sheet.locator(".opts")).not_to_contain_text("Kratos")
    screenshot(ann, "minstrels-we-drew")
    sheet.get_by_role("button", name="Toothy").click()
    sheet.get_by_role("button", name="Mimic").click()
    sheet.get_by_role("button", name="Enter Toothy and Mimic").click()
    expect(ann.locator(".msetup .heroes .hero")).to_have_count(2)
    expect(ann.locator(".msetup .heroes")).to_contain_text("Toothy")
    assert get(0)["state"]["players"][0]["offer"] == ["Toothy", "Mimic"]

    # Bob's phone: the log line says it was drawn at the table, never which cards.
    bob.locator("#open-log").click()
    expect(bob.locator("#sheet")).to_contain_text("Ann was dealt 2 hero cards (drawn at the table)")
    expect(bob.locator("#sheet")).not_to_contain_text("Toothy")
    bob.locator("#sheet-close").click()
    bob.locator(".msetup .draw-pair").get_by_role("button", name="Draw for me").click()
    expect(bob.locator(".msetup .heroes .hero")).to_have_count(2)
    ann.locator("#open-log").click()
    expect(ann.locator("#sheet")).to_contain_text("Bob was dealt 2 hero cards (drawn by the app)")
    ann.locator("#sheet-close").click()

    # Ann keeps Toothy and sets up her board; her hero is public once play starts.
    ann.locator(".msetup .hero", has_text="Toothy").click()
    for c, s in BASE:
        cell(ann, c, s).click()
    ann.get_by_role("button", name="Coins placed").click()
    bob.locator(".msetup .hero").first.click()
    for c, s in BASE:
        cell(bob, c, s).click()
    bob.get_by_role("button", name="Coins placed").click()
    expect(bob.locator(".others")).to_contain_text("Toothy")


def test_the_real_deal_over_the_apps_4_players_a_kept_card_greyed_out(live_server: LiveServer, phone) -> None:
    """#26 item 8: with 4 players the app dealt 8 of the 9 hero cards; Ann enters the real ones.
    A card kept on Bob's set-up board is refused in the game's words and greyed out, the sheet stays
    open with the rest of her pick, and cards of the app's deal to Cy and Di are taken."""
    table = live_server.create_table("minstrels", ["Ann", "Bob", "Cy", "Di"], {"heroes": True})
    post, get = http_io(live_server, table)
    offers = [get(i)["state"]["players"][i]["offer"] for i in range(4)]
    kept = offers[1][0]
    post({"type": "board_ready", "coins": [list(x) for x in BASE], "hero": kept}, 1)
    ann, cy = phone(), phone()  # 360x740
    ann.goto(seat_link(live_server, table, 0))
    cy.goto(seat_link(live_server, table, 2))
    cy.locator(".msetup .hero").first.click()  # Cy picks from the app's deal and taps his coins
    for c, s in BASE:
        cell(cy, c, s).click()
    expect(cy.get_by_role("button", name="Coins placed")).to_have_class("btn primary")
    ann.locator(".msetup .heroes").get_by_role("button", name="We drew other cards…").click()
    sheet = ann.locator("#sheet")
    # pt104: said before the tap, to whoever still holds the app's deal (Bob's board is set up: his stays).
    back = "The app's deal goes back for Cy and Di: they enter their real cards too, or tap “Draw for me”."
    expect(sheet.locator("[data-k=deal-back]")).to_have_text(back)
    sheet.get_by_role("button", name=kept, exact=True).click()
    sheet.get_by_role("button", name=offers[2][0], exact=True).click()
    sheet.get_by_role("button", name=f"Enter {kept} and {offers[2][0]}").click()
    said = f"{kept} is in another player's hand: one real card cannot be in two hands"
    expect(sheet.locator(".banner")).to_have_text(said)
    expect(sheet.get_by_role("button", name=kept, exact=True)).to_be_disabled()
    expect(sheet.get_by_role("button", name=kept, exact=True)).to_have_attribute("data-why", said)
    expect(sheet.get_by_role("button", name=offers[2][0], exact=True)).to_have_attribute("aria-pressed", "true")
    expect(ann.locator("#toast.show")).to_have_count(0)  # said in the sheet, not under a toast over it
    fits(ann, "refused real deal")
    screenshot(ann, "minstrels-real-deal-refused")
    sheet.get_by_role("button", name=offers[3][1], exact=True).click()
    sheet.get_by_role("button", name=f"Enter {offers[2][0]} and {offers[3][1]}").click()
    expect(sheet).to_be_hidden()
    expect(ann.locator(".msetup .heroes .hero b")).to_have_text([offers[2][0], offers[3][1]])
    # Cy's phone: the app's deal went back (the log says so, never Ann's cards); draw again.
    expect(cy.locator(".msetup .draw-pair")).to_be_visible()
    gone = "Your hero cards from the app went back to the deck: the table deals from the real deck."
    expect(cy.locator(".msetup [data-k=deal-gone]")).to_have_text(gone)  # said on his own board (pt106)
    expect(cy.get_by_role("button", name="Coins placed")).to_have_class("btn")  # no hero picked any more
    cy.locator("#open-log").click()
    expect(cy.locator("#sheet")).to_contain_text("Cy's hero cards from the app go back to the deck")
    expect(cy.locator("#sheet")).not_to_contain_text(offers[3][1])
    assert [get(i)["state"]["players"][i]["offer"] for i in range(4)] == [
        [offers[2][0], offers[3][1]],
        offers[1],
        [],
        [],
    ]


def test_the_first_player_is_picked_by_name_on_the_new_table_form(live_server: LiveServer, phone) -> None:
    page = phone()
    page.goto(live_server.url + "/new/minstrels")
    page.get_by_role("button", name="+ Add player").click()
    names = page.locator(".pname")
    for i, n in enumerate(["Ann", "Bob", "Cy"]):
        names.nth(i).fill(n)
    pick = page.locator("#opt-first_player")
    expect(pick.locator("option")).to_have_text(["Drawn at random", "Ann", "Bob", "Cy"])
    pick.select_option(label="Cy")
    names.nth(2).fill("Cyd")  # renamed: still the third player
    expect(pick.locator("option:checked")).to_have_text("Cyd")
    page.get_by_label("We use our own hero and quest cards").check()
    page.get_by_label("Heroes mode (deal 2, keep 1)").check()
    page.get_by_role("button", name="Open the table").click()
    page.wait_for_url("**/t/*")
    page.locator("#sheet-close").click()
    assert page.evaluate("C.table.snap().options.first_player") == 2  # a seat number, as in all the API
    assert page.evaluate("C.table.snap().state.first_player") == 2
    expect(page.locator(".mstatus")).to_contain_text("Cyd goes first")
    expect(page.locator(".msetup .draw-pair")).to_be_visible()


def _play_four(server: LiveServer, table: dict, mark: Mark) -> None:
    """Four players: the hero deal, Bob's Bandit on his turn, Dorothea on turn, then seeded turns to the end."""
    post, get = http_io(server, table)
    mark("deal")
    for seat in range(4):
        hero = post({"type": "deal_heroes"}, seat)["state"]["players"][seat]["offer"][0]
        post({"type": "board_ready", "coins": [list(x) for x in BASE], "hero": hero}, seat)
    post({"type": "roll_dice", "values": [3, 2]}, 0)
    post({"type": "place", "column": 1, "space": 2, "character": "Bandit"}, 0)
    post({"type": "end_turn"}, 0)
    post({"type": "place", "column": 1, "space": 3, "character": "Bandit"}, 1)  # Bob: a Bandit (pays a coin)
    mark("turn")
    post({"type": "end_turn"}, 1)
    post({"type": "pass"}, 2)
    mark("play")  # Dorothea on turn
    for _ in range(600):
        if get("host")["state"]["phase"] == "over":
            break
        play_turn(post, get)
    assert get("host")["state"]["phase"] == "over"
    mark("end")


@functools.cache
def _four() -> Recording:
    return record("minstrels", ["Ann", "Bartholomew", "Cy", "Dorothea"], _play_four, OWN)


def _deal_screen(page: Page) -> None:
    expect(page.locator(".draw-pair")).to_be_visible()


def _turn_screen(page: Page) -> None:
    expect(page.locator("#game-actions")).to_contain_text("End turn")
    own = page.locator(".board.own .pc.c3")  # Bob's own Bandit, on his big board
    assert contrast(own, "fill") >= 3 and contrast(own, "text") >= 4.5


def _play_screen(page: Page) -> None:
    page.get_by_role("button", name="Hints").click()
    expect(page.locator(".board.own .cell em").first).to_be_visible()
    bar = page.locator("#game-actions button")
    for i in range(bar.count()):
        box = bar.nth(i).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"]
    # Ann's and Bob's Bandits on their small boards: pieces 3:1 on the cells, letters 4.5:1.
    minis = page.locator(".board.mini .pc.c3")
    expect(minis).to_have_count(2)
    for i in range(2):
        assert contrast(minis.nth(i), "fill") >= 3 and contrast(minis.nth(i), "text") >= 4.5
    for tag in (page.locator(".board.own .cell em").first, page.locator(".board.own .cell .pay").first):
        if tag.count():
            assert contrast(tag, "text") >= 4.5, tag.inner_text()


def _end_screen(page: Page) -> None:
    expect(page.locator(".final .winner")).to_be_visible()
    expect(page.locator("#play-again")).to_be_visible()
    assert contrast(page.locator(".final .winner"), "text") >= 4.5


# Each phase, the seat whose phone looks at it, and what that screen must show.
SCREENS = [("deal", 1, _deal_screen), ("turn", 1, _turn_screen), ("play", 3, _play_screen), ("end", 1, _end_screen)]


def test_every_main_screen_fits_four_players_at_both_sizes_light_and_dark(live_server: LiveServer, phone) -> None:
    rec = _four()
    phones = {
        (size, scheme): phone(viewport=viewport, color_scheme=scheme, service_workers="block")
        for size, viewport in SIZES.items()
        for scheme in ("light", "dark")
    }
    for phase, seat, check in SCREENS:
        table = open_at(live_server, rec, phase)
        for (size, scheme), page in phones.items():
            page.goto(seat_link(live_server, table, seat))
            wait_for(page, f"C.table.snap().seq === {table['seq']}")
            expect(page.locator(".mstatus")).to_be_visible()
            check(page)
            fits(page, f"{phase} {size} {scheme}")
            screenshot(page, f"minstrels-{phase}-{size}-{scheme}")

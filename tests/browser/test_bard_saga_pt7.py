"""Bard Saga's table screen after the blind playtest pt7 (issue #26): six long names, 360x740, text at 130 %.

What you can pay is marked on the Field, an unknown centre top is asked for at once, the Search button
is on screen, a face-down Story needs no art, the count badge stays inside its deck, the end speaks to you.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.bard_saga_support import at, everyone_passes, placed, post, seven_legends, started, top_up
from tests.browser.support import LiveServer, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES

# Each selector's box against its deck's: the pieces a deck carries stay inside it.
INSIDE = """(sel) => [...document.querySelectorAll(sel)].map((el) => {
  const d = el.closest(".deck").getBoundingClientRect(), b = el.getBoundingClientRect();
  return b.top >= d.top && b.left >= d.left && b.right <= d.right && b.bottom <= d.bottom; })"""


def test_the_field_marks_the_decks_the_phones_own_player_can_pay(live_server: LiveServer, phone) -> None:
    """pt22: a waiting phone showed the acting player's ✓ marks above its own player's Scrolls."""
    table, st = started(live_server)
    # Exactly the top-right deck's cost in hand (Red, Blue, Green): it and what costs no more are payable.
    have, need = st["scrolls"][0], st["need"][2]["scrolls"]
    delta = {c: need.get(c, 0) - n for c, n in have.items() if need.get(c, 0) != n}
    post(live_server, table, {"type": "adjust", "seat": 0, "scrolls": delta})
    st = read(live_server, table)["state"]

    def pays(seat: int) -> list[int]:
        return [i for i in range(9) if st["short"][seat][i] is not None and not sum(st["short"][seat][i].values())]

    assert pays(0) and len(pays(0)) < 9 and pays(2) != pays(0)
    for seat in (0, 2):  # the player on turn's own phone, and another player's: each marks what it can pay
        payable = pays(seat)
        page = at(phone, live_server, table, seat)
        marked = page.locator(".deck.can").evaluate_all("(els) => els.map((e) => +e.dataset.deck)")
        assert marked == payable, seat
        if payable:
            expect(page.locator(f"[data-k='ok{payable[0]}']")).to_be_visible()
        assert all(page.evaluate(INSIDE, ".deck .ok"))
        screenshot(page, f"bard-saga-pt7-payable-{seat}")


def test_an_unknown_centre_top_is_asked_at_once_and_blocks_its_neighbours(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    taker, host = at(phone, live_server, table, 0), at(phone, live_server, table, "host")
    top_up(live_server, table, st, 0, st["need"][4]["scrolls"])
    st = post(live_server, table, {"type": "collect", "deck": 4}, 0)
    nxt = st["turn"]
    top_up(live_server, table, st, nxt, {"Red": 3, "Blue": 3, "Green": 3, "Yellow": 3})
    other = at(phone, live_server, table, nxt)
    for page in (taker, host):
        expect(page.locator("[data-k='ask']")).to_contain_text("The centre deck: which colour is on top now?")
        expect(page.locator("#game-actions [data-k='ask-bar'] .cbtn")).to_have_count(5)  # always in view
    expect(other.locator("[data-k='ask-bar']")).to_have_count(0)
    expect(other.locator("[data-k='ask']")).to_contain_text(NAMES[0])
    # The next player's Collect beside the centre is not offered until the colour is known: it says why.
    other.locator("[data-k='d1']").click()
    collect = other.locator("#sheet-content").get_by_role("button", name="Collect")
    expect(collect).to_be_disabled()
    collect.click(force=True)
    expect(other.locator(".toast").last).to_contain_text("First tell the top colour of: centre")
    screenshot(other, "bard-saga-pt7-centre-unknown")
    other.locator("#sheet-close").click()
    taker.locator("[data-k='ask-bar']").get_by_role("button", name="Top is Red").click()
    expect(other.locator("[data-k='ask']")).to_have_count(0)
    expect(other.locator("[data-k='d4'] b")).to_have_text("Red")


def test_search_a_legend_in_three_taps_its_button_on_screen(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    top_up(live_server, table, st, 0, st["need"][1]["scrolls"])
    st = post(live_server, table, {"type": "collect", "deck": 1}, 0)  # the top deck shows its Legend
    seat = st["turn"]
    top_up(live_server, table, st, seat, st["need"][1]["scrolls"])
    page = at(phone, live_server, table, seat)
    page.locator("[data-k='d1']").click()
    sheet = page.locator("#sheet-content")
    sheet.get_by_role("button", name="Legend is Yellow").click()
    button = page.locator("#bs-search")
    expect(button).to_be_enabled()
    box, height = button.bounding_box(), page.viewport_size["height"]
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= height, (box, height)
    screenshot(page, "bard-saga-pt7-search-sheet")
    button.click()
    expect(page.locator("[data-k='d1'] b")).not_to_have_text("Legend")
    assert read(live_server, table)["state"]["legends"][-1]["color"] == "Yellow"


def test_a_face_down_story_is_one_tap_and_the_art_says_what_it_is(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0)
    page.locator("#game-actions").get_by_role("button", name="Play Red").click()
    sheet = page.locator("#sheet-content")
    expect(sheet).not_to_contain_text("Legend")  # art scores only beside a Legend: none is out (pt42)
    expect(sheet.get_by_role("button", name="Play Red face down")).to_have_count(1)
    screenshot(page, "bard-saga-pt7-play-sheet")
    sheet.get_by_role("button", name="Play Red face down").click()
    wait_for(page, "C.table.snap().state.played[0].length === 1")  # the phone has the server's answer
    assert read(live_server, table)["state"]["played"][0] == [{"color": "Red", "art": "", "face_down": True}]


def test_the_centre_decks_count_badge_stays_inside_its_tile(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    page = at(phone, live_server, table, 0)
    expect(page.locator("[data-k='d4'] .cnt")).to_have_text("×3")
    assert page.evaluate(INSIDE, ".deck .cnt") == [True]


def test_starting_scrolls_entered_with_we_drew_are_not_said_to_be_drawn_by_the_app(
    live_server: LiveServer, phone
) -> None:
    table = live_server.create_table("bard-saga", list(NAMES))
    post(live_server, table, {"type": "draw_start", "seat": 0, "drawn": ["Red", "Green"]}, 0)
    page = at(phone, live_server, table, 0)
    line = page.locator(".bs-setup li").nth(2)
    expect(line).to_contain_text(f"{NAMES[0]}: Green, Red")  # in the Inn's order
    expect(line).not_to_contain_text("drawn by the app")


def test_the_players_vp_cards_are_labelled(live_server: LiveServer, phone) -> None:
    table, _st = started(live_server)
    post(live_server, table, {"type": "adjust", "seat": 1, "vp": 3})
    page = at(phone, live_server, table, 0)
    row = page.locator(".bs-p[data-seat='1'] .row2")
    expect(row.locator(".vpl")).to_have_text("VP cards:")
    expect(row.locator(".vpc")).to_have_count(1)
    expect(page.locator(".bs-p[data-seat='2'] .vpl")).to_have_count(0)  # none held, no label


def test_a_losers_own_place_is_on_the_first_screen_of_the_end(live_server: LiveServer, phone) -> None:
    table, st = started(live_server)
    st = seven_legends(live_server, table, st)
    top_up(live_server, table, st, st["turn"], st["need"][8]["scrolls"])
    st = post(live_server, table, {"type": "search", "deck": 8, "color": "Red"}, st["turn"])
    everyone_passes(live_server, table, st, first=0)
    final = post(live_server, table, {"type": "sing"})
    loser = next(x for x in final["standings"][::-1] if x["place"] > 1)["seat"]  # the last placed
    page = at(phone, live_server, table, loser)
    you = page.locator("[data-k='you']")
    mine = next(x for x in final["standings"] if x["seat"] == loser)
    expect(you).to_have_text(f"You: {placed(mine)}, {mine['key'][0]} VP")
    box = you.bounding_box()
    assert box and box["y"] + box["height"] <= page.viewport_size["height"], box

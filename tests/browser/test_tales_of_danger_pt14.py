"""Tales of Danger after blind playtest pt14 (issue #26): the host phone passed round, at 360x740 and 130 %.

pt14: an uncaught "Cannot read properties of undefined (reading 'segment')" on the host phone (A,
holding four seats) in Act 3, around the end of the game, while B and C played on phones of their own.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scoring.tales_of_danger.data import FORAGE_FLIP
from scoring.tales_of_danger.odds import remaining_costs
from tests.browser.support import LiveServer, act, call, caught_up, read, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, stressed

PLAYERS = list(NAMES[:3])
GREAT = {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}


def _by(server: LiveServer, table: dict, action: dict, seat: int) -> dict:
    """The host acts for a seat (one phone passed round)."""
    return act(server, table, {**action, "by": seat}, "host")


def act3_of_three(server: LiveServer, joined: tuple[int, ...]) -> dict:
    """Three players in Act 3, seat 0 to play, each first Segment Great Fishing! (it costs nothing);
    the `joined` seats on phones of their own, the others on the host's (passed round)."""
    table = server.create_table("tales-of-danger", PLAYERS, {"first_player": 0}, seated=False)
    for s in joined:
        table["seats"][s]["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s})["token"]
    _by(server, table, {"type": "draw_sponsors", "drawn": [1, 3, 5, 6]}, 0)
    for seat in range(3):
        _by(server, table, {"type": "secure_sponsor", "rank": [1, 3, 5][seat], "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(3):
        _by(server, table, {"type": "hand_full", "full": True}, seat)
    _by(server, table, {"type": "end_turn"}, 0)
    for seat in range(3):
        _by(server, table, GREAT, seat)
    return table


def _one_before_the_end(server: LiveServer) -> dict:
    """Three players in Act 3; seat 1 on a phone of its own, seats 0 and 2 on the host's; seat 0 to
    complete its 5th Segment (Great Fishing!: it costs nothing)."""
    table = act3_of_three(server, (1,))
    done = {"type": "complete_segment", "crew": 0, "supplies": 0, "journal": None}
    for _ in range(4):
        _by(server, table, done, 0)
        _by(server, table, GREAT, 0)
        for seat in (1, 2):
            _by(server, table, {"type": "forage", "cost": "great_fishing", "others": []}, seat)
    return table


def test_the_host_phone_completes_the_segment_that_starts_the_final_round_without_a_page_error(
    live_server: LiveServer, phone
) -> None:
    """The 5th Segment hands the turn to a seat with its own phone: the host phone, which rests on no
    seat then, must not read the seat it no longer acts for (pt14's TypeError)."""
    table = _one_before_the_end(live_server)
    page = stressed(phone, "en", SIZES[0])
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.url + "/")
    creds = {"seat": None, "token": table["host_token"], "host": True, "actingAs": None}
    page.evaluate("([k, v]) => localStorage.setItem('companion.' + k, JSON.stringify(v))", [table["code"], creds])
    page.goto(f"{live_server.url}/t/{table['code']}")
    wait_for(page, "C.table.seat() === 0")
    page.locator("#game-actions").get_by_role("button", name="Complete").click()
    page.locator("#sheet").get_by_role("button", name="No Journal").click()
    expect(page.locator('[data-k="fr"]')).to_be_visible()
    wait_for(page, "C.table.seat() === null")  # seat 1 plays on its own phone: the host's waits
    page.wait_for_timeout(300)  # the answer's promise has run its course
    assert errors == []


def _six_in_act3(server: LiveServer) -> dict:
    """Six long names in Act 3 (seat i holds Sponsor rank i + 1), every first Segment laid out (Great Fishing!)."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):  # the sixth is given rank 6 (Move the Story Along)
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, seat)
    act(server, table, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, 5)
    for seat in range(6):
        act(server, table, {"type": "hand_full", "full": True}, seat)
    act(server, table, {"type": "end_turn"}, read(server, table)["state"]["turn"])
    while (seat := read(server, table)["state"]["prepares_first"]) is not None:
        act(server, table, GREAT, seat)
    return table


def _deck_down_to(server: LiveServer, table: dict, n: int, complete: bool = True) -> int:
    """Forages entered from the real deck until the app has fewer than `n` cards unseen; the seat to act
    then (`complete`: its Segment completed, with its next one to prepare)."""
    while True:
        st = read(server, table)["state"]
        left = remaining_costs(st["seen"])
        if sum(left.values()) < n:
            break
        cards = [k for k, m in left.items() for _ in range(m)][:FORAGE_FLIP]
        act(server, table, {"type": "forage", "cost": cards[0], "others": cards[1:]}, st["turn"])
    seat = st["turn"]
    if complete:
        act(server, table, {"type": "complete_segment", "crew": 99, "supplies": 99, "journal": None}, seat)
    return seat


def test_an_empty_deck_says_why_beside_the_draw_and_the_reshuffle_is_one_tap_there(
    live_server: LiveServer, phone
) -> None:
    """pt14: "Draw 2 Cost cards for me" turned grey with the reason in a tooltip only, and the
    reshuffle hid under Odds, its question in the top-left corner."""
    table = _six_in_act3(live_server)
    seat = _deck_down_to(live_server, table, 2)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, seat))
    caught_up(page)
    page.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    sheet = page.locator("#sheet")
    expect(sheet.locator('[data-k="drawme"]')).to_be_disabled()
    why = sheet.locator('[data-k="deckout"]')
    expect(why).to_be_in_viewport()
    expect(why).to_contain_text("Shuffle the discards into the deck")
    button = why.get_by_role("button", name="Deck reshuffled")
    expect(button).to_be_in_viewport(ratio=1)  # whole: not cut at the sheet's edge
    screenshot(page, "tod-pt14-deck-out")
    button.click()
    ask = page.locator("dialog.ask")
    expect(ask).to_be_visible()
    box, vw, vh = ask.bounding_box(), SIZES[0]["width"], SIZES[0]["height"]
    assert box is not None
    # A normal dialog: in the middle of the screen, not pinned to its top-left corner.
    assert abs(box["x"] + box["width"] / 2 - vw / 2) <= 2 and box["y"] >= 40, box
    assert abs(box["y"] + box["height"] / 2 - vh / 2) <= vh / 4, box
    screenshot(page, "tod-pt14-deck-reshuffle-ask")
    ask.get_by_role("button", name="Deck reshuffled").click()
    draw = sheet.locator('[data-k="drawme"]')
    expect(draw).to_be_enabled()
    expect(sheet.locator('[data-k="deckout"]')).to_have_count(0)
    draw.click()
    expect(sheet).to_be_hidden()
    assert len(read(live_server, table)["state"]["players"][seat]["segment"]["costs"]) == 2


def test_an_empty_deck_says_why_beside_the_forage_flip_too(live_server: LiveServer, phone) -> None:
    table = _six_in_act3(live_server)
    seat = _deck_down_to(live_server, table, FORAGE_FLIP, complete=False)
    page = stressed(phone, "ru", SIZES[0])
    page.goto(seat_link(live_server, table, seat))
    caught_up(page)
    page.locator("#game-actions .btn").nth(1).click()  # Forage, beside Complete
    sheet = page.locator("#sheet")
    expect(sheet.locator('[data-k="flipme"]')).to_be_disabled()
    why = sheet.locator('[data-k="deckout"]')
    expect(why).to_contain_text("Замешай сброс в колоду")  # in the page's language, to "ты"
    expect(why.locator('[data-k="reshuffle"]')).to_be_in_viewport(ratio=1)
    screenshot(page, "tod-pt14-deck-out-forage-ru")


# The lines an element's text takes (one rectangle per line fragment).
LINES = """(el) => { const r = document.createRange(); r.selectNodeContents(el);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size; }"""


def test_the_final_round_notice_leaves_the_acting_voyage_in_view(live_server: LiveServer, phone) -> None:
    """pt14: a 10-line notice with five full names pushed the acting player's voyage below the fold;
    the prompt lacked its verb ("final turn: the Segment, or Forage")."""
    table = _six_in_act3(live_server)
    done = {"type": "complete_segment", "crew": 99, "supplies": 99, "journal": None}
    while read(live_server, table)["state"]["final_round"] is None:
        seat = read(live_server, table)["state"]["turn"]
        if seat == 0:  # Bartholomew sails on; the others forage until his 5th Segment
            act(live_server, table, done, 0)
            if read(live_server, table)["state"]["final_round"] is None:
                act(live_server, table, GREAT, 0)
        else:
            act(live_server, table, {"type": "forage", "cost": "great_fishing", "others": []}, seat)
    st = read(live_server, table)["state"]
    assert st["turn"] == 1 and len(st["final_round"]["remaining"]) == 5
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    caught_up(page)
    notice = page.locator('[data-k="fr"]')
    expect(notice).to_have_text("Final round: 5 players still play")
    assert notice.evaluate(LINES) <= 2
    expect(page.locator("#prompt")).to_contain_text("complete or Forage, one last time")
    expect(page.locator('.tod-mine [data-k="v1"]')).to_be_in_viewport(ratio=1)
    screenshot(page, "tod-pt14-final-round")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_securing_a_sponsor_fits_the_screen_with_its_confirm(live_server: LiveServer, phone, lang: str) -> None:
    """pt14: the confirm sat at y = 981 on a 740 px screen: a scroll after Rank, Start, Market and Max."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    page.locator("#game-actions .btn").first.click()  # Secure Sponsor (before End turn, the primary)
    sheet = page.locator("#sheet .secure")
    sheet.locator(".vpick").first.locator(".btn").nth(2).click()  # rank 3 (all six are free)
    sheet.locator('[data-v="start"] .btn').nth(2).click()  # 3
    sheet.locator('[data-v="market"] .btn').nth(1).click()  # 2 (none prefilled, pt39)
    sheet.locator('[data-v="max"] .btn').nth(3).click()  # 8
    confirm = sheet.locator(".confirm")
    expect(confirm).to_be_enabled()
    expect(confirm).to_be_in_viewport(ratio=1)
    # Nothing scrolled to get there: the ranks, the values and the confirm all on one screen.
    assert page.evaluate("document.querySelector('#sheet .sheet-body').scrollTop") == 0
    screenshot(page, f"tod-pt14-secure-{lang}")
    confirm.click()
    expect(sheet).to_be_hidden()
    p = read(live_server, table, 0)["state"]["players"][0]
    assert (p["sponsor"], p["start"], p["market"], p["max"]) == (3, 3, 2, 8)

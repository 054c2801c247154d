"""Tales of Danger on phones: the Sponsors drawn at the table (#14), the Odds sheet, sizes, light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LiveServer, one_line, screenshot, seat_link
from tests.browser.tod_contrast import check_contrast, check_stripes

NAMES = ["Ann", "Bob", "Cid"]
SIX = ["Ann", "Bartholomew", "Cid", "Dee", "Eve", "Fitzgeraldo"]
SIZES = {"360": {"width": 360, "height": 740}, "412": {"width": 412, "height": 915}}
WIDE = "document.documentElement.scrollWidth <= innerWidth"


def _api(server: LiveServer, table: dict, action: dict, seat: int) -> dict:
    import json
    import urllib.request

    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {table['seats'][seat]['token']}"},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def test_we_drew_on_one_phone_shows_on_another_with_the_log_line(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", NAMES, {"first_player": 1, "own_components": True})
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, table, 0))
    bob.goto(seat_link(live_server, table, 1))
    # With its own cards the table enters the draw: "We drew…" is the primary of the pair.
    pair = ann.locator("#game-actions .draw-pair")
    expect(pair.get_by_role("button", name="We drew…")).to_have_class("btn primary")
    expect(pair.get_by_role("button", name="Draw for me")).to_be_visible()
    expect(bob.locator('[data-k="spd"]')).to_contain_text("Sponsors in play: 4 of the 6")
    pair.get_by_role("button", name="We drew…").click()
    sheet = ann.locator("#sheet")
    for r in (6, 1, 4):
        sheet.get_by_role("button", name=f"Rank {r}", exact=True).click()
    done = sheet.get_by_role("button", name="3 of 4 picked")
    expect(done).to_be_disabled()
    sheet.get_by_role("button", name="Rank 3", exact=True).click()
    sheet.get_by_role("button", name="Rank 2", exact=True).click()  # a fifth is not taken
    expect(sheet.get_by_role("button", name="Rank 2", exact=True)).to_have_attribute("aria-pressed", "false")
    screenshot(ann, "tales-of-danger-we-drew")
    sheet.get_by_role("button", name="These 4 are in play").click()
    expect(sheet).to_be_hidden()
    # Bob's phone shows the same Sponsors, by rank, and the log says they were drawn at the table.
    expect(bob.locator(".spt tbody th")).to_have_text(["Rank 1", "Rank 3", "Rank 4", "Rank 6"])
    expect(bob.locator('[data-k="spw"]')).to_contain_text("Drawn at the table.")
    bob.locator("#open-log").click()
    expect(bob.locator("#sheet")).to_contain_text("Sponsors in play: ranks 1, 3, 4, 6 (drawn at the table)")
    screenshot(bob, "tales-of-danger-drawn-log")
    bob.locator("#sheet-close").click()
    # Bob plays first; his Sponsor's values show in the table once entered.
    _api(live_server, table, {"type": "secure_sponsor", "rank": 3, "start": 2, "market": 3, "max": 8}, 1)
    expect(ann.locator('[data-k="sp3"]')).to_have_text("Rank 3Bob238")
    expect(ann.locator('[data-k="spw"]')).not_to_contain_text("We drew")  # too late to change them


def _settled(page, ms: int = 400) -> None:
    """Wait until the screen stops re-rendering (the stream's last messages), then measure it."""
    mark = "document.querySelector('.final') && (document.querySelector('.final').dataset.seen = '1')"
    page.evaluate(mark)
    page.wait_for_timeout(ms)
    while not page.evaluate("document.querySelector('.final')?.dataset.seen === '1'"):
        page.evaluate(mark)
        page.wait_for_timeout(ms)


def _to_act3(server: LiveServer, table: dict, n: int, secured: int = 0) -> None:
    """Seat i secures rank i + 1 (from seat `secured` on) and fills its hand; everyone lays out a Segment.

    With 6 players the 6th is given the last Sponsor at once, and ends the turn.
    """
    for seat in range(secured, min(n, 5)):
        _api(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(n):
        _api(server, table, {"type": "hand_full", "full": True}, seat)
    _api(server, table, {"type": "end_turn"}, 5 if n == 6 else 0)
    for seat in range(n):
        _api(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)


def _finish(server: LiveServer, table: dict, n: int) -> None:
    """Seat 0 completes 5 Segments (difficulty 1, Journal 3); the others Forage."""
    for rnd in range(5):
        _api(server, table, {"type": "complete_segment", "journal": 3, "crew": 9, "supplies": 9}, 0)
        if rnd < 4:
            _api(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, 0)
        for seat in range(1, n):
            _api(server, table, {"type": "forage", "cost": "crew", "others": ["supply", "illness"]}, seat)


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_six_players_fit_every_phone_light_and_dark(live_server: LiveServer, phone, size: str, scheme: str) -> None:
    table = live_server.create_table("tales-of-danger", SIX, {"first_player": 0})
    page = phone(viewport=SIZES[size], color_scheme=scheme)
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator(".spt tbody tr")).to_have_count(6)
    _api(live_server, table, {"type": "secure_sponsor", "rank": 1, "start": 2, "market": 3, "max": 12}, 0)
    expect(page.locator('[data-k="sp1"] .n').last).to_have_text("12")
    assert page.evaluate(WIDE)
    one_line(page, ".spt .n")
    check_contrast(page, [".spt th", ".spt td", ".act li", ".act-n", "#game-actions .btn"])
    check_stripes(page, [".spt tr.taken th"])
    screenshot(page, f"tales-of-danger-acts-6p-{size}-{scheme}")
    # The Odds sheet: a few plain sentences with the numbers, the reshuffle state among them.
    page.locator("#game-actions").get_by_role("button", name="Odds").click()
    odds = page.locator("#sheet .odds")
    expect(odds.locator('[data-k="deck"]')).to_contain_text("The deck holds")
    odds.get_by_role("button", name="Difficulty 3").click()
    expect(odds.locator('[data-k="seg"]')).to_contain_text("A difficulty 3 Segment draws 3 Cost cards. At least one:")
    assert page.evaluate(WIDE)
    check_contrast(page, ["#sheet .odds p", "#sheet .odds .btn"])
    screenshot(page, f"tales-of-danger-odds-{size}-{scheme}")
    page.locator("#sheet-close").click()
    _to_act3(live_server, table, 6, secured=1)
    for seat in range(6):  # a round of Forage: Ann's Segment now costs Bad Luck too
        _api(live_server, table, {"type": "forage", "cost": "bad_luck" if seat == 0 else "crew"}, seat)
    expect(page.locator('[data-k="seg0"]')).to_contain_text("Bad Luck")
    assert page.evaluate(WIDE)
    one_line(page, '[data-k="mypts"]')
    check_contrast(page, [".tod-mine .act-n", ".other strong", ".other small", ".chip", ".ship path"])
    check_stripes(page, [".other"])  # each player's colour, yellow and blue among them, light and dark
    screenshot(page, f"tales-of-danger-act3-6p-{size}-{scheme}")
    _finish(live_server, table, 6)
    expect(page.locator('[data-k="win"]')).to_have_text("🏆 Ann wins")
    expect(page.locator('[data-k="tb"]')).to_have_text("20 points with Sponsor rank 1.")
    _settled(page)
    assert page.evaluate(WIDE)
    one_line(page, ".final .total")
    one_line(page, ".final .nw")
    check_contrast(page, [".final .win", ".final .tb", ".final strong", ".final small", ".final .total"])
    check_contrast(page, [".final .ship path"])  # the pieces: 3:1 whatever the player's colour
    check_stripes(page, [".final > ol > li"])
    screenshot(page, f"tales-of-danger-final-6p-{size}-{scheme}")

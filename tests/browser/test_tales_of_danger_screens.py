"""Tales of Danger on phones: the Sponsors drawn at the table (#14), the Odds sheet, sizes, light and dark."""

from __future__ import annotations

import functools

from playwright.sync_api import Page, expect

from tests.browser.recorded import Mark, Recording, open_at, record
from tests.browser.support import LiveServer, act, one_line, screenshot, seat_link, wait_for
from tests.browser.tod_contrast import check_contrast, check_stripes

NAMES = ["Ann", "Bob", "Cid"]
SIX = ["Ann", "Bartholomew", "Cid", "Dee", "Eve", "Fitzgeraldo"]
SIZES = {"360": {"width": 360, "height": 740}, "412": {"width": 412, "height": 915}}
WIDE = "document.documentElement.scrollWidth <= visualViewport.width"


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
    act(live_server, table, {"type": "secure_sponsor", "rank": 3, "start": 2, "market": 3, "max": 8}, 1)
    expect(ann.locator('[data-k="sp3"]')).to_have_text("Rank 3BobStart 2 · Market 3 · Max 8")
    expect(ann.locator('[data-k="spw"]')).not_to_contain_text("We drew")  # too late to change them


def _to_act3(server: LiveServer, table: dict, n: int, secured: int = 0) -> None:
    """Seat i secures rank i + 1 (from seat `secured` on) and fills its hand; everyone lays out a Segment.

    With 6 players the 6th is given the last Sponsor at once, and ends the turn.
    """
    for seat in range(secured, min(n, 5)):
        act(server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 6}, seat)
    for seat in range(n):
        act(server, table, {"type": "hand_full", "full": True}, seat)
    act(server, table, {"type": "end_turn"}, 5 if n == 6 else 0)
    for seat in range(n):
        act(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)


def _finish(server: LiveServer, table: dict, n: int) -> None:
    """Seat 0 completes 5 Segments (difficulty 1, Journal 3); the others Forage."""
    for rnd in range(5):
        act(server, table, {"type": "complete_segment", "journal": 3, "crew": 9, "supplies": 9}, 0)
        if rnd < 4:
            act(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, 0)
        for seat in range(1, n):
            act(server, table, {"type": "forage", "cost": "crew", "others": ["supply", "illness"]}, seat)


def _play_six(server: LiveServer, table: dict, mark: Mark) -> None:
    """Six players: Ann secures rank 1 (Max 12); all reach Act 3 and Forage once; Ann completes 5 Segments."""
    act(server, table, {"type": "secure_sponsor", "rank": 1, "start": 2, "market": 3, "max": 12}, 0)
    mark("acts")
    _to_act3(server, table, 6, secured=1)
    for seat in range(6):  # a round of Forage: Ann's Segment now costs Bad Luck too
        act(server, table, {"type": "forage", "cost": "bad_luck" if seat == 0 else "crew"}, seat)
    mark("act3")
    _finish(server, table, 6)
    mark("final")


@functools.cache
def _six() -> Recording:
    return record("tales-of-danger", SIX, _play_six, {"first_player": 0})


def _acts(page: Page, tag: str) -> None:
    """Act 1: six Sponsor rows, Ann's values on one line; no Odds before Act 3."""
    expect(page.locator(".spt tbody tr")).to_have_count(6)
    expect(page.locator('[data-k="sp1"] .vals')).to_have_text("Start 2 · Market 3 · Max 12")
    assert page.evaluate(WIDE)
    one_line(page, ".spt .vals")
    check_contrast(page, [".spt th", ".spt td", ".spt .vals", ".act summary", ".act-n", "#game-actions .btn"])
    check_stripes(page, [".spt tr.taken th"])
    expect(page.locator("#game-actions").get_by_role("button", name="Odds")).to_have_count(0)
    screenshot(page, f"tales-of-danger-acts-6p-{tag}")


def _act3(page: Page, tag: str) -> None:
    """Act 3: Ann's Segment costs Bad Luck; the others' boards with each player's colour as a stripe; the Odds sheet."""
    expect(page.locator('[data-k="seg0"]')).to_contain_text("Bad Luck")
    assert page.evaluate(WIDE)
    one_line(page, '[data-k="mypts"]')
    check_contrast(page, [".tod-mine .act-n", ".other strong", ".other small", ".chip", ".ship path"])
    check_stripes(page, [".other"])  # each player's colour, yellow and blue among them, light and dark
    screenshot(page, f"tales-of-danger-act3-6p-{tag}")
    page.locator('[data-k="odds"]').click()  # a few plain sentences with the numbers
    odds = page.locator("#sheet .odds")
    expect(odds.locator('[data-k="deck"]')).to_contain_text("The deck holds")
    odds.get_by_role("button", name="Difficulty 3").click()
    expect(odds.locator('[data-k="seg"]')).to_contain_text("A difficulty 3 Segment draws 3 Cost cards. At least one:")
    assert page.evaluate(WIDE)
    check_contrast(page, ["#sheet .odds p", "#sheet .odds .btn"])
    screenshot(page, f"tales-of-danger-odds-{tag}")
    page.locator("#sheet-close").click()


def _final(page: Page, tag: str) -> None:
    """The final screen: Ann wins on the tie-break, totals on one line, every ship 3:1."""
    expect(page.locator('[data-k="win"]')).to_have_text("🏆 Ann wins")
    expect(page.locator('[data-k="tb"]')).to_have_text("20 points with Sponsor rank 1.")
    assert page.evaluate(WIDE)
    one_line(page, ".final .total")
    one_line(page, ".final .nw")
    check_contrast(page, [".final .win", ".final .tb", ".final strong", ".final small", ".final .total"])
    check_contrast(page, [".final .ship path"])  # the pieces: 3:1 whatever the player's colour
    check_stripes(page, [".final > ol > li"])
    screenshot(page, f"tales-of-danger-final-6p-{tag}")


def test_six_players_fit_every_phone_light_and_dark(live_server: LiveServer, phone) -> None:
    rec = _six()
    phones = {
        f"{size}-{scheme}": phone(viewport=SIZES[size], color_scheme=scheme, service_workers="block")
        for size in sorted(SIZES)
        for scheme in ("light", "dark")
    }
    for phase, look in (("acts", _acts), ("act3", _act3), ("final", _final)):
        table = open_at(live_server, rec, phase)
        for tag, page in phones.items():
            page.goto(seat_link(live_server, table, 1))
            wait_for(page, f"C.table.snap().seq === {table['seq']}")
            look(page, tag)

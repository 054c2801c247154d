"""Three phones play Tales of Danger's Act 3 to the final screen (Acts 1-2 are reached over the API)."""

from __future__ import annotations

import json
import urllib.request

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, screenshot, seat_link

NAMES = ["Ann", "Bob", "Cid"]


def _post(server: LiveServer, table: dict, action: dict, seat: int) -> dict:
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": "Bearer " + table["seats"][seat]["token"]},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def _secure(server: LiveServer, table: dict, seats: range) -> None:
    """Act 1 over the API: seat i secures the i-th Sponsor in rank order (Ann the highest)."""
    with urllib.request.urlopen(f"{server.url}/api/tables/{table['code']}") as resp:
        sponsors = json.load(resp)["state"]["sponsors"]
    for seat in seats:
        _post(
            server, table, {"type": "secure_sponsor", "rank": sponsors[seat], "start": 2, "market": 2, "max": 6}, seat
        )


def _fill_hands(server: LiveServer, table: dict) -> None:
    """Act 2 over the API: every hand full, then the turn's end starts Act 3."""
    for seat in range(3):
        _post(server, table, {"type": "hand_full", "full": True}, seat)
    assert _post(server, table, {"type": "end_turn"}, 0)["state"]["phase"] == "act3"


def _sheet(page: Page):
    return page.locator("#sheet")


def _prepare(page: Page, difficulty: int, costs: list[str]) -> None:
    page.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    sheet = _sheet(page)
    sheet.get_by_role("button", name=f"Difficulty {difficulty}").click()
    for c in costs:
        sheet.locator(".chips.grid").get_by_role("button", name=c, exact=True).click()
    sheet.get_by_role("button", name="Set Segment").click()
    expect(sheet).to_be_hidden()


def _complete(page: Page, journal: int, crew: int = 0) -> None:
    page.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    sheet = _sheet(page)
    for _ in range(crew):
        sheet.get_by_role("button", name="More Crew").click()
    sheet.get_by_role("button", name=f"Journal {journal}").click()
    expect(sheet.locator(".verdict")).to_contain_text("Pays")
    sheet.get_by_role("button", name="Complete Segment").click()
    expect(sheet).to_be_hidden()


def _forage(page: Page, cost: str) -> None:
    page.locator("#game-actions").get_by_role("button", name="Forage").click()
    sheet = _sheet(page)
    sheet.locator(".chips.grid").first.get_by_role("button", name=cost, exact=True).click()
    sheet.get_by_role("button", name="Forage", exact=True).click()
    expect(sheet).to_be_hidden()


def test_three_phones_play_act3_to_the_final_screen(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", NAMES, {"first_player": "1"})
    ann, bob, cid = phones = [phone() for _ in NAMES]
    for i, page in enumerate(phones):
        page.goto(seat_link(live_server, table, i))
        expect(page.locator(".act")).to_contain_text("Act 1")
    expect(ann.locator(".sp li")).to_have_count(4)  # 3 players: 4 Sponsors
    _secure(live_server, table, range(2))
    # Cid is the last without a Sponsor: every phone says so; Ann's phone shows her Act 2.
    for page in phones:
        expect(page.locator(".banner")).to_contain_text("Move the Story Along: Cid must secure")
    expect(ann.locator(".act")).to_contain_text("Act 2")
    expect(ann.locator('[data-k="lim"]')).to_have_text("6")
    screenshot(cid, "tales-of-danger-act1")
    _secure(live_server, table, range(2, 3))
    _fill_hands(live_server, table)
    for page in phones:
        expect(page.locator(".mine")).to_contain_text("Act 3")

    # Everyone prepares a first Segment; Ann's needs 1 Crew, paid by the cost checker later.
    _prepare(ann, 2, ["1 Crew", "Great Fishing!"])
    _prepare(bob, 1, ["Great Fishing!"])
    _prepare(cid, 1, ["Illness: 3 Crew"])
    expect(bob.locator('[data-k="seg0"]')).to_contain_text("Needs 1 Crew")

    # The cost checker says what is missing before Ann pays.
    ann.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    expect(_sheet(ann).locator(".verdict")).to_have_text("Missing 1 Crew")
    _sheet(ann).get_by_role("button", name="More Crew").click()
    expect(_sheet(ann).locator(".verdict")).to_contain_text("Pays · take 1 bonus card first")
    screenshot(ann, "tales-of-danger-cost-checker")
    ann.locator("#sheet-close").click()
    _complete(ann, journal=3, crew=1)

    # Ann's Journal is hers alone: the others see a face-down card.
    expect(ann.locator('[data-k="v0"] .j').first).to_have_text("J3")
    expect(bob.locator('[data-k="v0"] .j').first).to_have_text("?")
    _prepare(ann, 1, ["Great Fishing!"])
    _forage(bob, "1 Crew")
    _forage(cid, "Great Fishing!")
    screenshot(bob, "tales-of-danger-act3")

    for rnd in range(2, 6):
        _complete(ann, journal=2)
        if rnd < 5:
            _prepare(ann, 1, ["Great Fishing!"])
            _forage(bob, "1 Crew")
            _forage(cid, "1 Supply")

    # Ann's 5th Segment: every phone shows the final round; Bob and Cid take one final turn.
    for page in phones:
        expect(page.locator(".banner")).to_contain_text("Final round: Ann completed 5 Segments")
    expect(cid.locator('[data-k="v0"] .j')).to_have_text(["?"] * 5)
    _complete(bob, journal=1, crew=4)
    expect(ann.locator(".banner")).to_contain_text("Final turn: Cid")
    _forage(cid, "1 Crew")

    for page in phones:
        final = page.locator(".final")
        expect(final).to_contain_text("Final scoring")
        expect(final.locator("li").first).to_contain_text("Ann")
    # Ann: 2+1+1+1+1 difficulties + 3+2+2+2+2 Journals = 17; Journals are revealed on every phone.
    expect(cid.locator('[data-k="pts0"]')).to_have_text("17")
    expect(cid.locator('[data-k="v0"] .j')).to_have_text(["J3", "J2", "J2", "J2", "J2"])
    expect(bob.locator('[data-k="pts1"]')).to_have_text("2")
    expect(ann.locator('[data-k="pts2"]')).to_have_text("0")
    screenshot(cid, "tales-of-danger-final")

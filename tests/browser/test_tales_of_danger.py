"""Three phones play Tales of Danger from the new-table form to the final screen and Play again."""

from __future__ import annotations

import json
import re
import urllib.request

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, count_taps, one_line, play_again, screenshot
from tests.browser.tod_values import pick_values

NAMES = ["Ann", "Bob", "Cid"]


def _bar(page: Page, name: str):
    return page.locator("#game-actions").get_by_role("button", name=name, exact=True)


def _secure_on_phone(page: Page, nth: int, less_max: int = 0) -> None:
    """Act 1, last step: pick the nth free Sponsor and its values (Start 2, Market 2, Max 7 - less_max)."""
    _bar(page, "Secure Sponsor").click()
    sheet = _sheet(page)
    sheet.locator(".pick").first.locator(".btn:enabled").nth(nth).click()  # a taken rank stays, greyed (pt77)
    pick_values(sheet, most=7 - less_max)
    sheet.get_by_role("button", name="Secure rank").click()
    expect(sheet).to_be_hidden()


def _sheet(page: Page):
    return page.locator("#sheet")


def _prepare(page: Page, difficulty: int, costs: list[str]) -> None:
    """Lay out a Segment: the sheet opened from the bar unless it came by itself; the last Cost card sets it."""
    sheet = _sheet(page)
    if not page.locator('#sheet[data-kind="prepare"]').is_visible():
        page.locator("#game-actions").get_by_role("button", name="Prepare Segment").click()
    level = sheet.get_by_role("button", name=f"Difficulty {difficulty}")
    if level.get_attribute("aria-pressed") != "true":  # two ships are preselected
        level.click()
    sheet.locator('[data-k="wedrewbtn"]').click()  # the real deck's cards, beside the app's draw
    for c in costs:
        sheet.locator(".chips.grid").get_by_role("button", name=c, exact=True).click()
    expect(sheet).to_be_hidden()


def _complete(page: Page, journal: int, owed: str, then: str = "tap the Journal", crew: int = 0) -> None:
    """Complete the Segment: the line over the Journals says `owed` (and `then`, first), the `crew` discarded
    are entered on the checker (pt77: in view, and a Journal completes at once only once it passes), then
    the Journal."""
    page.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    sheet = _sheet(page)
    expect(sheet.locator('[data-k="exactly"]')).to_contain_text(owed)
    expect(sheet.locator('[data-k="jprompt"]')).to_contain_text(then)
    for _ in range(crew):
        sheet.get_by_role("button", name="More Crew").click()
    sheet.locator(".pick.quick").get_by_role("button", name=f"Journal {journal}").click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)  # then the next Segment's sheet, if any


def _forage(page: Page, cost: str) -> None:
    """Forage in two taps: open the sheet, tap the card kept as a Segment Cost card."""
    taps = count_taps(page)
    page.locator("#game-actions").get_by_role("button", name="Forage").click()
    sheet = _sheet(page)
    sheet.locator(".keep-pick").get_by_role("button", name=cost, exact=True).click()
    expect(sheet).to_be_hidden()
    assert taps() == 2, f"{taps()} taps to forage"


def _open_on_the_form(server: LiveServer, page: Page) -> str:
    """Ann opens a table of three on her phone: own Sponsor cards, Ann first (picked by name)."""
    page.goto(server.url + "/new/tales-of-danger")
    page.locator("#add-player").click()
    for i, name in enumerate(NAMES):
        page.locator(".pname").nth(i).fill(name)
    page.locator("#this-phone").select_option(label="Ann")
    page.locator("#opt-first_player").select_option(label="Ann")
    page.locator("#opt-own_components").check()
    page.locator("#new-table button[type=submit]").click()
    page.wait_for_url("**/t/*")
    page.locator("#sheet-close").click()  # the Invite sheet a fresh table opens with
    return page.url.rsplit("/", 1)[1]


def _join(server: LiveServer, page: Page, code: str, seat: int) -> None:
    body = json.dumps({"seat": seat}).encode()
    req = urllib.request.Request(f"{server.url}/api/tables/{code}/join", body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as resp:
        token = json.load(resp)["token"]
    page.goto(f"{server.url}/t/{code}#seat={seat}&token={token}")


def test_three_phones_play_from_the_form_to_the_end_and_play_again(live_server: LiveServer, phone) -> None:
    ann, bob, cid = phones = [phone() for _ in NAMES]
    code = _open_on_the_form(live_server, ann)
    options = json.load(urllib.request.urlopen(f"{live_server.url}/api/tables/{code}"))["options"]
    assert options == {"first_player": 0, "own_components": True}  # a seat number, from the form
    _join(live_server, bob, code, 1)
    _join(live_server, cid, code, 2)
    # The table uses its own Sponsor cards: Ann enters the four the table drew.
    expect(cid.locator('[data-k="spd"]')).to_contain_text("4 of the 6")
    _bar(ann, "We drew…").click()
    for r in (1, 2, 4, 5):
        _sheet(ann).get_by_role("button", name=f"Rank {r}", exact=True).click()
    _sheet(ann).get_by_role("button", name="These 4 are in play").click()
    for page in phones:
        expect(page.locator(".act")).to_contain_text("Act 1")
    expect(ann.locator(".spt tbody tr")).to_have_count(4)  # 3 players: 4 Sponsors
    # Act 1 on the phones: Ann takes the highest Sponsor, Bob the next one.
    _secure_on_phone(ann, 0, less_max=1)
    _secure_on_phone(bob, 0)
    # Cid is the last without a Sponsor: every phone says so; Ann's phone shows her Act 2.
    for page in phones:
        expect(page.locator('.banner[data-k="story"]')).to_contain_text("Move the Story Along: Cid must secure")
    expect(ann.locator(".act")).to_contain_text("Act 2")
    expect(ann.locator('[data-k="lim"]')).to_have_text("6")
    screenshot(cid, "tales-of-danger-act1")
    # Cid ends his turn without securing one: he is given the lowest-ranking remaining Sponsor.
    cid.locator("#game-actions").get_by_role("button", name=re.compile(r"^End turn \(rank \d\)$")).click()
    cid.locator("dialog.ask .ask-yes").click()  # the app's own "are you sure?"
    expect(cid.locator(".act")).to_contain_text("Act 2")
    expect(cid.locator('[data-k="lim"]')).to_have_text("?")
    # Given it by the rule, he is asked for its values on his screen, as securing one asks.
    pick_values(cid.locator('[data-k="ask"]'))
    cid.locator('[data-k="ask"]').get_by_role("button", name="Save").click()
    expect(cid.locator('[data-k="lim"]')).to_have_text("7")
    # Act 2: every hand full, then Ann's turn ends and Act 3 begins on every phone.
    for page in phones:
        _bar(page, "Hand full?").click()
        expect(_bar(page, "Hand full ✓")).to_be_visible()
    _bar(ann, "End turn").click()
    for page in phones:
        expect(page.locator(".tod-mine")).to_contain_text("Act 3")
        expect(page.locator('[data-k="a3"]')).to_contain_text("Act 3 begins")
        # Who is left is said once, by the shared prompt banner, not again by the game's screen.
        expect(page.locator('[data-k="a3"]')).not_to_contain_text("still to prepare")
        expect(page.locator('[data-k="prompt"]')).to_contain_text("prepare the first Segment")

    # Everyone prepares a first Segment; Ann's needs 1 Crew, paid by the cost checker later.
    _prepare(ann, 2, ["1 Crew", "Great Fishing!"])
    _prepare(bob, 1, ["Great Fishing!"])
    _prepare(cid, 1, ["Illness: 3 Crew"])
    expect(bob.locator('[data-k="seg0"]')).to_contain_text("Needs 1 Crew")
    expect(bob.locator('[data-k="a3"]')).to_have_count(0)  # every first Segment is out

    # The discards start at none (RE8816: pre-filled with the cost, the checker checked nothing): the
    # verdict says what is missing once a discard is entered (pt44: one row of Journals, asking if unpaid).
    ann.locator("#game-actions").get_by_role("button", name="Complete", exact=True).click()
    _sheet(ann).get_by_role("button", name="More Supplies").click()
    expect(_sheet(ann).locator(".verdict")).to_have_text("Missing 1 Crew")
    _sheet(ann).get_by_role("button", name="Less Supplies").click()
    _sheet(ann).get_by_role("button", name="More Crew").click()
    expect(_sheet(ann).locator(".verdict")).to_contain_text("Pays · take 1 bonus card first")
    screenshot(ann, "tales-of-danger-cost-checker")
    ann.locator("#sheet-close").click()
    # Completing a Segment (its 1 Crew discarded, entered on the checker: pt77) and preparing the next one
    # (difficulty 2, the commonest) from the real deck's cards: six taps at most (pt66: "We drew…", then a
    # tap per card, all on the screen, where the cards used to start under it).
    taps = count_taps(ann)
    _complete(ann, journal=3, owed="Discard at least 1 Crew", then="Take 1 bonus card first", crew=1)
    _prepare(ann, 2, ["1 Crew", "Great Fishing!"])
    assert taps() <= 6, f"{taps()} taps to complete a Segment and prepare the next"

    # Ann's Journal is hers alone: the others see a face-down card.
    expect(ann.locator('[data-k="v0"] .j').first).to_have_text("3")
    expect(bob.locator('[data-k="v0"] .j').first).to_have_text("?")
    _forage(bob, "1 Crew")
    _forage(cid, "Great Fishing!")
    screenshot(bob, "tales-of-danger-act3")

    for rnd in range(2, 6):
        owed, crew = ("Discard at least 1 Crew", 1) if rnd == 2 else ("Nothing to discard", 0)
        _complete(ann, journal=2, owed=owed, crew=crew)
        if rnd < 5:
            _prepare(ann, 1, ["Great Fishing!"])
            _forage(bob, "1 Crew")
            _forage(cid, "1 Supply")

    # Ann's 5th Segment: every phone shows the final round; Bob and Cid take one final turn.
    for page in phones:
        expect(page.locator(".banner")).to_have_text("Final round: 2 players still play")
    expect(cid.locator('[data-k="v0"] .j')).to_have_text(["?"] * 5)
    _complete(bob, journal=1, owed="Discard at least 4 Crew", crew=4)  # four Foraged "1 Crew" cards
    expect(ann.locator(".banner")).to_have_text("Final round: 1 player still plays")
    expect(ann.locator("#prompt")).to_contain_text("Cid: complete or Forage, one last time")
    _forage(cid, "1 Crew")

    for page in phones:
        final = page.locator(".final")
        expect(final.locator('[data-k="win"]')).to_have_text("🏆 You win!" if page is ann else "🏆 Ann wins")
        expect(final.locator("li").first).to_contain_text("Ann")
    # Ann: 2+2+1+1+1 difficulties + 3+2+2+2+2 Journals = 18; Journals are revealed on every phone.
    expect(cid.locator('[data-k="pts0"]')).to_have_text("18")
    expect(cid.locator('[data-k="v0"] .j')).to_have_text(["3", "2", "2", "2", "2"])
    expect(bob.locator('[data-k="pts1"]')).to_have_text("2")
    expect(ann.locator('[data-k="pts2"]')).to_have_text("0")
    # With a long name beside it, Ann's two-digit total stays on one line (issue #12, bug 2).
    cid.locator(".final .fhead strong").first.evaluate("(el) => (el.textContent = 'Bartholomew Fitzgeraldo')")
    one_line(cid, ".final .total")
    screenshot(cid, "tales-of-danger-final")
    expect(bob.locator('[data-k="win"]')).to_have_text("🏆 Ann wins")
    expect(bob.locator('[data-k="tb"]')).to_have_text("18 points with Sponsor rank 1.")
    # Play again from Ann's phone; Bob's phone follows in one tap and keeps his seat.
    play_again(ann, bob)
    # Same options: the new table waits for the Sponsor cards again, "We drew…" first.
    expect(bob.locator("#game-actions .draw-pair .btn.primary")).to_have_text("We drew…")

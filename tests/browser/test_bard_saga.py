"""Bard Saga on three phones, from the table's own Inn: setup and the last round in the UI, round 1 on the API."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.browser.bard_saga_support import FIELD, check_screen, everyone_passes, placed, post, seven_legends, top_up
from tests.browser.support import LiveServer, count_taps, read, screenshot, seat_link

# Buttons, fields and disclosure lines on the page that a thumb would miss (under 44 CSS px).
SMALL_TARGETS = """() => [...document.querySelectorAll('#main :is(button, summary, input), #game-actions button')]
  .filter((e) => e.offsetParent)
  .map((e) => [e.getAttribute('aria-label') || e.textContent.trim(), e.getBoundingClientRect()])
  .filter(([, r]) => r.width < 44 || r.height < 44).map(([n]) => n)"""


def log_lines(page: Page) -> list[str]:
    """The Log sheet's lines as this phone shows them (the sheet is closed again)."""
    page.locator("#open-log").click()
    lines = page.locator("#sheet-content li").all_inner_texts()
    page.locator("#sheet-close").click()
    return lines


def setup_through_the_ui(live_server: LiveServer, table: dict, ann: Page, bob: Page) -> None:
    """The Field in nine taps, Bob as Starting Player, Ann's Scrolls entered, Bob's drawn by the app."""
    taps = 0
    for colour in FIELD:  # row by row: each tap tells the ringed deck and moves the ring on
        ann.locator(".bs-tell").get_by_role("button", name="Top is " + colour, exact=True).click()
        taps += 1
    expect(ann.locator(".bs-setup")).to_contain_text("The Field is set.")
    assert taps <= 9 and [d["top"] for d in read(live_server, table)["state"]["field"]] == FIELD
    ann.locator(".bs-setup").get_by_role("button", name="Bob", exact=True).click()

    # The table draws from its own Inn: "We drew…" comes first, next to "Draw for me".
    drew = ann.locator("#game-actions .draw-pair [data-drew]")
    expect(drew).to_have_class("btn primary")
    expect(ann.locator("#game-actions .draw-pair button")).to_have_text(["Draw for me", "We drew…"])
    drew.click()
    sheet = ann.locator("#sheet-content")
    expect(sheet.get_by_role("button", name="Drew Red")).to_have_text("Red (10)")  # the Inn's count
    sheet.get_by_role("button", name="Drew Red").click()
    sheet.get_by_role("button", name="Drew Blue").click()
    expect(sheet.locator(".bs-pick")).to_contain_text("Ann: 2/2")
    screenshot(ann, "bard-saga-we-drew")
    check_screen(ann, "the We drew picker, light, 360")
    sheet.get_by_role("button", name="Enter what we drew").click()
    expect(bob.locator(".bs-p[data-seat='0'] [data-k='sc0']")).to_have_text(" 2 Scrolls")
    assert "Ann's starting Scrolls: Red, Blue (drawn at the table)" in "\n".join(log_lines(bob))
    bob.locator("#game-actions .draw-pair").get_by_role("button", name="Draw for me").click()
    expect(bob.locator("[data-k='mt']")).to_have_text("Your Scrolls: 2")


def test_three_phones_from_their_own_inn_to_the_end_and_play_again(
    live_server: LiveServer, phone: Callable[..., Page]
) -> None:
    table = live_server.create_table("bard-saga", ["Ann", "Bob", "Cid"], {"own_components": True})
    ann = phone()
    bob = phone(viewport={"width": 412, "height": 915}, color_scheme="dark")
    cid = phone(color_scheme="dark")
    for page, seat in ((ann, 0), (bob, 1), (cid, 2)):
        page.goto(seat_link(live_server, table, seat))
    expect(ann.locator(".deck.next")).to_have_attribute("data-deck", "0")
    setup_through_the_ui(live_server, table, ann, bob)
    post(live_server, table, {"type": "draw_start", "drawn": ["Green", "Yellow"]}, 2)
    bob.get_by_role("button", name="White is Green").click()
    expect(cid.locator('[data-k="white"]')).to_have_text("White = Green")

    # Round 1 on the API; Ann passes first, so she starts the last round.
    st = seven_legends(live_server, table, read(live_server, table)["state"])
    st = everyone_passes(live_server, table, st, first=0)
    st = post(live_server, table, {"type": "sing"}, 0)
    assert st["phase"] == "declaring" and st["starting"] == 0
    st = post(live_server, table, {"type": "declare", "color": "Blue"}, 0)
    top_up(live_server, table, st, 0, st["need"][8]["scrolls"])

    # Ann searches the last Legend: the sheet asks what it is, then for her confirmation.
    ann.locator('[data-deck="8"]').click()
    sheet = ann.locator("#sheet-content")
    expect(sheet).to_contain_text("To Search:")  # on her turn the Search button says she can pay (pt7: room)
    expect(sheet).not_to_contain_text("lacks")
    search = sheet.locator("#bs-search")
    expect(search).to_be_disabled()  # nothing is spent before the Legend's colour is chosen
    sheet.get_by_role("button", name="Legend is Red").click()
    before = read(live_server, table)["state"]["scrolls"][0]
    # The cost is the sheet's "To Search:" line; the button keeps to one line under the art matches (pt29).
    expect(sheet.locator(".needline")).to_contain_text("To Search:")
    expect(sheet.locator(".needline")).to_contain_text("1 Blue")
    expect(search).to_have_text("Search (+2 VP)")
    assert read(live_server, table)["state"]["scrolls"][0] == before
    screenshot(ann, "bard-saga-search-confirm")
    check_screen(ann, "the deck sheet, light, 360")
    search.click()
    expect(bob.locator('[data-k="legends"]')).to_have_attribute("aria-label", "Legends 8/8")
    expect(bob.locator('[data-k="phase"]')).to_have_text("Last round")  # the prompt says what to do

    # She plays a Story face down (it draws a random Scroll when singing) and passes last.
    post(live_server, table, {"type": "pass"}, 1)
    post(live_server, table, {"type": "pass"}, 2)
    taps = count_taps(ann)
    ann.locator("#game-actions").get_by_role("button", name="Play Yellow").click()
    screenshot(ann, "bard-saga-play")
    ann.locator("#sheet-content").get_by_role("button", name="Play Yellow face down").click()
    expect(bob.locator(".bs-p[data-seat='0'] .story.down")).to_have_count(1)
    assert taps() <= 2, f"{taps()} taps to play a Story"
    # Face down it needs no art (pt7): only its random Scroll counts.
    assert read(live_server, table)["state"]["played"][0][-1] == {"color": "Yellow", "art": "", "face_down": True}
    small = ann.evaluate(SMALL_TARGETS)
    assert small == [], f"tap targets under 44 px: {small}"
    expect(ann.locator("#game-actions").get_by_role("button", name="Pass", exact=True)).to_be_visible()
    ann.locator("#game-actions").get_by_role("button", name="Pass", exact=True).click()

    # Cid enters the Scroll the real Inn gave for Ann's face-down Story; the game ends on every phone.
    # The prompt asks Bob (the first to pass): Cid's phone opens the Singing Victory with one more tap (pt71).
    cid.locator("[data-k=sing-here]").click()
    drew = cid.locator("#game-actions .draw-pair [data-drew]")
    expect(drew).to_have_class("btn primary")
    check_screen(cid, "singing, dark, 360")
    drew.click()
    expect(cid.locator("#sheet-content .bs-pick")).to_contain_text("Ann: 0/1")
    cid.get_by_role("button", name="Drew Yellow").click()
    cid.get_by_role("button", name="Enter what we drew").click()
    expect(cid.locator(".bs-end")).to_be_visible()  # the answer has come: the API tells the same
    final = read(live_server, table)["state"]
    won = final["won"]["seats"][0]
    winner = ["Ann", "Bob", "Cid"][won]
    for seat, page in enumerate((ann, bob, cid)):
        # Each is a player's own phone (pt7): the winner reads "You win", the others their own place near the top.
        end = page.locator(".bs-end")
        if seat == won:
            expect(end.locator(".win")).to_have_text("You win the Bard Saga!")
            expect(end.locator("[data-k='you']")).to_have_count(0)
        else:
            expect(end.locator(".win")).to_have_text(f"{winner} wins the Bard Saga!")
            mine = next(x for x in final["standings"] if x["seat"] == seat)
            expect(end.locator("[data-k='you']")).to_have_text(f"You: {placed(mine)}, {mine['key'][0]} VP")
        expect(end.locator(".by")).to_have_text(final["won"]["line"])
        expect(end.locator("li")).to_have_count(3)
    sang = next(t for t in log_lines(ann) if "Singing Victory" in t)  # the latest first
    # The last round's: the game is over, nobody starts another (pt10).
    assert "(random: Yellow, drawn at the table)" in sang and "Starting Player" not in sang
    check_screen(bob, "end, dark, 412")
    screenshot(ann, "bard-saga-end-ann")
    screenshot(bob, "bard-saga-end-bob")

    # Play again from Bob's phone: the new table draws from its own Inn too.
    bob.locator("#play-again").click()
    bob.locator("#again-go").click()
    bob.wait_for_url(lambda url: "/t/" in url and not url.endswith(table["code"]))
    expect(bob.locator(".bs-setup .draw-pair [data-drew]")).to_have_class("btn primary")  # the Field untold: here
    ann.locator("#follow").click()
    expect(ann.locator(".bs-setup")).to_contain_text("then 2 Scroll cards from the Inn.")

"""Bard Saga with six players on four phones (360x740 and 412x915, light and dark): every main screen fits and reads."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.browser.bard_saga_support import (
    FIELD,
    SETTLE_MS,
    check_screen,
    everyone_passes,
    post,
    read,
    seven_legends,
    top_up,
)
from tests.browser.support import LiveServer, one_line, screenshot, seat_link

NAMES = ["Annabelle", "Bartholomew", "Cid", "Dee", "Evangeline", "Fay"]
PHONES = [(360, 740, "light"), (360, 740, "dark"), (412, 915, "light"), (412, 915, "dark")]


def check_all(phones: list[tuple[Page, str]], where: str, numbers: str = ".bs-p .vp, .scroll b") -> None:
    """Every phone passes the screen checks here; its numbers stay on one line; a screenshot of each."""
    phones[0][0].wait_for_timeout(SETTLE_MS)  # once for all: every phone changed at the same moment
    for page, name in phones:
        check_screen(page, f"{where}, {name}", settle=False)
        one_line(page, numbers)
        screenshot(page, f"bard-saga-{where}-{name}")


def test_six_players_every_screen_fits_light_and_dark(live_server: LiveServer, phone: Callable[..., Page]) -> None:
    table = live_server.create_table("bard-saga", NAMES)
    phones = []
    for w, hgt, scheme in PHONES:
        page = phone(viewport={"width": w, "height": hgt}, color_scheme=scheme)
        page.goto(seat_link(live_server, table, 0))
        phones.append((page, f"{w}-{scheme}"))

    # Setup: the colour row at the thumb, the ring on the next deck, the app's starting Scrolls.
    for page, _ in phones:
        expect(page.locator(".bs-tell .cbtn")).to_have_count(5)
    post(live_server, table, {"type": "set_top", "deck": 0, "color": "Yellow"})
    for page, _ in phones:
        expect(page.locator(".deck.next")).to_have_attribute("data-deck", "1")
    check_all(phones, "setup")

    # Seeking: played Stories, VP as cards, the Scroll row with its total and the Inn's counts.
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    st = post(live_server, table, {"type": "declare", "color": "Green"}, 0)
    st = seven_legends(live_server, table, st)
    top_up(live_server, table, st, st["turn"], st["need"][8]["scrolls"])
    st = post(live_server, table, {"type": "search", "deck": 8, "color": "Red", "art": "Harp"}, st["turn"])
    assert st["last_round"]
    for seat in range(6):
        post(live_server, table, {"type": "adjust", "seat": seat, "vp": 14 - seat - st["vp"][seat]})
    st = read(live_server, table)
    while st["turn"] != 0:
        st = post(live_server, table, {"type": "play", "color": "White", "art": "Tower"}, st["turn"])
    held, inn = sum(st["scrolls"][0].values()), sum(st["inn"].values())
    for page, _ in phones:
        expect(page.locator("#game-actions").get_by_role("button", name="Play Story")).to_be_visible()
        expect(page.locator(".bs-lbl")).to_have_text(f"Your Scrolls: {held} of 10 · Inn {inn}")
        cards = st["vp_cards"][1]
        expect(page.locator(".bs-p[data-seat='1'] .vpc")).to_have_count(sum(cards.values()))
    check_all(phones, "seeking", ".bs-p .vp, .scroll b, .vpc")
    page = phones[0][0]  # a card effect's draw from the Inn: the same pair, in the Effects sheet
    page.locator("#game-actions").get_by_role("button", name="Effects").click()
    expect(page.locator("#sheet-content .draw-pair button")).to_have_text(["Draw for me", "We drew…"])
    check_screen(page, "the Effects sheet, 360 light")
    screenshot(page, "bard-saga-effects-360-light")
    page.locator("#sheet-close").click()

    # Singing: face-down Stories draw from the Inn: "Draw for me" and "We drew…" side by side.
    post(live_server, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    st = everyone_passes(live_server, table, read(live_server, table), first=1)
    assert st["phase"] == "singing"
    for page, _ in phones:
        expect(page.locator("#game-actions .draw-pair button")).to_have_text(["Draw for me", "We drew…"])
    check_all(phones, "singing")
    page = phones[1][0]
    page.locator("#game-actions [data-drew]").click()
    expect(page.locator("#sheet-content .bs-pick")).to_contain_text("Annabelle: 0/1")
    check_screen(page, "the We drew picker, 360 dark")
    screenshot(page, "bard-saga-picker-360-dark")
    page.locator("#sheet-close").click()

    # The end: the winner, what decided it, the standings of six.
    post(live_server, table, {"type": "sing", "drawn": [["Green"], [], [], [], [], []]})
    st = read(live_server, table)
    assert st["phase"] == "ended", st["phase"]
    for page, _ in phones:
        expect(page.locator(".bs-end li")).to_have_count(6)
        expect(page.locator("#play-again")).to_be_visible()
    check_all(phones, "end", ".bs-end strong, .bs-end small, .bs-end .place, .bs-p .vp")

"""Bard Saga on a phone in English, German and Russian: a short game to its end, no English left on the way.

Setup, the Field, the deck, Play a Story and card-effect sheets, singing and the end screen are
visited in the UI; the round's Collect/Search moves go over the API from phones of the same language.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.browser.bard_saga_support import FIELD, check_screen, everyone_passes, post, seven_legends, top_up
from tests.browser.support import LiveServer, read, screenshot, seat_link
from tests.browser.untranslated import english_in, english_left

PHONES = {"en": ("en-US", ["Ann", "Bob"]), "de": ("de-DE", ["Anna", "Bernd"]), "ru": ("ru-RU", ["Аня", "Борис"])}
# What the screens say, in each language (the catalogs' texts, filled in).
SAYS = {
    "en": {
        "set": "The Field is set.",
        "red": "Red",
        "white": "White = Red",
        "win": "{name} wins the Bard Saga!",
        "you": "You win the Bard Saga!",
    },
    "de": {
        "set": "Die Auslage steht.",
        "red": "Rot",
        "white": "Weiß = Rot",
        "win": "{name} gewinnt die Bard Saga!",
        "you": "Du gewinnst die Bard Saga!",
    },
    "ru": {
        "set": "Поле готово.",
        "red": "Красный",
        "white": "Белый = Красный",
        "win": "{name} побеждает в Bard Saga!",
        "you": "Ты побеждаешь в Bard Saga!",
    },
}


def looked_at(page: Page, lang: str, names: list[str], where: str, *regions: str) -> None:
    """The screen passes the layout checks and, in German and Russian, shows no English in the game's regions."""
    screenshot(page, f"bard-saga-{lang}-{where.replace(' ', '-')}")
    check_screen(page, f"{where}, {lang}")
    if lang != "en":
        for region in regions or ("#main", "#game-actions"):
            assert english_left(page, lang, set(names), within=region) == [], (where, region)


def open_sheet(page: Page, lang: str, names: list[str], where: str, opener: str) -> None:
    """Open a sheet, look at it, close it again."""
    page.locator(opener).click()
    expect(page.locator("#sheet")).to_be_visible()
    looked_at(page, lang, names, where, "#sheet-content")


def setup_in_the_ui(server: LiveServer, table: dict, page: Page, lang: str, names: list[str]) -> None:
    """One deck told by a tap, the rest over the API; the phone's player starts and declares white Red."""
    looked_at(page, lang, names, "setup")
    page.locator(".bs-tell .cbtn").first.click()  # the ringed deck (top-left) is Red
    expect(page.locator('[data-deck="0"] b')).to_have_text(SAYS[lang]["red"])
    post(server, table, {"type": "set_field", "colors": FIELD}, lang=lang)
    expect(page.locator(".bs-setup")).to_contain_text(SAYS[lang]["set"])
    page.locator(".bs-setup").get_by_role("button", name=names[0], exact=True).click()
    expect(page.locator(".bs-declare .cbtn")).to_have_count(4)
    looked_at(page, lang, names, "declare")
    page.locator(".bs-declare .cbtn").first.click()
    expect(page.locator('[data-k="white"]')).to_have_text(SAYS[lang]["white"])


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_short_game_in_the_phones_language(live_server: LiveServer, phone: Callable[..., Page], lang: str) -> None:
    locale, names = PHONES[lang]
    table = live_server.create_table("bard-saga", names)
    page = phone(locale=locale)
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".bs-setup")).to_be_visible()
    setup_in_the_ui(live_server, table, page, lang, names)

    # Seeking Story: the Field, a deck's sheet, the card effects, Play a Story (its colour, then its art).
    looked_at(page, lang, names, "seeking")
    do = read(live_server, table, lang=lang)["state"]["prompt"]["do"]
    expect(page.locator("#prompt")).to_contain_text(do)  # the banner's frame is the chrome's; `do` is ours
    assert lang == "en" or english_in([do], lang) == []
    open_sheet(page, lang, names, "deck sheet", '[data-deck="1"]')
    page.locator("#sheet-close").click()
    open_sheet(page, lang, names, "effects sheet", "#game-actions .btn:not(.primary)>>nth=-1")
    page.locator("#sheet-close").click()
    open_sheet(page, lang, names, "play sheet", "#game-actions .bs-play .cbtn >> nth=0")  # a Red Story
    page.locator("#sheet-content .btn").first.click()  # its art (the first) plays it
    expect(page.locator('.bs-p[data-seat="0"] .story')).to_have_count(1)

    # The round on the API: all eight Legends found, then everyone passes, the phone's player first.
    st = seven_legends(live_server, table, read(live_server, table, lang=lang)["state"], lang)
    top_up(live_server, table, st, st["turn"], st["need"][8]["scrolls"], lang)
    st = post(live_server, table, {"type": "search", "deck": 8, "color": "Red", "art": "Harp"}, st["turn"], lang)
    everyone_passes(live_server, table, st, first=0, lang=lang)

    # Singing Victory in one tap, and the end screen.
    sing = page.locator("#game-actions .btn.primary.big")
    expect(sing).to_be_visible()
    looked_at(page, lang, names, "singing")
    sing.click()
    end = page.locator(".bs-end")
    expect(end).to_be_visible()
    final = read(live_server, table, lang=lang)["state"]
    won = final["won"]["seats"][0]
    # The phone is seat 0's own: "You win" when it won (pt7), else the winner's name.
    says = SAYS[lang]["you"] if won == 0 else SAYS[lang]["win"].format(name=names[won])
    expect(end.locator(".win")).to_have_text(says)
    expect(end.locator("li")).to_have_count(2)
    looked_at(page, lang, names, "end", ".bs-end", ".bs-status", ".bs-players")  # "Play again" is the chrome's
    page.locator("#open-log").click()
    lines = page.locator("#sheet-content li").all_inner_texts()
    sang = next(x for x in lines if any(k in x for k in ("Singing Victory:", "Siegesgesang:", "Победная песнь:")))
    assert lang == "en" or english_in([sang], lang, set(names)) == [], sang

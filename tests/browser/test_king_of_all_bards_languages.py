"""The King of All Bards in English, German and Russian: two phones play a short game to its end screen.

Movement, a Duel, two Songs, the Tricks sheet and the win are played on phones whose browsers ask for
the language; on every screen of a German or Russian game no English is left in the game's regions
(the board, the action bar, the sheets, the log), and the buttons are found by their translated labels.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from companion import i18n
from companion.games.king_of_all_bards.rules import RULES
from tests.browser.contrast import log_screen
from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_kob_round_three import REAL_DIE, SONG_ASKS
from tests.browser.untranslated import english_in, english_left

NAMES = {"en": ("Ann", "Bob"), "de": ("Anna", "Ben"), "ru": ("Аня", "Борис")}
LOCALES = {"en": "en-GB", "de": "de-DE", "ru": "ru-RU"}
# A few screens said in words, so a catalog that fell back to English would show here too.
SAID = {
    "en": ("Round 1 · Movement", "♛ Ann: King of All Bards!"),
    "de": ("Runde 1 · Bewegung", "♛ Anna: König aller Barden!"),
    "ru": ("Раунд 1 · Передвижение", "♛ Аня: король всех бардов!"),
}


def _t(lang: str, msgid: str, **values: Any) -> str:
    """What the phone's JS shows for `msgid` in `lang` (the game's and the chrome's JS catalogs)."""
    text = i18n.js_messages(lang, ("core", "king_of_all_bards")).get(msgid, msgid)
    assert isinstance(text, str)
    return text.format(**values)


def _api(server: LiveServer, table: dict, action: dict, seat: int, lang: str) -> dict:
    """An action as a phone of this language sends it (the stream speaks the actor's language for now)."""
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {
            "Content-Type": "application/json",
            "Authorization": "Bearer " + table["seats"][seat]["token"],
            "Accept-Language": lang,
        },
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def _clean(page: Page, lang: str, *regions: str) -> None:
    """Nothing wider than the phone; no English left in these regions of the game (English: none to check)."""
    log_screen(page)
    # A page wider than the phone makes Chromium widen its layout viewport: both would pass the phone's width.
    wide = page.evaluate("() => Math.max(document.documentElement.scrollWidth, innerWidth)")
    assert wide <= page.viewport_size["width"], f"{wide}px wide on a {page.viewport_size['width']}px phone"
    if lang == "en":
        return
    allowed = set(NAMES[lang])
    for region in regions:
        assert english_left(page, lang, allowed, within=region) == [], region
    prompt = page.evaluate("() => C.table.snap().state.prompt.do")
    assert english_in([prompt], lang, allowed) == []


def _bar(page: Page, label: str) -> None:
    page.locator("#game-actions button", has_text=label).first.click()


def _sheet(page: Page, lang: str, name: str) -> None:
    """The open sheet: shown, checked, photographed."""
    expect(page.locator("#sheet-content")).to_be_visible()
    _clean(page, lang, "#sheet-content")
    screenshot(page, f"kob-{lang}-{name}")


def _real_die(page: Page, lang: str, value: int) -> None:
    """The die's value: in the sheet a Song opens on a phone set to the real die (pt45), else behind "Real die…"."""
    face = page.locator(".kob-faces button", has_text=str(value))
    # A Song sung on a phone set to the real die opens the sheet itself: "Real die…" in the bar under it (drawn
    # first) would be covered by it as it opens.
    if not page.evaluate(SONG_ASKS):
        _bar(page, _t(lang, "Real die…"))
    face.click()


def _sing(page: Page, lang: str, die: int) -> None:
    """Sing the first Song on the table screen (Love Major), roll a real die, take a Tip."""
    _clean(page, lang, ".kob-songs")
    page.evaluate(REAL_DIE)  # a Song asks the real die's value
    page.locator(".kob-songs button").first.click()
    expect(page.locator(".kob-odds")).to_be_visible()
    _clean(page, lang, "#main", "#game-actions")
    _real_die(page, lang, die)
    _bar(page, _t(lang, "+1 Tip"))


def _setup(server: LiveServer, lang: str) -> dict:
    t = server.create_table("king-of-all-bards", list(NAMES[lang]))
    for seat, bard in enumerate(("slav", "helga")):
        _api(server, t, {"type": "choose_bard", "bard": bard}, seat, lang)
    _api(server, t, {"type": "first_player", "seat": 0}, 0, lang)
    for seat in range(2):
        _api(server, t, {"type": "place_start", "pub": seat + 1}, seat, lang)
    return t


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_short_game_in_each_language(live_server: LiveServer, phone, lang: str) -> None:
    t = _setup(live_server, lang)
    a, b = pages = [phone(locale=LOCALES[lang]) for _ in range(2)]
    for seat, page in enumerate(pages):
        page.goto(seat_link(live_server, t, seat))
        expect(page.locator(".kob-phase")).to_contain_text(SAID[lang][0])
        expect(page.locator("html")).to_have_attribute("lang", lang)
    _clean(a, lang, "#main", "#game-actions")
    screenshot(a, f"kob-{lang}-1-movement")

    # -- Movement: both Bards pick Pub 3 (the Pub names stay as printed), so they duel there ----------
    for page in pages:
        _bar(page, _t(lang, "Pick a Pub (secret)"))
        if page is a:
            _sheet(a, lang, "2-pick")
        page.locator("#sheet-content button", has_text="3 The Torn Banner").click()
    for page in pages:
        # Before the reveal the heading is short (the Pub's number, then who duels): the Songs fit below it (pt12).
        expect(page.locator(".kob-panel h3")).to_contain_text(
            _t(lang, "Duel in {where}", where=_t(lang, "Pub {n}", n=3))
        )
    _clean(b, lang, "#main", "#game-actions")

    # -- the Duel: secret Songs, real dice, settle, the winner's card and reward ------------------------------
    for page in pages:
        page.locator(".kob-panel .kob-songs button").first.click()  # the Songs on the screen (pt9)
    expect(a.locator(".kob-duelist")).to_have_count(2)
    _real_die(a, lang, 6)
    _real_die(b, lang, 2)
    _clean(b, lang, "#main", "#game-actions")
    screenshot(b, f"kob-{lang}-3-duel-rolled")
    _bar(b, _t(lang, "No Trick: settle the Duel"))
    expect(a.locator(".kob-duel-card")).to_be_visible()
    _clean(a, lang, "#main", "#game-actions")
    screenshot(a, f"kob-{lang}-4-duel-won")
    _bar(a, _t(lang, "+1 Tip"))

    # -- Performance: a Song with its odds, the Tricks sheet, then the win ---------------------------------------
    expect(a.locator(".kob-phase")).to_contain_text(_t(lang, "Round {n}", n=1))
    _sing(a, lang, 6)
    _bar(a, _t(lang, "Tricks"))
    _sheet(a, lang, "5-tricks")
    a.locator("#sheet-close").click()
    for pub in (3, 4, 5, 6):  # the Fans and Tips of earlier rounds
        _api(live_server, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0, lang)
    _api(live_server, t, {"type": "adjust_tips", "seat": 0, "delta": 1}, 0, lang)
    expect(b.locator(".player .kob-badge").first).to_have_text("45")  # a Tip and a Pub pictured, each over its number
    _clean(b, lang, "#main", "#game-actions", "#players-bar .badge")
    screenshot(b, f"kob-{lang}-6-board")
    _sing(a, lang, 6)

    # -- the pending end in this language: both phones let it end (no Trick) -------------------------------------
    for page in pages:
        expect(page.locator(".kob-ending h3")).to_have_text(_t(lang, "The game ends unless someone plays a Trick"))
        _clean(page, lang, ".kob-ending", "#game-actions")
    for page in pages:
        _bar(page, _t(lang, "No Trick: let the game end"))

    # -- the end screen on both phones, the story opened, the log -------------------------------------------------
    for page in pages:
        expect(page.locator(".standings h2")).to_have_text(SAID[lang][1])
        _clean(page, lang, ".kob-end")  # "Play again" below it is the chrome's
    b.locator("#open-log").click()
    expect(b.locator("#sheet-content .log li").first).to_be_visible()
    # the game's own lines (joins and the table's lines are the chrome's), as the log sheet shows them
    lines = b.evaluate("() => C.table.snap().log.map((e) => [e.type, e.text])")
    mine = [text for kind, text in lines if kind in RULES.described()]
    assert len(mine) > 20
    for text in mine:
        expect(b.locator("#sheet-content .log li", has_text=text).first).to_be_visible()
    if lang != "en":
        assert english_in(mine, lang, set(NAMES[lang])) == []
    screenshot(b, f"kob-{lang}-8-log")
    b.locator("#sheet-close").click()
    b.locator(".kob-more summary").click()
    _clean(b, lang, ".kob-end")  # "Play again" below it is the chrome's
    screenshot(b, f"kob-{lang}-7-end")

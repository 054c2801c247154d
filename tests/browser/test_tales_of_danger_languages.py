"""Tales of Danger in English, German and Russian: two phones play a short game to the end screen.

Each phone's browser asks for the language (Accept-Language); every screen of the game visited in
German and Russian (the game's own regions, its sheets and its log lines) has no English left,
and nothing is cut off at 360x740. The table's frame (player bar, prompt prefix, action bar) is
the chrome's and is checked once the languages are merged.
"""

from __future__ import annotations

import json
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from companion.games.tales_of_danger import GAME
from tests.browser.contrast import log_screen
from tests.browser.support import LiveServer, one_line, screenshot, seat_link
from tests.browser.tod_values import pick_values
from tests.browser.untranslated import english_in, english_left

NAMES = {"en": ["Ann", "Bob"], "de": ["Anna", "Bernd"], "ru": ["Аня", "Борис"]}
LOCALES = {"en": "en-US", "de": "de-DE", "ru": "ru-RU"}
WINS = {"en": "wins", "de": "gewinnt", "ru": "Побеждает"}
YOU_WIN = {"en": "You win!", "de": "Du gewinnst!", "ru": "Победа за тобой!"}
ACT = {"en": "Act", "de": "Akt", "ru": "Акт"}
WIDE = "Math.max(document.documentElement.scrollWidth, innerWidth) <= screen.width"  # no sideways scroll, no zoom-out
# Elements whose text is wider than their box (a label cut off or spilling out).
CUT = """(sel) => [...document.querySelectorAll(sel)].filter((el) => el.getClientRects().length
  && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent.trim())"""


def _api(server: LiveServer, table: dict, action: dict, seat: int, lang: str) -> dict:
    """An action from a seat's phone that speaks `lang` (the stream it starts is rendered in it)."""
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {
            "Content-Type": "application/json",
            "Authorization": f"Bearer {table['seats'][seat]['token']}",
            "Accept-Language": lang,
        },
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def _no_english(page: Page, lang: str, names: list[str], *regions: str) -> None:
    """No English left in the game's regions of the current screen, and nothing cut off or too wide."""
    log_screen(page)
    assert page.evaluate(WIDE), "the page scrolls sideways"
    for region in regions:
        assert page.evaluate(CUT, f"{region} .btn, {region} .chip, {region} th, {region} td") == [], region
        if lang != "en":
            assert english_left(page, lang, set(names), within=region) == [], region


def _sheet(page: Page):
    return page.locator("#sheet")


def _log_lines(page: Page, lang: str, names: list[str]) -> list[str]:
    """The game's log lines (its own event types; seats and undo are the chrome's) still in English."""
    page.locator("#open-log").click()
    expect(page.locator("#sheet-content .log li").first).to_be_visible()
    screenshot(page, f"tales-of-danger-{lang}-log")
    page.locator("#sheet-close").click()
    kinds = sorted(GAME.rules.described())
    texts = page.evaluate("(k) => C.table.snap().log.filter((e) => k.includes(e.type)).map((e) => e.text)", kinds)
    assert len(texts) >= 5, texts  # Sponsors secured, turns, Segments: the game's own lines are there
    return english_in(texts, lang, set(names)) if lang != "en" else []


def _acts(server: LiveServer, table: dict, ann: Page, bob: Page, lang: str) -> None:
    """Act 1 on the phones: Ann secures a Sponsor, Bob is given the last one (Move the Story Along)."""
    names = NAMES[lang]
    expect(ann.locator(".spt tbody tr")).to_have_count(3)  # 2 players: 3 Sponsors, drawn by the app
    expect(ann.locator('[data-k="act"]')).to_have_text(f"{ACT[lang]} 1")
    _no_english(ann, lang, names, "#main", "#game-actions")
    screenshot(ann, f"tales-of-danger-{lang}-act1")
    ann.locator("#game-actions .btn").first.click()  # Secure a Sponsor (before End turn, the primary)
    sheet = _sheet(ann)
    sheet.locator(".pick").first.locator(".btn").first.click()
    pick_values(sheet)
    _no_english(ann, lang, names, "#sheet-content")
    screenshot(ann, f"tales-of-danger-{lang}-secure")
    sheet.locator(".btn.primary.big").click()
    expect(sheet).to_be_hidden()
    # Bob is the last without a Sponsor: both phones say so; his End turn gives him the last one.
    for page in (ann, bob):
        expect(page.locator('#main .banner[data-k="story"]')).to_contain_text(names[1])
    _no_english(bob, lang, names, "#main", "#game-actions")
    screenshot(bob, f"tales-of-danger-{lang}-story")
    bob.locator("#game-actions .btn", has_text=_label(bob, "End turn")).click()  # gives him the last Sponsor
    bob.locator("dialog.ask .ask-yes").click()
    expect(bob.locator('[data-k="act"]')).to_have_text(f"{ACT[lang]} 2")
    ask = bob.locator('[data-k="ask"]')  # his Sponsor's values, asked for on his screen
    _no_english(bob, lang, names, '[data-k="ask"]')
    screenshot(bob, f"tales-of-danger-{lang}-values")
    pick_values(ask)
    ask.locator(".btn.primary").click()
    expect(bob.locator('[data-k="lim"]')).to_have_text("7")
    _no_english(bob, lang, names, "#main", "#game-actions")
    screenshot(bob, f"tales-of-danger-{lang}-act2")
    for seat in (0, 1):
        _api(server, table, {"type": "hand_full", "full": True}, seat, lang)
    _api(server, table, {"type": "end_turn"}, 0, lang)


def _first_segments(server: LiveServer, table: dict, ann: Page, bob: Page, lang: str) -> None:
    """Act 3: Ann lays out her first Segment on her phone; Bob's comes over the API."""
    names = NAMES[lang]
    expect(ann.locator('[data-k="a3"]')).to_be_visible()
    _no_english(ann, lang, names, "#main", "#game-actions")
    screenshot(ann, f"tales-of-danger-{lang}-act3-begins")
    _prepare_on_phone(ann, lang, "prepare")
    _api(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["illness"]}, 1, lang)


def _prepare_on_phone(page: Page, lang: str, shot: str) -> None:
    """The player prepares a difficulty-1 Segment costing Great Fishing! on her own phone.

    After a completed Segment the sheet has opened by itself; else it opens from the bar.
    """
    sheet = _sheet(page)
    if not page.locator('#sheet[data-kind="prepare"]').is_visible():
        page.locator("#game-actions .btn.primary").first.click()  # Prepare a Segment
    sheet.locator(".pick .btn").first.click()  # difficulty 1
    _no_english(page, lang, NAMES[lang], "#sheet-content")
    screenshot(page, f"tales-of-danger-{lang}-{shot}")
    sheet.locator('[data-k="wedrewbtn"]').click()  # the real deck's cards
    _no_english(page, lang, NAMES[lang], "#sheet-content")
    sheet.locator(".chips.grid .chip.fish").click()  # Great Fishing!, the last Cost card, sets the Segment
    expect(sheet).to_be_hidden()


def _act3_turns(server: LiveServer, table: dict, ann: Page, bob: Page, lang: str) -> None:
    """Ann completes on her phone, Bob Forages on his; the Odds sheet; then the rest over the API."""
    names = NAMES[lang]
    ann.locator("#game-actions .btn.primary").first.click()  # Complete
    sheet = _sheet(ann)
    expect(sheet.locator('[data-k="exactly"]')).to_be_visible()  # nothing owed: the Journal is the one tap
    _no_english(ann, lang, names, "#sheet-content")
    screenshot(ann, f"tales-of-danger-{lang}-complete")
    sheet.locator(".pick.quick .btn").nth(2).click()  # Journal 3 completes the Segment
    expect(ann.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    # The rulebook's order: a completed Segment is followed at once by preparing the next one,
    # on the same turn (its sheet opens by itself); only then is it Bob's.
    _prepare_on_phone(ann, lang, "prepare-next")
    bob.locator("#game-actions .btn", has_text=_label(bob, "Forage")).click()
    sheet = _sheet(bob)
    expect(sheet.locator(".keep-pick")).to_be_visible()
    _no_english(bob, lang, names, "#sheet-content")
    screenshot(bob, f"tales-of-danger-{lang}-forage")
    sheet.locator(".keep-pick .chip").first.click()  # the card kept forages
    expect(sheet).to_be_hidden()
    _no_english(bob, lang, names, "#main", "#game-actions")
    screenshot(bob, f"tales-of-danger-{lang}-act3")
    bob.locator('[data-k="odds"]').click()  # Odds, under his voyage
    expect(bob.locator("#sheet .odds")).to_be_visible()
    bob.locator("#sheet .odds .pick .btn").last.click()  # 3 ships
    _no_english(bob, lang, names, "#sheet-content")
    screenshot(bob, f"tales-of-danger-{lang}-odds")
    bob.locator("#sheet-close").click()
    assert _log_lines(bob, lang, names) == []
    for rnd in range(4):
        _api(server, table, {"type": "complete_segment", "journal": 2}, 0, lang)
        if rnd < 3:
            _api(server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, 0, lang)
            _api(server, table, {"type": "forage", "cost": "crew"}, 1, lang)
    # Ann's 5th Segment: Bob's final turn.
    # One line, in Bob's language: one player (Bob) still plays.
    one_left = "() => tn('Final round: {n} player still plays', 'Final round: {n} players still play', 1)"
    expect(bob.locator('[data-k="fr"]')).to_have_text(bob.evaluate(one_left))
    _no_english(bob, lang, names, "#main", "#game-actions")
    screenshot(bob, f"tales-of-danger-{lang}-final-round")
    _api(server, table, {"type": "forage", "cost": "supply"}, 1, lang)


def _label(page: Page, msgid: str) -> str:
    """A label in the page's language, from the page's own catalog (the screens are checked for English)."""
    return page.evaluate("(m) => t(m)", msgid)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_two_phones_play_to_the_end_in_their_language(live_server: LiveServer, phone, lang: str) -> None:
    names = NAMES[lang]
    table = live_server.create_table("tales-of-danger", names, {"first_player": 0})
    ann, bob = phone(locale=LOCALES[lang]), phone(locale=LOCALES[lang])
    ann.goto(seat_link(live_server, table, 0))
    bob.goto(seat_link(live_server, table, 1))
    expect(ann.locator("html")).to_have_attribute("lang", lang)
    _acts(live_server, table, ann, bob, lang)
    _first_segments(live_server, table, ann, bob, lang)
    _act3_turns(live_server, table, ann, bob, lang)
    expect(bob.locator('[data-k="win"]')).to_contain_text(WINS[lang])
    expect(bob.locator('[data-k="win"] strong')).to_have_text(names[0])
    expect(ann.locator('[data-k="win"] strong')).to_have_text(YOU_WIN[lang])  # the winner's own phone (pt107)
    # Ann: five difficulty-1 Segments with Journals 3, 2, 2, 2, 2 = 16.
    expect(bob.locator('[data-k="pts0"]')).to_have_text("16")
    bob.wait_for_timeout(300)  # the stream's last messages
    one_line(bob, ".final .total")
    _no_english(bob, lang, names, "#main .final")  # the Play again offer below it is the chrome's
    screenshot(bob, f"tales-of-danger-{lang}-end")
    assert _log_lines(ann, lang, names) == []


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_sponsor_draw_at_the_table_in_german_and_russian(live_server: LiveServer, phone, lang: str) -> None:
    names = [*NAMES[lang], {"de": "Clara", "ru": "Вера"}[lang]]
    table = live_server.create_table("tales-of-danger", names, {"first_player": 0, "own_components": True})
    page = phone(locale=LOCALES[lang])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator('[data-k="spd"]')).to_contain_text("4")  # 3 players: 4 of the 6 Sponsors
    _no_english(page, lang, names, "#main", "#game-actions")
    screenshot(page, f"tales-of-danger-{lang}-draw")
    page.locator("#game-actions .draw-pair .btn.primary").click()  # We drew… (the table's own cards)
    sheet = _sheet(page)
    for r in (1, 3, 5):
        sheet.locator(".pick .btn").nth(r - 1).click()
    done = sheet.locator(".btn.primary.big")
    expect(done).to_be_disabled()
    _no_english(page, lang, names, "#sheet-content")
    screenshot(page, f"tales-of-danger-{lang}-we-drew")
    sheet.locator(".pick .btn").nth(5).click()
    done.click()
    expect(page.locator(".spt tbody tr")).to_have_count(4)
    expect(page.locator('[data-k="spw"]')).to_be_visible()
    _no_english(page, lang, names, "#main", "#game-actions")

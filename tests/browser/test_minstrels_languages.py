"""Minstrels on two phones in English, German and Russian: a short game to the final screen.

The phones' browsers ask for the language (`Accept-Language`); so do the middle turns played
through the API, as the players' own phones would. On every screen in German and Russian no
English is left in the game's own regions (the table's frame is translated elsewhere), and no
text is cut off or sticks out at 360x740.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from companion import i18n
from companion.games.minstrels import words
from companion.games.minstrels.events import SHAPES
from tests.browser.contrast import log_screen
from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_minstrels import BASE, cell
from tests.browser.untranslated import english_in, english_left
from tests.companion.test_minstrels_play import play_turn

LANGS = {
    "en": ("en-US", ["Ann", "Bob"], "Round 1"),
    "de": ("de-DE", ["Anna", "Bernd"], "Runde 1"),
    "ru": ("ru-RU", ["Аня", "Борис"], "Раунд 1"),
}

# Elements that stick out of the screen, or whose text is clipped (a scroller's children may overflow it).
CUT_OFF = """(sels) => { const out = [], W = visualViewport.width;
  const scrolls = (el) => { for (let p = el.parentElement; p; p = p.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true; } return false; };
  const under = (r) => [r, ...r.querySelectorAll('*')];
  const all = sels.flatMap((sel) => [...document.querySelectorAll(sel)].flatMap(under));
  for (const el of all) {
    const r = el.getBoundingClientRect(); if (!r.width || scrolls(el)) continue;
    const name = (el.className && el.className.baseVal !== undefined ? el.tagName : el.className) || el.tagName;
    const what = `${name} (${el.textContent.slice(0, 40)})`;
    if (r.right > W + 1 || r.left < -1) out.push(`${what} sticks out: ${Math.round(r.left)}..${Math.round(r.right)}`);
    const s = getComputedStyle(el);
    if (el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(s.overflowX) && el.textContent.trim())
      out.push(`${what} clips its text`);
  } return out; }"""


def js(lang: str, msgid: str, **values: Any) -> str:
    """A message of the game's phone screens as `lang`'s page shows it."""
    text = i18n.js_messages(lang, ("minstrels",)).get(msgid, msgid) if lang != "en" else msgid
    return text.format(**values) if values else text


def name(lang: str, identifier: str) -> str:
    """A character's or hero's name in `lang`."""
    with i18n.using(lang):
        return words.name(identifier)


def open_table(server: LiveServer, names: list[str], lang: str) -> dict[str, Any]:
    """Open a table and join every seat from phones that ask for `lang`."""
    return open_table_with(server, names, lang, {})


def io(server: LiveServer, table: dict, lang: str) -> tuple[Any, Any]:
    """post/get with each seat's own token, in the phones' language."""

    def call(path: str, seat: Any, body: dict | None = None) -> dict:
        token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
        headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}", "Accept-Language": lang}
        req = urllib.request.Request(
            f"{server.url}/api/tables/{table['code']}{path}", json.dumps(body).encode() if body else None, headers
        )
        try:
            with urllib.request.urlopen(req) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as e:
            raise AssertionError(e.read().decode()) from e

    return (lambda action, seat: call("/actions", seat, action)), (lambda seat: call("", seat))


def check(page: Page, lang: str, names: list[str], shot: str) -> None:
    """This screen: nothing English in the game's regions, nothing cut off; a screenshot to look at."""
    log_screen(page)
    screenshot(page, f"minstrels-{lang}-{shot}")
    regions = ["#game-actions"]
    # The game's own parts of the main area (the table's "Play again" card is the frame's).
    classes = page.eval_on_selector_all("#main > *", "els => els.map((e) => e.className)")
    regions += [f"#main > :nth-child({i + 1})" for i, c in enumerate(classes) if "play-again" not in c]
    if page.locator("#sheet").is_visible():
        regions += ["#sheet-title", "#sheet-content"]
    if page.locator("#toast.show").count():
        regions.append("#toast")
    assert page.evaluate(CUT_OFF, regions) == [], shot
    if lang != "en":
        left = [x for r in regions for x in english_left(page, lang, set(names), within=r)]
        assert left == [], shot


@pytest.mark.parametrize("lang", list(LANGS))
def test_a_short_game_on_two_phones_in_each_language(live_server: LiveServer, phone, lang: str) -> None:
    locale, names, round_1 = LANGS[lang]
    table = open_table(live_server, names, lang)
    post, get = io(live_server, table, lang)
    a, b = phone(locale=locale), phone(locale=locale)
    a.goto(seat_link(live_server, table, 0))
    b.goto(seat_link(live_server, table, 1))
    expect(a.locator(".msetup")).to_be_visible()
    first_round(a, b, lang, names, round_1)
    to_the_end(a, b, lang, names, post, get)


def first_round(a: Page, b: Page, lang: str, names: list[str], round_1: str) -> None:
    """Both boards set up on the phones; Ann enters real dice and places; Bob places and records a task."""
    # Setup: each phone taps its 5 coins and is ready.
    check(a, lang, names, "setup")
    for page in (a, b):
        for c, s in BASE:
            cell(page, c, s).click()
        expect(page.locator(".msetup")).to_contain_text("(5/5)")
        page.get_by_role("button", name=js(lang, "Coins placed"), exact=True).click()
    expect(a.locator(".mstatus")).to_contain_text(f"{round_1} · {js(lang, 'You go first')}")

    # The first player enters the real dice: 6 Princess, 2 Wizard.
    a.get_by_role("button", name=js(lang, "Real dice…")).click()
    check(a, lang, names, "real-dice")
    die1, die2 = js(lang, "Die 1"), js(lang, "Die 2")
    a.get_by_role("button", name=f"{die1}: 6 {name(lang, 'Princess')}", exact=True).click()
    a.get_by_role("button", name=f"{die2}: 2 {name(lang, 'Wizard')}", exact=True).click()
    a.get_by_role("button", name=js(lang, "Enter these dice")).click()
    expect(b.locator(".mdice")).to_contain_text(name(lang, "Wizard"))

    # Bob plans ahead: a tap before his turn says whose turn it is.
    cell(b, 1, 2).click()
    expect(b.locator("#toast")).to_contain_text(names[0])
    check(b, lang, names, "not-yet")

    # Ann pays a coin for space 3 (die 2 up) with the hints on, and places her Princess there.
    a.get_by_role("button", name=js(lang, "Hints")).click()
    a.get_by_role("button", name=js(lang, "{die} up", die=die2)).click()
    expect(a.locator(".mdice")).to_contain_text(name(lang, "Princess"))
    check(a, lang, names, "dice")
    cell(a, 1, 3).click()
    expect(a.locator('[data-k="vp"]')).to_have_text(js(lang, "{n} VP", n=3))
    check(a, lang, names, "placed")
    a.get_by_role("button", name=js(lang, "End turn")).click()
    expect(b.locator(".player.turn")).to_contain_text(names[1])

    expect(b.locator("#toast.show")).to_have_count(0)  # the hint has gone: a clean screen
    # Bob: the options sheet of space 5 (off both highlighted rows); his Wizard on space 6 in one tap
    # (die 2 the character: either way round); then a task's reward.
    cell(b, 1, 5).click()
    expect(b.locator("#sheet .opt").first).to_be_visible()
    check(b, lang, names, "options")
    b.locator("#sheet-close").click()
    cell(b, 1, 6).click()
    b.get_by_role("button", name=js(lang, "Task…")).click()
    check(b, lang, names, "task")
    b.locator("#task-vp").fill("2")
    b.get_by_role("button", name=js(lang, "Record this reward")).click()
    # The task ended the turn by itself (pt30): answered, the API goes on from here.
    expect(b.get_by_role("button", name=js(lang, "End turn"))).to_have_count(0)
    expect(b.locator(".player.turn")).not_to_contain_text(names[1])


def to_the_end(a: Page, b: Page, lang: str, names: list[str], post: Any, get: Any) -> None:
    """The rest of the game through the API; both phones reach the final screen; its sheets and the log."""
    for _ in range(300):
        if get("host")["state"]["phase"] == "over":
            break
        play_turn(post, get)
    state = get("host")["state"]
    assert state["phase"] == "over"
    final = state["final"]
    for page in (a, b):
        expect(page.locator(".final .winner")).to_be_visible(timeout=10_000)
        expect(page.locator(".final .vp")).to_have_text(js(lang, "{n} VP", n=final["standings"][0]["key"][0]))
    check(a, lang, names, "final")
    a.locator(".ringwrap").click()
    expect(a.locator("#sheet-title")).to_have_text(js(lang, "Where the VP came from"))
    check(a, lang, names, "sources")
    a.locator("#sheet-close").click()

    # The log's lines of the game (the table's own lines are the frame's).
    a.locator("#open-log").click()
    lines = a.evaluate(
        "(types) => C.table.snap().log.filter((e) => types.includes(e.type)).map((e) => e.text)", list(SHAPES)
    )
    assert lines
    if lang != "en":
        assert english_in(lines, lang, set(names)) == []
    expect(a.locator("#sheet-content")).to_contain_text(lines[-1])


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_heroes_quests_and_a_solo_title_in_each_language(live_server: LiveServer, phone, lang: str) -> None:
    locale, names, _ = LANGS[lang]
    table = open_table_with(live_server, names[:1], lang, {"heroes": True, "quests": True, "own_components": True})
    post, get = io(live_server, table, lang)
    p = phone(locale=locale, viewport={"width": 412, "height": 915})  # the larger phone size
    p.goto(seat_link(live_server, table, 0))
    check(p, lang, names, "heroes-deal")
    p.get_by_role("button", name=js(lang, "We drew…")).click()
    check(p, lang, names, "heroes-picker")
    for hero in ("Toothy", "Mimic"):
        p.locator("#sheet").get_by_role("button", name=name(lang, hero), exact=True).click()
    both = js(lang, "{first} and {last}", first=name(lang, "Toothy"), last=name(lang, "Mimic"))
    p.get_by_role("button", name=js(lang, "Enter {names}", names=both)).click()
    expect(p.locator(".msetup .heroes .hero")).to_have_count(2)
    p.locator(".msetup .hero", has_text=name(lang, "Mimic")).click()
    p.get_by_role("button", name=js(lang, "Mark quest spaces")).click()
    cell(p, 1, 6).click()
    check(p, lang, names, "quest-mark")
    p.locator("#sheet").get_by_role("button", name=name(lang, "Princess"), exact=True).click()
    check(p, lang, names, "heroes-setup")

    # Solo to the end through the API: the final screen names the title earned.
    post({"type": "board_ready", "coins": [list(x) for x in BASE], "hero": "Toothy", "quest": [[1, 6, "Princess"]]}, 0)
    for _ in range(300):
        if get("host")["state"]["phase"] == "over":
            break
        play_turn(post, get)
    final = get("host")["state"]["final"]
    expect(p.locator(".final .title")).to_have_text(js(lang, "Title: {title}", title=name(lang, final["title"])))
    check(p, lang, names, "solo-final")


def open_table_with(server: LiveServer, names: list[str], lang: str, options: dict) -> dict[str, Any]:
    """`open_table` with options."""
    req = urllib.request.Request(
        server.url + "/api/tables",
        json.dumps({"game": "minstrels", "players": [{"name": n} for n in names], "options": options}).encode(),
        {"Content-Type": "application/json", "Accept-Language": lang},
    )
    with urllib.request.urlopen(req) as resp:
        table = json.load(resp)
    for s in table["seats"]:
        join = urllib.request.Request(
            f"{server.url}/api/tables/{table['code']}/join",
            json.dumps({"seat": s["seat"]}).encode(),
            {"Content-Type": "application/json", "Accept-Language": lang},
        )
        with urllib.request.urlopen(join) as resp:
            s["token"] = json.load(resp)["token"]
    return table

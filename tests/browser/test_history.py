"""A score pad played to its end on a phone: "Send to BG Stats" on the end screen, then the play in /history."""

from __future__ import annotations

import json
import urllib.request
from datetime import datetime
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import Page, expect

from companion.games import all_games
from tests.browser.contrast import overflow
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for
from tests.browser.untranslated import english_left
from tests.plays.qrread import decode_svg

WORDS = {
    "en": {
        "send": "Send to BG Stats",
        "title": "History of plays",
        "winner": "Winner: Anna",
        "qr": "QR code",
        "figures": "1 play · 1 win · best 7 · average 7",
    },
    "de": {
        "send": "An BG Stats senden",
        "title": "Chronik der Partien",
        "winner": "Sieger: Anna",
        "qr": "QR-Code",
        "figures": "1 Partie · 1 Sieg · Bestwert 7 · Schnitt 7",
    },
    "ru": {
        "send": "Отправить в BG Stats",
        "title": "История партий",
        "winner": "Победитель: Anna",
        "qr": "QR-код",
        "figures": "1 партия · 1 победа · лучший счёт 7 · в среднем 7",
    },
}
LOCALES = {"en": "en-GB", "de": "de-DE", "ru": "ru-RU"}
# Names the players chose, the games' published titles (translated in each game's own catalog)
# and the words that are names of formats and of the app the link opens.
ALLOWED = {"Anna", "Boris", "BG Stats", "CSV", "JSON", "QR", *(g.title for g in all_games())}


def bgstats_data(href: str) -> dict:
    parts = urlsplit(href)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == "https://app.bgstatsapp.com/createPlay.html"
    return json.loads(parse_qs(parts.query)["data"][0])


def no_sideways_scroll(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width + 1")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_end_screen_sends_the_play_to_bg_stats_and_the_history_lists_it(
    live_server: LiveServer, phone, lang: str
) -> None:
    words = WORDS[lang]
    table = live_server.create_table("score-pad", ["Anna", "Boris"])
    page = phone(locale=LOCALES[lang], timezone_id="Europe/Berlin")
    page.goto(seat_link(live_server, table, 0))
    page.locator("#amount-0").fill("7")
    page.locator("#amount-0").press("Enter")
    expect(page.locator('[data-k="t0"]')).to_have_text("7")
    page.locator("#game-actions button").last.click()  # Finish
    page.locator("dialog.ask .ask-yes").click()

    link = page.locator("#bgstats-card a.bgstats")
    expect(link).to_have_text(words["send"])
    href = link.get_attribute("href")
    data = bgstats_data(href)
    assert [(p["name"], p["score"], p["rank"], p["winner"], p["startPlayer"]) for p in data["players"]] == [
        ("Anna", 7, 1, True, True),
        ("Boris", 0, 2, False, False),
    ]
    engine = live_server.app.extensions["tables"]
    started = engine.get(table["code"]).log[0].at
    berlin = datetime.fromtimestamp(int(started), ZoneInfo("Europe/Berlin")).strftime("%Y-%m-%d %H:%M:%S")
    assert data["playDate"] == berlin  # the phone's own time zone
    page.get_by_role("button", name=words["qr"], exact=True).click()
    qr = page.locator("#bgstats-card img.qr")
    expect(qr).to_be_visible()
    wait_for(page, "document.querySelector('#bgstats-card img.qr').naturalWidth > 0")  # the SVG drew
    with urllib.request.urlopen(live_server.url + qr.get_attribute("src")) as resp:
        short = decode_svg(resp.read())  # the short link, which redirects to the full one
    assert page.request.get(short, max_redirects=0).headers["location"] == href
    no_sideways_scroll(page)
    screenshot(page, f"history-end-{lang}")
    if lang != "en":
        assert english_left(page, lang, ALLOWED, within="#bgstats-card") == []

    page.goto(live_server.url + "/history")
    expect(page.locator("h1")).to_have_text(words["title"])
    expect(page.locator("#history-plays .play")).to_have_count(1)
    expect(page.locator("#history-plays .winners")).to_have_text(words["winner"])
    assert page.locator("#history-plays a.bgstats").get_attribute("href") == href
    cards = page.locator("#history-stats .player-stats")
    expect(cards).to_have_count(2)
    expect(cards.first.locator("strong")).to_have_text("Anna")
    expect(cards.first.locator(".figures")).to_have_text(words["figures"])
    for size in ({"width": 360, "height": 740}, {"width": 412, "height": 915}):
        page.set_viewport_size(size)
        no_sideways_scroll(page)
        screenshot(page, f"history-{lang}-{size['width']}")
        screenshot(page, f"history-{lang}-{size['width']}-whole", full_page=True)
    if lang != "en":
        assert english_left(page, lang, ALLOWED) == []

    # The start page's "Your tables" marks the table finished, with its winner.
    page.goto(live_server.url + "/")
    expect(page.locator("#your-tables-list .finished")).to_have_text("🏆 Anna")


@pytest.mark.parametrize("game", ["king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"])
def test_every_games_end_screen_offers_its_play_to_bg_stats(live_server: LiveServer, phone, game: str) -> None:
    from tests.plays.support import GAMES, finish

    engine = live_server.app.extensions["tables"]
    made = finish(engine, game, ["Anna", "Boris", "Clara"][: GAMES[game]])
    page = phone(locale="de-DE", timezone_id="Europe/Berlin")
    page.goto(live_server.url + "/t/" + made["code"])  # a watcher's phone: the play is the table's, not a secret
    link = page.locator("#bgstats-card a.bgstats")
    expect(link).to_have_text("An BG Stats senden")
    with urllib.request.urlopen(f"{live_server.url}/api/tables/{made['code']}/play?tz=-60") as resp:
        assert link.get_attribute("href") == json.load(resp)["bgstats"]
    winners = {
        s["seat"] for s in engine.get(made["code"]).game.standings(engine.get(made["code"]).state) if s["place"] == 1
    }
    assert {i for i, p in enumerate(bgstats_data(link.get_attribute("href"))["players"]) if p["winner"]} == winners
    page.locator("#sheet-close").click()  # just watching
    link.scroll_into_view_if_needed()
    expect(link).to_be_visible()
    no_sideways_scroll(page)
    assert english_left(page, "de", ALLOWED, within="#bgstats-card") == []
    screenshot(page, f"history-end-{game}")


# Each word of the text in these elements on one line: a break inside a word is one of the word's
# pieces (split at spaces and hyphens) whose characters sit on more than one line.
BROKEN_WORDS = """(sel) => [...document.querySelectorAll(sel)].flatMap((el) => {
  const bad = [], w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n; (n = w.nextNode());) for (const m of n.data.matchAll(/[^\\s-]+-?/g)) {
    const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
    if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) bad.push(m[0]); }
  return bad; })"""
# A ranking row's score on the row's first line, at its right edge.
SCORE_ASIDE = """() => [...document.querySelectorAll(".ranking li")].filter((li) => {
  const s = li.querySelector(".score"), n = li.querySelector(".name"); if (!s) return false;
  const a = s.getBoundingClientRect(), b = n.getBoundingClientRect(), row = li.getBoundingClientRect();
  return a.top > b.top + 2 || row.right - a.right > 2; }).map((li) => li.textContent)"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_long_names_in_the_history_wrap_between_words(live_server: LiveServer, phone, lang: str) -> None:
    """The stress set's 24-character names at 360 px, text at 130 % (issue #26): whole words, the score beside."""
    from tests.browser.test_stress_set import NAMES, stressed
    from tests.plays.support import finish

    engine = live_server.app.extensions["tables"]
    finish(engine, "score-pad", list(NAMES))
    page = stressed(phone, lang, {"width": 360, "height": 740})
    page.goto(live_server.url + "/history")
    expect(page.locator("#history-plays .ranking li")).to_have_count(len(NAMES))
    page.locator("#history-plays .ranking").scroll_into_view_if_needed()
    screenshot(page, f"history-stress-{lang}")
    assert overflow(page) == []
    where = ".ranking .name, .play .winners, .player-stats > strong"
    assert page.evaluate(BROKEN_WORDS, where) == []
    assert page.evaluate(SCORE_ASIDE) == []


def test_three_digit_scores_in_the_history_keep_long_names_whole(live_server: LiveServer, phone) -> None:
    """The winner's name in bold broke "Featherstones" mid-word beside a three-digit score (a seeded play);
    "Schwarzenberg" and "Константинова" beside 116 and 101 (names without a hyphen) did too."""
    from tests.browser.test_stress_set import NAMES, stressed

    engine = live_server.app.extensions["tables"]
    made = engine.create("score-pad", [{"name": n} for n in NAMES], {})
    for seat, points in enumerate((134, 139, 125, 116, 101, 66)):  # Wilhelmina Featherstones wins
        engine.act(made["code"], made["host_token"], {"type": "score", "seat": seat, "delta": points})
    engine.act(made["code"], made["host_token"], {"type": "finish"})
    page = stressed(phone, "en", {"width": 360, "height": 740})
    page.goto(live_server.url + "/history")
    expect(page.locator("#history-plays .ranking li")).to_have_count(len(NAMES))
    assert overflow(page) == []
    assert page.evaluate(BROKEN_WORDS, ".ranking .name, .play .winners, .player-stats > strong") == []
    assert page.evaluate(SCORE_ASIDE) == []

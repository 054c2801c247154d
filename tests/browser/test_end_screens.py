"""Every game's end screen at 360x740 with the stress set (issue #26, item 5): the winner first, then
"Play again" and "Send to BG Stats" above the fold (over the bottom bar), then the details; the BG
Stats QR code holds a short link to this server, which redirects to the full createPlay link.
"""

from __future__ import annotations

import io
import re

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page

from tests.browser.contrast import findings
from tests.browser.recorded import PHASES, open_at, to_the_end, tour
from tests.browser.support import LiveServer, screenshot, wait_for
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_stress_set import LOCALES, SIZES, names_of, opened, stressed

# Each game's recorded end: the tour's last phase, or (The King of All Bards, whose tour stops at
# its sixth phase) the game played on to its end.
ENDS = {game: phases[-1] for game, phases in PHASES.items() if phases[-1] in ("over", "ended")}
GAMES = [*ENDS, "king-of-all-bards"]
# Where each control's bottom edge is, and where the fixed bottom bar starts (the fold a player sees).
WHERE = """() => {
  const y = (s) => { const el = document.querySelector(s); return el ? el.getBoundingClientRect() : null; };
  const bar = y("#actionbar").top, win = y("[data-winner]"), again = y("#play-again"), send = y(".bgstats");
  return { fold: Math.min(bar, innerHeight), winner: win && win.bottom, again: again && again.bottom,
    send: send && send.bottom, details: y("#main").bottom }; }"""


def recorded_end(server: LiveServer, game: str) -> dict:
    """A new table on `server` at `game`'s recorded end, the stress set's players seated."""
    if game in ENDS:
        return open_at(server, tour(game, names_of(game)), ENDS[game])
    return open_at(server, to_the_end(game, names_of(game)), "over")


@pytest.mark.parametrize("lang", list(LOCALES))
def test_play_again_and_bg_stats_are_above_the_fold_on_every_end_screen(
    live_server: LiveServer, phone, lang: str
) -> None:
    page = stressed(phone, lang, SIZES[0])
    problems: list[str] = []
    for game in GAMES:
        opened(page, live_server, recorded_end(live_server, game), 0)
        page.locator(".bgstats").wait_for()
        at = page.evaluate(WHERE)
        print(f"{game} {lang}: {at}")
        if lang == "de":
            screenshot(page, f"end-{game}-{lang}")
        problems += findings(page, f"{game} {lang} 360px, text 130 %, the end")  # nothing cut, wide or faint
        if page.locator(".players-bar .crown").count():  # the first player's crown beside the winner's
            problems.append(f"{game} {lang}: the first player's crown is still in the player bar at the end")
        if at["winner"] is None or at["winner"] > at["again"]:
            problems.append(f"{game} {lang}: the winner is not named above Play again: {at}")
        for control in ("again", "send"):
            if at[control] > at["fold"]:
                where = f"{control} ends at {at[control]:.0f} px, below the fold at {at['fold']:.0f}"
                problems.append(f"{game} {lang}: {where}")
    assert not problems, "\n".join(problems)


def scanned(page: Page, selector: str) -> str:
    """The text of the QR code as the phone's screen shows it (a screenshot of it, decoded)."""
    image = Image.open(io.BytesIO(page.locator(selector).screenshot()))
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert found, "no QR code on the screen"
    return found[0].text


def test_the_qr_code_holds_a_short_link_that_opens_bg_stats(live_server: LiveServer, phone) -> None:
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, recorded_end(live_server, "score-pad"), 0)
    page.get_by_role("button", name="QR code").click()
    qr = page.locator(".send .qr")
    qr.wait_for()
    wait_for(page, "document.querySelector('.send .qr').complete")
    screenshot(page, "end-score-pad-qr")
    link = scanned(page, ".send .qr")
    full = page.locator(".bgstats").get_attribute("href")
    assert full.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert link.startswith(live_server.url + "/p/") and len(link) < 80, link
    # Big enough to scan across a table: at least 5 CSS px per module at 360 px (the full link's
    # code had 133 modules, quiet zone included, in 208 px: 1.6 px each).
    svg = page.request.get(live_server.url + qr.get_attribute("src")).text()
    modules = int(re.search(r'viewBox="0 0 (\d+) ', svg).group(1))
    assert qr.bounding_box()["width"] / modules >= 5, (qr.bounding_box(), modules)
    got = page.request.get(link, max_redirects=0)
    assert got.status == 302 and got.headers["location"] == full


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_story_of_the_king_of_all_bards_fits_the_phone_with_its_details_open(
    live_server: LiveServer, phone, lang: str
) -> None:
    # A blind playtest opened "The story and the board": a 990 px table made the page 1017 px wide
    # on a 360 px phone, and the Play again sheet opened at that width, its × off-screen.
    page = stressed(phone, lang, SIZES[0])
    opened(page, live_server, recorded_end(live_server, "king-of-all-bards"), 0)
    page.locator(".kob-more summary").click()
    page.locator(".kob-story-head").scroll_into_view_if_needed()
    screenshot(page, f"end-kob-story-{lang}")
    screenshot(page, f"end-kob-story-full-{lang}", full_page=True)
    problems = findings(page, f"king-of-all-bards {lang} 360px, text 130 %, the story open")
    page.locator("#play-again").click()
    page.locator("#again-go").wait_for()
    screenshot(page, f"end-kob-story-again-{lang}")
    problems += findings(page, f"king-of-all-bards {lang} 360px, text 130 %, the story open, Play again's sheet")
    assert not problems, "\n".join(problems)


# Every player's surname one long word (the German stress name that broke): whoever wins, the headline names them.
LONG_WORDS = ("Bartholomew", "Wilhelmina", "Zoë", "Maximilian", "Александра", "Guinevere")  # 24 characters at most


@pytest.mark.parametrize("game", GAMES)
def test_the_winners_headline_never_breaks_a_name_inside_a_word(live_server: LiveServer, phone, game: str) -> None:
    """pt105: "🏆 Maximilian Großmannweiß / e wins" on Tales of Danger's end screen at 360 px, 130 %."""
    names = tuple(f"{first} Großmannweiße"[:24] for first in LONG_WORDS)[: len(names_of(game))]
    table = open_at(live_server, tour(game, names), ENDS[game]) if game in ENDS else None
    table = table or open_at(live_server, to_the_end(game, names), "over")
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 0)
    page.locator(".bgstats").wait_for()
    assert page.evaluate(BROKEN_WORDS, "#main [data-winner], #main [data-keep]") == []

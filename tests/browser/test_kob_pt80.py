"""The King of All Bards after blind playtest pt80: no toast over the singer's Songs."""

from __future__ import annotations

import json

from playwright.sync_api import Route, expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, act, read, screenshot, seat_link
from tests.browser.test_kob_round_three import BARDS, _by, _six
from tests.browser.test_stress_set import NAMES, opened, stressed

# The Song buttons a toast lies over.
UNDER = """(t) => { const r = t.getBoundingClientRect();
  return [...document.querySelectorAll('#main .kob-songs button')].map((b) => b.getBoundingClientRect())
    .filter((b) => b.height && b.bottom > r.top && b.top < r.bottom).length; }"""


def test_news_never_lies_over_the_singer_s_songs(live_server: LiveServer, phone) -> None:
    # pt80: on Wilhelmina's turn to sing (German, 360 px, text at 130 %), a toast hid the Dance row's "+2 · 67%".
    table = open_at(live_server, tour("king-of-all-bards", NAMES), "performance")
    snap = read(live_server, table)
    singer = snap["state"]["turn"]
    table["seq"] = snap["seq"]
    page = stressed(phone, "de", {"width": 360, "height": 640})  # a shorter phone: the Songs reach the bar
    opened(page, live_server, table, singer)
    expect(page.locator("#main .kob-songs button").first).to_be_visible()
    # Scrolled as the player had it: the Songs' last row just above the bottom bar, where a toast goes.
    page.evaluate("""() => { const g = document.querySelector('#main .kob-songs').getBoundingClientRect();
      window.scrollBy(0, g.bottom - document.querySelector('.actionbar').getBoundingClientRect().top + 2); }""")
    other = (singer + 1) % len(NAMES)
    act(live_server, table, {"type": "roll", "dice": "2d6", "values": [3, 5]}, other)  # another phone rolls
    toast = page.locator("#toast.show.news")
    expect(toast).to_be_visible()
    page.wait_for_timeout(100)  # placed again a frame later (table.js)
    screenshot(page, "kob-pt80-news-over-songs")
    assert toast.evaluate(UNDER) == 0


def test_a_real_roll_off_during_the_app_s_says_what_was_rolled(live_server: LiveServer, phone) -> None:
    # pt80: Zoë had rolled 6 in the app when Wilhelmina's phone opened "Real roll-off…": six one-tap winners, not a
    # word of the roll under way. The sheet says the rolls so far, and that the winner tapped decides instead.
    t = _six(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        t["seq"] = _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)["seq"]
    _by(t, 2, {"type": "first_player"}, live_server)  # Zoë rolls in the app, on her own phone
    rolled = read(live_server, t)["state"]["rolloff"]["rolls"]["2"]
    page = stressed(phone, "de", {"width": 360, "height": 740})
    page.goto(seat_link(live_server, t, 1))
    page.locator("#game-actions button", has_text="Am Tisch auswürfeln").click()
    note = page.locator("#sheet [data-k=rolled-so-far]")
    expect(note).to_contain_text(f"Zoë {rolled}")
    expect(note).to_contain_text("stattdessen")
    screenshot(page, "kob-pt80-real-roll-off-de")


def test_a_real_roll_off_for_a_tie_offers_only_the_tied(live_server: LiveServer, phone) -> None:
    """pt121: Bartholomew, Maximilian and Guinevere tied; "Who won the roll-off?" offered all six players."""
    t = _six(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        t["seq"] = _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)["seq"]
    page = stressed(phone, "en", {"width": 360, "height": 740})

    def tied(route: Route) -> None:  # the app's roll-off in its second round: three tied, none rolled yet
        resp = route.fetch()
        body = resp.json()
        body["state"] = {**body["state"], "rolloff": {"in": [0, 3, 5], "rolls": {}}}
        route.fulfill(response=resp, body=json.dumps(body))

    page.route(f"**/api/tables/{t['code']}", tied)
    page.goto(seat_link(live_server, t, 1))
    page.locator("#game-actions button", has_text="Real roll-off").click()
    names = page.locator("#sheet .kob-grid button")
    expect(names).to_have_count(3)
    players = [p["name"] for p in read(live_server, t)["players"]]
    assert names.all_inner_texts() == [players[0], players[3], players[5]]

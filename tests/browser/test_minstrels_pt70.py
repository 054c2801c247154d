"""Minstrels after blind playtest pt70: a player who did not win reads their own place under the winner."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, read, seat_link, wait_for
from tests.browser.test_stress_set import LARGER_TEXT, names_of

# The box's top and bottom against the screen's and the action bar's.
SEEN = """(el) => { const r = el.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= document.getElementById("actionbar").getBoundingClientRect().top; }"""


def test_the_end_says_your_own_place_on_the_first_screen(live_server: LiveServer, phone) -> None:
    # pt70: at 360x740, text 130 %, Bartholomew (3rd, 35 VP) found his place only a long scroll down,
    # under the road signs; the winner's phone says "You win!" and needs no such line.
    table = open_at(live_server, tour("minstrels", names_of("minstrels")), "over")
    standings = read(live_server, table)["state"]["final"]["standings"]
    loser = next(x for x in standings if x["place"] > 1)
    page = phone(init_script=LARGER_TEXT)
    page.goto(seat_link(live_server, table, loser["seat"]))
    you = page.locator("[data-k=you]")
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(loser["place"], "th")
    expect(you).to_have_text(f"You: {loser['place']}{suffix}\u00a0place, {loser['key'][0]}\u00a0VP")
    wait_for(page, "!!document.getElementById('end-actions')")
    assert you.evaluate(SEEN), "the own place is under the bar or above the screen"
    # Above "Play again", right under the winner's line.
    assert you.evaluate("(el) => !!(el.compareDocumentPosition(document.getElementById('end-actions')) & 4)")
    winner = next(x for x in standings if x["place"] == 1)
    theirs = phone()
    theirs.goto(seat_link(live_server, table, winner["seat"]))
    expect(theirs.locator("[data-k=winner]")).to_have_text("You win!")
    expect(theirs.locator("[data-k=you]")).to_have_count(0)


def test_the_end_says_your_place_in_german(live_server: LiveServer, phone) -> None:
    table = open_at(live_server, tour("minstrels", names_of("minstrels")), "over")
    standings = read(live_server, table)["state"]["final"]["standings"]
    last = standings[-1]
    page = phone(locale="de-DE")
    page.goto(seat_link(live_server, table, last["seat"]))
    expect(page.locator("[data-k=you]")).to_have_text(f"Du: {last['place']}.\u00a0Platz, {last['key'][0]}\u00a0SP")

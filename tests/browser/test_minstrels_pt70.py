"""Minstrels after blind playtest pt70: a player who did not win reads their own place under the winner."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, act, as_host, eventually, read, seat_link, wait_for
from tests.browser.test_minstrels_pt48 import ready
from tests.browser.test_minstrels_pt68 import placed
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


def test_the_task_sheet_on_the_passed_round_phone_names_whose_task(live_server: LiveServer, phone) -> None:
    # pt70: on the host's phone handed to Bartholomew, the sheet said "the task card you completed" to whoever held it.
    table = ready(live_server, 0, held=True)  # seats 0 and 3 on the host's phone
    act(live_server, table, {"type": "roll_dice", "values": [2, 5], "by": 0})
    place = {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0, "by": 0}
    act(live_server, table, place)
    page = phone()
    as_host(page, live_server, table)
    page.get_by_role("button", name="Task…").click()
    name = table["seats"][0]["name"]
    expect(page.locator("#sheet-title")).to_have_text(f"Record a task for {name}")
    expect(page.locator("form.task")).to_contain_text(f"The reward printed on the task card {name} completed.")
    page.locator("#task-vp").fill("3")
    page.get_by_role("button", name="Record this reward (ends their turn)").click()
    assert eventually(lambda: read(live_server, table)["state"]["turn"] == 1)
    assert read(live_server, table, "host")["state"]["players"][0]["vp"] >= 3


def test_the_task_sheet_on_a_players_own_phone_speaks_to_them(live_server: LiveServer, phone) -> None:
    _, page = placed(live_server, phone)
    expect(page.locator("form.task")).to_contain_text("The reward printed on the task card you completed.")
    expect(page.get_by_role("button", name="Record this reward (ends your turn)")).to_be_visible()


def test_the_end_on_a_phone_passed_round_names_the_winner(live_server: LiveServer, phone) -> None:
    """pt114: a phone passed round said "You win!" to whoever held it; "You" is the phone's own player."""
    table = open_at(live_server, tour("minstrels", names_of("minstrels")), "over")
    winner = next(x for x in read(live_server, table)["state"]["final"]["standings"] if x["place"] == 1)
    page = phone()
    as_host(page, live_server, table)  # the host's phone, with no seat of its own
    page.evaluate(f"C.table.actAs({winner['seat']})")  # resting on the winner's seat
    wait_for(page, f"C.table.seat() === {winner['seat']}")
    name = table["seats"][winner["seat"]]["name"]
    expect(page.locator("[data-k=winner]")).to_have_text(f"{name} wins!")

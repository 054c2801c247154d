"""Minstrels after the sixty-eighth blind playtest: a task recorded by mistake is taken back by one undo."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, read, screenshot, seat_link
from tests.browser.test_minstrels_pt48 import ready
from tests.browser.test_stress_set import SIZES, TEXT_AT, stressed


def placed(live_server: LiveServer, phone) -> tuple[dict, Page]:
    """Bartholomew's own phone on his turn, his Wizard placed (a task may end it), with its task sheet open."""
    table = ready(live_server, 0, held=False)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}, 0)
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    page.get_by_role("button", name="Task…").click()
    return table, page


def test_one_undo_takes_back_a_task_and_the_turn_it_ended(live_server: LiveServer, phone) -> None:
    # pt68: the task went, then the turn's end apart: the first undo brought back only the end of the turn.
    table, page = placed(live_server, phone)
    page.locator("#task-vp").fill("3")
    page.get_by_role("button", name="Record this reward (ends your turn)").click()
    expect(page.locator(".player.turn")).to_contain_text("Wilhelmina")
    page.locator("#undo").click()
    expect(page.get_by_role("button", name="Task…")).to_be_visible()
    state = read(live_server, table, "host")["state"]
    assert state["turn"] == 0 and not state["players"][0]["tasked"], state["players"][0]


def _rounds_of_tasks(server: LiveServer, table: dict, rounds: int, vp: int) -> None:
    """Each player in turn places the cheapest character the roll allows and records a task worth `vp`."""
    for n in range(rounds):
        act(
            server,
            table,
            {"type": "roll_dice", "values": [2 + n % 4, 5 - n % 3]},
            read(server, table)["state"]["first"],
        )
        for _ in range(4):
            seat = read(server, table)["state"]["turn"]
            c, s, character, die = min(read(server, table, seat)["state"]["hints"]["list"], key=lambda h: h[4])[:4]
            place = {"type": "place", "column": c, "space": s, "character": character, "character_die": die}
            act(server, table, place, seat)
            act(server, table, {"type": "task", "vp": vp, "end_turn": True}, seat)


def test_a_name_beside_a_three_digit_score_shows_its_first_word_whole(live_server: LiveServer, phone) -> None:
    # pt68: at 360 px, text 130 %, "Bartholomew L." beside 190 VP showed as "Bartholome…".
    table = ready(live_server, 0, held=False)
    _rounds_of_tasks(live_server, table, 3, 40)
    page = stressed(phone, "ru", SIZES[0])
    page.goto(seat_link(live_server, table, 3))
    names = page.locator(".legend .nm")
    expect(names).to_have_count(4)
    expect(names.first).to_have_text("Bartholomew")
    cut = "(l) => l.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)"
    assert names.evaluate_all(cut) == []
    # With the text back at 100 % there is room again: the initial comes back (two Bartholomews told apart, pt7).
    page.evaluate(TEXT_AT, "100 %")
    expect(names.first).to_have_text("Bartholomew L.")


def test_news_from_another_phone_never_covers_a_space_to_tap(live_server: LiveServer, phone) -> None:
    # pt68: another phone's news stood over the board's bottom row (here the roll's space 1) for seconds.
    table = ready(live_server, 0, held=False)
    act(live_server, table, {"type": "roll_dice", "values": [6, 1]}, 0)  # a Princess on space 1, a Dragon on 6
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".board.own .cell.tgt")).not_to_have_count(0)
    act(live_server, table, {"type": "roll", "dice": "2d6", "values": [3, 5]}, 2)  # Zoë's phone rolls its dice
    toast = page.locator("#toast.show.news")
    expect(toast).to_be_visible()
    over = """(t) => { const r = t.getBoundingClientRect();
      return [...document.querySelectorAll('.board.own .cell.tgt')].map((c) => c.getBoundingClientRect())
        .filter((c) => c.bottom > r.top && c.top < r.bottom).length; }"""
    page.wait_for_timeout(100)  # placed again a frame later (table.js)
    screenshot(page, "minstrels-pt68-news-over-board")
    assert toast.evaluate(over) == 0


def test_a_task_that_ends_the_turn_is_said_by_its_reward(live_server: LiveServer, phone) -> None:
    # pt69: sent as one move, another phone's news said only "Wilhelmina заканчивает ход", the reward unsaid.
    table = ready(live_server, 0, held=False)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    act(live_server, table, {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}, 0)
    zoe, wilhelmina = phone(), phone()
    zoe.goto(seat_link(live_server, table, 2))
    wilhelmina.goto(seat_link(live_server, table, 1))
    for page in (zoe, wilhelmina):
        expect(page.locator(".board.own")).to_be_visible()
    act(live_server, table, {"type": "task", "vp": 4, "end_turn": True}, 0)
    for page in (zoe, wilhelmina):
        expect(page.locator("#toast.show.news")).to_contain_text("Bartholomew completed a task: +4 VP")
    expect(wilhelmina.locator("#prompt")).to_contain_text("Your turn")


def test_a_task_that_ends_the_round_is_said_by_its_reward_too(live_server: LiveServer, phone) -> None:
    # pt70: the round's last player recorded a task; the other phones said only "New round: Wilhelmina is …".
    table = ready(live_server, 0, held=False)
    act(live_server, table, {"type": "roll_dice", "values": [2, 5]}, 0)
    for seat in range(3):
        act(live_server, table, {"type": "pass"}, seat)
    place = {"type": "place", "column": 1, "space": 5, "character": "Wizard", "character_die": 0}
    act(live_server, table, place, 3)
    zoe = phone()
    zoe.goto(seat_link(live_server, table, 2))
    expect(zoe.locator(".board.own")).to_be_visible()
    act(live_server, table, {"type": "task", "vp": 3, "end_turn": True}, 3)
    assert read(live_server, table)["state"]["round"] == 2
    expect(zoe.locator("#toast.show.news")).to_contain_text("completed a task: +3 VP")

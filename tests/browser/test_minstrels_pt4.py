"""Minstrels' task-reward sheet with the stress set (blind playtest pt4, Minstrels 1 and 2).

On a 412 px German phone at 130 % the sheet's form ran from x = -1 to 412, flush with both bezels,
and a negative reward was caught only by the browser's own bubble, in English.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from scoring.minstrels.data import CHARACTERS
from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, screenshot, seat_link, wait_for
from tests.browser.test_minstrels import http_io
from tests.browser.test_stress_set import SIZES, names_of, stressed
from tests.companion.test_minstrels_play import pick

# Every box of the open sheet inside the visual viewport with a margin, and the sheet's body unpanned.
EDGES = """() => { const b = document.querySelector(".sheet-body"), w = visualViewport.width;
  const boxes = [...b.querySelectorAll("h2, label, input, .btn")].map((x) => x.getBoundingClientRect());
  return { left: Math.min(...boxes.map((r) => r.left)), right: Math.max(...boxes.map((r) => r.right)), w,
           scroll: b.scrollWidth, client: b.clientWidth }; }"""


def _task_sheet(server: LiveServer, phone, lang: str, size: dict) -> Page:
    """The recorded game in play, the player on turn placed; their phone's task sheet open."""
    table = open_at(server, tour("minstrels", names_of("minstrels")), "play")
    post, get = http_io(server, table)
    st = get("host")["state"]
    if st["dice"] is None:
        post({"type": "roll_dice"}, st["first"])
        st = get("host")["state"]
    seat = st["turn"]
    c, s, face, die = pick(get(seat)["state"])[:4]
    post({"type": "place", "column": c, "space": s, "character": CHARACTERS[face - 1], "character_die": die}, seat)
    page = stressed(phone, lang, size)
    page.goto(seat_link(server, table, seat))
    page.locator("#game-actions .btn", has_text=TASK[lang]).click()
    page.locator("#task-vp").wait_for()
    return page


TASK = {"en": "Task…", "de": "Aufgabe…", "ru": "Задание…"}


def test_the_task_sheet_keeps_its_side_padding(live_server: LiveServer, phone) -> None:
    page = _task_sheet(live_server, phone, "de", SIZES[1])
    page.locator("#task-vp").focus()
    got = page.evaluate(EDGES)
    screenshot(page, "minstrels-pt4-task-de-412")
    assert got["scroll"] <= got["client"] + 1, f"the sheet is {got['scroll']}px wide in {got['client']}px"
    assert got["left"] >= 12 and got["right"] <= got["w"] - 12, f"no side margin: {got}"


def test_a_wrong_task_reward_is_refused_in_the_apps_own_words(live_server: LiveServer, phone) -> None:
    page = _task_sheet(live_server, phone, "de", SIZES[0])
    vp = page.locator("#task-vp")
    vp.fill("-4")
    page.locator("#sheet .btn.primary").click()
    # The app's German message, not the browser's bubble; nothing recorded, the sheet stays open.
    expect(page.locator("#sheet .task [role=alert]")).to_contain_text("SP")
    expect(vp).to_be_visible()
    vp.fill("51")  # the most the app takes (the rulebook prints no range for task rewards)
    page.locator("#sheet .btn.primary").click()
    expect(page.locator("#sheet .task [role=alert]")).to_be_visible()
    screenshot(page, "minstrels-pt4-task-wrong-de")
    # pt18: a reward no task card gives (+25 VP) is asked about first; "Cancel" records nothing.
    before = page.evaluate("C.table.snap().log.length")
    vp.fill("25")
    page.locator("#sheet .btn.primary").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text("+25 SP")
    screenshot(page, "minstrels-pt18-task-odd-de")
    ask.locator(".btn:not(.ask-yes)").click()
    expect(vp).to_be_visible()
    assert page.evaluate("C.table.snap().log.length") == before
    vp.fill("3")  # an ordinary reward goes through unasked
    page.locator("#sheet .btn.primary").click()
    expect(vp).to_be_hidden()
    expect(ask).to_have_count(0)
    # Recorded once; the turn then ends by itself unless a hero's step is left (pt30).
    wait_for(page, f"C.table.snap().log.slice({before}).filter((e) => e.type === 'task_done').length === 1")


def test_the_task_sheet_opens_empty_and_takes_a_coins_only_reward(live_server: LiveServer, phone) -> None:
    """Pt57: the VP field stood at 2, and one tap on Record entered a reward nobody had read off the card."""
    page = _task_sheet(live_server, phone, "en", SIZES[0])
    vp, coins = page.locator("#task-vp"), page.locator("#task-coins")
    assert vp.input_value() == "" and coins.input_value() == ""
    before = page.evaluate("C.table.snap().log.length")
    page.locator("#sheet .btn.primary").click()  # nothing read off the card: nothing recorded
    expect(page.locator("#sheet .task [role=alert]")).to_have_text("A task's reward has VP or coins")
    assert page.evaluate("C.table.snap().log.length") == before
    coins.fill("2")  # the VP left empty count as none
    page.locator("#sheet .btn.primary").click()
    wait_for(page, "C.table.snap().log.some((e) => e.type === 'task_done')")
    task = page.evaluate("C.table.snap().log.find((e) => e.type === 'task_done').data")
    assert (task["vp"], task["coins"]) == (0, 2)

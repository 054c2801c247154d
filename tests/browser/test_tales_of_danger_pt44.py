"""Tales of Danger after the blind playtest pt44: six 24-character names, 360x740, text at 130 %.

The Complete sheet had two rows of Journals: the top one completed an unpaid Segment in one tap next to the
checker's "Missing", whose own gated row lay below the fold (y 1110-1230 in a 740 px viewport).
"""

from __future__ import annotations

import random
import re
import time

import pytest
from playwright.sync_api import Page, expect

from tests.browser.phases import step
from tests.browser.support import (
    LiveServer,
    act,
    as_host,
    call,
    caught_up,
    count_taps,
    eventually,
    on_top,
    read,
    screenshot,
    seat_link,
)
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3
from tests.browser.test_tales_of_danger_pt24 import _act3_of_six

MISSING = {"en": "Missing 5 Crew, 5 Supplies"}


def _inside(page: Page, selector: str) -> bool:
    """Whether the element lies wholly inside the viewport (nothing to scroll to see it)."""
    box = page.locator(selector).bounding_box()
    vh = page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= vh


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_one_journal_row_completes_nothing_unpaid(live_server: LiveServer, phone, lang: str) -> None:
    table = _act3_of_six(live_server)  # seat 0 owes 6 Crew, 5 Supplies
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    taps = count_taps(page)
    page.locator("#game-actions .btn.primary").first.click()  # Complete
    sheet = page.locator("#sheet")
    sheet.locator(".stepper .btn").nth(1).click()  # one Crew: 5 Crew, 5 Supplies missing (in view: pt77)
    journal2 = sheet.locator(".btn.primary.big").filter(has_text="2")
    expect(journal2).to_have_count(1)  # one row of Journals, not two
    verdict = sheet.locator('[data-k="verdict"]')
    expect(verdict).to_have_class("verdict no")
    assert on_top(journal2) and _inside(page, '#sheet [data-k="verdict"]'), "row or verdict below the fold"
    journal2.click(force=True)  # greyed until it pays, yet a tap reaches it and the foot says why
    expect(verdict).to_have_text(MISSING["en"]) if lang == "en" else expect(verdict).to_have_class("verdict no")
    assert on_top(journal2) and _inside(page, '#sheet [data-k="verdict"]')
    screenshot(page, f"tod-pt44-ask-{lang}")
    journal2.click(force=True)  # pt85: unpaid, a second tap completes nothing either
    expect(verdict).to_have_class("verdict no")
    assert taps() == 4
    assert read(live_server, table, 0)["state"]["players"][0]["voyage"] == []
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(1)


def test_an_honest_complete_with_the_checker_is_not_asked(live_server: LiveServer, phone) -> None:
    table = _act3_of_six(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()
    sheet = page.locator("#sheet")
    for _ in range(6):
        sheet.get_by_role("button", name="More Crew").click()
    for _ in range(5):
        sheet.get_by_role("button", name="More Supplies").click()
    expect(sheet.locator('[data-k="verdict"]')).to_have_class("verdict ok")
    journal = sheet.get_by_role("button", name="Journal 3")
    assert on_top(journal) and _inside(page, '#sheet [data-k="verdict"]')
    journal.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    journals = lambda: [v["journal"] for v in read(live_server, table, 0)["state"]["players"][0]["voyage"]]  # noqa: E731
    assert eventually(lambda: journals() == [3])


def test_the_exact_discard_completes_in_three_taps(live_server: LiveServer, phone) -> None:
    """What is owed, discarded: one tap on the checker (pt85), then the Journal (pt24's three taps)."""
    table = _act3_of_six(live_server)
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    taps = count_taps(page)
    page.locator("#game-actions .btn.primary").first.click()
    expect(page.locator('#sheet [data-k="exactly"]')).to_have_text("Discard at least 6 Crew, 5 Supplies")
    # pt44: "To cancel, tap the card you discard" (cancel what?): the cards that cancel a cost, said so.
    expect(page.locator("#sheet")).to_contain_text("Cards that cancel a cost: tap each one you discard")
    journal = page.locator("#sheet").get_by_role("button", name="Journal 1")
    assert on_top(journal)
    page.locator('#sheet [data-k="exact"]').click()
    expect(page.locator('#sheet [data-k="verdict"]')).to_have_text("Pays")
    journal.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert taps() == 3
    assert eventually(lambda: read(live_server, table, 0)["state"]["players"][0]["voyage"][0]["journal"] == 1)


# The toast's box against each of the action bar's buttons: the ones it lies over.
UNDER_TOAST = """() => { const t = document.querySelector('#toast.show'); if (!t) return null;
  const a = t.getBoundingClientRect();
  return [...document.querySelectorAll('#game-actions .btn')].filter((b) => { const r = b.getBoundingClientRect();
    return r.height && r.top < a.bottom && a.top < r.bottom && r.left < a.right && a.left < r.right; })
    .map((b) => b.textContent); }"""
YOUR_TURN = {"en": "Your turn", "de": "Du bist dran", "ru": "Твой ход"}


def _three_phones(server: LiveServer) -> dict:
    """Six players in Act 1; seats 0-2 have phones (0 the host's own), 3-5 are passed round on the host's."""
    table = server.create_table("tales-of-danger", list(NAMES), {"first_player": 0}, seated=False)
    for s in table["seats"][:3]:
        s["token"] = call(server, f"/api/tables/{table['code']}/join", {"seat": s["seat"]})["token"]
    return table


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_next_players_phone_is_told_your_turn(live_server: LiveServer, phone, lang: str) -> None:
    table = _three_phones(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    caught_up(page)
    act(live_server, table, {"type": "end_turn"}, 0)
    expect(page.locator("#toast.show")).to_have_text(YOUR_TURN[lang])  # pt44: "Bartholomew ended their turn; …"


def test_a_passed_round_turn_is_named_and_its_toast_leaves_the_bar_free(live_server: LiveServer, phone) -> None:
    table = _three_phones(live_server)
    act(live_server, table, {"type": "end_turn"}, 0)
    act(live_server, table, {"type": "end_turn"}, 1)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table, mine=0)
    caught_up(page)

    # The re-read for Maximilian's seat comes back late, as on a busy table (pt44's server, three phones).
    def late(route) -> None:
        time.sleep(0.4)
        route.continue_()

    page.route(re.compile(r"/api/tables/[^/]+(\?.*)?$"), late)
    act(live_server, table, {"type": "end_turn"}, 2)  # Zoë's phone: Maximilian, passed round, is next
    expect(page.locator("#toast.show")).to_have_text("Maximilian's turn")
    expect(page.locator("#game-actions").get_by_role("button", name="Secure Sponsor")).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "tod-pt44-toast-host")
    assert page.evaluate(UNDER_TOAST) == []  # pt44: over "Secure Sponsor / End turn" for 2.5 s


def test_the_secure_sheet_refuses_values_no_card_has(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "en", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    sheet = page.locator("#sheet .secure")
    sheet.get_by_role("button", name="Rank 2", exact=True).click()
    for what, n in (("start", 7), ("market", 2), ("max", 6)):
        sheet.locator(f'[data-v="{what}"]').get_by_role("button", name=str(n), exact=True).click()
    confirm = sheet.locator(".confirm")
    expect(confirm).to_have_text("Start is above Max: check the card")  # pt44: anything went in
    expect(confirm).to_be_disabled()
    sheet.locator('[data-v="start"]').get_by_role("button", name="3", exact=True).click()
    sheet.get_by_label("Its name on the card (optional)").fill("The Bishop")
    expect(confirm).to_have_text("The Bishop's Start is at most 2: check the card")
    expect(confirm).to_be_disabled()
    sheet.locator('[data-v="start"]').get_by_role("button", name="2", exact=True).click()
    expect(confirm).to_have_text("Secure rank 2 · discard to 2")
    confirm.click()
    expect(sheet).to_be_hidden()
    p = read(live_server, table, 0)["state"]["players"][0]
    assert (p["sponsor"], p["start"], p["market"], p["max"], p["sponsor_name"]) == (2, 2, 2, 6, "The Bishop")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_given_sponsors_values_are_saved_from_the_bar(live_server: LiveServer, phone, lang: str) -> None:
    """pt44: the Sponsor given by the rule showed "Hand limit ?" and a form whose Save lay under the bar."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    for seat in range(5):
        act(live_server, table, {"type": "secure_sponsor", "rank": seat + 1, "start": 2, "market": 2, "max": 7}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 5))
    ask = page.locator('[data-k="ask"]')
    assert on_top(ask.locator('[data-v="start"] .btn').first)  # the first step, on the screen at once
    for what, n in (("start", 3), ("market", 2), ("max", 8)):
        ask.locator(f'[data-v="{what}"]').get_by_role("button", name=str(n), exact=True).click()
    save = page.locator('#game-actions [data-k="askbar"]')
    if lang == "en":
        expect(save).to_have_text("Save values")
    screenshot(page, f"tod-pt44-given-{lang}")
    assert on_top(save) and _inside(page, '#game-actions [data-k="askbar"]')
    save.click()
    expect(ask).to_be_hidden()
    p = read(live_server, table)["state"]["players"][5]
    assert (p["start"], p["market"], p["max"]) == (3, 2, 8)


# The words of the standings' names that are broken across lines; a word's parts up to its hyphen count
# as words (pt49: a word wider than the whole line, "Ellington-Hartleyson", breaks after its hyphen).
SPLIT_WORDS = """() => [...document.querySelectorAll(".final .fhead strong")].flatMap((n) => {
  const out = [], w = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
  for (let x = w.nextNode(); x; x = w.nextNode()) for (const m of x.data.matchAll(/[^\\s-]+-?/g)) {
    const r = document.createRange(); r.setStart(x, m.index); r.setEnd(x, m.index + m[0].length);
    if (new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1) out.push(m[0]);
  }
  return out; })"""


def test_no_standings_name_breaks_inside_a_word(live_server: LiveServer, phone) -> None:
    """pt44: "Святослав Преображенск / ий" on the end screen at 360 px, 130 %."""
    names = [*NAMES[:4], "Святослав Преображенский", NAMES[5]]
    table = live_server.create_table("tales-of-danger", names, {"first_player": 0})
    r, live = random.Random(5), live_server.app.extensions["tables"]
    while live.get(table["code"]).state["phase"] != "over":
        assert step(live_server, table, r)
    for lang in ("en", "ru"):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 0))
        expect(page.locator(".final .fhead")).to_have_count(6)
        screenshot(page, f"tod-pt44-end-{lang}", full_page=True)
        assert page.evaluate(SPLIT_WORDS) == [], lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_the_segments_needs_are_in_view_in_russian(live_server: LiveServer, phone) -> None:
    """pt44: "Акт 3 · твоё плавание" took two lines at 360 px, 130 % and pushed "Нужно: …" under the bar."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 1})
    for seat in [1, 2, 3, 4, 5]:
        act(live_server, table, {"type": "secure_sponsor", "rank": seat, "start": 2, "market": 2, "max": 6}, seat)
    act(live_server, table, {"type": "sponsor_values", "start": 2, "market": 2, "max": 6}, 0)
    for seat in range(6):
        act(live_server, table, {"type": "hand_full", "full": True}, seat)
    act(live_server, table, {"type": "end_turn"}, read(live_server, table)["state"]["turn"])
    st = read(live_server, table)["state"]
    for seat in [*range(st["turn"], 6), *range(st["turn"])]:  # two long Cost cards, each a line of its own
        act(
            live_server,
            table,
            {"type": "prepare_segment", "difficulty": 2, "costs": ["bad_luck", "rough_seas12"]},
            seat,
        )
    me = read(live_server, table)["state"]["turn"]
    page = stressed(phone, "ru", SIZES[0])
    page.emulate_media(color_scheme="dark")
    page.goto(seat_link(live_server, table, me))
    need = page.locator(f'[data-k="need{me}"]')
    expect(need).to_contain_text("Нужно")
    screenshot(page, "tod-pt44-act3-ru")
    bar_top = page.locator(".actionbar").bounding_box()["y"]
    box = need.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= bar_top, (box, bar_top)


# The lowest bottom edge of the sheet's chips under `sel`, against the viewport's height.
LOWEST = """(sel) => Math.max(...[...document.querySelectorAll(sel)].map((c) => c.getBoundingClientRect().bottom))"""


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_forage_chips_are_in_view(live_server: LiveServer, phone, lang: str) -> None:
    """pt44: Forage's "we flipped 4 ourselves" chips lay below the fold, under the odds and the optional hand cards."""
    table = _to_act3(live_server, list(NAMES[:3]))
    for seat in range(3):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    page.locator("#game-actions .btn").nth(1).click()  # Forage
    expect(page.locator('#sheet [data-k="weflipped"]')).to_be_visible()
    screenshot(page, f"tod-pt44-forage-{lang}")
    low = page.evaluate(LOWEST, "#sheet .keep-pick .chip")
    assert low <= SIZES[0]["height"], f"forage: the last chip ends at {low}"

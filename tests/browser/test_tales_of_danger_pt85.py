"""Tales of Danger after blind playtest pt85: three phones (360 light English, 360 dark German, 412 Russian),
text at 130 %, six 24-character names.

The checker's "complete anyway? Tap 1 again" read as completing an unpaid Segment, and entering what is owed took
a tap per Crew and Supply; at 360 px its cancel cards lay under the sheet's foot; "Kostenkarte|n" was cut in the
Prepare sheet; the filled Secure sheet's confirm ended at y 743 of 740; the final turn's prompt had two colons.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import (
    LiveServer,
    act,
    count_taps,
    eventually,
    on_top,
    read,
    screenshot,
    seat_link,
    switch_scheme,
)
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.test_tales_of_danger_pt6 import _to_act3
from tests.browser.test_tales_of_danger_pt24 import act3_begun, complete_sheet
from tests.browser.tod_values import pick_values

# "Discarded exactly …" for what seat 0's Segment owes (6 Crew, 5 Supplies) with no cancel card.
EXACT = {
    "en": "Discarded exactly 6 Crew, 5 Supplies",
    "de": "Genau 6 Mannschaft, 5 Vorräte abgeworfen",
    "ru": "Сброшено ровно: экипаж 6, припасы 5",
}
PAYS = {"en": "Pays", "de": "Bezahlt", "ru": "Оплачено"}


def _journals(server: LiveServer, table: dict) -> list:
    """Seat 0's completed Segments' Journals."""
    return [v["journal"] for v in read(server, table, 0)["state"]["players"][0]["voyage"]]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_discarded_exactly_fills_the_checker_and_the_journal_completes(
    live_server: LiveServer, phone, lang: str
) -> None:
    """The commonest Act 3 turn: Complete, "Discarded exactly …", a Journal: three taps (13 on the steppers)."""
    table = act3_begun(live_server)
    for seat in range(6):
        costs = ["bad_luck", "illness", "rough_seas12"] if seat == 0 else ["great_fishing"]
        act(live_server, table, {"type": "prepare_segment", "difficulty": len(costs), "costs": costs}, seat)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    taps = count_taps(page)
    page.locator("#game-actions .btn.primary").first.click()  # Complete
    sheet = page.locator("#sheet")
    exact = sheet.locator('[data-k="exact"]')
    expect(exact).to_have_text(EXACT[lang])
    assert on_top(exact)
    exact.click()
    expect(sheet.locator(".stepper output")).to_have_text(["6", "5"])  # what it sends is on the steppers
    verdict = sheet.locator('[data-k="verdict"]')
    expect(verdict).to_have_class("verdict ok")
    expect(verdict).to_have_text(PAYS[lang])
    expect(exact).to_have_attribute("aria-pressed", "true")
    journal = sheet.locator(".pick.quick .btn").nth(1)  # Journal 2
    assert on_top(journal)
    journal.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert taps() == 3, f"{taps()} taps"
    assert eventually(lambda: _journals(live_server, table) == [2])


def test_a_journal_completes_nothing_the_checker_has_not_passed(live_server: LiveServer, phone) -> None:
    """House ruling: a Segment is completed only when the checker says the discards pay for it."""
    page, table = complete_sheet(live_server, phone, "en")
    sheet = page.locator("#sheet")
    journal = sheet.locator(".pick.quick").get_by_role("button", name="Journal 1")
    verdict = sheet.locator('[data-k="verdict"]')
    expect(journal).to_have_attribute("aria-disabled", "true")  # greyed until it pays (pt96)
    for _ in range(2):  # pt85: the second tap completed it, as "the table's word that it paid"
        journal.click(force=True)  # greyed, yet a finger's tap reaches it: the foot says what is missing
        expect(verdict).to_have_text("Missing 6 Crew, 5 Supplies")
        expect(verdict).to_have_class("verdict no")
    page.wait_for_timeout(500)  # a completion would be on its way by now
    expect(page.locator("#toast.show")).to_have_count(0)  # said in the foot, not again in a toast
    assert _journals(live_server, table) == []
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(1)
    expect(sheet).not_to_contain_text("again")
    # The way to pay is right there: one tap, and the same Journal completes.
    sheet.locator('[data-k="exact"]').click()
    expect(verdict).to_have_text("Pays")
    expect(journal).not_to_have_attribute("aria-disabled", "true")
    journal.click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert eventually(lambda: _journals(live_server, table) == [1])


def test_discarded_exactly_pays_what_is_owed_after_the_cancels(live_server: LiveServer, phone) -> None:
    page, table = complete_sheet(live_server, phone, "en")
    sheet = page.locator("#sheet")
    exact = sheet.locator('[data-k="exact"]')
    sheet.get_by_role("button", name="Doctor −3 Crew").click()  # Illness cancelled: 3 Crew, 5 Supplies owed
    expect(exact).to_have_text("Discarded exactly 3 Crew, 5 Supplies")
    exact.click()
    expect(sheet.locator(".stepper output")).to_have_text(["3", "5"])
    # A cancel tapped after it: "exactly" keeps paying what is owed, the steppers follow.
    sheet.get_by_role("button", name="Merchant −1 Crew, 2 Supplies").click()
    expect(exact).to_have_text("Discarded exactly 2 Crew, 3 Supplies")
    expect(sheet.locator(".stepper output")).to_have_text(["2", "3"])
    expect(sheet.locator('[data-k="verdict"]')).to_have_text("Pays")
    sheet.get_by_role("button", name="Journal 3").click()
    expect(page.locator('#sheet[data-kind="complete"]')).to_have_count(0)
    assert eventually(lambda: _journals(live_server, table) == [3])  # the server's checker passed it too


# Each button of the sheet whose text is wider than its box (a word cut at its edge).
CUT = """() => [...document.querySelectorAll("#sheet .btn")].filter((b) => b.scrollWidth > b.clientWidth + 1)
  .map((b) => [b.textContent, b.scrollWidth, b.clientWidth])"""


# Each of the checker's buttons (cancel cards, "Discarded exactly", the steppers'): whether the finger lands on
# it at its centre (elementFromPoint), wholly above the sheet's sticky foot and on the screen.
UNCOVERED = """() => { const foot = document.querySelector("#sheet .jfoot").getBoundingClientRect();
  return [...document.querySelectorAll("#sheet .pick.cancels .btn, #sheet [data-k=exact], #sheet .stepper .btn")]
    .filter((b) => { const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
      return !(b.contains(document.elementFromPoint(x, y)) && r.top >= 0 && r.bottom <= foot.top + 1); })
    .map((b) => b.textContent); }"""


@pytest.mark.parametrize(("lang", "scheme"), [("de", "dark"), ("de", "light"), ("en", "light"), ("ru", "dark")])
def test_every_cancel_card_is_above_the_checkers_foot(live_server: LiveServer, phone, lang: str, scheme: str) -> None:
    page, _ = complete_sheet(live_server, phone, lang)
    switch_scheme(page, scheme)
    sheet = page.locator("#sheet")
    expect(sheet.locator(".pick.cancels .btn")).to_have_count(3)  # Priest, Doctor and Merchant
    screenshot(page, f"tod-pt85-complete-{lang}-{scheme}")
    assert page.evaluate(UNCOVERED) == [], "as the sheet opens"
    sheet.locator(".pick.quick .btn").first.click(force=True)  # unpaid (greyed): the verdict says what is missing
    expect(sheet.locator('[data-k="verdict"]')).to_have_class("verdict no")
    screenshot(page, f"tod-pt85-missing-{lang}-{scheme}")
    assert page.evaluate(UNCOVERED) == [], "with the verdict"
    sheet.locator('[data-k="exact"]').click()
    expect(sheet.locator('[data-k="verdict"]')).to_have_class("verdict ok")
    screenshot(page, f"tod-pt85-pays-{lang}-{scheme}")
    assert page.evaluate(UNCOVERED) == [], "once it pays"
    assert page.evaluate(CUT) == []  # "Священник", "Kaufmann" whole in a third of the row
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[0]["width"]


@pytest.mark.parametrize("lang", ["de", "ru", "en"])
def test_the_prepare_sheets_buttons_keep_their_words_whole(live_server: LiveServer, phone, lang: str) -> None:
    table = act3_begun(live_server)
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    page.locator("#game-actions .btn.primary").first.click()  # Prepare Segment
    draw = page.locator('#sheet [data-k="drawme"]')
    expect(draw).to_be_visible()
    if lang == "de":
        expect(draw).to_have_text("2 Kostenkarten für mich ziehen")
    screenshot(page, f"tod-pt85-prepare-{lang}")
    assert page.evaluate(CUT) == []  # pt85: "Kostenkarte" 177 px in a 153 px box


# The Secure sheet's confirm: its box, and whether a finger at its centre lands on it.
CONFIRM = """() => { const b = document.querySelector("#sheet .secure > .confirm"), r = b.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2, range = document.createRange();
  range.selectNodeContents(b);
  const lines = new Set([...range.getClientRects()].map((q) => Math.round(q.top))).size;
  return { top: r.top, bottom: r.bottom, hit: b.contains(document.elementFromPoint(x, y)), lines }; }"""
# A rank's values this phone saw entered at an earlier table (pickRank offers them again): the confirm says
# them all as the rank is tapped.
KNOWN = """() => localStorage.setItem("companion.tod-sponsors",
  JSON.stringify({ 2: { start: 2, market: 3, max: 10, name: "" } }))"""


@pytest.mark.parametrize("known", [False, True])
def test_the_filled_secure_sheets_confirm_is_wholly_on_the_screen(live_server: LiveServer, phone, known: bool) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    page = stressed(phone, "de", SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    if known:
        page.evaluate(KNOWN)
    switch_scheme(page, "dark")
    page.locator("#game-actions").get_by_role("button", name="Gönner gewinnen").click()
    sheet = page.locator("#sheet")
    sheet.locator(".secure .nums.pick").get_by_role("button", name="Rang 2", exact=True).click()
    pick_values(sheet, 2, 3, 11)
    confirm = sheet.locator(".secure > .confirm")
    # Market and Max stand picked just above it: the button says the rank and the discard (pt107: with them
    # too it took three lines).
    expect(confirm).to_have_text("Rang 2 gewinnen · abwerfen auf 2")
    page.wait_for_timeout(300)  # a scroll into view has settled
    screenshot(page, f"tod-pt85-secure-{'known' if known else 'new'}")
    box = page.evaluate(CONFIRM)
    # Clear of the screen's foot by a finger's margin (pt85: 743 of 740), the sheet over the bottom bar.
    assert box["top"] >= 0 and box["bottom"] <= SIZES[0]["height"] - 8 and box["hit"], box
    assert box["lines"] <= 2, box
    confirm.click()
    assert eventually(lambda: read(live_server, table)["state"]["players"][0]["sponsor"] == 2)


# The acting phone's prompt in each language: one sentence after "Your turn:", "turn" said once.
FINAL = {
    "en": "Your turn: complete or Forage, one last time",
    "de": "Du bist dran: letztmals abschließen oder Streifzug",
    "ru": "Твой ход: завершить или искать припасы напоследок",
}


def _final_turn(server: LiveServer) -> dict:
    """Ann completes five free Segments while Bob forages: Bob's final turn."""
    table = _to_act3(server, ["Ann", "Bob"])
    free = {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}
    for seat in (0, 1):
        act(server, table, free, seat)
    for n in range(5):
        act(server, table, {"type": "complete_segment", "crew": 0, "supplies": 0, "journal": 1}, 0)
        if n < 4:
            act(server, table, free, 0)
            act(server, table, {"type": "forage", "cost": "crew"}, 1)
    assert read(server, table)["state"]["final_round"] is not None
    return table


@pytest.mark.parametrize(("lang", "size"), [("en", 0), ("de", 0), ("ru", 1)])
def test_the_final_turn_prompt_is_one_sentence(live_server: LiveServer, phone, lang: str, size: int) -> None:
    table = _final_turn(live_server)
    page: Page = stressed(phone, lang, SIZES[size])
    page.goto(seat_link(live_server, table, 1))
    prompt = page.locator("#prompt")
    expect(prompt).to_have_text(FINAL[lang])
    text = prompt.inner_text()
    assert text.count(":") == 1, text
    assert text.lower().count({"en": "turn", "de": "dran", "ru": "ход"}[lang]) == 1, text

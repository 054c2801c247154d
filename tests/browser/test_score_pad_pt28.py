"""The score pad after the 28th blind playtest (issue #26), at 360x740 with six 24-character names and text at 130 %.

Another phone's move is said in a toast that keeps what happened (first names, two lines, the number
and the category whole); a new round names who started it; the end screen shows this phone's own place.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, call, read, wait_for
from tests.browser.test_score_pad_pt8 import _table
from tests.browser.test_stress_set import LARGER_TEXT, LOCALES, NAMES, SIZES, opened, stressed

# The shown toast: its text, its lines of text, and whether any of it is cut (clamped out of its box).
TOAST = """() => { const el = document.querySelector('#toast.show'); if (!el) return null;
  const range = document.createRange(); range.selectNodeContents(el);
  const lines = new Set([...range.getClientRects()].filter((x) => x.height).map((x) => Math.round(x.top))).size;
  return { text: el.textContent, lines, cut: el.scrollHeight > el.clientHeight + 1 }; }"""


def test_another_phones_roll_and_undo_keep_their_point_in_two_lines(live_server: LiveServer, phone) -> None:
    """pt28: "Anastasia Volkonskaya-Ri hat gewürfelt:…" and "Christopher Wainwright-J undid: C…" lost the news."""
    table = _table(live_server)
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, 1)
    act(live_server, table, {"type": "roll", "dice": "2d6", "values": [3, 5]}, 2)
    expect(page.locator("#toast.show")).to_contain_text("Zoë hat gewürfelt: 2d6: 3 + 5 = 8")
    box = page.evaluate(TOAST)
    assert box["lines"] <= 2 and not box["cut"], box
    act(live_server, table, {"type": "score", "seat": 2, "delta": 40, "category": "Quests"}, 2)
    act(live_server, table, {"type": "undo"}, 2)
    expect(page.locator("#toast.show")).to_have_text("Zoë macht rückgängig: „bekommt +40 (Quests, Runde 1)“")
    box = page.evaluate(TOAST)
    assert box["text"].startswith("Zoë ") and box["lines"] <= 2 and not box["cut"], box


def _grid(live_server: LiveServer, table: dict, rows: dict[int, dict[str, int]]) -> None:
    """The host's grid entered over the API, the table's seq brought up to date."""
    act(live_server, table, {"type": "score_grid", "scores": {str(k): v for k, v in rows.items()}})
    table["seq"] = read(live_server, table)["seq"]


def test_next_round_names_whose_categories_are_empty_and_who_started_it(live_server: LiveServer, phone) -> None:
    """pt28: "1 player has empty categories" said not whose; the other phones were not told a round began."""
    table = _table(live_server)
    whole = {"Gold": 5, "Quests": 6, "Bonus": 1, "Relics": 3}
    _grid(live_server, table, {0: whole, 1: whole, 2: whole, 5: whole, 3: {"Gold": 2}, 4: {"Gold": 1}})
    page = stressed(phone, "de", SIZES[1])
    opened(page, live_server, table, 1)
    # The bar names everyone alike, by first name (pt28 at 412 px: two first names among four whole names).
    pills = page.evaluate("[...document.querySelectorAll('#players-bar .pname')].map((el) => el.innerText.trim())")
    assert pills == [n.split()[0] for n in NAMES], pills
    # The log strip says the grid as one line, every player's whole round (pt28: the last category's alone).
    strip = page.locator("#open-log").get_attribute("title")
    assert strip and strip.startswith(f"Runde 1 eingetragen: {NAMES[0]} +15, {NAMES[1]} +15"), strip
    assert strip.endswith(f"{NAMES[3]} +2, {NAMES[4]} +1, {NAMES[5]} +15 (Gold, Quests, Bonus, Relics)"), strip
    expect(page.locator('[data-k="legend"]')).to_have_text("★ = führt · ✓ = eingetragen")  # a key, pt46
    page.get_by_role("button", name="Nächste Runde: Runde 2 →").click()
    expect(page.locator("dialog.ask")).to_contain_text(
        "Maximilian und Александра haben in Runde 1 noch leere Kategorien: trotzdem nächste Runde?"
    )
    page.locator("dialog.ask .ask-yes").click()
    expect(page.locator('[data-k="round"]')).to_contain_text("Runde 2 von 3")
    log = call(live_server, f"/api/tables/{table['code']}/log")
    assert log[-1]["text"] == f"{NAMES[1]}: on to round 2"
    act(live_server, table, {"type": "next_round"})  # the host's phone moves on: this one is told
    expect(page.locator("#toast.show")).to_have_text("Der Gastgeber: weiter zu Runde 3")


def test_the_end_screen_says_this_phones_place_without_a_scroll(live_server: LiveServer, phone) -> None:
    """pt28: a 4th place read only in the standings a scroll below the winner."""
    table = _table(live_server)
    _grid(live_server, table, {s: {"Gold": 10 - s, "Relics": s % 2} for s in range(6)})
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "ru", SIZES[0])
    opened(page, live_server, table, 2)
    yours = page.locator('[data-k="yours"]')
    expect(yours).to_have_text("Твоё место: 4-е, 8 очков")  # 8 as Maximilian, who has more Relics
    box, bar = yours.bounding_box(), page.locator(".actionbar").bounding_box()
    assert box and bar and box["y"] + box["height"] <= bar["y"], (box, bar)
    # Under the winner, above Play again, whether or not a tie-break line follows (here one does).
    assert box["y"] < page.locator("#end-actions").bounding_box()["y"]


def test_your_place_comes_before_play_again_after_a_plain_win(live_server: LiveServer, phone) -> None:
    """With no tie-break line, Play again went right under the winner and pushed the place below it."""
    table = live_server.create_table("score-pad", list(NAMES[:4]), {"rounds": 1})
    act(live_server, table, {"type": "score_round", "scores": {"0": 9, "1": 7, "2": 7, "3": 2}})
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    yours = page.locator('[data-k="yours"]')
    expect(yours).to_have_text("You: shared place 2, 7 points")
    box, card = yours.bounding_box(), page.locator("#end-actions").bounding_box()
    assert box and card and box["y"] + box["height"] <= card["y"], (box, card)


def test_after_an_undo_the_picker_goes_back_to_the_category_undone(live_server: LiveServer, phone) -> None:
    """pt28: +40 Quests undone, the picker stayed on Bonus: the corrected 4 would have gone there."""
    table = _table(live_server)
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    # A seat kept on the host's phone says so, as every sheet does (pt28: "(no phone yet)").
    expect(page.locator('[data-k="p0"]')).to_have_attribute("title", f"{NAMES[0]} (on the host's phone)")
    picker, amount = page.locator("#main select[id^='cat-1-']"), page.locator("#amount-1")
    expect(page.locator('[data-k="legend"]')).to_have_count(0)  # nothing in the bar to explain yet
    amount.fill("3")
    amount.press("Enter")
    expect(picker).to_have_value("Quests")
    # The bar's ★ explained on screen, as a key (pt46: "★ leading" read as this phone's status).
    expect(page.locator('[data-k="legend"]')).to_have_text("★ = in the lead")
    amount.fill("4")
    amount.press("Enter")
    expect(picker).to_have_value("Bonus")
    page.locator("#undo").click()
    expect(page.locator('[data-k="t1"]')).to_have_text("3")
    expect(picker).to_have_value("Quests")
    # A real roll the dice cannot show is refused, and the faces typed stay to be fixed (pt28: cleared).
    page.locator("#open-dice").click()
    page.locator("#dice-real").fill("7 9")
    page.locator("#roll-real").click()
    expect(page.locator("#toast.show")).to_have_text("a d6 shows 1 to 6, not 7")
    expect(page.locator("#dice-real")).to_have_value("7 9")
    expect(page.locator("#dice-real")).to_be_focused()


def test_the_bottom_bar_keeps_two_rows_when_the_text_grows_after_load(live_server: LiveServer, phone) -> None:
    """pt28: Russian at 360 px, text set to 130 % once the page was up: "Стол" alone on a third row."""
    table = _table(live_server)
    page = phone(viewport=SIZES[0], locale=LOCALES["ru"], service_workers="block")
    opened(page, live_server, table, 1)
    page.evaluate(LARGER_TEXT)
    # Refitted a frame after the resize: waited for, not slept.
    wait_for(page, "new Set([...document.querySelector('.table-actions').children].map((b) => b.offsetTop)).size === 1")
    expect(page.locator("#open-dice")).to_have_class(re.compile(r"\bnodie\b"))  # the die gives way, the word stays

"""pt26: the check of a scanned sheet on a 360 px phone, text at 130 %, six 24-character names: the sheet's own
grid with the pad's rows by name, the game still going in the app beside it, a written Total that disagrees
with its rows marked, an empty one computed, the next field to type one tap away, Confirm always in view and
saying what it does. The reader is the fake one (the server runs in this process): this is the phone's side.
"""

from __future__ import annotations

import pytest

from tests.browser.contrast import findings
from tests.browser.support import LiveServer, act, as_host, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, stressed
from tests.web import scan_fake
from tests.web.scan_fake import sheet

OPTIONS = {"rounds": 3, "categories": ["Gold", "Quests", "Monsters"]}
IN_VIEW = """(el) => { const r = el.getBoundingClientRect(), v = visualViewport;
  return r.top >= 0 && r.bottom <= v.height + 0.5 && r.left >= 0 && r.right <= v.width + 0.5; }"""
OVERFLOW = """() => { const v = visualViewport.width, d = document.querySelector('.scan-check');
  return [document.documentElement.scrollWidth - v, d.scrollWidth - d.clientWidth,
          d.querySelector('.scan-body').scrollWidth - d.querySelector('.scan-body').clientWidth]; }"""


def reading(code: str) -> scan_fake.SheetRead:
    """Six players: 0 has no Total (rows: 54) nor round 1, 1 wrote 6 under rows adding to 30, 2's Gold is unread."""
    rows: dict[str, list] = {}
    for row in ("category", "round"):  # in the printed order: the categories, then the rounds
        for i in (1, 2, 3):
            rows[f"{row}{i}"] = [(v, 1.0) for v in (20 if i < 3 else 14, 10, 9, 5, 5, 5)]
    rows["category1"][2] = (9, 0.5)  # below the threshold: unread, typed
    rows["round1"][3] = (5, 0.92)  # read, but not quite sure
    rows["round1"][0] = None  # entered in the app (17), left empty on paper
    rows["total"] = [None, (6, 1.0), (27, 1.0), (15, 1.0), (15, 1.0), (15, 1.0)]
    return sheet("score-pad", code, rows)


@pytest.mark.browser
def test_the_check_is_a_grid_that_says_what_confirming_ends(
    live_server: LiveServer, phone, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = live_server.create_table("score-pad", list(NAMES[:6]), OPTIONS)
    t["seq"] = act(live_server, t, {"type": "score", "seat": 0, "delta": 17, "category": "Gold"}, 0)["seq"]
    fake = scan_fake.Fake(reads=reading(t["code"]))
    monkeypatch.setattr("web.scan_reader._module", lambda: fake)
    host = stressed(phone, "en", {"width": 360, "height": 740})
    as_host(host, live_server, t)
    host.locator("#open-table").click()
    host.locator("#scan-table .scan-button").wait_for()
    assert host.locator("#scan-table .scan-button").evaluate(IN_VIEW), "the scan at the top of the Table sheet"
    assert host.locator("#print-score-sheet a").first.evaluate(IN_VIEW), "the print beside it (pt33: 2,800 px down)"
    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(b"\xff\xd8 a photo")
    host.locator("#scan-table-button-input").set_input_files(str(photo))
    check = host.locator(".scan-check")
    check.wait_for()
    screenshot(host, "scan-check-grid-en")
    assert host.locator(".scan-grid tbody th").all_inner_texts()[:4] == ["Gold", "Quests", "Monsters", "Round 1"]
    assert "still going" in host.locator(".scan-live").inner_text()
    assert "Round 1" in host.locator(".scan-lost").inner_text(), "the app's round missing on paper, said loudly"
    confirm = host.locator("#scan-confirm")
    assert confirm.inner_text() == "End the game with the sheet's scores" and confirm.is_disabled()
    assert confirm.evaluate(IN_VIEW), "Confirm in the visual viewport without scrolling"
    total = lambda s: host.locator(f'.scan-value[data-key="total"][data-seat="{s}"]')  # noqa: E731
    assert host.evaluate(OVERFLOW) == [0, 0, 0]
    # pt33: columns headed by first names (sticky), a footer of one line, Totals of 3 digits whole, no "row2".
    assert host.locator(".scan-grid thead .scan-short").all_inner_texts()[:2] == ["Bar", "Wil"]
    assert host.locator(".scan-grid thead th").last.evaluate("(x) => getComputedStyle(x).position") == "sticky"
    foot = host.locator(".scan-focus-row").evaluate("(x) => x.getBoundingClientRect().height")
    assert foot <= 0.2 * 740, f"the footer's line takes {foot} px of 740"  # and the error lines, while there are any
    assert host.locator(".scan-short").first.evaluate("(x) => x.scrollWidth <= x.clientWidth"), "the heading whole"
    problems = findings(host, "the scan check, en 360px, text 130 %, light")
    assert not problems, problems
    unsure = host.locator('.scan-value[data-key="round1"][data-seat="3"]')
    assert "unsure" in unsure.evaluate("(x) => x.parentElement.className"), "read at 0.92: a quiet mark"
    assert total(0).input_value() == "54" and "computed" in total(0).evaluate("(x) => x.parentElement.className")
    assert "bad" in total(1).evaluate("(x) => x.parentElement.className")
    said = f"{NAMES[1]}: the rows add up to 30, the Total says 6."
    assert said in host.locator(".scan-error").inner_text()
    assert "differs" in host.locator(".scan-app td").first.get_attribute("class")  # the app's 17, the sheet's 54
    unread = host.locator('.scan-value[data-key="category1"][data-seat="2"]')
    assert unread.evaluate("(x) => x === document.activeElement"), "the first field to type is focused"
    assert "Unread: type it." in host.locator(".scan-focus").inner_text()
    assert host.locator(".scan-focus img.scan-crop").count() == 1
    crop = host.locator(".scan-focus img.scan-crop")
    assert crop.evaluate("(x) => x.getBoundingClientRect().height") >= 60, "a crop to read (pt33: 29 px)"
    crop.click()
    assert crop.evaluate("(x) => x.classList.contains('big') && x.getBoundingClientRect().width > 300"), "tapped: large"
    crop.click()
    total(2).fill("118")
    fits = """(x) => { const c = document.createElement('canvas').getContext('2d'), s = getComputedStyle(x);
      c.font = s.font; c.letterSpacing = s.letterSpacing; return [c.measureText(x.value).width, x.clientWidth]; }"""
    text, room = total(2).evaluate(fits)
    assert text <= room, f"118 shown whole: {text} px of text in {room} px"
    total(2).fill("27")
    unread.fill("9")
    assert "type it" not in host.locator(".scan-focus").inner_text()
    host.locator("#scan-next").click()
    lost = host.locator('.scan-value[data-key="round1"][data-seat="0"]')
    assert lost.evaluate("(x) => x === document.activeElement"), "next: the round left empty on paper"
    assert "differs" in lost.evaluate("(x) => x.parentElement.className")
    lost.fill("17")  # as the app has it: the rounds now add up to 51, the categories to 54
    assert "differs" not in lost.evaluate("(x) => x.parentElement.className")
    assert "bad" in total(0).evaluate("(x) => x.parentElement.className")
    assert host.locator(".scan-bad-line").count() == 2, "every disagreeing player at once"
    assert "51" in host.locator(".scan-error").inner_text()
    lost.fill("20")  # the paper's own figure after all: 54 both ways, the app's 17 marked beside it
    assert "differs" in lost.evaluate("(x) => x.parentElement.className")
    host.locator("#scan-next").click()
    assert total(1).evaluate("(x) => x === document.activeElement"), "next: the Total that disagrees"
    host.locator(".scan-use", has_text="Use 30").click()
    assert total(1).input_value() == "30" and confirm.is_enabled()
    confirm.click()
    host.locator(".sheet-result [data-winner]").wait_for()
    assert NAMES[0] in host.locator("[data-winner]").first.inner_text()
    wait_for(host, "C.table.snap().state.sheet.scores.join() === '54,30,27,15,15,15'")
    assert host.locator("#players-bar .player.turn").count() == 0, "a game over names no one to act"


@pytest.mark.browser
def test_minstrels_check_marks_impossible_values_and_takes_a_total_alone(
    live_server: LiveServer, phone, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pt33: Road sign 5 took a 2; a group that kept score on the VP track had to type every row."""
    t = live_server.create_table("minstrels", ["Ann", "Bob"])
    vp = ("dragon", "wizard", "bandit", "treasure", "knight", "princess", "column_bonuses", "tasks", "quest")
    rows: dict[str, list] = {k: [None, (1, 1.0)] for k in vp}
    rows["quest"], rows["column_bonuses"] = [None, (0, 1.0)], [None, (4, 1.0)]
    rows |= {"road_sign_big": [None, (2, 1.0)], "road_sign_small": [None, (0, 1.0)], "coins": [None, (3, 1.0)]}
    rows |= {"total": [(57, 1.0), (16, 1.0)], "tiebreak_coins": [(1, 1.0), (3, 1.0)]}
    rows["tiebreak_columns"] = [(2, 1.0), (2, 1.0)]
    fake = scan_fake.Fake(reads=sheet("minstrels", t["code"], rows))
    monkeypatch.setattr("web.scan_reader._module", lambda: fake)
    host = phone(viewport={"width": 412, "height": 915})
    as_host(host, live_server, t)
    host.locator("#open-table").click()
    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(b"\xff\xd8 a photo")
    host.locator("#scan-table-button-input").set_input_files(str(photo))
    host.locator(".scan-check").wait_for()
    assert host.locator(".scan-cell.must").count() == 0, "Ann wrote only the Total: no row to type"
    sign = host.locator('.scan-value[data-key="road_sign_big"][data-seat="1"]')
    assert "impossible" in sign.evaluate("(x) => x.parentElement.className")
    assert "Only 0, 5 here." in host.locator(".scan-error").inner_text()
    assert host.locator("#scan-confirm").is_disabled()
    sign.fill("5")  # 19 now: the Total of 16 disagrees, one tap takes the rows' sum
    host.locator(".scan-use", has_text="Use 19").click()
    host.locator("#scan-confirm").click()
    wait_for(host, "C.table.snap().state.sheet && C.table.snap().state.sheet.scores.join() === '57,19'")
    assert host.locator("#players-bar .player.turn").count() == 0, "a game over names no one to act"

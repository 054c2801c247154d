"""The player bar gives names all the room it has, and tells apart names that share a first word (issue #26).

Playtests at 360x740 with text at 130 % saw six 24-character names cut to 8-10 letters
("Bartholo…", "Anastasi…"), and two players named "Alexander …" could not have been told apart.
Now a name takes two lines when it needs them, and one that still does not fit is split into its
first word and the rest, each on a line of its own (in a grid pill the rest shares the numbers' line),
so that "Bartholomew Longname-Smy" and "Bartholomew Featherstone" read "Bartholomew L…" and
"Bartholomew F…". Later playtests (pt8-pt10) read a lone surname initial as a code and a cut first
name as broken: the first word is drawn smaller rather than cut, and the rest is left out unless it
shows whole or tells two players apart. A tap on the pill shows the whole name.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.recorded import open_at, tour
from tests.browser.support import LiveServer, act, caught_up, screenshot, seat_link, wait_for
from tests.browser.test_stress_set import LOCALES, names_of, opened, stressed

# Six names of 24 characters: two pairs share their first word (one pair the next word's initial too).
NAMES = (
    "Bartholomew Longname-Smy",
    "Bartholomew Featherstone",
    "Zoë Ellington-Hartleyson",
    "Maximilian Oberhausen-Ko",
    "Александра Воронцова-Даш",
    "Александра Васильева-Кир",
)
# Each pill: where it sits; the name as the phone shows it (a split one's first word and rest, each
# as far as it shows before its ellipsis, measured in its own font); whether a whole name is cut, a
# split one's first word is cut (it is drawn smaller instead).
PILLS = """() => [...document.querySelectorAll("#players-bar .player")].map((el) => {
  const r = el.getBoundingClientRect(), n = el.querySelector(".pname");
  const ctx = document.createElement("canvas").getContext("2d");
  const shown = (x) => { if (!x) return ""; if (x.scrollWidth <= x.clientWidth + 1) return x.textContent;
    ctx.font = getComputedStyle(x).font; let k = x.textContent.length;
    while (k > 0 && ctx.measureText(x.textContent.slice(0, k) + "…").width > x.clientWidth) k--;
    return x.textContent.slice(0, k) + "…"; };
  const first = n.querySelector(".first"), rest = n.querySelector(".rest");
  const label = first ? [shown(first), shown(rest)].filter(Boolean).join(" ") : n.textContent;
  const cut = first ? shown(first) !== first.textContent
    : n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1;
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, full: n.dataset.full, label, cut }; })"""


@pytest.mark.parametrize("lang", list(LOCALES))
def test_six_long_names_are_each_on_screen_whole_or_told_apart(live_server: LiveServer, phone, lang: str) -> None:
    """Six long names at 360x740, 130 %: each pill on screen, no label cut, all distinct, a tap shows it whole."""
    table = live_server.create_table("score-pad", list(NAMES))
    for seat in range(len(NAMES)):  # three-digit scores: the badges take their widest room
        act(live_server, table, {"type": "score", "seat": seat, "delta": 100 + 7 * seat}, seat)
    page = stressed(phone, lang, {"width": 360, "height": 740})
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator("#players-bar .player")).to_have_count(len(NAMES))
    caught_up(page)
    width = page.evaluate("visualViewport.width")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    pills = page.evaluate(PILLS)
    screenshot(page, f"bar-names-{lang}")
    for pill, name in zip(pills, NAMES, strict=True):
        assert pill["left"] >= -0.5 and pill["right"] <= width + 0.5, f"{name}'s pill is off the screen: {pill}"
        assert pill["top"] >= 0 and pill["bottom"] <= 740, f"{name}'s pill is off the screen: {pill}"
        assert not pill["cut"], f"{name} shows as a cut {pill['label']!r}"
        shown = [part.rstrip("…").rstrip(".") for part in pill["label"].split()]  # "Ва." an initial, "Алексан…" cut
        assert all(part in name for part in shown), f"{name} shows as {pill['label']!r}"
        first = name.split()[0]
        if sum(n.split()[0] == first for n in NAMES) == 1:  # no twin: no lone initial or sliver of the rest
            assert pill["label"] in (first, name), f"{name} shows as {pill['label']!r}"
    labels = [p["label"] for p in pills]
    assert len(set(labels)) == len(labels), f"two players look the same: {labels}"
    for i in (1, 5):  # a split one shows whole on a tap
        page.locator("#players-bar .player .pname").nth(i).click()
        expect(page.locator("#toast")).to_have_text(NAMES[i])
        expect(page.locator("#toast")).to_be_in_viewport()


@pytest.mark.parametrize("phase, together", [("movement", True), ("performance", False)])
def test_all_at_once_glows_each_pill_and_one_turn_fills_it(
    live_server: LiveServer, phone, phase: str, together: bool
) -> None:
    """Six filled pills in the secret Movement read as one dark band (pt9): each keeps its colours in the glow."""
    table = open_at(live_server, tour("king-of-all-bards", names_of("king-of-all-bards")), phase)
    page = stressed(phone, "en", {"width": 360, "height": 740})
    opened(page, live_server, table, 1)
    turn = page.locator("#players-bar .player.turn")
    fills = turn.evaluate_all("(els) => els.map((el) => getComputedStyle(el).backgroundColor)")
    page_fg = page.evaluate("getComputedStyle(document.body).color")
    assert (len(fills) > 1) == together, fills
    if together:
        assert page_fg not in fills, fills  # the card's colour, not the inverted fill
    else:
        assert fills == [page_fg], fills  # one to act: filled with the text's colour, as ever


def test_names_are_fitted_again_when_the_text_size_changes(live_server: LiveServer, phone) -> None:
    """pt11: text set to 130 % once the page was up left the bar's names cut ("Bartholo…") until the next move."""
    table = live_server.create_table("score-pad", list(NAMES))
    page = phone()
    page.goto(seat_link(live_server, table, 2))
    expect(page.locator("#players-bar .player")).to_have_count(len(NAMES))
    caught_up(page)
    page.evaluate("document.documentElement.style.setProperty('font-size', '130%', 'important')")
    cut = """() => [...document.querySelectorAll('#players-bar .pname')].filter((n) => {
      const w = n.querySelector('.first') || n; return w.scrollWidth > w.clientWidth + 1;
    }).map((n) => n.dataset.full)"""
    wait_for(page, f"({cut})().length === 0")  # drawn again within the wait, else it fails


def test_the_turns_pill_keeps_its_surname_whole_as_the_turn_moves(live_server: LiveServer, phone) -> None:
    """pt23: the pill on turn (and the one it left) cut "Longname-S…" one pixel over; Russian said "(ты) (ходит)"."""
    names = ["Bartholomew Longname-Smy", "Maximilian Oppenheimer-X", "Zoë Ellington-Hartley", "Wilhelmina Featherstone"]
    table = live_server.create_table("minstrels", names, {"first_player": 0})
    for seat in range(4):
        act(live_server, table, {"type": "board_ready", "coins": [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]}, seat)
    page = stressed(phone, "ru", {"width": 360, "height": 740})
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    expect(page.locator("#players-bar .player.me .sr")).to_have_text(" (ты, твой ход)")
    act(live_server, table, {"type": "roll_dice", "values": [4, 6]}, 0)
    act(live_server, table, {"type": "pass"}, 0)
    wait_for(page, "C.table.snap().state.turn === 1")
    cut = page.evaluate("""() => [...document.querySelectorAll('#players-bar .pname > *')]
      .filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent)""")
    assert cut == [], f"cut with an ellipsis: {cut}"
    expect(page.locator("#players-bar .player.me .sr")).to_have_text(" (ты)")


def test_a_turn_prompt_calls_a_player_as_the_bar_does(live_server: LiveServer, phone) -> None:
    """Two Bartholomews: the waiting phone's prompt says "Bartholomew F.", as the bar, not the whole 24 characters."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 1})
    page = stressed(phone, "en", {"width": 360, "height": 740})
    page.goto(seat_link(live_server, table, 2))
    caught_up(page)
    prompt = page.locator("#prompt")
    expect(prompt).to_contain_text("Bartholomew F.:")
    assert "Featherstone" not in prompt.text_content()


# Text at 130 % as the page's first content is parsed, the way a reviewer's script sets it (an inline <style>
# is refused by the page's CSP): a constructed stylesheet adopted at DOMContentLoaded.
LATE_TEXT = """document.addEventListener("DOMContentLoaded", () => { const s = new CSSStyleSheet();
  s.replaceSync("html { font-size: 130% !important }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, s]; });"""


def test_four_pills_go_two_a_row_at_130_percent_on_a_wider_phone(live_server: LiveServer, phone) -> None:
    """pt108: at 412 px and 130 % four pills a row cut the host's name to "Barth…": Chrome left the bar's
    container query as the 100 % text had it (four a row fit there)."""
    table = live_server.create_table("score-pad", list(NAMES[:4]))
    cols = "getComputedStyle(document.getElementById('players-bar')).gridTemplateColumns.split(' ').length"
    plain = phone(viewport={"width": 412, "height": 915})
    plain.goto(seat_link(live_server, table, 2))
    expect(plain.locator("#players-bar .player")).to_have_count(4)
    caught_up(plain)
    assert plain.evaluate(cols) == 4  # at 100 % the four share one row
    page = phone(init_script=LATE_TEXT, viewport={"width": 412, "height": 915})
    page.goto(seat_link(live_server, table, 2))
    expect(page.locator("#players-bar .player")).to_have_count(4)
    caught_up(page)
    assert page.evaluate("getComputedStyle(document.documentElement).fontSize") == "20.8px"
    wait_for(page, f"{cols} === 2")
    pills = page.evaluate(PILLS)
    assert not [p for p in pills if p["cut"]], pills


# Each line of a name in the bar against every box between it and its pill that clips up or down: the
# text's own box (its font's ascent to descent, accents included) must lie inside each.
CLIPPED_TOPS = """() => [...document.querySelectorAll("#players-bar .pname")].flatMap((n) =>
  [...n.querySelectorAll(".first, .rest")].concat(n.querySelector(".first") ? [] : [n]).flatMap((line) => {
    const range = document.createRange(); range.selectNodeContents(line);
    const text = range.getBoundingClientRect(), out = [];
    for (let el = line; !el.classList.contains("player"); el = el.parentElement) {
      const box = el.getBoundingClientRect();
      if (getComputedStyle(el).overflowY !== "visible" && (box.top > text.top + 0.5 || box.bottom < text.bottom - 0.5))
        out.push(`${line.textContent}: ${el.className} ${box.top}-${box.bottom} clips ${text.top}-${text.bottom}`);
    }
    return out; }))"""


@pytest.mark.parametrize("players", [2, 6])
def test_an_accent_over_a_capital_is_not_cut_off_in_the_bar(live_server: LiveServer, phone, players: int) -> None:
    """pt115: the accent of "Ólafur" was cut at its top, a split name's line 1.05 high clipping its own glyphs."""
    names = ["Ólafur Ragnarsson-Þórðars", "Ásdís Guðmundsdóttir-Berg", "Éowyn Ånström-Ødegaard", "Zoë Ell", "Åsa", "Ún"]
    table = live_server.create_table("score-pad", [n[:24] for n in names[:players]])
    page = stressed(phone, "en", {"width": 360, "height": 740})
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator("#players-bar .player")).to_have_count(players)
    caught_up(page)
    assert page.locator("#players-bar .pname.short").count() >= 2  # the split names' layout, where it was cut
    assert page.evaluate(CLIPPED_TOPS) == []

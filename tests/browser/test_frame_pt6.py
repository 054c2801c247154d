"""The table frame after blind playtest pt6 (RE8816, issue #26): who am I, names at the end, the log's dot, the die.

Every game at 360x740 with text at 130 % and six 24-character names (UX.md's stress set).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.recorded import PHASES, open_at, tour
from tests.browser.support import LiveServer, caught_up, screenshot, seat_link, switch_scheme
from tests.browser.test_end_screens import GAMES, recorded_end
from tests.browser.test_stress_set import LOCALES, SIZES, names_of, opened, stressed

# The own pill's mark, as drawn: its box-shadow ring (colour and width) and the page's colour behind
# it, the contrast between them (WCAG's ratio), in each layout the pill takes (its name whole or split),
# with and without the turn's highlight. Every other pill: no ring.
MARK = """() => {
  const lin = (x) => { x = +x / 255; return x <= .03928 ? x / 12.92 : ((x + .055) / 1.055) ** 2.4; };
  const lum = (c) => { const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map(lin);
    return .2126 * r + .7152 * g + .0722 * b; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + .05) / (y + .05); };
  const bg = getComputedStyle(document.querySelector(".topbar")).backgroundColor;
  const ring = (el) => { const s = getComputedStyle(el).boxShadow; if (!s || s === "none") return null;
    const rings = [...s.matchAll(/(rgba?\\([^)]*\\))\\s+0px 0px 0px (\\d+(?:\\.\\d+)?)px/g)]
      .map((m) => ({ color: m[1], px: +m[2] })).filter((r) => r.px > 0 && !/rgba\\(.*, 0\\)/.test(r.color));
    return rings.length ? rings[rings.length - 1] : null; };  // the outermost ring is the last one drawn
  const pills = [...document.querySelectorAll("#players-bar .player")];
  const me = document.querySelector("#players-bar .player.me");
  const look = () => { const r = ring(me);
    const short = me.querySelector(".pname").classList.contains("short");
    return { ring: r, contrast: r ? ratio(r.color, bg) : 0, short }; };
  const plain = look();
  const was = me.classList.contains("turn"); me.classList.add("turn");  // the turn's highlight on the same pill
  const turn = look(); if (!was) me.classList.remove("turn");
  return { plain, turn, others: pills.filter((p) => p !== me && ring(p)).length };
}"""


@pytest.mark.parametrize("game", list(PHASES))
def test_your_own_pill_is_marked_in_every_layout_and_scheme(live_server: LiveServer, phone, game: str) -> None:
    """A seated phone rings its own pill 3:1 against the page, light and dark, with or without the turn's highlight."""
    table = open_at(live_server, tour(game, names_of(game)), PHASES[game][0])
    problems = []
    for size in SIZES:
        page = stressed(phone, "en", size)
        for seat in (0, 2):
            opened(page, live_server, table, seat)
            for scheme in ("light", "dark"):
                switch_scheme(page, scheme)
                got = page.evaluate(MARK)
                where = f"{game} {size['width']}px seat {seat} {scheme}"
                for state in ("plain", "turn"):
                    mark = got[state]
                    if not mark["ring"] or mark["ring"]["px"] < 2 or mark["contrast"] < 3:
                        layout = "split" if mark["short"] else "whole"
                        problems.append(f"{where} ({state}, name {layout}): own pill mark {mark}")
                if got["others"]:
                    problems.append(f"{where}: {got['others']} other pills ringed too")
        screenshot(page, f"own-pill-{game}-{size['width']}")
        page.close()
    assert not problems, "\n".join(problems)


# Names in the end screen's standings, each cut (clipped by its box) or whole.
CUT_NAMES = """(names) => {
  const main = document.querySelector("#main"), out = [];
  const clipped = (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  // the standings, not a board's legend
  for (const el of main.querySelectorAll(":is(.final, .bs-end, .standings) :is(li, tr) *")) {
    const text = el.textContent.trim();
    if (!names.some((n) => text.endsWith(n)) || el.children.length > 2) continue;
    for (let x = el; x && x !== main; x = x.parentElement) {
      const s = getComputedStyle(x);
      if (/hidden|clip/.test(s.overflowX + s.overflowY) && clipped(x)) {
        out.push(text + " @" + x.tagName + "." + x.className); break; }
    }
  }
  return [...new Set(out)];
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_standings_show_every_name_whole(live_server: LiveServer, phone, lang: str) -> None:
    """Every game's end screen at 360 and 412 px: no standing's name cut (two lines where needed)."""
    problems = []
    for size in SIZES:
        page = stressed(phone, lang, size)
        for game in GAMES:
            opened(page, live_server, recorded_end(live_server, game), 0)
            page.locator(".bgstats").wait_for()
            cut = page.evaluate(CUT_NAMES, list(names_of(game)))
            if cut:
                problems.append(f"{game} {lang} {size['width']}px: cut names {cut}")
            if size == SIZES[0]:
                screenshot(page, f"end-names-{game}-{lang}")
        page.close()
    assert not problems, "\n".join(problems)


# The colour of the dot on the log's latest line, and the colour of each winner's seat.
LAST_DOT = """async () => {
  const T = C.table, snap = T.snap(), dot = document.querySelector("#last-move .dot");
  const play = await (await fetch(`/api/tables/${T.code}/play?tz=0`)).json();
  const won = (play.players || play.play.players).map((p, i) => (p.winner ? i : null)).filter((i) => i !== null);
  return { dot: dot ? dot.style.getPropertyValue("--pc") : null, winners: won.map((i) => snap.players[i].color),
    text: document.querySelector("#last-move").textContent };
}"""


@pytest.mark.parametrize("game", GAMES)
def test_the_last_line_at_the_end_never_carries_a_loser_s_colour(live_server: LiveServer, phone, game: str) -> None:
    """At the game's end the log's latest line carries the winner's colour, or none: never the last actor's."""
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, recorded_end(live_server, game), 0)
    page.locator(".bgstats").wait_for()
    page.wait_for_timeout(200)  # the play, fetched once the end screen is drawn
    got = page.evaluate(LAST_DOT)
    if game == "score-pad":  # its end line names who ended it (pt102): their colour beside their name, or none
        ender = page.evaluate("C.table.snap().log.filter((e) => e.text && !e.undone).at(-1).actor")
        assert isinstance(ender, int) and "ends the game" in got["text"], got
        assert got["dot"] == page.evaluate(f"C.table.snap().players[{ender}].color"), got
        return
    assert got["dot"] is None or (len(got["winners"]) == 1 and got["dot"] == got["winners"][0]), got


def die_shown(page: Page, put_back: bool = False) -> dict:
    """The Dice button's icon (drawn or not) and how many rows the table's buttons take.

    `put_back`: the icon put back first, in the same task as the measure (the frame's resize check would take it
    out again between two calls: a fresh clone under load saw it gone and one row).
    """
    return page.evaluate(
        """(back) => { if (back) document.querySelector("#open-dice").classList.remove("nodie");
      const d = document.querySelector("#open-dice .die");
      const tops = new Set([...document.querySelectorAll(".table-actions .btn")]
        .map((b) => Math.round(b.getBoundingClientRect().top)));
      return { die: !!d && d.getBoundingClientRect().width > 0, rows: tops.size }; }""",
        put_back,
    )


@pytest.mark.parametrize("lang", list(LOCALES))
def test_the_dice_button_keeps_its_die_in_every_language(live_server: LiveServer, phone, lang: str) -> None:
    """The Dice button shows its die in every language where it fits, the table's buttons in one row at 360 px."""
    # Six players, a game with dice (Tales of Danger has none since pt19).
    table = live_server.create_table("king-of-all-bards", list(names_of("king-of-all-bards")))
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    caught_up(page)
    got = die_shown(page)
    screenshot(page, f"dice-button-{lang}")
    assert got["rows"] == 1, got
    if lang in ("en", "de"):  # both fit with the die at 360 px, text at 130 %
        assert got["die"], got
    if not got["die"]:  # left out only where it would cost the buttons a second row
        assert die_shown(page, put_back=True) == {"die": True, "rows": 2}, lang


# Pairs of names that share their first word: the rest (or its initial) is all that tells them apart.
TWINS = (
    "Zoë Ellington-Hartleyson",
    "Zoë Featherstone-Smythe",
    "Maximilian Oberhausen-Ko",
    "Maximilian Thistlewood-B",
    "Александра Воронцова-Даш",
    "Александра Васильева-Кир",
)


@pytest.mark.parametrize("game", list(PHASES))
def test_the_crown_never_makes_two_pills_look_alike(live_server: LiveServer, phone, game: str) -> None:
    """Names sharing a first word stay told apart on every pill, the first player's crown included."""
    from tests.browser.test_player_bar_names import PILLS

    names = TWINS[: len(names_of(game))]
    rec = tour(game, names)
    problems = []
    crowned = 0
    for phase in PHASES[game]:
        page = stressed(phone, "en", SIZES[0])
        opened(page, live_server, open_at(live_server, rec, phase), 0)
        crowned += page.locator("#players-bar .crown").count()
        labels = [p["label"] for p in page.evaluate(PILLS)]
        if len(set(labels)) < len(labels):
            problems.append(f"{game} {phase}: two pills look the same: {labels}")
        screenshot(page, f"crown-{game}-{phase}")
        page.close()
    assert not problems, "\n".join(problems)
    print(game, "pills with a crown:", crowned)

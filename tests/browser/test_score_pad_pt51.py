"""The score pad after the 51st blind playtest: 360x740, six 24-character names, text at 130 %.

A double click on the grid's "Enter these scores" enters it once; a category label keeps 85 % of the
text size and breaks only between words or at a syllable, with a hyphen; a long name breaks only
between words in the final standings and the cell editor.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, as_host, call, read, screenshot, wait_for
from tests.browser.test_stress_set import NAMES, SIZES, TEXT_AT, opened, stressed

CATS = {"categories": ["Gold", "Quests", "Monsters"], "rounds": 3, "tie_breaker": "Gold"}
LONG = {"categories": ["Monsters", "Sehenswürdigkeiten", "Достопримечательности", "Gold"], "rounds": 2}

# Every category label: its size against the body's, and each break inside a word (where the line
# changes between two of its letters), which must come after a soft hyphen; nothing past its cell.
LABELS = """() => { const out = [], body = parseFloat(getComputedStyle(document.body).fontSize);
  for (const el of document.querySelectorAll(".pad-entry .pe-grid tbody th")) {
    const span = el.querySelector(".pe-cat"), node = span.firstChild, text = node.textContent;
    const cell = el.getBoundingClientRect();
    const size = parseFloat(getComputedStyle(span).fontSize), name = text.replace(/\\u00AD/g, "");
    if (size < 0.85 * body - 0.1) out.push(`${name}: ${size}px, under 85 % of ${body}px`);
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: ${el.scrollWidth}px in ${el.clientWidth}px`);
    const top = (i) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
      // after a soft hyphen a letter's first rectangle is the hyphen's, on the line before
      const b = [...r.getClientRects()].filter((x) => x.width > 0).pop(); return b || null; };
    let last = null;
    for (let i = 0; i < text.length; i++) {
      const b = top(i); if (!b) continue;
      if (b.right > cell.right + 1) out.push(`${name}: "${text[i]}" past its cell by ${b.right - cell.right}px`);
      if (last && Math.round(b.top) > Math.round(last.b.top) + 2 && text[i - 1] !== " " && text[last.i] !== "\\u00AD")
        out.push(`${name}: broken inside a word at "${text.slice(0, i).replace(/\\u00AD/g, "")}|"`);
      last = { b, i };
    }
    const high = span.getBoundingClientRect().height;
    if (name === "Monsters" && high > size * 1.5) out.push(`Monsters not on one line: ${high}px high`);
  }
  return out; }"""


def _host(phone, live_server: LiveServer, table: dict, lang: str = "en") -> Page:
    page = stressed(phone, lang, SIZES[0])
    as_host(page, live_server, table)
    wait_for(page, f"C.table.snap().seq === {table['seq']}")
    return page


def test_a_double_click_on_enter_these_scores_enters_the_grid_once(live_server: LiveServer, phone) -> None:
    """pt51: a dblclick made every passed-round player's round 6 instead of 3, the log lines twice."""
    table = live_server.create_table("score-pad", list(NAMES), CATS, seated=False)
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    for seat in range(6):
        for ci in range(3):
            page.fill(f"#pe-{seat}-{ci}", "1")
    page.locator(".pad-entry .send-all").first.dblclick()
    expect(page.locator("[data-k=round-in]")).to_be_visible()
    page.wait_for_timeout(600)  # a second submission, if one went, has had its answer
    state = read(live_server, table)
    assert state["state"]["totals"] == [3] * 6
    lines = [e["text"] for e in state["log"] if e["type"] == "round_scored"]
    assert len(lines) == 3, lines
    screenshot(page, "score-pad-pt51-dblclick")
    page.close()


def test_category_labels_keep_their_size_and_break_at_syllables_on_a_fresh_load(live_server: LiveServer, phone) -> None:
    """pt51: "Monsters" lost its "s" (93 px in 87), long labels at ~11 px broke as "Sehenswürdigk|eiten"."""
    table = live_server.create_table("score-pad", list(NAMES[:4]), LONG, seated=False)
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "de", "ru"):
        page = _host(phone, live_server, table, lang)
        expect(page.locator(".pad-entry .pe-cat")).to_have_count(4)
        problems += [f"{lang}: {p}" for p in page.evaluate(LABELS)]
        screenshot(page, f"score-pad-pt51-labels-{lang}")
        # The reviewer's larger text came after the page had drawn: the labels follow it too.
        page.evaluate(TEXT_AT, "100 %")
        page.reload()
        wait_for(page, f"C.table.snap().seq === {table['seq']}")
        page.evaluate(TEXT_AT, "130 %")
        problems += [f"{lang}, text made larger after the load: {p}" for p in page.evaluate(LABELS)]
        page.close()
    assert not problems, "\n".join(problems)


PT51 = (
    "Bartholomew Longname-Smy",
    "Wilhelmina Featherstone",
    "Zoë Ellington-Hartley",
    "Maximilian Oppenheimer-X",
    "Анастасия Константиновна",
    "Friederike Großmann-Weiß",
)
# Each text inside `sel`: a line that changes inside a word (not after a space, a hyphen or a zero-width
# space) is a name broken mid-word; a letter past the box's right edge that no ellipsis hides is cut.
BREAKS = """(sel) => { const out = [];
  for (const box of document.querySelectorAll(sel)) {
    const edge = box.getBoundingClientRect().right, walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      const text = node.textContent, host = node.parentElement, st = getComputedStyle(host);
      const hidden = st.textOverflow === "ellipsis" && host.scrollWidth > host.clientWidth + 1;
      let last = null;
      for (let i = 0; i < text.length; i++) {
        const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
        const b = [...r.getClientRects()].filter((x) => x.width > 0).pop();
        if (!b) continue;
        if (last !== null && b.top > last + 2 && !" -\\u200B".includes(text[i - 1]))
          out.push(`"${text}" broken at "${text.slice(0, i)}|"`);
        if (!hidden && b.right > edge + 1) out.push(`"${text}" past its box at "${text[i]}"`);
        last = b.top;
      }
    }
  }
  return out; }"""


def test_long_names_break_only_between_words_in_the_standings_and_the_cell_editor(
    live_server: LiveServer, phone
) -> None:
    """pt51: "Анастасия Константинов|на" in the final standings and the cell editor (360 px, 130 %)."""
    table = live_server.create_table("score-pad", list(PT51), CATS, seated=False)
    grid = {str(s): {"Gold": 5 + s, "Quests": 1, "Monsters": 2} for s in range(6)}
    act(live_server, table, {"type": "score_grid", "round": 1, "scores": grid})
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "ru"):
        page = _host(phone, live_server, table, lang)
        page.locator(".pad-entry .pe-val[data-k='pv-4-1']").click()
        expect(page.locator(".cell-fix")).to_be_visible()
        problems += [f"{lang}, cell editor: {p}" for p in page.evaluate(BREAKS, ".cell-fix .fix-row > span")]
        screenshot(page, f"score-pad-pt51-cell-fix-{lang}")
        page.close()
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    for lang in ("en", "ru"):
        page = _host(phone, live_server, table, lang)
        page.emulate_media(color_scheme="dark")
        expect(page.locator(".final .name")).to_have_count(6)
        problems += [f"{lang}, standings: {p}" for p in page.evaluate(BREAKS, ".final .name")]
        page.locator(".final [data-k='final4']").scroll_into_view_if_needed()
        screenshot(page, f"score-pad-pt51-standings-{lang}")
        page.close()
    assert not problems, "\n".join(problems)


def test_the_toasts_say_each_category_and_who_entered_the_grid(live_server: LiveServer, phone) -> None:
    """pt51: "Zoë +4 (Quests, Monsters)" for Quests 4 and Monsters 0; "Round 1 entered for 4 players" named nobody."""
    table = live_server.create_table("score-pad", list(PT51), CATS, seated=False)
    zoe = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 2})["token"]
    table["seats"][2]["token"] = zoe
    table["seq"] = read(live_server, table)["seq"]
    for lang, own, grid in (
        ("en", "Round 1 entered: Zoë: Quests +4, Monsters 0", "The host entered round 1 for 4 players"),
        (
            "de",
            "Runde 1 eingetragen: Zoë: Quests +4, Monsters 0",
            "Der Gastgeber hat Runde 1 für 4 Spieler eingetragen",
        ),
        ("ru", "Раунд 1 записан: Zoë: Quests +4, Monsters 0", "Хозяин стола: раунд 1, очки внесены для 4 игроков"),
    ):
        host = _host(phone, live_server, table, lang)
        act(
            live_server,
            table,
            {"type": "score_grid", "round": 1, "scores": {"2": {"Quests": 4, "Monsters": 0}}},
            seat=2,
        )
        expect(host.locator("#toast.show")).to_have_text(own)
        screenshot(host, f"score-pad-pt51-toast-own-{lang}")
        table["seq"] = read(live_server, table)["seq"]
        player = stressed(phone, lang, SIZES[0])
        opened(player, live_server, table, 2)
        act(
            live_server,
            table,
            {"type": "score_grid", "scores": {str(s): {"Gold": 1, "Quests": 2} for s in (0, 1, 3, 4)}},
        )
        expect(player.locator("#toast.show")).to_contain_text(grid)
        screenshot(player, f"score-pad-pt51-toast-grid-{lang}")
        act(live_server, table, {"type": "undo"})
        act(live_server, table, {"type": "undo"}, seat=2)
        table["seq"] = read(live_server, table)["seq"]
        host.close()
        player.close()


def test_the_invite_sheet_calls_a_seat_anyone_can_take_open(live_server: LiveServer, phone) -> None:
    """pt51: seats nobody had taken read "· on the host's phone", and other phones then took them unasked."""
    table = live_server.create_table("score-pad", list(PT51), CATS, seated=False)
    table["seq"] = read(live_server, table)["seq"]
    for lang, said in (
        ("en", "open: anyone can join"),
        ("de", "offen: jeder kann beitreten"),
        ("ru", "свободно: может сесть любой"),
    ):
        page = _host(phone, live_server, table, lang)
        page.locator("#open-share").click()
        expect(page.locator("#sheet")).to_contain_text(said)
        expect(page.locator("#sheet")).not_to_contain_text(
            {"en": "on the host's phone", "de": "auf dem Gastgeber-Handy", "ru": "телефоне хозяина"}[lang]
        )
        screenshot(page, f"score-pad-pt51-invite-{lang}")
        page.close()


def test_the_grid_header_covers_its_whole_row_when_it_sticks(live_server: LiveServer, phone) -> None:
    """pt51: stuck over the Gold row, the names sat beside the Gold label, so the row seemed to hold initials."""
    table = live_server.create_table("score-pad", list(PT51[:4]), CATS, seated=False)
    grid = {str(s): {"Gold": 5 + s, "Quests": 1, "Monsters": 2} for s in range(4)}
    act(live_server, table, {"type": "score_grid", "round": 1, "scores": grid})
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    head = page.locator(".pad-entry .pe-grid thead th").first
    label = page.locator(".pad-entry .pe-grid tbody th").first
    label.scroll_into_view_if_needed()
    # Scroll until the stuck header's bottom is at the Gold label's middle.
    page.evaluate(
        """([h, l]) => { const hb = h.getBoundingClientRect(), lb = l.getBoundingClientRect();
        const stuck = parseFloat(getComputedStyle(h).top) + hb.height;  // the header's bottom once stuck
        scrollBy(0, lb.top + lb.height / 2 - stuck + 4); }""",
        [head.element_handle(), label.element_handle()],
    )
    page.wait_for_timeout(100)
    seen = page.evaluate(
        """(l) => { const b = l.getBoundingClientRect(), x = b.left + 10, y = b.top + b.height / 2 - 2;
        const el = document.elementFromPoint(x, y);
        return { thead: !!(el && el.closest('thead')), tag: el && el.outerHTML.slice(0, 80) }; }""",
        label.element_handle(),
    )
    screenshot(page, "score-pad-pt51-sticky-head")
    assert seen["thead"], f"the Gold label shows beside the stuck names: {seen['tag']}"
    page.close()


def test_the_dark_placeholder_reads_at_4_5_to_1(live_server: LiveServer, phone) -> None:
    """pt51: "± points" was #757575 on #1f222b in dark, 3.4:1."""
    table = live_server.create_table("score-pad", list(PT51), CATS, seated=False)
    table["seats"][1]["token"] = call(live_server, f"/api/tables/{table['code']}/join", {"seat": 1})["token"]
    table["seq"] = read(live_server, table)["seq"]
    page = stressed(phone, "en", SIZES[0])
    page.emulate_media(color_scheme="dark")
    opened(page, live_server, table, 1)
    ratio = page.evaluate(
        """() => { const f = document.querySelector('.typed .amount'), lum = (c) => {
          const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3)
            .map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const a = lum(getComputedStyle(f, '::placeholder').color), b = lum(getComputedStyle(f).backgroundColor);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }"""
    )
    assert ratio >= 4.5, f"the placeholder is {ratio:.2f}:1"
    page.close()


def test_the_end_screen_has_one_primary_button_play_again(live_server: LiveServer, phone) -> None:
    """pt51: "Play again" and "Send to BG Stats" were two equal blue primaries."""
    table = live_server.create_table("score-pad", list(PT51), CATS, seated=False)
    act(live_server, table, {"type": "score_grid", "round": 1, "scores": {"0": {"Gold": 3}}})
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    expect(page.locator("a.bgstats")).to_be_visible()
    expect(page.locator("#play-again")).to_have_class(re.compile(r"\bprimary\b"))
    expect(page.locator("a.bgstats")).not_to_have_class(re.compile(r"\bprimary\b"))
    screenshot(page, "score-pad-pt51-end")
    page.close()

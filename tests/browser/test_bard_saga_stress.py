"""Bard Saga under UX.md's stress set: six 24-character names, en/de/ru, 360 and 412 px, text at 130 %.

The game is toured once through its main phases (tests/browser/recorded.py); each phase is opened
on a phone per language and size, seat 0's and seat 1's views, and every name the game itself
writes (the players' cards, the end ranking and its winner line, the We drew picker) is read
word by word: a name may wrap between its words or after a hyphen, never inside a word.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.recorded import PHASES, open_at, tour
from tests.browser.support import LiveServer, act, as_host, read, screenshot, wait_for
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, TEXT_AT, opened, stressed

GAME = "bard-saga"
# Where Bard Saga writes a player's name: the players' cards, the end ranking and its winner line.
NAMED = ".bs-p .row1, .bs-end li, .bs-end .win, .bs-setup li, .bs-note, .bs-pick"


def test_no_name_breaks_inside_a_word(live_server: LiveServer, phone) -> None:
    rec = tour(GAME, NAMES)
    pages = {(lang, seat): stressed(phone, lang, size) for lang in LOCALES for seat, size in enumerate(SIZES)}
    problems: list[str] = []
    for phase in PHASES[GAME]:
        table = open_at(live_server, rec, phase)
        for (lang, seat), page in pages.items():
            opened(page, live_server, table, seat)
            broken = page.evaluate(BROKEN_WORDS, NAMED)
            if broken:
                problems.append(f"{lang} {SIZES[seat]['width']}px, {phase}: {broken}")
            if seat == 0:
                screenshot(page, f"bard-saga-stress-{lang}-{phase}", full_page=True)
    assert not problems, "\n".join(problems)


def test_the_end_ranking_shows_every_name_whole_in_russian(live_server: LiveServer, phone) -> None:
    """Six 24-character names in the end ranking at 360 px, text at 130 %: each whole, on up to two lines."""
    page = stressed(phone, "ru", SIZES[0])
    opened(page, live_server, open_at(live_server, tour(GAME, NAMES), "ended"), 0)
    names = page.locator(".bs-end li .nm")
    expect(names).to_have_count(len(NAMES))
    cut = "(el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1"
    assert [n.text_content() for n in names.all() if n.evaluate(cut)] == []
    assert sorted(n.text_content() for n in names.all()) == sorted(NAMES)


# Each deck's count badge ("×3") against its colour word: the boxes' overlap, in px (0: apart).
BADGE_ON_WORD = """() => [...document.querySelectorAll(".deck")].flatMap((d) => {
  const c = d.querySelector(".cnt"), w = d.querySelector("b"); if (!c || !w) return [];
  const r = document.createRange(); r.selectNodeContents(w);
  const a = c.getBoundingClientRect(), b = r.getBoundingClientRect();
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 0 && y > 0 ? [`${w.textContent} ${c.textContent}: ${Math.round(x)}x${Math.round(y)} px`] : []; })"""


def test_the_count_badge_stays_off_the_colour_word(live_server: LiveServer, phone) -> None:
    rec = tour(GAME, NAMES)
    table = open_at(live_server, rec, "seeking")
    problems: list[str] = []
    for lang in LOCALES:
        for seat, size in enumerate(SIZES):
            page = stressed(phone, lang, size)
            opened(page, live_server, table, seat)
            assert page.locator(".deck .cnt").count(), "no deck holds more than one Story here"
            problems += [f"{lang} {size['width']}px: {x}" for x in page.evaluate(BADGE_ON_WORD)]
    assert not problems, "\n".join(problems)


def test_the_cost_dots_grow_with_the_text(live_server: LiveServer, phone) -> None:
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, open_at(live_server, tour(GAME, NAMES), "seeking"), 0)
    dot, root = page.locator(".deck .need i").first, "parseFloat(getComputedStyle(document.documentElement).fontSize)"
    large, grown = dot.bounding_box(), page.evaluate(root)
    page.evaluate(TEXT_AT, "100 %")
    small, grown = dot.bounding_box(), grown / page.evaluate(root)
    assert large and small and grown > 1.2
    assert large["width"] / small["width"] > grown * 0.95, (small, large, grown)


def test_after_the_singing_the_header_names_the_new_round(live_server: LiveServer, phone) -> None:
    table = open_at(live_server, tour(GAME, NAMES), "declaring")
    st = read(live_server, table)["state"]
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 0)
    # The prompt asks for the new round's white colour: the header says that round, not the one sung.
    expect(page.locator("[data-k=phase]")).to_have_text(f"Round {st['round'] + 1} · Declaring white")


# Whether the whole Field shows between the sticky top bar and the fixed bottom bar.
FIELD_IN_VIEW = """() => { const f = document.querySelector(".bs-field").getBoundingClientRect();
  const top = document.querySelector(".topbar").getBoundingClientRect().bottom;
  const bottom = document.querySelector(".actionbar").getBoundingClientRect().top;
  return f.top >= top - 1 && f.bottom <= bottom + 1; }"""


def test_the_phone_passed_round_shows_the_next_player_the_field(live_server: LiveServer, phone) -> None:
    table = open_at(live_server, tour(GAME, NAMES), "seeking", phones=False)
    page = stressed(phone, "en", SIZES[0])
    as_host(page, live_server, table)  # no seat of its own: it follows the turn round the table
    page.locator(".bs-field").wait_for()
    page.evaluate("scrollTo(0, 900)")  # the player read the players' cards below
    assert not page.evaluate(FIELD_IN_VIEW)
    turn, seq = page.evaluate("[C.table.snap().state.turn, C.table.snap().seq]")
    act(live_server, table, {"type": "play", "color": "Red", "by": turn})
    wait_for(page, f"C.table.snap().seq > {seq} && C.table.seat() !== {turn}")
    # The phone goes to the next player: the Field, where they choose, is in view.
    wait_for(page, FIELD_IN_VIEW.replace("() => ", "(() => ") + ")()")
    # A player's own phone is never moved under them when the turn moves on.
    own = stressed(phone, "en", SIZES[1])
    opened(own, live_server, {**table, "seq": seq + 1}, 0)
    own.evaluate("scrollTo(0, 900)")
    at = own.evaluate("scrollY")
    turn, seq = own.evaluate("[C.table.snap().state.turn, C.table.snap().seq]")
    act(live_server, table, {"type": "play", "color": "Red", "by": turn})
    wait_for(own, f"C.table.snap().seq > {seq}")
    own.wait_for_timeout(100)
    assert abs(own.evaluate("scrollY") - at) < 50


def test_the_scroll_tiles_keep_every_word_whole(live_server: LiveServer, phone) -> None:
    """pt4 Bard Saga 1: "Красны/й", "Жёлты/й", "Тракти/р 0" in four narrow tiles at 360 px, text at 130 %."""
    table = open_at(live_server, tour(GAME, NAMES), "seeking")
    problems: list[str] = []
    for lang in LOCALES:
        for seat, size in enumerate(SIZES):
            page = stressed(phone, lang, size)
            opened(page, live_server, table, seat)
            page.locator(".bs-row .scroll").first.wait_for()
            broken = page.evaluate(BROKEN_WORDS, ".bs-row .scroll")
            if broken:
                problems.append(f"{lang} {size['width']}px: {broken}")
            screenshot(page, f"bard-saga-pt4-scrolls-{lang}-{size['width']}")
            page.close()
    assert not problems, "\n".join(problems)

"""Bard Saga's table screen on your turn (issue #26, round three): at 360x740 with text at 130 %.

pt4: the fixed bottom panel took ~45 % of the screen, so the Field's bottom row and your own Scrolls
were below the fold. Measured here in English, German and Russian, on the phone of the player on
turn, the page as it opens (no scrolling): the whole Field, your Scroll tiles and the bottom bar's
colour buttons and Pass all between the sticky top bar and the fixed bottom bar (or inside it).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from companion.games.bard_saga.prompt import SEEKING
from companion.i18n import _, using
from tests.browser.bard_saga_support import FIELD, check_screen, post, top_up
from tests.browser.recorded import open_at, record, tour
from tests.browser.support import LINES, LiveServer, as_host, read, screenshot, switch_scheme, wait_for
from tests.browser.test_history import BROKEN_WORDS
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, opened, stressed

GAME = "bard-saga"
# What a player must see on their turn without scrolling, each as [what, top, bottom] against the band
# between the top bar and the bottom bar; the bar's own buttons inside the screen.
ON_TURN = """() => {
  const r = (sel) => document.querySelector(sel).getBoundingClientRect();
  const px = (b) => `${Math.round(b.top)}-${Math.round(b.bottom)} px`;
  const top = r(".topbar").bottom, bar = r(".actionbar"), vh = visualViewport.height, out = [];
  for (const [what, sel] of [["the Field", ".bs-field"], ["your Scrolls", ".bs-mine .bs-row"]]) {
    const b = r(sel);
    const band = px({ top, bottom: bar.top });
    if (b.top < top - 1 || b.bottom > bar.top + 1) out.push(`${what} at ${px(b)}, the band ${band}`);
  }
  for (const el of document.querySelectorAll("#game-actions .cbtn, #game-actions > .btn")) {
    const b = el.getBoundingClientRect();
    if (b.top < 0 || b.bottom > vh + 1) out.push(`${el.textContent} at ${px(b)} of ${vh}`);
  }
  return out; }"""


def _legend_found(server: LiveServer, table: dict, mark) -> None:
    """Round 1: a Legend uncovered and found (the status then names the top Legend, its colour and art)."""
    post(server, table, {"type": "set_field", "colors": FIELD})
    post(server, table, {"type": "choose_starting", "seat": 0})
    st = post(server, table, {"type": "declare", "color": "Green"}, 0)
    for kind in ("collect", "search"):
        top_up(server, table, st, st["turn"], st["need"][6]["scrolls"])
        st = post(server, table, {"type": kind, "deck": 6, "color": "Yellow", "art": "Drum"}, st["turn"])
    mark("seeking")


@pytest.mark.parametrize("when", ["round 1", "a Legend found"])
def test_on_your_turn_the_field_your_scrolls_and_the_action_fit_one_screen(
    live_server: LiveServer, phone, when: str
) -> None:
    rec = tour(GAME, NAMES) if when == "round 1" else record(GAME, list(NAMES), _legend_found)
    table = open_at(live_server, rec, "seeking")
    seat = read(live_server, table)["state"]["turn"]
    problems: list[str] = []
    for lang in LOCALES:
        page = stressed(phone, lang, SIZES[0])
        opened(page, live_server, table, seat)
        page.locator("#game-actions .cbtn").first.wait_for()
        problems += [f"{lang}: {p}" for p in page.evaluate(ON_TURN)]
        screenshot(page, f"bard-saga-turn-view-{lang}-{when.replace(' ', '-')}")
        page.close()
    assert not problems, "\n".join(problems)


def test_a_stalled_table_is_told_and_the_host_ends_it_here(live_server: LiveServer, phone) -> None:
    """pt4: every Scroll held, none can be paid with: one line says so; the host's tap ends the game."""
    table = live_server.create_table("bard-saga", list(NAMES[:4]))
    post(live_server, table, {"type": "set_field", "colors": FIELD})
    post(live_server, table, {"type": "choose_starting", "seat": 0})
    st = post(live_server, table, {"type": "declare", "color": "Green"}, 0)
    for seat, have in enumerate(st["scrolls"]):
        post(live_server, table, {"type": "adjust", "seat": seat, "scrolls": {c: -n for c, n in have.items() if n}})
    for seat, colour in enumerate(
        ("Red", "Blue", "Yellow", "Green")
    ):  # one colour each: every card asks for mixed ones
        st = post(live_server, table, {"type": "adjust", "seat": seat, "scrolls": {colour: 10}})
    st = post(live_server, table, {"type": "adjust", "seat": 1, "vp": 3})  # Wilhelmina Featherstones wins
    assert st["stalled"]
    player = stressed(phone, "ru", SIZES[0])
    opened(player, live_server, {**table, "seq": read(live_server, table)["seq"]}, 1)
    expect(player.locator("[data-k=stalled]")).to_have_text("Трактир пуст, платить нечем")
    assert player.locator("[data-k=stalled] span").evaluate(LINES) == 1  # one line, at 360 px with text at 130 %
    german = stressed(phone, "de", SIZES[0])
    opened(german, live_server, {**table, "seq": read(live_server, table)["seq"]}, 2)
    expect(german.locator("[data-k=stalled]")).to_have_text("Gasthaus leer, keiner kann zahlen")
    assert german.locator("[data-k=stalled] span").evaluate(LINES) == 1
    switch_scheme(german, "dark")
    check_screen(german, "the stalled notice, de 360 dark")
    expect(player.locator("[data-k=stalled] button")).to_have_count(0)  # a player's phone: no end button
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, table)  # passed round: it acts for the seat on turn, the end in the host's name
    notice = host.locator("[data-k=stalled]")
    expect(notice).to_contain_text("Stuck: empty Inn, nobody can pay")
    assert notice.locator("span").evaluate(LINES) == 1
    check_screen(host, "the stalled notice with the host's button, en 360 light")
    screenshot(host, "bard-saga-stalled-host")
    notice.get_by_role("button", name="End the game here").click()
    host.locator("dialog.ask").get_by_role("button", name="End the game").click()  # the standings are final: asked
    expect(host.locator(".bs-end .win")).to_contain_text("Wilhelmina Featherstones wins the Bard Saga!")
    expect(player.locator(".bs-end li")).to_have_count(4)
    # Her surname is the longest word: the winner line keeps it whole on the 360 px phone (it broke "Featherstone/s").
    assert not player.evaluate(BROKEN_WORDS, ".bs-end .win"), player.locator(".bs-end .win").inner_text()
    assert read(live_server, table)["state"]["phase"] == "ended"


# The players' lines that wrap: a name, the Scrolls' dots or the VP on more than one line (LINES: the
# line boxes of an element's text), or the dots on more than one row.
ONE_LINE = (
    """(els) => els.filter((el) => [...el.children].some((c) => c.matches(".have")
  ? c.getBoundingClientRect().height > 2 * c.firstChild.getBoundingClientRect().height : ("""
    + LINES
    + """)(c) > 1))
  .map((el) => el.textContent)"""
)


def test_after_the_singing_a_line_per_player_under_the_field_and_no_old_stories(live_server: LiveServer, phone) -> None:
    """pt4: the Singing summary was an 8-line paragraph above the Field; last round's Stories stayed shown.

    pt52: the one line per player moved above the Field (the paragraph after it), in view above the bar."""
    table = open_at(live_server, tour(GAME, NAMES), "declaring")
    st = read(live_server, table)["state"]
    assert any(st["played"]), "the tour sang no Story: nothing to see gone"
    for lang in LOCALES:
        page = stressed(phone, lang, SIZES[0])
        opened(page, live_server, table, 0)
        lines = page.locator(".bs-sung li")
        expect(lines).to_have_count(6)
        # Each player's line is one line (under two of its text's height); above the Field since pt52
        # (under it, it lay under the declare buttons).
        tall = lines.evaluate_all(ONE_LINE)
        assert not tall, f"{lang}: {tall}"
        assert page.evaluate(
            "document.querySelector('.bs-field').compareDocumentPosition(document.querySelector('.bs-sung')) & 2"
        )
        expect(page.locator(".bs-p .played")).to_have_count(0)  # shuffled into the Market: gone
        screenshot(page, f"bard-saga-sung-{lang}")
        page.close()


# Swaps what the prompt asks for (a text node of #prompt) for another of the game's words: the frame's
# "Name: …" around it stays as the phone draws it (4: NodeFilter.SHOW_TEXT).
SWAP = """([was, now]) => { const w = document.createTreeWalker(document.querySelector("#prompt"), 4);
  for (let n; (n = w.nextNode()); ) if (n.data.includes(was)) { n.data = n.data.replace(was, now); return true; }
  return false; }"""


def test_every_seeking_prompt_takes_two_lines_at_most(live_server: LiveServer, phone) -> None:
    """pt4 playthrough: "…: Geschichte ausspielen, Legende suchen oder passen" took 3 lines (de, ru) at 360 px."""
    table = open_at(live_server, tour(GAME, NAMES), "seeking", phones=False)
    problems: list[str] = []
    for lang in LOCALES:
        page = stressed(phone, lang, SIZES[0])
        as_host(page, live_server, table)  # passed round: "Wilhelmina: …", the name before what to do
        wait_for(page, f"C.table.snap() && C.table.snap().seq === {table['seq']}")
        with using(lang):
            asks = [_(v) for v in SEEKING.values()]
        was = next(a for a in asks if a in page.locator("#prompt").inner_text())
        for ask in asks:
            assert page.evaluate(SWAP, [was, ask])
            was, n = ask, page.locator("#prompt").evaluate(LINES)
            if n > 2:
                problems.append(f"{lang}: {n} lines: {page.locator('#prompt').inner_text()!r}")
        page.close()
    assert not problems, "\n".join(problems)

"""The King of All Bards with 6 players at 360x740 and 412x915, light and dark (issue #12).

On every main screen (the reveal, the Duel's result, a Brawl waiting for its draw, the Brawl drawn,
the end): the page never scrolls sideways, no number wraps (nor leaves its word), text has at
least 4.5:1 contrast against what is behind it and the pieces at least 3:1.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.contrast import log_screen
from tests.browser.support import LiveServer, screenshot, seat_link
from tests.browser.test_king_of_all_bards import _api, _seated
from tests.browser.test_stress_set import LARGER_TEXT

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
BARDS = ("slav", "helga", "caspar", "kiro", "lilly", "hikari")
SIZES = [(360, 740), (412, 915)]

# WCAG contrast of an element's text (or an SVG shape's fill / stroke) against the colour behind it.
CONTRAST = """([el, what]) => {
  const rgb = (c) => { const v = (c.match(/[\\d.]+/g) || []).map(Number), k = c.startsWith("color(") ? 255 : 1;
    return [v[0] * k, v[1] * k, v[2] * k, v.length > 3 ? v[3] : 1]; };
  const lum = (c) => { const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const behind = (e) => { for (; e; e = e.parentElement) {
      const cs = getComputedStyle(e), svg = e instanceof SVGElement && e.tagName !== "svg";
      const shape = svg && e.tagName === "g" && e.querySelector(":scope > rect:not(.bard), :scope > .sqc");
      if (shape) return rgb(getComputedStyle(shape).fill);
      const c = rgb(cs.backgroundColor); if (!svg && c[3] > 0) return c; }
    return [255, 255, 255, 1]; };
  const cs = getComputedStyle(el);
  const fg = rgb(what === "text" ? (el instanceof SVGElement ? cs.fill : cs.color) : cs[what]);
  const [a, b] = [lum(fg), lum(behind(el))].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""

# Every number on the page, with the word it is bound to, on one line: the tokens whose line boxes differ.
WRAPS = """() => { const bad = [], w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = w.nextNode());) {
    const el = n.parentElement;
    if (!el || el.closest("svg, [hidden]") || !el.getClientRects().length) continue;
    for (const m of n.data.matchAll(/[^ \\n\\t]*\\d[^ \\n\\t]*/g)) {
      const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) bad.push(m[0]); } }
  return bad; }"""

TEXT = [".kob-phase", ".kob-brawl .kob-b", ".kob-moment h3", ".kob-moment .chip", ".kob-due h3", ".kob-due p"]
TEXT += [".draw-pair .btn", ".kob-end h2", ".kob-decided", ".kob-places th", ".kob-places td"]
TEXT += [".kob-board text.pn", ".kob-board text.cap", "#game-actions .btn", ".kob-ending h3", ".kob-ending p"]
PIECES = ".kob-board .fan, .kob-board .bard"
# One synchronous pass over the page as it is (a re-render cannot slip in between), colours settled.
MEASURE = (
    """([text, pieces]) => { document.getAnimations().forEach((a) => a.finish());
  document.querySelectorAll(".flash").forEach((e) => e.classList.remove("flash"));
  const ratio = """
    + CONTRAST
    + """, low = [];
  for (const sel of text) for (const el of document.querySelectorAll(sel)) {
    const r = ratio([el, "text"]); if (!(r >= 4.5)) low.push([sel, el.textContent, r]); }
  for (const el of document.querySelectorAll(pieces)) {
    const r = ratio([el, "stroke"]); if (!(r >= 3)) low.push(["piece", "", r]); }
  return low; }"""
)


def _check(page: Page, what: str) -> None:
    """No sideways scroll, no number wraps, text 4.5:1 and pieces 3:1 on this screen."""
    log_screen(page)
    size = page.viewport_size
    assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width"), (what, size)
    assert page.evaluate(WRAPS) == [], (what, size, page.evaluate(WRAPS))
    assert page.evaluate(MEASURE, [TEXT, PIECES]) == [], (what, size)
    assert page.locator(PIECES).count() > 0 or what == "end"


def test_six_players_on_small_and_large_phones_light_and_dark(live_server: LiveServer, phone) -> None:
    t = _seated(live_server, NAMES, BARDS)
    pages = {}
    for w, hgt in SIZES:
        for scheme in ("light", "dark"):
            page = phone(viewport={"width": w, "height": hgt}, color_scheme=scheme, service_workers="block")
            page.goto(seat_link(live_server, t, 0))
            pages[(w, scheme)] = page

    def screen(name: str, ready: str) -> None:
        for (w, scheme), page in pages.items():
            expect(page.locator(ready).first).to_be_visible()
            _check(page, name)
            if w == 360:
                screenshot(page, f"kob-6p-{name}-{scheme}")

    for seat, pub in enumerate((2, 2, 3, 4, 5, 6)):
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    screen("reveal", '[data-k="reveal"] .chip >> nth=5')
    for seat, genre in enumerate(("love", "epic")):
        _api(live_server, t, {"type": "duel_song", "genre": genre, "mood": "major"}, seat)
    for seat, value in enumerate((6, 2)):
        _api(live_server, t, {"type": "duel_roll", "value": value}, seat)
    _api(live_server, t, {"type": "duel_settle"})
    screen("duel", ".kob-duel-card")
    for seat in (2, 3, 3, 4, 5):  # Pub 2 fills up: 6/6
        _api(live_server, t, {"type": "move_fan", "color": seat, "from": "reserve", "to": 2}, seat)
    _api(live_server, t, {"type": "duel_reward", "rewards": ["fan"], "wait_for_draw": True}, 0)
    screen("brawl-due", ".draw-pair")
    _api(live_server, t, {"type": "draw_brawl", "drawn": [3]}, 0)
    screen("brawl", ".kob-brawl")
    for pub in (1, 3, 4, 5):
        _api(live_server, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    _api(live_server, t, {"type": "adjust_tips", "delta": 4}, 0)
    screen("ending", ".kob-ending")
    _api(live_server, t, {"type": "end_game"})
    screen("end", ".kob-end")
    expect(pages[(360, "dark")].locator("#play-again")).to_be_in_viewport()


def test_fans_carry_their_players_initial_and_labels_grow_with_the_phones_text(live_server: LiveServer, phone) -> None:
    """A Fan is told apart without its colour (its player's initial); the Pub labels follow the phone's text size."""
    t = _seated(live_server, ["Ann", "Bob", "Cy"], BARDS[:3])
    sizes = []
    for init in (None, LARGER_TEXT):
        page = phone(viewport={"width": 360, "height": 740}, service_workers="block", init_script=init)
        page.goto(seat_link(live_server, t, 0))
        pubs = page.locator(".kob-board g.pub")
        expect(pubs.nth(0).locator("text.fi")).to_have_text(["A"])
        expect(pubs.nth(2).locator("text.fi")).to_have_text(["C"])
        labels = pubs.locator("text.pn")
        sizes.append(labels.first.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)"))
        # Every Pub's name stays left of the Pub's icon (x 94 in the Pub's box), however large the text.
        page.wait_for_function("() => new Promise((ok) => requestAnimationFrame(() => ok(true)))")
        ends = labels.evaluate_all("(els) => els.map((el) => { const b = el.getBBox(); return b.x + b.width; })")
        assert len(ends) == 6 and max(ends) <= 93, ends
    assert sizes[1] > sizes[0] * 1.2, sizes

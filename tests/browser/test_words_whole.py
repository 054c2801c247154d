"""No word is broken across lines when it would fit on one (issue #26, round three).

`.table-main { overflow-wrap: anywhere }` let every box shrink below its words and break them
anywhere: Russian "Красны/й" on Bard Saga's Scroll tiles, names broken into letters. A word may
break only where it is wider than the whole line it is in (a 24-letter name in a narrow card). Each
game's main screens at 360x740, text at 130 %, in German and Russian (the long words), as the tour
of the stress set reaches them: every word split over two lines is measured, in its own font,
against the width of the block it is laid out in; and no text may break anywhere (which squeezes
its box below its words, so that the word then counts as wider than its line).
"""

from __future__ import annotations

import pytest

from tests.browser.recorded import PHASES, open_at, tour
from tests.browser.test_stress_set import names_of, opened, stressed

# Each word (hyphens, slashes and dashes are places to break) whose pieces sit on more than one line
# although it would fit the block it is in: the word, the element and the room it had.
BROKEN = """() => { const out = [], ctx = document.createElement("canvas").getContext("2d");
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node; (node = walk.nextNode()); ) {
    const el = node.parentElement;
    if (!el || !el.getClientRects().length || el.closest(".sr, [hidden], script, style")) continue;
    let box = el;
    while (box.parentElement && getComputedStyle(box).display === "inline") box = box.parentElement;
    const cs = getComputedStyle(box), room = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    ctx.font = getComputedStyle(el).font;
    for (const m of node.data.matchAll(/[^\\s\\-\\u2010-\\u2014/]+/g)) {
      const r = document.createRange();
      r.setStart(node, m.index);
      r.setEnd(node, m.index + m[0].length);
      const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
      const wide = ctx.measureText(m[0]).width;
      if (tops.size > 1 && wide <= room)
        out.push(`"${m[0]}" in ${el.tagName.toLowerCase()}.${el.className}`
          + ` (${Math.round(wide)} of ${Math.round(room)} px)`);
    }
  }
  return out; }"""
# Each element with text of its own that may break a word anywhere (which also lets a grid or flex
# box shrink below its words, so that the check above cannot see the word was squeezed).
ANYWHERE = """() => [...document.querySelectorAll("body *")].filter((el) =>
    [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim()) && el.getClientRects().length
    && (getComputedStyle(el).overflowWrap === "anywhere" || getComputedStyle(el).wordBreak === "break-all"))
  .map((el) => `${el.tagName.toLowerCase()}.${el.className} breaks anywhere: `
    + JSON.stringify(el.textContent.trim().slice(0, 30)))"""


@pytest.mark.parametrize("game", PHASES)
def test_no_word_that_fits_a_line_is_broken(live_server, phone, game: str) -> None:
    """Every main screen, German and Russian, 360 px, 130 %: words break only when wider than their line."""
    rec = tour(game, names_of(game))
    pages = {lang: stressed(phone, lang, {"width": 360, "height": 740}) for lang in ("de", "ru")}
    problems: list[str] = []
    for phase in PHASES[game]:
        table = open_at(live_server, rec, phase)
        for lang, page in pages.items():
            opened(page, live_server, table, 0)
            problems += [f"{game} {lang} {phase}: {p}" for p in page.evaluate(BROKEN) + page.evaluate(ANYWHERE)]
    assert not problems, "\n".join(problems)

"""The score pad after the 46th blind playtest: 360x740, six 24-character names, text at 130 %.

The host's grid heads its columns with the score table's unique short forms and breaks a category only
between words; the legend reads as a key; the end names every player level with the winner, with their
tie-break figure, and the standings show it beside each shared total.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, as_host, read, screenshot, wait_for
from tests.browser.test_stress_set import SIZES, stressed

# Two pairs of players whose names start alike (pt46: "Christ…" could be either).
ALIKE = (
    "Bartholomew Longname-Smy",
    "Christine Fitzgerald-Hol",
    "Zoë Ellington-Hartleyson",
    "Анатолий Петрович-Сидоро",
    "Анастасия Владимировна-К",
    "Christopher Fitzwilliams",
)
CATS = {"categories": ["Gold", "Monsters", "Siegpunkte", "Side quests"], "rounds": 1, "tie_breaker": "Gold"}

# Each column's head (whole, never cut) and each category label's words (each on one line, inside its cell).
HEADS = """() => { const out = [], heads = [];
  for (const el of document.querySelectorAll(".pad-entry .pe-grid thead .pname")) {
    heads.push(el.textContent);
    if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.textContent} cut: ${el.scrollWidth}px`);
  }
  for (const el of document.querySelectorAll(".pad-entry .pe-grid tbody th")) {
    const node = (el.querySelector(".pe-cat") || el).firstChild, text = node.textContent;
    let at = 0;
    for (const word of text.split(" ")) {
      const r = document.createRange(); r.setStart(node, at); r.setEnd(node, at + word.length); at += word.length + 1;
      const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
      if (lines > 1) out.push(`${word} broken over ${lines} lines`);
      if (r.getBoundingClientRect().right > el.getBoundingClientRect().right + 1) out.push(`${word} past its cell`);
    }
  }
  return { out, heads }; }"""


def test_the_host_grid_heads_columns_apart_and_breaks_categories_between_words(live_server: LiveServer, phone) -> None:
    """pt46: "Barth… Maxi… Анас… Christ…" and "Monste/rs" at 360/130 %."""
    table = live_server.create_table("score-pad", list(ALIKE), CATS, seated=False)
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        as_host(page, live_server, table)
        wait_for(page, f"C.table.snap().seq === {table['seq']}")
        expect(page.locator(".pad-entry .pe-grid thead .pname")).to_have_count(6)
        page.wait_for_timeout(200)  # the labels' fit runs in the next frame
        seen = page.evaluate(HEADS)
        problems += [f"{lang}: {p}" for p in seen["out"]]
        heads = seen["heads"]
        if len({x.lower() for x in heads}) != len(heads):
            problems.append(f"{lang}: two columns headed alike: {heads}")
        table_heads = page.locator(".pad-grid thead .initial").all_text_contents()
        if heads != table_heads:
            problems.append(f"{lang}: grid {heads} against score table {table_heads}")
        screenshot(page, f"score-pad-pt46-grid-{lang}")
        page.close()
    assert not problems, "\n".join(problems)

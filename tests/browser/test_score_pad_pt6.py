"""The score pad's table screen after the sixth blind playtest (issue #26): the stress set, text at 100 and 130 %.

The own card's typed amount keeps room for five digits and its placeholder, its button keeps its
word whole (on a row of its own when it must), and the thumb bar stays small, in English, German
and Russian at 360 and 412 px. Places and who has entered show during play; the host's cards fold
under the round sheet; Finish names who has no score for the last round.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, as_host, read, screenshot, wait_for
from tests.browser.test_stress_set import LOCALES, NAMES, SIZES, TEXT_AT, opened, stressed

CATS = {"categories": ["Gold", "Quests", "Bonus"], "rounds": 3, "tie_breaker": "Gold"}
# The own card's entry row: the field's inner width against "-00000" and its placeholder in the
# field's own font, the button's label against its box, and the bottom bar's height.
ENTRY = """(seat) => {
  const card = document.querySelector(`#amount-${seat}`).closest(".score-card");
  const field = card.querySelector(".typed .amount"), button = card.querySelector(".typed .btn");
  const cs = getComputedStyle(field), ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  const digits = ctx.measureText("-00000").width;
  const ph = getComputedStyle(field, "::placeholder");
  ctx.font = `${ph.fontWeight} ${ph.fontSize} ${ph.fontFamily}`;
  const hint = ctx.measureText(field.placeholder).width;
  const inner = field.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  const line = parseFloat(getComputedStyle(button).lineHeight) || parseFloat(getComputedStyle(button).fontSize) * 1.3;
  const pad = parseFloat(getComputedStyle(button).paddingTop) + parseFloat(getComputedStyle(button).paddingBottom);
  return { inner, digits, hint, cut: button.scrollWidth > button.clientWidth + 1,
    lines: Math.round((button.clientHeight - pad) / line), label: button.textContent,
    bar: document.querySelector(".actionbar").getBoundingClientRect().height };
}"""


def test_the_own_cards_entry_row_keeps_a_usable_field_and_whole_words(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", list(NAMES), CATS)
    table["seq"] = read(live_server, table)["seq"]
    problems, bars = [], {}
    for lang in LOCALES:
        for size in SIZES:
            page = stressed(phone, lang, size)
            opened(page, live_server, table, 1)  # Wilhelmina's own phone
            for text in ("130 %", "100 %"):
                page.evaluate(TEXT_AT, text)
                got = page.evaluate(ENTRY, 1)
                where = f"{lang} {size['width']}px text {text}"
                if got["inner"] < max(got["digits"], got["hint"]):
                    problems.append(f"{where}: the field is {got['inner']:.0f}px inside, needs {got['digits']:.0f} and {got['hint']:.0f}")
                if got["cut"] or got["lines"] != 1:
                    problems.append(f"{where}: {got['label']!r} is cut or broken ({got['lines']} lines)")
                bars[where] = got["bar"]
                if size["width"] == 360 and text == "130 %":
                    screenshot(page, f"score-pad-entry-{lang}")
            page.close()
    assert not problems, "\n".join(problems)
    # "Next round" and "Finish" share one row: the bar is three rows (those, the log line, the table's).
    tallest = max(bars, key=bars.get)
    assert bars[tallest] <= 175, f"the bottom bar is {bars[tallest]:.0f}px high at {tallest}"

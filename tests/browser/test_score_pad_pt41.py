"""The score pad after the 41st blind playtest: 360x740, six 21-24-character names, text at 130 %.

The score table keeps all six columns on screen with three-digit and negative scores; the host grid's
names never break inside a word and its three-digit values stay on one line; an entry far out of line
with its category's entries so far is asked about first.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read
from tests.browser.test_score_pad_pt8 import _host, _table
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed

# Anything in the score tables reaching past the visual viewport, and each column's head on screen.
PAST = """() => { const vw = visualViewport.width, out = [];
  for (const el of document.querySelectorAll(".pad-grid th, .pad-grid td")) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > vw + 1) out.push(`${el.dataset.k || el.textContent} reaches ${Math.round(r.right)}px`);
  }
  return out; }"""


def _big(live_server: LiveServer, table: dict) -> None:
    """Three-digit and negative scores in every column."""
    scores = {str(s): {"Gold": 95 + s, "Quests": -105 - s, "Bonus": 250, "Relics": 7} for s in range(6)}
    act(live_server, table, {"type": "score_grid", "scores": scores})
    table["seq"] = read(live_server, table)["seq"]


def test_the_score_table_keeps_six_columns_with_three_digit_scores(live_server: LiveServer, phone) -> None:
    """pt41: the table was 30 px past 360 px (42 px on the end screen); the sixth column was cut unseen."""
    table = _table(live_server)
    _big(live_server, table)
    problems = []
    for lang in ("en", "de", "ru"):
        page = _host(phone, live_server, table, lang)
        expect(page.locator(".pad-grid")).to_be_visible()
        problems += [f"{lang}: {p}" for p in page.evaluate(PAST)]
        page.close()
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    expect(page.locator(".pad-grid")).to_be_visible()
    problems += [f"end: {p}" for p in page.evaluate(PAST)]
    assert not problems, "\n".join(problems)


def test_an_entry_far_out_of_line_with_its_category_is_asked_about(live_server: LiveServer, phone) -> None:
    """pt41: 5000 among grid cells of 0-7 on a fresh table, and 55 typed for 5, went in without a question."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    for seat, v in zip((0, 3, 4, 5), ("5000", "3", "7", "0"), strict=True):
        page.locator(f"#pe-{seat}-0").fill(v)
    page.locator(".pad-entry .send-all").click()
    ask = page.locator("dialog.ask")
    expect(ask).to_contain_text("+5,000 for Bartholomew Longname-Smy in Gold?")
    ask.locator("button", has_text="Cancel").click()
    expect(page.locator("#pe-0-0")).to_have_value("5000")
    assert read(live_server, table)["seq"] == table["seq"]
    # Quests 1-10 so far; a player's own phone types 55 for 5: asked, naming the value and the player.
    act(
        live_server,
        table,
        {"type": "score_grid", "scores": {"0": {"Quests": 4}, "3": {"Quests": 10}, "4": {"Quests": 1}}},
    )
    table["seq"] = read(live_server, table)["seq"]
    page.close()
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    card = page.locator(f'section.score-card[aria-label="{NAMES[1]}"]')
    card.locator(".card-cat select").select_option("Quests")
    card.locator(".typed .amount").fill("55")
    card.locator(".typed .btn").click()
    expect(page.locator("dialog.ask")).to_contain_text(f"+55 for {NAMES[1]} in Quests?")

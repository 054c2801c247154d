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


# Each column name of the grid on one line (cut with an ellipsis, never inside a word), each value on one.
WRAPS = """() => { const out = [];
  for (const el of document.querySelectorAll(".pad-entry .pname, .pad-entry .pe-val")) {
    const r = document.createRange(); r.selectNodeContents(el);
    const lines = new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
    if (lines > 1) out.push(`${el.textContent} on ${lines} lines`);
    if (el.matches(".pe-val") && el.scrollWidth > el.clientWidth + 1) out.push(`${el.textContent} wider than its cell`);
  }
  return out; }"""

# The focused field against the sticky names' row over it, and the sticky Enter against the fold's line.
COVERS = """() => { const f = document.activeElement.getBoundingClientRect();
  const head = document.querySelector(".pad-entry > .pe-grid thead th").getBoundingClientRect();
  return f.top < head.bottom - 1
    ? `the field's top ${Math.round(f.top)} under the names' bottom ${Math.round(head.bottom)}` : null; }"""

UNDER = """() => document.querySelector(".pad-entry > .pe-grid thead th").getBoundingClientRect().bottom
  - document.getElementById("pe-5-0").getBoundingClientRect().top"""

OVER = """() => { const b = document.querySelector(".pad-entry .send-all").getBoundingClientRect();
  const s = document.querySelector(".pad-entry .held-fold > summary").getBoundingClientRect();
  const px = (r) => `${Math.round(r.top)}-${Math.round(r.bottom)}`;
  return b.top < s.bottom - 1 && b.bottom > s.top + 1 ? `Enter ${px(b)} over the fold's line ${px(s)}` : null; }"""


def test_the_host_grid_keeps_names_whole_values_on_a_line_and_the_field_in_view(live_server: LiveServer, phone) -> None:
    """pt41: "Barthol/omew", "Анаста/сия", "10/4", "5 0/00"; the sticky names over the Gold row; Enter over the fold."""
    table = _table(live_server)
    act(
        live_server,
        table,
        {"type": "score_grid", "scores": {"0": {"Gold": 104}, "3": {"Gold": -105}, "4": {"Gold": 5000}}},
    )
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "de", "ru"):
        page = _host(phone, live_server, table, lang)
        expect(page.locator(".pad-entry .pe-val")).to_have_count(3)
        problems += [f"{lang}: {p}" for p in page.evaluate(WRAPS)]
        for y in range(0, 800, 40):  # the sticky Enter over the fold's line while both are on screen
            page.evaluate(f"window.scrollTo(0, {y})")
            over = page.evaluate(OVER)
            if over:
                problems.append(f"{lang}: at {y}px {over}")
                break
        page.evaluate("window.scrollTo(0, 0)")
        # Scrolled until the Gold row lies half under the sticky names, then tapped where it shows.
        field = page.locator("#pe-5-0")
        for _ in range(60):
            page.evaluate("window.scrollBy(0, 8)")
            gap = page.evaluate(UNDER)
            if gap > 15:
                break
        box = field.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] - 6)  # its part still showing
        expect(field).to_be_focused()
        page.wait_for_timeout(300)
        covered = page.evaluate(COVERS)
        if covered:
            problems.append(f"{lang}: {covered}")
        page.close()
    assert not problems, "\n".join(problems)


# The card's typed amount's button against the fixed bottom bar, the page unscrolled.
ADD = """() => { const b = document.querySelector(".score-card .typed .btn");
  const bar = document.getElementById("actionbar").getBoundingClientRect();
  return { bottom: Math.round(b.getBoundingClientRect().bottom), bar: Math.round(bar.top) }; }"""


def test_a_players_own_phone_has_its_add_button_on_screen_with_the_leader_and_first_player(
    live_server: LiveServer, phone
) -> None:
    """pt41: "Add to Quests" sat under the bottom bar once "★ leading" and "♛ First player" showed (b06)."""
    table = _table(live_server)
    act(live_server, table, {"type": "rolloff"})
    act(live_server, table, {"type": "score", "seat": 1, "delta": 7, "category": "Gold"}, 1)
    table["seq"] = read(live_server, table)["seq"]
    problems = []
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        opened(page, live_server, table, 1)
        expect(page.locator('[data-k="first"]')).to_be_visible()
        expect(page.locator('[data-k="legend"]')).to_be_visible()
        m = page.evaluate(ADD)
        if m["bottom"] > m["bar"]:
            problems.append(f"{lang}: the Add button's bottom {m['bottom']}px under the bar's top {m['bar']}px")
        page.close()
    assert not problems, "\n".join(problems)


def test_a_tap_on_the_greyed_undo_says_why(live_server: LiveServer, phone) -> None:
    """pt41: undo greyed on a player's phone once another had acted, the reason only in a tooltip."""
    table = _table(live_server)
    act(live_server, table, {"type": "score", "seat": 1, "delta": 3, "category": "Gold"}, 1)
    act(live_server, table, {"type": "score", "seat": 0, "delta": 2, "category": "Gold"})
    table["seq"] = read(live_server, table)["seq"]
    for lang, said in (("en", "Only the host can undo that"), ("de", None), ("ru", None)):
        page = stressed(phone, lang, SIZES[0])
        opened(page, live_server, table, 1)
        undo = page.locator("#undo")
        expect(undo).to_be_disabled()
        undo.tap(force=True)
        page.wait_for_timeout(400)
        expect(page.locator("#toast.show")).to_have_text(said or undo.get_attribute("data-why"))
        page.close()


def test_the_passed_round_phone_rolls_for_the_player_it_holds_and_says_so(live_server: LiveServer, phone) -> None:
    """pt41 (a25): "Roll for me" stayed the label while the host's phone rolled for Maximilian."""
    table = _table(live_server)
    for lang, said in (
        ("en", "Roll for Maximilian"),
        ("de", "Für Maximilian würfeln"),
        ("ru", "Бросить за игрока Maximilian"),
    ):
        page = _host(phone, live_server, table, lang)
        page.locator('.player[data-k="p3"]').click()
        page.locator("#open-dice").click()
        expect(page.locator("#roll-for-me")).to_have_text(said)
        page.close()


def test_the_early_next_round_question_names_every_incomplete_player(live_server: LiveServer, phone) -> None:
    """pt41 (c14): Zoë (no score) was named, Wilhelmina (one category of three) was not."""
    table = _table(live_server)
    full = {"Gold": 1, "Quests": 1, "Bonus": 1, "Relics": 1}
    act(live_server, table, {"type": "score_grid", "scores": {str(s): full for s in (0, 3, 4, 5)}})
    act(live_server, table, {"type": "score", "seat": 1, "delta": 3, "category": "Gold"}, 1)
    table["seq"] = read(live_server, table)["seq"]
    page = _host(phone, live_server, table)
    page.get_by_role("button", name="Next round: Round 2 →").click()
    expect(page.locator("dialog.ask")).to_contain_text("Wilhelmina and Zoë have empty categories in round 1")


def test_a_tap_on_a_score_table_initial_shows_the_whole_name(live_server: LiveServer, phone) -> None:
    """pt41: the columns are headed "Ba Wi Zo Ma Ан Gu"; the whole name only in a title a phone never shows."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    page.locator(".pad-grid thead th").nth(6).locator(".initial").click()
    expect(page.locator("#toast.show")).to_have_text(NAMES[5])


def test_the_end_screen_does_not_repeat_the_standings_as_cards(live_server: LiveServer, phone) -> None:
    """pt41 (a31): six large player cards repeated the standings between them and the score table."""
    table = _table(live_server)
    _big(live_server, table)
    act(live_server, table, {"type": "finish"})
    table["seq"] = read(live_server, table)["seq"]
    for seat in ("host", 1):
        page = _host(phone, live_server, table) if seat == "host" else stressed(phone, "en", SIZES[0])
        if seat != "host":
            opened(page, live_server, table, 1)
        expect(page.locator(".standings")).to_be_visible()
        expect(page.locator(".pad-grid")).to_be_visible()
        expect(page.locator(".score-card, .card-fold")).to_have_count(0)
        page.close()


def test_a_name_tapped_with_the_dice_sheet_open_makes_the_roll_theirs(live_server: LiveServer, phone) -> None:
    """pt41 (a23): the sheet says "Tap a name above to roll for them", but its backdrop covered the bar."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    page.locator("#open-dice").click()
    expect(page.locator(".dice .rolls-for")).to_have_text("Tap a name above to roll for them")
    page.locator('.player[data-k="p3"]').click()
    expect(page.locator("#sheet")).to_be_visible()
    expect(page.locator(".dice .rolls-for")).to_have_text(f"Rolls for {NAMES[3]}")
    expect(page.locator("#roll-for-me")).to_have_text("Roll for Maximilian")
    # The sheet's head (its title and close button) is not under the bar.
    head = page.locator("#sheet .sheet-head").bounding_box()
    bar = page.locator(".topbar").bounding_box()
    assert head["y"] >= bar["y"] + bar["height"] - 1, (head, bar)

"""The score pad after the 36th blind playtest (issue #26), at 360x740 with six 24-character names and text at 130 %.

The host's grid says when the round of every seat it holds is in (no empty fields to type it twice);
a toast keeps clear of the round's status line; a player's own phone enters its own seat's round;
"I rolled this" waits for the dice's values instead of sending an empty roll.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LiveServer, act, read
from tests.browser.test_score_pad_pt8 import HELD, _host, _table
from tests.browser.test_stress_set import NAMES, SIZES, opened, stressed

# The shown toast's box and the round's status line's, in the viewport.
BOXES = """() => { const box = (sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return { top: r.top, bottom: r.bottom }; };
  return { toast: box('#toast.show'), line: box('[data-k="round"]') }; }"""
# Three frames: the toast is placed again in each of the two after it shows (table.js toastAt).
FRAMES = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))))"


def test_the_host_grid_says_the_round_is_in_and_toasts_keep_the_round_clear(live_server: LiveServer, phone) -> None:
    """pt36: the toast sat on "Round 1 of 3 · n of 6 entered"; the grid offered empty fields after Enter."""
    table = _table(live_server)
    page = _host(phone, live_server, table)
    expect(page.locator("form.pad-entry .send-all")).to_be_visible()  # the grid open, its Enter in sight
    act(live_server, table, {"type": "score", "seat": 1, "delta": 5, "category": "Gold"}, 1)
    expect(page.locator("#toast.show")).to_have_text("Wilhelmina +5 Gold")
    page.evaluate(FRAMES)
    boxes = page.evaluate(BOXES)
    assert boxes["toast"]["top"] >= boxes["line"]["bottom"] or boxes["toast"]["bottom"] <= boxes["line"]["top"], boxes
    whole = {"Gold": 4, "Quests": 2, "Bonus": 1, "Relics": 3}
    act(live_server, table, {"type": "score_grid", "scores": {str(s): whole for s in HELD}})
    said = page.locator('[data-k="round-in"]')
    # Four counted (pt46: four first names ran it to 4 lines at 360 px); the grid's heads name them.
    expect(said.locator("h2")).to_have_text(f"✓ Round 1 entered for {len(HELD)} players")
    lines = "(e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)"
    assert said.locator("h2").evaluate(lines) < 2.5
    expect(said).to_contain_text("Next: Round 2 →")
    # No field of the held seats is offered again (their values shown, a tap corrects one, pt36 h56s);
    # the players with their own phone stay folded below.
    expect(page.locator("form.pad-entry > .pe-grid .amount")).to_have_count(0)
    expect(page.locator("form.pad-entry > .pe-grid .pe-val")).to_have_count(len(HELD) * len(whole))
    expect(page.locator("form.pad-entry .held-fold .pe-grid thead th")).to_have_count(2)


def test_a_players_own_phone_enters_its_own_round_and_rolls_only_typed_dice(live_server: LiveServer, phone) -> None:
    """pt36: "Enter round 1 for everyone" on Anastasia's own phone; "I rolled this" sent empty got a 400."""
    table = _table(live_server)
    page = stressed(phone, "en", SIZES[0])
    opened(page, live_server, table, 1)
    fold = page.locator(".sheet-fold")
    expect(fold.locator("> summary")).to_have_text(f"Enter round 1 for {NAMES[1]}")
    fold.locator("> summary").click()
    expect(fold.locator("form.pad-entry > .pe-grid thead th")).to_have_count(1)
    expect(fold.locator('form.pad-entry > .pe-grid [data-k="pe1"]')).to_be_visible()
    expect(fold.locator(".held-fold > summary")).to_have_text("Other players (5)")
    page.locator("#open-dice").click()
    button = page.locator("#roll-real")
    expect(button).to_be_disabled()
    expect(button).to_have_attribute("data-why", "Type the 2 values you rolled first")
    page.locator("#dice-real").fill("3")
    expect(button).to_be_disabled()
    page.locator("#dice-real").fill("3 5")
    expect(button).to_be_enabled()
    seq = read(live_server, table)["seq"]
    button.click()
    expect(page.locator(".rolls li")).to_have_count(1)
    assert read(live_server, table)["seq"] == seq + 1
    expect(button).to_be_disabled()  # the field emptied for the next roll

"""Tales of Danger's table screen, round three (issue #26): words a player reads at a glance, fewer taps.

The player bar says "Act 1" and, in Act 3, the Segments done beside a ship; a secured Sponsor shows
its holder and its values in words; the Act's turn steps are folded behind "Turn steps" under a
one-line prompt; foraging is two taps.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.contrast import overflow
from tests.browser.support import LiveServer, act, count_taps, seat_link
from tests.browser.test_stress_set import NAMES, SIZES, stressed
from tests.browser.tod_values import pick_values

LINES = "(el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))"


def _badges(page) -> list[str]:
    return page.locator(".players-bar .badge").all_inner_texts()


def test_the_bar_says_the_act_and_a_sponsor_shows_its_values_in_words(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", ["Ann", "Bob", "Cid"], {"first_player": 0})
    act(live_server, table, {"type": "draw_sponsors", "drawn": [1, 2, 4, 5]}, "host")
    page = phone()
    page.goto(seat_link(live_server, table, 1))
    expect(page.locator(".players-bar .badge")).to_have_text(["Act 1", "Act 1", "Act 1"])
    # Nobody holds a Sponsor yet: no dashes stand for values the rulebook does not print.
    expect(page.locator(".spt")).not_to_contain_text("–")
    act(live_server, table, {"type": "secure_sponsor", "rank": 2, "start": 3, "market": 2, "max": 7}, 0)
    row = page.locator('[data-k="sp2"]')
    expect(row.locator(".who")).to_have_text("Ann")
    expect(row.locator(".vals")).to_have_text("Start 3 · Market 2 · Max 7")
    expect(page.locator(".players-bar .badge")).to_have_text(["Act 2", "Act 1", "Act 1"])


def test_the_act_steps_are_folded_under_a_short_prompt(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})  # 6: every Sponsor
    for lang in ("en", "de", "ru"):
        page = stressed(phone, lang, SIZES[0])
        page.goto(seat_link(live_server, table, 0))
        steps = page.locator('[data-k="steps"]')
        expect(steps).to_be_visible()
        expect(steps.locator("li").first).to_be_hidden()  # folded: the prompt says what to do
        assert page.locator('[data-k="prompt"]').evaluate(LINES) <= 2
        steps.locator("summary").click()
        expect(steps.locator("li").first).to_be_visible()
        assert overflow(page) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_act3_bar_counts_segments_and_forage_is_two_taps(live_server: LiveServer, phone, lang: str) -> None:
    table = live_server.create_table("tales-of-danger", ["Ann", "Bob"], {"first_player": 0})
    act(live_server, table, {"type": "draw_sponsors", "drawn": [1, 3, 6]}, "host")
    page = stressed(phone, lang, SIZES[0])
    page.goto(seat_link(live_server, table, 0))
    act(live_server, table, {"type": "secure_sponsor", "rank": 1, "start": 2, "market": 2, "max": 6}, 0)
    act(live_server, table, {"type": "secure_sponsor", "rank": 3, "start": 2, "market": 2, "max": 6}, 1)
    for seat in (0, 1):
        act(live_server, table, {"type": "hand_full", "full": True}, seat)
    act(live_server, table, {"type": "end_turn"}, 0)
    for seat in (0, 1):
        act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]}, seat)
    act(live_server, table, {"type": "complete_segment", "journal": 3, "crew": 0, "supplies": 0}, 0)
    act(live_server, table, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}, 0)
    act(live_server, table, {"type": "forage", "cost": "crew"}, 1)
    expect(page.locator(".players-bar .badge")).to_have_text(["⛵ 1/5", "⛵ 0/5"])
    taps = count_taps(page)
    page.locator("#game-actions .btn").nth(1).click()  # Forage, beside Complete
    sheet = page.locator("#sheet")
    sheet.locator(".keep-pick .chip").first.click()  # the card kept: foraged
    expect(sheet).to_be_hidden()
    assert taps() == 2
    expect(page.locator('[data-k="seg0"] .chip')).to_have_count(2)


def test_the_securing_player_may_name_the_sponsor_and_every_phone_shows_it(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("tales-of-danger", ["Ann", "Bob", "Cid"], {"first_player": 0})
    act(live_server, table, {"type": "draw_sponsors", "drawn": [1, 2, 4, 5]}, "host")
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, table, 0))
    bob.goto(seat_link(live_server, table, 1))
    ann.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    sheet = ann.locator("#sheet")
    sheet.get_by_role("button", name="Rank 2", exact=True).click()
    pick_values(sheet, start=3)
    sheet.get_by_label("Its name on the card (optional)").fill("  The Admiral ")
    sheet.get_by_role("button", name="Secure rank 2").click()
    expect(sheet).to_be_hidden()
    for page in (ann, bob):
        row = page.locator('[data-k="sp2"]')
        expect(row.locator(".who")).to_have_text("Ann")
        expect(row.locator(".sname")).to_have_text("The Admiral")
        expect(row.locator(".vals")).to_have_text("Start 3 · Market 2 · Max 7")
    # Corrected later from the Act card's Values link: the name comes prefilled.
    ann.locator(".act .act-head .btn.link").click()
    field = ann.locator("#sheet").get_by_label("Its name on the card (optional)")
    expect(field).to_have_value("The Admiral")
    field.fill("The Queen")
    ann.locator("#sheet .btn.primary.big").click()
    expect(bob.locator('[data-k="sp2"] .sname')).to_have_text("The Queen")


def test_a_sponsor_value_never_wraps_away_from_its_word(live_server: LiveServer, phone) -> None:
    """Seen at 360 px, 130 %, in Russian: "Старт 2 · Рынок 2 · Макс" on one line and "7" alone on the next."""
    table = live_server.create_table("tales-of-danger", list(NAMES), {"first_player": 0})
    act(live_server, table, {"type": "secure_sponsor", "rank": 1, "start": 2, "market": 2, "max": 7}, 0)
    page = stressed(phone, "ru", SIZES[0])
    page.goto(seat_link(live_server, table, 1))
    vals = page.locator('[data-k="sp1"] .vals')
    expect(vals).to_be_visible()
    # The last number sits on the same line as its word.
    last_line = vals.evaluate(
        """(el) => { const t = el.firstChild, r = document.createRange(), n = t.textContent.length;
        r.setStart(t, n - 1); r.setEnd(t, n); const a = r.getClientRects()[0];
        r.setStart(t, n - 6); r.setEnd(t, n - 2); const b = r.getClientRects()[0];
        return Math.abs(a.top - b.top) < 2; }"""
    )
    assert last_line, vals.inner_text()


def test_a_sponsor_seen_at_an_earlier_table_is_offered_again_on_this_phone(live_server: LiveServer, phone) -> None:
    """The same Sponsor card at the next table: its values and name come back on its rank's tap (3 taps to secure)."""
    first = live_server.create_table("tales-of-danger", ["Ann", "Bob", "Cid"], {"first_player": 0})
    act(live_server, first, {"type": "draw_sponsors", "drawn": [1, 2, 4, 5]}, "host")
    secure = {"type": "secure_sponsor", "rank": 2, "start": 3, "market": 1, "max": 9, "name": "The Admiral"}
    act(live_server, first, secure, 0)
    page = phone()
    page.goto(seat_link(live_server, first, 1))  # Bob's phone sees Ann's Sponsor
    expect(page.locator('[data-k="sp2"] .sname')).to_have_text("The Admiral")
    again = live_server.create_table("tales-of-danger", ["Bob", "Ann", "Cid"], {"first_player": 0})
    act(live_server, again, {"type": "draw_sponsors", "drawn": [1, 2, 3, 6]}, "host")
    page.goto(seat_link(live_server, again, 0))
    taps = count_taps(page)
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    sheet = page.locator("#sheet")
    sheet.get_by_role("button", name="Rank 2", exact=True).click()
    expect(sheet).to_contain_text("As entered for this Sponsor before")
    expect(sheet.get_by_label("Its name on the card (optional)")).to_have_value("The Admiral")
    sheet.get_by_role("button", name="Secure rank 2 · discard to 3").click()
    expect(sheet).to_be_hidden()
    assert taps() == 3
    expect(page.locator('[data-k="sp2"] .vals')).to_have_text("Start 3 · Market 1 · Max 9")
    expect(page.locator('[data-k="sp2"] .sname')).to_have_text("The Admiral")
    # A rank never seen is not made up: the sheet says to copy it from the card.
    page.goto(seat_link(live_server, again, 1))
    page.reload()  # the same page with another seat in its fragment: read afresh
    page.locator("#game-actions").get_by_role("button", name="Secure Sponsor").click()
    page.locator("#sheet").get_by_role("button", name="Rank 3", exact=True).click()
    expect(page.locator("#sheet")).to_contain_text("From the Sponsor card")
    expect(page.locator("#sheet").get_by_label("Its name on the card (optional)")).to_have_value("")

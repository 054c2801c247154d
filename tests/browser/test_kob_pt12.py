"""The King of All Bards after blind playtest pt12 (issue #26): a tied Duel says so (it printed "null"), the choice
to make in view on a 360 px phone at 130 % text. Six 24-character names, 360x740."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, count_taps, eventually, read, screenshot, wait_for
from tests.browser.test_kob_round_four import _round_two, _with_tokens
from tests.browser.test_kob_round_three import BARDS, _by, _host, _own, _refreshing, _six


def _duelling(server: LiveServer) -> dict:
    """Round 1: Wilhelmina (seat 1, Helga) and Zoë (seat 2, Caspar) meet in Pub 5, on their own phones."""
    t = _six(server)
    for seat, pub in enumerate((1, 5, 5, 4, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, server)
    return t


def _tied(server: LiveServer, t: dict) -> None:
    """Both sing and roll dice that make their totals equal (the rolls chosen from the modifiers the view shows)."""
    _by(t, 1, {"type": "duel_song", "genre": "epic", "mood": "minor"}, server)
    _by(t, 2, {"type": "duel_song", "genre": "love", "mood": "minor"}, server)
    info = read(server, t)["state"]["duel"]["info"]
    m1, m2 = info["1"]["mod"], info["2"]["mod"]
    r1, r2 = next((a, b) for a in range(2, 7) for b in range(2, 7) if a + m1 == b + m2)
    _by(t, 1, {"type": "duel_roll", "value": r1}, server)
    _by(t, 2, {"type": "duel_roll", "value": r2}, server)


def _card_text(page: Page) -> str:
    return page.locator(".kob-duel-card, .kob-panel").first.inner_text()


def test_a_tied_duel_says_who_rolls_again_never_null(live_server: LiveServer, phone) -> None:
    t = _duelling(live_server)
    _tied(live_server, t)
    for page in (_own(phone, live_server, t, 1), _host(phone, live_server, t)):
        tie = page.locator("[data-k=tie]")
        expect(tie).to_have_text("Tie: Wilhelmina and Zoë roll again unless a Trick is played")
        assert "null" not in page.locator("body").inner_text()
        expect(tie).to_be_in_viewport()
    screenshot(page, "kob-pt12-duel-tie")


# Where an element sits against the fixed bottom bar: its top and bottom, and the bar's top.
PLACE = """(el) => { const r = el.getBoundingClientRect();
  const bar = document.querySelector(".actionbar").getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, bar: bar.top }; }"""


def reachable(page: Page, selector: str) -> None:
    """Every `selector` is on screen above the bottom bar (or inside it), where it is now: no scroll to it."""
    boxes = page.locator(selector)
    expect(boxes.first).to_be_visible()
    for n in range(boxes.count()):
        where = boxes.nth(n).evaluate(PLACE)
        inside = where["top"] >= where["bar"] and where["bottom"] <= page.viewport_size["height"]
        assert where["top"] >= 0 and (where["bottom"] <= where["bar"] or inside), f"{selector} #{n} at {where}"


def lines(page: Page, selector: str) -> int:
    """How many lines the element's text takes (its height over its line height)."""
    return page.locator(selector).first.evaluate(
        "(el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))"
    )


def test_the_passed_phone_shows_the_duels_eight_songs_without_a_scroll(live_server: LiveServer, phone) -> None:
    t = _six(live_server)
    for seat, pub in enumerate((5, 1, 2, 5, 6, 3)):  # Bartholomew and Maximilian (the host's phone) meet in Pub 5
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    host = _host(phone, live_server, t)
    expect(host.locator(".kob-songs button")).to_have_count(9)  # eight Songs and "No Song (you lose)"
    expect(host.locator("#prompt")).to_have_text("Bartholomew, then 1 more: choose a Song (secret)")
    assert lines(host, "#prompt") <= 2
    expect(host.locator("[data-k=pass]")).to_have_text("📱 Hand to Bartholomew")
    assert lines(host, "[data-k=pass]") == 1
    assert "…" not in host.locator(".kob-panel").first.inner_text()  # a Song not yet in is not a cut-off name
    screenshot(host, "kob-pt12-duel-songs-passed")
    reachable(host, ".kob-songs button:has(span)")  # the eight Songs ("No Song" may lie under them)


def test_after_an_epic_fail_the_token_choice_is_in_view_before_end_turn(live_server: LiveServer, phone) -> None:
    t = _with_tokens(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)
    host = _host(phone, live_server, t)
    pick = host.locator("[data-k=token-pick] button")
    expect(pick.first).to_be_visible()
    screenshot(host, "kob-pt12-epic-fail-token")
    reachable(host, "[data-k=token-pick] button")
    # Nobody gives the token up by the only button in sight: "End turn" waits until the token is chosen.
    expect(host.locator("#game-actions button", has_text="End turn")).to_have_count(0)
    pick.filter(has_text="Egg").click()
    expect(host.locator("#game-actions button", has_text="End turn")).to_have_count(0)  # the turn ended by itself
    assert eventually(lambda: read(live_server, t)["state"]["held"][0]["egg"] == 1)


def test_the_refreshments_two_buttons_are_one_compact_row(live_server: LiveServer, phone) -> None:
    t = _refreshing(live_server)
    for page in (_host(phone, live_server, t), _own(phone, live_server, t, 1)):
        row = page.locator("#game-actions .kob-row").first
        cash = row.locator("button", has_text="3+ Tricks discarded")
        expect(cash).to_be_visible()
        # The bottom bar took 46 % of a 360 px screen (two huge buttons, pt12): now a third, the row at most 80 px.
        height = row.evaluate("(el) => el.getBoundingClientRect().height")
        bar = page.locator(".actionbar").evaluate("(el) => el.getBoundingClientRect().height")
        screenshot(page, "kob-pt12-refreshment")
        assert height <= 80 and bar <= 0.35 * page.viewport_size["height"], (height, bar)


def test_the_hosts_end_prompt_takes_at_most_two_lines(live_server: LiveServer, phone) -> None:
    t = _round_two(live_server)
    for pub in (1, 2, 3, 4):  # Anastasia's Fans in Pubs 1 to 5 and five Tips: the end, unless a Trick is played
        act(live_server, t, {"type": "move_fan", "color": 4, "from": "reserve", "to": pub}, "host")
    act(live_server, t, {"type": "adjust_tips", "seat": 4, "delta": 4}, "host")
    host = _host(phone, live_server, t)
    expect(host.locator(".kob-ending")).to_be_visible()
    prompt = host.locator("#prompt")
    expect(prompt).to_contain_text("more: play a Trick or let it end")  # "A, then B, C, D: …" ran to 4 lines (pt12)
    assert lines(host, "#prompt") <= 2


def test_held_tokens_show_on_the_pill_and_a_trick_takes_a_tap_per_choice(live_server: LiveServer, phone) -> None:
    t = _with_tokens(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)
    _by(t, 0, {"type": "take_token", "kind": "egg"}, live_server)  # Bartholomew holds an Egg
    wil = _own(phone, live_server, t, 1)
    pill = wil.locator("#players-bar .kob-badge").first
    expect(pill.locator("[data-token=egg]")).to_have_count(1)
    expect(pill).to_have_attribute("aria-label", re.compile(r"Egg 1"))
    expect(wil.locator("#players-bar .kob-held")).to_have_count(1)  # nobody else holds one
    taps = count_taps(wil)
    wil.locator("#game-actions button", has_text="Tricks").click()
    sheet = wil.locator("#sheet-content")
    # The supply, not "Tokens left" (read as one's own).
    expect(sheet).to_contain_text("In the supply: Cabbage 3, Egg 2, Tomato 3")
    card = sheet.locator("details.kob-trick", has=wil.locator("summary b", has_text="Concentration"))
    expect(card.locator("summary")).to_contain_text("open to play")
    card.locator("summary").click()
    expect(card.locator("select")).to_have_count(0)
    card.get_by_role("group", name="On whom").get_by_role("button", name="Zoë").click()
    card.get_by_role("group", name="Plus or minus").get_by_role("button", name="−1").click()
    screenshot(wil, "kob-pt12-concentration-buttons")
    card.locator("button.primary", has_text="Play").click()
    wait_for(wil, "(C.table.snap().state.active || []).some((x) => x.effect === 'concentration')")
    played = [x for x in read(live_server, t)["state"]["active"] if x["effect"] == "concentration"]
    assert played == [{**played[0], "seat": 1, "target": 2, "delta": -1}], played
    assert taps() == 5  # Tricks, the card, Zoë, −1, Play (was 7 with two native selects)


# Each Bard's standee in a Pub: its box, its letters' box, and whether its neighbours' boxes overlap it.
STANDEES = """(pub) => { const g = [...document.querySelectorAll('.kob-board g.pub')][pub - 1];
  const rects = [...g.querySelectorAll('rect.bard')].map((r) => r.getBoundingClientRect());
  const texts = [...g.querySelectorAll('text.bi')].map((x) => x.getBoundingClientRect());
  return { rects: rects.map((r) => [r.left, r.right, r.top, r.bottom]), texts: texts.map((r) => [r.left, r.right]),
    cap: g.querySelector('text.cap').getBoundingClientRect().left }; }"""


@pytest.mark.parametrize("many", [3, 4, 6])
def test_bards_in_one_pub_stand_side_by_side_each_whole(live_server: LiveServer, phone, many: int) -> None:
    t = _six(live_server)
    picks = [3] * many + [1, 2, 4, 5, 6][: 6 - many]
    for seat, pub in enumerate(picks):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator(".kob-board g.pub").nth(2).locator("rect.bard")).to_have_count(many)
    box = wil.evaluate(STANDEES, 3)
    screenshot(wil, f"kob-pt12-{many}-bards")
    rects, texts = box["rects"], box["texts"]
    for (_, right, _, _), (left, _, _, _) in pairwise(rects):
        assert right <= left + 0.5, rects  # "Кс" under "Ма" read "Kc" (pt12)
    for (rl, rr, _, _), (tl, tr) in zip(rects, texts, strict=True):
        assert rl - 0.5 <= tl and tr <= rr + 0.5, (rects, texts)  # the letters inside their own standee
    assert rects[-1][1] <= box["cap"], box  # clear of the Pub's "n/6"


def test_a_tap_on_a_pub_picks_it_when_the_phone_must_pick_one(live_server: LiveServer, phone) -> None:
    t = _six(live_server)  # round 1's secret Movement, on Wilhelmina's own phone
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator(".kob-board g.pub")).to_have_count(6)
    taps = count_taps(wil)
    wil.locator(".kob-board g.pub").nth(3).click()  # Pub 4
    wait_for(wil, "C.table.snap().state.my_pick === 4")
    assert taps() == 1 and read(live_server, t, 1)["state"]["my_pick"] == 4  # was 2: the button, then the list
    expect(wil.locator("#sheet")).to_be_hidden()  # no details sheet over it
    wil.locator(".kob-board g.pub").nth(1).click()  # a change of mind is one more tap, as "Picked Pub 4: change" is
    wait_for(wil, "C.table.snap().state.my_pick === 2")


def test_a_tap_on_a_pub_places_the_first_fans_on_the_passed_phone(live_server: LiveServer, phone) -> None:
    t = _six(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    act(live_server, t, {"type": "first_player", "seat": 0}, "host")
    host = _host(phone, live_server, t)  # Bartholomew (the First Player) places first, on the host's phone
    expect(host.locator(".kob-board g.pub")).to_have_count(6)
    host.locator(".kob-board g.pub").nth(4).click()  # Pub 5
    wait_for(host, "C.table.snap().state.turn !== 0")
    assert read(live_server, t)["state"]["fans"][5][0] >= 1


def test_an_own_phone_shows_the_duels_eight_songs_without_a_scroll(live_server: LiveServer, phone) -> None:
    t = _duelling(live_server)
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator(".kob-songs button:has(span)")).to_have_count(8)
    expect(wil.locator("[data-k=duelists]")).to_have_text(": Wilhelmina ⏳ vs Zoë ⏳")
    reachable(wil, ".kob-songs button:has(span)")
    _by(t, 2, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    expect(wil.locator("[data-k=duelists]")).to_have_text(": Wilhelmina ⏳ vs Zoë ✓")


def test_the_russian_refreshment_row_stays_compact(live_server: LiveServer, phone) -> None:
    t = _refreshing(live_server)
    wil = _own(phone, live_server, t, 1)
    wil.context.add_cookies([{"name": "lang", "value": "ru", "url": live_server.url}])
    wil.reload()
    row = wil.locator("#game-actions .kob-row").first
    expect(row.locator("button.primary")).to_have_text("Готово")
    screenshot(wil, "kob-pt12-refreshment-ru")
    assert row.evaluate("(el) => el.getBoundingClientRect().height") <= 80
    assert wil.locator(".actionbar").evaluate("(el) => el.getBoundingClientRect().height") <= 0.35 * 740


def test_a_tap_on_the_pub_the_bard_stands_in_says_why_it_cannot_be_picked(live_server: LiveServer, phone) -> None:
    t = _refreshing(live_server)  # Wilhelmina's Bard stands in Pub 3 from round 1's Movement
    for seat in range(6):
        _by(t, seat, {"type": "refresh", "cash_in": False}, live_server)
    wil = _own(phone, live_server, t, 1)
    wait_for(wil, "C.table.snap().state.phase === 'movement'")
    wil.locator(".kob-board g.pub").nth(2).click()
    expect(wil.locator("#toast")).to_contain_text("Bards cannot choose the Pub which they currently occupy")
    wil.locator(".kob-board g.pub").nth(3).click()
    wait_for(wil, "C.table.snap().state.my_pick === 4")

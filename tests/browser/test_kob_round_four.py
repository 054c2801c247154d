"""The King of All Bards, issue #26 after blind playtest RE8815 (10/14): six players of 24 characters, 360 px, 130 %.

The host's phone is passed round ("Everyone") for four seats; seats 1 and 2 have phones of their own (as in
tests/browser/test_kob_round_three.py, whose table this reuses). What is checked is what the phones show.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.support import LINES, act, as_host, call, count_taps, eventually, on_top, read, seat_link, wait_for
from tests.browser.test_kob_round_three import (
    BARDS,
    NAMES,
    SMALL,
    _by,
    _host,
    _own,
    _performing,
    _six,
    dueling,
    open_trick,
    tricks_after_a_failed_roll,
)


def _round_two(server) -> dict:
    """Round 2's Movement: round 1 sung and refreshed without a Song."""
    t = _performing(server)
    for seat in range(6):
        _by(t, seat, {"type": "end_turn"}, server)
    for seat in range(6):
        _by(t, seat, {"type": "refresh", "cash_in": False}, server)
    return t


# -- 1. the end window opened by a correction on the host's phone: one tap for its four seats ---------------------


def test_a_correction_that_opens_the_end_leaves_one_tap_on_the_host_phone(live_server, phone) -> None:
    t = _round_two(live_server)
    for pub in (1, 2, 3, 4):  # Anastasia's Fans in Pubs 1 to 5, and 4 Tips: the Board's +1 makes five-and-five
        act(live_server, t, {"type": "move_fan", "color": 4, "from": "reserve", "to": pub}, "host")
    act(live_server, t, {"type": "adjust_tips", "seat": 4, "delta": 3}, "host")
    host = _host(phone, live_server, t)
    taps = count_taps(host)
    host.locator("#game-actions button", has_text="Board").click()
    host.locator("#sheet .kob-tips", has_text="Anastasia").get_by_role("button", name="+1").click()
    expect(host.locator(".kob-ending")).to_be_visible()
    # The Board sheet had stayed open over the end window and its button (the playtest's host phone).
    expect(host.locator("#sheet")).to_be_hidden()
    end = host.locator("#game-actions button.primary", has_text="No Trick: let the game end (4 players)")
    assert on_top(end)
    end.click()
    expect(host.locator(".kob-ending")).to_contain_text("Anastasia Vasilievna-Kuz ✓")
    assert sorted(read(live_server, t)["state"]["ending"]["passed"]) == [0, 3, 4, 5]
    assert taps() == 3  # Board, +1, and one "No Trick" for the four seats this phone holds


# -- 2. the Board sheet: a Fan tapped far down the list brings its destinations into view --------------------------


def test_a_fan_tapped_far_down_the_board_sheet_shows_where_it_may_go(live_server, phone) -> None:
    t = _round_two(live_server)
    host = _host(phone, live_server, t)
    host.locator("#game-actions button", has_text="Board").click()
    last = host.locator("#sheet .kob-chips").first.locator("button", has_text="Christopher Montgomeryyy · reserve")
    last.scroll_into_view_if_needed()
    last.click()
    head = host.locator("#sheet h3", has_text="Move Christopher Montgomeryyy's Fan from reserve to")
    expect(head).to_be_visible()
    to = host.locator("#sheet .kob-chips").first.get_by_role("button", name="Pub 3", exact=True)
    assert on_top(head), head.bounding_box()
    assert on_top(to), to.bounding_box()
    to.click()
    expect(host.locator("#sheet h3", has_text="Move a Fan: tap it")).to_be_visible()
    assert read(live_server, t)["state"]["fans"][3][5] == 1


# -- 3. tokens: taken in the Epic Fail's step, a fresh one disabled with its reason, the Egg on the failed roll ------


def _with_tokens(server) -> dict:
    """Round 1's Performance with the Bad Luck tokens; Bartholomew (the host's phone) sings first, in Pub 1."""
    t = server.create_table("king-of-all-bards", NAMES, {"tokens": True}, seated=False)
    for s in t["seats"][1:3]:
        s["token"] = call(server, f"/api/tables/{t['code']}/join", {"seat": s["seat"]})["token"]
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, server)
    act(server, t, {"type": "first_player", "seat": 0}, "host")
    for seat in range(6):
        _by(t, seat, {"type": "place_start", "pub": seat + 1}, server)
    for seat, pub in enumerate((1, 3, 4, 5, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, server)
    return t


def test_an_epic_fail_offers_its_token_in_its_step_and_a_fresh_token_says_why_not(live_server, phone) -> None:
    t = _with_tokens(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)
    host = _host(phone, live_server, t)
    pick = host.locator("[data-k=token-pick]")
    expect(pick).to_have_attribute("aria-label", "Epic Fail: take a token")  # the prompt says it on screen (pt12)
    # No name-long "Take a token" button beside it in the action bar.
    expect(host.locator("#game-actions button", has_text="token")).to_have_count(0)
    pick.get_by_role("button", name="Egg").click()
    expect(pick).to_have_count(0)
    assert eventually(lambda: read(live_server, t)["state"]["held"][0]["egg"] == 1)
    # Nothing left to choose: the failed Song ends the turn by itself (pt9); undo brings the failed roll back.
    wait_for(host, "C.table.snap().state.turn !== 0")
    host.locator("#undo").click()
    wait_for(host, "C.table.snap().state.turn === 0 && C.table.seat() === 0")
    host.locator("#game-actions button", has_text="Tricks").click()
    play = host.locator("#sheet button", has_text="Play Egg (1)")
    expect(play).to_be_disabled()
    assert "later turn" in play.get_attribute("data-why")
    host.locator("#sheet-close").click()
    host.locator("#game-actions button", has_text="End turn").click()
    expect(host.locator("#game-actions button", has_text="token")).to_have_count(0)


@pytest.mark.parametrize("where", ["failed roll", "Tricks sheet"])
def test_a_held_egg_is_offered_on_the_failed_roll_and_the_roll_line_says_it(live_server, phone, where) -> None:
    t = _with_tokens(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 1}, live_server)
    _by(t, 0, {"type": "take_token", "kind": "egg"}, live_server)
    for seat in range(6):
        _by(t, seat, {"type": "end_turn"}, live_server)
    for seat in range(6):
        _by(t, seat, {"type": "refresh", "cash_in": False}, live_server)
    for seat, pub in enumerate((3, 4, 5, 6, 2, 1)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    while (st := read(live_server, t)["state"])["turn"] != 0:
        _by(t, st["turn"], {"type": "end_turn"}, live_server)
    song = next(k for k, (mod, _) in st["preview"]["0"].items() if -2 <= mod <= 2)
    mod = st["preview"]["0"][song][0]
    genre, mood = song.split("-")
    _by(t, 0, {"type": "sing", "genre": genre, "mood": mood}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 4 - mod}, live_server)  # one short of a Success
    host = _host(phone, live_server, t)
    expect(host.locator("[data-k=odds]")).to_contain_text("Failed")
    expect(host.locator("#main")).not_to_contain_text("null")  # no token line yet, and no "null" in its place
    if where == "failed roll":
        host.locator("#game-actions button", has_text="Use your Egg: +1").click()
    else:  # played from the Tricks sheet, which closes on the roll it changed (it hid the rewards)
        host.locator("#game-actions button", has_text="Tricks").click()
        host.locator("#sheet button", has_text="Play Egg (1)").click()
        expect(host.locator("#sheet")).to_be_hidden()
    expect(host.locator("[data-k=odds]")).to_contain_text("Success")
    expect(host.locator("[data-k=token-line]")).to_have_text("+1 Egg → Success")
    expect(host.locator("#game-actions button", has_text="+1 Tip")).to_be_visible()


# -- 4. names: the first name whole on each pill, the Duel's result wraps rather than cuts --------------------------

WHOLE = """() => [...document.querySelectorAll('#players-bar .pname')].map((el) => {
  const f = el.querySelector('.first') || el, px = (x) => parseFloat(getComputedStyle(x).fontSize);
  const size = px(f) / px(document.documentElement);
  return [f.textContent, f.scrollWidth <= f.clientWidth + 1, size >= 0.55]; })"""


FITS = "(el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= visualViewport.width"


@pytest.mark.parametrize("width", [360, 412])
def test_each_first_name_is_whole_on_its_pill(live_server, phone, width) -> None:
    t = _performing(live_server)
    page = phone(viewport={"width": width, "height": 740}, init_script=SMALL["init_script"])
    as_host(page, live_server, t)
    expect(page.locator("#players-bar .kob-badge")).to_have_count(6)
    firsts = [n.split()[0] for n in NAMES]
    assert page.evaluate(WHOLE) == [[f, True, True] for f in firsts]  # "Barth…", "Maxi…" before
    assert page.evaluate("() => document.documentElement.scrollWidth <= visualViewport.width")


def test_the_german_duel_result_wraps_a_long_name(live_server, phone) -> None:
    t = dueling(live_server)  # Bartholomew and Maximilian duel in Pub 5
    _by(t, 0, {"type": "duel_roll", "value": 5}, live_server)
    _by(t, 3, {"type": "duel_roll", "value": 1}, live_server)
    _by(t, 0, {"type": "duel_settle"}, live_server)
    wil = phone(locale="de-DE", **SMALL)
    wil.goto(seat_link(live_server, t, 1))
    card = wil.locator("[data-k=duel-card]")
    expect(card).to_contain_text("Epischer Patzer")
    for name in (NAMES[0], NAMES[3]):
        n = card.locator(".kob-n", has_text=name)
        expect(n).to_have_text(name)
        assert n.evaluate(
            "(el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= visualViewport.width"
        )


# -- 5. Epic Solo: its reroll by the app, or from the real die -----------------------------------------------------


def test_epic_solo_takes_the_real_die_too(live_server, phone) -> None:
    t, host = tricks_after_a_failed_roll(live_server, phone)
    open_trick(host, "Epic Solo")
    host.locator("#sheet-content .kob-trick[open] button", has_text="Real die…").click()
    host.locator("#sheet-content .kob-faces button", has_text="6").click()
    expect(host.locator("#sheet")).to_be_hidden()
    expect(host.locator("[data-k=odds]")).to_contain_text("Rolled 6")
    rolls = [e for e in read(live_server, t)["log"] if e["type"] == "perf_roll"]
    assert rolls[-1]["data"] == {"seat": 0, "value": 6, "real": True, "reroll": "epic_solo"}


# -- 6. words: the phone passed round speaks to the player holding it; "you: Pub 2" on one line ----------------------


def test_the_phone_passed_round_says_your_to_the_player_holding_it(live_server, phone) -> None:
    t = dueling(live_server)  # Bartholomew and Maximilian duel in Pub 5
    host = _host(phone, live_server, t)
    expect(host.locator("#prompt")).to_have_text("Bartholomew, then 1 more: roll a die for your Song")
    _by(t, 0, {"type": "duel_roll", "value": 5}, live_server)
    expect(host.locator("#prompt")).to_have_text("Maximilian: roll a die for your Song")
    wil = _own(phone, live_server, t, 1)  # a phone of its own still reads it of them
    expect(wil.locator("#prompt")).to_have_text("Maximilian: roll a die for their Song")


def test_where_you_are_stays_on_one_line_in_german(live_server, phone) -> None:
    t = _six(live_server)
    for seat, pub in enumerate((5, 1, 3, 5, 6, 2)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    wil = phone(locale="de-DE", **SMALL)
    wil.goto(seat_link(live_server, t, 1))
    you = wil.locator("[data-k=phase] .kob-you")
    expect(you).to_have_text("du: Kneipe 1")
    assert you.evaluate(LINES) == 1


# -- 7. the end: the story fits the phone ---------------------------------------------------------------------------


def test_the_story_at_the_end_fits_the_phone(live_server, phone) -> None:
    t = _round_two(live_server)
    act(live_server, t, {"type": "adjust_tips", "seat": 4, "delta": 4}, "host")
    for pub in (1, 2, 3, 4):
        act(live_server, t, {"type": "move_fan", "color": 4, "from": "reserve", "to": pub}, "host")
    act(live_server, t, {"type": "end_game"}, "host")  # the host ends it at once
    page = _host(phone, live_server, t)
    page.locator(".kob-more summary").click()
    story = page.locator(".kob-story")
    expect(story).to_contain_text("End")
    assert story.evaluate(
        "(el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= visualViewport.width"
    )
    who = story.locator(".kob-story-who", has_text=NAMES[4])
    expect(who).to_contain_text("Round 1 1 · 1")
    expect(who).to_contain_text("End 5 · 5")
    assert page.evaluate("() => document.documentElement.scrollWidth <= visualViewport.width")


# -- 8. the Fans on the board: larger, growing with the phone's text, inside their Pubs ------------------------------

FANS = """() => [...document.querySelectorAll('.kob-board .pub')].flatMap((g) => {
  const box = g.querySelector('rect').getBoundingClientRect();
  return [...g.querySelectorAll('.fan')].map((c) => { const r = c.getBoundingClientRect();
    const x = r.left >= box.left - 0.5 && r.right <= box.right + 0.5, y = r.top >= box.top && r.bottom <= box.bottom;
    return [r.width, x && y]; }); })"""


def test_the_fans_are_larger_and_grow_with_the_text(live_server, phone) -> None:
    t = _performing(live_server)
    for seat in range(6):  # a full Pub 3: six Fans in one row
        if seat != 2:
            act(live_server, t, {"type": "move_fan", "color": seat, "from": "reserve", "to": 3}, "host")
    sizes = {}
    for text, init in (("100 %", None), ("130 %", SMALL["init_script"])):
        page = phone(viewport={"width": 360, "height": 740}, init_script=init)
        as_host(page, live_server, t)
        expect(page.locator(".kob-board .pub .fan")).to_have_count(6 + 5)
        fans = page.evaluate(FANS)
        assert all(inside for _, inside in fans), fans
        sizes[text] = min(w for w, _ in fans)
    assert sizes["100 %"] >= 10.5 and sizes["130 %"] >= 13.5, sizes  # ~9 px before, at either size
    assert sizes["130 %"] > sizes["100 %"]

"""The frame round every game: the turn prompt, the player bar, undo's toast, inputs kept across renders."""

from __future__ import annotations

import json
import urllib.request

import pytest
from playwright.sync_api import Page, Route, expect

from tests.browser.contrast import ratio
from tests.browser.support import LiveServer, caught_up, one_line, screenshot, seat_link, wait_for

PROMPT = {"seats": [0, 2], "do": "pick a Song, or stop"}


def _with_prompt(page: Page, code: str, prompt: dict, first: int | None) -> None:
    """Serve this phone's snapshot with a game's turn prompt and first player (as the games' views give them)."""

    def handle(route: Route) -> None:
        resp = route.fetch()
        body = resp.json()
        body["state"] = {**body["state"], "prompt": prompt, "first_player": first}
        route.fulfill(response=resp, body=json.dumps(body))

    page.route(f"**/api/tables/{code}", handle)


def _act(server: LiveServer, table: dict, seat: int, action: dict) -> dict:
    """One action from a seat's phone over the API."""
    req = urllib.request.Request(
        f"{server.url}/api/tables/{table['code']}/actions",
        json.dumps(action).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {table['seats'][seat]['token']}"},
    )
    with urllib.request.urlopen(req) as resp:
        return json.load(resp)


def test_the_turn_prompt_names_the_right_player_on_each_phone(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ana", "Bo", "Cy"])
    # No service worker: once one controls a page (the host's, after the start page), it answers the
    # snapshot itself, and Playwright's route never sees the request (a run under load failed so).
    ana, bo, cy, host = (phone(service_workers="block") for _ in range(4))
    for page, seat in ((ana, 0), (bo, 1), (cy, 2)):
        _with_prompt(page, table["code"], PROMPT, 1)
        page.goto(seat_link(live_server, table, seat))
    expect(ana.locator("[data-k=prompt]")).to_have_text("Your turn (and Cy's): pick a Song, or stop")
    expect(cy.locator("[data-k=prompt]")).to_have_text("Your turn (and Ana's): pick a Song, or stop")
    expect(bo.locator("[data-k=prompt]")).to_have_text("Waiting for Ana and Cy to pick a Song, or stop")
    # The host's phone never follows the turn to a seat with a phone of its own (every seat has
    # one here): it waits for Bo like any phone (it followed Bo once, and acted in his name).
    _with_prompt(host, table["code"], {"seats": [1], "do": "roll your die"}, 1)
    host.goto(live_server.url + "/")
    host.evaluate(
        "([c, t]) => localStorage.setItem('companion.' + c, JSON.stringify({seat: null, token: t, host: true}))",
        [table["code"], table["host_token"]],
    )
    host.goto(f"{live_server.url}/t/{table['code']}")
    expect(host.locator("[data-k=prompt]")).to_have_text("Waiting for Bo to roll their die")  # the rulebook says "your"
    expect(host.locator(".player.me")).to_have_count(0)
    # Whose turn it is: ringed pills, said in words for screen readers; the crown on Bo only.
    for page in (ana, bo):
        expect(page.locator(".player.turn")).to_have_count(2)
        expect(page.locator(".player[aria-current=true]")).to_have_count(2)
        expect(page.locator(".player.turn:not(.me)").first).to_contain_text("(to play)")
        expect(page.locator(".player .crown")).to_have_count(1)
        expect(page.locator(".player").nth(1).locator(".crown")).to_have_attribute("aria-label", "first player")
    expect(ana.locator(".player.turn.me")).to_contain_text("(you, your turn)")  # one phrase, not "(you) (to play)"
    # Two to act at once: each ringed in the turn's glow, not filled (test_player_bar_names has the fill for one).
    turn_ring = ana.locator(".player.turn").first.evaluate("(el) => getComputedStyle(el).borderColor")
    other_ring = ana.locator(".player").nth(1).evaluate("(el) => getComputedStyle(el).borderColor")
    assert turn_ring != other_ring
    screenshot(ana, "chrome-prompt-ana")


def test_the_score_pad_shows_no_prompt_and_no_crown(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Ana", "Bo"])
    page = phone()
    page.goto(seat_link(live_server, table, 0))
    expect(page.locator(".score-card")).to_have_count(2)
    expect(page.locator("[data-k=prompt]")).to_be_hidden()
    expect(page.locator(".player .crown")).to_have_count(0)
    expect(page.locator(".player.turn")).to_have_count(0)


NAMES = ["Bartholomew", "Anastasia", "Maximilian", "Guinevere", "Evangeline", "Christopher"]


def _fits(page: Page) -> None:
    """No sideways scroll of the document, and every pill's number on one line."""
    # Against the visual viewport (UX.md): a phone widens its layout viewport, innerWidth, to the content; nine
    # pills made the page 664 px wide, the bottom bar off screen, and `scrollWidth <= innerWidth` still held.
    assert page.evaluate("document.documentElement.scrollWidth <= visualViewport.width")
    one_line(page, ".player .badge")


def test_six_players_fit_a_360_px_phone_as_pills(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", NAMES)
    for seat in range(6):
        _act(live_server, table, seat, {"type": "score", "seat": seat, "delta": 10 + seat * 17})
    for scheme in ("light", "dark"):
        page = phone(color_scheme=scheme)
        page.goto(seat_link(live_server, table, 3))
        expect(page.locator(".player")).to_have_count(6)
        _fits(page)
        bar = page.locator("#players-bar")
        assert bar.evaluate("(el) => el.scrollWidth <= el.clientWidth"), "six pills must fit without scrolling"
        # A long name gives way with an ellipsis on one line, never split inside a word.
        name = page.locator(".player .pname").first
        assert name.evaluate("(el) => getComputedStyle(el).textOverflow") == "ellipsis"
        one_line(page, ".player .pname")
        screenshot(page, f"chrome-six-{scheme}")


def test_ten_or_more_players_scroll_inside_the_bar_with_your_own_seat_in_view(live_server: LiveServer, phone) -> None:
    # Seven to nine take three rows of three (test_player_bar_many.py); from ten on the bar scrolls.
    names = [*NAMES, "Dorothea", "Ferdinand", "Gottfried", "Wilhelmina"]
    table = live_server.create_table("score-pad", names)
    page = phone(viewport={"width": 360, "height": 740})
    page.goto(seat_link(live_server, table, 9))
    expect(page.locator(".player")).to_have_count(10)
    _fits(page)
    bar = page.locator("#players-bar")
    assert bar.evaluate("(el) => el.scrollWidth > el.clientWidth"), "ten pills scroll inside the bar"
    wait_for(
        page,
        "(() => { const b = document.getElementById('players-bar').getBoundingClientRect();"
        " const m = document.querySelector('.player.me').getBoundingClientRect();"
        " return m.left >= b.left && m.right <= b.right; })()",
    )
    expect(page.locator(".player.me")).to_contain_text("Wilhelmina")
    screenshot(page, "chrome-ten")


def test_undo_says_who_undid_what_on_every_phone(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(red.locator('[data-k="t1"]')).to_have_text("5")
    blue.locator("#undo").click()
    for page in (red, blue):
        expect(page.locator("#toast.show")).to_have_text("Blue undid: scored +5")
    expect(red.locator('[data-k="t1"]')).to_have_text("0")
    blue.locator("#redo").click()
    expect(red.locator("#toast.show")).to_have_text("Blue redid: scored +5")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_turn_pill_stays_readable_while_it_flashes(live_server: LiveServer, phone, scheme: str) -> None:
    """The flash that marks another phone's change never fades the turn's pill to dark on dark."""
    table = live_server.create_table("score-pad", ["Ana", "Bo", "Cy"])
    page = phone(service_workers="block", color_scheme=scheme)
    _with_prompt(page, table["code"], {"seats": [1], "do": "roll your die"}, None)
    page.goto(seat_link(live_server, table, 0))
    pill = page.locator(".player.turn")
    expect(pill).to_have_count(1)
    # And a changed number on a card (pt15: grey text over the fading yellow in dark mode, barely readable).
    total = page.locator('[data-k="t1"]')
    worst = {"the turn's pill": 21.0, "a card's total": 21.0}
    for at in (100, 300, 600, 900, 1150):  # through the 1.2 s flash, paused at each moment
        for what, el, text in (("the turn's pill", pill, pill.locator(".pname")), ("a card's total", total, total)):
            el.evaluate(
                "(el, at) => { el.classList.remove('flash'); void el.offsetWidth; el.classList.add('flash');"
                " el.getAnimations().forEach((a) => { a.pause(); a.currentTime = at; }); }",
                at,
            )
            worst[what] = min(worst[what], ratio(text))
    for what, low in worst.items():
        assert low >= 4.5, f"{what} reads at {low:.2f}:1 while it flashes ({scheme})"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_offline_banner_and_a_refusal_read_in_both_schemes(live_server: LiveServer, phone, scheme: str) -> None:
    table = live_server.create_table("score-pad", ["Ana", "Bo"])
    page = phone(color_scheme=scheme)
    page.goto(seat_link(live_server, table, 0))
    page.locator(".score-card").first.wait_for()
    page.evaluate("() => { document.getElementById('offline').hidden = false; C.table.toast('Refused', true, 60000); }")
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    for what in ("#offline", "#toast.show"):
        assert ratio(page.locator(what)) >= 4.5, f"{what} in {scheme}"


def test_a_screen_that_fails_to_draw_after_an_action_is_no_lost_connection(live_server: LiveServer, phone) -> None:
    """A playtest's host phone showed "Offline" for good after a sheet failed to draw the game's end."""
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red = phone()
    red.goto(seat_link(live_server, table, 0))
    red.locator(".score-card").first.wait_for()
    # The game's screen throws while the action's answer comes back (and the stream's event before it).
    red.evaluate("""() => { const g = C.table.game(), draw = g.render;
      g.render = (x) => { if (window.boom) throw new Error("boom"); return draw(x); }; window.boom = true; }""")
    red.get_by_role("button", name="+5 for Red").click()
    red.wait_for_timeout(600)  # answered, and not yet the 1.5 s after which a queued action is sent again
    assert red.locator("#offline").is_hidden()
    assert red.evaluate("localStorage.getItem('companion.pending.' + C.table.data.code) || '[]'") == "[]"
    red.evaluate("() => { window.boom = false; C.table.render(); }")
    expect(red.locator('[data-k="t0"]')).to_have_text("5")
    with urllib.request.urlopen(f"{live_server.url}/api/tables/{table['code']}") as resp:
        assert json.load(resp)["state"]["totals"] == [5, 0]  # applied once


def test_a_move_on_another_phone_is_named_above_the_buttons_and_opens_the_log(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"])
    red, blue = phone(), phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    blue.get_by_role("button", name="+5 for Blue").click()
    # Red sees who did what without opening anything, in Blue's colour, and it flashes there.
    expect(red.locator("#last-move")).to_have_text("Blue scored +5")
    expect(red.locator("#last-move .dot")).to_have_count(1)
    blue.locator("#undo").click()
    expect(red.locator("#last-move")).to_have_text("Blue undid: scored +5")
    red.locator("#open-log").click()
    expect(red.locator("#sheet-content .log li").first).to_contain_text("Blue undid: scored +5")


def test_the_dice_sheet_keeps_what_was_typed_and_picked_while_another_phone_rolls(
    live_server: LiveServer, phone
) -> None:
    table = live_server.create_table("minstrels", ["Red", "Blue"])
    red = phone()
    blue = phone()
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    red.locator("#open-dice").click()
    red.locator("#dice-spec").fill("3d6")
    expect(red.locator("#dice-reads")).to_have_text("3 dice with 6 sides")  # pt23: "3d6" said in words
    red.locator("#dice-real").fill("2 4")
    # (Minstrels' own faces are no longer a choice here: its dice are the game's, pt23.)
    blue.locator("#open-dice").click()
    blue.locator("#dice-spec").fill("1d6")
    blue.locator("#roll-for-me").click()
    expect(blue.locator(".rolls li")).to_have_count(1)
    red.locator("#sheet-title").click()
    expect(red.locator(".rolls li")).to_have_count(1)
    expect(red.locator("#dice-spec")).to_have_value("3d6")
    expect(red.locator("#dice-reads")).to_have_text("3 dice with 6 sides")
    expect(red.locator("#dice-real")).to_have_value("2 4")
    # Typing on, another roll arrives: the typed faces stay, focus and all.
    red.locator("#dice-real").click()
    red.keyboard.type(" 6")
    blue.locator("#roll-for-me").click()
    expect(blue.locator(".rolls li")).to_have_count(2)
    caught_up(red)  # the roll has reached Red's phone
    expect(red.locator("#dice-real")).to_have_value("2 4 6")
    expect(red.locator("#dice-real")).to_be_focused()
    red.locator("#sheet-title").click()
    expect(red.locator(".rolls li")).to_have_count(2)
    expect(red.locator("#dice-real")).to_have_value("2 4 6")


def test_an_open_picker_holds_other_phones_moves_for_a_few_seconds_only(live_server: LiveServer, phone) -> None:
    table = live_server.create_table("score-pad", ["Red", "Blue"], {"categories": ["Wood", "Gold"]})
    red, blue = phone(), phone()
    red.clock.install()  # Red's seconds fast-forwarded, not waited out
    red.goto(seat_link(live_server, table, 0))
    blue.goto(seat_link(live_server, table, 1))
    red.locator("[id^=cat-0-]").focus()  # Red opens the category picker and leaves it open
    blue.get_by_role("button", name="+5 for Blue").click()
    expect(blue.locator('[data-k="t1"]')).to_have_text("5")
    wait_for(red, "C.table.snap().state.totals[1] === 5")  # the move has reached Red's phone...
    red.clock.run_for(1500)
    expect(red.locator('[data-k="t1"]')).to_have_text("0")  # ...and nothing moves under the open picker
    red.clock.run_for(7000)
    expect(red.locator('[data-k="t1"]')).to_have_text("5")  # a forgotten picker does not freeze it


def test_a_move_made_offline_is_counted_in_the_banner_until_it_is_sent(live_server: LiveServer, phone) -> None:
    """Playtests: with only "Offline" said, a tap made offline looked lost and players tapped again."""
    table = live_server.create_table("score-pad", ["Ana", "Bo"])
    page = phone(locale="de-DE")
    page.goto(seat_link(live_server, table, 0))
    page.locator(".score-card").first.wait_for()
    page.context.set_offline(True)
    page.get_by_role("button", name="+1 für Ana").click()
    expect(page.locator("#offline .waiting")).to_have_text("· 1 Zug wartet aufs Senden")
    page.get_by_role("button", name="+5 für Ana").click()
    expect(page.locator("#offline .waiting")).to_have_text("· 2 Züge warten aufs Senden")
    page.context.set_offline(False)
    expect(page.locator("#offline")).to_be_hidden(timeout=8000)
    expect(page.locator("#offline .waiting")).to_have_text("")
    with urllib.request.urlopen(f"{live_server.url}/api/tables/{table['code']}") as resp:
        assert json.load(resp)["state"]["totals"] == [6, 0]

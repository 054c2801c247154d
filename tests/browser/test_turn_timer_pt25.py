"""Blind playtest pt25 (issue #31): the turn timer at hand, in words, and readable.

The host paused and resumed it from the foot of the Table sheet (2 taps and 2.5 sheet-heights of
scrolling, under Play again): the host's pill is now the button. Paused was a glyph and grey digits
that looked disabled: it says so in words, at 4.5:1. The server's clock is moved by hand and the
page's is Playwright's (tests/browser/test_turn_timer.py).
"""

from __future__ import annotations

from playwright.sync_api import expect

from scoring.king_of_all_bards.data import BARDS
from tests.browser.contrast import low_contrast, report
from tests.browser.support import LiveServer, act, as_host, read, seat_link, switch_scheme, wait_for
from tests.browser.test_stress_set import LARGER_TEXT, NAMES
from tests.browser.test_table_screen import SCREEN, SIZES, on_screen
from tests.browser.test_turn_timer import serve_with

PHONE = {"width": 360, "height": 740}
PAUSED = {"en": "Paused", "de": "Pause", "ru": "Пауза"}
NOT_HOST = "Поставить таймер на паузу может только хозяин стола"
PAUSED_NOW = "C.table.snap().table.timer.paused"


def test_the_host_taps_the_pill_to_pause_and_resume_and_paused_says_so_readably(live_server: LiveServer, phone) -> None:
    serve_with(live_server)
    table = live_server.create_table("king-of-all-bards", list(NAMES))
    act(live_server, table, {"type": "set_timer", "mode": "player", "seconds": 600})
    act(live_server, table, {"type": "resume_timer"})  # it otherwise waits out the setup (pt27)
    host = phone(init_script=LARGER_TEXT, viewport=PHONE)
    as_host(host, live_server, table)
    other = phone(init_script=LARGER_TEXT, viewport=PHONE, locale="ru-RU", color_scheme="dark")
    other.goto(seat_link(live_server, table, 1))
    pill = host.locator("#turn-timer")
    expect(pill).to_be_visible()
    assert pill.evaluate("(el) => el.tagName") == "BUTTON"  # the host's pill is the control: one tap
    pill.click()
    for page, lang in ((host, "en"), (other, "ru")):
        wait_for(page, PAUSED_NOW)
        expect(page.locator("#turn-timer")).to_contain_text(PAUSED[lang])  # in words, not a glyph alone
    for scheme in ("light", "dark"):  # readable, not greyed out as if disabled
        for page in (host, other):
            switch_scheme(page, scheme)
            assert not (low := low_contrast(page, within=["#turn-timer"])), report(low)
    theirs = other.locator("#turn-timer")  # another phone's is not a button, and says who may stop it
    assert theirs.evaluate("(el) => el.tagName") != "BUTTON"
    expect(theirs).to_have_attribute("title", NOT_HOST)
    pill.click()  # one tap resumes
    wait_for(host, f"!{PAUSED_NOW} && !document.getElementById('turn-timer').textContent.includes('Paused')")


def test_the_timer_and_the_big_screen_are_at_the_top_of_the_table_sheet(live_server: LiveServer, phone) -> None:
    serve_with(live_server)
    table = live_server.create_table("king-of-all-bards", list(NAMES))
    act(live_server, table, {"type": "set_timer", "mode": "turn", "seconds": 60})
    host = phone(init_script=LARGER_TEXT, viewport=PHONE)
    as_host(host, live_server, table)
    host.click("#open-table")
    host.locator("#table-again").wait_for()
    # Above New join code and Play again, and on the sheet as it opens (no scrolling), at 130 % on 360 px.
    tops = host.evaluate("""() => Object.fromEntries(["timer-admin", "open-screen", "new-code", "table-again"]
      .map((id) => [id, document.getElementById(id).getBoundingClientRect().top]))""")
    assert tops["timer-admin"] < tops["open-screen"] < tops["new-code"] < tops["table-again"]
    assert tops["timer-admin"] < 740
    # The time typed plainly: m:ss, or seconds (pt25: a "Minutes" field in steps of 0.25).
    field = host.locator("#timer-minutes")
    expect(field).to_have_value("1:00")
    for typed, seconds in (("0:45", 45), ("90s", 90), ("2", 120)):
        field.fill(typed)
        host.click("#timer-set")
        wait_for(host, f"C.table.snap().table.timer.seconds === {seconds}")
        host.locator("#table-again").wait_for()  # the sheet drawn again with the new time
        field = host.locator("#timer-minutes")
    sent = read(live_server, table)["seq"]
    for typed in ("soon", "0:03"):  # unreadable or too short: said on the phone, nothing sent
        field.fill(typed)
        host.click("#timer-set")
        expect(host.locator(".toast")).to_contain_text("Type the time as m:ss (1:30) or seconds (45s)")
    assert read(live_server, table)["seq"] == sent


def test_chess_clocks_show_every_players_time_on_their_chip(live_server: LiveServer, phone) -> None:
    clock = serve_with(live_server)
    names = ["Ann", "Bob", "Cy"]
    table = live_server.create_table("king-of-all-bards", names)
    act(live_server, table, {"type": "set_timer", "mode": "player", "seconds": 600})
    act(live_server, table, {"type": "resume_timer"})  # it otherwise waits out the setup (pt27)
    clock.now += 30  # everyone chooses a Bard Card at once: all three clocks run; Ann takes 30 s
    act(live_server, table, {"type": "choose_bard", "bard": BARDS[0].id}, seat=0)
    phone_page = phone(viewport=PHONE, locale="de-DE")
    phone_page.goto(seat_link(live_server, table, 1))
    table["seq"] = read(live_server, table)["seq"]
    screen = phone(viewport=SIZES[0], **SCREEN)
    on_screen(screen, live_server, table)
    for page in (phone_page, screen):
        chips = page.locator("#players-bar .pclock")
        expect(chips).to_have_count(3)  # every player's time, not the current one's alone
        expect(chips.nth(0)).to_have_text("9:30")  # Ann's stopped when she chose
        expect(chips.nth(0)).not_to_have_class("pclock running")
        for seat in (1, 2):  # Bob's and Cy's still running, marked, and counting down from 9:30
            expect(chips.nth(seat)).to_have_class("pclock running")
            expect(chips.nth(seat)).to_contain_text("⏳9:")
    act(live_server, table, {"type": "pause_timer"})  # pt34: a paused chip kept the running ⏳
    for page in (phone_page, screen):
        chips = page.locator("#players-bar .pclock")
        for seat in (1, 2):
            expect(chips.nth(seat)).to_contain_text("⏸9:")
            expect(chips.nth(seat)).not_to_have_class("pclock running")


def test_the_last_seconds_warn_and_a_time_run_out_heads_the_prompt(live_server: LiveServer, phone) -> None:
    clock = serve_with(live_server)
    table = live_server.create_table("king-of-all-bards", ["Ann", "Bob", "Cy"])
    act(live_server, table, {"type": "set_timer", "mode": "turn", "seconds": 30})
    act(live_server, table, {"type": "resume_timer"})  # it otherwise waits out the setup (pt27)
    page = phone(viewport=PHONE, locale="ru-RU")
    page.clock.install()  # the page's clock moved with the server's, not waited for
    page.goto(seat_link(live_server, table, 1))
    pill, prompt = page.locator("#turn-timer"), page.locator("#prompt")
    expect(pill).to_be_visible()
    expect(pill).not_to_have_class("turn-timer soon")
    clock.now += 21
    page.clock.fast_forward(21_000)
    expect(pill).to_have_class("turn-timer soon")  # the last ten seconds in a warning colour
    clock.now += 10
    page.clock.fast_forward(10_000)
    expect(pill).to_have_class("turn-timer up")
    expect(pill).to_have_text("⌛ Время вышло")  # in words, not a 0:00 that looks stuck (pt34)
    expect(prompt.locator(".time-up")).to_have_text("Время вышло – ")  # the prompt says it first
    wait_for(page, "C.table.snap().log.some((e) => e.type === 'time_up')")
    expect(prompt).to_contain_text("Время вышло – ")  # kept as the stream's line redraws the prompt
    said = page.evaluate("C.table.snap().log.find((e) => e.type === 'time_up').text")
    assert said == "Время вышло у всех"  # all three at once: one short line, not three names
    expect(prompt.locator(".time-up")).not_to_have_class("time-up quiet")
    page.clock.fast_forward(6_000)  # then it goes quiet for the rest of the turn (pt27), still said
    expect(prompt.locator(".time-up")).to_have_class("time-up quiet")
    act(live_server, table, {"type": "pause_timer"})
    expect(pill).to_contain_text("Пауза 0:00")
    act(live_server, table, {"type": "resume_timer"})  # pt34: resumed at 0:00, it still says time is up
    expect(pill).to_have_text("⌛ Время вышло")


def test_the_new_table_page_takes_the_time_as_m_ss_or_seconds(live_server: LiveServer, phone) -> None:
    page = phone(viewport=PHONE, locale="de-DE")
    page.goto(live_server.url + "/new/score-pad")
    names = page.locator("#players .pname")
    for i, name in enumerate(("Ann", "Bob")):
        names.nth(i).fill(name)
    expect(page.locator("#timer-minutes")).to_be_hidden()  # pt71: no time asked under "Off"
    page.select_option("#timer-mode", "turn")
    expect(page.locator("#timer-minutes")).to_be_visible()
    page.fill("#timer-minutes", "bald")  # unreadable: said here, in German, no table opened
    page.locator("button[type=submit]").click()
    expect(page.locator("#new-error")).to_have_text(
        "Gib die Zeit als m:ss (1:30) oder in Sekunden (45s) ein, von 0:05 bis 24:00:00."
    )
    page.fill("#timer-minutes", "45 Sek")
    page.locator("button[type=submit]").click()
    page.wait_for_url("**/t/*")
    wait_for(page, "C.table.snap() && C.table.snap().table.timer.seconds === 45")

"""The King of All Bards, issue #26 round three: six players of 24 characters on a 360 px phone with text at 130 %.

The host's phone is passed round ("Everyone") for four seats; seats 1 and 2 have phones of their own.
The table is set up over the API (as the phones would); what is checked is on the phones.
"""

from __future__ import annotations

import time

from playwright.sync_api import Locator, Page, expect

from tests.browser.support import LiveServer, act, as_host, call, count_taps, eventually, read, seat_link
from tests.browser.test_stress_set import LARGER_TEXT

# This phone set to the real die: a Song's tap asks the die's value (without, it rolls the app's die, pt45).
REAL_DIE = "localStorage.setItem('companion.kob.realDie', '1')"
# Whether a Song's die on this phone is asked by the sheet the Song opens itself (Performance, set to the real die).
SONG_ASKS = (
    "() => localStorage.getItem('companion.kob.realDie') === '1' && C.table.snap().state.phase === 'performance'"
)

NAMES = [
    "Bartholomew Fitzgerald-S",
    "Wilhelmina Featherstonex",
    "Zoë Ellington-Hartleyxyz",
    "Maximilian Oppenheimer-X",
    "Anastasia Vasilievna-Kuz",
    "Christopher Montgomeryyy",
]
BARDS = ("slav", "helga", "caspar", "kiro", "lilly", "mariana")
SMALL = {"viewport": {"width": 360, "height": 740}, "init_script": LARGER_TEXT}


def _six(server: LiveServer, bards: bool = True, own: tuple[int, ...] = (1, 2), options: dict | None = None) -> dict:
    """Six players; the seats in `own` (1 and 2) joined on their own phones, the others left to the host's phone."""
    t = server.create_table("king-of-all-bards", NAMES, options, seated=False)
    for s in t["seats"]:
        if s["seat"] in own:
            s["token"] = call(server, f"/api/tables/{t['code']}/join", {"seat": s["seat"]})["token"]
    if bards:
        for seat, bard in enumerate(BARDS):
            _by(t, seat, {"type": "choose_bard", "bard": bard}, server, own)
        act(server, t, {"type": "first_player", "seat": 0}, "host")
        for seat in range(6):
            _by(t, seat, {"type": "place_start", "pub": seat + 1}, server, own)
    return t


def _by(t: dict, seat: int, action: dict, server: LiveServer, own: tuple[int, ...] = (1, 2)) -> dict:
    """An action for `seat`: on its own phone (the seats in `own`), else on the host's phone passed round."""
    if seat in own:
        return act(server, t, action, seat)
    return act(server, t, {**action, "by": seat}, "host")


def _host(phone, server: LiveServer, t: dict) -> Page:
    page = phone(**SMALL)
    as_host(page, server, t)
    return page


def _own(phone, server: LiveServer, t: dict, seat: int) -> Page:
    page = phone(**SMALL)
    page.goto(seat_link(server, t, seat))
    return page


def _performing(server: LiveServer, picks: tuple[int, ...] = (1, 3, 4, 5, 6, 2)) -> dict:
    """Round 1's Performance, no Duel: Bartholomew (the First Player, Slav) sings first, in Pub picks[0]."""
    t = _six(server)
    for seat, pub in enumerate(picks):
        _by(t, seat, {"type": "pick", "pub": pub}, server)
    return t


def _refreshing(server: LiveServer) -> dict:
    """Round 1's Refreshment: every seat has ended its Performance turn (`_performing`'s table)."""
    t = _performing(server)
    for seat in range(6):
        _by(t, seat, {"type": "end_turn"}, server)
    return t


# -- 1. the chips: Tips and Pubs as pieces, not "1T 1P"; the name on two lines -----------------------------------


def test_the_chips_show_tips_and_pubs_as_pieces_and_the_name_on_two_lines(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    page = _own(phone, live_server, t, 1)
    pills = page.locator("#players-bar .player")
    expect(pills).to_have_count(6)
    for badge in page.locator("#players-bar .badge").all():
        text = badge.inner_text()
        assert not any(c.isalpha() for c in text), text  # figures and pictures only: "1T 1P" read as nothing
        expect(badge.locator("[aria-label]")).to_have_attribute("aria-label", "1 Tip · 1 Pub")
    # Each 24-character name's first word shows whole (one line cut it to 6-8 letters; later a lone surname
    # initial under it read as a code): set smaller where it needs to be, inside the pill.
    firsts = page.evaluate("""() => [...document.querySelectorAll('#players-bar .pname')].map((el) => {
      const word = el.querySelector('.first') || el, box = el.closest('.player').getBoundingClientRect();
      const r = word.getBoundingClientRect();
      return [word.textContent, word.scrollWidth <= word.clientWidth + 1 && r.right <= box.right + 1]; })""")
    assert [whole for _, whole in firsts] == [True] * 6, firsts
    assert len({word for word, _ in firsts}) == 6, firsts
    assert page.evaluate("() => document.documentElement.scrollWidth <= visualViewport.width")


# -- 2. the end: one tap a phone --------------------------------------------------------------------------------


def test_the_game_ends_with_one_tap_a_phone(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    for pub in (2, 3, 4, 5):  # Bartholomew's Fans in Pubs 1 to 5 and 4 Tips: his next good Song is the fifth Tip
        act(live_server, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, "host")
    act(live_server, t, {"type": "adjust_tips", "seat": 0, "delta": 3}, "host")
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)
    _by(t, 0, {"type": "reward", "kind": "tip"}, live_server)
    host, wil, zoe = _host(phone, live_server, t), _own(phone, live_server, t, 1), _own(phone, live_server, t, 2)
    taps = count_taps(host)
    host.locator("#game-actions button.primary", has_text="No Trick: let the game end (4 players)").click()
    expect(host.locator(".kob-ending")).to_contain_text("Bartholomew Fitzgerald-S ✓")
    assert taps() == 1
    assert eventually(lambda: sorted(read(live_server, t)["state"]["ending"]["passed"]) == [0, 3, 4, 5])
    expect(host.locator("#game-actions button", has_text="No Trick")).to_have_count(0)  # it waits for the others
    for page in (wil, zoe):
        page.locator("#game-actions button.primary", has_text="No Trick: let the game end").click()
    for page in (host, wil, zoe):
        expect(page.locator(".kob-end h2")).to_contain_text("Bartholomew Fitzgerald-S: King of All Bards!")


# -- 3. Tricks that move pieces: Distribute Posters asks where, the others open the Board -------------------------


def _trick(page: Page, name: str, group: str | None) -> None:
    page.locator("#game-actions button", has_text="Tricks").click()
    if group:
        page.locator("#sheet-content summary.kob-group", has_text=group).click()
    open_trick(page, name)


def dueling(server: LiveServer, picks: tuple[int, ...] = (5, 1, 3, 5, 6, 2), seats: tuple[int, ...] = (0, 3)) -> dict:
    """Round 1's Duels: `seats` (Bartholomew and Maximilian, the host's phone's) in Pub 5, Love Minor each, no die."""
    t = _six(server)
    for seat, pub in enumerate(picks):
        _by(t, seat, {"type": "pick", "pub": pub}, server)
    for seat in seats:
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "minor"}, server)
    return t


def tricks_after_a_failed_roll(server: LiveServer, phone) -> tuple[dict, Page]:
    """Bartholomew's Love Major rolled 2 (failed, his turn not ended); the host's phone with the Tricks sheet open."""
    t = _performing(server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, server)
    _by(t, 0, {"type": "perform_roll", "value": 2}, server)
    host = _host(phone, server, t)
    host.locator("#game-actions button", has_text="Tricks").click()
    return t, host


def played(page: Page, name: str) -> Locator:
    """The Play button of one Trick's open row (others playable now may be open too)."""
    row = page.locator("#sheet-content .kob-trick[open]", has=page.locator("summary", has_text=name))
    return row.locator("button", has_text="Play (")


def open_trick(page: Page, name: str) -> None:
    """Open a Trick's row in the open Tricks sheet (one or two playable now are open already: pt126)."""
    summary = page.locator("#sheet-content .kob-trick summary", has_text=name).first
    expect(summary).to_be_visible()
    if not summary.evaluate("s => s.parentElement.open"):
        summary.click()


def test_distribute_posters_asks_where_its_fan_goes_and_a_moving_trick_opens_the_board(
    live_server: LiveServer, phone
) -> None:
    t = _performing(live_server)
    wil = _own(phone, live_server, t, 1)
    before = read(live_server, t)["state"]["fans"][3][1]  # where her Bard stands: Blown Away moves it on
    _trick(wil, "Distribute Posters", "Rare Tricks")
    wil.locator("#sheet-content select[aria-label='Where its Fan goes']").select_option("3")
    played(wil, "Distribute Posters").click()
    expect(wil.locator("#sheet")).to_be_hidden()
    assert read(live_server, t)["state"]["fans"][3][1] == before + 1
    act(live_server, t, {"type": "adjust_tips", "seat": 1, "delta": 1}, "host")
    _trick(wil, "Blown Away", "Unique Tricks")
    played(wil, "Blown Away").click()
    expect(wil.locator("#sheet-title")).to_have_text("Blown Away: now make its move")
    expect(wil.locator("#sheet-content .kob-effect")).to_contain_text("Move one of your Fans")


# -- 4. after an action the board is in view ------------------------------------------------------------------------


def test_after_an_action_the_board_comes_back_into_view(live_server: LiveServer, phone) -> None:
    t = _six(live_server)
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator(".kob-board")).to_be_visible()
    wil.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    expect(wil.locator(".kob-board")).not_to_be_in_viewport()
    wil.locator("#game-actions button", has_text="Pick a Pub").click()
    wil.locator("#sheet-content button", has_text="5 The Weepin' Troll").click()
    expect(wil.locator(".kob-board .pick")).to_have_count(1)
    expect(wil.locator(".kob-board")).to_be_in_viewport()


# -- 5. every Song on screen -----------------------------------------------------------------------------------------


def test_every_song_is_on_screen_at_360_px_with_larger_text(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    host = _host(phone, live_server, t)  # passed round to Bartholomew: the prompt names him, the Songs follow
    songs = host.locator(".kob-panel .kob-songs button")
    expect(songs).to_have_count(8)
    for song in songs.all():
        expect(song).to_be_in_viewport(ratio=1)
    assert host.evaluate("() => document.documentElement.scrollWidth <= visualViewport.width")


# -- 6. a Duel's settle step waits for Tricks, a tie's totals on top ------------------------------------------------


def _tied(server: LiveServer) -> dict:
    """Round 1's Duel in Pub 5: Wilhelmina and Zoë (their own phones) sang Love Minor and both rolled 4, a tie."""
    t = dueling(server, (1, 5, 5, 4, 6, 2), (1, 2))
    for seat in (1, 2):
        _by(t, seat, {"type": "duel_roll", "value": 4}, server)
    return t


def test_a_duel_waits_for_tricks_with_its_totals_in_view(live_server: LiveServer, phone) -> None:
    t = _tied(live_server)
    wil = _own(phone, live_server, t, 1)
    settle = wil.locator("#game-actions button.primary")
    expect(settle).to_have_text("No Trick")  # a tie asks each tied Bard; the last answer rerolls (pt126, pt127)
    totals = wil.locator('[data-k="totals"]')
    s = read(live_server, t)["state"]["duel"]["info"]
    expect(totals).to_have_text(f"{NAMES[1]} {s['1']['total']} · {NAMES[2]} {s['2']['total']}")
    expect(totals).to_be_in_viewport(ratio=1)


# -- 7. setup: the roll comes after every Bard Card (the rulebook's order), blue ------------------------------------


def test_the_first_player_roll_is_offered_only_once_every_bard_is_chosen(live_server: LiveServer, phone) -> None:
    # pt25 rolled while four players had no Bard Card: the server refuses it now (409), the phone does not offer it.
    t = _six(live_server, bards=False)
    host = _host(phone, live_server, t)
    # Seats 1 and 2 hold their own phones, so the host's phone rolls for its four (pt40).
    roll = host.locator("#game-actions button", has_text="Roll for 4 players on this phone")
    expect(host.locator(".kob-grid button").first).to_be_visible()
    expect(roll).to_have_count(0)
    expect(host.locator("#game-actions button", has_text="Real roll-off")).to_have_count(0)
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    expect(roll).to_have_class("btn primary")


# -- 8. the phone passed round names whose die and whose Fans -------------------------------------------------------


def test_a_phone_passed_round_names_whose_die_and_whose_fans(live_server: LiveServer, phone) -> None:
    t = _performing(live_server)
    host = _host(phone, live_server, t)
    host.evaluate(REAL_DIE)  # a Song asks the real die's value (pt45)
    host.locator(".kob-songs button", has_text="Love Major").click()
    expect(host.locator(".kob-mods")).to_contain_text(f"{NAMES[0]}'s Fans here: 1")
    expect(host.locator(".kob-mods")).not_to_contain_text("Your Fans")
    # Named as the bar names him, short: a title of 4-5 lines at 130 % pushed the faces down (pt123).
    expect(host.locator("#sheet-title")).to_have_text("Bartholomew's die: I rolled…")
    wil = _own(phone, live_server, t, 1)  # a phone of one's own says "I"
    before = read(live_server, t)["seq"]
    host.locator(".kob-faces button", has_text="1").click()  # an Epic Fail: Bartholomew's turn is over
    # Nothing left to choose (no tokens at this table): the phone ends the turn itself, after the roll (pt9).
    deadline = time.monotonic() + 10
    while read(live_server, t)["state"]["turn"] != 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert read(live_server, t)["seq"] > before
    wil.evaluate(REAL_DIE)
    wil.locator(".kob-songs button", has_text="Love Major").click()
    expect(wil.locator("#sheet-title")).to_have_text("I rolled…")


# -- 9. the Tricks sheet: the four every deck holds first, in view ---------------------------------------------------


def test_the_tricks_sheet_puts_the_four_common_tricks_in_view_and_ragnarok_only_for_helga(
    live_server: LiveServer, phone
) -> None:
    t = _performing(live_server)
    zoe, wil = _own(phone, live_server, t, 2), _own(phone, live_server, t, 1)  # Caspar; Helga
    zoe.locator("#game-actions button", has_text="Tricks").click()
    rows = zoe.locator("#sheet-content .kob-trick:visible summary")
    expect(rows).to_have_count(4)
    for row in rows.all():
        expect(row).to_be_in_viewport(ratio=1)
    expect(zoe.locator("#sheet-content summary.kob-group")).to_have_text(["Rare Tricks (8)", "Unique Tricks (15)"])
    wil.locator("#game-actions button", has_text="Tricks").click()
    expect(wil.locator("#sheet-content summary.kob-group")).to_have_text(["Rare Tricks (8)", "Unique Tricks (16)"])

"""The King of All Bards after the blind playtest pt110: three phones (360 light English host, 360 dark German,
412 Russian), text at 130 %, six 24-character names.

The roll-off's line put the First Player last: the toast, cut at two lines, kept the rolls and lost the winner
("Жеребьёвка: Maximilian 5, Александра 4, Bartholomew 5, Wilhelmina 3, Zoë 5…").
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import LINES, LiveServer, as_host, seat_link
from tests.browser.test_kob_pt45 import BARDS, _by, _host, _performing, _seated
from tests.browser.test_kob_round_three import NAMES
from tests.browser.test_kob_round_three import _by as by
from tests.browser.test_kob_round_three import _six as six
from tests.browser.test_stress_set import SIZES, stressed


def test_the_roll_offs_news_names_the_first_player_first(live_server: LiveServer, phone) -> None:
    t = _seated(live_server, bards=False)
    for seat, bard in enumerate(BARDS):
        _by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    page = stressed(phone, "ru", SIZES[1])
    page.goto(seat_link(live_server, t, 1))  # Wilhelmina's phone
    page.locator("#players-bar .player").first.wait_for()
    rolls = {0: 5, 1: 2, 2: 6, 4: 1, 5: 4}  # Zoë's 6 wins once Maximilian has rolled
    for seat, value in rolls.items():
        _by(t, seat, {"type": "first_player", "value": value}, live_server)
    _by(t, 3, {"type": "first_player", "value": 3}, live_server)  # the last die, on the host's phone
    toast = page.locator("#toast.show")
    expect(toast).to_contain_text("Zoë — первый игрок")
    assert toast.inner_text().startswith("Zoë — первый игрок"), toast.inner_text()


def test_a_duels_result_comes_into_view_and_tells_its_loser(live_server: LiveServer, phone) -> None:
    """pt110: the page stayed scrolled down at the Duel's dice, "♛ Maximilian … gewinnt das Duell in Kneipe 3"
    above the screen; a loser of a three-way Duel saw only "Wilhelmina: 2 Belohnungen wählen"."""
    t = _performing(live_server, (2, 6, 6, 6, 6, 1))  # Wilhelmina, Zoë, Maximilian and Александра duel in Pub 6
    for seat in (1, 2, 3, 4):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, live_server)
    for seat in (1, 2, 3, 4):
        _by(t, seat, {"type": "duel_roll", "value": 6 if seat == 1 else 1}, live_server)
    zoe = stressed(phone, "de", SIZES[0])
    zoe.goto(seat_link(live_server, t, 2))  # Zoë's own phone: she loses
    zoe.locator("#players-bar .player").first.wait_for()
    zoe.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    _by(t, 1, {"type": "duel_settle"}, live_server)
    lost = zoe.locator('[data-k="you-lost"]')
    expect(lost).to_have_text("Verloren: auf den Marktplatz und eine Karte ziehen")
    expect(zoe.locator('[data-k="duel-card"] h3')).to_be_in_viewport()
    expect(lost).to_be_in_viewport()


def test_the_hosts_roll_button_keeps_counting_its_seats(live_server: LiveServer, phone) -> None:
    """pt110: "Roll for 4 players on this phone" became "Roll for the First Player" once the phones of their own
    had rolled, and still rolled four dice."""
    t = six(live_server, bards=False)  # Wilhelmina and Zoë on their own phones, the host's phone for the other four
    for seat, bard in enumerate(BARDS):
        by(t, seat, {"type": "choose_bard", "bard": bard}, live_server)
    host = stressed(phone, "en", SIZES[0])
    as_host(host, live_server, t)
    roll = host.locator("#game-actions .btn.primary")
    expect(roll).to_have_text("Roll for 4 players on this phone")
    for seat in (1, 2):
        by(t, seat, {"type": "first_player", "value": seat + 2}, live_server)
    expect(host.locator('[data-k="rolloff"]')).to_contain_text("Zoë 4")
    expect(roll).to_have_text("Roll for 4 players on this phone")  # still four dice to roll here


def test_a_phones_own_bard_card_says_yours(live_server: LiveServer, phone) -> None:
    """pt110: Maximilian's own phone read "Kars der Seebär gewählt von Maximilian Schwarzenberg"."""
    t = six(live_server, bards=False)
    by(t, 1, {"type": "choose_bard", "bard": BARDS[1]}, live_server)
    by(t, 2, {"type": "choose_bard", "bard": BARDS[2]}, live_server)
    wil = stressed(phone, "de", SIZES[0])
    wil.goto(seat_link(live_server, t, 1))
    expect(wil.locator(".kob-by")).to_have_count(2)
    assert sorted(wil.locator(".kob-by").all_inner_texts()) == ["dein Barde", f"gewählt von {NAMES[2]}"]


def test_the_losers_trick_prompt_takes_two_lines_on_the_shared_phone(live_server: LiveServer, phone) -> None:
    """pt111: "▶ Your turn (and 1 more): play a Trick or let the Duel settle" took three lines at 360 px, 130 %."""
    t = _performing(live_server, (6, 6, 6, 3, 4, 5))  # Bartholomew, Wilhelmina and Zoë duel in Pub 6
    for seat in (0, 1, 2):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "major"}, live_server)
    for seat in (0, 1, 2):
        t["seq"] = _by(t, seat, {"type": "duel_roll", "value": 6 if seat == 1 else 1}, live_server)["seq"]
    host = _host(phone, live_server, t)  # Bartholomew's own phone: he and Zoë lose
    prompt = host.locator("#prompt")
    expect(prompt).to_contain_text("Your turn (and 1 more): play a Trick or not")
    assert prompt.evaluate(LINES) <= 2, prompt.inner_text()

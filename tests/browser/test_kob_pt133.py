"""The King of All Bards after blind playtest pt133 (six long names, three phones, text at 130 %).

A Duel's Epic Fail on the host's phone passed round: its prompt said "Maximilian: a Trick?" where every other phone
said "take a token", under two blue buttons ("Maximilian: No Trick" and "Take a token"), and the Duel card waited
for "a Trick?" alone.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import read, screenshot
from tests.browser.test_end_screens import recorded_end
from tests.browser.test_kob_round_three import _by, _host, _own, _six
from tests.browser.test_stress_set import SIZES, opened, stressed


def test_a_duels_epic_fail_asks_for_the_token_first_on_every_phone(live_server, phone) -> None:
    t = _six(live_server, options={"tokens": True})
    for seat, pub in enumerate((1, 2, 3, 1, 5, 6)):  # Bartholomew and Maximilian (both the host's) duel in Pub 1
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat in (0, 3):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 3, {"type": "duel_roll", "value": 1}, live_server)  # Maximilian: an Epic Fail
    _by(t, 0, {"type": "duel_roll", "value": 5}, live_server)
    host = _host(phone, live_server, t)
    expect(host.locator("#prompt")).to_contain_text("take a token")
    expect(host.locator("#game-actions button.primary")).to_have_text(["Take a token"])
    expect(host.locator("#game-actions button", has_text="Maximilian: No Trick")).to_be_visible()  # beside, not blue
    expect(host.locator('[data-k="pass"]')).to_contain_text("take a token")
    wil = _own(phone, live_server, t, 1)  # a phone out of the Duel: the same order, on the card too
    expect(wil.locator("#prompt")).to_contain_text("take a token")
    expect(wil.locator('[data-k="asked"]')).to_have_text("Waiting for Maximilian: a token, then a Trick?")
    _by(t, 3, {"type": "take_token", "kind": "egg"}, live_server)  # the token taken: now the Trick question
    expect(host.locator("#prompt")).to_have_text("Maximilian: a Trick?")
    expect(host.locator("#game-actions button.primary")).to_have_text(["Maximilian: No Trick"])
    expect(wil.locator('[data-k="asked"]')).to_have_text("Waiting for Maximilian: a Trick?")


def test_a_token_just_taken_says_why_it_waits_and_its_row_names_whose_roll(live_server, phone) -> None:
    # pt133: a second row of six names with no label under "Who plays it", and a grey "Play Cabbage (1)" whose
    # reason showed only on a tap.
    t = _six(live_server, options={"tokens": True})
    for seat, pub in enumerate((1, 2, 3, 1, 5, 6)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat in (0, 3):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 3, {"type": "duel_roll", "value": 1}, live_server)
    _by(t, 0, {"type": "duel_roll", "value": 5}, live_server)
    _by(t, 3, {"type": "take_token", "kind": "cabbage"}, live_server)
    host = _host(phone, live_server, t)
    host.locator("#game-actions button", has_text="Maximilian: Tricks").click()
    sheet = host.locator("#sheet-content")
    expect(sheet.get_by_role("button", name="Play Cabbage (1)")).to_be_disabled()
    expect(sheet.locator('[data-k="token-later"]')).to_have_text(
        "A token taken after an Epic Fail is played on a later turn, not on this roll"
    )
    row = sheet.locator(".kob-bet", has_text="On whose roll:")
    expect(row).to_be_visible()
    expect(row.locator("button")).to_have_text(["Bartholomew", "Maximilian"])  # the Duel's two dice


def test_the_end_says_this_phones_own_place_above_play_again(live_server, phone) -> None:
    # pt133: "♛ Wilhelmina Featherstones: König aller Barden!", Play again, and Großmutter's own place a scroll down.
    table = recorded_end(live_server, "king-of-all-bards")
    over = read(live_server, table)["state"]["over"]
    x = next(x for x in over["standings"] if x["seat"] not in over["winners"])
    page = stressed(phone, "de", SIZES[0])
    opened(page, live_server, table, x["seat"])
    you = page.locator('[data-k="you"]')
    expect(you).to_contain_text(f"Du: {x['place']}. Platz")
    box, again = you.bounding_box(), page.locator("#end-actions").bounding_box()
    screenshot(page, "kob-pt133-end-you-de")
    assert box["y"] + box["height"] <= again["y"]  # above Play again, on the first screen
    assert box["y"] + box["height"] <= page.evaluate("innerHeight")


def test_the_russian_duel_heading_has_one_colon_at_most(live_server, phone) -> None:
    # pt133: "Дуэль: Паб 2: Александра ⏳ против Großmutter ⏳", two colons in a row.
    t = _six(live_server)
    for seat, pub in enumerate((1, 2, 3, 1, 5, 6)):
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    page = stressed(phone, "ru", SIZES[0])
    opened(page, live_server, {**t, "seq": read(live_server, t)["seq"]}, 1)
    heading = page.locator(".kob-duel h3").first
    expect(heading).to_contain_text("Дуэль")
    assert heading.inner_text().count(":") <= 1, heading.inner_text()

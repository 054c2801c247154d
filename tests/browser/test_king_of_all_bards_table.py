"""The King of All Bards on three phones (issues #12 and #14): moments, Brawls drawn at the table, the crown.

Most moves of the long game go through the API with each seat's token (as the players' own phones
would send them); the moves that matter are made on the phones, and every phone's screen is checked.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.support import (
    LiveServer,
    count_taps,
    eventually,
    play_again,
    read,
    screenshot,
    seat_link,
    wait_for,
)
from tests.browser.test_king_of_all_bards import (
    REAL_DIE,
    _ann_won_the_duel,
    _api,
    _bar,
    _in_round_one,
    _real_die,
    _sheet_button,
    _sing,
    _state,
    _three_performing,
)
from tests.browser.test_stress_set import LARGER_TEXT

BIG = {"viewport": {"width": 412, "height": 915}}


def _pick(page: Page, pub: str) -> None:
    _bar(page, "Pick a Pub")
    _sheet_button(page, pub)


def _we_drew(page: Page, *names: str) -> None:
    """On the acting phone: "We drew…", then the colour chip of each Fan that came out of the bag."""
    page.locator(".draw-pair button", has_text="We drew").click()
    expect(page.locator("#sheet-content")).to_contain_text("tap the colour of each Fan drawn")
    expect(page.locator("#sheet-content")).not_to_contain_text("null")  # nothing drawn yet: no "Start again"
    for name in names:
        page.locator("#sheet-content button.chip", has_text=f"{name}'s Fan").click()


def _log_has(page: Page, line: str) -> None:
    page.locator("#open-log").click()
    expect(page.locator("#sheet-content")).to_contain_text(line)
    page.locator("#sheet-close").click()


def test_three_phones_reveal_duel_brawl_at_the_table_crown_and_play_again(live_server: LiveServer, phone) -> None:
    t = _in_round_one(live_server)  # Ann (Slav, First Player), Bob (Helga), Cy (Caspar): Fans in Pubs 1, 2, 3
    phones = [phone(), phone(**BIG), phone()]
    for seat, page in enumerate(phones):
        page.goto(seat_link(live_server, t, seat))
        expect(page.locator(".kob-board .pub")).to_have_count(6)
    _movement_and_duel(phones)
    _brawl_drawn_at_the_table(live_server, t, phones)
    _crown_and_play_again(live_server, t, phones)


def _movement_and_duel(phones: list[Page]) -> None:
    """Secret Movement on the phones, the reveal of every Bard's move, the Duel and its result card."""
    ann, bob, cy = phones
    _pick(ann, "5 The Weepin' Troll")
    _pick(bob, "5 The Weepin' Troll")
    expect(cy.locator(".kob-moment")).to_have_count(0)  # nothing is revealed before the last pick
    _pick(cy, "6 The Nuttery")
    for page in phones:
        reveal = page.locator('[data-k="reveal"]')
        expect(reveal.locator("h3")).to_have_text("Every Bard's move")
        expect(reveal.locator(".chip")).to_have_text(["Ann → Pub 5", "Bob → Pub 5", "Cy → Pub 6"])
    screenshot(cy, "kob-t1-reveal")

    # The Duel: only the duelists' phones ask for a Song (the screens differ by seat).
    expect(cy.locator("#game-actions button", has_text="Choose a Song")).to_have_count(0)
    expect(cy.locator(".kob-panel .kob-songs")).to_have_count(0)
    ann.locator(".kob-panel .kob-songs button", has_text="Love Minor").click()  # Slav +1 Love, the Troll +1 Minor
    bob.locator(".kob-panel .kob-songs button", has_text="Epic Minor").click()  # Helga +1 Epic, +1 Minor
    _real_die(ann, 5)
    _real_die(bob, 2)
    # Only the Duel's own phones settle it: Cy's phone, waiting, has no "Settle the Duel" to tap (a playtest's did).
    # Ann, who wins unless a Trick is played, settles it with her reward (pt9); Bob's phone may settle it too.
    expect(ann.locator("#game-actions button", has_text="Settle the Duel")).to_have_count(0)
    expect(bob.locator("#game-actions button", has_text="Settle the Duel")).to_be_visible()
    expect(cy.locator("#game-actions button", has_text="Settle the Duel")).to_have_count(0)
    _bar(bob, "Settle the Duel")
    _ann_won_the_duel(phones, 5, ["Ann 7", "Bob 4"])
    screenshot(bob, "kob-t2-duel-card")
    _bar(ann, "+1 Fan")


def _brawl_drawn_at_the_table(live_server: LiveServer, t: dict, phones: list[Page]) -> None:
    """A Brawl drawn from the real bag: "We drew…" on Ann's phone, the result on Bob's."""
    ann, bob, cy = phones
    for _ in range(2):
        _api(live_server, t, {"type": "move_fan", "color": 1, "from": "reserve", "to": 5}, 1)
    expect(ann.locator('[data-k="cap5"]')).to_have_text("3/3")
    _sing(ann, "Love Minor", 4, "+1 Fan")
    for page in phones:
        expect(page.locator(".kob-due h3")).to_have_text("Brawl in Pub 5: over Capacity")
        expect(page.locator(".kob-due .chip")).to_have_text(["Ann: 2 Fans · 50%", "Bob: 2 Fans · 50%"])
    expect(ann.locator(".draw-pair button.primary")).to_have_text("Draw for me")  # the app's bag by default
    expect(bob.locator(".draw-pair")).to_have_count(0)
    screenshot(ann, "kob-t3-brawl-draw")
    _we_drew(ann, "Bob")
    for page in phones:
        expect(page.locator(".kob-brawl .kob-b")).to_have_text("Brawl in Pub 5: Bob's Fan → Square")
        assert "(drawn at the table)" in page.locator(".kob-brawl").get_attribute("title")  # the whole, on a tap
    _log_has(bob, "Brawl in Pub 5 (over Capacity): Bob's Fan to the Town Square (drawn at the table)")
    assert _state(cy)["fans"][5] == [2, 1, 0]


def _crown_and_play_again(live_server: LiveServer, t: dict, phones: list[Page]) -> None:
    """The rest of the race (earlier rounds, through the API), the crown on Ann's last Song, Play again."""
    ann, bob, cy = phones
    for pub in (2, 3, 4):
        _api(live_server, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    _api(live_server, t, {"type": "adjust_tips", "delta": 3}, 0)  # 4 Tips, Fans in 5 Pubs: one Tip short
    _sing(ann, "Drinking Minor", 6, "+1 Tip")
    expect(bob.locator(".kob-ending")).to_be_visible()
    _api(live_server, t, {"type": "end_game"})  # the host ends it: nobody plays a Trick
    for page in phones:
        expect(page.locator(".kob-end h2")).to_have_text("♛ Ann: King of All Bards!")
        expect(page.locator(".kob-decided")).to_have_text("First to 5 Tips and Fans in 5 different Pubs")
        expect(page.locator("#play-again")).to_be_visible()
        expect(page.locator("#game-actions button")).to_have_count(0)
    screenshot(cy, "kob-t4-crown")
    old = t["code"]
    assert play_again(ann, bob, "Ann, Bob, Cy") != old
    expect(bob.locator(".player.me")).to_contain_text("Bob")
    expect(bob.locator(".kob-phase")).to_contain_text("Setup")


def test_own_brawl_bag_we_drew_is_primary_and_diehards_redoes_the_brawl(live_server: LiveServer, phone) -> None:
    t = _three_performing(live_server, {"own_components": True})
    for seat in (1, 1, 2):
        _api(live_server, t, {"type": "move_fan", "color": seat, "from": "reserve", "to": 4}, seat)
    _api(live_server, t, {"type": "adjust_tips", "delta": 2}, 1)
    ann, bob, spectator = phone(), phone(color_scheme="dark"), phone()
    ann.goto(seat_link(live_server, t, 0))
    bob.goto(seat_link(live_server, t, 1))
    spectator.goto(f"{live_server.url}/t/{t['code']}")
    _bar(ann, "Board")  # the board's ordinary moves: every Tips row, and no stray text where nothing is picked
    expect(ann.locator("#sheet-content .kob-tips")).to_have_count(3)
    expect(ann.locator("#sheet-content")).not_to_contain_text("[object")
    expect(ann.locator("#sheet-content")).not_to_contain_text("null")
    ann.locator("#sheet-close").click()
    _sing(ann, "Dance Major", 6, "+1 Fan")  # our own bag: the app does not draw, it waits for us
    expect(ann.locator(".draw-pair button.primary")).to_have_text("We drew…")
    expect(spectator.locator(".kob-due")).to_contain_text("1 Fan to draw from the Brawl bag")
    expect(spectator.locator("#game-actions button")).to_have_count(0)  # a spectator has no controls
    _we_drew(ann, "Bob")
    expect(bob.locator(".kob-brawl .kob-b")).to_have_text("Brawl in Pub 4: Bob's Fan → Square")

    # Diehards as the rulebook's counter ("or redo the Brawl"): Bob's Fan goes back, the bag is drawn again.
    _bar(bob, "Tricks")  # the Tricks sheet: grouped as the rulebook's overview, and searchable
    groups = bob.locator("#sheet-content .kob-group")
    expect(groups).to_have_text(["Common Tricks (4)", "Rare Tricks (8)", "Unique Tricks (16)"])
    bob.locator("#kob-find").fill("diehards")
    expect(groups).to_have_text(["Unique Tricks (1)"])
    bob.locator("#sheet-content summary", has_text="Diehards").click()
    _sheet_button(bob, "redo the Brawl in Pub 4")
    expect(bob.locator(".kob-due .chip")).to_have_text(["Ann: 1 Fan · 50%", "Cy: 1 Fan · 50%"])  # Bob's Fans stay out
    expect(ann.locator(".draw-pair")).to_have_count(0)  # Bob played the counter: Bob's phone draws
    _we_drew(bob, "Cy")
    for page in (ann, bob, spectator):
        expect(page.locator(".kob-brawl .kob-b")).to_have_text("Brawl in Pub 4: Cy's Fan → Square")
    _log_has(ann, "Diehards: the Brawl in Pub 4 is redone (Bob's Fan back in the Pub)")
    assert _state(spectator)["fans"][4] == [1, 2, 0]
    screenshot(bob, "kob-t5-diehards-redo-dark")


def test_a_reward_in_the_square_pushes_a_fan_with_two_taps(live_server: LiveServer, phone) -> None:
    t = _in_round_one(live_server)
    for seat in (0, 1):
        _api(live_server, t, {"type": "pick", "pub": 4}, seat)
    _api(live_server, t, {"type": "pick", "pub": 6}, 2)
    for seat in (0, 1):
        _api(live_server, t, {"type": "duel_song", "genre": "dance", "mood": "major"}, seat)
    for seat, value in ((0, 6), (1, 2)):
        _api(live_server, t, {"type": "duel_roll", "value": value}, seat)
    _api(live_server, t, {"type": "duel_settle"})
    _api(live_server, t, {"type": "duel_reward", "rewards": ["tip"]}, 0)
    _api(live_server, t, {"type": "end_turn"}, 0)
    bob = phone()
    bob.goto(seat_link(live_server, t, 1))  # Bob lost the Duel: he sings in the Town Square
    _sing(bob, "Epic Major", 6, "Push a Fan")
    sheet = bob.locator("#sheet-content")
    sheet.locator("button.chip", has_text="Cy (1)").click()  # whose Fan: a colour chip, not a form
    expect(sheet.locator('button.chip[aria-pressed="true"]')).to_have_text("Cy (1)")
    sheet.locator("button", has_text="3 Torn Banner").click()  # the short name, two Pubs a row
    expect(bob.locator('[data-k="cap3"]')).to_have_text("2/3")
    assert _state(bob)["fans"][0] == [1, 1, 0] and _state(bob)["fans"][3] == [0, 0, 2]


def _song_taps(page: Page, song: str, die: int | None = None) -> int:
    """Sing `song` from the table screen and roll for it (the app's die, or a real one): the taps it took."""
    taps = count_taps(page)
    # The screen a Song starts from: the Songs on it, or (before issue #26) the button to their sheet.
    page.locator(".kob-panel .kob-songs button, #game-actions button:has-text('Sing a Song')").first.wait_for()
    # The singer, read before the roll: a failed Song ends the turn by itself, so read after it, the
    # turn may already be the next singer's (who has not rolled).
    seat = page.evaluate("() => C.table.snap().state.turn")
    if page.locator(".kob-panel .kob-songs button", has_text=song).count() == 0:
        page.locator("#game-actions button", has_text="Sing a Song").click()  # the picker behind a sheet
    # The phone's die: the app's rolls with the Song's tap (pt45), the real one asks its value.
    page.evaluate(REAL_DIE if die is not None else "localStorage.removeItem('companion.kob.realDie')")
    page.locator(".kob-songs button", has_text=song).first.click()
    if die is not None:
        page.locator(".kob-faces button", has_text=str(die)).click()
    # Rolled; or failed, and the turn ended by itself (pt9): the next singer's turn.
    done = f"(s.perf && s.perf.seat === {seat} && s.perf.roll != null) || s.turn !== {seat}"
    wait_for(page, f"(s => {done})(C.table.snap().state)")
    return taps()


def test_a_song_takes_two_taps(live_server: LiveServer, phone) -> None:
    """Issue #26 item 3: a Song is picked and rolled in 1 tap (2 with a real die), the reward the next (pt45).

    A Duel's winner takes the reward once the loser has said "No Trick" (pt63); until then any player may still
    play Epic Solo (or a token), as the rulebook allows before the Duel is won.
    """
    t = _in_round_one(live_server)
    for seat, pub in enumerate((4, 4, 6)):
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    for seat in (0, 1):
        _api(live_server, t, {"type": "duel_song", "genre": "dance", "mood": "major"}, seat)
    ann = phone()
    ann.goto(seat_link(live_server, t, 0))
    before = read(live_server, t)["seq"]
    _real_die(ann, 6)
    assert eventually(lambda: read(live_server, t)["seq"] > before)  # Ann's roll is in before Bob's settles
    _api(live_server, t, {"type": "duel_roll", "value": 2}, 1)
    _api(live_server, t, {"type": "duel_settle"}, 1)  # Bob, on his own phone: no Trick
    _bar(ann, "+1 Tip")  # no "Settle" tap on the winner's phone (pt9)
    _ann_won_the_duel([ann], 4, ["Ann 7", "Bob 3"])
    assert _song_taps(ann, "Love Major", die=6) <= 2  # a phone set to the real die: pick, its value (pt45)
    _bar(ann, "+1 Tip")
    assert _song_taps(ann, "Epic Minor") <= 1  # pick: it rolls (pt45: the reward is the second tap)


def test_the_bards_best_songs_come_first_on_a_small_phone_with_larger_text(live_server: LiveServer, phone) -> None:
    # A playtest at 360 px with text at 130 % saw only the grid's first row: a Dance Bard's best Song needed a scroll.
    t = _in_round_one(live_server)
    for seat, pub in enumerate((4, 5, 6)):  # no Duel: Ann (Slav) sings first
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    ann = phone(viewport={"width": 360, "height": 740}, init_script=LARGER_TEXT)
    ann.goto(seat_link(live_server, t, 0))
    songs = ann.locator(".kob-panel .kob-songs button")
    expect(songs).to_have_count(8)
    mods = [int(x.split(" ")[0].replace("−", "-")) for x in songs.locator("small").all_inner_texts()]
    # One row a genre, its Major and Minor side by side (pt50): the rows by their best Song.
    rows = [max(mods[i : i + 2]) for i in range(0, 8, 2)]
    assert rows == sorted(rows, reverse=True) and rows[0] > rows[-1] and max(mods) in mods[:2], mods
    expect(songs.first).to_be_in_viewport()

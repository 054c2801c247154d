"""The King of All Bards on three phones: secret Movement, a Duel, Performances, a Brawl, the pending end and a win.

The setup and a few board arrangements go through the API (as a table would after some rounds);
every key step is done on the phones, and every phone's screen is checked.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.browser.support import LiveServer, act, as_host, call, caught_up, read, screenshot, seat_link, wait_for
from tests.browser.test_kob_round_three import REAL_DIE, SONG_ASKS


def _api(server: LiveServer, table: dict, action: dict, seat: int | str = "host") -> dict:
    return act(server, table, action, seat)


def _state(page: Page) -> dict:
    """What this phone holds (its own view of the table)."""
    return page.evaluate("() => C.table.snap().state")


def _bar(page: Page, label: str) -> None:
    page.locator("#game-actions button", has_text=label).first.click()


def _sheet_button(page: Page, label: str) -> None:
    page.locator("#sheet-content button", has_text=label).first.click()


def _real_die(page: Page, value: int) -> None:
    """The die's value: in the sheet a Song opens on a phone set to the real die, else behind "Real die…"."""
    face = page.locator(".kob-faces button", has_text=str(value))
    # A Song sung on a phone set to the real die opens the sheet itself: "Real die…" in the bar under it (drawn
    # first) would be covered by it as it opens.
    if not page.evaluate(SONG_ASKS):
        _bar(page, "Real die…")
    face.click()


def _seated(server: LiveServer, names: list[str], bards: tuple[str, ...], options: dict | None = None) -> dict:
    """A table whose players chose these Bards, seat 0 first, each with a Fan in Pub seat + 1: Round 1's Movement."""
    t = server.create_table("king-of-all-bards", names, options or {})
    for seat, bard in enumerate(bards):
        _api(server, t, {"type": "choose_bard", "bard": bard}, seat)
    _api(server, t, {"type": "first_player", "seat": 0})
    for seat in range(len(names)):
        _api(server, t, {"type": "place_start", "pub": seat + 1}, seat)
    return t


def _in_round_one(server: LiveServer, options: dict | None = None) -> dict:
    """Ann, Bob and Cy (Slav, Helga, Caspar) with a Fan each in Pubs 1, 2, 3: Round 1's Movement."""
    return _seated(server, ["Ann", "Bob", "Cy"], ("slav", "helga", "caspar"), options)


def _three_performing(server: LiveServer, options: dict) -> dict:
    """The same three moved to Pubs 4, 5 and 6: round 1's Performance, no Duel, Ann sings first."""
    t = _in_round_one(server, options)
    for seat, pub in enumerate((4, 5, 6)):
        _api(server, t, {"type": "pick", "pub": pub}, seat)
    return t


def _ann_won_the_duel(phones: list[Page], pub: int, totals: list[str]) -> None:
    """The Duel's result card, on every phone: Ann won in this Pub, every total, what Bob (who lost) must do."""
    for page in phones:
        card = page.locator(".kob-duel-card")
        expect(card.locator("h3")).to_have_text(f"♛ Ann wins the Duel in Pub {pub}")
        expect(card.locator(".chip")).to_have_text(totals)
        expect(card).to_contain_text("Bob: go to the Town Square and draw a card")


def _sing(page: Page, song: str, die: int, reward: str) -> None:
    """Sing a Song from the table screen, roll a real die for it, take the reward from the bar."""
    page.evaluate(REAL_DIE)
    page.locator(".kob-panel .kob-songs button", has_text=song).click()
    _real_die(page, die)
    _bar(page, reward)


def test_three_phones_play_movement_duel_songs_brawl_and_win(live_server: LiveServer, phone) -> None:
    t = _in_round_one(live_server)
    ann, bob, cy = phones = [phone() for _ in range(3)]
    for seat, page in enumerate(phones):
        page.goto(seat_link(live_server, t, seat))
        expect(page.locator(".kob-phase")).to_contain_text("Round 1 · Movement")
        expect(page.locator(".kob-board .pub")).to_have_count(6)

    # -- secret Movement: each phone picks; nobody else sees a pick before the reveal ---------------
    _bar(ann, "Pick a Pub")
    _sheet_button(ann, "2 Lady Zara's Ballroom")
    expect(ann.locator(".kob-board .pub.pick")).to_have_count(1)
    _bar(bob, "Pick a Pub")
    _sheet_button(bob, "2 Lady Zara's Ballroom")
    for page in (bob, cy):
        expect(page.locator(".kob-note")).to_contain_text("Picked: Ann, Bob · Waiting for Cy")
    expect(cy.locator(".kob-board .pub.pick")).to_have_count(0)
    for page, own in ((ann, 2), (bob, 2), (cy, None)):
        held = json.dumps(_state(page))
        assert '"picks"' not in held and _state(page)["my_pick"] == own
    assert ann.locator(".kob-board .bi").count() == 0  # nobody has moved yet
    screenshot(cy, "kob-1-movement-secret")
    _bar(cy, "Pick a Pub")
    _sheet_button(cy, "4 The Kraken's Eye")
    for page in phones:
        expect(page.locator(".kob-panel h3")).to_contain_text("Duel in Pub 2")  # its name once revealed (pt12)
        expect(page.locator(".kob-board .bi")).to_have_count(3)

    # -- the Duel: secret Songs, real dice, settle, the winner's reward ----------------------------------
    ann.locator(".kob-panel .kob-songs button", has_text="Love Major").click()  # on the screen, no sheet (pt9)
    expect(bob.locator(".kob-panel")).to_contain_text("Ann ✓")
    expect(ann.locator(".kob-panel")).to_contain_text("Your Song (secret)")  # her own, for her eyes
    expect(ann.locator(".kob-panel")).to_contain_text("Love Major")
    expect(bob.locator(".kob-panel")).not_to_contain_text("Your Song")
    assert "genre" not in json.dumps(_state(bob)["duel"]["songs"])
    bob.locator(".kob-panel .kob-songs button", has_text="Epic Minor").click()
    for page in phones:
        expect(page.locator(".kob-duelist")).to_have_count(2)
    _real_die(ann, 6)
    _real_die(bob, 2)
    expect(cy.locator(".kob-duelist").nth(1)).to_contain_text("rolled 2")
    expect(cy.locator("#game-actions button", has_text="Settle the Duel")).to_have_count(0)  # Cy only watches
    # Bob (the loser) says "No Trick" on his phone, then Ann takes her reward (pt63: it no longer cuts him off).
    expect(ann.locator("[data-k=wins]")).to_have_text("♛ Ann wins unless a Trick is played")
    expect(ann.locator("#game-actions [data-k=waiting]")).to_have_text("Waiting for Bob: a Trick?")
    _bar(bob, "No Trick: settle the Duel")
    screenshot(ann, "kob-2-duel-won")
    _bar(ann, "+1 Fan")
    _ann_won_the_duel(phones, 2, ["Ann 8", "Bob 4"])
    for page in phones:
        expect(page.locator(".kob-phase")).to_contain_text("Performance")
    assert _state(cy)["at"] == [2, 0, 4] and _state(cy)["fans"][2] == [1, 1, 0]

    # -- Performance: the breakdown and the chance before the roll, on every phone ------------------------
    expect(ann.locator(".kob-songs button", has_text="Love Minor")).to_contain_text("+3 · 83%")
    ann.evaluate(REAL_DIE)
    ann.locator(".kob-songs button", has_text="Love Minor").click()
    for page in phones:
        expect(page.locator(".kob-odds")).to_have_text("Chance of success: 83%")
        expect(page.locator(".kob-mods li")).to_have_count(3)
    expect(bob.locator(".kob-mods")).to_contain_text("Pub specialization (Love)")
    screenshot(bob, "kob-3-performance-odds")
    _real_die(ann, 2)
    expect(cy.locator(".kob-odds")).to_have_text("Rolled 2 +3 = 5: Success!")

    # -- a Brawl: Cy's Fan fills Pub 2 (by hand, a Trick), then Ann's reward Fan overflows it ---------------
    _api(live_server, t, {"type": "move_fan", "color": 2, "from": "reserve", "to": 2}, 2)
    expect(ann.locator('[data-k="cap2"]')).to_have_text("3/3")
    _bar(ann, "fan")
    for page in phones:  # the Brawl waits for its draw: the bag's odds on every phone, the choice on Ann's
        expect(page.locator(".kob-due")).to_contain_text("Brawl in Pub 2: over Capacity")
    expect(ann.locator(".draw-pair button")).to_have_text(["Draw for me", "We drew…"])
    expect(bob.locator(".draw-pair")).to_have_count(0)
    ann.locator(".draw-pair button", has_text="Draw for me").click()
    for page in phones:
        expect(page.locator(".kob-brawl")).to_contain_text("Brawl in Pub 2")
        # How it was drawn: in the whole, on a tap (the banner keeps to two lines, pt45).
        assert "(drawn by the app)" in page.locator(".kob-brawl").get_attribute("title")
        expect(page.locator('[data-k="cap2"]')).to_have_text("3/3")
    state = _state(bob)
    assert sum(state["fans"][2]) == 3 and sum(state["fans"][0]) == 4
    screenshot(cy, "kob-4-brawl")

    # -- the win: four Tips and Fans in four more Pubs (earlier rounds), then one more Song ---------------
    for pub in (3, 4, 5, 6):
        _api(live_server, t, {"type": "move_fan", "color": 0, "from": "reserve", "to": pub}, 0)
    _api(live_server, t, {"type": "adjust_tips", "seat": 0, "delta": 3}, 0)
    _api(live_server, t, {"type": "move_fan", "color": 1, "from": "reserve", "to": 1}, 1)  # Bob: 1 Pub, 1 Fan
    # The bar's badge is short so that six pills fit (a Tip and a Pub pictured, each with its number, spelled
    # out for screen readers and on hover); the game's own screen spells every player's count out. The crown
    # is the bar's, not the badge's.
    badge = ann.locator(".player.me .kob-badge")
    caught_up(ann)  # the moves above went in over the API: Ann's phone has them all before it is read
    pubs = _state(ann)["pubs"][0]
    spelled = f"4 Tips · {pubs} Pub{'' if pubs == 1 else 's'}"
    expect(badge.locator("span")).to_have_text(["4", str(pubs)])
    expect(badge).to_have_attribute("aria-label", spelled)
    assert "♛" not in "".join(ann.locator(".player .badge").all_inner_texts())
    expect(bob.locator(".kob-score .chip").first).to_have_text("Ann " + spelled)
    _sing(ann, "Love Major", 6, "tip")
    # -- the end is pending: "the game ends ... as long as nobody plays a Trick Card to prevent this" ----------
    for page in phones:
        expect(page.locator(".kob-ending h3")).to_have_text("The game ends unless someone plays a Trick")
        expect(page.locator(".kob-ending")).to_contain_text("Ann: 5 Tips and Fans in 5 different Pubs")
        expect(page.locator("#prompt")).to_contain_text("play a Trick or let it end")
        expect(page.locator("#game-actions button", has_text="Tricks")).to_be_visible()
    screenshot(bob, "kob-5-ending")
    for page in (ann, bob):
        _bar(page, "No Trick: let the game end")
        expect(page.locator("#game-actions button", has_text="No Trick")).to_have_count(0)
    expect(cy.locator(".kob-ending")).to_contain_text("Let it end: Ann ✓ · Bob ✓ · Cy ?")
    expect(cy.locator(".standings")).to_have_count(0)
    _bar(cy, "No Trick: let the game end")
    for page in phones:
        expect(page.locator(".standings h2")).to_have_text("♛ Ann: King of All Bards!")
        expect(page.locator(".kob-story")).to_contain_text("End")
        expect(page.locator("#game-actions button")).to_have_count(0)
    # Counts read as words: "1 Pub", "2 Pubs", never "1 Pubs" (issue #12, bug 7).
    rows = bob.locator(".kob-places tr")
    expect(rows.first).to_have_text("TipsPubsFans in Pubs")  # each column says what it counts
    expect(bob.locator(".kob-places tbody", has_text="Bob")).to_have_text("3 Bob111")  # a name's row over its figures
    screenshot(bob, "kob-5-win")


def _passed_round(server: LiveServer, *own: int) -> dict:
    """Ann, Bob and Cy on one host phone in Movement; the seats in `own` joined on phones of their own."""
    t = server.create_table("king-of-all-bards", ["Ann", "Bob", "Cy"], seated=False)
    for seat in own:
        t["seats"][seat]["token"] = call(server, f"/api/tables/{t['code']}/join", {"seat": seat})["token"]
    for seat, bard in enumerate(("slav", "hikari", "caspar")):
        _api(server, t, {"type": "choose_bard", "bard": bard, "by": seat})
    _api(server, t, {"type": "first_player", "seat": 1})
    for seat in (1, 2, 0):
        _api(server, t, {"type": "place_start", "pub": 6, "by": seat})
    return t


def _picks_in_turn(page: Page, picks: list[tuple[int, str, str]]) -> None:
    """The host's phone passed round: it goes to each player's secret pick in turn, without a tap.

    The last of `picks` ends the Movement (the reveal follows).
    """
    for i, (seat, name, pub) in enumerate(picks):
        wait_for(page, f"C.table.seat() === {seat}")
        expect(page.locator("[data-k=prompt]")).to_contain_text(name)
        _bar(page, "Pick a Pub")
        _sheet_button(page, pub)
        if i == len(picks) - 1:
            return
        # The next player takes the phone: nothing shows what was picked.
        expect(page.locator(".kob-note")).to_contain_text(re.compile(rf"Picked: [^·]*{name.split()[0]}"))
        expect(page.locator(".kob-board .pub.pick")).to_have_count(0)
        expect(page.locator("#game-actions")).not_to_contain_text("Picked Pub")
        assert _state(page)["my_pick"] is None


def test_one_phone_passes_a_hidden_picker_around(live_server: LiveServer, phone) -> None:
    t = _passed_round(live_server)
    page = phone()
    as_host(page, live_server, t)
    picks = [(0, "Ann", "5 The Weepin' Troll"), (1, "Bob", "3 The Torn Banner"), (2, "Cy", "5 The Weepin' Troll")]
    _picks_in_turn(page, picks)
    expect(page.locator(".kob-panel h3")).to_contain_text("Duel in Pub 5")
    # The Duel's secret Songs, one player after the other on the same phone: Ann's first.
    wait_for(page, "C.table.seat() === 0")
    screenshot(page, "kob-6-one-phone-duel")


def test_the_host_phone_never_offers_the_secret_pick_of_a_player_with_a_phone(live_server: LiveServer, phone) -> None:
    # A playtest's host phone offered "Zoë: Song", the secret Duel Song of a player holding her own phone.
    t = _passed_round(live_server, 1)  # Bob has joined on his own phone
    bob, page = phone(), phone()
    bob.goto(seat_link(live_server, t, 1))
    expect(bob.locator("#game-actions button", has_text="Pick a Pub")).to_be_visible()
    as_host(page, live_server, t)
    expect(page.locator("#game-actions button", has_text="picks")).to_have_count(0)
    _api(live_server, t, {"type": "pick", "pub": 5}, 1)  # on his phone
    _picks_in_turn(page, [(0, "Ann", "5 The Weepin' Troll"), (2, "Cy", "3 The Torn Banner")])
    expect(page.locator(".kob-panel h3")).to_contain_text("Duel in Pub 5")
    # Ann's Song on the passed-round phone; Bob's only on his own.
    wait_for(page, "C.table.seat() === 0")
    expect(page.locator("#game-actions")).not_to_contain_text("Bob")


def test_pub_crawl_swaps_two_fans_from_the_board_sheet(live_server: LiveServer, phone) -> None:
    t = _in_round_one(live_server)
    ann, bob = phone(), phone()
    ann.goto(seat_link(live_server, t, 0))
    bob.goto(seat_link(live_server, t, 1))
    expect(ann.locator(".kob-phase")).to_contain_text("Movement")
    _bar(ann, "Board")
    sheet = ann.locator("#sheet-content")
    # Ann's Fan in Pub 1 and Bob's in Pub 2 trade places: two taps on the Fans themselves.
    swap = sheet.locator("h3", has_text="Swap two Fans").locator("xpath=following-sibling::div[1]")
    swap.locator("button", has_text="Ann · Pub 1").click()
    expect(sheet.locator("h3", has_text="Swap two Fans")).to_contain_text("Ann's in Pub 1 with")
    screenshot(ann, "kob-pub-crawl")
    swap.locator("button", has_text="Bob · Pub 2").click()
    wait_for(bob, "C.table.snap().state.fans[1][1] === 1")
    fans = _state(bob)["fans"]
    assert (fans[1], fans[2], fans[3]) == ([0, 1, 0], [1, 0, 0], [0, 0, 1])
    bob.locator("#open-log").click()
    expect(bob.locator("#sheet-content")).to_contain_text("Fans swap: Ann's from Pub 1")


def test_every_brawl_of_the_round_stays_on_every_phone(live_server: LiveServer, phone) -> None:
    t = _in_round_one(live_server)
    for seat, pub in enumerate((4, 5, 6)):
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    _api(live_server, t, {"type": "adjust_tips", "seat": 1, "delta": 3})
    _api(live_server, t, {"type": "play_trick", "trick": "ragnarok", "value": 2}, 1)
    ann = phone()
    ann.goto(seat_link(live_server, t, 0))
    for pub in (1, 3):  # the Brawls of Ragnarok, one Pub at a time, seen live
        _api(live_server, t, {"type": "ragnarok_brawl", "pub": pub}, 1)
    expect(ann.locator(".kob-brawl .kob-b")).to_have_text(
        [
            "Brawl in Pub 1 (Ragnarok): Ann's Fan → Square",
            "Brawl in Pub 3 (Ragnarok): Cy's Fan → Square",
        ]
    )


def test_a_trick_aims_at_its_player_and_a_reroll_at_the_singer(live_server: LiveServer, phone) -> None:
    # A playtest's Concentration aimed at the singer by default: the player had to change the target to play it
    # on herself. A reroll (Epic Solo) still aims at the singer, whose die it rerolls.
    t = _in_round_one(live_server)
    for seat, pub in enumerate((4, 5, 6)):  # three Pubs: no Duel, Ann (the First Player) sings first
        _api(live_server, t, {"type": "pick", "pub": pub}, seat)
    bob = phone()
    bob.goto(seat_link(live_server, t, 1))
    expect(bob.locator(".kob-phase")).to_contain_text("Performance")
    _bar(bob, "Tricks")
    sheet = bob.locator("#sheet-content")
    for name, group, target in (("Concentration", "On whom", "Bob"), ("Epic Solo", "Whose die", "Ann")):
        card = sheet.locator("details.kob-trick", has=bob.locator("summary b", has_text=name))
        card.locator("summary").click()
        expect(card.get_by_role("group", name=group).locator("[aria-pressed=true]")).to_have_text(target)


def test_a_board_correction_on_the_passed_round_phone_is_the_hosts(live_server: LiveServer, phone) -> None:
    # A playtest's host moved a Fan from the Board sheet and the log said "(changed by Anastasia)", whose turn it was.
    t = _passed_round(live_server)
    page = phone()
    as_host(page, live_server, t)
    wait_for(page, "C.table.seat() === 0")  # the phone is with Ann for her secret pick
    _bar(page, "Board")
    sheet = page.locator("#sheet-content")
    sheet.locator("button", has_text="Cy · Pub 6").first.click()
    sheet.locator("button", has_text="Pub 2").first.click()
    wait_for(page, "C.table.snap().state.fans[2][2] === 1")
    sheet.locator(".kob-tips button", has_text="+1").nth(1).click()
    wait_for(page, "C.table.snap().state.tips[1] === 2")
    log = read(live_server, t, "host")["log"]
    moved = [e for e in log if e["type"] in ("fan_moved", "tips")][-2:]
    assert [e["actor"] for e in moved] == ["host", "host"], moved
    assert moved[0]["text"].endswith("(changed by the host)"), moved[0]["text"]


def cabbage_in_hand(server: LiveServer, roll: int) -> dict:
    """Three players, Bad Luck tokens on: Ann took a Cabbage in round 1, and in round 2 her Song rolled `roll`."""
    t = _three_performing(server, {"tokens": True})
    _api(server, t, {"type": "sing", "genre": "love", "mood": "major"}, 0)
    _api(server, t, {"type": "perform_roll", "value": 1}, 0)
    _api(server, t, {"type": "take_token", "kind": "cabbage"}, 0)  # fresh: played in a later round
    for seat in range(3):
        _api(server, t, {"type": "end_turn"}, seat)
    for seat in range(3):
        _api(server, t, {"type": "refresh", "cash_in": False}, seat)
    for seat, pub in enumerate((1, 2, 3)):  # round 2: Bob is the First Player, then Cy, then Ann
        _api(server, t, {"type": "pick", "pub": pub}, seat)
    for seat in (1, 2):
        _api(server, t, {"type": "end_turn"}, seat)
    _api(server, t, {"type": "sing", "genre": "love", "mood": "major"}, 0)
    _api(server, t, {"type": "perform_roll", "value": roll}, 0)
    return t


def test_a_held_cabbage_is_offered_on_the_failed_roll_and_the_token_no_longer_due(
    live_server: LiveServer, phone
) -> None:
    # A playtest's held Cabbage was only in the Tricks sheet, and after it saved the roll "Take a token" stayed.
    t = cabbage_in_hand(live_server, 1)
    ann = phone()
    ann.goto(seat_link(live_server, t, 0))
    expect(ann.locator('[data-k="odds"]')).to_contain_text("Epic Fail")
    expect(ann.locator("[data-k=token-pick]")).to_have_attribute("aria-label", "Epic Fail: take a token")
    expect(ann.locator("#prompt")).to_contain_text("take a token")

    # The reroll's die as a real one would give it (a 4), so the test does not hang on the app's die.
    def real_four(route) -> None:
        body = route.request.post_data_json
        if body.get("type") == "use_token":
            body["value"] = 4
        route.continue_(post_data=json.dumps(body))

    ann.route("**/api/tables/*/actions", real_four)
    ann.locator("#game-actions button", has_text="Use your Cabbage: reroll").click()
    wait_for(ann, "C.table.snap().state.held[0].cabbage === 0")
    assert _state(ann)["perf"]["roll"] == 4  # the Song is saved: the Epic Fail earns no token
    expect(ann.locator("[data-k=token-pick]")).to_have_count(0)
    assert _state(ann)["token_due"][0] == 0


def test_a_cabbage_on_a_phone_set_to_the_real_die_asks_the_die_rolled(live_server: LiveServer, phone) -> None:
    """pt123: with "Real die" ticked, the Cabbage's reroll was the app's ("Zoë rerolled (Cabbage) 3")."""
    t = cabbage_in_hand(live_server, 1)
    ann = phone()
    ann.add_init_script("localStorage.setItem('companion.kob.realDie', '1')")
    ann.goto(seat_link(live_server, t, 0))
    ann.locator("#game-actions button", has_text="Use your Cabbage: reroll").click()
    ann.locator("#sheet .kob-faces").get_by_role("button", name="5", exact=True).click()
    wait_for(ann, "C.table.snap().state.held[0].cabbage === 0")
    assert _state(ann)["perf"]["roll"] == 5
    assert call(live_server, f"/api/tables/{t['code']}/log")[-1]["text"].endswith("(real die)")

"""The King of All Bards after blind playtest pt126: Up the Ante asks for the bet and pays it.

pt126: "One tap charged Zoë her only Tip and closed the sheet. Nothing asked who would win, and nothing resolved
the bet after the Duel." The bet is named in the Tricks sheet with the card; the Duel's end settles it.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.support import act, eventually, read, screenshot
from tests.browser.test_kob_round_three import (
    _by,
    _host,
    _own,
    _performing,
    _six,
    _tied,
    dueling,
    open_trick,
    played,
    tricks_after_a_failed_roll,
)


def last_of(server, t: dict, kind: str, ok=lambda data: True) -> dict:
    """The data of the table's last `kind` event once one is stored that passes `ok` (a tap is answered later)."""
    found: list[dict] = []

    def seen() -> bool:
        found[:] = [e["data"] for e in read(server, t)["log"] if e["type"] == kind and ok(e["data"])]
        return bool(found)

    assert eventually(seen), f"no {kind} event"
    return found[-1]


def test_up_the_ante_asks_whom_the_bet_is_on_and_pays_a_right_one(live_server, phone) -> None:
    t = dueling(live_server)  # Bartholomew and Maximilian duel in Pub 5
    wil = _own(phone, live_server, t, 1)  # Wilhelmina, on her own phone, holds 1 Tip
    wil.locator("#game-actions button", has_text="Tricks").click()
    open_trick(wil, "Up the Ante")
    bet = wil.locator("#sheet-content .kob-trick[open] [role=group]", has_text="Bartholomew")
    expect(bet).to_have_attribute("aria-label", "Your bet: who wins the Duel")
    expect(bet.locator("button")).to_have_text(["Bartholomew", "Maximilian"])  # the two duelists, nobody else
    expect(bet.locator("button.on")).to_have_text("Bartholomew")  # not hers: the first duelist
    bet.locator("button", has_text="Maximilian").click()
    screenshot(wil, "kob-up-the-ante-bet")
    wil.locator("#sheet-content .kob-trick[open] button", has_text="Play").click()
    expect(wil.locator("#sheet")).to_be_hidden()
    played = last_of(live_server, t, "trick")  # the sheet closes before the play is answered
    assert (played["trick"], played["guess"], played["on"], played["where"]) == ("up_the_ante", 3, "duel", 5)
    _by(t, 0, {"type": "duel_roll", "value": 2}, live_server)
    _by(t, 3, {"type": "duel_roll", "value": 6}, live_server)
    act(live_server, t, {"type": "duel_settle"}, "host")
    state = read(live_server, t)["state"]
    assert state["tips"][1] == 1  # paid 1, won 1
    wil.locator("#open-log").click()
    said = "Wilhelmina Featherstonex's bet on Maximilian Oppenheimer-X (Up the Ante): right, +1 Tip"
    expect(wil.locator("#sheet-content li", has_text=said)).to_have_count(1)


def test_a_failed_songs_turn_end_can_be_taken_back_for_a_trick_on_its_die(live_server, phone) -> None:
    """pt123, pt126: the failed Song ended the turn at once, and Epic Solo ("play after any Bard rolls a die")
    could not be played on it. The turn still ends by itself; the phones that may undo it offer to take it back."""
    t = _performing(live_server)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 2}, live_server)
    _by(t, 0, {"type": "end_turn"}, live_server)  # as the phone does by itself after the failed roll
    host, wil = _host(phone, live_server, t), _own(phone, live_server, t, 1)
    expect(wil.locator("[data-k=failed]")).to_contain_text("failed, turn over")
    expect(wil.locator("[data-k=trick-back]")).to_have_count(0)  # Bartholomew's move: his phone's or the host's
    back = host.locator("[data-k=trick-back]")
    expect(back).to_have_text("↶ A Trick on this roll?")
    screenshot(host, "kob-failed-trick-back")
    back.click()
    expect(host.locator("[data-k=failed]")).to_have_count(0)
    assert read(live_server, t)["state"]["perf"]["status"] == "rolled"
    expect(host.locator("#game-actions button", has_text="End turn")).to_be_visible()
    host.locator("#game-actions button", has_text="Tricks").click()
    expect(host.locator("#sheet-content [data-k=playable] ~ details summary", has_text="Epic Solo")).to_have_count(1)
    host.locator("#sheet-close").click()
    # Ended again and the next Bard singing: the end is no longer the last move, and the line offers nothing.
    _by(t, 0, {"type": "end_turn"}, live_server)
    expect(back).to_have_count(1)
    _by(t, 1, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    expect(back).to_have_count(0)


def test_a_duels_epic_fail_puts_the_token_first_as_the_prompt_asks(live_server, phone) -> None:
    """pt126: "Твой ход: взять жетон (эпический провал)" above a blue "No Trick: settle the Duel"."""
    t = _six(live_server, options={"tokens": True})
    for seat, pub in enumerate((1, 1, 3, 4, 5, 6)):  # Bartholomew and Wilhelmina duel in Pub 1
        _by(t, seat, {"type": "pick", "pub": pub}, live_server)
    for seat in (0, 1):
        _by(t, seat, {"type": "duel_song", "genre": "love", "mood": "minor"}, live_server)
    _by(t, 1, {"type": "duel_roll", "value": 1}, live_server)
    _by(t, 0, {"type": "duel_roll", "value": 5}, live_server)
    wil = _own(phone, live_server, t, 1)
    expect(wil.locator("#prompt")).to_contain_text("take a token")
    expect(wil.locator("#game-actions button.primary")).to_have_text(["Take a token"])
    expect(wil.locator("#game-actions button", has_text="No Trick: settle the Duel")).not_to_have_class("btn primary")


def test_a_trick_playable_now_opens_with_its_play_button_in_view(live_server, phone) -> None:
    """pt126: Tricks, open the Trick, Play: 3 taps and a scroll for the game's interrupts."""
    t = _performing(live_server)
    _by(t, 1, {"type": "adjust_tips", "seat": 1, "delta": -1}, live_server)  # Wilhelmina: 0 Tips, Epic Solo only
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 2}, live_server)
    wil = _own(phone, live_server, t, 1)
    wil.locator("#game-actions button", has_text="Tricks").click()
    expect(wil.locator("#sheet-content [data-k=playable]")).to_have_text("Playable now (1)")
    play = wil.locator("#sheet-content .kob-trick[open] button", has_text="Play (")
    expect(play).to_have_count(1)
    expect(play).to_be_in_viewport()
    play.click()
    assert last_of(live_server, t, "perf_roll", lambda d: d.get("reroll"))["reroll"] == "epic_solo"


def test_the_log_strip_under_a_completed_song_says_what_it_won(live_server, phone) -> None:
    """pt126: "Das Lied von Wilhelmina (Epos Dur) ist abgeschlossen" under the bar; the +1 Tip only in the log."""
    t = _performing(live_server)
    bart = _host(phone, live_server, t)
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)
    _by(t, 0, {"type": "reward", "kind": "tip"}, live_server)
    wil = _own(phone, live_server, t, 1)
    for page in (wil, bart):
        expect(page.locator("#last-move")).to_contain_text("+1 Tip (reward)")


def test_a_heckled_song_says_who_cancelled_it_where_its_roll_is(live_server, phone) -> None:
    """pt127: "end turn (Song failed)" under a roll of 6; the Vicious Heckle only in the log."""
    t = _performing(live_server)
    act(live_server, t, {"type": "adjust_tips", "seat": 1, "delta": 2}, "host")
    _by(t, 0, {"type": "sing", "genre": "love", "mood": "major"}, live_server)
    _by(t, 0, {"type": "perform_roll", "value": 6}, live_server)
    _by(t, 1, {"type": "play_trick", "trick": "vicious_heckle"}, live_server)
    host = _host(phone, live_server, t)
    expect(host.locator("[data-k=odds]")).to_have_text(
        "Wilhelmina Featherstonex's Vicious Heckle cancels Bartholomew Fitzgerald-S's Song"
    )


def test_the_hosts_phone_chooses_who_plays_a_trick_among_the_seats_it_keeps(live_server, phone) -> None:
    """pt127: during Bartholomew's turn the Tricks sheet said "Play (Bartholomew … pays)"; Großmutter could not."""
    t, host = tricks_after_a_failed_roll(live_server, phone)
    who = host.locator("#sheet-content .kob-payer")
    expect(who.locator("button")).to_have_text(["Bartholomew", "Maximilian", "Anastasia", "Christopher"])  # not 1, 2
    who.locator("button", has_text="Maximilian").click()
    expect(who.locator("button.on")).to_have_text("Maximilian")
    screenshot(host, "kob-tricks-who-plays")
    open_trick(host, "Epic Solo")
    played(host, "Epic Solo").click()
    trick = last_of(live_server, t, "trick")
    assert (trick["trick"], trick["seat"]) == ("epic_solo", 3)


def test_a_tied_bard_answers_for_herself_before_the_dice_are_rerolled(live_server, phone) -> None:
    """pt126, pt127: in a tie one Bard's "No Trick" rerolled both dice; the other phone went to its reroll unasked."""
    t = _tied(live_server)  # Wilhelmina and Zoë, at their own phones, tied in Pub 5
    wil, zoe = _own(phone, live_server, t, 1), _own(phone, live_server, t, 2)
    wil.locator("#game-actions button.primary", has_text="No Trick").click()
    expect(wil.locator("[data-k=asked]")).to_have_text("Waiting for Zoë: a Trick?")
    assert read(live_server, t)["state"]["duel"]["rolls"]  # nothing rerolled while Zoë may still play a Trick
    last = zoe.locator("#game-actions button.primary")
    expect(last).to_have_text("No Trick: roll again")
    last.click()
    assert eventually(lambda: not read(live_server, t)["state"]["duel"]["rolls"])  # both roll again now


def test_a_duelists_bet_starts_on_its_own_bard(live_server, phone) -> None:
    """pt129: Александра's Up the Ante had her opponent chosen already: one tap on Play bet against herself."""
    t = dueling(live_server, (1, 5, 5, 4, 6, 2), (1, 2))  # Wilhelmina and Zoë, at their own phones
    zoe = _own(phone, live_server, t, 2)
    zoe.locator("#game-actions button", has_text="Tricks").click()
    open_trick(zoe, "Up the Ante")
    bet = zoe.locator("#sheet-content .kob-trick[open] [role=group][aria-label='Your bet: who wins the Duel']")
    expect(bet.locator("button.on")).to_have_text("Zoë")


def test_a_reroll_offers_the_bards_whose_die_is_rolled_and_says_so(live_server, phone) -> None:
    """pt129: Epic Solo's row of six unlabelled names under "Who plays it:", though two Bards had rolled."""
    t = dueling(live_server)
    _by(t, 0, {"type": "duel_roll", "value": 2}, live_server)
    _by(t, 3, {"type": "duel_roll", "value": 4}, live_server)
    wil = _own(phone, live_server, t, 1)
    wil.locator("#game-actions button", has_text="Tricks").click()
    open_trick(wil, "Epic Solo")
    whose = wil.locator("#sheet-content .kob-trick[open] [role=group][aria-label='Whose die']")
    expect(whose.locator("button")).to_have_text(["Bartholomew", "Maximilian"])
    screenshot(wil, "kob-epic-solo-whose-die")
    expect(wil.locator("#sheet-content .kob-trick[open] .kob-bet > span", has_text="Whose die:")).to_be_visible()

"""The King of All Bards: Brawls, Tricks, tokens, component limits and the five-and-five win."""

from __future__ import annotations

import pytest

from companion.games.king_of_all_bards import GAME
from tests.companion.test_king_of_all_bards import Play


def _performing(bards: tuple[str, ...] = ("slav", "helga", "caspar"), **options: object) -> Play:
    """Round 1, Performance, Ann's turn; Bards in Pubs 4, 5, 6 (first Fans in 1, 2, 3)."""
    p = Play(bards, **options)
    p.start()
    p.move(*range(4, 4 + len(bards)))
    assert p.s["turn"] == 0
    return p


def _success(p: Play, seat: int = 0, genre: str = "love", mood: str = "major") -> None:
    p.do(seat, "sing", genre=genre, mood=mood)
    p.do(seat, "perform_roll", value=6)


# -- Brawls -----------------------------------------------------------------------------------------


def test_a_fan_over_capacity_starts_a_brawl_at_once() -> None:
    p = _performing()
    p.put(1, 4, 2)
    p.put(2, 4, 1)  # Pub 4 full: 3/3
    _success(p)
    p.do(0, "reward", kind="fan")
    brawl = next(e for e in p.events if e["type"] == "brawl")
    assert brawl["pub"] == 4 and brawl["cause"] == "capacity" and len(brawl["drawn"]) == 1
    assert sum(p.s["fans"][4]) == 3
    drawn = brawl["drawn"][0]["seat"]
    assert p.s["fans"][0][drawn] == 2  # its first Fan plus the beaten-up one
    assert p.s["brawls"][-1]["drawn"] == [drawn]
    assert "Brawl in Pub 4 (over Capacity)" in GAME.describe(brawl, p.players)


def test_diehards_are_never_drawn_and_a_pub_of_diehards_takes_no_more() -> None:
    p = _performing()
    p.put(1, 4, 2)
    p.do(1, "play_trick", trick="diehards")
    assert p.s["tips"][1] == 0
    _success(p)
    p.put(2, 4, 1)
    p.do(0, "reward", kind="fan")  # 4 Fans in a Pub of 3: only Ann's or Cy's may go
    brawl = next(e for e in p.events if e["type"] == "brawl")
    assert brawl["drawn"][0]["seat"] in (0, 2) and p.s["fans"][4][1] == 2
    # Bob's Diehards cannot be moved by others, but Bob may move his own.
    p.refuse(0, "move_fan", "Diehards", color=1, **{"from": 4, "to": 0})
    p.do(1, "move_fan", color=1, **{"from": 4, "to": 0})


def test_a_pub_full_of_diehards_refuses_another_fan() -> None:
    p = _performing()
    p.put(1, 5, 2)  # Pub 5: Bob's Bard and 2 Bob Fans + 1 more = 3/3, all Diehards
    p.put(1, 5, 1)
    p.do(1, "play_trick", trick="diehards")
    p.refuse(1, "move_fan", "full of Diehards", color=1, **{"from": "reserve", "to": 5})
    # Ann's Fan may go in: it is the only disc the Brawl can draw, so it comes straight out.
    p.do(0, "move_fan", color=0, **{"from": "reserve", "to": 5})
    assert p.s["fans"][5] == [0, 3, 0] and p.s["fans"][0][0] == 2


def test_ragnarok_rolls_then_brawls_in_chosen_pubs_one_each() -> None:
    p = _performing(("slav", "helga", "caspar"))
    p.s["tips"][1] = 3
    p.refuse(1, "ragnarok_brawl", "play Ragnarok first", pub=1)
    p.do(1, "play_trick", trick="ragnarok", value=2)
    assert p.s["tips"][1] == 1 and p.s["ragnarok"]["left"] == 2
    p.refuse(0, "ragnarok_brawl", "play Ragnarok first", pub=1)
    p.refuse(1, "ragnarok_brawl", "no Fan a Brawl could draw", pub=6)
    p.do(1, "ragnarok_brawl", pub=1)
    assert p.s["fans"][1][0] == 0 and p.s["fans"][0][0] == 2  # Ann's only Fan there was drawn
    p.refuse(1, "ragnarok_brawl", "one per Pub", pub=1)
    p.do(1, "ragnarok_brawl", pub=3)
    assert p.s["ragnarok"] is None
    assert [e["cause"] for e in p.events if e["type"] == "brawl"] == ["ragnarok", "ragnarok"]
    assert [(b["pub"], b["cause"]) for b in p.s["brawls"]] == [(1, "ragnarok"), (3, "ragnarok")]


def test_every_phone_lists_this_rounds_brawls_and_only_this_rounds() -> None:
    p = _performing(("slav", "helga", "caspar"))
    p.s["tips"][1] = 6
    p.do(1, "play_trick", trick="ragnarok", value=2)
    p.do(1, "ragnarok_brawl", pub=1)
    p.do(1, "ragnarok_brawl", pub=3)
    for seat in (0, 1, 2):
        p.do(seat, "end_turn")
    for seat in (0, 1, 2):
        p.do(seat, "refresh")
    assert p.s["round"] == 2
    p.move(1, 2, 3)
    p.do(1, "play_trick", trick="ragnarok", value=1)
    p.do(1, "ragnarok_brawl", pub=2)
    assert [(b["pub"], b["round"]) for b in p.s["brawls"]] == [(2, 2)]


def test_vicious_heckle_cancels_the_song_and_brawls_without_the_hecklers_fans() -> None:
    p = _performing()
    p.s["tips"][1] = 2
    p.put(1, 4, 2)
    p.put(2, 4, 1)
    p.do(0, "sing", genre="love", mood="major")
    p.do(1, "play_trick", trick="vicious_heckle")
    brawl = next(e for e in p.events if e["type"] == "brawl")
    assert brawl["cause"] == "heckle" and brawl["drawn"][0]["seat"] == 2  # only Cy's Fan may go
    assert p.s["perf"]["status"] == "failed" and p.s["songs"][-1]["success"] is False
    p.refuse(0, "sing", "ends your turn", genre="love", mood="major")
    p.do(0, "end_turn")
    assert p.s["turn"] == 1 and len(p.s["songs"]) == 1


def test_vicious_heckle_in_a_duel_loses_it() -> None:
    p = Play()
    p.start()
    p.move(6, 6, 5)
    p.do(0, "duel_song", genre="love", mood="major")
    p.do(1, "duel_song", genre="epic", mood="major")
    p.s["tips"][2] = 2
    p.do(2, "play_trick", trick="vicious_heckle", target=0)
    assert p.s["duel"]["winner"] == 1 and p.s["at"][0] == 0


# -- Tricks --------------------------------------------------------------------------------------------


def test_trick_costs_are_paid_in_tips() -> None:
    p = _performing()
    p.refuse(0, "play_trick", "costs 2 Tip", trick="marks_the_spot", pub=3)
    p.refuse(0, "play_trick", "no Trick", trick="fireball")
    reserve = p.s["reserve"][0]
    p.do(0, "play_trick", trick="signing_session")
    assert p.s["tips"][0] == 0
    # Its effect, done by the app: a Fan from the reserve where the Bard stands (Pub 4)
    assert p.s["at"][0] == 4 and p.s["fans"][4][0] == 1 and p.s["reserve"][0] == reserve - 1


@pytest.mark.parametrize("to", [0, 2, 6])
def test_distribute_posters_puts_its_fan_where_the_player_says(to: int) -> None:
    # A playtest: the Trick took its Tip and left the board unchanged; "put 1 fan in any location".
    p = _performing()
    before, reserve = p.s["fans"][to][0], p.s["reserve"][0]
    p.do(0, "play_trick", trick="distribute_posters", to=to)
    assert p.s["fans"][to][0] == before + 1 and p.s["reserve"][0] == reserve - 1 and p.s["tips"][0] == 0


@pytest.mark.parametrize("to", [None, 7, -1, "1", True, "reserve"])
def test_distribute_posters_without_a_location_is_refused(to: object) -> None:
    p = _performing()
    extra = {} if to is None else {"to": to}
    p.refuse(0, "play_trick", "'to' must be a location", trick="distribute_posters", **extra)
    assert p.s["tips"][0] == 1


def test_concentration_hidden_gem_and_another_round_feed_the_breakdown() -> None:
    p = _performing()
    p.do(1, "play_trick", trick="concentration", target=0, delta=-1)
    p.do(0, "play_trick", trick="hidden_gem")
    p.put(2, 4, 2)
    labels = dict(_mods(p, "love", "minor"))
    assert labels == {"Bard specialization (Love)": 1, "Concentration": -1, "Hidden Gem (no Fans of yours here)": 2}
    p.s["tips"][0] = 1
    p.do(0, "play_trick", trick="another_round")
    labels = dict(_mods(p, "love", "minor"))
    assert labels["Fans here, all count (Another Round): 2"] == 2


def _mods(p: Play, genre: str, mood: str) -> list:
    p.do(0, "sing", genre=genre, mood=mood)
    mods = GAME.view(p.s, None)["perf"]["mods"]
    p.s["perf"] = None  # arrange: take the Song back
    return mods


def test_sing_havoc_minus_one_in_its_pub_and_tips_for_failures() -> None:
    p = _performing()
    p.s["at"][1] = 4  # Bob's Bard joins Ann in Pub 4
    p.do(1, "play_trick", trick="sing_havoc")
    p.do(0, "sing", genre="dance", mood="minor")
    assert ["Sing Havoc!", -1] in GAME.view(p.s, None)["perf"]["mods"]
    p.do(0, "perform_roll", value=3)
    p.do(0, "end_turn")
    assert p.s["tips"][1] == 1  # paid 1, got 1 for Ann's failed Song


def test_share_the_loot_pays_for_epic_songs_before_and_after() -> None:
    p = _performing()
    _success(p, genre="epic")
    p.do(0, "reward", kind="tip")
    p.do(2, "play_trick", trick="share_the_loot")
    assert p.s["tips"][2] == 1  # paid 1, got 1 for Ann's earlier Epic Song
    _success(p, genre="epic", mood="minor")
    p.do(0, "reward", kind="card")
    assert p.s["tips"][2] == 2


def test_marks_the_spot_puts_a_fan_after_each_success() -> None:
    p = _performing()
    p.s["tips"][0] = 2
    p.do(0, "play_trick", trick="marks_the_spot", pub=2)
    _success(p)
    p.do(0, "reward", kind="tip")
    assert p.s["fans"][2][0] == 1


def test_cut_strings_cancels_the_last_trick_and_can_be_cut() -> None:
    p = _performing()
    p.do(0, "play_trick", trick="hidden_gem")
    p.do(1, "play_trick", trick="cut_strings")
    assert not any(t["effect"] == "hidden_gem" for t in GAME.view(p.s, None)["active"])
    p.do(0, "play_trick", trick="cut_strings")
    assert any(t["effect"] == "hidden_gem" for t in GAME.view(p.s, None)["active"])


def test_copycat_costs_what_it_copies_and_epic_solo_rerolls() -> None:
    p = _performing()
    p.s["tips"] = [3, 3, 3]
    p.do(1, "play_trick", trick="diehards")
    p.do(2, "play_trick", trick="copycat")
    assert p.s["tips"][2] == 2 and GAME.view(p.s, None)["active"][-1]["effect"] == "diehards"
    p.do(0, "sing", genre="love", mood="major")
    p.refuse(1, "play_trick", "no die to reroll", trick="epic_solo")
    p.do(0, "perform_roll", value=1)
    p.do(0, "play_trick", trick="epic_solo")
    assert p.events[-1]["type"] == "perf_roll" and p.events[-1]["reroll"] == "epic_solo"
    assert "by" not in p.events[-1]  # the singer's own Epic Solo: "… rerolled (Epic Solo) …"


def test_an_epic_solo_on_another_bards_roll_says_who_played_it() -> None:
    """pt121: the line every other phone sees named the singer only, as if the singer had rerolled."""
    p = _performing()
    p.s["tips"] = [3, 3, 3]
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)
    p.do(2, "play_trick", trick="epic_solo", value=5)
    e = p.events[-1]
    assert (e["type"], e["seat"], e["by"]) == ("perf_roll", 0, 2)
    assert GAME.describe(e, p.players) == f"{p.players[0].name} rerolled ({p.players[2].name}'s Epic Solo) 5 (real die)"


def test_epic_solo_rerolls_with_the_real_die() -> None:
    """Every roll can be made by the app or entered from the real die (RULINGS): Epic Solo's too."""
    p = _performing()
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=2)
    p.refuse(0, "play_trick", "a die shows 1 to 6", trick="epic_solo", value=7)  # a bad face: nothing played
    p.do(0, "play_trick", trick="epic_solo", value=5)
    e = p.events[-1]
    assert (e["type"], e["value"], e["real"], e["reroll"]) == ("perf_roll", 5, True, "epic_solo")
    assert p.s["perf"]["roll"] == 5


def test_encore_triples_the_reward() -> None:
    """ "You can sing again a song that you have already sung this round ... triple the reward." """
    p = _performing()
    p.s["tips"][0] = 2
    _success(p)
    p.do(0, "reward", kind="card")
    p.do(0, "play_trick", trick="encore")
    _success(p)  # the same Song again
    p.do(0, "reward", kind="tip")
    p.do(0, "reward", kind="tip")
    assert p.s["perf"]["status"] == "rolled"
    p.do(0, "reward", kind="fan")
    assert p.s["perf"]["status"] == "done" and p.s["tips"][0] == 2 and p.s["fans"][4][0] == 1


# -- tokens and component limits -----------------------------------------------------------------------


def test_bad_luck_tokens_after_an_epic_fail() -> None:
    p = _performing(tokens=True)
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)
    assert p.s["token_due"][0] == 1
    p.do(0, "take_token", kind="cabbage")
    p.refuse(0, "take_token", "after an Epic Fail", kind="egg")
    # "On subsequent turns Bards can play these tokens": not on the roll that earned it.
    p.refuse(0, "use_token", "played on a later turn", kind="cabbage")
    p.s["held"][0]["cabbage"] += 1  # arrange: a Cabbage kept from an earlier round
    p.do(0, "use_token", kind="cabbage")  # reroll
    assert p.s["held"][0]["cabbage"] == 1 and p.events[-1]["reroll"] == "cabbage"
    p.s["held"][1]["tomato"] = 1
    p.s["tokens"]["tomato"] = 0
    p.do(1, "use_token", kind="tomato", target=0)
    assert ["Egg / Tomato tokens", -1] in GAME.view(p.s, None)["perf"]["mods"]
    p.refuse(1, "use_token", "hold no tomato", kind="tomato", target=0)


def test_a_cabbage_rerolling_the_epic_fail_takes_back_the_token_it_earned() -> None:
    """The Bard saved from the Epic Fail suffered none: no token is due (a playtest still offered "Take a token")."""
    p = _performing(tokens=True)
    p.s["held"][0]["cabbage"] = 1  # arrange: a Cabbage kept from an earlier round
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)
    assert p.s["token_due"][0] == 1
    p.do(0, "use_token", kind="cabbage", value=5)
    assert p.s["token_due"][0] == 0 and p.s["perf"]["roll"] == 5
    p.refuse(0, "take_token", "after an Epic Fail", kind="egg")
    assert "Epic Fail is rerolled: no token" in GAME.describe(p.events[-2], p.players)


def test_the_epic_fail_screen_knows_the_singer_may_reroll_with_a_cabbage() -> None:
    """The view says when the singer's held Cabbage may reroll this roll (not one taken on this very roll)."""
    p = _performing(tokens=True)
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=1)
    p.do(0, "take_token", kind="cabbage")  # fresh: played on a later turn
    assert not GAME.view(p.s, 0)["perf"]["cabbage"]
    p.s["held"][0]["cabbage"] += 1  # arrange: a Cabbage kept from an earlier round
    assert GAME.view(p.s, 0)["perf"]["cabbage"]


def test_an_empty_reserve_takes_from_the_square_never_a_pub() -> None:
    p = _performing()
    p.s["fans"][0][0] += p.s["reserve"][0]  # arrange: Ann's reserve all in the Square
    p.s["reserve"][0] = 0
    _success(p)
    p.do(0, "reward", kind="fan")
    assert p.s["fans"][4][0] == 1 and p.s["fans"][0][0] == 8 and p.s["fans"][1][0] == 1
    p.s["fans"][5][0] += 8  # arrange: nothing in the Square either
    p.s["fans"][0][0] = 0
    _success(p, mood="minor")
    p.do(0, "reward", kind="fan")
    assert [e["type"] for e in p.events[-3:]] == ["reward", "fan_missing", "song_done"]
    assert p.s["fans"][4][0] == 1
    assert p.fans_total(0) == 10


# -- the win -----------------------------------------------------------------------------------------------


def test_five_tips_and_five_pubs_ends_the_game_once_nobody_plays_a_trick() -> None:
    """The game "ends immediately as long as nobody plays a Trick Card to prevent this"."""
    p = _performing()
    for pub in (2, 3, 5, 6):
        p.put(0, pub)
    p.s["tips"][0] = 4
    _success(p)
    assert p.s["phase"] == "performance"
    p.do(0, "reward", kind="tip")
    assert p.s["ending"] == {"seats": [0], "passed": []} and p.s["phase"] == "performance"
    p.refuse(0, "sing", "the game ends unless someone plays a Trick", genre="love", mood="major")
    for seat in (0, 1):
        p.do(seat, "end_game")
    p.refuse(1, "end_game", "you have let the game end")
    assert p.s["phase"] == "performance"
    p.do(2, "end_game")  # the last player lets it end too
    assert p.s["phase"] == "over" and p.s["over"]["winners"] == [0] and p.s["ending"] is None
    assert p.s["over"]["standings"][0]["seat"] == 0
    assert p.s["history"][-1]["final"] and p.s["history"][-1]["tips"][0] == 5
    p.refuse(1, "end_turn", "game is over")


def test_another_rounds_fans_do_not_count_for_the_goal() -> None:
    p = _performing()
    for pub in (1, 2, 3):
        p.put(1, pub)
    p.s["tips"][0] = 5
    p.do(0, "play_trick", trick="another_round")  # Pub 4 has Bob's Fan... but not Ann's
    assert p.s["phase"] == "performance"


def _two_at_the_goal() -> Play:
    """Performance, Ann and Cy each with a Fan in Pubs 1-5 and 5 Tips: both at the goal."""
    p = _performing()
    for seat in (0, 2):
        for pub in range(1, 6):
            if p.s["fans"][pub][seat] == 0:
                p.put(seat, pub)
        p.s["tips"][seat] = 5
    return p


def test_tie_breaks_when_two_reach_the_goal_together() -> None:
    p = _two_at_the_goal()
    p.put(2, 6)  # Cy has one more Fan in Pubs
    p.do(1, "adjust_tips", seat=1, delta=1)
    assert p.s["ending"]["seats"] == [0, 2]
    p.do(None, "end_game")  # the host ends it at once
    assert p.s["over"]["winners"] == [2]
    assert [x["seat"] for x in p.s["over"]["standings"]] == [2, 0, 1]
    assert GAME.view(p.s, 1)["over"]["decided"] == "tie broken on most Fans in Pubs"


def test_the_end_screen_names_what_decided_the_crown() -> None:
    """ "In the rare case of a tie, the winner is the player with the most Fans in Pubs in total.
    If there is still a tie, the winner is the player with the most Tips." """
    p = _two_at_the_goal()
    p.s["tips"][2] = 6
    p.do(1, "adjust_tips", seat=1, delta=1)
    p.do(None, "end_game")
    assert p.s["over"]["winners"] == [2]
    assert GAME.view(p.s, None)["over"]["decided"] == "tie broken on most Tips"
    q = _performing()
    for pub in range(2, 6):
        q.put(0, pub)
    q.do(0, "adjust_tips", delta=4)
    q.do(None, "end_game")
    assert GAME.view(q.s, 0)["over"]["decided"] == "first to 5 Tips and Fans in 5 different Pubs"


def test_a_song_stays_successful_while_its_encore_rewards_are_taken() -> None:
    """Taking a reward completes the roll: a Fan that switches Hidden Gem off, or a Tomato
    thrown afterwards, cannot turn the Song into a failure half-way through its rewards."""
    p = _performing(tokens=True)
    p.s["tips"][0] = 4
    p.s["held"][1]["tomato"] = 1
    p.do(0, "play_trick", trick="hidden_gem")  # Ann has no Fan in Pub 4: +2
    _success(p)
    p.do(0, "reward", kind="tip")
    p.do(0, "play_trick", trick="encore")
    p.do(0, "sing", genre="love", mood="major")  # the same Song again: +1 Slav, +2 Hidden Gem
    p.do(0, "perform_roll", value=2)  # 2 + 3 = 5: success
    p.do(0, "reward", kind="fan")  # now a Fan of hers is here: Hidden Gem stops
    shown = GAME.view(p.s, None)["perf"]
    assert shown["outcome"] == "success" and shown["mod"] == 3 and shown["total"] == 5
    p.refuse(1, "use_token", "no roll to change", kind="tomato", target=0)
    p.refuse(1, "play_trick", "no die to reroll", trick="epic_solo", target=0)
    p.refuse(0, "end_turn", "take your reward")
    p.do(0, "reward", kind="tip")
    p.do(0, "reward", kind="card")
    assert p.s["perf"]["status"] == "done" and p.s["songs"][-1]["success"] is True


def test_a_duel_winner_owed_three_rewards_is_never_stuck_on_a_fan_that_cannot_go_in() -> None:
    """Four Bards duel in a Pub full of the winner's own Diehards: the Fan reward is skipped."""
    p = Play(("mariana", "helga", "hikari", "slav"))
    p.start(pubs=(1, 2, 3, 4))
    p.put(0, 6, 4)  # Pub 6 holds 4 of Ann's Fans: full (Capacity 4)
    p.do(0, "play_trick", trick="diehards")
    p.move(6, 6, 6, 6)
    for seat in range(4):
        p.do(seat, "duel_song", genre="love", mood="minor")
    for seat, value in enumerate((6, 2, 2, 3)):
        p.do(seat, "duel_roll", value=value)
    p.do(None, "duel_settle")
    p.do(0, "duel_reward", rewards=["tip", "fan", "card"])
    assert p.s["phase"] == "performance" and p.s["fans"][6][0] == 4
    assert any(e["type"] == "fan_missing" for e in p.events)


def test_standing_ovation_pays_a_tip_for_each_successful_song_this_round() -> None:
    """pt123: Standing Ovation took its Tip and gave nothing back (the card: 1 Tip for each successful Song)."""
    p = _performing()
    p.s["tips"][0] = 3
    for genre in ("love", "dance"):
        _success(p, 0, genre)
        p.do(0, "reward", kind="tip")  # +1 each
    p.do(0, "sing", genre="drinking", mood="minor")
    p.do(0, "perform_roll", value=1)  # a failed last Song does not count
    before = p.s["tips"][0]
    events = p.do(0, "play_trick", trick="standing_ovation")
    assert p.s["tips"][0] == before - 1 + 2  # paid 1, two successful Songs
    assert [e for e in events if e["type"] == "tips"] == [
        {"type": "tips", "seat": 0, "delta": 2, "why": "standing_ovation"}
    ]


def test_stage_banter_pays_a_tip_for_each_of_ones_fans_in_the_pub() -> None:
    """The card: after a successful Drinking Song, 1 Tip for each of your Fans in the Pub (it paid nothing)."""
    p = _performing()
    p.s["fans"][4][0] = 3  # Ann's three Fans in Pub 4, where her Bard sings
    _success(p, 0, "drinking")
    before = p.s["tips"][0]
    p.do(0, "play_trick", trick="stage_banter")
    assert p.s["tips"][0] == before - 1 + 3

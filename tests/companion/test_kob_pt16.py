"""Bad Luck tokens after a Duel's Epic Fail, and a failed Song's roll kept on every phone (pt16, issue #26)."""

from __future__ import annotations

from companion.games.king_of_all_bards.prompt import prompt
from tests.companion.test_king_of_all_bards import Play


def _duel(seed: int = 1, **options: object) -> Play:
    """Slav (seat 0) and Helga (seat 1) duel in The Nuttery, both singing Love Major; Caspar watches."""
    p = Play(seed=seed, **options)
    p.start()
    p.move(6, 6, 5)
    for seat in (0, 1):
        p.do(seat, "duel_song", genre="love", mood="major")
    return p


def test_a_duel_epic_fail_asks_for_the_token_and_the_supply_shrinks() -> None:
    p = _duel(tokens=True)
    p.do(0, "duel_roll", value=1)
    assert p.s["token_due"][0] == 1
    assert prompt(p.s) == {"seats": [0], "do": "take a token after the Epic Fail"}
    p.do(1, "duel_roll", value=4)  # the Duel's other steps go on: the token does not block them
    p.do(0, "take_token", kind="egg")
    assert p.s["tokens"]["egg"] == 0 and p.s["held"][0]["egg"] == 1 and p.s["token_due"][0] == 0
    assert prompt(p.s)["seats"] == [0]  # now the loser's "a Trick?" (pt63), then the winner's reward
    p.do(0, "duel_settle")
    assert prompt(p.s)["seats"] == [1]
    p.do(1, "duel_reward", rewards=["tip"])
    assert p.s["phase"] == "performance" and prompt(p.s)["do"] == "pick a Song, or stop"


def test_a_token_still_due_after_the_duel_is_asked_before_the_performance_goes_on() -> None:
    """The host's phone passed round follows the prompt: the token left for later was never offered (pt16)."""
    p = _duel(tokens=True)
    p.do(0, "duel_roll", value=1)
    p.do(1, "duel_roll", value=4)
    p.do(1, "duel_reward", rewards=["tip"])
    assert p.s["phase"] == "performance"
    assert prompt(p.s) == {"seats": [0], "do": "take a token after the Epic Fail"}
    p.do(0, "take_token", kind="none")
    assert prompt(p.s)["do"] == "pick a Song, or stop"


def test_the_app_die_rolling_a_one_in_a_duel_asks_for_the_token() -> None:
    """The seeded source: the host rolls for everyone; whoever rolled a 1 is asked for a token."""
    for seed in range(1, 200):
        p = _duel(seed, tokens=True)
        p.do(None, "duel_roll")
        ones = [x for x in (0, 1) if p.s["duel"]["rolls"][str(x)] == 1]
        if ones:
            break
    assert ones, "no seed rolled a 1"
    assert p.s["token_due"][ones[0]] == 1
    assert prompt(p.s) == {"seats": ones, "do": "take a token after the Epic Fail"}


def test_no_token_left_or_the_variant_off_asks_nothing() -> None:
    empty = _duel(tokens=True)
    empty.s["tokens"] = {"egg": 0, "tomato": 0, "cabbage": 0}  # arrange: every token taken earlier
    empty.do(0, "duel_roll", value=1)
    assert empty.s["token_due"][0] == 0
    assert prompt(empty.s)["do"] == "roll a die for your Song" and prompt(empty.s)["seats"] == [1]
    off = _duel()
    off.do(0, "duel_roll", value=1)
    assert off.s["token_due"][0] == 0 and prompt(off.s)["seats"] == [1]
    off.refuse(0, "take_token", "without the Bad Luck tokens", kind="egg")


def test_a_failed_song_stays_in_the_state_until_the_next_roll() -> None:
    """Every phone shows "Ann: rolled 2 +1 = 3, failed" over the next singer's picker (pt16)."""
    from companion.games.king_of_all_bards import GAME

    p = Play()
    p.start()
    p.move(4, 5, 6)
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=2)
    mod = GAME.view(p.s, None)["perf"]["mod"]
    p.do(0, "end_turn")
    assert p.s["turn"] == 1
    assert GAME.view(p.s, 2)["failed_song"] == {"seat": 0, "roll": 2, "mod": mod, "total": 2 + mod}
    p.do(1, "sing", genre="love", mood="major")
    assert p.s["failed_song"] is not None  # still shown while the next Song is declared
    p.do(1, "perform_roll", value=6)
    assert p.s["failed_song"] is None

"""The Duel's winner takes the reward straight after the rolls: the reward settles the Duel first (pt9, issue #26)."""

from __future__ import annotations

from companion.games.king_of_all_bards import GAME
from tests.companion.test_king_of_all_bards import Play, _three_way


def _rolled(values: tuple[int, ...]) -> Play:
    """Slav (seat 0) and Helga (seat 1) duel in The Nuttery, both singing Love Major: these dice are in."""
    p = Play()
    p.start()
    p.move(6, 6, 5)
    for seat in (0, 1):
        p.do(seat, "duel_song", genre="love", mood="major")
    for seat, value in enumerate(values):
        p.do(seat, "duel_roll", value=value)
    return p


def test_the_view_says_who_settling_now_makes_the_winner() -> None:
    p = _rolled((4, 3))
    settles = GAME.view(p.s, None)["duel"]["settles"]
    assert settles == {"winner": 0, "reason": "highest", "rewards": 1, "reroll": []}
    assert GAME.view(_rolled((3, 3)).s, 1)["duel"]["settles"]["winner"] == 0  # Slav's +1 Love still wins 3 to 3
    tie = _rolled((2, 3))  # Slav 2+2, Helga 3+1: a tie
    tied = {"winner": None, "reason": "tie", "rewards": 0, "reroll": [0, 1]}  # who rolls again, for the tie's line
    assert GAME.view(tie.s, None)["duel"]["settles"] == tied


def test_the_winners_reward_settles_the_duel_in_the_same_action() -> None:
    p = _rolled((4, 3))
    before, tips = len(p.events), p.s["tips"][0]
    p.do(0, "duel_reward", rewards=["tip"])
    kinds = [e["type"] for e in p.events[before:]]
    assert kinds[0] == "duel_step" and "duel_won" in kinds and kinds[-1] in ("duel_done", "performance_begins")
    assert p.s["tips"][0] == tips + 1 and p.s["at"][1] == 0  # Helga lost: to the Square


def test_the_loser_cannot_settle_by_taking_a_reward_nor_a_tie_be_rewarded() -> None:
    p = _rolled((4, 3))
    p.refuse(1, "duel_reward", "only the Duel's winner", rewards=["tip"])
    assert p.s["duel"]["winner"] is None and not p.s["duel"]["steps"]  # nothing settled by the refused reward
    tie = _rolled((2, 3))
    tie.refuse(0, "duel_reward", "only the Duel's winner", rewards=["tip"])
    assert tie.s["duel"]["steps"] == []


def test_the_prompt_asks_the_loser_then_the_winner_for_the_reward_and_a_tie_to_be_settled() -> None:
    """The loser's "a Trick?" first (pt63: the reward asked meanwhile cut a loser off), then the winner's reward."""
    p = _rolled((4, 3))
    assert GAME.view(p.s, None)["prompt"] == {"seats": [1], "do": "play a Trick or not"}
    p.do(1, "duel_settle")  # Helga plays no Trick: the Duel settles
    assert GAME.view(p.s, None)["prompt"]["seats"] == [0]
    assert GAME.view(p.s, None)["prompt"]["do"] == "choose your reward"
    # A tie asks each tied Bard in turn (pt126, pt127: one's "No Trick" rerolled the other's die unasked).
    tie = _rolled((2, 3))
    assert GAME.view(tie.s, None)["prompt"] == {"seats": [0, 1], "do": "play a Trick or not"}
    tie.do(0, "duel_settle")
    assert GAME.view(tie.s, None)["prompt"] == {"seats": [1], "do": "play a Trick or not"}
    assert tie.s["duel"]["rolls"] and not tie.s["duel"]["steps"]  # nothing rerolled yet
    tie.refuse(0, "duel_settle", "wait for the others")
    out = _three_way((6, 6, 2))  # Cy is out; Ann and Bob tie: theirs is the answer, not Cy's
    out.refuse(2, "duel_settle", "waits for seats 0, 1 to play a Trick or not")
    tie.do(1, "duel_settle")
    assert tie.s["duel"]["rolls"] == {} and tie.s["duel"]["in"] == [0, 1]  # both reroll now

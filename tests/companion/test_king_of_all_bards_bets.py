"""Up the Ante: the bet named with the card, settled by the Duel's end or the Brawl's draw (pt126).

"Play before a brawl or a duel, guess the outcome, if you successfully do, gain 1 tip. ... Once you announce
your bet, you cannot change it. You should guess correctly either who will win the Duel, or whose Fan will
be kicked out of the Pub." The app took the Tip and never asked for the guess, nor paid.
"""

from __future__ import annotations

from companion.games.king_of_all_bards import GAME
from tests.companion.test_king_of_all_bards_cards import dueling, performing


def _settled(p) -> list[dict]:
    return [e for e in p.events if e["type"] == "bet_settled"]


def _duel_won_by_ann(p) -> None:
    p.do(0, "duel_roll", value=6)  # Slav sings Love: 6 + his specialisation
    p.do(1, "duel_roll", value=2)
    p.do(None, "duel_settle")  # no Trick: the Duel is decided


def test_a_right_bet_on_the_duels_winner_pays_one_tip() -> None:
    p = dueling()
    p.do(2, "play_trick", trick="up_the_ante", guess=0)
    assert p.s["tips"][2] == 3
    _duel_won_by_ann(p)
    [bet] = _settled(p)
    assert (bet["seat"], bet["guess"], bet["right"], bet["pub"]) == (2, 0, True, 4)
    assert p.s["tips"][2] == 4
    names = p.players
    assert GAME.describe(bet, names) == f"{names[2].name}'s bet on {names[0].name} (Up the Ante): right, +1 Tip"
    trick = next(e for e in p.events if e["type"] == "trick")
    assert f", betting on {names[0].name}" in GAME.describe(trick, names)


def test_a_wrong_bet_pays_nothing_and_is_said() -> None:
    p = dueling()
    p.do(2, "play_trick", trick="up_the_ante", guess=1)
    _duel_won_by_ann(p)
    [bet] = _settled(p)
    assert bet["right"] is False and p.s["tips"][2] == 3
    assert GAME.describe(bet, p.players).endswith("(Up the Ante): wrong")


def test_the_bet_is_named_with_the_card_and_only_on_a_duelist() -> None:
    p = dueling()
    p.refuse(2, "play_trick", "needs 'guess'", trick="up_the_ante")
    p.refuse(2, "play_trick", r"one of the Duel's Bards \(seats 0, 1\), not 2", trick="up_the_ante", guess=2)
    assert p.s["tips"][2] == 4 and p.s["tricks"] == []


def test_a_bet_on_a_brawl_is_settled_by_its_draw() -> None:
    p = performing()
    p.put(1, 4, 3)  # Pub 4 full of Bob's Fans: 3 of 3
    p.do(0, "sing", genre="love", mood="major")
    p.do(0, "perform_roll", value=6)
    p.do(0, "reward", kind="fan", wait_for_draw=True)  # the table draws from its own Brawl bag
    assert p.s["brawl_due"]
    p.refuse(2, "play_trick", r"a Fan in the Brawl's Pub \(seats 0, 1\), not 2", trick="up_the_ante", guess=2)
    p.do(2, "play_trick", trick="up_the_ante", guess=1)
    p.do(1, "play_trick", trick="up_the_ante", guess=0)
    p.do(0, "draw_brawl", drawn=[1])
    right, wrong = _settled(p)
    assert (right["seat"], right["right"], wrong["seat"], wrong["right"]) == (2, True, 1, False)
    assert p.s["tips"][2] == 4 and p.s["tips"][1] == 3
    assert all(t.get("settled") for t in p.s["tricks"])


def test_a_bet_whose_card_was_cut_pays_nothing() -> None:
    p = dueling()
    p.do(2, "play_trick", trick="up_the_ante", guess=0)
    p.do(1, "play_trick", trick="cut_strings")
    _duel_won_by_ann(p)
    assert _settled(p) == []

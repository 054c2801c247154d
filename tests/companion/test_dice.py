"""Dice specs, labelled faces, real dice, roll-offs."""

from __future__ import annotations

import pytest

from companion import dice
from companion.errors import ActionError
from companion.rng import seeded


@pytest.mark.parametrize(
    ("spec", "count", "sides", "modifier"),
    [("2d6", 2, 6, 0), ("d20", 1, 20, 0), ("1d20+3", 1, 20, 3), ("3d4-1", 3, 4, -1), (" 4D8 + 2 ", 4, 8, 2)],
    ids=str,
)
def test_parse_accepts_ndx_plus_minus_m(spec: str, count: int, sides: int, modifier: int) -> None:
    parsed = dice.parse(spec)
    assert (parsed.count, parsed.sides, parsed.modifier) == (count, sides, modifier)


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("100000d6", "between 1 and 100 dice"),
        ("0d6", "between 1 and 100 dice"),
        ("1d0", "between 2 and 1000 sides"),
        ("1d1", "between 2 and 1000 sides"),
        ("2d6+99999", "modifier"),
        ("two dice", "is not a dice spec"),
        ("", "is not a dice spec"),
        (6, "must be a string"),
    ],
    ids=str,
)
def test_parse_refuses_bad_and_absurd_specs_by_name(spec: object, says: str) -> None:
    with pytest.raises(ActionError) as err:
        dice.parse(spec)
    assert says in err.value.message
    assert err.value.status == 400


def test_roll_stays_within_faces_and_totals_with_modifier() -> None:
    rng = seeded(5)
    for _ in range(200):
        ev = dice.roll_event({"dice": "3d4-1"}, rng)
        assert all(1 <= v <= 4 for v in ev["values"])
        assert ev["total"] == sum(ev["values"]) - 1
        assert ev["real"] is False


def test_a_real_die_is_recorded_as_typed() -> None:
    ev = dice.roll_event({"dice": "1d6", "values": [4]}, seeded(1))
    assert ev["values"] == [4] and ev["total"] == 4 and ev["real"] is True


@pytest.mark.parametrize("values", [[7], [0], [1, 2], ["4"], [True], "4"], ids=str)
def test_a_real_die_must_show_a_face_it_has(values: object) -> None:
    with pytest.raises(ActionError, match=r"d6|value"):
        dice.roll_event({"dice": "1d6", "values": values}, seeded(1))


def test_labelled_faces_name_each_value() -> None:
    dice.register_faces("test-colours", ("Red", "Blue", "Green"))
    ev = dice.roll_event({"dice": "2d3", "faces": "test-colours", "values": [1, 3]}, seeded(1))
    assert ev["labels"] == ["Red", "Green"]
    assert dice.describe_roll(ev) == "2d3: Red + Green (real dice)"


def test_labelled_faces_must_match_the_sides() -> None:
    with pytest.raises(ActionError, match="3 face labels for a 6-sided die"):
        dice.roll_event({"dice": "1d6", "faces": ["a", "b", "c"]}, seeded(1))
    with pytest.raises(ActionError, match="no die with faces named"):
        dice.roll_event({"dice": "1d6", "faces": "nope"}, seeded(1))


def test_describe_roll_reads_like_the_log() -> None:
    ev = {"dice": "2d6", "count": 2, "modifier": 0, "values": [3, 5], "total": 8, "labels": None}
    assert dice.describe_roll(ev) == "2d6: 3 + 5 = 8"
    ev = {"dice": "1d20+3", "count": 1, "modifier": 3, "values": [11], "total": 14, "labels": None}
    assert dice.describe_roll(ev) == "1d20+3: 11 + 3 = 14"


class _Scripted:
    """A random source that returns the given rolls in order."""

    def __init__(self, rolls: list[int]):
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def test_rolloff_rerolls_ties_for_highest_among_the_tied_only() -> None:
    # Seats 0..3 roll 6, 2, 6, 1: seats 0 and 2 tie and reroll (3, 5): seat 2 wins.
    winner, rounds = dice.rolloff([0, 1, 2, 3], _Scripted([6, 2, 6, 1, 3, 5]))
    assert winner == 2
    assert rounds == [{0: 6, 1: 2, 2: 6, 3: 1}, {0: 3, 2: 5}]


def test_rolloff_always_ends_with_one_winner() -> None:
    rng = seeded(9)
    for _ in range(100):
        winner, rounds = dice.rolloff(list(range(6)), rng)
        assert winner in rounds[-1] and list(rounds[-1].values()).count(max(rounds[-1].values())) == 1

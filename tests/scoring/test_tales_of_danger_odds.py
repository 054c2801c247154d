"""Exact odds: hypergeometric over the rulebook's counts, checked against hand-computed cases."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.tales_of_danger.data import COST_CARDS, DECK_SIZE, GREAT_FISHING, ILLNESS, ROUGH_SEAS
from scoring.tales_of_danger.odds import (
    at_least_one,
    difficulty_odds,
    expected_need,
    forage_cancel_odds,
    forage_odds,
    hypergeometric,
    label_counts,
    label_odds,
    remaining_costs,
    remaining_difficulties,
)


def test_label_counts_from_the_rulebook() -> None:
    assert label_counts(remaining_costs()) == {
        "Bad Luck": 8,
        "Rough Seas": 16,
        "Illness": 18,
        "Great Fishing!": 12,
    }
    assert sum(remaining_costs().values()) == DECK_SIZE


def test_illness_in_a_difficulty_2_draw_by_hand() -> None:
    # By hand: 1 - C(84,2)/C(102,2) = 1 - 6972/10302 = 3330/10302 = 555/1717.
    assert label_odds(remaining_costs(), 2)[ILLNESS] == Fraction(555, 1717)


def test_great_fishing_in_a_forage_flip_by_sequential_draws() -> None:
    # No Great Fishing! among 4 cards: 90/102 * 89/101 * 88/100 * 87/99.
    none = Fraction(90, 102) * Fraction(89, 101) * Fraction(88, 100) * Fraction(87, 99)
    f = forage_odds(remaining_costs())
    assert f[GREAT_FISHING]["at_least_one"] == 1 - none
    assert f[GREAT_FISHING]["expected"] == Fraction(4 * 12, 102)


def test_rough_seas_in_three_draws_after_seen_cards() -> None:
    # 5 Rough Seas and 2 other cards seen: 95 unknown cards, 11 of them Rough Seas.
    seen = ["rough_seas4"] * 3 + ["rough_seas12"] * 2 + ["crew", "illness"]
    left = remaining_costs(seen)
    assert sum(left.values()) == 95
    none = Fraction(84, 95) * Fraction(83, 94) * Fraction(82, 93)
    assert label_odds(left, 3)[ROUGH_SEAS] == 1 - none


def test_every_illness_seen_means_no_illness_can_come() -> None:
    left = remaining_costs(["illness"] * 18)
    assert label_odds(left, 3)[ILLNESS] == 0
    assert remaining_costs(["illness"] * 20)["illness"] == 0  # after a reshuffle: never negative


def test_expected_cost_of_one_card_by_hand() -> None:
    # Crew: 16x1 + 8x2 + 8x1 + 18x3 = 94; Supplies: 16 + 32 + 24 + 32 + 16 = 120; over 102.
    assert expected_need(remaining_costs(), 1) == (Fraction(94, 102), Fraction(120, 102))


def test_difficulty_and_cancel_odds() -> None:
    assert difficulty_odds(remaining_difficulties()) == {
        1: Fraction(1, 6),
        2: Fraction(1, 2),
        3: Fraction(1, 3),
    }
    assert difficulty_odds(remaining_difficulties([3, 3]))[3] == Fraction(32, 100)
    # At least one Doctor (4 of 102) among 4 flipped cards.
    assert forage_cancel_odds()["Doctor"] == 1 - Fraction(98 * 97 * 96 * 95, 102 * 101 * 100 * 99)


def test_bad_input() -> None:
    with pytest.raises(ValueError):
        remaining_costs(["storm"])
    with pytest.raises(ValueError):
        remaining_difficulties([4])
    with pytest.raises(ValueError):
        hypergeometric(10, 11, 2, 0)


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 102), st.data())
def test_the_distribution_sums_to_one(total: int, data: st.DataObject) -> None:
    k = data.draw(st.integers(0, total))
    n = data.draw(st.integers(0, min(total, 6)))
    assert sum(hypergeometric(total, k, n, i) for i in range(n + 1)) == 1
    assert at_least_one(total, k, n) == 1 - hypergeometric(total, k, n, 0)


def test_all_cost_kinds_are_counted_once() -> None:
    assert len({c.key for c in COST_CARDS}) == len(COST_CARDS) == 8


def test_no_unknown_card_left_gives_zero_odds_not_a_division_by_zero() -> None:
    left = remaining_costs([c.key for c in COST_CARDS for _ in range(c.count)])
    assert sum(left.values()) == 0
    assert label_odds(left, 3)[ILLNESS] == 0
    assert expected_need(left, 2) == (0, 0)
    assert forage_odds(left)[GREAT_FISHING] == {"at_least_one": 0, "expected": 0}
    assert difficulty_odds(remaining_difficulties([1] * 17 + [2] * 51 + [3] * 34)) == {1: 0, 2: 0, 3: 0}

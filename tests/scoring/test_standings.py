"""Standings: tie-breakers in order, shared places, lowest-wins."""

from __future__ import annotations

from scoring.score_pad import standings
from scoring.standings import rank, winners


def test_equal_keys_share_a_place_and_the_next_place_skips() -> None:
    places = [(s.seat, s.place, s.shared) for s in rank({0: (10,), 1: (12,), 2: (10,), 3: (3,)})]
    assert places == [(1, 1, False), (0, 2, True), (2, 2, True), (3, 4, False)]


def test_tie_breakers_decide_in_order() -> None:
    keys = {0: (10, 2, 5), 1: (10, 3, 0), 2: (10, 3, 1)}
    assert [s.seat for s in rank(keys)] == [2, 1, 0]
    assert winners(keys) == [2]


def test_a_full_tie_is_a_shared_victory() -> None:
    assert winners({0: (7, 1), 1: (7, 1), 2: (5, 9)}) == [0, 1]


def test_score_pad_lowest_wins_and_tie_breaker() -> None:
    assert [s.seat for s in standings([30, 12, 12], lowest_wins=True)] == [1, 2, 0]
    with_tb = standings([30, 12, 12], lowest_wins=True, tie_breaker=[0, 5, 2])
    assert [(s.seat, s.place) for s in with_tb] == [(2, 1), (1, 2), (0, 3)]

"""Sponsor counts, Move the Story Along, Act 3 order, the final round from each seat, the tie-break."""

from __future__ import annotations

import pytest

from scoring.tales_of_danger.scoring import final_standings, voyage_points
from scoring.tales_of_danger.turns import (
    act3_can_start,
    act3_first_player,
    act3_order,
    automatic_sponsor,
    final_round_seats,
    last_without_sponsor,
    lowest_remaining,
    remaining_sponsors,
    sponsors_in_play,
)


@pytest.mark.parametrize(("players", "sponsors"), [(2, 3), (3, 4), (4, 6), (5, 6), (6, 6)])
def test_sponsor_counts(players: int, sponsors: int) -> None:
    assert sponsors_in_play(players) == sponsors


@pytest.mark.parametrize("players", [0, 1, 7])
def test_no_solo_and_no_seventh_player(players: int) -> None:
    with pytest.raises(ValueError):
        sponsors_in_play(players)


def test_move_the_story_along() -> None:
    assert last_without_sponsor([2, None, 5]) == 1
    assert last_without_sponsor([None, None, 5]) is None
    assert last_without_sponsor([1, 2]) is None
    # The lowest-ranking remaining Sponsor is the biggest rank number left.
    assert lowest_remaining([1, 3, 4, 6], [3, None, 1]) == 6
    assert remaining_sponsors([1, 3, 4, 6], [3, None, 1]) == [4, 6]
    assert lowest_remaining([2, 5], [2, 5]) is None


def test_six_player_automatic_sponsor() -> None:
    all6 = [1, 2, 3, 4, 5, 6]
    assert automatic_sponsor(all6, [4, 1, None, 6, 2, 3]) == (2, 5)
    assert automatic_sponsor(all6, [4, 1, None, 6, None, 3]) is None
    assert automatic_sponsor(all6, [4, None, 6, 2, 3]) is None  # 5 players: no automatic Sponsor


def test_act3_starts_with_every_hand_full_from_the_highest_sponsor() -> None:
    assert not act3_can_start([2, None, 1], [True, True, True])
    assert not act3_can_start([2, 4, 1], [True, False, True])
    assert act3_can_start([2, 4, 1], [True, True, True])
    assert act3_first_player([2, 4, 1]) == 2
    assert act3_order([2, 4, 1]) == [2, 0, 1]
    assert act3_order([1, 6, 3, 5]) == [0, 1, 2, 3]
    assert act3_order([6, 3, 5, 2]) == [3, 0, 1, 2]


@pytest.mark.parametrize(
    ("players", "trigger", "final"),
    [(n, t, [(t + i) % n for i in range(1, n)]) for n in range(2, 7) for t in range(n)],
)
def test_final_round_from_each_seat(players: int, trigger: int, final: list[int]) -> None:
    seats = final_round_seats(trigger, players)
    assert seats == final
    assert trigger not in seats and len(seats) == players - 1


def test_final_round_bad_seat() -> None:
    with pytest.raises(ValueError):
        final_round_seats(3, 3)


def test_points_are_difficulties_plus_journals() -> None:
    # A Segment without a Journal (empty hand) scores only its difficulty.
    assert voyage_points([(3, 2), (2, None), (1, 3), (2, 2), (3, 1)]) == 19
    assert voyage_points([]) == 0


def test_a_tie_goes_to_the_higher_ranked_sponsor() -> None:
    voyages = [[(3, 3), (2, 2)], [(3, 2), (3, 2)], [(1, 1)]]  # 10, 10, 2
    standings = final_standings(voyages, [4, 2, 1])
    assert [(s.seat, s.place) for s in standings] == [(1, 1), (0, 2), (2, 3)]
    # The same points with the Sponsors swapped: seat 0 wins.
    assert final_standings(voyages, [2, 4, 1])[0].seat == 0
    # Points first: a better Sponsor never beats more points.
    assert final_standings([[(1, 1)], [(1, 2)]], [1, 6])[0].seat == 1

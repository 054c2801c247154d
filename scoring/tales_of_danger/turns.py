"""Sponsor and turn-order rules: Sponsor count, Move the Story Along, Act 3 order, final round."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from scoring.tales_of_danger.data import MAX_PLAYERS, MIN_PLAYERS, SPONSORS_IN_PLAY


def sponsors_in_play(n_players: int) -> int:
    """How many Sponsors setup draws at random: 2 players -> 3, 3 -> 4, 4 or more -> all 6."""
    if not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise ValueError(f"{MIN_PLAYERS} to {MAX_PLAYERS} players, not {n_players}")
    return SPONSORS_IN_PLAY[n_players]


def remaining_sponsors(in_play: Collection[int], sponsors: Sequence[int | None]) -> list[int]:
    """Sponsors in play that nobody has secured yet, in rank order."""
    return sorted(set(in_play) - {s for s in sponsors if s is not None})


def lowest_remaining(in_play: Collection[int], sponsors: Sequence[int | None]) -> int | None:
    """The lowest-ranking (largest rank number) Sponsor nobody has secured, or None."""
    left = remaining_sponsors(in_play, sponsors)
    return left[-1] if left else None


def last_without_sponsor(sponsors: Sequence[int | None]) -> int | None:
    """The seat of the only player without a Sponsor (Move the Story Along), if exactly one."""
    without = [seat for seat, s in enumerate(sponsors) if s is None]
    return without[0] if len(without) == 1 and len(sponsors) > 1 else None


def automatic_sponsor(in_play: Collection[int], sponsors: Sequence[int | None]) -> tuple[int, int] | None:
    """With 6 players, once 5 have a Sponsor the 6th gets the last one at once: (seat, rank)."""
    seat = last_without_sponsor(sponsors)
    if len(sponsors) != 6 or seat is None:
        return None
    return seat, remaining_sponsors(in_play, sponsors)[0]


def act3_can_start(sponsors: Sequence[int | None], hand_full: Sequence[bool]) -> bool:
    """Act 3 starts once every player is in Act 2 (has a Sponsor) with their Max hand size."""
    return all(s is not None for s in sponsors) and all(hand_full)


def act3_first_player(sponsors: Sequence[int | None]) -> int:
    """The seat with the highest-ranked Sponsor (rank 1 is highest): Act 3 starts there."""
    ranked = [(s, seat) for seat, s in enumerate(sponsors) if s is not None]
    if not ranked:
        raise ValueError("nobody has a Sponsor")
    return min(ranked)[1]


def act3_order(sponsors: Sequence[int | None]) -> list[int]:
    """Act 3 turn order: from the highest-ranked Sponsor, then to the left around the table."""
    first, n = act3_first_player(sponsors), len(sponsors)
    return [(first + i) % n for i in range(n)]


def final_round_seats(trigger: int, n_players: int) -> list[int]:
    """Who takes a final turn after `trigger` completes a 5th Segment: all others, in turn order."""
    if not 0 <= trigger < n_players:
        raise ValueError(f"seat {trigger} is not at a table of {n_players}")
    return [(trigger + i) % n_players for i in range(1, n_players)]

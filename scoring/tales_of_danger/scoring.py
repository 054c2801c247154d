"""Final scoring: Segment Difficulties plus Journals; a tie goes to the higher-ranked Sponsor."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.standings import Standing, rank

Voyage = Sequence[tuple[int, int | None]]  # completed Segments: (difficulty, Journal value or None)


def voyage_points(voyage: Voyage) -> int:
    """Sum of the ship numbers on the completed Segment Difficulty cards and their Journals.

    A Segment completed with an empty hand has no Journal and scores its difficulty only.
    """
    return sum(d + (j or 0) for d, j in voyage)


def final_standings(voyages: Sequence[Voyage], sponsor_ranks: Sequence[int]) -> list[Standing]:
    """Places by points; on equal points the higher-ranked Sponsor (smaller rank number) wins."""
    keys = {seat: (voyage_points(v), -sponsor_ranks[seat]) for seat, v in enumerate(voyages)}
    return rank(keys)

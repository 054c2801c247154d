"""Score pad arithmetic: totals by category and round, and standings with tie-breakers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.standings import Standing, rank


def standings(
    totals: Sequence[int],
    lowest_wins: bool = False,
    tie_breaker: Sequence[int] | None = None,
) -> list[Standing]:
    """Rank seats by total (highest or lowest wins); an optional second figure breaks ties."""
    sign = -1 if lowest_wins else 1
    keys: Mapping[int, tuple[int, ...]] = {
        seat: (sign * t, sign * tie_breaker[seat]) if tie_breaker is not None else (sign * t,)
        for seat, t in enumerate(totals)
    }
    return rank(keys)

"""End of game: the road-sign majorities, coins as VP, tie-breaks, and the scoring track."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from scoring.minstrels.data import CHARACTERS, MAJORITY_VP, TOKEN_SIDES, TRACK_LAP
from scoring.standings import Standing, rank


def types_left(supply: Mapping[str, int]) -> int:
    """Character types with at least one piece left in the supply."""
    return sum(n > 0 for n in supply.values())


def end_triggered(supply: Mapping[str, int]) -> bool:
    """2 or fewer character types left: the game ends after this round."""
    return types_left(supply) <= 2


def road_signs(supply: Mapping[str, int]) -> dict[int, list[str]]:
    """Which remaining types go under the 5 and the 3 road signs.

    Fewer pieces left -> 5, more -> 3; equal counts ("disputed") -> both under 3; a single type
    left -> 5. More than two types cannot remain at the end; if they do, the two rarest are used.
    """
    big, small = MAJORITY_VP
    left = sorted((n, CHARACTERS.index(c), c) for c, n in supply.items() if n > 0)
    if not left:
        return {big: [], small: []}
    if len(left) == 1:
        return {big: [left[0][2]], small: []}
    (n1, _, c1), (n2, _, c2) = left[:2]
    if n1 == n2:
        return {big: [], small: [c1, c2]}
    return {big: [c1], small: [c2]}


def majority_awards(
    signs: Mapping[int, Sequence[str]], pieces: Sequence[Mapping[str, int]]
) -> list[tuple[int, str, int]]:
    """(seat, character, VP) for every player with the most pieces of a road-sign type.

    Every tied player scores the full VP; a player with no piece of the type never scores it.
    """
    out = []
    for vp, characters in sorted(signs.items(), reverse=True):
        for character in characters:
            best = max((p.get(character, 0) for p in pieces), default=0)
            if best > 0:
                out += [(seat, character, vp) for seat, p in enumerate(pieces) if p.get(character, 0) == best]
    return out


def final_standings(vp: Sequence[int], coins: Sequence[int], filled: Sequence[int]) -> list[Standing]:
    """Most VP, then most coins in the personal supply, then most filled columns; else shared."""
    return rank({seat: (vp[seat], coins[seat], filled[seat]) for seat in range(len(vp))})


class TrackPosition(NamedTuple):
    """Where a minstrel token lies: its space 0-49 on the track and the side turned up."""

    space: int
    side: str


def track_position(vp: int) -> TrackPosition:
    """The token's space and side (lute, 50, 100, 150, then 200...) for a VP total."""
    lap = vp // TRACK_LAP
    side = TOKEN_SIDES[lap] if lap < len(TOKEN_SIDES) else str(lap * TRACK_LAP)
    return TrackPosition(vp % TRACK_LAP, side)

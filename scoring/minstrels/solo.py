"""Solo play: the rolled characters leave the supply each round, and the title table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scoring.minstrels.data import CHARACTERS, SOLO_DISCARD_BY_DOUBLE, SOLO_TITLES


def solo_title(vp: int) -> str:
    """The title earned with this many VP (Peacock ... Legend Creator)."""
    return next(title for low, title in SOLO_TITLES if vp >= low)


def solo_removal(dice: Sequence[int], supply: Mapping[str, int]) -> dict[str, int]:
    """Pieces returned to the box after a solo round: one per die's character, never below zero."""
    out: dict[str, int] = {}
    for v in dice:
        c = CHARACTERS[v - 1]
        if supply.get(c, 0) - out.get(c, 0) > 0:
            out[c] = out.get(c, 0) + 1
    return out


def solo_discard(dice: Sequence[int]) -> int | None:
    """The market card (1 = furthest from the deck) a double discards, or None."""
    if len(dice) == 2 and dice[0] == dice[1]:
        return SOLO_DISCARD_BY_DOUBLE[dice[0]]
    return None

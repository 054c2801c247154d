"""Brawls: the bag of Fan discs, who may be drawn, and how many draws a Pub needs."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def excess(counts: Sequence[int], capacity: int) -> int:
    """How many Fans a Pub holds above its Capacity (0 when within it)."""
    return max(0, sum(counts) - capacity)


def bag(counts: Sequence[int], protected: Collection[int] = ()) -> list[int]:
    """The drawable discs of a Pub as a list of seats, one entry per Fan disc.

    Discs of `protected` colours (Diehards, or the heckler's own in Vicious Heckle) are
    left out: drawing one would only put it back, so every drawable disc is equally likely.
    """
    return [seat for seat, n in enumerate(counts) if seat not in protected for _ in range(n)]


def draw_from(counts: Sequence[int], protected: Collection[int], index: int) -> int:
    """The seat whose disc is at `index` of the bag (the index comes from the random source)."""
    discs = bag(counts, protected)
    return discs[index]


def can_make_room(counts: Sequence[int], protected: Collection[int], capacity: int) -> bool:
    """Whether a Brawl can bring this Pub back within Capacity with the discs it may draw."""
    return len(bag(counts, protected)) >= excess(counts, capacity)

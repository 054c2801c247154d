"""Standings with tie-breakers and shared places, for every game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One seat's place: 1 is first; seats with equal keys share a place."""

    seat: int
    place: int
    key: tuple
    shared: bool

    def as_dict(self) -> dict:
        """The JSON-ready form."""
        return {"seat": self.seat, "place": self.place, "key": list(self.key), "shared": self.shared}


def rank(keys: Mapping[int, Sequence[float]]) -> list[Standing]:
    """Order seats by their key tuples, biggest first (the tie-breakers follow the score).

    Seats whose whole key is equal share a place, and the next place skips: 1, 1, 3.
    To make lower better for a component, negate it in the key.
    """
    order = sorted(keys, key=lambda s: (tuple(-k for k in keys[s]), s))
    out: list[Standing] = []
    for i, seat in enumerate(order):
        key = tuple(keys[seat])
        place = out[-1].place if out and out[-1].key == key else i + 1
        out.append(Standing(seat, place, key, False))
    counts: dict[int, int] = {}
    for s in out:
        counts[s.place] = counts.get(s.place, 0) + 1
    return [Standing(s.seat, s.place, s.key, counts[s.place] > 1) for s in out]


def winners(keys: Mapping[int, Sequence[float]]) -> list[int]:
    """The seats in first place (more than one is a shared victory)."""
    return [s.seat for s in rank(keys) if s.place == 1]

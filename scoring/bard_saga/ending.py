"""Bard Saga: VP as physical cards, the last round and the final standings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from scoring.bard_saga.data import LEGEND_COUNT, N_, VP_CARDS
from scoring.standings import Standing, rank

# -- VP as cards --------------------------------------------------------------------------------


def vp_cards(scores: Sequence[int], supply: Mapping[int, int] = VP_CARDS) -> list[dict[int, int]] | None:
    """Each player's VP made of physical cards, all out of one `supply`; None if it cannot be done.

    Uses as few cards in all as possible (so the tens and threes go first); players earlier in
    the list get the bigger cards when it makes no difference.
    """
    # Every phone's view asks after each action, mostly for the same scores: remember the answers.
    plan = _vp_cards(tuple(scores), tuple(sorted(supply.items())))
    return None if plan is None else [dict(c) for c in plan]


@lru_cache(maxsize=1024)
def _vp_cards(scores: tuple[int, ...], supply_items: tuple[tuple[int, int], ...]) -> list[dict[int, int]] | None:
    supply = dict(supply_items)
    values = sorted(supply, reverse=True)
    start = tuple(0 for _ in values)
    best: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {start: (0, [])}
    for score in scores:
        if score < 0:
            return None
        nxt: dict[tuple[int, ...], tuple[int, list[tuple[int, ...]]]] = {}
        for used, (cards, plan) in best.items():
            for combo in _combos(score, values, [supply[v] - u for v, u in zip(values, used, strict=True)]):
                key = tuple(u + k for u, k in zip(used, combo, strict=True))
                total = cards + sum(combo)
                if key not in nxt or total < nxt[key][0]:
                    nxt[key] = (total, [*plan, combo])
        best = nxt
        if not best:
            return None
    _, plan = min(best.values(), key=lambda cp: (cp[0], [tuple(-k for k in c) for c in cp[1]]))
    return [{v: k for v, k in zip(values, combo, strict=True) if k} for combo in plan]


def _combos(score: int, values: list[int], left: list[int]) -> Iterable[tuple[int, ...]]:
    """Every way to make `score` from cards of `values` (descending) with at most `left` of each."""
    if len(values) == 1:
        v = values[0]
        if score % v == 0 and score // v <= left[0]:
            yield (score // v,)
        return
    for k in range(min(left[0], score // values[0]), -1, -1):
        for rest in _combos(score - k * values[0], values[1:], left[1:]):
            yield (k, *rest)


def supply_left(holdings: Iterable[Mapping[int, int]], supply: Mapping[int, int] = VP_CARDS) -> dict[int, int]:
    """The VP cards still in the supply once every player holds their cards."""
    left = dict(supply)
    for h in holdings:
        for v, k in h.items():
            left[v] -= k
    return left


# -- the end ------------------------------------------------------------------------------------


def is_last_round(legends_found: int) -> bool:
    """The round in which the eighth Legend moved next to the Market is the last round."""
    return legends_found >= LEGEND_COUNT


def final_standings(vp: Sequence[int], scrolls: Sequence[int]) -> list[Standing]:
    """Most VP wins; a tie goes to the most Scrolls; still tied, the victory is shared."""
    return rank({seat: (vp[seat], scrolls[seat]) for seat in range(len(vp))})


def decided_by(standings: Sequence[Mapping]) -> str:
    """What decided the winner: "most Victory Points", "tie broken on most Scroll cards", or shared.

    `standings` as from `final_standings(...)` (as dicts), best first.
    """
    first = [s for s in standings if s["place"] == 1]
    if len(first) > 1:
        return N_("a shared victory: tied on Victory Points and Scroll cards")
    rest = [s for s in standings if s["place"] != 1]
    if rest and rest[0]["key"][0] == first[0]["key"][0]:
        return N_("tie broken on most Scroll cards")
    return N_("most Victory Points")

"""Duels: one step of rolls -> who is out, who rerolls, who wins; and the winner's rewards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from companion.i18n import _, ngettext
from scoring.king_of_all_bards.data import DUEL_REWARDS, EPIC_FAIL_ROLL, MAX_DUEL_REWARDS


@dataclass(frozen=True)
class DuelStep:
    """The outcome of one set of duel rolls.

    `out`: seats beaten in this step (an Epic Fail, or a lower total);
    `reroll`: seats that roll again (tied for highest, or everyone after all rolled 1);
    `winner`: the seat that won, when there is one.
    """

    out: tuple[int, ...]
    reroll: tuple[int, ...]
    winner: int | None
    reason: str  # "highest" | "tie" | "all_epic_fail" | "walkover"


def resolve_duel_step(rolls: Mapping[int, int], modifiers: Mapping[int, int]) -> DuelStep:
    """Settle one set of rolls among the seats still in the Duel (house rulings apply).

    A natural 1 loses outright, unless every seat rolled 1 (then all reroll). Among the
    rest the highest total (die + modifiers) wins; a tie for highest rerolls the tied only.
    """
    seats = sorted(rolls)
    if len(seats) == 1:
        return DuelStep((), (), seats[0], "walkover")
    if all(rolls[s] == EPIC_FAIL_ROLL for s in seats):
        return DuelStep((), tuple(seats), None, "all_epic_fail")
    alive = [s for s in seats if rolls[s] != EPIC_FAIL_ROLL]
    totals = {s: rolls[s] + modifiers.get(s, 0) for s in alive}
    best = max(totals.values())
    top = tuple(s for s in alive if totals[s] == best)
    out = tuple(s for s in seats if s not in top)
    if len(top) == 1:
        return DuelStep(out, (), top[0], "highest")
    return DuelStep(out, top, None, "tie")


def duel_reward_count(defeated: int) -> int:
    """How many different rewards the winner takes: one per defeated opponent, at most three."""
    return max(0, min(MAX_DUEL_REWARDS, defeated))


def check_duel_rewards(chosen: Sequence[str], defeated: int) -> str | None:
    """None if `chosen` is a legal pick of duel rewards, else what is wrong."""
    kinds = [k for k, _ in DUEL_REWARDS]
    need = duel_reward_count(defeated)
    bad = [c for c in chosen if c not in kinds]
    if bad:
        return _("{bad} is not a Duel reward (choose from {kinds})").format(bad=repr(bad[0]), kinds=", ".join(kinds))
    if len(set(chosen)) != len(chosen):
        return _("the rewards must all be different")
    if len(chosen) != need:
        return ngettext(
            "choose exactly {n} different reward(s), one per defeated opponent",
            "choose exactly {n} different reward(s), one per defeated opponent",
            need,
        ).format(n=need)
    return None

"""The five-and-five goal, its tie-breaks, and the final order of every player."""

from __future__ import annotations

from collections.abc import Sequence

from companion.i18n import _
from scoring.king_of_all_bards.data import GOAL_PUBS, GOAL_TIPS
from scoring.standings import Standing, rank

# fans[location][seat]: location 0 is the Town Square, 1-6 the Pubs.
Fans = Sequence[Sequence[int]]


def pubs_with_fans(fans: Fans, seat: int) -> int:
    """How many different Pubs hold at least one of this seat's own Fans (never the Square)."""
    return sum(1 for loc in range(1, len(fans)) if fans[loc][seat] > 0)


def fans_in_pubs(fans: Fans, seat: int) -> int:
    """This seat's Fans in all Pubs together (the first tie-break)."""
    return sum(fans[loc][seat] for loc in range(1, len(fans)))


def every_seats_pubs(fans: Fans) -> tuple[list[int], list[int]]:
    """For every seat at once: `pubs_with_fans` and `fans_in_pubs`, in one pass over the Pubs.

    A view shows both for every seat after every action: one pass instead of two per seat.
    """
    pubs, in_pubs = [0] * len(fans[0]), [0] * len(fans[0])
    for pub in fans[1:]:
        for seat, k in enumerate(pub):
            if k > 0:
                pubs[seat] += 1
                in_pubs[seat] += k
    return pubs, in_pubs


def meets_goal(tips: int, pubs: int) -> bool:
    """5 Tips and own Fans in 5 different Pubs."""
    return tips >= GOAL_TIPS and pubs >= GOAL_PUBS


def progress(tips: int, pubs: int) -> int:
    """Steps made towards the goal, 0 to 10 (how the players who did not win are ordered)."""
    return min(tips, GOAL_TIPS) + min(pubs, GOAL_PUBS)


def final_standings(fans: Fans, tips: Sequence[int]) -> list[Standing]:
    """Everyone's place: those who met the goal first, by most Fans in Pubs, then most Tips.

    The others follow by progress to the goal, then the same tie-breaks.
    """
    keys = {}
    for seat, t in enumerate(tips):
        pubs = pubs_with_fans(fans, seat)
        keys[seat] = (int(meets_goal(t, pubs)), progress(t, pubs), fans_in_pubs(fans, seat), t)
    return rank(keys)


def winners(fans: Fans, tips: Sequence[int]) -> list[int]:
    """The seats that met the goal and won its tie-breaks (several only if still tied)."""
    return [s.seat for s in final_standings(fans, tips) if s.place == 1 and s.key[0] == 1]


def decided_by(standings: Sequence[dict]) -> str:
    """What decided the crown, in words: the goal alone, or the tie-break among those who met it."""
    met = [x for x in standings if x["key"][0] == 1]
    if len(met) < 2:
        return _("first to {tips} Tips and Fans in {pubs} different Pubs").format(tips=GOAL_TIPS, pubs=GOAL_PUBS)
    a, b = met[0]["key"], met[1]["key"]
    if a == b:
        return _("still tied on Fans in Pubs and on Tips: the crown is shared")
    return _("tie broken on most Fans in Pubs") if a[2] != b[2] else _("tie broken on most Tips")

"""Tales of Danger: whose move it is and what to do now, in the rulebook's words (contract 1), translated."""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import ACT1_HAND_LIMIT, ACT1_RECRUIT, SEGMENTS_TO_END
from scoring.tales_of_danger.turns import last_without_sponsor, sponsors_in_play

Prompt = dict[str, Any]


def _acts(state: State) -> Prompt:
    if state["sponsors"] is None:
        # The Sponsor draw before play: any phone may enter it (or let the app draw).
        k = sponsors_in_play(len(state["players"]))
        do = ngettext("randomly select {n} Sponsor card to use", "randomly select {n} Sponsor cards to use", k)
        return {"seats": list(range(len(state["players"]))), "do": do.format(n=k)}
    seat = state["turn"]
    p = state["players"][seat]
    if p["sponsor"] is None:
        if last_without_sponsor([q["sponsor"] for q in state["players"]]) == seat:
            do = _("recruit {n} People, then secure a Sponsor (Move the Story Along)")
            return {"seats": [seat], "do": do.format(n=ACT1_RECRUIT)}
        do = _("recruit {n} People, check hand size ({limit} cards), refill the Pool, optionally secure a Sponsor")
        return {"seats": [seat], "do": do.format(n=ACT1_RECRUIT, limit=ACT1_HAND_LIMIT)}
    market, limit = p["market"], p["max"]
    if market is None and limit is None:
        do = _("get free Market cards, gather from the Market, check hand size, refill the Pool")
    elif limit is None:
        do = _("get free Market cards, gather {market} from the Market, check hand size, refill the Pool")
    elif market is None:
        do = _("get free Market cards, gather from the Market, check hand size ({max} cards), refill the Pool")
    else:
        do = _("get free Market cards, gather {market} from the Market, check hand size ({max} cards), refill the Pool")
    return {"seats": [seat], "do": do.format(market=market, max=limit)}


def _act3(state: State) -> Prompt:
    unprepared = [i for i, p in enumerate(state["players"]) if p["segment"] is None and not p["voyage"]]
    if unprepared:
        return {"seats": unprepared, "do": _("prepare the first Segment of the Voyage")}
    seat = state["turn"]
    p = state["players"][seat]
    if p["segment"] is None and len(p["voyage"]) < SEGMENTS_TO_END:
        return {"seats": [seat], "do": _("prepare the next Segment")}
    if state["final_round"]:
        return {"seats": [seat], "do": _("take the final turn: complete the current Segment, or Forage")}
    return {"seats": [seat], "do": _("complete the current Segment, or Forage")}


def prompt(state: State) -> Prompt:
    """`{"seats": [...], "do": "..."}`: who must act now and what to do; nobody once the game is over."""
    if state["phase"] == "acts":
        return _acts(state)
    if state["phase"] == "act3":
        return _act3(state)
    return {"seats": [], "do": ""}


def result(state: State) -> dict[str, Any] | None:
    """Once the game is over: the winner, their points and the tie-break that decided it (None if none did)."""
    if state["phase"] != "over":
        return None
    points, names = state["points"], state["names"]
    winner = next(s["seat"] for s in state["standings"] if s["place"] == 1)
    rank = state["players"][winner]["sponsor"]
    tied = [i for i, p in enumerate(points) if p == points[winner] and i != winner]
    tie_break = None
    if tied:
        each = _("{who}'s rank {rank}")
        others = ", ".join(each.format(who=names[i], rank=state["players"][i]["sponsor"]) for i in tied)
        n = points[winner]
        tie_break = ngettext(
            "tie on {n} point broken on the higher-ranked Sponsor: rank {rank} beats {others}",
            "tie on {n} points broken on the higher-ranked Sponsor: rank {rank} beats {others}",
            n,
        ).format(n=n, rank=rank, others=others)
    return {"winner": winner, "points": points[winner], "sponsor": rank, "tie_break": tie_break}

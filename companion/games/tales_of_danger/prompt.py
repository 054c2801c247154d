"""Tales of Danger: whose move it is and what to do now, in the rulebook's words (contract 1)."""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from scoring.tales_of_danger.data import ACT1_HAND_LIMIT, ACT1_RECRUIT, SEGMENTS_TO_END
from scoring.tales_of_danger.turns import last_without_sponsor, sponsors_in_play

Prompt = dict[str, Any]


def _acts(state: State) -> Prompt:
    if state["sponsors"] is None:
        # The Sponsor draw before play: any phone may enter it (or let the app draw).
        k = sponsors_in_play(len(state["players"]))
        return {"seats": list(range(len(state["players"]))), "do": f"randomly select {k} Sponsor cards to use"}
    seat = state["turn"]
    p = state["players"][seat]
    recruit = f"recruit {ACT1_RECRUIT} People"
    if p["sponsor"] is None:
        if last_without_sponsor([q["sponsor"] for q in state["players"]]) == seat:
            return {"seats": [seat], "do": f"{recruit}, then secure a Sponsor (Move the Story Along)"}
        return {
            "seats": [seat],
            "do": f"{recruit}, check hand size ({ACT1_HAND_LIMIT} cards), refill the Pool, optionally secure a Sponsor",
        }
    market = f"gather {p['market']}" if p["market"] is not None else "gather"
    limit = f" ({p['max']} cards)" if p["max"] is not None else ""
    return {
        "seats": [seat],
        "do": f"get free Market cards, {market} from the Market, check hand size{limit}, refill the Pool",
    }


def _act3(state: State) -> Prompt:
    unprepared = [i for i, p in enumerate(state["players"]) if p["segment"] is None and not p["voyage"]]
    if unprepared:
        return {"seats": unprepared, "do": "prepare the first Segment of the Voyage"}
    seat = state["turn"]
    p = state["players"][seat]
    if p["segment"] is None and len(p["voyage"]) < SEGMENTS_TO_END:
        return {"seats": [seat], "do": "prepare the next Segment"}
    do = "complete the current Segment, or Forage"
    return {"seats": [seat], "do": f"take the final turn: {do}" if state["final_round"] else do}


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
        others = ", ".join(f"{names[i]}'s rank {state['players'][i]['sponsor']}" for i in tied)
        tie_break = f"tie on {points[winner]} points broken on the higher-ranked Sponsor: rank {rank} beats {others}"
    return {"winner": winner, "points": points[winner], "sponsor": rank, "tie_break": tie_break}

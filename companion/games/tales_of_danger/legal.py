"""Tales of Danger: the rule moves a seat may try now (the conformance test plays them at random)."""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from companion.games.tales_of_danger.checks import sponsors_of
from scoring.tales_of_danger.data import COST_BY_KEY, SEGMENTS_TO_END
from scoring.tales_of_danger.turns import remaining_sponsors

Action = dict[str, Any]
KEYS = sorted(COST_BY_KEY)


def _acts(state: State, seat: int) -> list[Action]:
    p = state["players"][seat]
    out: list[Action] = []
    if p["sponsor"] is not None and not p["hand_full"]:
        out.append({"type": "hand_full", "full": True})
    if state["turn"] == seat:
        out.append({"type": "end_turn"})
        if p["sponsor"] is None:
            free = remaining_sponsors(state["sponsors"], sponsors_of(state))
            out += [{"type": "secure_sponsor", "rank": r} for r in free]
    return out


def _act3(state: State, seat: int) -> list[Action]:
    p = state["players"][seat]
    if p["segment"] is None:
        if len(p["voyage"]) >= SEGMENTS_TO_END:
            return []
        entered = [
            {"type": "prepare_segment", "difficulty": d, "costs": KEYS[i : i + d]} for d in (1, 2, 3) for i in (0, 4)
        ]
        return [*entered, *({"type": "prepare_segment", "difficulty": d} for d in (1, 2, 3))]  # the app draws
    if state["turn"] != seat:
        return []
    if p.get("flip"):  # the app flipped for a Forage: only a pick from it goes on
        return [{"type": "forage", "cost": k} for k in sorted(set(p["flip"]))]
    # Crew and Supplies enough for any Segment: the cost checker's arithmetic has its own tests.
    out: list[Action] = [
        {"type": "complete_segment", "crew": 99, "supplies": 99, "journal": j} for j in (1, 2, 3, None)
    ]
    return [*out, *({"type": "forage", "cost": k} for k in KEYS[:2]), {"type": "forage_flip"}]


def candidates(state: State, seat: int | None) -> list[Action]:
    """Acts 1-2: secure a Sponsor, mark a full hand, end the turn; Act 3: prepare, complete, Forage."""
    if seat is None:
        return []
    if state["phase"] == "acts" and state["sponsors"] is None:
        return [
            {"type": "draw_sponsors"},
            {"type": "draw_sponsors", "drawn": [1, 2, 3, 4][: len(state["players"]) + 1]},
        ]
    if state["phase"] == "acts":
        return _acts(state, seat)
    if state["phase"] == "act3":
        return _act3(state, seat)
    return []

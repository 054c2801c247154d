"""The King of All Bards: the rule moves a seat may try now (the conformance test plays them at random).

Tricks, tokens and the by-hand corrections (moving Fans and Bards, Tips) are left out: they are
played when a card says so, and the tests of each Trick drive them.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from companion.games.king_of_all_bards.state import State
from scoring.king_of_all_bards.data import BARDS, GENRES, MOODS, PUB_BY_NUMBER

Action = dict[str, Any]
REWARDS = ("tip", "card", "fan")
# A few Songs, every genre and mood among them: which is sung matters to the modifiers, not to the flow.
SONGS = [{"genre": g, "mood": MOODS[i % len(MOODS)]} for i, g in enumerate(GENRES)]


def _setup(state: State, seat: int | None) -> list[Action]:
    if seat is None:  # the roll for the First Player once every Bard Card is chosen (the rulebook's setup order)
        return [{"type": "first_player"}] if state["first"] is None and all(state["bards"]) else []
    if state["bards"][seat]:  # a seat rolls its own die in the roll-off, while it has one to roll
        r = state.get("rolloff") or {"in": list(range(state["n"])), "rolls": {}}
        due = state["first"] is None and all(state["bards"]) and seat in r["in"] and str(seat) not in r["rolls"]
        return [{"type": "first_player"}] if due else []
    return [{"type": "choose_bard", "bard": b.id} for b in BARDS]


def _duel(state: State, seat: int | None) -> list[Action]:
    d = state["duel"]
    if not d["revealed"]:
        if seat in d["seats"] and str(seat) not in d["songs"]:
            return [{"type": "duel_song", **song} for song in SONGS] + [{"type": "duel_song", "no_song": True}]
        return []
    if d["winner"] is None:
        if seat is not None:  # a duelist rolls its own die (the host, for a seat other phones hold, with "by")
            return [{"type": "duel_roll"}] if seat in d["in"] and str(seat) not in d["rolls"] else []
        return [{"type": "duel_roll"}, {"type": "duel_settle"}]
    if seat != d["winner"]:
        return []
    k = max(1, min(3, len(d["seats"]) - 1))
    return [{"type": "duel_reward", "rewards": list(c)} for c in combinations(REWARDS, k)]


def _performance(state: State, seat: int | None) -> list[Action]:
    if seat is None or seat != state["turn"]:
        return []
    status = (state["perf"] or {}).get("status")
    if status == "declared":
        return [{"type": "perform_roll"}]
    if status == "rolled":
        out: list[Action] = [{"type": "reward", "kind": k} for k in REWARDS]
        out += [{"type": "reward", "kind": k, "color": seat, "pub": p} for k in ("push", "pull") for p in (1, 4)]
        return [*out, {"type": "end_turn"}]
    if status in ("failed", "cancelled"):
        return [{"type": "end_turn"}]
    return [*({"type": "sing", **song} for song in SONGS), {"type": "end_turn"}]


def candidates(state: State, seat: int | None) -> list[Action]:
    """Setup, placement, Movement picks, the Duel, the Performance and Refreshment of a round."""
    phase = state["phase"]
    ending = state.get("ending")
    if ending and phase != "over":  # nobody plays a Trick at random: let the game end
        return [{"type": "end_game"}] if seat is None or seat not in ending["passed"] else []
    due = state.get("brawl_due")
    if due and phase != "over":  # a Brawl waiting for its draw comes first: let the app draw it
        return [{"type": "draw_brawl"}] if seat is None or seat == due[0]["by"] else []
    if phase == "setup":
        return _setup(state, seat)
    if phase == "placement":
        return [{"type": "place_start", "pub": p} for p in PUB_BY_NUMBER] if seat == state["turn"] else []
    if phase == "movement":
        if seat is None or state["picks"][seat] is not None:
            return []
        return [{"type": "pick", "pub": p} for p in PUB_BY_NUMBER]
    if phase == "duels" and state["duel"]:
        return _duel(state, seat)
    if phase == "performance":
        return _performance(state, seat)
    if phase == "refreshment" and seat is not None and seat not in state["refreshed"]:
        return [{"type": "refresh"}, {"type": "refresh", "cash_in": True}]
    return []

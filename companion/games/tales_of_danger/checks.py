"""Tales of Danger: the checks and field readers its actions share."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import State, int_field
from scoring.tales_of_danger.data import COST_BY_KEY

MAX_HAND_VALUE = 30


def sponsors_of(state: State) -> list[int | None]:
    """Each seat's Sponsor rank (None before securing one)."""
    return [p["sponsor"] for p in state["players"]]


def name(state: State, seat: int) -> str:
    """A seat's name as the state knows it (for error messages)."""
    return state["names"][seat]


def need_turn(state: State, seat: int, what: str) -> None:
    """Refuse unless it is `seat`'s turn."""
    if state["turn"] != seat:
        raise ActionError(
            "not_your_turn",
            f"it is {name(state, state['turn'])}'s turn, not {name(state, seat)}'s: only they can {what}",
        )


def need_phase(state: State, phase: str, what: str) -> None:
    """Refuse outside Acts 1-2 ("acts") or Act 3 ("act3"), and once the game is over."""
    if state["phase"] == "over":
        raise ActionError("game_over", "the game is over: undo the last turn to change it")
    if state["phase"] != phase:
        when = "in Acts 1 and 2" if phase == "acts" else "in Act 3"
        raise ActionError("wrong_act", f"you can {what} only {when}")


def hand_values(action: dict[str, Any], required: bool) -> dict[str, int] | None:
    """The Sponsor's Start, Market and Max values from an action (all three or none)."""
    present = [k for k in ("start", "market", "max") if action.get(k) is not None]
    if not present and not required:
        return None
    for k in ("start", "market", "max"):
        if action.get(k) is None:
            raise ActionError("missing_field", f"enter all three Sponsor values: '{k}' is missing")
    vals = {
        "start": int_field(action, "start", 0, MAX_HAND_VALUE),
        "market": int_field(action, "market", 1, MAX_HAND_VALUE),
        "max": int_field(action, "max", 1, MAX_HAND_VALUE),
    }
    if vals["start"] > vals["max"]:
        raise ActionError("bad_field", f"'start' ({vals['start']}) cannot be above 'max' ({vals['max']})")
    return vals


def cost_list(action: dict[str, Any], field: str, lo: int, hi: int) -> list[str]:
    """A list of Segment Cost card keys, with a clear error for an unknown one."""
    costs = action.get(field, [] if lo == 0 else None)
    if not isinstance(costs, list):
        raise ActionError("missing_field", f"'{field}' must be a list of Segment Cost cards: {', '.join(COST_BY_KEY)}")
    if not lo <= len(costs) <= hi:
        raise ActionError(
            "bad_field",
            f"'{field}' must hold {lo} to {hi} cards, not {len(costs)}"
            if lo != hi
            else f"'{field}' must hold exactly {lo} cards, not {len(costs)}",
        )
    for i, k in enumerate(costs):
        if not isinstance(k, str) or k not in COST_BY_KEY:
            raise ActionError(
                "bad_field", f"{field}[{i}]: no Segment Cost card {str(k)[:30]!r}; known: {', '.join(COST_BY_KEY)}"
            )
    return list(costs)

"""Bard Saga: the turn prompt (who must act now, and what, in the rulebook's words)."""

from __future__ import annotations

from typing import Any

from companion.games.bard_saga.legal import affords
from companion.games.base import State
from companion.words import plural
from scoring import bard_saga as bs


def _setup(state: State) -> dict[str, Any]:
    unknown = sum(bs.top_card(d) == "?" for d in state["field"])
    if unknown:
        return {"seats": [], "do": f"tell the top colour of each deck in the Field ({unknown} to go)"}
    if state["starting"] is None:
        return {"seats": [], "do": "choose the Starting Player: who last sang a song aloud?"}
    to_draw = state.get("to_draw", [])
    if to_draw:
        return {"seats": list(to_draw), "do": "draw two Scroll cards from the Inn"}
    return {"seats": [state["starting"]], "do": "declare what colour white cards will be this round"}


def _seeking(state: State) -> dict[str, Any]:
    seat = state["turn"]
    kinds = {
        "Legend" if bs.top_card(d) == "Legend" else "Story"
        for i, d in enumerate(state["field"])
        if affords(state, seat, i)
    }
    options = ["play a Story card"]
    if "Story" in kinds:
        options.append("collect a Story")
    if "Legend" in kinds:
        options.append("search a Legend")
    return {"seats": [seat], "do": ", ".join(options) + ", or pass"}


def _singing(state: State) -> dict[str, Any]:
    down = sum(story["face_down"] for played in state["played"] for story in played)
    do = "sing: gain the Scroll cards of the Story cards in front of you"
    if down:
        do += f", and {plural(down, 'random Scroll')} from the Inn for the face-down Stories"
    return {"seats": [state["passed"][0]], "do": do}


def prompt(state: State) -> dict[str, Any]:
    """`{"seats": [...], "do": "..."}`: the seats that must act now and what they do."""
    phase = state["phase"]
    if phase == "setup":
        return _setup(state)
    if phase == "seeking":
        return _seeking(state)
    if phase == "singing":
        return _singing(state)
    if phase == "returning":
        seats = sorted(int(s) for s in state["returning"])
        return {"seats": seats, "do": f"choose and discard Scroll cards until you have {bs.SCROLL_LIMIT}"}
    if phase == "declaring":
        return {"seats": [state["starting"]], "do": "declare what colour white cards are for this new round"}
    return {"seats": [], "do": "the game is over: see who won"}

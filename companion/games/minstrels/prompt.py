"""Minstrels: the turn prompt (who must act now, and what, in the rulebook's words).

The words follow "Your turn: " on the acting phone and "Waiting for Ann to " elsewhere, so they
never say "your".
"""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current
from scoring.minstrels.data import HEROES_DEALT, PASS_COINS, QUEST_COINS


def _coins() -> str:
    return f"{PASS_COINS} coin" if PASS_COINS == 1 else f"{PASS_COINS} coins"


def _setup(state: State) -> dict[str, Any]:
    """Setup: first the hero deal still to enter (own cards), then every board not set up."""
    waiting = [i for i, p in enumerate(state["players"]) if not p["ready"]]
    if state["heroes"]:
        undealt = [i for i in waiting if not state["players"][i]["offer"]]
        if undealt:
            return {"seats": undealt, "do": f"draw {HEROES_DEALT} hero cards"}
    if state["quests"]:
        do = f"place {QUEST_COINS} coins as the quest card shows"
    else:
        do = "place 2 coins in column 1 and 1 in each other column"
    if state["heroes"]:
        do = "choose one hero and " + do
    return {"seats": waiting, "do": do}


def prompt(state: State) -> dict[str, Any]:
    """`{"seats": [...], "do": "..."}`: the seats that must act now and what they must do."""
    phase = state["phase"]
    if phase == "setup":
        return _setup(state)
    if phase != "play":
        return {"seats": [], "do": ""}
    if state["dice"] is None:
        return {"seats": [state["first"]], "do": "roll both dice"}
    seat = current(state)
    p = state["players"][seat]
    if not p["placed"]:
        do = f"place a character, or pass for {_coins()}"
    elif not p["tasked"]:
        do = "complete a task (if one fits), then end the turn"
    else:
        do = "end the turn"
    return {"seats": [seat], "do": do}

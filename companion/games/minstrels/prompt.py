"""Minstrels: the turn prompt (who must act now, and what, in the rulebook's words).

The words follow "Your turn: " on the acting phone and "Ann: " elsewhere: a few words naming the one
next action, in two lines at most at 360 px with six long names (issue #26).
"""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current
from companion.i18n import _, ngettext
from scoring.minstrels.data import HEROES_DEALT, PASS_COINS


def _setup(state: State) -> dict[str, Any]:
    """Setup: every board not set up, its hero cards still to draw (own cards) or a hero to keep, and coins."""
    waiting = [i for i, p in enumerate(state["players"]) if not p["ready"]]
    # The quest card or the columns say where the coins go: the board shows it; the prompt names the action.
    if not state["heroes"]:
        return {"seats": waiting, "do": _("place the starting coins")}
    undealt = [i for i in waiting if not state["players"][i]["offer"]]
    if len(undealt) == len(waiting):
        return {"seats": waiting, "do": _("draw {n} hero cards").format(n=HEROES_DEALT)}
    # Some still to draw, some to keep a hero: all are asked (pt106: "Maximilian: draw 2 hero cards" left
    # Wilhelmina, with her cards to choose from, unlit, and the host's phone moved on from a hand just drawn).
    do = _("hero cards, then coins") if undealt else _("choose a hero, place coins")
    return {"seats": waiting, "do": do}


def prompt(state: State) -> dict[str, Any]:
    """`{"seats": [...], "do": "..."}`: the seats that must act now and what they must do."""
    phase = state["phase"]
    if phase == "setup":
        return _setup(state)
    if phase != "play":
        return {"seats": [], "do": ""}
    if state["dice"] is None:
        return {"seats": [state["first"]], "do": _("roll both dice")}
    seat = current(state)
    p = state["players"][seat]
    if not p["placed"] and state["bank"] < PASS_COINS:  # the rulebook: no coins once the bank runs out (pt18)
        do = _("place a character, or pass (bank empty)")
    elif not p["placed"]:
        do = ngettext(
            "place a character, or pass for {n} coin", "place a character, or pass for {n} coins", PASS_COINS
        ).format(n=PASS_COINS)
    elif not p["tasked"]:
        do = _("complete a task, or end the turn")
    else:
        do = _("end the turn")
    return {"seats": [seat], "do": do}

"""Minstrels: the turn prompt (who must act now, and what, in the rulebook's words).

The words follow "Your turn: " on the acting phone and "Waiting for Ann to " elsewhere, so they
never say "your".
"""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current
from companion.i18n import _, ngettext
from scoring.minstrels.data import HEROES_DEALT, PASS_COINS, QUEST_COINS


def _setup(state: State) -> dict[str, Any]:
    """Setup: first the hero deal still to enter (own cards), then every board not set up."""
    waiting = [i for i, p in enumerate(state["players"]) if not p["ready"]]
    if state["heroes"]:
        undealt = [i for i in waiting if not state["players"][i]["offer"]]
        if undealt:
            return {"seats": undealt, "do": _("draw {n} hero cards").format(n=HEROES_DEALT)}
    # Whole sentences, not pieces: word order differs by language.
    if state["quests"]:
        do = _("place {n} coins as the quest card shows").format(n=QUEST_COINS)
        if state["heroes"]:
            do = _("choose one hero and place {n} coins as the quest card shows").format(n=QUEST_COINS)
    elif state["heroes"]:
        do = _("choose one hero and place 2 coins in column 1 and 1 in each other column")
    else:
        do = _("place 2 coins in column 1 and 1 in each other column")
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
    if not p["placed"]:
        do = ngettext(
            "place a character, or pass for {n} coin", "place a character, or pass for {n} coins", PASS_COINS
        ).format(n=PASS_COINS)
    elif not p["tasked"]:
        do = _("complete a task (if one fits), then end the turn")
    else:
        do = _("end the turn")
    return {"seats": [seat], "do": do}

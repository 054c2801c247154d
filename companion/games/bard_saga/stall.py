"""Bard Saga: a table that cannot progress, and the host's early end (pt4, pt10, issue #26).

The rulebook ends the game only after the round in which the eighth Legend is found. With the Inn
empty in every colour, or only Legends left in the Field, six hoarding players can pass round after
round and never get there: the table is told so. The host may end the game at any time (a stall, or a
table that stops for the night) with the rulebook's tally and tie-breakers, recorded in the history
like any finished game, undone like any move.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.bard_saga.rules import action, folds, line
from companion.games.base import Player, Sim, State
from companion.i18n import _, ngettext
from scoring import bard_saga as bs

# Rounds sung in a row without a Collect or a Search before the table is called stalled: one is
# common early on (players play Stories for Scrolls), two with nothing left to gain is not.
IDLE_ROUNDS = 2
PHASES = ("seeking", "declaring")
# The host may end the game now in any phase of play (not before the Field is set, nor twice).
ENDABLE = ("seeking", "singing", "returning", "declaring")


def idle_rounds(state: State) -> int:
    """How many rounds in a row were sung without a Collect or a Search (older tables: none counted)."""
    return state.get("idle", {}).get("rounds", 0)


def _anyone_can_pay(state: State) -> bool:
    """Whether any player holds a Field card's Scrolls for some colour the Starting Player may declare."""
    for white in bs.SCROLL_COLOURS:
        for d in range(len(state["field"])):
            need = bs.deck_requirement(state["field"], d, white, state["diagonal"])
            if (
                need
                and not need["unknown"]
                and any(not bs.missing_scrolls(have, need["scrolls"]) for have in state["scrolls"])
            ):
                return True
    return False


def stall(state: State) -> str | None:
    """Why the game cannot progress (in the reader's language), or None while it can."""
    if state["phase"] not in PHASES:
        return None
    dry = not any(state["inn"].values())
    if dry and not _anyone_can_pay(state):
        # Nobody can pay, so no Scroll goes back to the Inn, and an empty Inn gives nobody any.
        return _("Stuck: empty Inn, nobody can pay")
    only_legends = all(bs.top_card(d) in ("Legend", None) for d in state["field"])
    n = idle_rounds(state)
    if n >= IDLE_ROUNDS and (dry or only_legends):
        text = ngettext("Stalled: {n} round, no Collect or Search", "Stalled: {n} rounds, no Collect or Search", n)
        return text.format(n=n)
    return None


def moved(state: State) -> None:
    """A Collect or a Search: the round made progress (the folds of both call it)."""
    state["idle"] = {"rounds": 0, "moved": True}


def sung(state: State) -> None:
    """The round is sung: one more idle round unless someone collected or searched in it."""
    idle = state.get("idle", {})
    state["idle"] = {"rounds": 0 if idle.get("moved") else idle.get("rounds", 0) + 1, "moved": False}


@action(
    "end_here",
    "The host ends the game now (stalled, or stopped for the night): the rulebook's tally and tie-breakers",
    {"type": "end_here"},
    seated=False,
)
def end_here(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The host ends the game now: most VP, then most Scrolls, else shared; the standings are final."""
    state = sim.s
    if seat is not None:
        raise ActionError("host_only", _("only the host may end the game early"))
    if state["phase"] not in ENDABLE:
        raise ActionError("not_started", _("the game has not started yet: set up the Field first"))
    totals = [sum(s.values()) for s in state["scrolls"]]
    standings = [s.as_dict() for s in bs.final_standings(state["vp"], totals)]
    # A table stopped for the night (pt10) ends as a stalled one does; the log says which it was.
    # The Starting Player's declaration opens the next round, as every phone says (pt83: "Round 2 · Declare"
    # then "ended in round 1").
    now = state["round"] + 1 if state["phase"] == "declaring" else state["round"]
    sim.emit("ended_here", round=now, standings=standings, stalled=stall(state) is not None)


@folds("ended_here")
def _f_ended_here(state: State, e: dict) -> None:
    state.update(standings=e["standings"], phase="ended", turn=None, round=e["round"])


@line("ended_here")
def _ended_here(e: dict, players: list[Player]) -> str:
    if e.get("stalled", True):  # older logs ended only stalled games
        text = _("The host ends the stalled game in round {round}: the most VP wins, then the most Scrolls")
    else:
        text = _("The host ends the game in round {round}: the most VP wins, then the most Scrolls")
    return text.format(round=e["round"])

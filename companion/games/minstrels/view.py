"""Minstrels: what each seat may see (secrets stripped, placement hints)."""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current, placement
from scoring.minstrels.data import FACE_OF, HERO_BY_NAME
from scoring.minstrels.placement import legal_placements


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it: others' hero cards (until play) and unfinished quests hidden."""
    phase = state["phase"]
    v = dict(state)
    v["players"] = []
    for i, p in enumerate(state["players"]):
        q = dict(p)
        if i != seat:
            q["offer"] = []
            if phase == "setup":
                q["hero"] = None
            if p["quest"] and not p["quest"]["done"] and phase != "over":
                q["quest"] = {"marks": None, "done": None}
        v["players"].append(q)
    shown = {h for q in v["players"] for h in [*q["offer"], q["hero"]] if h}
    v["hero_text"] = {h: HERO_BY_NAME[h].text for h in sorted(shown)}
    turn = current(state) if phase == "play" else None
    v["turn"] = turn
    who = seat if seat is not None else turn
    v["hints"] = {"seat": who, "list": hints(state, who, with_quest=seat is not None)}
    return v


def hints(state: State, seat: int | None, with_quest: bool = True) -> list[list[int]]:
    """Every legal placement for `seat` this round: [column, space, face, character die, coins, VP, coins gained].

    Both die orders are listed when they differ (the Wizard's VP depends on the coins left).
    """
    if seat is None or state["phase"] != "play" or state["dice"] is None:
        return []
    p = state["players"][seat]
    if p["placed"] or state["order"].index(seat) < state["turn_i"]:
        return []
    out = []
    for pl in legal_placements(p["pieces"], state["dice"], state["supply"], p["coins"], both_orders=True):
        e = placement(state, seat, pl.column, pl.space, pl.character, pl.character_die, with_quest=with_quest)
        vp, coins = sum(g[2] for g in e["gains"]), sum(g[3] for g in e["gains"])
        out.append([pl.column, pl.space, FACE_OF[pl.character], pl.character_die, pl.cost, vp, coins])
    return out


def public_event(event: dict[str, Any]) -> dict[str, Any]:
    """Board setups keep the hero kept and the quest marked secret."""
    if event["type"] == "board_ready":
        return {k: v for k, v in event.items() if k not in ("hero", "quest")}
    return event

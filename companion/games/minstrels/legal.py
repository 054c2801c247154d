"""Minstrels: the rule moves a seat may try now (the conformance test plays them at random)."""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import current
from scoring.minstrels.data import BOARD_COINS_BY_COLUMN, FRIAR_TUCK_PRICE, QUEST_COINS, SPACES
from scoring.minstrels.placement import legal_placements, open_spaces

Action = dict[str, Any]


def _coins(state: State, seat: int) -> list[list[int]]:
    """A board-coin layout the rules allow (2 in column 1, 1 in each other; Quests: 5 anywhere)."""
    if state["quests"]:
        return [[1 + i % 4, 1 + (i + seat) % SPACES] for i in range(QUEST_COINS)]
    return [[c + 1, 1 + (k * 3 + seat) % SPACES] for c, n in enumerate(BOARD_COINS_BY_COLUMN) for k in range(n)]


def _setup(state: State, seat: int) -> list[Action]:
    p = state["players"][seat]
    if p["ready"]:
        return []
    if state["heroes"] and not p["offer"]:
        return [{"type": "deal_heroes"}]
    out = []
    for hero in p["offer"] or [None]:
        a: Action = {"type": "board_ready", "coins": _coins(state, seat)}
        if hero:
            a["hero"] = hero
        if state["quests"]:
            a["quest"] = [[1, 6, None], [2, 6, "Princess"]]
        out.append(a)
    return out


def _turn(state: State, seat: int) -> list[Action]:
    p = state["players"][seat]
    out: list[Action] = [] if p["tasked"] or not p["placed"] else [{"type": "task", "vp": 1}]
    if p["hero"] == "Esmeralda" and p["tasked"] and not p.get("swapped"):
        out.append({"type": "swap_task", "slot": 1})
    if p["hero"] == "Kratos" and not state["round_acted"] and p["coins"]:
        out.append({"type": "reroll", "dice": [0, 1]})
    if p["hero"] == "Friar Tuck" and not p["bought"] and p["coins"] >= FRIAR_TUCK_PRICE:
        spaces = open_spaces(p["pieces"])[:2]
        out += [{"type": "buy", "column": c, "space": s, "character": "Knight"} for c, s in spaces]
    if p["placed"]:
        return [*out, {"type": "end_turn"}]
    out.append({"type": "pass"})
    for pl in legal_placements(p["pieces"], state["dice"], state["supply"], p["coins"], both_orders=True):
        out.append(
            {
                "type": "place",
                "column": pl.column,
                "space": pl.space,
                "character": pl.character,
                "character_die": pl.character_die,
            }
        )
    return out


def candidates(state: State, seat: int | None) -> list[Action]:
    """Set up a board, roll the shared dice, and on one's turn: place, buy, task, reroll, pass, end."""
    if state["phase"] == "setup":
        return _setup(state, seat) if seat is not None else []
    if state["phase"] != "play":
        return []
    if state["dice"] is None:
        return [{"type": "roll_dice"}] if seat in (None, state["first"]) else []
    return _turn(state, seat) if seat == current(state) else []

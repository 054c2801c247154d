"""Minstrels: what a placement costs and gains (its `placed` payload), whose turn it is, bank caps.

Shared by the actions (which emit the payload) and the view (which shows it as hints).
"""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.events import Gain, gain
from companion.games.minstrels.fold import State
from scoring.minstrels.data import ESMERALDA_DOUBLE_COINS, FRIAR_TUCK_PRICE
from scoring.minstrels.heroes import placement_gains
from scoring.minstrels.placement import count, placement_cost, quest_result, quest_vp, with_piece


def current(state: State) -> int:
    """The seat whose turn it is (the first player while the dice wait to be rolled)."""
    return state["order"][state["turn_i"]] if state["turn_i"] < len(state["order"]) else state["first"]


def capped(state: State, gains: list[Gain], bank: int | None = None) -> list[Gain]:
    """Gains with their coins capped by what the bank holds, in order."""
    left = state["bank"] if bank is None else bank
    out = []
    for g in gains:
        coins = min(g["coins"], left)
        left -= coins
        out.append({**g, "coins": coins})
    return out


def double_gains(state: State, dice: list[int]) -> list[Gain]:
    """Esmeralda: 2 coins to each owner when the dice show a double."""
    if dice[0] != dice[1]:
        return []
    owners = [i for i, p in enumerate(state["players"]) if p["hero"] == "Esmeralda"]
    return [gain(i, "Esmeralda", "double", 0, ESMERALDA_DOUBLE_COINS) for i in owners]


def opponents_treasures(state: State, seat: int) -> list[int]:
    """The Treasures on every other player's board (a Treasure scores against them)."""
    return [count(q["pieces"], "Treasure") for i, q in enumerate(state["players"]) if i != seat]


def placement(
    state: State,
    seat: int,
    column: int,
    space: int,
    character: str,
    character_die: int | None,
    bought: bool = False,
    with_quest: bool = True,
    others: list[int] | None = None,
) -> dict[str, Any]:
    """The `placed` payload of a legal placement: its cost, the coin taken, every gain (capped).

    `others`: the other players' Treasures, when the caller prices many placements at once.
    """
    p = state["players"][seat]
    if bought:
        cost, die = FRIAR_TUCK_PRICE, None
    else:
        cost, die = placement_cost(state["dice"], character, space, character_die)
    picked = p["board_coins"][column - 1][space - 1]
    if others is None:
        others = opponents_treasures(state, seat)
    gains = [
        gain(seat, g.source, g.note, g.vp, g.coins)
        for g in placement_gains(
            p["pieces"],
            column,
            space,
            character,
            coins=p["coins"] - cost + picked,
            picked_up=picked,
            opponents_treasures=others,
            hero=p["hero"],
        )
    ]
    quest = None
    if with_quest and p["quest"] and not p["quest"]["done"]:
        quest = quest_result(with_piece(p["pieces"], column, space, character), p["quest"]["marks"])
        if quest:
            gains.append(gain(seat, "Quest", quest, quest_vp(quest), 0))
    return {
        "seat": seat,
        "column": column,
        "space": space,
        "character": character,
        "character_die": die,
        "cost": cost,
        "picked_up": picked,
        "bought": bought,
        "gains": capped(state, gains, state["bank"] + cost),
        "quest": quest,
    }

"""Bard Saga: the rule moves a seat may try now (the conformance test plays them at random).

The app does not know the hands, so playing a Story is always allowed; these moves play at most
`PLAYS_PER_ROUND` Stories a round, as a hand would run out.
"""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from scoring import bard_saga as bs

Action = dict[str, Any]
PLAYS_PER_ROUND = 2


def _setup(state: State) -> list[Action]:
    if state.get("to_draw"):
        return [{"type": "draw_start", "seat": s} for s in state["to_draw"]]
    if state["starting"] is None:
        return [{"type": "choose_starting", "seat": i} for i in range(len(state["names"]))]
    if any(bs.top_card(d) == "?" for d in state["field"]):
        colours = bs.STORY_COLOURS
        return [
            {"type": "set_field", "colors": [colours[(i * 2 + k) % len(colours)] for i in range(9)]} for k in (0, 1)
        ]
    return [{"type": "declare", "color": c} for c in bs.SCROLL_COLOURS]


def affords(state: State, seat: int, deck: int) -> bool:
    """Whether the seat holds what the deck asks for (known colours only: else the move is refused)."""
    need = bs.deck_requirement(state["field"], deck, state["white"], state["diagonal"])
    return bool(need) and not need["unknown"] and not bs.missing_scrolls(state["scrolls"][seat], need["scrolls"])


def _seeking(state: State, seat: int) -> list[Action]:
    out: list[Action] = [{"type": "pass"}]
    if len(state["played"][seat]) < PLAYS_PER_ROUND:
        out += [{"type": "play", "color": c} for c in bs.STORY_COLOURS]
    for d, deck in enumerate(state["field"]):
        top = bs.top_card(deck)
        if top == "?":
            out.append({"type": "set_top", "deck": d, "color": bs.STORY_COLOURS[d % 4]})
        elif top is not None and affords(state, seat, d):
            if top == "Legend":
                out.append({"type": "search", "deck": d, "color": bs.STORY_COLOURS[d % 4]})
            else:
                nxt = {"next": bs.STORY_COLOURS[(d + 1) % 4]} if deck["stories"] > 1 else {}
                out.append({"type": "collect", "deck": d, **nxt})
    return out


def _give_back(state: State, seat: int) -> list[Action]:
    over = state["returning"].get(str(seat))
    if not over:
        return []
    held = [c for c in bs.SCROLL_COLOURS for _ in range(state["scrolls"][seat][c])]
    back = held[:over]
    return [{"type": "give_back", "scrolls": {c: back.count(c) for c in sorted(set(back))}}]


def candidates(state: State, seat: int | None) -> list[Action]:
    """The moves of the phase: setup and declaring by the host or the Starting Player, turns by their seat."""
    phase = state["phase"]
    if phase == "setup":
        return _setup(state) if seat is None else []
    if phase == "declaring":
        return [{"type": "declare", "color": c} for c in bs.SCROLL_COLOURS] if seat in (None, state["starting"]) else []
    if phase == "seeking":
        return _seeking(state, seat) if seat == state["turn"] else []
    if phase == "singing":
        return [{"type": "sing"}] if seat is None else []
    if phase == "returning" and seat is not None:
        return _give_back(state, seat)
    return []

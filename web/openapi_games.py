"""Each game's part of the OpenAPI document: its state and view, and every stored event's payload.

The state and view schemas are read off a new table of the game (the keys every state has and
their types); the event schemas come from the game's typed shapes (`Game.shapes`).
"""

from __future__ import annotations

from typing import Any

from companion.games import all_games
from companion.games.base import Game, Player
from companion.games.shapes import json_schema
from companion.rng import seeded

MAX_DEPTH = 4

# Examples of fields a new table's inferred schema cannot show (a game's options; view fields set later).
EXAMPLES: dict[str, dict[str, Any]] = {
    # Minstrels: own_components: the app deals no hero cards, each player enters theirs
    # (deal_heroes with "drawn") or asks the app to.
    "minstrels.options": {"example": {"heroes": True, "quests": False, "own_components": True, "first_player": 1}},
    "tales-of-danger.options": {
        "description": 'Tales of Danger: table options (first_player: a 0-based seat or "random")',
        "example": {"first_player": 1, "own_components": True},
    },
    "tales-of-danger.view": {
        "example": {
            "first_player": 1,
            "sponsors": [1, 3, 4, 6],
            "sponsors_at_table": True,
            "own_components": True,
            "sponsors_to_draw": 4,
            "prompt": {"seats": [1], "do": "recruit 2 People (Sponsor optional)"},
        }
    },
}


def _infer(value: Any, depth: int = 0) -> dict[str, Any]:
    """A JSON Schema for a value as a new table holds it (containers described a few levels deep)."""
    if value is None:
        return {"nullable": True}
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, int):
        return {"type": "integer"}
    if isinstance(value, float):
        return {"type": "number"}
    if isinstance(value, str):
        return {"type": "string"}
    if depth >= MAX_DEPTH:
        return {"type": "array"} if isinstance(value, list | tuple) else {"type": "object"}
    if isinstance(value, list | tuple):
        return {"type": "array", "items": _infer(value[0], depth + 1) if value else {}}
    return {"type": "object", "properties": {str(k): _infer(v, depth + 1) for k, v in value.items()}}


def _new_state(game: Game) -> dict[str, Any]:
    n = max(game.min_players, min(2, game.max_players))
    players = [Player(f"P{i}", game.colors[i]) for i in range(n)]
    return game.setup(players, {o.name: o.default for o in game.options}, seeded(0))


def game_schemas() -> dict[str, Any]:
    """`<game>.state`, `<game>.view` and `<game>.event.<type>` for every registered game."""
    out: dict[str, Any] = {}
    for g in all_games():
        state = _new_state(g)
        out[f"{g.id}.state"] = {**_infer(state), "description": f"{g.title}: the whole state (the fold of the log)"}
        out[f"{g.id}.view"] = {
            **_infer(g.view(state, 0)),
            "description": f"{g.title}: the state as one seat may see it, with the values the phone shows",
        }
        out[f"{g.id}.options"] = {
            "type": "object",
            "description": f"{g.title}: the options of POST /api/tables",
            "properties": {o.name: {"description": o.label} for o in g.options},
        }
        for kind, shape in sorted(g.shapes.items()):
            out[f"{g.id}.event.{kind}"] = json_schema(shape)
    for name, extra in EXAMPLES.items():
        out[name] = {**out.get(name, {"type": "object"}), **extra}
    return out


def state_schema() -> dict[str, Any]:
    """The `state` of a snapshot: one of the games' views."""
    return {
        "type": "object",
        "description": "The game's view for the token's seat: see the <game>.view schemas",
        "x-views": {g.id: {"$ref": f"#/components/schemas/{g.id}.view"} for g in all_games()},
    }

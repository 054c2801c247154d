"""The OpenAPI component schemas of what a table takes (a new table, an action) and answers (events, snapshots)."""

from __future__ import annotations

from typing import Any

from companion.games import all_games
from web.openapi_games import state_schema

# The table strip of a snapshot, an answer and every stream message (companion/render.py).
_TABLE = {
    "type": "object",
    "description": "the dice, what undo and redo would do now, over: whether the game has ended, and next: "
    "the code of the table it is played again at (null until then), winners: the seats in first place once "
    "it has ended (several: a shared win; empty before), kept: the seats without a phone that have played on "
    "the host's phone (joining one asks the host)",
    "properties": {
        "over": {"type": "boolean"},
        "winners": {"type": "array", "items": {"type": "integer"}},
        "next": {"type": ["string", "null"]},
        "kept": {"type": "array", "items": {"type": "integer"}},
    },
}


def schemas() -> dict[str, Any]:
    """Errors, new tables and actions; the events, snapshots and answers a table sends."""
    games = [g.id for g in all_games()]
    return {**_taken(games), **_answered(games)}


# The turn timer's settings (companion/timer.py), off by default.
TIMER = {
    "type": "object",
    "description": "the turn timer: a sand timer per turn or a chess clock per player",
    "properties": {
        "mode": {"type": "string", "enum": ["off", "turn", "player"]},
        "seconds": {"type": "integer", "minimum": 5, "maximum": 86400},
    },
}


def _taken(games: list[str]) -> dict[str, Any]:
    return {
        "Error": {
            "type": "object",
            "required": ["error"],
            "properties": {
                "error": {
                    "type": "object",
                    "required": ["code", "message"],
                    "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
                }
            },
        },
        "NewTable": {
            "type": "object",
            "required": ["game", "players"],
            "properties": {
                "game": {"type": "string", "enum": games},
                "players": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["name"],
                        "properties": {
                            "name": {"type": "string"},
                            "color": {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"},
                        },
                    },
                },
                "options": {"type": "object"},
                "timer": TIMER,
            },
        },
        "Created": {
            "type": "object",
            "required": ["code", "url", "host_token", "seats"],
            "properties": {
                "code": {"type": "string"},
                "url": {"type": "string"},
                "host_token": {"type": "string"},
                "seats": {"type": "array", "items": {"$ref": "#/components/schemas/SeatInfo"}},
            },
        },
        "Located": {"type": "object", "required": ["code"], "properties": {"code": {"type": "string"}}},
        "TimeUp": {"type": "object", "required": ["logged", "seq"], "properties": {"logged": {"type": "boolean"}}},
        "Action": {
            "type": "object",
            "required": ["type"],
            "properties": {
                "type": {"type": "string"},
                "id": {
                    "type": "string",
                    "description": "client action id: a retry with the same id applies once",
                },
                "seq": {"type": "integer", "description": "the seq the client saw: a stale one gets 409"},
                "by": {"type": "integer", "description": "host only: act for this seat"},
            },
            "additionalProperties": True,
        },
    }


def _answered(games: list[str]) -> dict[str, Any]:
    return {
        "Event": {
            "type": "object",
            "required": ["seq", "type", "actor", "at", "data", "text", "undone"],
            "properties": {
                "seq": {"type": "integer", "minimum": 1},
                "type": {"type": "string"},
                "actor": {"oneOf": [{"type": "integer"}, {"type": "string"}], "nullable": True},
                "at": {"type": "number"},
                "data": {"type": "object"},
                "text": {"type": "string"},
                "undone": {"type": "boolean"},
                "table_line": {
                    "type": "boolean",
                    "description": "the line is the table's (a new round), not a move of the actor's seat",
                },
                "undid": {"type": "string", "description": "an undo: the log line of what it took back"},
                "redid": {"type": "string", "description": "a redo: the log line of what it brought back"},
            },
        },
        "Snapshot": {
            "type": "object",
            "required": ["code", "game", "seq", "players", "options", "state", "table", "you", "log"],
            "properties": {
                "code": {"type": "string"},
                "game": {"type": "string", "enum": games},
                "seq": {"type": "integer", "minimum": 1},
                "players": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "required": ["seat", "name", "color", "claimed"],
                        "properties": {
                            "seat": {"type": "integer"},
                            "name": {"type": "string"},
                            "color": {"type": "string"},
                            "claimed": {"type": "boolean"},
                        },
                    },
                },
                "options": {"type": "object"},
                "state": state_schema(),
                "table": _TABLE,
                "you": {"type": "object"},
                "log": {"type": "array", "items": {"$ref": "#/components/schemas/Event"}},
            },
        },
        "Answer": {
            "type": "object",
            "required": ["seq", "events", "state", "table"],
            "properties": {
                "seq": {"type": "integer", "minimum": 1},
                "events": {"type": "array", "items": {"$ref": "#/components/schemas/Event"}},
                "state": {"type": "object"},
                "table": _TABLE,
                "duplicate": {"type": "boolean"},
            },
        },
    }

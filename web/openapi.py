"""The OpenAPI 3 document, built from the game registry so every action has an example."""

from __future__ import annotations

from typing import Any

from companion.games import all_games
from web import openapi_seats
from web.openapi_games import game_schemas, state_schema

_ERROR = {
    "description": "What is wrong, by code and message; nothing was changed",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}


def _ok(description: str, schema: str) -> dict[str, Any]:
    """A JSON answer described by one of the component schemas (so fuzzers can check answers)."""
    ref = {"$ref": f"#/components/schemas/{schema}"}
    return {"description": description, "content": {"application/json": {"schema": ref}}}


def _ok_list(description: str, schema: str) -> dict[str, Any]:
    """A JSON list of one of the component schemas."""
    items = {"type": "array", "items": {"$ref": f"#/components/schemas/{schema}"}}
    return {"description": description, "content": {"application/json": {"schema": items}}}


def _errors(*codes: int) -> dict[str, Any]:
    """The error responses an operation can give, all in the `Error` shape."""
    return {str(c): _ERROR for c in codes}


_CODE = {"name": "code", "in": "path", "required": True, "schema": {"type": "string", "example": "K7QXMP"}}

_TABLE_ACTIONS = [
    ("roll", "Roll dice on the server", {"type": "roll", "dice": "2d6"}),
    ("roll-real", "Record a real die", {"type": "roll", "dice": "1d6", "values": [4]}),
    ("roll-faces", "Roll labelled dice", {"type": "roll", "dice": "2d6", "faces": "minstrels"}),
    ("rolloff", "Roll off for the first player (ties reroll)", {"type": "rolloff"}),
    ("undo", "Undo the last action", {"type": "undo"}),
    ("redo", "Redo the last undone action", {"type": "redo"}),
    ("one-phone", "The host acts for seat 2", {"type": "roll", "dice": "1d6", "by": 2}),
    ("retry-safe", "A client action id makes retries apply once", {"type": "roll", "dice": "1d6", "id": "a1b2"}),
]


def _examples() -> dict[str, Any]:
    ex = {name: {"summary": s, "value": v} for name, s, v in _TABLE_ACTIONS}
    for g in all_games():
        for i, a in enumerate(g.actions):
            ex[f"{g.id}.{a.type}.{i}"] = {"summary": f"{g.title}: {a.summary}", "value": a.example}
    return ex


def openapi() -> dict[str, Any]:
    """The whole document."""
    games = [g.id for g in all_games()]
    doc = {
        "openapi": "3.0.3",
        "info": {
            "title": "companion",
            "version": "1",
            "description": "Live shared tables for board games. Act with 'Authorization: Bearer <token>'.",
        },
        "paths": {
            "/api/games": {"get": {"summary": "The registered games", "responses": {"200": {"description": "Games"}}}},
            "/api/tables": {
                "post": {
                    "summary": "Open a table",
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/NewTable"},
                                "example": {
                                    "game": "score-pad",
                                    "players": [{"name": "Red"}, {"name": "Blue"}],
                                    "options": {},
                                },
                            }
                        },
                    },
                    "responses": {
                        "201": _ok("Code, URL, host token and the seats (no seat tokens: phones join)", "Created"),
                        **_errors(400, 404),
                    },
                }
            },
            "/api/tables/{code}": {
                "get": {
                    "summary": "The table as the caller may see it",
                    "parameters": [_CODE],
                    "responses": {
                        "200": _ok("{game, seq, players, state, table, log}", "Snapshot"),
                        **_errors(403, 404),
                    },
                }
            },
            "/api/tables/{code}/actions": {
                "post": {
                    "summary": "Apply one action",
                    "parameters": [_CODE],
                    "security": [{"token": []}],
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/json": {
                                "schema": {"$ref": "#/components/schemas/Action"},
                                "examples": _examples(),
                            }
                        },
                    },
                    "responses": {
                        "200": _ok("{seq, events, state, table}", "Answer"),
                        **_errors(400, 401, 403, 404, 409),
                    },
                }
            },
            "/api/tables/{code}/code": {
                "post": {
                    "summary": "The host gives the table a fresh join code; the old code stops working",
                    "parameters": [_CODE],
                    "security": [{"token": []}],
                    "responses": {"200": _ok("{code}", "Located"), "401": _ERROR, "403": _ERROR, "404": _ERROR},
                }
            },
            "/api/locate": {
                "get": {
                    "summary": "The current join code of the table a seat or host token belongs to",
                    "security": [{"token": []}],
                    "responses": {"200": _ok("{code}", "Located"), "404": _ERROR},
                }
            },
            "/api/tables/{code}/events": {
                "get": {
                    "summary": "Server-Sent Events: id = seq; Last-Event-ID resumes",
                    "parameters": [_CODE, {"name": "Last-Event-ID", "in": "header", "schema": {"type": "integer"}}],
                    "responses": {
                        "200": {"description": "text/event-stream", "content": {"text/event-stream": {}}},
                        "404": _ERROR,
                    },
                }
            },
            "/api/tables/{code}/log": {
                "get": {
                    "summary": "The whole public log",
                    "parameters": [_CODE],
                    "responses": {"200": _ok_list("Events", "Event"), "404": _ERROR},
                }
            },
            "/api/tables/{code}/export.json": {
                "get": {
                    "summary": "Export as JSON",
                    "parameters": [_CODE],
                    "responses": {"200": {"description": "JSON"}, "404": _ERROR},
                }
            },
            "/api/tables/{code}/export.csv": {
                "get": {
                    "summary": "Export as CSV",
                    "parameters": [_CODE],
                    "responses": {"200": {"description": "CSV", "content": {"text/csv": {}}}, "404": _ERROR},
                }
            },
        },
        "components": {
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer"}},
            "schemas": {
                **game_schemas(),
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
                        "table": {"type": "object"},
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
                        "table": {"type": "object"},
                        "duplicate": {"type": "boolean"},
                    },
                },
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
            },
        },
    }
    doc["paths"].update(openapi_seats.paths())
    doc["components"]["schemas"].update(openapi_seats.schemas())
    # Every request naming a table code counts unknown codes against the caller (join-code
    # guessing), opening a table counts against its creation rate (web/limits.py); a JSON body
    # sent as anything but application/json is a 415.
    for path, ops in doc["paths"].items():
        for op in ops.values():
            if "{code}" in path or path == "/api/tables":
                op["responses"]["429"] = _ERROR
            if "requestBody" in op:
                op["responses"]["415"] = _ERROR
    return doc

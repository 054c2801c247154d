"""The OpenAPI part for seats: join (or ask), grant, leave, release, and play again."""

from __future__ import annotations

from typing import Any

_ERROR = {
    "description": "What is wrong, by code and message; nothing was changed",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}
_CODE = {"name": "code", "in": "path", "required": True, "schema": {"type": "string", "example": "K7QXMP"}}


def _ok(description: str, schema: str, example: dict[str, Any]) -> dict[str, Any]:
    ref = {"$ref": f"#/components/schemas/{schema}"}
    return {"description": description, "content": {"application/json": {"schema": ref, "example": example}}}


def _body(properties: dict[str, Any], example: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return {"required": True, "content": {"application/json": {"schema": schema, "example": example}}}


def _errors(*codes: int) -> dict[str, Any]:
    return {str(c): _ERROR for c in codes}


_TOKEN = "q3W8yZJ0fKc2mN5rT7vX1bD4"
_SEAT = {"seat": {"type": "integer", "minimum": 0}}


def paths() -> dict[str, Any]:
    """The seat operations, each with an example."""
    return {
        "/api/tables/{code}/join": {
            "post": {
                "summary": "Join a seat: its token for a free seat with no secrets in it, else a request "
                "the host grants (then send the same body with 'request' to collect the token)",
                "parameters": [_CODE],
                "requestBody": _body(
                    {**_SEAT, "request": {"type": "string", "description": "the key a 202 answer gave"}},
                    {"seat": 1},
                ),
                "responses": {
                    "200": _ok(
                        "The seat's token, for this phone only", "Claimed", {"seat": 1, "name": "Blue", "token": _TOKEN}
                    ),
                    "202": _ok(
                        "Asked: the host grants the request whose check this phone shows",
                        "Pending",
                        {
                            "seat": 1,
                            "name": "Blue",
                            "pending": True,
                            "request": _TOKEN,
                            "check": "482",
                            "why": "secrets",
                        },
                    ),
                    **_errors(400, 404, 409, 429),
                },
            }
        },
        "/api/tables/{code}/grant": {
            "post": {
                "summary": "The host lets the phone that shows this check take the seat it asked for",
                "parameters": [_CODE],
                "security": [{"token": []}],
                "requestBody": _body(
                    {**_SEAT, "check": {"type": "string"}}, {"seat": 1, "check": "482"}, ["seat", "check"]
                ),
                "responses": {
                    "200": _ok("Granted: the asking phone collects its token", "Granted", {"seat": 1, "check": "482"}),
                    **_errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/leave": {
            "post": {
                "summary": "A seated phone steps back to watching; its token stops working",
                "parameters": [_CODE],
                "security": [{"token": []}],
                "requestBody": _body({}, {}),
                "responses": {
                    "200": _ok("The seat now free", "SeatNumber", {"seat": 1}),
                    **_errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/release": {
            "post": {
                "summary": "The host frees a seat; the phone that held it can no longer act (no token is returned)",
                "parameters": [_CODE],
                "security": [{"token": []}],
                "requestBody": _body(_SEAT, {"seat": 1}),
                "responses": {
                    "200": _ok("The seat now free", "SeatNumber", {"seat": 1}),
                    **_errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/rematch": {
            "post": {
                "summary": "Play again: a new table with the same game, players and options (the first call "
                "opens it; 'options' override the old ones); the caller's token there, for its own seat or as host",
                "parameters": [_CODE],
                "security": [{"token": []}],
                "requestBody": _body({"options": {"type": "object"}}, {"options": {"first_player": 2}}),
                "responses": {
                    "200": _ok(
                        "The new table and the caller's place at it",
                        "Moved",
                        {
                            "code": "P4KM2X",
                            "url": "http://192.168.1.20:8000/t/P4KM2X",
                            "seat": 1,
                            "host": False,
                            "name": "Blue",
                            "token": _TOKEN,
                        },
                    ),
                    **_errors(400, 401, 403, 404, 409),
                },
            }
        },
    }


def schemas() -> dict[str, Any]:
    """The answers of the seat operations."""
    seat = {"type": "integer", "minimum": 0}
    return {
        "SeatInfo": {
            "type": "object",
            "required": ["seat", "name", "color"],
            "properties": {"seat": seat, "name": {"type": "string"}, "color": {"type": "string"}},
        },
        "Claimed": {
            "type": "object",
            "required": ["seat", "token", "name"],
            "properties": {"seat": seat, "token": {"type": "string"}, "name": {"type": "string"}},
        },
        "Pending": {
            "type": "object",
            "required": ["seat", "name", "pending", "request", "check", "why"],
            "properties": {
                "seat": seat,
                "name": {"type": "string"},
                "pending": {"type": "boolean"},
                "request": {"type": "string"},
                "check": {"type": "string", "pattern": "^[0-9]{3}$"},
                "why": {"type": "string", "enum": ["taken", "secrets"]},
            },
        },
        "Granted": {
            "type": "object",
            "required": ["seat", "check"],
            "properties": {"seat": seat, "check": {"type": "string"}},
        },
        "SeatNumber": {"type": "object", "required": ["seat"], "properties": {"seat": seat}},
        "Moved": {
            "type": "object",
            "required": ["code", "url", "seat", "host", "token"],
            "properties": {
                "code": {"type": "string"},
                "url": {"type": "string"},
                "seat": {"type": "integer", "nullable": True},
                "host": {"type": "boolean"},
                "name": {"type": "string"},
                "token": {"type": "string"},
            },
        },
    }

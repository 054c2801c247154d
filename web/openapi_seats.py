"""The OpenAPI part for seats: join (or ask), grant or refuse, leave, release, and play again."""

from __future__ import annotations

from typing import Any

from web.openapi_parts import CODE, body, errors, ok

_TOKEN = "q3W8yZJ0fKc2mN5rT7vX1bD4"
_SEAT = {"seat": {"type": "integer", "minimum": 0}}


def paths() -> dict[str, Any]:
    """The seat operations, each with an example."""
    return {**_joining(), **_answering(), **_host(), **_leaving()}


def _joining() -> dict[str, Any]:
    """Join a seat (or ask for it)."""
    return {
        "/api/tables/{code}/join": {
            "post": {
                "summary": "Join a seat: its token for a free seat with no secrets in it, else a request "
                "the host grants (then send the same body with 'request' to collect the token)",
                "description": "A seated phone switching seats may send its own seat token: the request then "
                "names its player to the host ('by'); a token this table does not know is not an error.",
                "parameters": [CODE],
                "requestBody": body(
                    {**_SEAT, "request": {"type": "string", "description": "the key a 202 answer gave"}},
                    {"seat": 1},
                ),
                "responses": {
                    "200": ok(
                        "The seat's token, for this phone only", "Claimed", {"seat": 1, "name": "Blue", "token": _TOKEN}
                    ),
                    "202": ok(
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
                    **errors(400, 404, 409, 429),
                },
            }
        },
    }


def _answering() -> dict[str, Any]:
    """The host's answer to a phone asking for a seat: Allow, or No."""
    return {
        "/api/tables/{code}/grant": {
            "post": {
                "summary": "The host lets the phone that shows this check take the seat it asked for",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body(
                    {**_SEAT, "check": {"type": "string"}}, {"seat": 1, "check": "482"}, ["seat", "check"]
                ),
                "responses": {
                    "200": ok("Granted: the asking phone collects its token", "Granted", {"seat": 1, "check": "482"}),
                    **errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/refuse": {
            "post": {
                "summary": "The host says no to the phone that shows this check: its request for the seat ends",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body(
                    {**_SEAT, "check": {"type": "string"}}, {"seat": 1, "check": "482"}, ["seat", "check"]
                ),
                "responses": {
                    "200": ok(
                        "Refused: the asking phone is told when it comes back with its key",
                        "Refused",
                        {"seat": 1, "check": "482", "refused": True},
                    ),
                    **errors(400, 401, 403, 404),
                },
            }
        },
    }


def _host() -> dict[str, Any]:
    """Ask to be the host (the host's phone lost the table), and the Allow that moves the role."""
    return {
        "/api/tables/{code}/host": {
            "post": {
                "summary": "Ask to be the host (the host's phone lost the table): a check this phone shows; "
                "once a seated phone or the host allows it, send 'request' to collect the new host token "
                "(the old one is refused from the Allow on). A seated phone sends its seat token",
                "parameters": [CODE],
                "requestBody": body({"request": {"type": "string", "description": "the key a 202 answer gave"}}, {}),
                "responses": {
                    "200": ok(
                        "Allowed: the new host token", "HostToken", {"host": True, "token": _TOKEN, "seat": None}
                    ),
                    "202": ok(
                        "Asked: another seated phone (or the host) allows the request whose check this phone shows",
                        "HostPending",
                        {"pending": True, "request": _TOKEN, "check": "266", "seat": None},
                    ),
                    **errors(400, 401, 403, 404, 409, 429),
                },
            }
        },
        "/api/tables/{code}/host/allow": {
            "post": {
                "summary": "A seated phone other than the asking one, or the host, lets the phone that shows "
                "this check be the host: the host token changes at once",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body({"check": {"type": "string"}}, {"check": "266"}, ["check"]),
                "responses": {
                    "200": ok("Allowed (or allowed already: 'done')", "HostAllowed", {"check": "266"}),
                    **errors(400, 401, 403, 404),
                },
            }
        },
    }


def _leaving() -> dict[str, Any]:
    """Step back, the host's release, and play again at a new table."""
    return {
        "/api/tables/{code}/leave": {
            "post": {
                "summary": "A seated phone steps back to watching; its token stops working",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body({"to": {"type": "integer", "description": "the seat switched to (optional)"}}, {}),
                "responses": {
                    "200": ok("The seat now free", "SeatNumber", {"seat": 1}),
                    **errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/release": {
            "post": {
                "summary": "The host frees a seat (with `keep`: its own phone takes it back, passed round); the phone "
                "that held it can no longer act (no token is returned)",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body({**_SEAT, "keep": {"type": "boolean"}}, {"seat": 1, "keep": True}),
                "responses": {
                    "200": ok("The seat now free", "SeatNumber", {"seat": 1}),
                    **errors(400, 401, 403, 404),
                },
            }
        },
        "/api/tables/{code}/rematch": {
            "post": {
                "summary": "Play again: a new table with the same game, players and options (the first call "
                "opens it; 'options' override the old ones); the caller's token there, for its own seat or as host",
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": body({"options": {"type": "object"}}, {"options": {"first_player": 2}}),
                "responses": {
                    "200": ok(
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
                    **errors(400, 401, 403, 404, 409),
                },
            }
        },
    }


def schemas() -> dict[str, Any]:
    """The answers of the seat operations."""
    seat = {"type": "integer", "minimum": 0}
    return {
        **_host_schemas(),
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
                "why": {"type": "string", "enum": ["taken", "secrets", "kept"]},
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


def _host_schemas() -> dict[str, Any]:
    """The answers of asking to be the host and of its Allow."""
    return {
        "HostPending": {
            "type": "object",
            "required": ["pending", "request", "check", "seat"],
            "properties": {
                "pending": {"type": "boolean"},
                "request": {"type": "string"},
                "check": {"type": "string", "pattern": "^[0-9]{3}$"},
                "seat": {"type": "integer", "nullable": True},
            },
        },
        "HostToken": {
            "type": "object",
            "required": ["host", "token", "seat"],
            "properties": {
                "host": {"type": "boolean"},
                "token": {"type": "string"},
                "seat": {"type": "integer", "nullable": True},
            },
        },
        "HostAllowed": {
            "type": "object",
            "required": ["check"],
            "properties": {"check": {"type": "string"}, "done": {"type": "boolean"}},
        },
    }

"""The OpenAPI paths of the tables themselves: open, read, act (every action's example), follow and export."""

from __future__ import annotations

from typing import Any

from companion.games import all_games
from web.openapi_parts import BUSY, CODE, ERROR, errors, ok, ok_list

_TABLE_ACTIONS = [
    ("roll", "Roll dice on the server", {"type": "roll", "dice": "2d6"}),
    ("roll-real", "Record a real die", {"type": "roll", "dice": "1d6", "values": [4]}),
    ("roll-faces", "Roll labelled dice", {"type": "roll", "dice": "2d6", "faces": "minstrels"}),
    ("rolloff", "Roll off for the first player (ties reroll)", {"type": "rolloff"}),
    ("undo", "Undo the last action", {"type": "undo"}),
    ("redo", "Redo the last undone action", {"type": "redo"}),
    ("one-phone", "The host acts for seat 2", {"type": "roll", "dice": "1d6", "by": 2}),
    ("retry-safe", "A client action id makes retries apply once", {"type": "roll", "dice": "1d6", "id": "a1b2"}),
    ("set-timer", "Host: a sand timer of 90 s per turn", {"type": "set_timer", "mode": "turn", "seconds": 90}),
    (
        "chess-clocks",
        "Host: chess clocks of 10 min per player",
        {"type": "set_timer", "mode": "player", "seconds": 600},
    ),
    ("timer-off", "Host: the timer off", {"type": "set_timer", "mode": "off"}),
    ("pause-timer", "Host: pause the timer", {"type": "pause_timer"}),
    ("resume-timer", "Host: resume the timer", {"type": "resume_timer"}),
    (
        "keep-seats",
        "Host: its phone is passed round for every seat without a phone (other phones ask the host for one)",
        {"type": "keep_seats"},
    ),
    (
        "add-player",
        "A player arriving late gets a free seat at the end (games that take one: the score pad); a seated phone "
        "or the host adds it, and a phone then joins it as any seat",
        {"type": "add_player", "name": "Zoë", "color": "#0e7490"},
    ),
    (
        "score-sheet",
        "The host ends any game with its filled score sheet (each row's figures per seat, as "
        "POST /api/tables/{code}/scan read them, confirmed or typed): the game's tally and tie-breaks rank them",
        {"type": "score_sheet", "values": {"total": [31, 28], "round1": [12, 9]}, "scanned": True},
    ),
]

# The host's phone reads the game as a seat it passes round (pt93): its secrets, as its player's phone shows them.
AS_SEAT = {
    "name": "as",
    "in": "query",
    "required": False,
    "description": "The host's token only: a seat its phone passes round (in `table.kept`), read with its secrets",
    "schema": {"type": "integer", "minimum": 0},
}


def _examples() -> dict[str, Any]:
    ex = {name: {"summary": s, "value": v} for name, s, v in _TABLE_ACTIONS}
    for g in all_games():
        for i, a in enumerate(g.actions):
            ex[f"{g.id}.{a.type}.{i}"] = {"summary": f"{g.title}: {a.summary}", "value": a.example}
    return ex


def paths() -> dict[str, Any]:
    """The operations on tables, seats aside (web/openapi_seats.py)."""
    return {**_acting(), **_following()}


def _acting() -> dict[str, Any]:
    """The games, opening a table, reading it and acting on it."""
    return {
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
                    "201": ok("Code, URL, host token and the seats (no seat tokens: phones join)", "Created"),
                    **errors(400, 404),
                },
            }
        },
        "/api/tables/{code}": {
            "get": {
                "summary": "The table as the caller may see it",
                "parameters": [CODE, AS_SEAT],
                "responses": {
                    "200": ok("{game, seq, players, state, table, log}", "Snapshot"),
                    **errors(400, 403, 404, 409),
                },
            }
        },
        "/api/tables/{code}/actions": {
            "post": {
                "summary": "Apply one action",
                "parameters": [CODE],
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
                    "200": ok("{seq, events, state, table}", "Answer"),
                    **errors(400, 401, 403, 404, 409),
                    "503": BUSY,
                },
            }
        },
    }


def _following() -> dict[str, Any]:
    """A fresh join code, finding a table by token, its event stream, its log and its exports."""
    return {
        "/api/tables/{code}/code": {
            "post": {
                "summary": "The host gives the table a fresh join code; the old code stops working",
                "parameters": [CODE],
                "security": [{"token": []}],
                "responses": {"200": ok("{code}", "Located"), "401": ERROR, "403": ERROR, "404": ERROR},
            }
        },
        "/api/tables/{code}/timer/up": {
            "post": {
                "summary": "A countdown reached zero: logged once if the server's clock agrees (no token)",
                "parameters": [CODE],
                "responses": {"200": ok("{logged, seq, events?, table?}", "TimeUp"), "404": ERROR},
            }
        },
        "/api/locate": {
            "get": {
                "summary": "The current join code of the table a seat or host token belongs to",
                "security": [{"token": []}],
                "responses": {"200": ok("{code}", "Located"), "404": ERROR},
            }
        },
        "/api/tables/{code}/events": {
            "get": {
                "summary": "Server-Sent Events: id = seq; Last-Event-ID resumes",
                "parameters": [CODE, {"name": "Last-Event-ID", "in": "header", "schema": {"type": "integer"}}],
                "responses": {
                    "200": {"description": "text/event-stream", "content": {"text/event-stream": {}}},
                    "404": ERROR,
                },
            }
        },
        "/api/tables/{code}/log": {
            "get": {
                "summary": "The whole public log",
                "parameters": [CODE],
                "responses": {"200": ok_list("Events", "Event"), "404": ERROR},
            }
        },
        "/api/tables/{code}/export.json": {
            "get": {
                "summary": "Export as JSON",
                "parameters": [CODE],
                "responses": {"200": {"description": "JSON"}, "404": ERROR},
            }
        },
        "/api/tables/{code}/export.csv": {
            "get": {
                "summary": "Export as CSV",
                "parameters": [CODE],
                "responses": {"200": {"description": "CSV", "content": {"text/csv": {}}}, "404": ERROR},
            }
        },
    }

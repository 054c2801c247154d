"""The OpenAPI part of scanning a score sheet: the photo in, each field's value and confidence out."""

from __future__ import annotations

from typing import Any

from companion.games.shapes import json_schema
from companion.games.sheet import SheetScored
from web.openapi_parts import CODE, errors, ok

_PHOTO = {
    "required": True,
    "content": {
        "multipart/form-data": {
            "schema": {
                "type": "object",
                "required": ["photo"],
                "properties": {
                    "photo": {
                        "type": "string",
                        "format": "binary",
                        "description": "The photo of the filled sheet: JPEG, PNG or WebP, at most 12 MB "
                        "(the phone sends about 2 megapixels)",
                    }
                },
            }
        }
    },
}
_SAYS = (
    "Reading records nothing: the host confirms the figures with the `score_sheet` action (with "
    "`ends_game: true` while `app` shows a game still going: else 409 `game_in_progress`; a Total that is "
    "not the sum of a group of its rows is 422 `sheet_total`, naming every such seat in `disagree`; a figure "
    "the rules cannot produce is 422 `sheet_impossible`, naming each field and its allowed values in `fields`). "
    "409: another "
    "game's or table's sheet (`other_game`, `other_table`, `other_players`, `table_sheet`); 422: the reader's "
    "`not_a_sheet`, `out_of_frame`, `too_blurred`, each with a message that says what to do; 413: too large; "
    "415 `missing_extra`: the server has no scan extra (`pip install 'companion[scan]'`)."
)


def paths() -> dict[str, Any]:
    """POST /api/tables/{code}/scan (the host's token) and POST /api/scan (a blank sheet)."""
    answer = {
        "200": ok("Every field with its value and confidence, and its crop", "ScanReading"),
        **errors(400, 409, 413, 415, 422),
    }
    return {
        "/api/tables/{code}/scan": {
            "post": {
                "summary": "Read a photo of this table's filled score sheet (the host). " + _SAYS,
                "parameters": [CODE],
                "security": [{"token": []}],
                "requestBody": _PHOTO,
                "responses": {**answer, **errors(401, 403, 404)},
            }
        },
        "/api/scan": {
            "post": {
                "summary": "Read a photo of a blank score sheet (printed without a table): the phone then opens "
                "a table of its game and records it. " + _SAYS,
                "requestBody": _PHOTO,
                "responses": answer,
            }
        },
    }


def schemas() -> dict[str, Any]:
    """`ScanReading`, `ScanField` and the `score_sheet` action's event."""
    field = {
        "type": "object",
        "properties": {
            "key": {"type": "string", "description": "The sheet row's key (`total`, `round3`, `final.vp`)"},
            "seat": {"type": "integer", "description": "The player's column, from 0"},
            "label": {"type": "string", "description": "The row as printed"},
            "value": {"type": "integer", "nullable": True, "description": "None: unread or empty, to be typed"},
            "guess": {"type": "integer", "nullable": True, "description": "The reader's best value, however unsure"},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
            "empty": {"type": "boolean", "description": "Nothing filled in"},
            "unread": {"type": "boolean", "description": "Filled in, but read below the threshold"},
            "crop": {"type": "string", "description": "The field on the photo, a JPEG data URL"},
        },
    }
    reading = {
        "type": "object",
        "properties": {
            "game": {"type": "string"},
            "title": {"type": "string"},
            "table": {"type": "string", "nullable": True, "description": "The table printed on the sheet"},
            "players": {"type": "integer"},
            "names": {"type": "array", "items": {"type": "string"}},
            "threshold": {"type": "number", "description": "Fields read less surely are sent as unread"},
            "required": {"type": "array", "items": {"type": "string"}, "description": "Rows the tally needs"},
            "fields": {"type": "array", "items": {"$ref": "#/components/schemas/ScanField"}},
            "must_type": {"type": "integer", "description": "How many fields the player must type"},
            "message": {"type": "string"},
            "total": {"type": "string", "nullable": True, "description": "The Total's row key"},
            "groups": {
                "type": "array",
                "items": {"type": "array", "items": {"type": "string"}},
                "description": "Sets of rows that each add up to the Total (an empty Total is computed from one)",
            },
            "possible": {
                "type": "object",
                "additionalProperties": {"type": "array", "items": {"type": "integer"}},
                "description": "Rows with only a few possible values (Minstrels' road signs, quest): key -> values",
            },
            "app": {
                "type": "object",
                "nullable": True,
                "description": "The game still going in the app that confirming would end (null: none)",
                "properties": {
                    "scores": {"type": "array", "items": {"type": "integer"}},
                    "round": {"type": "integer", "nullable": True},
                    "rounds": {
                        "type": "array",
                        "nullable": True,
                        "items": {"type": "array", "items": {"type": "integer", "nullable": True}},
                        "description": "A score pad's points per seat and round, null where nothing was entered",
                    },
                },
            },
        },
    }
    return {"ScanField": field, "ScanReading": reading, "event.sheet_scored": json_schema(SheetScored)}

"""The OpenAPI 3 document, built from the game registry so every action has an example."""

from __future__ import annotations

from typing import Any

from web import openapi_scan, openapi_schemas, openapi_seats, openapi_tables
from web.openapi_games import game_schemas
from web.openapi_parts import ERROR


def openapi() -> dict[str, Any]:
    """The whole document."""
    doc = {
        "openapi": "3.0.3",
        "info": {
            "title": "companion",
            "version": "1",
            "description": "Live shared tables for board games. Act with 'Authorization: Bearer <token>'.",
        },
        "paths": {**openapi_tables.paths(), **openapi_seats.paths(), **openapi_scan.paths()},
        "components": {
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer"}},
            "schemas": {
                **game_schemas(),
                **openapi_schemas.schemas(),
                **openapi_seats.schemas(),
                **openapi_scan.schemas(),
            },
        },
    }
    # Every request naming a table code counts unknown codes against the caller (join-code
    # guessing), opening a table counts against its creation rate (web/limits.py); a JSON body
    # sent as anything but application/json is a 415.
    for path, ops in doc["paths"].items():
        for op in ops.values():
            if "{code}" in path or path == "/api/tables":
                op["responses"]["429"] = ERROR
            if "requestBody" in op and "application/json" in op["requestBody"]["content"]:
                op["responses"]["415"] = ERROR
    return doc

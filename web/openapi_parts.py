"""The pieces every part of the OpenAPI document is made of: the error answer, the table code, answers, bodies."""

from __future__ import annotations

from typing import Any

ERROR = {
    "description": "What is wrong, by code and message; nothing was changed",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}
# An action the server is too busy to take (web/admission.py), or a store that cannot write: try later.
BUSY = {
    "description": "Too busy (`overloaded`, with the `reason`: `crowd`, `queue` or `lag`) or the store cannot write "
    "(`unavailable`); nothing was changed: send the same action (same `id`) again, "
    "after `Retry-After` seconds when it is given",
    "headers": {"Retry-After": {"description": "Seconds to wait before sending again", "schema": {"type": "integer"}}},
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}
CODE = {"name": "code", "in": "path", "required": True, "schema": {"type": "string", "example": "K7QXMP"}}


def ok(description: str, schema: str, example: dict[str, Any] | None = None) -> dict[str, Any]:
    """A JSON answer described by one of the component schemas (so fuzzers can check answers)."""
    content: dict[str, Any] = {"schema": {"$ref": f"#/components/schemas/{schema}"}}
    if example is not None:
        content["example"] = example
    return {"description": description, "content": {"application/json": content}}


def ok_list(description: str, schema: str) -> dict[str, Any]:
    """A JSON list of one of the component schemas."""
    items = {"type": "array", "items": {"$ref": f"#/components/schemas/{schema}"}}
    return {"description": description, "content": {"application/json": {"schema": items}}}


def body(properties: dict[str, Any], example: dict[str, Any], required: list[str] | None = None) -> dict[str, Any]:
    """A required JSON request body of these properties, with its example."""
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return {"required": True, "content": {"application/json": {"schema": schema, "example": example}}}


def errors(*codes: int) -> dict[str, Any]:
    """The error responses an operation can give, all in the `Error` shape."""
    return {str(c): ERROR for c in codes}

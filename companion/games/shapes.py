"""Typed event payloads (TypedDicts) read as rules: check a payload against its shape, or describe it as JSON Schema."""

from __future__ import annotations

import types
import typing
from functools import lru_cache
from typing import Any, NotRequired, get_args, get_origin, get_type_hints

_SIMPLE = {int: "integer", str: "string", bool: "boolean", float: "number"}


@lru_cache(maxsize=256)
def fields(shape: type) -> tuple[dict[str, Any], frozenset[str]]:
    """The shape's field types and the names of its required fields."""
    hints = get_type_hints(shape, include_extras=True)
    # Read from the hints: with postponed annotations the class itself cannot see `NotRequired`.
    required = frozenset(k for k, v in hints.items() if get_origin(v) is not NotRequired)
    return {k: _bare(v) for k, v in hints.items()}, required


def _is_shape(t: Any) -> bool:
    return isinstance(t, type) and hasattr(t, "__required_keys__")


def _bare(t: Any) -> Any:
    return get_args(t)[0] if get_origin(t) is NotRequired else t


def _fits(value: Any, t: Any) -> bool:
    """Whether a JSON value fits a type (lists and dicts are checked one level deep)."""
    origin = get_origin(t)
    if t is Any:
        return True
    if _is_shape(t):
        return isinstance(value, dict) and not problems(t, value)
    if t is None or t is type(None):
        return value is None
    if origin in (typing.Union, types.UnionType):
        return any(_fits(value, a) for a in get_args(t))
    if origin is list:
        (item,) = get_args(t) or (Any,)
        return isinstance(value, list) and all(_fits(v, item) for v in value)
    if origin is dict:
        return isinstance(value, dict)
    if t is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if t is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, t)


def problems(shape: type, data: dict[str, Any]) -> list[str]:
    """What is wrong with an event's payload for its shape: missing, unknown or mistyped fields."""
    types_, required = fields(shape)
    out = [f"missing {k!r}" for k in sorted(required - set(data))]
    out += [f"unknown {k!r}" for k in sorted(set(data) - set(types_))]
    out += [f"{k!r} is {data[k]!r}, not {types_[k]}" for k in types_ if k in data and not _fits(data[k], types_[k])]
    return out


def json_schema(t: Any) -> dict[str, Any]:
    """A JSON Schema (OpenAPI 3.0 flavour) for a shape or a field type."""
    if _is_shape(t):
        types_, required = fields(t)
        out: dict[str, Any] = {"type": "object", "properties": {k: json_schema(v) for k, v in types_.items()}}
        if t.__doc__:
            out["description"] = t.__doc__.strip()
        if required:
            out["required"] = sorted(required)
        return out
    origin = get_origin(t)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(t) if a is not type(None)]
        inner = json_schema(args[0]) if len(args) == 1 else {"oneOf": [json_schema(a) for a in args]}
        return {**inner, "nullable": True} if len(args) < len(get_args(t)) else inner
    if origin is list:
        (item,) = get_args(t) or (Any,)
        return {"type": "array", "items": json_schema(item)}
    if origin is dict:
        return {"type": "object"}
    return {"type": _SIMPLE[t]} if t in _SIMPLE else {}

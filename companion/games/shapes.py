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
    return _checker(t)(value)


@lru_cache(maxsize=1024)
def _checker(t: Any) -> typing.Callable[[Any], bool]:
    """A type read once into a test function: the conformance run checks every event it makes."""
    origin = get_origin(t)
    if t is Any:
        return lambda v: True
    if _is_shape(t):
        return lambda v: isinstance(v, dict) and not problems(t, v)
    if t is None or t is type(None):
        return lambda v: v is None
    if origin in (typing.Union, types.UnionType):
        options = [_checker(a) for a in get_args(t)]
        return lambda v: any(f(v) for f in options)
    if origin is list:
        (item,) = get_args(t) or (Any,)
        each = _checker(item)
        return lambda v: isinstance(v, list) and all(each(x) for x in v)
    if origin is dict:
        return lambda v: isinstance(v, dict)
    if t is int:
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if t is float:
        return lambda v: isinstance(v, int | float) and not isinstance(v, bool)
    return lambda v: isinstance(v, t)


def problems(shape: type, data: dict[str, Any]) -> list[str]:
    """What is wrong with an event's payload for its shape: missing, unknown or mistyped fields."""
    types_, required = fields(shape)
    keys = data.keys()
    out = [f"missing {k!r}" for k in sorted(required - keys)]
    out += [f"unknown {k!r}" for k in sorted(keys - types_.keys())]
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

"""The JSON phones receive, compact and in UTF-8: orjson, 10x faster than `json` on a view.

Every action serialises its answer and each stream key's message; with the standard library that
was ~40 µs of an action's ~300 (bench/README.md, "Where the time goes"). A value orjson refuses
(a non-string key, an integer beyond 64 bits) goes through `json`, which writes the same text.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

_SLOW = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode


def encode(value: Any) -> bytes:
    """`value` as compact JSON in UTF-8, non-ASCII as it is (stream messages are bytes)."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError: what it does not take, json does (ints as keys)
        return _SLOW(value).encode()


def dumps(value: Any) -> str:
    """`value` as compact JSON text: what `encode` writes, as text."""
    return encode(value).decode()

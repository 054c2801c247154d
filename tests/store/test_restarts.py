"""Streams through a PostgreSQL restart: each keeps hearing its table, or ends so its phone resumes."""

from __future__ import annotations

import queue

import pytest

from companion.follow import Follower
from companion.tables import Tables
from tests.conftest import seated, sse_ids


def _next(sub, timeout: float = 5.0) -> bytes | None:
    """The stream's next message, or None once it ended; fails if it hears nothing at all."""
    try:
        return sub.get(timeout)
    except queue.Empty:
        pytest.fail("the stream neither heard the move nor ended: its phone would wait forever")


def test_a_stream_opened_on_a_table_dropped_from_memory_meanwhile_hears_it_or_ends(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two
    Follower(b).start()
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    held = b.get(code)
    # The database restarts: an action's catch-up fails and drops the table from memory, while a
    # stream's request already holds it (waiting for its lock) and then subscribes.
    b.evict(code)
    get, stale = b.get, iter([held])  # the held copy once, then as ever
    monkeypatch.setattr(b, "get", lambda c: next(stale, None) or get(c))
    _, sub, _ = b.subscribe(code, last_seq=made["seq"])
    monkeypatch.undo()
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
    message = _next(sub)
    assert message is None or sse_ids(message) == [made["seq"] + 1]
    # Another request loads the table afresh; the next move must not reach the stream past a gap.
    b.get(code)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 2})
    if message is not None:
        message = _next(sub)
        assert message is None or sse_ids(message) == [made["seq"] + 2]

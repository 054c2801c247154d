"""A PostgreSQL notification carries the appended events when they fit (issue #33): the other processes fold
them without reading the log, and read it as before when they do not fit, change seats, or leave a gap."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import writing
from companion.store import SQLiteStore
from companion.store.notices import PAYLOAD, carried, payload
from companion.tables import Tables
from tests.conftest import seated, sse_ids
from tests.store.conftest import followed_pad


def _counting_reads(engine: Tables, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The `since` of every read of the log from now on."""
    events, reads = engine.store.events, []

    def counted(code: str, since: int = 0, until: int | None = None):
        reads.append(since)
        return events(code, since, until)

    monkeypatch.setattr(engine.store, "events", counted)
    return reads


def test_the_events_carried_are_the_events_stored(tmp_path: Path) -> None:
    engine = Tables(SQLiteStore(tmp_path / "t.sqlite3"))
    made = seated(engine, engine.create("score-pad", ["Ann", "Bob"]))
    engine.act(made["code"], made["seats"][0]["token"], {"type": "score", "seat": 0, "delta": 2, "id": "é-1"})
    stored = engine.store.events(made["code"])
    said = payload(made["code"], stored[-2:], None)
    code, seq, rows = said.split(" ", 2)
    assert (code, int(seq)) == (made["code"], stored[-1].seq)
    assert carried(rows) == stored[-2:]


def test_events_too_long_or_changing_seats_are_not_carried(tmp_path: Path) -> None:
    engine = Tables(SQLiteStore(tmp_path / "t.sqlite3"))
    made = seated(engine, engine.create("score-pad", ["Ann", "Bob"]))
    stored = engine.store.events(made["code"])
    record = engine.get(made["code"]).record
    assert payload(made["code"], stored[-1:], record) == f"{made['code']} {stored[-1].seq}"
    long = [e for e in stored for _ in range(PAYLOAD // 100)]
    assert payload(made["code"], long, None) == f"{made['code']} {stored[-1].seq}"


def test_another_process_folds_the_events_a_notification_carries_without_reading_the_log(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two
    made, code, token = followed_pad(two, monkeypatch)
    _, sub, _ = b.subscribe(code, last_seq=made["seq"])
    reads = _counting_reads(b, monkeypatch)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 3})
    message = sub.get(timeout=5)
    assert message is not None and sse_ids(message) == [made["seq"] + 1]
    assert reads == []
    table = b.get(code)
    assert table.log == a.store.events(code) and table.state["totals"] == [3, 0]


def test_carried_events_that_leave_a_gap_are_read_from_the_log(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two  # no follower: b's copy stays behind
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token, seq = made["code"], made["seats"][0]["token"], made["seq"]
    table = b.get(code)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
    a.act(code, token, {"type": "score", "seat": 0, "delta": 2})
    reads = _counting_reads(b, monkeypatch)
    with table.lock.lock:  # as the follower does, told of seq + 2 with that event alone
        writing.catch_up(b.engine, table, known=seq + 2, carried=a.store.events(code, seq + 1))
    assert reads == [seq]
    assert table.log == a.store.events(code) and table.state["totals"] == [3, 0]

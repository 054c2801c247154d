"""The store contract on both engines, and what must hold when several processes share one PostgreSQL."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from companion import follow, seating
from companion.errors import Forbidden, NotFound
from companion.events import Event
from companion.follow import Follower
from companion.reading import resume_from
from companion.store import SeqConflict, SQLiteStore, Store, open_store
from companion.store.migrations import LATEST
from companion.tables import Tables
from tests.conftest import seated, sse_ids
from tests.store.conftest import followed_pad, new_database


def test_an_append_at_a_taken_seq_is_a_conflict_and_writes_nothing(store: Store) -> None:
    tables = Tables(store)
    made = seated(tables, tables.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    head = tables.act(code, token, {"type": "score", "seat": 0, "delta": 1})["seq"]
    assert head == made["seq"] + 1 == 4  # created, two joins, the score
    stale = Event(head, "scored", 0, time.time(), {"seat": 0, "delta": 99}, "k")
    with pytest.raises(SeqConflict):
        store.append(code, [stale])  # the score's seq is taken
    gap = Event(head + 2, "scored", 0, time.time(), {"seat": 0, "delta": 99}, "k")
    with pytest.raises(SeqConflict):
        store.append(code, [gap])  # head + 1 would be missing
    assert [e.seq for e in store.events(code)] == list(range(1, head + 1))
    assert store.head(code) == head
    assert store.heads([code, "NOSUCH"]) == {code: head}


def test_schema_is_migrated_and_recorded(store: Store) -> None:
    rows = store._read("SELECT version FROM schema_migrations ORDER BY version")  # type: ignore[attr-defined]
    assert [v for (v,) in rows] == list(range(1, LATEST + 1))


def test_a_database_from_before_migrations_is_migrated_on_open(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    old = sqlite3.connect(db)
    old.executescript(
        """
        CREATE TABLE tables (code TEXT PRIMARY KEY, game TEXT NOT NULL, host_token TEXT NOT NULL,
            seat_tokens TEXT NOT NULL, claimed TEXT NOT NULL, created_at REAL NOT NULL,
            touched_at REAL NOT NULL, archived INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE events (code TEXT NOT NULL, seq INTEGER NOT NULL, type TEXT NOT NULL, actor TEXT,
            at REAL NOT NULL, data TEXT NOT NULL, action_id TEXT, PRIMARY KEY (code, seq)) WITHOUT ROWID;
        CREATE TABLE codes (code TEXT PRIMARY KEY, table_id TEXT NOT NULL);
        """
    )
    old.close()
    store = SQLiteStore(db)
    tables = Tables(store)
    made = seated(tables, tables.create("score-pad", ["A", "B"]))  # joins: the log is longer than one event
    store.close()
    # Made by the old schema's rules: a table whose row has no seq column yet.
    raw = sqlite3.connect(db)
    raw.execute("DELETE FROM schema_migrations WHERE version = 2")
    raw.execute("ALTER TABLE tables DROP COLUMN seq")
    raw.execute("DROP INDEX codes_by_table")
    raw.commit()
    raw.close()
    store = SQLiteStore(db)
    assert store.head(made["code"]) == made["seq"] == 3  # filled from the log
    token = made["seats"][1]["token"]
    assert Tables(store).act(made["code"], token, {"type": "score", "seat": 1, "delta": 5})["seq"] == 4
    store.close()


def test_a_database_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "new.sqlite3"
    SQLiteStore(db).close()
    raw = sqlite3.connect(db)
    raw.execute("INSERT INTO schema_migrations VALUES (?, 0)", (LATEST + 1,))
    raw.commit()
    raw.close()
    with pytest.raises(Exception, match="newer than this companion"):
        SQLiteStore(db)


def test_seat_claims_hold_across_processes(two: tuple[Tables, Tables]) -> None:
    a, b = two
    code = a.create("score-pad", ["A", "B"])["code"]
    a.get(code), b.get(code)  # both have it in memory, both with seat 1 free
    first, status = a.claim(code, 1)
    assert status == 200 and first["token"]
    # The second phone, on the other process, does not get the seat: it may only ask the host.
    second, status = b.claim(code, 1)
    assert status == 202 and second["pending"] is True and second["why"] == "taken"
    assert "token" not in second
    again, status = b.claim(code, 1, second["request"])  # not granted: still no token
    assert status == 202 and "token" not in again
    assert b.get(code).record.claimed == [False, True]
    types = [e.type for e in b.store.events(code)]
    assert types.count("joined") == 1 and types.count("seat_requested") == 1
    # The first phone's token is the seat's, on both processes.
    for engine in (a, b):
        engine.act(code, first["token"], {"type": "score", "seat": 1, "delta": 1})


def test_a_seat_request_asked_on_one_process_is_granted_and_collected_on_another(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = a.create("score-pad", ["A", "B"])
    code, host = made["code"], made["host_token"]
    held, _ = a.claim(code, 1)
    asked, status = a.claim(code, 1)  # a second phone asks for the taken seat
    assert status == 202
    # The host's phone reaches the other process: it sees the request and grants it there.
    assert [r["check"] for r in seating.requests(b.engine, b.get(code))] == [asked["check"]]
    assert b.grant(code, host, 1, asked["check"]) == {"seat": 1, "check": asked["check"]}
    # The asking phone collects on the first process; a wrong key gets nothing.
    with pytest.raises(NotFound):
        a.claim(code, 1, "not-the-key")
    got, status = a.claim(code, 1, asked["request"])
    assert status == 200 and got["token"] not in (held["token"], asked["request"])
    b.act(code, got["token"], {"type": "score", "seat": 1, "delta": 2})
    with pytest.raises(Forbidden):
        b.act(code, held["token"], {"type": "score", "seat": 1, "delta": 2})
    # Collected once: the key does not give a second token, on either process.
    for engine in (a, b):
        with pytest.raises(NotFound):
            engine.claim(code, 1, asked["request"])
    # The log keeps only the key's hash, and no phone sees even that.
    stored = next(e for e in a.store.events(code) if e.type == "seat_requested")
    assert asked["request"] not in str(stored.data) and len(stored.data["key_hash"]) == 64
    assert all("key_hash" not in e["data"] for e in b.log(code))


def test_a_revoked_token_stops_working_on_every_process(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, old = made["code"], made["seats"][0]["token"]
    b.act(code, old, {"type": "score", "seat": 0, "delta": 1})
    assert a.release(code, made["host_token"], 0) == {"seat": 0}
    with pytest.raises(Forbidden):
        b.act(code, old, {"type": "score", "seat": 0, "delta": 1})
    # The freed seat is joined again on the first process; its fresh token works on the second.
    joined, status = a.claim(code, 0)
    assert status == 200 and joined["token"] != old
    fresh = joined["token"]
    assert b.act(code, fresh, {"type": "score", "seat": 0, "delta": 1})["seq"] == made["seq"] + 4
    with pytest.raises(Forbidden):
        a.act(code, old, {"type": "score", "seat": 0, "delta": 1})


def test_a_new_join_code_holds_across_processes(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code = made["code"]
    b.snapshot(code)
    fresh = a.new_join_code(code, made["host_token"])["code"]
    with pytest.raises(NotFound):
        b.snapshot(code)
    assert b.snapshot(fresh)["code"] == fresh
    assert b.locate(made["seats"][0]["token"]) == {"code": fresh}


def test_an_action_id_is_applied_once_whichever_process_gets_it(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    action = {"type": "score", "seat": 0, "delta": 7, "id": "once"}
    first = a.act(code, token, action)
    again = b.act(code, token, action)
    assert again["duplicate"] is True and again["seq"] == first["seq"]
    assert [e.type for e in a.store.events(code)].count("scored") == 1


def test_a_stream_on_one_process_gets_the_other_processes_events(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two
    made, code, token = followed_pad(two, monkeypatch)
    _, sub, _ = b.subscribe(code)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 3})
    message = sub.get(timeout=5)  # the sweep is off: only the notification can bring it (bench/fanout_pg.py times it)
    assert message is not None and sse_ids(message) == [made["seq"] + 1]


def test_a_stream_id_is_the_same_on_every_process(two: tuple[Tables, Tables]) -> None:
    # A phone whose process dies resumes on another with the id it saw (`<seq>.<tag>`): the tag is
    # made of what the store keeps exactly, so the other process finds the same event there.
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    _, sub, _ = a.subscribe(code, last_seq=made["seq"])
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
    seen = resume_from(sub.get(timeout=5).split(b"\n", 1)[0][4:].decode())
    assert seen.tag is not None
    assert b.subscribe(code, seen)[2] == []  # nothing missed, and no rewind
    a.act(code, token, {"type": "score", "seat": 0, "delta": 2})
    assert [sse_ids(m) for m in b.subscribe(code, seen)[2]] == [[seen.seq + 1]]


def test_a_lost_notification_only_delays_a_stream(two: tuple[Tables, Tables]) -> None:
    a, b = two
    follower = Follower(b)
    follower.tables.store.listen = lambda *_: None  # type: ignore[method-assign] # a LISTEN that never hears
    follower.start()
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    _, sub, _ = b.subscribe(code)
    for delta in (1, 2, 3):
        a.act(code, token, {"type": "score", "seat": 0, "delta": delta})
    got = [sub.get(timeout=5) for _ in range(3)]
    assert [sse_ids(m) for m in got if m] == [[made["seq"] + k] for k in (1, 2, 3)]
    assert follower.caught_up_by_sweep == 3


def test_a_dropped_listen_connection_is_noticed_and_caught_up(
    two: tuple[Tables, Tables], pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    # No once-a-second sweep: what arrives comes from the listener noticing and catching up.
    monkeypatch.setattr(follow, "SWEEP_EVERY", 3600.0)
    a, b = two
    Follower(b).start()
    # Another test's engine listening on another database of the cluster, as xdist's workers have.
    elsewhere = new_database(exclusive=False)
    bystander = Tables(open_store(next(elsewhere)))
    Follower(bystander).start()
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    _, sub, _ = b.subscribe(code)
    admin = psycopg.connect(pg_url, autocommit=True)
    try:
        _wait_for(lambda: _listeners(admin) == 1)
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = 'companion-listen' AND datname = current_database()"
        )
        a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
        message = sub.get(timeout=5)
        assert message is not None and sse_ids(message) == [made["seq"] + 1]
        _wait_for(lambda: _listeners(admin) == 1)  # listening again, by itself
        a.act(code, token, {"type": "score", "seat": 0, "delta": 2})
        message = sub.get(timeout=5)
        assert message is not None and sse_ids(message) == [made["seq"] + 2]
    finally:
        admin.close()
        bystander.store.close()
        next(elsewhere, None)


def _listeners(admin) -> int:
    # This test's database only: other xdist workers' engines listen on the same cluster.
    return admin.execute(
        "SELECT count(*) FROM pg_stat_activity"
        " WHERE application_name = 'companion-listen' AND datname = current_database()"
    ).fetchone()[0]


def _wait_for(condition, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.05)

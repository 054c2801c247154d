"""The store: append-only event logs per table, behind a small interface (SQLite by default)."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from companion.events import Event


@dataclass
class TableRecord:
    """What the store keeps about a table besides its log: game, tokens, claims."""

    code: str
    game: str
    host_token: str
    seat_tokens: list[str]
    claimed: list[bool] = field(default_factory=list)
    created_at: float = 0.0
    touched_at: float = 0.0
    archived: bool = False
    join_code: str = ""  # the code that opens it now (a fresh one can replace the first)


class Store(Protocol):
    """Append, read since a seq, list tables: all a second backend has to provide."""

    def create_table(self, record: TableRecord, first: Event) -> None: ...
    def append(self, code: str, events: list[Event]) -> None: ...
    def events(self, code: str, since: int = 0) -> list[Event]: ...
    def table(self, code: str) -> TableRecord | None: ...
    def save_table(self, record: TableRecord) -> None: ...
    def list_tables(self) -> list[TableRecord]: ...
    def resolve(self, code: str) -> str | None: ...
    def set_code(self, table_id: str, code: str) -> None: ...
    def join_code(self, table_id: str) -> str: ...
    def find_token(self, token: str) -> str | None: ...


_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    host_token TEXT NOT NULL,
    seat_tokens TEXT NOT NULL,
    claimed TEXT NOT NULL,
    created_at REAL NOT NULL,
    touched_at REAL NOT NULL,
    archived INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    actor TEXT,
    at REAL NOT NULL,
    data TEXT NOT NULL,
    action_id TEXT,
    PRIMARY KEY (code, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS codes (
    code TEXT PRIMARY KEY,
    table_id TEXT NOT NULL
);
"""


class SQLiteStore:
    """SQLite in WAL mode: an append is durable across a process kill once it returns."""

    def __init__(self, path: str | Path = ":memory:"):
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = str(path)
        # One connection, guarded by a lock: appends are a few microseconds,
        # so serialising them costs less than a pool would.
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._lock = threading.Lock()
        self._closed = False
        self._db.execute("PRAGMA journal_mode=WAL")
        # NORMAL: a commit survives the process being killed; only power loss
        # can take the last transactions, and that is not a risk at a game table.
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        """Stop the checkpointer and close the connection."""
        self._closed = True
        with self._lock:
            self._db.close()

    def start_checkpointer(self, every: float = 1.0) -> None:
        """Checkpoint the WAL in a real OS thread instead of inline on a commit.

        SQLite's automatic checkpoint is the only fsync and costs milliseconds, paid by
        whichever action commits at that moment; off the request path it costs nothing.
        """
        if self.path == ":memory:":
            return
        self._db.execute("PRAGMA wal_autocheckpoint=0")
        _spawn_os_thread(self._checkpoint_loop, every)

    def _checkpoint_loop(self, every: float) -> None:
        sleep = _os_sleep()
        db = sqlite3.connect(self.path, check_same_thread=False)
        try:
            while not self._closed:
                sleep(every)
                if not self._closed:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def create_table(self, record: TableRecord, first: Event) -> None:
        """Store a new table and its first event in one transaction."""
        with self._lock, self._tx():
            self._db.execute(
                "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?)",
                _record_row(record),
            )
            self._db.execute("INSERT INTO codes VALUES (?,?)", (record.code, record.code))
            self._insert([first], record.code)

    def append(self, code: str, events: list[Event]) -> None:
        """Append events in one transaction (all or none), and mark the table touched."""
        with self._lock, self._tx():
            self._insert(events, code)
            self._db.execute("UPDATE tables SET touched_at=? WHERE code=?", (events[-1].at, code))

    def events(self, code: str, since: int = 0) -> list[Event]:
        """Every event of a table with `seq > since`, in order."""
        with self._lock:
            rows = self._db.execute(
                "SELECT seq, type, actor, at, data, action_id FROM events WHERE code=? AND seq>? ORDER BY seq",
                (code, since),
            ).fetchall()
        return [
            Event(seq, typ, json.loads(actor) if actor else None, at, json.loads(data), aid)
            for seq, typ, actor, at, data, aid in rows
        ]

    def table(self, code: str) -> TableRecord | None:
        """The table's record, or None."""
        with self._lock:
            row = self._db.execute("SELECT * FROM tables WHERE code=?", (code,)).fetchone()
        return _row_record(row) if row else None

    def save_table(self, record: TableRecord) -> None:
        """Update a table's tokens, claims and archive flag."""
        with self._lock, self._tx():
            self._db.execute(
                "UPDATE tables SET host_token=?, seat_tokens=?, claimed=?, archived=? WHERE code=?",
                (
                    record.host_token,
                    json.dumps(record.seat_tokens),
                    json.dumps(record.claimed),
                    int(record.archived),
                    record.code,
                ),
            )

    def list_tables(self) -> list[TableRecord]:
        """Every table, newest first."""
        with self._lock:
            rows = self._db.execute("SELECT * FROM tables ORDER BY created_at DESC").fetchall()
        return [_row_record(r) for r in rows]

    def resolve(self, code: str) -> str | None:
        """The table a join code opens (a table's first code is its id), or None."""
        with self._lock:
            row = self._db.execute("SELECT table_id FROM codes WHERE code=?", (code,)).fetchone()
        return row[0] if row else None

    def set_code(self, table_id: str, code: str) -> None:
        """Give a table a fresh join code; the old one stops opening it."""
        with self._lock, self._tx():
            self._db.execute("DELETE FROM codes WHERE table_id=?", (table_id,))
            self._db.execute("INSERT INTO codes VALUES (?,?)", (code, table_id))

    def join_code(self, table_id: str) -> str:
        """A table's current join code."""
        with self._lock:
            row = self._db.execute("SELECT code FROM codes WHERE table_id=?", (table_id,)).fetchone()
        return row[0] if row else table_id

    def find_token(self, token: str) -> str | None:
        """The id of the table a seat or host token belongs to."""
        with self._lock:
            rows = self._db.execute(
                "SELECT code, host_token, seat_tokens FROM tables WHERE host_token=? OR instr(seat_tokens, ?) > 0",
                (token, json.dumps(token)),
            ).fetchall()
        for code, host, seats in rows:
            if token == host or token in json.loads(seats):
                return code
        return None

    def _insert(self, events: list[Event], code: str) -> None:
        self._db.executemany(
            "INSERT INTO events VALUES (?,?,?,?,?,?,?)",
            [
                (
                    code,
                    e.seq,
                    e.type,
                    json.dumps(e.actor) if e.actor is not None else None,
                    e.at,
                    json.dumps(e.data, separators=(",", ":")),
                    e.action_id,
                )
                for e in events
            ],
        )

    def _tx(self) -> _Transaction:
        return _Transaction(self._db)


def _os_sleep():
    """`time.sleep` as it was before gevent patched it (the checkpointer is a real thread)."""
    try:
        from gevent import monkey

        if monkey.is_module_patched("time"):
            return monkey.get_original("time", "sleep")
    except ImportError:
        pass
    return time.sleep


def _spawn_os_thread(fn, *args) -> None:
    """Run `fn` on a real OS thread (gevent's thread pool when patched, else a daemon thread)."""
    try:
        from gevent import get_hub, monkey

        if monkey.is_module_patched("threading"):
            get_hub().threadpool.spawn(fn, *args)
            return
    except ImportError:
        pass
    threading.Thread(target=fn, args=args, daemon=True).start()


class _Transaction:
    """BEGIN ... COMMIT, or ROLLBACK on any error, so nothing is half-written."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type, exc, tb) -> None:
        self.db.execute("ROLLBACK" if exc_type else "COMMIT")


def _record_row(r: TableRecord) -> tuple:
    return (
        r.code,
        r.game,
        r.host_token,
        json.dumps(r.seat_tokens),
        json.dumps(r.claimed or [False] * len(r.seat_tokens)),
        r.created_at,
        r.touched_at or r.created_at,
        int(r.archived),
    )


def _row_record(row: tuple) -> TableRecord:
    code, game, host, seats, claimed, created, touched, archived = row
    return TableRecord(code, game, host, json.loads(seats), json.loads(claimed), created, touched, bool(archived), code)

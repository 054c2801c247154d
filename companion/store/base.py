"""What every store keeps and offers: the table record, the interface, the queries both engines share."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from companion import wire
from companion.events import Event
from companion.store.errors import SeqConflict

Execute = Callable[[str, tuple], Any]  # runs one statement inside a write transaction, returns its cursor
Also = Callable[[Execute], None]  # more writes inside an append's transaction


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
    # The seats (tokens, claims) as the store held them when this copy was read or last written:
    # an append that rewrites the seats must find the store still so (companion/seating.py).
    stored: tuple[str, str] | None = field(default=None, compare=False, repr=False)

    def seats_json(self) -> tuple[str, str]:
        """The seat tokens and claims as the store keeps them."""
        return json.dumps(self.seat_tokens), json.dumps(self.claimed)


class Store(Protocol):
    """Append, read since a seq, list tables, keep the plays (companion/store/plays.py): all a backend provides."""

    shared: bool  # True: other processes may write the same tables, so catch up before acting
    closed: bool  # True once `close` ran: background loops stop

    def create_table(self, record: TableRecord, first: Event) -> None: ...
    def append(
        self, code: str, events: list[Event], record: TableRecord | None = None, also: Also | None = None
    ) -> None: ...
    def events(self, code: str, since: int = 0, until: int | None = None) -> list[Event]: ...
    def load(self, code: str) -> tuple[TableRecord, list[Event]] | None: ...
    def set_archived(self, code: str, archived: bool) -> None: ...
    def head(self, code: str) -> int: ...
    def heads(self, codes: list[str]) -> dict[str, int]: ...
    def table(self, code: str) -> TableRecord | None: ...
    def save_table(self, record: TableRecord) -> None: ...
    def list_tables(self) -> list[TableRecord]: ...
    def resolve(self, code: str) -> str | None: ...
    def locate(self, code: str) -> tuple[str, int] | None: ...
    def set_code(self, table_id: str, code: str) -> None: ...
    def join_code(self, table_id: str) -> str: ...
    def find_token(self, token: str) -> str | None: ...
    def import_table(self, record: TableRecord, log: list[Event]) -> None: ...
    def writer(self, table_id: str) -> AbstractContextManager[None]: ...
    def finished_plays(self, game: str | None = None, codes: Iterable[str] | None = None) -> list[dict[str, Any]]: ...
    def play_by_id(self, play_id: str) -> dict[str, Any] | None: ...
    def pending_plays(self) -> list[str]: ...
    def settle_play(self, code: str, play: dict[str, Any] | None) -> None: ...
    def close(self) -> None: ...


_RECORD = "code, game, host_token, seat_tokens, claimed, created_at, touched_at, archived"
_EVENT = "seq, type, actor, at, data, action_id"


class SQLStore:
    """The queries, written once with `?` placeholders; a subclass runs them on its engine."""

    shared = False
    closed = False  # set by `close`: background loops stop
    _contains = "instr(seat_tokens, ?) > 0"  # SQL: the JSON list of seat tokens holds this one

    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        raise NotImplementedError

    def _write(self) -> AbstractContextManager[Execute]:
        raise NotImplementedError

    def _notify(self, ex: Execute, code: str, seq: int) -> None:
        """Wake the other processes (PostgreSQL); one process alone has nobody to tell."""

    def create_table(self, record: TableRecord, first: Event) -> None:
        """Store a new table and its first event in one transaction."""
        with self._write() as ex:
            self._insert_record(ex, record, first.seq)
            ex("INSERT INTO codes (code, table_id) VALUES (?,?)", (record.code, record.code))
            self._insert(ex, record.code, [first])
            self._notify(ex, record.code, first.seq)
        record.stored = record.seats_json()

    def append(
        self, code: str, events: list[Event], record: TableRecord | None = None, also: Also | None = None
    ) -> None:
        """Append events (all or none) at the seq after the stored one, else `SeqConflict`.

        The table's row carries its last seq: moving it from the seq this writer saw to the new one
        is the one step two writers cannot both take, so seqs stay gapless and never repeat. The
        record's tokens and claims are written in the same transaction (a claim and its event), and
        so is `also` (the play that an action ending the game records, companion/plays). A write of
        the seats also needs the store's seats to be the ones this copy was read with: one winner
        per seat, however stale the writer's copy (its seq alone can agree with the log's).
        """
        last = events[-1]
        sets, args, where, expect = moved_sets(record, last)
        with self._write() as ex:
            cur = ex(
                f"UPDATE tables SET {sets} WHERE code=? AND seq=?{where}", (*args, code, events[0].seq - 1, *expect)
            )
            if cur.rowcount != 1:
                raise SeqConflict(code)
            self._insert(ex, code, events)
            if also is not None:
                also(ex)
            self._notify(ex, code, last.seq)
        if record is not None:
            record.stored = record.seats_json()

    def load(self, code: str) -> tuple[TableRecord, list[Event]] | None:
        """The table's record and its log as of one moment: the log up to the seq stored with the record.

        Read apart, a claim landing between the two reads gives a log with the join and a record
        without it, and a second phone could then be given the same seat.
        """
        rows = self._read(f"SELECT {_RECORD}, seq FROM tables WHERE code=?", (code,))
        if not rows:
            return None
        *row, seq = rows[0]
        return _row_record(tuple(row)), self.events(code, 0, seq)  # stored events never change

    def events(self, code: str, since: int = 0, until: int | None = None) -> list[Event]:
        """Every event of a table with `seq > since` (and `<= until`), in order."""
        upto, args = (" AND seq<=?", (code, since, until)) if until is not None else ("", (code, since))
        rows = self._read(f"SELECT {_EVENT} FROM events WHERE code=? AND seq>?{upto} ORDER BY seq", args)
        return [event_of(row) for row in rows]

    def head(self, code: str) -> int:
        """The table's last stored seq (0 for no such table)."""
        rows = self._read("SELECT seq FROM tables WHERE code=?", (code,))
        return rows[0][0] if rows else 0

    def heads(self, codes: list[str]) -> dict[str, int]:
        """The last stored seq of each of these tables."""
        out: dict[str, int] = {}
        for i in range(0, len(codes), 500):
            chunk = codes[i : i + 500]
            marks = ",".join("?" * len(chunk))
            out.update(self._read(f"SELECT code, seq FROM tables WHERE code IN ({marks})", tuple(chunk)))
        return out

    def table(self, code: str) -> TableRecord | None:
        """The table's record, or None."""
        rows = self._read(f"SELECT {_RECORD} FROM tables WHERE code=?", (code,))
        return _row_record(rows[0]) if rows else None

    def save_table(self, record: TableRecord) -> None:
        """Update a table's tokens, claims and archive flag."""
        with self._write() as ex:
            ex(
                "UPDATE tables SET host_token=?, seat_tokens=?, claimed=?, archived=? WHERE code=?",
                (
                    record.host_token,
                    json.dumps(record.seat_tokens),
                    json.dumps(record.claimed),
                    int(record.archived),
                    record.code,
                ),
            )
        record.stored = record.seats_json()

    def set_archived(self, code: str, archived: bool) -> None:
        """Archive a table or bring it back, touching nothing else of its record (a claim may be landing)."""
        with self._write() as ex:
            ex("UPDATE tables SET archived=? WHERE code=?", (int(archived), code))

    def list_tables(self) -> list[TableRecord]:
        """Every table, newest first."""
        return [_row_record(r) for r in self._read(f"SELECT {_RECORD} FROM tables ORDER BY created_at DESC")]

    def resolve(self, code: str) -> str | None:
        """The table a join code opens (a table's first code is its id), or None."""
        rows = self._read("SELECT table_id FROM codes WHERE code=?", (code,))
        return rows[0][0] if rows else None

    def locate(self, code: str) -> tuple[str, int] | None:
        """The table a join code opens and its last stored seq, in one read; None for no such code."""
        rows = self._read(
            "SELECT c.table_id, t.seq FROM codes c JOIN tables t ON t.code = c.table_id WHERE c.code=?", (code,)
        )
        return (rows[0][0], rows[0][1]) if rows else None

    def set_code(self, table_id: str, code: str) -> None:
        """Give a table a fresh join code; the old one stops opening it."""
        with self._write() as ex:
            ex("DELETE FROM codes WHERE table_id=?", (table_id,))
            ex("INSERT INTO codes (code, table_id) VALUES (?,?)", (code, table_id))

    def join_code(self, table_id: str) -> str:
        """A table's current join code."""
        rows = self._read("SELECT code FROM codes WHERE table_id=?", (table_id,))
        return rows[0][0] if rows else table_id

    def find_token(self, token: str) -> str | None:
        """The id of the table a seat or host token belongs to."""
        rows = self._read(
            f"SELECT code, host_token, seat_tokens FROM tables WHERE host_token=? OR {self._contains}",
            (token, json.dumps(token)),
        )
        for code, host, seats in rows:
            if token == host or token in json.loads(seats):
                return code
        return None

    def import_table(self, record: TableRecord, log: list[Event]) -> None:
        """Store a whole table (record, current join code, full log) in one transaction."""
        with self._write() as ex:
            self._insert_record(ex, record, log[-1].seq)
            ex("INSERT INTO codes (code, table_id) VALUES (?,?)", (record.join_code or record.code, record.code))
            self._insert(ex, record.code, log)
            # A restored table may be a finished one: the history reads its log once (companion/plays).
            ex("INSERT INTO plays (code, game) VALUES (?,?)", (record.code, record.game))
        record.stored = record.seats_json()

    def _insert_record(self, ex: Execute, r: TableRecord, seq: int) -> None:
        ex(
            f"INSERT INTO tables ({_RECORD}, seq) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                r.code,
                r.game,
                r.host_token,
                json.dumps(r.seat_tokens),
                json.dumps(r.claimed or [False] * len(r.seat_tokens)),
                r.created_at,
                r.touched_at or r.created_at,
                int(r.archived),
                seq,
            ),
        )

    def _insert(self, ex: Execute, code: str, events: list[Event]) -> None:
        for e in events:
            ex(f"INSERT INTO events (code, {_EVENT}) VALUES (?,?,?,?,?,?,?)", (code, *event_row(e)))


def event_of(row: Sequence[Any]) -> Event:
    """An event from its columns after `code`, as stored (`event_row`'s inverse)."""
    seq, typ, actor, at, data, aid = row
    return Event(seq, typ, json.loads(actor) if actor else None, at, json.loads(data), aid)


def event_row(e: Event) -> tuple:
    """An event's columns after `code`, as stored."""
    actor = json.dumps(e.actor) if e.actor is not None else None
    return (e.seq, e.type, actor, e.at, wire.dumps(e.data), e.action_id)  # orjson: on every action's path


def moved_sets(record: TableRecord | None, last: Event) -> tuple[str, list, str, list]:
    """An append's `SET` and its arguments, and the extra `WHERE` (with its own) when it rewrites the seats.

    `?` placeholders; the seats are compared with the JSON text this copy was read with.
    """
    sets, args = "seq=?, touched_at=?", [last.seq, last.at]
    if record is None:
        return sets, args, "", []
    sets += ", host_token=?, seat_tokens=?, claimed=?"
    args += [record.host_token, *record.seats_json()]
    if record.stored is None:  # a copy made here, never read from the store
        return sets, args, "", []
    return sets, args, " AND seat_tokens=? AND claimed=?", list(record.stored)


def _row_record(row: tuple) -> TableRecord:
    code, game, host, seats, claimed, created, touched, archived = row
    seat_tokens, claims = json.loads(seats), json.loads(claimed)
    return TableRecord(code, game, host, seat_tokens, claims, created, touched, bool(archived), code, (seats, claimed))

"""PostgreSQL: one database shared by any number of `companion serve` processes.

psycopg 3 notices gevent's monkey-patching when it is imported after `patch_all()` and then waits
on sockets cooperatively, so a query blocks only its own greenlet. Every append moves the table's
`seq` by compare-and-set in its transaction and sends `NOTIFY companion, '<table> <seq> <events>'`
(the events as stored, when they fit the payload's 8,000 bytes and change no seats: else table and
seq only); each process LISTENs on a connection of its own, folds the events a notification carries
when they follow what it holds, and reads what it missed from the log otherwise.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable, Iterator
from typing import TypeAlias

from companion.background import spawn
from companion.events import Event
from companion.i18n import _
from companion.store import migrations
from companion.store.base import Also, Execute, SQLStore, TableRecord
from companion.store.base import (
    event_row as _event_row,
)
from companion.store.base import (
    moved_sets as _moved,
)
from companion.store.errors import NotApplied, SeqConflict, StoreError, Unavailable
from companion.store.notices import carried, payload
from companion.store.plays import PlayRows

log = logging.getLogger(__name__)

Notified: TypeAlias = Callable[[str, int, "list[Event] | None"], None]  # table, seq, the events if carried

CHANNEL = "companion"
CONNECT_TIMEOUT = 3  # seconds; a database that is restarting answers "refused" at once anyway
POOL = 16  # idle connections kept per process
QUERIES = 8  # connections per process running statements at once
WRITERS = 16  # writer-turn connections per process at most (PostgreSQL's max_connections is shared)
_MIGRATION_LOCK = 7_401_734  # any constant: concurrent starters migrate one after the other


def _psycopg():
    try:
        import psycopg
    except ImportError:
        raise StoreError(_("a postgresql:// database needs psycopg: pip install 'companion[postgres]'")) from None
    return psycopg


class PostgresStore(SQLStore, PlayRows):
    """The store in PostgreSQL; reconnects by itself after the server restarts."""

    shared = True
    _contains = "strpos(seat_tokens, ?) > 0"

    def __init__(self, url: str):
        self.url = url
        self.shown = _safe(url)  # for messages: never the password
        self.pg = _psycopg()
        self.closed = False
        # Connections are pooled, not one per process: a query waiting on the database (or on the
        # CPU) holds up only its own greenlet, and other tables' reads and writes go on.
        self._pool: list = []  # idle connections
        self._pool_guard = threading.Lock()
        self._queries = threading.BoundedSemaphore(QUERIES)
        self._turns = threading.BoundedSemaphore(WRITERS)
        try:
            self._migrate()
        except self.pg.Error as err:
            raise StoreError(
                _("cannot use the database {path}: {why}").format(path=_safe(url), why=_first_line(err))
            ) from None
        except Unavailable as err:
            raise StoreError(
                _("cannot reach the database {path}: {why}").format(path=_safe(url), why=err.message)
            ) from None

    @contextlib.contextmanager
    def _connection(self) -> Iterator:
        """A pooled autocommit connection for one statement or one transaction."""
        with self._queries:
            conn = self._pool_get()
            try:
                yield conn
            except BaseException as err:
                # Kept only if it is alive and out of any transaction (a refused action leaves it so).
                idle = self.pg.pq.TransactionStatus.IDLE
                self._pool_put(conn, broken=conn.broken or conn.closed or conn.info.transaction_status != idle)
                if isinstance(err, self.pg.OperationalError):
                    self._flush()  # the server went away: every idle connection is dead too
                raise
            self._pool_put(conn)

    def _migrate(self) -> None:
        with self._connection() as db, db.transaction():
            db.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            db.execute(migrations.TRACKING)
            applied = {v for (v,) in db.execute("SELECT version FROM schema_migrations")}
            for version, statements in migrations.pending(applied, "postgres", _safe(self.url)):
                for sql in statements:
                    db.execute(sql)
                db.execute("INSERT INTO schema_migrations VALUES (%s, %s)", (version, time.time()))

    def close(self) -> None:
        """Close the connections (and stop listening)."""
        self.closed = True
        self._flush()

    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        sql = sql.replace("?", "%s")
        for attempt in (1, 2):
            try:
                with self._connection() as db:
                    return db.execute(sql, args).fetchall()  # autocommit: one round trip
            except (self.pg.OperationalError, NotApplied) as err:
                # A connection the server dropped (a restart): reading again is harmless.
                if attempt == 2:
                    raise Unavailable(_first_line(err)) from None
        raise AssertionError("unreachable")

    @contextlib.contextmanager
    def _write(self) -> Iterator[Execute]:
        with self._connection() as db:
            try:
                db.execute("BEGIN")
            except self.pg.OperationalError as err:
                raise NotApplied(_first_line(err)) from None
            try:
                yield lambda sql, args: db.execute(sql.replace("?", "%s"), args)
            except self.pg.OperationalError as err:
                # Before COMMIT: nothing of it is stored, so it may be tried again as it is.
                raise NotApplied(_first_line(err)) from None
            except BaseException:
                with contextlib.suppress(Exception):
                    db.execute("ROLLBACK")
                raise
            try:
                db.execute("COMMIT")
            except self.pg.Error as err:
                # The commit may or may not have happened: the phone sends the action again and
                # its id makes that apply once.
                raise Unavailable(f"commit unconfirmed: {_first_line(err)}") from None

    def append(
        self, code: str, events: list[Event], record: TableRecord | None = None, also: Also | None = None
    ) -> None:
        """As `SQLStore.append`, in one statement (so one round trip): move the seq, insert, notify.

        The UPDATE matches only at the seq this writer saw; the INSERT and the NOTIFY take their
        rows from it, so a lost race writes nothing and returns no row. With `also` (the action
        that ends a game: once a table) it is `SQLStore.append`'s transaction of several statements.
        """
        if also is not None:
            return super().append(code, events, record, also)
        last = events[-1]
        # The same compare-and-set as `SQLStore.append`: the seq, and the seats when it rewrites them.
        sets, args, where, expect = _moved(record, last)
        sets, where = sets.replace("?", "%s"), where.replace("?", "%s")
        row = "(%s::integer, %s::text, %s::text, %s::double precision, %s::text, %s::text)"
        rows = ", ".join([row] * len(events))
        sql = (
            f"WITH moved AS (UPDATE tables SET {sets} WHERE code = %s AND seq = %s{where} RETURNING code), "
            "added AS (INSERT INTO events (code, seq, type, actor, at, data, action_id) "
            f"SELECT moved.code, v.* FROM moved, (VALUES {rows}) AS v (seq, type, actor, at, data, action_id) "
            "RETURNING 1) "
            "SELECT pg_notify(%s, %s), (SELECT count(*) FROM added) FROM moved"
        )
        args += [code, events[0].seq - 1, *expect]
        for e in events:
            args += _event_row(e)
        args += [CHANNEL, payload(code, events, record)]
        try:
            with self._connection() as db:
                found = db.execute(sql, args).fetchall()
        except NotApplied:
            raise
        except self.pg.OperationalError as err:
            # In autocommit one statement is one transaction: its outcome is unknown.
            raise Unavailable(f"append unconfirmed: {_first_line(err)}") from None
        if not found:
            raise SeqConflict(code)
        if record is not None:
            record.stored = record.seats_json()

    @contextlib.contextmanager
    def writer(self, table_id: str) -> Iterator[None]:
        """Hold the table's write turn across processes (a session advisory lock, first come first served).

        Writers of one table then never race: each reads the log after the one before it committed.
        The lock lives on a connection of its own from a small pool, so waiting for it blocks only
        this request; a killed process's turn ends with its connection.
        """
        with self._turns:  # at most WRITERS connections per process wait for turns at once
            for attempt in (1, 2):  # asking for a lock again is harmless: a dead idle connection
                conn = self._pool_get()
                try:
                    conn.execute("SELECT pg_advisory_lock(hashtext(%s))", (table_id,))
                    break
                except self.pg.Error as err:
                    self._pool_put(conn, broken=True)
                    self._flush()
                    if attempt == 2:
                        raise NotApplied(_first_line(err)) from None
            try:
                yield
            finally:
                try:
                    conn.execute("SELECT pg_advisory_unlock(hashtext(%s))", (table_id,))
                    self._pool_put(conn)
                except self.pg.Error:
                    self._pool_put(conn, broken=True)  # closing it ends the lock too

    def _pool_get(self):
        with self._pool_guard:
            while self._pool:
                conn = self._pool.pop()
                if not (conn.closed or conn.broken):
                    return conn
        try:
            return self.pg.connect(
                self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, application_name="companion"
            )
        except self.pg.Error as err:
            raise NotApplied(_first_line(err)) from None

    def _flush(self) -> None:
        """Close every idle connection (after the server restarted, none of them works)."""
        with self._pool_guard:
            idle, self._pool = self._pool, []
        for conn in idle:
            with contextlib.suppress(Exception):
                conn.close()

    def _pool_put(self, conn, broken: bool = False) -> None:
        with self._pool_guard:
            if not broken and not self.closed and len(self._pool) < POOL:
                self._pool.append(conn)
                return
        with contextlib.suppress(Exception):
            conn.close()

    def _notify(self, ex: Execute, code: str, seq: int) -> None:
        # Delivered at commit, to every listening process; the table and seq only (the appends of
        # several statements: a game's end, a table made or imported).
        ex("SELECT pg_notify(?, ?)", (CHANNEL, f"{code} {seq}"))

    def listen(self, on_notify: Notified, on_connect: Callable[[], None]) -> None:
        """Call `on_notify(table, seq, events or None)` for every append by any process, in a greenlet (or thread).

        `on_connect` runs each time the LISTEN connection is (re)made: what was written while it
        was down is read from the log then. A connection that stops answering is noticed within
        a second (a query between waits) and made again.
        """
        spawn(self._listen_loop, on_notify, on_connect)

    def _listen_loop(self, on_notify: Notified, on_connect: Callable[[], None]) -> None:
        backoff = 0.1
        while not self.closed:
            try:
                conn = self.pg.connect(
                    self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT, application_name="companion-listen"
                )
            except self.pg.Error:
                time.sleep(backoff)
                backoff = min(2.0, backoff * 2)
                continue
            backoff = 0.1
            try:
                conn.execute(f"LISTEN {CHANNEL}")
                on_connect()
                while not self.closed:
                    for n in conn.notifies(timeout=1.0):
                        code, seq, *rows = n.payload.split(" ", 2)
                        on_notify(code, int(seq), carried(rows[0]) if rows else None)
                    conn.execute("SELECT 1")
            except self.pg.Error as err:
                log.warning("LISTEN connection lost (%s); catching up from the log", _first_line(err))
            except Exception:
                log.exception("LISTEN loop failed; starting it again")
            finally:
                with contextlib.suppress(Exception):
                    conn.close()


def _first_line(err: BaseException) -> str:
    return (str(err).strip().splitlines() or [type(err).__name__])[0]


def _safe(url: str) -> str:
    """The URL without its password, for messages."""
    if "@" in url and ":" in url.split("@", 1)[0].split("//", 1)[-1]:
        scheme, rest = url.split("//", 1)
        creds, host = rest.split("@", 1)
        return f"{scheme}//{creds.split(':', 1)[0]}:***@{host}"
    return url

"""SQLite, the default store: one file, WAL mode, one serving process at a time."""

from __future__ import annotations

import contextlib
import fcntl
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from companion.i18n import _
from companion.store import migrations
from companion.store.base import Execute, SQLStore
from companion.store.errors import StoreError
from companion.store.plays import PlayRows

# NORMAL: a commit is in the WAL (the OS's cache) before the action is acknowledged, so it survives
# the process being killed; the checkpointer syncs the WAL to the disk every second, so a power cut
# or an OS crash can take the last second. FULL syncs on every commit, and SQLite's sync blocks the
# whole gevent loop: measured on bench/fanout_pg.py, it cost 3-6x the fan-out latency (README,
# "Choices"). COMPANION_SQLITE_SYNC=FULL chooses it anyway.
SYNCHRONOUS = os.environ.get("COMPANION_SQLITE_SYNC", "NORMAL").upper()


class SQLiteStore(SQLStore, PlayRows):
    """SQLite in WAL mode: an append is durable once it returns."""

    def __init__(self, path: str | Path = ":memory:"):
        self.path = str(path)
        self._lock = threading.Lock()
        self.closed = False
        self._db = _open(self.path)
        if SYNCHRONOUS not in ("FULL", "NORMAL"):
            raise StoreError(f"COMPANION_SQLITE_SYNC must be FULL or NORMAL, not {SYNCHRONOUS!r}")
        self._db.execute(f"PRAGMA synchronous={SYNCHRONOUS}")

    def close(self) -> None:
        """Stop the checkpointer and close the connection."""
        self.closed = True
        with self._lock:
            self._db.close()

    def start_checkpointer(self, every: float = 1.0) -> None:
        """Checkpoint the WAL in a real OS thread instead of inline on a commit.

        SQLite's automatic checkpoint costs milliseconds, paid by whichever action commits at that
        moment; off the request path it costs nothing.
        """
        if self.path == ":memory:":
            return
        self._db.execute("PRAGMA wal_autocheckpoint=0")
        _spawn_os_thread(self._checkpoint_loop, every)

    def _checkpoint_loop(self, every: float) -> None:
        sleep = _os_sleep()
        db = sqlite3.connect(self.path, check_same_thread=False)
        try:
            while not self.closed:
                sleep(every)
                if not self.closed:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def writer(self, table_id: str) -> contextlib.AbstractContextManager[None]:
        """One process writes a SQLite file (the serve lock): the table's own lock is turn enough."""
        return contextlib.nullcontext()

    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    @contextlib.contextmanager
    def _write(self) -> Iterator[Execute]:
        # One connection, guarded by a lock: appends are a few microseconds, so serialising
        # them costs less than a pool would. BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error.
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db.execute
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")


def _open(path: str) -> sqlite3.Connection:
    """Connect, switch to WAL and migrate; a file that is not a usable database is a `StoreError`."""
    if path != ":memory:":
        where = Path(path)
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise StoreError(
                _("cannot create the folder for the database {path}: {why}").format(path=path, why=err.strerror)
            ) from None
        if where.exists() and not os.access(where, os.R_OK):
            raise StoreError(_("cannot read the database {path}: permission denied").format(path=path))
        if where.exists() and not (os.access(where, os.W_OK) and os.access(where.parent, os.W_OK)):
            raise StoreError(
                _("the database {path} is read-only (the server must write to it and its folder)").format(path=path)
            )
    try:
        db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL")
        _migrate(db, path)
    except sqlite3.DatabaseError as err:
        raise StoreError(_("cannot use the database {path}: {why}").format(path=path, why=err)) from None
    return db


def _migrate(db: sqlite3.Connection, path: str) -> None:
    db.execute("BEGIN IMMEDIATE")  # also fails at once on a file we may not write
    try:
        db.execute(migrations.TRACKING)
        applied = {v for (v,) in db.execute("SELECT version FROM schema_migrations")}
        for version, statements in migrations.pending(applied, "sqlite", path):
            for sql in statements:
                db.execute(sql)
            db.execute("INSERT INTO schema_migrations VALUES (?, ?)", (version, time.time()))
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


class ServeLock:
    """An exclusive lock on `<db>.lock` held while a server runs; readers take none."""

    def __init__(self, path: str | Path):
        self.file = Path(str(path) + ".lock")
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._fd = os.open(self.file, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as err:
            raise StoreError(
                _("cannot serve {path}: cannot write {file} ({why}); is it read-only?").format(
                    path=path, file=self.file, why=err.strerror
                )
            ) from None
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            other = os.pread(self._fd, 32, 0).decode(errors="replace").strip() or "unknown"
            os.close(self._fd)
            raise StoreError(
                _(
                    "another companion serve (pid {pid}) is already serving {path}; "
                    "stop it, or give this one another --db"
                ).format(pid=other, path=path)
            ) from None
        os.ftruncate(self._fd, 0)
        os.pwrite(self._fd, f"{os.getpid()}\n".encode(), 0)

    def release(self) -> None:
        """Let another server have the file."""
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)
            os.close(self._fd)


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

"""`companion serve`: the app under gevent, the banner of where phones connect, and the stop on Ctrl-C."""

from __future__ import annotations

import argparse
import gc
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import i18n
from companion.i18n import _, ngettext
from companion.paths import default_db
from web.serve_lines import address_lines, certificate_problem, listen_problem, serving_lines

if TYPE_CHECKING:
    from flask import Flask

    from companion.store import ServeLock, Store
    from companion.tables import Tables


STOPPED = 130  # the exit code of a command stopped by Ctrl-C (128 + SIGINT), as shells give it
ARCHIVE_EVERY = 6 * 3600  # seconds between looks for tables untouched for 30 days


def serve(args: argparse.Namespace) -> int:
    """Serve the app until Ctrl-C (exit 130), or say in one line why it cannot (exit 1 or 2)."""
    # gevent must patch sockets, threads and queues before Flask, psycopg or the engine import them.
    from gevent import monkey

    monkey.patch_all()
    import gevent
    from gevent.event import Event

    # From here Ctrl-C sets an event instead of raising KeyboardInterrupt: raised inside gevent's hub,
    # it is printed as the hub's error with a traceback before it reaches us. A Ctrl-C while starting
    # up is seen once started, and stops the server then.
    stopping = Event()
    gevent.signal_handler(signal.SIGINT, stopping.set)
    i18n.activate(args.lang or i18n.from_environment())

    from companion import net
    from companion.store import StoreError
    from web import qr

    if wrong := _https_problem(args):
        return _say(wrong, 2)
    found = [] if args.base_url else net.candidates()
    base_url = args.base_url or net.default_base_url(args.port, found)
    db = _database(args)
    if wrong := _database_problem(db):
        return _say("--db: " + wrong, 2)
    try:
        app, lock = _app(args, db, base_url)
    except StoreError as err:
        return _say(str(err), 2)
    server = _server(app, args)
    tables = app.extensions["tables"]
    try:
        server.init_socket()  # bind before a word is printed: a taken port must not follow a banner
    except OSError as err:
        _close(tables.store, lock)
        return _say(listen_problem(args.host, args.port, err), 1)
    archiver = _start_background(tables)
    from web.admission import watch

    watch(app.extensions["admission"])  # the loop's crowd right now, and its standing queue
    address = f"{'https' if args.certfile else 'http'}://{args.host}:{args.port}"
    shown = getattr(tables.store, "shown", None) or db
    said = serving_lines(address, shown, server.connections.cap)
    print(said[0])
    print("\n".join(address_lines(base_url, found, args.port, args.host)) + "\n")
    print(qr.terminal(base_url))
    print("\n".join(said[1:]))
    sys.stdout.flush()
    return _run(server, stopping, archiver, lambda: _close(tables.store, lock))


def _https_problem(args: argparse.Namespace) -> str | None:
    """Why --certfile and --keyfile cannot serve HTTPS, else None."""
    if bool(args.certfile) != bool(args.keyfile):
        return _("HTTPS needs both --certfile and --keyfile")
    return certificate_problem(args.certfile, args.keyfile) if args.certfile else None


def _database(args: argparse.Namespace) -> Path | str:
    """The database to serve: a SQLite file's path, or a PostgreSQL URL."""
    from companion.store import is_url

    return args.db if args.db and is_url(args.db) else Path(args.db) if args.db else default_db()


def _database_problem(db: Path | str) -> str | None:
    """Why this process cannot write the SQLite file, else None (PostgreSQL says so when connected)."""
    from companion import writable
    from companion.store import is_url

    return None if is_url(db) else writable.problem(db)


def _app(args: argparse.Namespace, db: Path | str, base_url: str) -> tuple[Flask, ServeLock | None]:
    """The app over the database, and the lock that keeps a second server off a SQLite file."""
    from companion.store import ServeLock, is_url
    from web import create_app

    # One server per SQLite file (a second one would lose writes); PostgreSQL takes many.
    lock = None if is_url(db) else ServeLock(db)
    config: dict[str, Any] = {"DATABASE": str(db), "BASE_URL": base_url, "TRUSTED_PROXIES": args.trusted_proxy}
    if args.create_limit is not None:  # else the app's own default (web/__init__.py)
        config["CREATE_LIMIT"] = args.create_limit
    return create_app(config), lock


def _server(app: Flask, args: argparse.Namespace) -> Any:
    """The gevent server of the app, as the options ask (not listening yet)."""
    from web.server import make_server

    ssl = {"certfile": args.certfile, "keyfile": args.keyfile} if args.certfile else {}
    return make_server(
        app,
        args.host,
        args.port,
        log="default" if args.access_log else None,
        idle_timeout=args.idle_timeout,
        request_timeout=args.request_timeout,
        trusted_proxies=args.trusted_proxy or (),
        **ssl,
    )


def _start_background(tables: Tables) -> Any:
    """The store's checkpointer, the follower of other processes, and the archiver (returned, to stop)."""
    import gevent

    store = tables.store
    if hasattr(store, "start_checkpointer"):
        store.start_checkpointer()
    if store.shared:
        from companion.follow import Follower

        Follower(tables).start()  # other processes' appends reach this one's streams
    return gevent.spawn(_archive_idle_tables, tables, i18n.current())


def _run(server: Any, stopping: Any, archiver: Any, close: Callable[[], None]) -> int:
    """Serve until Ctrl-C sets `stopping`; then stop, close the store and say so."""
    # What is loaded by now lives as long as the server: freeze it out of the collector's way, so
    # a full collection scans only what requests create (otherwise a 20-50 ms pause; bench/fanout.py).
    gc.collect()
    gc.freeze()
    try:
        server.start()
        stopping.wait()
    finally:
        archiver.kill()
        server.stop(timeout=1)
        close()
        # Frozen objects are out of the final collection at exit: their cycles would be torn down
        # with the modules, after gevent's, and a lock's finaliser then calls a gevent function that
        # is None by then ("Exception ignored ... gevent/thread.py get_ident ... TypeError").
        gc.unfreeze()
        gc.collect()
    print(_("Stopped."))
    return STOPPED


def _close(store: Store, lock: ServeLock | None) -> None:
    store.close()
    if lock is not None:
        lock.release()


def _archive_idle_tables(tables: Tables, lang: str) -> None:
    """At start and then every few hours: archive idle tables (kept in the store, out of memory)."""
    import gevent

    i18n.activate(lang)  # a new greenlet starts in a fresh context: say it in the terminal's language
    while True:
        archived = tables.archive_idle()
        if archived:
            n = len(archived)
            line = ngettext("Archived {n} table untouched for 30 days", "Archived {n} tables untouched for 30 days", n)
            print(line.format(n=n), flush=True)
        gevent.sleep(ARCHIVE_EVERY)


def _say(problem: str, code: int) -> int:
    """Print one line naming the problem to standard error; return the exit code."""
    print(f"companion serve: {problem}", file=sys.stderr)
    return code

"""The `companion` command: `serve` the app, `print` reference cards and score sheets."""

from __future__ import annotations

import argparse
import errno
import gc
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from companion import i18n
from companion.i18n import _, ngettext
from companion.paths import default_db
from web.cli_parser import Parser, language_in
from web.connections import REQUEST_TIMEOUT

if TYPE_CHECKING:
    from companion.net import Candidate
    from companion.tables import Tables


STOPPED = 130  # the exit code of a command stopped by Ctrl-C (128 + SIGINT), as shells give it
ARCHIVE_EVERY = 6 * 3600  # seconds between looks for tables untouched for 30 days


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


def address_lines(base_url: str, found: list[Candidate], port: int, host: str) -> list[str]:
    """What `serve` says about where phones connect: the QR code's URL, every other candidate, warnings.

    `found` is empty when `--base-url` was given (nothing was looked up) or when there is no network.
    """
    from companion import net

    where = f"   ({found[0].interface})" if found else ""
    lines = [_("Phones on this network open: {url}").format(url=base_url) + where]
    if found[1:]:
        lines.append(_("Other addresses of this machine (if the one above does not work):"))
        notes = {"vpn": ", " + _("a VPN: phones on the Wi-Fi cannot use it"), "virtual": ", " + _("a virtual network")}
        lines += [f"  {c.url(port)}   ({c.interface}{notes.get(c.kind, '')})" for c in found[1:]]
    if net.is_loopback_url(base_url):
        lines.append(_(net.NO_NETWORK))
    if net.is_loopback_url(f"http://{host}"):
        said = _("Listening on {host} only: phones cannot connect. Leave out --host to listen on every network.")
        lines.append(said.format(host=host))
    return lines


def serving_lines(address: str, database: object, cap: int) -> list[str]:
    """What `serve` says when it starts, around the addresses and the QR code, in the current language."""
    limit = ngettext(
        "(Up to {n} connection at once: the open-file limit is raised to its hard limit.)",
        "(Up to {n} connections at once: the open-file limit is raised to its hard limit.)",
        cap,
    )
    return [
        _("Companion is serving on {address}  (database: {database})").format(address=address, database=database),
        _("Stop the server with Ctrl-C."),
        limit.format(n=i18n.number(cap)),
    ]


def _serve(args: argparse.Namespace) -> int:
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

    from companion import net, writable
    from companion.store import ServeLock, StoreError, is_url
    from web import create_app, qr
    from web.server import make_server

    if bool(args.certfile) != bool(args.keyfile):
        return _say("serve", _("HTTPS needs both --certfile and --keyfile"), 2)
    if args.certfile and (wrong := _certificate_problem(args.certfile, args.keyfile)):
        return _say("serve", wrong, 2)
    found = [] if args.base_url else net.candidates()
    base_url = args.base_url or net.default_base_url(args.port, found)
    db = args.db if args.db and is_url(args.db) else Path(args.db) if args.db else default_db()
    if not is_url(db) and (wrong := writable.problem(db)):
        return _say("serve", "--db: " + wrong, 2)
    try:
        # One server per SQLite file (a second one would lose writes); PostgreSQL takes many.
        lock = None if is_url(db) else ServeLock(db)
        config = {"DATABASE": str(db), "BASE_URL": base_url, "TRUSTED_PROXIES": args.trusted_proxy}
        if args.create_limit is not None:  # else the app's own default (web/__init__.py)
            config["CREATE_LIMIT"] = args.create_limit
        app = create_app(config)
    except StoreError as err:
        return _say("serve", str(err), 2)
    ssl = {"certfile": args.certfile, "keyfile": args.keyfile} if args.certfile else {}
    access_log = "default" if args.access_log else None
    server = make_server(
        app,
        args.host,
        args.port,
        log=access_log,
        idle_timeout=args.idle_timeout,
        request_timeout=args.request_timeout,
        trusted_proxies=args.trusted_proxy or (),
        **ssl,
    )
    tables = app.extensions["tables"]
    store = tables.store
    try:
        server.init_socket()  # bind before a word is printed: a taken port must not follow a banner
    except OSError as err:
        store.close()
        if lock is not None:
            lock.release()
        return _say("serve", _listen_problem(args.host, args.port, err), 1)
    if hasattr(store, "start_checkpointer"):
        store.start_checkpointer()
    if store.shared:
        from companion.follow import Follower

        Follower(tables).start()  # other processes' appends reach this one's streams
    archiver = gevent.spawn(_archive_idle_tables, tables, i18n.current())
    scheme = "https" if ssl else "http"
    shown = getattr(store, "shown", None) or db
    print(serving_lines(f"{scheme}://{args.host}:{args.port}", shown, server.connections.cap)[0])
    print("\n".join(address_lines(base_url, found, args.port, args.host)) + "\n")
    print(qr.terminal(base_url))
    print("\n".join(serving_lines(f"{scheme}://{args.host}:{args.port}", shown, server.connections.cap)[1:]))
    sys.stdout.flush()
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
        store.close()
        if lock is not None:
            lock.release()
        # Frozen objects are out of the final collection at exit: their cycles would be torn down
        # with the modules, after gevent's, and a lock's finaliser then calls a gevent function that
        # is None by then ("Exception ignored ... gevent/thread.py get_ident ... TypeError").
        gc.unfreeze()
        gc.collect()
    print(_("Stopped."))
    return STOPPED


def _certificate_problem(certfile: str, keyfile: str) -> str | None:
    """Why the certificate and key cannot serve HTTPS, else None (read now: else each phone finds out)."""
    import ssl

    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(certfile, keyfile)
    except ssl.SSLError:  # before OSError: it is one, with no words of its own ("[SSL] PEM lib")
        why = _("they are not a PEM certificate and its private key")
    except OSError as err:
        why = err.strerror or str(err)
    else:
        return None
    said = _("cannot use the certificate {certfile} with the key {keyfile}: {why}")
    return said.format(certfile=certfile, keyfile=keyfile, why=why)


def _listen_problem(host: str, port: int, err: OSError) -> str:
    """One line on why the server cannot listen on host:port."""
    if err.errno == errno.EADDRINUSE:
        said = _("port {port} is already in use (another companion serve?): stop that, or choose another --port")
    elif err.errno == errno.EACCES:
        said = _("port {port} may not be used by this user (below 1024 needs root): choose another --port")
    else:
        said = _("cannot listen on {host} port {port}: {why}")
    return said.format(host=host, port=port, why=err.strerror or err)


def _say(command: str, problem: str, code: int) -> int:
    """Print one line naming the problem to standard error; return the exit code."""
    print(f"companion {command}: {problem}", file=sys.stderr)
    return code


def port(text: str) -> int:
    """A `--port` value: a whole number from 1 to 65535 (argparse names the option and exits 2)."""
    try:
        number = int(text)
    except ValueError:
        number = -1
    if not 1 <= number <= 65535:
        raise argparse.ArgumentTypeError(_("{given} is not a port: give a number from 1 to 65535").format(given=text))
    return number


def _positive(text: str) -> int:
    """A whole number of at least 1 (argparse names the option and exits 2 otherwise)."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(_("{given} is not a whole number of at least 1").format(given=text))
    return int(text)


def _proxies(value: str) -> str:
    """A `--trusted-proxy` value, checked: addresses or networks, comma-separated."""
    from web.proxies import trusted_proxies

    try:
        trusted_proxies(value)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return value


def parser() -> argparse.ArgumentParser:
    """The command line, its help in the current language."""
    p = Parser(prog="companion", description=_("Live tables and printables for board games."))
    sub = p.add_subparsers(dest="command", required=True, title=_("commands"))
    s = sub.add_parser(
        "serve",
        help=_("run the app for the phones at the table"),
        description=_(
            "Serve the app to the phones on this network: it prints the address and a QR code to open, "
            "and runs until Ctrl-C."
        ),
    )
    s.add_argument("--host", default="0.0.0.0", help=_("address to listen on (default 0.0.0.0)"))
    s.add_argument("--port", type=port, default=8000, help=_("port (default 8000)"))
    s.add_argument(
        "--db",
        help=_(
            "SQLite file (default: companion.sqlite3 in your user data directory) "
            "or postgresql://user@host/dbname (several servers can share one)"
        ),
    )
    s.add_argument("--base-url", help=_("what QR codes point to (default http://<LAN address>:<port>)"))
    s.add_argument("--access-log", action="store_true", help=_("print a line per request"))
    s.add_argument(
        "--idle-timeout", type=float, default=60.0, help=_("seconds before an idle keep-alive connection closes")
    )
    s.add_argument(
        "--request-timeout",
        type=float,
        default=REQUEST_TIMEOUT,
        help=_("seconds a request's headers and body may take to come in, else a 408 (default 10)"),
    )
    s.add_argument("--certfile", help=_("serve HTTPS with this certificate (PEM; with --keyfile)"))
    s.add_argument("--keyfile", help=_("the certificate's private key (PEM)"))
    s.add_argument(
        "--trusted-proxy",
        action="append",
        type=_proxies,
        metavar="ADDR",
        help=_(
            "a reverse proxy (address or network) whose X-Forwarded-For names the phone; "
            "repeat it or separate with commas (default: none, the header is ignored)"
        ),
    )
    s.add_argument(
        "--create-limit",
        type=_positive,
        metavar="N",
        help=_(
            "new tables one address may open a minute (default 30; a café's many groups behind one address want more)"
        ),
    )
    s.add_argument(
        "--lang", choices=i18n.LANGUAGES, help=_("the language of these lines (default: the terminal's, from LANG)")
    )
    s.set_defaults(func=_serve)
    from printables.cli import register
    from web.tables_cli import register as register_tables

    register(sub)
    register_tables(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `companion` console script."""
    argv = sys.argv[1:] if argv is None else argv
    with i18n.using(language_in(argv) or i18n.from_environment()):  # --help speaks it too
        try:
            args = parser().parse_args(argv)
            return args.func(args)
        except KeyboardInterrupt:  # Ctrl-C while printing, or before `serve` has gevent's signal handler
            print(_("Stopped."), file=sys.stderr)
            return STOPPED


if __name__ == "__main__":
    raise SystemExit(main())

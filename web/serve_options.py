"""`companion serve`'s command-line options and the checks of their values."""

from __future__ import annotations

import argparse

from companion import i18n
from companion.i18n import _
from web.connections import REQUEST_TIMEOUT


def register(sub: argparse._SubParsersAction) -> None:
    """Add `companion serve` and its options to the command line."""
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
    from web.serving import serve

    s.set_defaults(func=serve)


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

"""The `companion` command: its subcommands (`serve`, `print`, `tables`) and the entry point."""

from __future__ import annotations

import argparse
import sys

from companion import i18n
from companion.i18n import _
from web.cli_parser import Parser, language_in
from web.serving import STOPPED


def parser() -> argparse.ArgumentParser:
    """The command line, its help in the current language."""
    p = Parser(prog="companion", description=_("Live tables and printables for board games."))
    sub = p.add_subparsers(dest="command", required=True, title=_("commands"))
    from printables.cli import register
    from web.serve_options import register as register_serve
    from web.tables_cli import register as register_tables

    register_serve(sub)
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

"""`companion tables export|import`: move tables between stores (SQLite and PostgreSQL, either way)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import IO

from companion.i18n import _, ngettext
from companion.paths import default_db


def register(sub: argparse._SubParsersAction) -> None:
    """Add `companion tables ...` to the command line."""
    t = sub.add_parser(
        "tables",
        help=_("export or import tables (logs and tokens intact)"),
        description=_("Move tables between databases (SQLite and PostgreSQL, either way), logs and tokens intact."),
    )
    tsub = t.add_subparsers(dest="tables_command", required=True, title=_("commands"))
    db_help = _("SQLite file or postgresql:// URL (default: the SQLite file companion serve uses)")
    said = _("write every table of a database as JSON lines")
    e = tsub.add_parser("export", help=said, description=said[:1].upper() + said[1:] + ".")
    e.add_argument("--db", help=db_help)
    e.add_argument("-o", "--output", default="-", help=_("file to write (default: standard output)"))
    e.set_defaults(func=_export)
    said = _("add the tables of an export to a database, checked by refolding")
    i = tsub.add_parser("import", help=said, description=said[:1].upper() + said[1:] + ".")
    i.add_argument("--db", help=db_help)
    i.add_argument("input", help=_("the export file ('-' for standard input)"))
    i.set_defaults(func=_import)


def _open(args: argparse.Namespace):
    from pathlib import Path

    from companion import writable
    from companion.store import StoreError, is_url, open_store

    db = args.db or default_db()
    if not is_url(db) and (wrong := writable.problem(Path(db))):
        raise StoreError("--db: " + wrong)
    return open_store(db)


def _stream(name: str, mode: str) -> IO[str]:
    """A file by name, or standard input/output for '-' (left open)."""
    if name == "-":
        return contextlib.nullcontext(sys.stdin if mode == "r" else sys.stdout)  # type: ignore[return-value]
    return open(name, mode, encoding="utf-8")


def _export(args: argparse.Namespace) -> int:
    from companion.store import StoreError
    from companion.store.dump import export_lines

    try:
        store = _open(args)
    except StoreError as err:
        print(f"companion tables: {err}", file=sys.stderr)
        return 2
    count = 0
    try:
        with _stream(args.output, "w") as out:
            for i, line in enumerate(export_lines(store)):
                out.write(line + "\n")
                count = i  # the first line is the format's, not a table's
    except OSError as err:
        print(f"companion tables: {args.output}: {err.strerror or err}", file=sys.stderr)
        return 2
    finally:
        store.close()
    print(ngettext("exported {n} table", "exported {n} tables", count).format(n=count), file=sys.stderr)
    return 0


def _import(args: argparse.Namespace) -> int:
    from companion.store import StoreError
    from companion.store.dump import import_lines

    try:
        store = _open(args)
    except StoreError as err:
        print(f"companion tables: {err}", file=sys.stderr)
        return 2
    try:
        with _stream(args.input, "r") as source:
            done, problems = import_lines(store, source)
    except (StoreError, OSError, ValueError, KeyError, TypeError) as err:
        print(f"companion tables: {args.input}: {err}", file=sys.stderr)
        return 2
    finally:
        store.close()
    for p in problems:
        print(f"companion tables: {p}", file=sys.stderr)
    n = len(done)
    said = ngettext(
        "imported {n} table, folded again to the state it was exported with",
        "imported {n} tables, each folded again to the state it was exported with",
        n,
    )
    print(said.format(n=n), file=sys.stderr)
    return 1 if problems else 0

"""`companion print`: a game's reference or score sheet as PDF, or the whole set into a folder.

companion print GAME --sheet reference|score [--paper a4|letter] [--lang en|de|ru] [--players N]
                [--table CODE] [--db PATH] [--base-url URL] -o FILE.pdf
companion print --all [--paper a4|letter] [--lang en|de|ru] [--base-url URL] -o DIR

Without --lang, the sheets (and what this command says) are in the terminal's language (LANG).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from companion import i18n, net, writable
from companion.errors import ActionError
from companion.games import all_games
from companion.i18n import _, ngettext
from companion.paths import default_db
from printables import build
from printables.paper import PAPERS
from printables.render import Rendered


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `print` subcommand."""
    games = ", ".join(g.id for g in all_games())
    p = subparsers.add_parser(
        "print",
        help=_("print a game's reference cards or score sheet as PDF"),
        description=_("Reference cards and score sheets as PDF, with QR codes into the app."),
        # "games:" and "sheets:" stay English: they introduce the ids to type.
        epilog=f"games: {games}. sheets: {', '.join(build.SHEETS)}.",
    )
    p.add_argument("game", nargs="?", help=_("game id: {games} (omit with --all)").format(games=games))
    p.add_argument("--all", action="store_true", help=_("every game's reference and score sheet into -o DIR"))
    p.add_argument("--sheet", choices=build.SHEETS, help=_("reference (page + player aid cards) or score"))
    p.add_argument("--paper", choices=tuple(PAPERS), default="a4", help=_("paper size (default a4)"))
    p.add_argument(
        "--lang", choices=i18n.LANGUAGES, help=_("language of the sheets (default: the terminal's, from LANG)")
    )
    p.add_argument(
        "--players", type=int, metavar="N", help=_("player columns on a blank score sheet; card sets to print")
    )
    p.add_argument("--table", metavar="CODE", help=_("print for this table: its players' names, its QR code"))
    p.add_argument(
        "--db", metavar="PATH", help=_("SQLite file of the tables (default: the one `companion serve` uses)")
    )
    p.add_argument("--base-url", metavar="URL", help=_("what QR codes point to (default http://<LAN address>:8000)"))
    p.add_argument("-o", "--output", metavar="FILE.pdf|DIR", help=_("the PDF file (a folder with --all)"))
    p.set_defaults(func=run)


def _problem(args: argparse.Namespace) -> str | None:
    if args.all:
        if args.game or args.sheet or args.table or args.players is not None:
            return _("--all prints every game's blank sheets: give no GAME, --sheet, --table or --players")
        return None if args.output else _("-o DIR is needed: the folder to write the PDFs into")
    if not args.game:
        return _("say which game to print (e.g. `companion print minstrels --sheet score -o s.pdf`) or --all")
    ids = [g.id for g in all_games()]
    if args.game not in ids:
        known = ", ".join(ids)
        return _("there is no game {given}; the games are: {ids}").format(given=repr(args.game[:40]), ids=known)
    if not args.sheet:
        return _("--sheet reference or --sheet score is needed")
    if not args.output:
        return _("-o FILE.pdf is needed: where to write the PDF")
    if args.table and args.players is not None:
        return _("--players comes from the table when --table is given")
    return None


def run(args: argparse.Namespace) -> int:
    """Write the PDF(s) in the language asked (else the terminal's); 0 on success, 2 naming the problem."""
    lang = getattr(args, "lang", None) or i18n.from_environment()
    with i18n.using(lang):
        return _run(args, lang)


def _run(args: argparse.Namespace, lang: str) -> int:
    problem = _problem(args)
    if problem:
        print(f"companion print: {problem}", file=sys.stderr)
        return 2
    base_url = args.base_url or net.default_base_url()
    if net.is_loopback_url(base_url):
        warning = _("warning: QR codes will open {url}, which phones cannot open.").format(url=base_url)
        print(f"companion print: {warning}", file=sys.stderr)
        if not args.base_url:
            print(f"companion print: {_(net.NO_NETWORK)}", file=sys.stderr)
    out = Path(args.output)
    wrong = writable.problem(out, folder=args.all)
    if wrong:
        print(f"companion print: -o: {wrong}", file=sys.stderr)
        return 2
    made = writable.missing_folders(out / "x" if args.all else out)  # what writing will create
    started = time.perf_counter()
    try:
        if args.all:
            paths = build.everything(out, args.paper, base_url=base_url, lang=lang)
        else:
            done = _for_table(args, base_url, lang) if args.table else _blank(args, base_url, lang)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(done.pdf)
            paths = [out]
    except ActionError as err:
        print(f"companion print: {err.message}", file=sys.stderr)
        return 2
    except OSError as err:  # found out only on writing: a full disk, a folder made read-only meanwhile
        print(f"companion print: {err.filename or out}: {err.strerror or err}", file=sys.stderr)
        return 1
    took = time.perf_counter() - started
    if made:
        print(_("made the folder {folder} (it did not exist)").format(folder=made[-1]))
    for path in paths:
        print(f"{path}  ({i18n.number(round(path.stat().st_size / 1024))} KB)")
    done_line = ngettext(
        "{n} PDF in {seconds} s; QR codes open {url}", "{n} PDFs in {seconds} s; QR codes open {url}", len(paths)
    )
    print(done_line.format(n=len(paths), seconds=i18n.number(round(took, 2)), url=base_url))
    return 0


def _blank(args: argparse.Namespace, base_url: str, lang: str) -> Rendered:
    """One game's blank sheet."""
    return build.blank(args.game, args.sheet, args.paper, base_url=base_url, players=args.players, lang=lang)


def _for_table(args: argparse.Namespace, base_url: str, lang: str) -> Rendered:
    """A sheet with a stored table's players and QR code, read from the SQLite file `companion serve` uses."""
    from companion.store import SQLiteStore
    from companion.tables import Tables

    db = Path(args.db) if args.db else default_db()
    if not db.exists():
        raise ActionError("no_database", _("no database at {db}: pass --db PATH").format(db=db))
    store = SQLiteStore(db)
    try:
        return build.for_table(
            Tables(store=store), args.table, args.sheet, args.paper, base_url=base_url, game_id=args.game, lang=lang
        )
    finally:
        store.close()

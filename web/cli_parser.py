"""The `companion` command line's parser: its help in the user's language, its errors in two lines."""

from __future__ import annotations

import argparse
from typing import NoReturn

from companion import i18n
from companion.i18n import _


class Parser(argparse.ArgumentParser):
    """argparse's parser, with its own words (headings, -h, usage) in the current language.

    Every subcommand's parser is one too (`add_parser` makes its parent's class), so build the
    whole tree inside `i18n.using(...)`: help texts are translated when they are added.
    """

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        kwargs["add_help"] = False  # added below, with its help translated
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._positionals.title = _("positional arguments")
        self._optionals.title = _("options")
        self.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))

    def error(self, message: str) -> NoReturn:
        """A mistake on the command line: what is wrong and where help is, in two lines; exit 2.

        argparse's own would print the whole usage first, wrapped over several lines.
        """
        hint = _("(see `{prog} --help`)").format(prog=self.prog)
        self.exit(2, f"{self.prog}: {message}\n{hint}\n")


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage: str | None, actions: object, groups: object, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)  # type: ignore[arg-type]


def language_in(argv: list[str]) -> str | None:
    """The language a `--lang` in `argv` asks for, known before parsing so that `--help` speaks it."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return i18n.pick(argv[i + 1])
        if arg.startswith("--lang="):
            return i18n.pick(arg.split("=", 1)[1])
    return None

"""One cleaning for every text a person types (player names, categories, die faces), at input.

Control characters (escape sequences for a terminal), bidi overrides and isolates, zero-width and
other invisible format characters are dropped; newlines, tabs and other spaces become one space;
the text is trimmed, put in one Unicode form (NFC) and held to a length. What is left then goes
into JSON, CSV, PDFs and the log unchanged.
"""

from __future__ import annotations

import unicodedata

from companion.errors import ActionError
from companion.i18n import _, ngettext

# Joiners are spelling, not tricks: ZWNJ in Persian and Indic scripts, ZWJ in emoji sequences.
_KEEP = frozenset("\u200c\u200d")


def text(raw: object, what: str, limit: int, code: str, empty_ok: bool = False) -> str:
    """`raw` cleaned, or an `ActionError(code)` saying what is wrong with `what` ("player 2's name")."""
    if not isinstance(raw, str):
        raise ActionError(code, _("{what} must be text").format(what=what))
    # Held to a length before any work: a megabyte of invisible characters costs nothing.
    if len(raw) > limit * 8 + 64:
        raise ActionError(code, _too_long(what, limit))
    kept = []
    for ch in unicodedata.normalize("NFC", raw):
        if ch.isspace():
            kept.append(" ")
        elif unicodedata.category(ch)[0] != "C" or ch in _KEEP:
            kept.append(ch)
        # else: a control, format (bidi, zero-width), private-use, unassigned or surrogate code point
    cleaned = " ".join("".join(kept).split())
    if not cleaned and not empty_ok:
        raise ActionError(code, _("{what} is empty").format(what=what))
    if len(cleaned) > limit:
        raise ActionError(code, _too_long(what, limit))
    return cleaned


def _too_long(what: str, limit: int) -> str:
    return ngettext("{what} has at most {n} character", "{what} has at most {n} characters", limit).format(
        what=what, n=limit
    )


def for_terminal(line: str) -> str:
    """`line` with every non-printable character as `\\xNN`: logged input cannot drive a terminal."""
    if line.isprintable():
        return line
    return "".join(ch if ch.isprintable() else _escaped(ch) for ch in line)


def _escaped(ch: str) -> str:
    return f"\\x{ord(ch):02x}" if ord(ch) < 256 else f"\\u{ord(ch):04x}"

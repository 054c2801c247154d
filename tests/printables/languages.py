"""What a printable says in German or Russian: every text it looked up in the catalogs, and the
English words left in its extracted text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from companion import i18n
from tests.browser.untranslated import ENGLISH_ONLY, kept_as_printed

# Not words of any language: units, ids, the QR URL's parts, the format names.
NEUTRAL = frozenset({"PDF", "QR", "mm", "http", "new", "king", "of", "all", "bards", "minstrels", "score", "pad"})
NEUTRAL |= {"tales", "danger", "bard", "saga", "d6", "d20"}  # dice as written: 2d6, 1d20+3


@dataclass
class Lookups:
    """Every (context, message) looked up while rendering, and those no catalog had."""

    asked: set[tuple[str, str]] = field(default_factory=set)
    missing: set[tuple[str, str]] = field(default_factory=set)


class _Recorder:
    """A catalog that notes each lookup (and whether the merged catalogs had it) for the real one."""

    def __init__(self, real: Any, out: Lookups):
        self.real, self.out = real, out
        self.known = getattr(real, "_catalog", {})

    def _note(self, context: str, message: str, key: object) -> None:
        self.out.asked.add((context, message))
        if key not in self.known:
            self.out.missing.add((context, message))

    def gettext(self, message: str) -> str:
        self._note("", message, message)
        return self.real.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self._note("", singular, (singular, 0))
        return self.real.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        self._note(context, message, f"{context}\x04{message}")
        return self.real.pgettext(context, message)


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[Lookups]:
    """Inside the block, every translation asked for (in a language other than English) is noted."""
    out = Lookups()
    real = i18n.translations

    def recorded(lang: str, domain: str = "messages") -> Any:
        t = real(lang, domain)
        return t if lang == i18n.DEFAULT else _Recorder(t, out)

    monkeypatch.setattr(i18n, "translations", recorded)
    yield out


def english_words(text: str, lang: str, allowed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The English left in a page's text: English-only words in German, any Latin word in Russian
    (terms kept as printed, player names and `allowed` words aside)."""
    rest = text
    for word in sorted(set(allowed) | kept_as_printed(lang), key=len, reverse=True):
        rest = re.sub(re.escape(word), " ", rest, flags=re.I)  # the cards set titles in capitals
    rest = re.sub(r"https?://\S+", " ", rest)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", rest) if w not in NEUTRAL]
    if lang == "ru":
        return sorted({w for w in words if len(w) >= 3})
    return sorted({w for w in words if w.lower() in ENGLISH_ONLY})

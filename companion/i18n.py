"""The players' languages: gettext catalogs (Babel), the current language, numbers and dates.

One loader for every caller: the web app (per request, and per open stream), the terminal and
the printables, none of which may depend on Flask. The current language is a context variable,
so each request's greenlet (gevent gives each its own context) and each `using()` block has its
own. Catalogs are `.po` files, compiled in memory when first used: the `.po` is the only copy, so
a stale `.mo` cannot happen and an install from source needs no build step.

Areas: `companion/translations` (engine and web), one per game (`companion/games/<game>/translations`),
`printables/translations` and `companion/plays/translations` (history), each with
`<lang>/LC_MESSAGES/messages.po` (Python and templates) and `js.po` (the phone's JavaScript).
`python scripts/i18n.py` extracts and updates them.
"""

from __future__ import annotations

import functools
import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path

from babel import Locale, dates, numbers
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

LANGUAGES = ("en", "de", "ru")
DEFAULT = "en"
NAMES = {"en": "English", "de": "Deutsch", "ru": "Русский"}  # each in its own language

ROOT = Path(__file__).resolve().parent.parent
_lang: ContextVar[str] = ContextVar("lang", default=DEFAULT)


@dataclass(frozen=True)
class Area:
    """One catalog directory and the sources its messages come from (globs from the repo root)."""

    name: str
    translations: str
    python: tuple[str, ...]
    templates: tuple[str, ...] = ()
    js: tuple[str, ...] = ()
    ignore: tuple[str, ...] = field(default=())


GAMES = ("score_pad", "king_of_all_bards", "minstrels", "tales_of_danger", "bard_saga")
GAME_IDS = {g: g.replace("_", "-") for g in GAMES}


def _game_area(g: str) -> Area:
    gid = GAME_IDS[g]
    return Area(
        name=g,
        translations=f"companion/games/{g}/translations",
        python=(f"companion/games/{g}/**.py", f"scoring/{g}/**.py", f"scoring/{g}.py"),
        js=(f"web/static/js/games/{gid}*.js",),
    )


CORE_PYTHON = (
    "companion/*.py",
    "companion/store/**.py",
    "companion/scan/**.py",
    "companion/games/*.py",
    "scoring/*.py",
    "web/*.py",
)
# files of other areas that the core's globs would catch
CORE_IGNORE = ("scoring/score_pad.py", "web/prints.py", "web/history.py")
CORE_IGNORE += ("web/templates/history*.html", "web/static/js/history*.js")
AREAS: tuple[Area, ...] = (
    Area(
        name="core",
        translations="companion/translations",
        python=CORE_PYTHON,
        templates=("web/templates/**.html",),
        js=("web/static/js/*.js",),
        ignore=CORE_IGNORE,
    ),
    # every printable (shared layout and each game's sheets): one catalog, one owner of fitting German
    Area(name="printables", translations="printables/translations", python=("printables/**.py", "web/prints.py")),
    # the history of plays and BG Stats
    Area(
        name="plays",
        translations="companion/plays/translations",
        python=("companion/plays/**.py", "web/history.py"),
        templates=("web/templates/history*.html",),
        js=("web/static/js/history*.js",),
    ),
    *(_game_area(g) for g in GAMES),
)


def area_of_game(game_id: str) -> Area:
    """The catalog area of a game id (`king-of-all-bards`)."""
    return next(a for a in AREAS if GAME_IDS.get(a.name) == game_id)


def pick(value: str | None) -> str | None:
    """The supported language a tag names (`de-AT` -> `de`), else None."""
    if not value:
        return None
    tag = value.strip().replace("_", "-").split("-")[0].lower()
    return tag if tag in LANGUAGES else None


def current() -> str:
    """The language in force here: the request's, the `using()` block's, or English."""
    return _lang.get()


def activate(lang: str) -> None:
    """Make `lang` the language of this context (a request's greenlet)."""
    _lang.set(lang if lang in LANGUAGES else DEFAULT)


@contextmanager
def using(lang: str | None) -> Iterator[str]:
    """Speak `lang` inside the block (a stream subscriber's, a printable's); None keeps the current one."""
    token = _lang.set(lang if lang in LANGUAGES else _lang.get())
    try:
        yield _lang.get()
    finally:
        _lang.reset(token)


def from_environment() -> str:
    """The terminal's language, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG (gettext's order)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(var, "").split(":"):
            found = pick(part.split(".")[0])
            if found:
                return found
    return DEFAULT


def _compile(po: Path) -> Translations:
    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name)
    buf = io.BytesIO()
    write_mo(buf, catalog, use_fuzzy=False)
    buf.seek(0)
    return Translations(buf)


@functools.cache
def translations(lang: str, domain: str = "messages") -> NullTranslations:
    """Every area's catalog of `domain` for `lang`, merged (compiled once per process)."""
    merged: NullTranslations | None = None
    if lang != DEFAULT:
        for area in AREAS:
            po = ROOT / area.translations / lang / "LC_MESSAGES" / f"{domain}.po"
            if not po.exists():
                continue
            t = _compile(po)
            if merged is None:
                merged = t
            else:
                merged.merge(t)  # type: ignore[union-attr]
    return merged or NullTranslations()


def _(message: str) -> str:
    """`message` in the current language (an empty one stays empty: gettext would give the catalog header)."""
    return translations(_lang.get()).gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for `n` in the current language (Russian has three)."""
    return translations(_lang.get()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English word by `context`."""
    return translations(_lang.get()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it yet (module-level data)."""
    return message


def number(value: float | int) -> str:
    """A number as the current language writes it (`1,234.5`, `1.234,5`, `1 234,5`)."""
    return numbers.format_decimal(value, locale=_lang.get())


def date(value: object, format: str = "medium") -> str:
    """A date as the current language writes it."""
    return dates.format_date(value, format=format, locale=_lang.get())  # type: ignore[arg-type]


def datetime(value: object, format: str = "medium") -> str:
    """A date and time as the current language writes them."""
    return dates.format_datetime(value, format=format, locale=_lang.get())  # type: ignore[arg-type]


def plural_rule(lang: str) -> str:
    """The CLDR plural rule name of `lang` (for the JS side, which uses Intl.PluralRules)."""
    return str(Locale.parse(lang).plural_form)


@functools.cache
def js_messages(lang: str, areas: tuple[str, ...]) -> dict[str, str | list[str]]:
    """The JS catalog of some areas for `lang`: msgid -> text, or -> its plural forms."""
    out: dict[str, str | list[str]] = {}
    if lang == DEFAULT:
        return out
    for area in AREAS:
        if area.name not in areas:
            continue
        po = ROOT / area.translations / lang / "LC_MESSAGES" / "js.po"
        if not po.exists():
            continue
        with po.open("rb") as f:
            catalog = read_po(f, locale=lang)
        for m in catalog:
            if not m.id or m.fuzzy or not m.string:
                continue
            if isinstance(m.id, tuple):
                forms = list(m.string)
                if all(forms):
                    out[m.id[0]] = forms
            else:
                out[m.id] = m.string
    return out

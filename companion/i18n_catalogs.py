"""Keeping the catalogs: extract each area's messages from its sources, update and check its `.po` files."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from companion.i18n import AREAS, DEFAULT, LANGUAGES, ROOT, Area

PY_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
JS_KEYWORDS = {"t": None, "tn": (1, 2)}
DOMAINS = ("messages", "js")
# Babel's JavaScript extractor skips a call nested in another call's arguments
# (`t("Your turn (and {names})", {names: others.map((s) => t("{name}'s", ...))})`): such messages
# would stay English in every language with nothing to say so. These literals are read as well.
_JS_CALL = re.compile(r'(?<![\w.$])(tn?)\(\s*("(?:[^"\\\n]|\\.)*")(?:\s*,\s*("(?:[^"\\\n]|\\.)*"))?')
_JS_COMMENT = re.compile(r"(?m)(^|\s)//.*$")


def _files(patterns: tuple[str, ...], ignore: tuple[str, ...]) -> list[Path]:
    skipped = {p for g in ignore for p in ROOT.glob(g)}
    found = {p for g in patterns for p in ROOT.glob(g.replace("**.", "**/*.")) if p.is_file()}
    return sorted(found - skipped)


def sources(area: Area, domain: str) -> list[tuple[Path, str]]:
    """The files an area's domain is extracted from, each with its Babel method."""
    if domain == "js":
        return [(p, "javascript") for p in _files(area.js, area.ignore)]
    out = [(p, "python") for p in _files(area.python, area.ignore)]
    return out + [(p, "jinja2.ext:babel_extract") for p in _files(area.templates, area.ignore)]


def extract(area: Area, domain: str) -> Catalog:
    """A fresh template (POT) of one area's domain, as `pybabel extract` writes it."""
    pot = Catalog(project="companion", fuzzy=False)
    keywords = JS_KEYWORDS if domain == "js" else PY_KEYWORDS
    for path, method in sources(area, domain):
        options = {"extensions": "jinja2.ext.i18n"} if method.startswith("jinja2") else {}
        found = extract_from_file(method, str(path), keywords=keywords, comment_tags=("TRANSLATORS:",), options=options)
        rel = str(path.relative_to(ROOT))
        for lineno, message, comments, context in found:
            pot.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
        if method == "javascript":
            _nested_js_calls(pot, path, rel)
    return pot


def _nested_js_calls(pot: Catalog, path: Path, rel: str) -> None:
    """Add the `t(...)`/`tn(...)` literals Babel's extractor left out (calls inside another call)."""
    text = _JS_COMMENT.sub(lambda m: m.group(1), path.read_text(encoding="utf-8"))
    for m in _JS_CALL.finditer(text):
        single = json.loads(m.group(2))
        message = (single, json.loads(m.group(3))) if m.group(1) == "tn" and m.group(3) else single
        if pot.get(message) is None:
            pot.add(message, None, [(rel, text.count("\n", 0, m.start()) + 1)])


def po_path(area: Area, lang: str, domain: str) -> Path:
    """Where an area's catalog of one language and domain lives."""
    return ROOT / area.translations / lang / "LC_MESSAGES" / f"{domain}.po"


def _read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _targets() -> Iterator[tuple[Catalog, str, Path]]:
    """Each area's fresh template with each translated language's catalog path, for domains with messages."""
    for area in AREAS:
        for domain in DOMAINS:
            pot = extract(area, domain)
            if len(pot):
                for lang in LANGUAGES:
                    if lang != DEFAULT:
                        yield pot, lang, po_path(area, lang, domain)


def update_all() -> Iterator[str]:
    """`pybabel update` for every area, language and domain that has messages."""
    for pot, lang, path in _targets():
        catalog = _read(path, lang) if path.exists() else Catalog(locale=lang, project="companion", fuzzy=False)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.obsolete.clear()  # a message no source says any more is gone, not kept
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, catalog, width=0, omit_header=False, sort_output=False)
        todo = sum(1 for m in catalog if m.id and (m.fuzzy or not _done(m.string)))
        yield f"{path.relative_to(ROOT)}: {len(catalog)} messages, {todo} to translate"


def _done(string: str | tuple) -> bool:
    return all(string) if isinstance(string, tuple) else bool(string)


def check() -> list[str]:
    """Every message the sources say, in every language's catalog and translated; else what is not."""
    problems = []
    for pot, lang, path in _targets():
        if not path.exists():
            problems.append(f"{path.relative_to(ROOT)}: missing ({len(pot)} messages)")
            continue
        catalog = _read(path, lang)
        for m in pot:
            if not m.id:
                continue
            have = catalog.get(m.id, context=m.context)
            where = f"{m.locations[0][0]}:{m.locations[0][1]}" if m.locations else "?"
            if have is None:
                problems.append(f"{path.relative_to(ROOT)}: not in the catalog: {m.id!r} ({where})")
            elif have.fuzzy or not _done(have.string):
                problems.append(f"{path.relative_to(ROOT)}: untranslated: {m.id!r} ({where})")
    return problems

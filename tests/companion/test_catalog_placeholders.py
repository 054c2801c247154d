"""Every translation keeps its message's placeholders: `.format()` would fail or lose a name otherwise."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from companion.i18n import AREAS, LANGUAGES, ROOT

PLACEHOLDER = re.compile(r"\{\w*\}")


def _catalogs() -> list[str]:
    found = []
    for area in AREAS:
        for lang in LANGUAGES:
            for domain in ("messages", "js"):
                path = ROOT / area.translations / lang / "LC_MESSAGES" / f"{domain}.po"
                if path.exists():
                    found.append(str(path.relative_to(ROOT)))
    return found


@pytest.mark.parametrize("path", _catalogs())
def test_translations_keep_the_placeholders(path: str) -> None:
    with (ROOT / path).open("rb") as f:
        catalog = read_po(f)
    wrong = []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        want = set(PLACEHOLDER.findall(ids[-1]))
        # Where the first plural form is for exactly one (German, English), it may say "once" as the
        # English singular does; in Russian the first form is also 21, 31...: it needs the number.
        only_one = catalog.plural_expr.replace(" ", "").strip("()") == "n!=1"
        for i, s in enumerate(strings):
            need = set(PLACEHOLDER.findall(ids[0])) if i == 0 and only_one and len(ids) > 1 else want
            if s and set(PLACEHOLDER.findall(s)) != need:
                wrong.append(f"{ids[0]!r}: {s!r}")
    assert not wrong, wrong

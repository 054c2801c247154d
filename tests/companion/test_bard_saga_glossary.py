"""Bard Saga's German and Russian follow the game's glossary: each game term, said the same way everywhere."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from companion.i18n import ROOT, area_of_game
from tests.browser.untranslated import glossary

AREA = area_of_game("bard-saga").translations
# Each term's stem as it shows in every case and number (Schriftrolle/-n, Свиток/Свитка/Свитков).
STEMS = {
    "Scroll": {"de": "Schriftroll", "ru": "Свит"},
    "Story": {"de": "Geschichte", "ru": "Истори"},
    "Legend": {"de": "Legende", "ru": "Легенд"},
    "Inn": {"de": "Gasthaus", "ru": "Трактир"},
    "Market": {"de": "Markt", "ru": "Рын"},
    "Field": {"de": "Auslage", "ru": "Пол"},
    "Starting Player": {"de": "Startspieler", "ru": "Перв"},
}
ENGLISH = {"Scroll": r"Scrolls?\b", "Story": r"(Story|Stories)\b", "Legend": r"Legends?\b", "Field": r"Field\b"}


def _messages(lang: str) -> list[tuple[str, str]]:
    """(English, translation) of every message and plural form of the game's catalogs in `lang`."""
    out = []
    for domain in ("messages", "js"):
        with (ROOT / AREA / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
            for m in read_po(f, locale=lang):
                if not m.id:
                    continue
                ids = m.id if isinstance(m.id, tuple) else (m.id,)
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                out += [(ids[min(i, len(ids) - 1)], s) for i, s in enumerate(strings)]
    return out


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_glossary_names_every_term_with_its_source(lang: str) -> None:
    rows = {r["en"]: r for r in glossary(AREA, lang)}
    assert all(r["source"] in ("rulebook", "printed", "plain") for r in rows.values())
    for term, stems in STEMS.items():
        assert rows[term][lang].casefold().startswith(stems[lang].casefold()), (term, rows[term])
    assert rows["Bard Saga"]["source"] == "printed"  # the title stays as on the box


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_every_message_says_a_term_as_the_glossary_does(lang: str) -> None:
    off = []
    for english, text in _messages(lang):
        for term, stems in STEMS.items():
            # the deck name "top" and "Starting Player" are words of their own; a term inside a key like 'colors' is not
            said = re.search(ENGLISH.get(term, re.escape(term) + r"\b"), re.sub(r"'[a-z_]+'", "", english))
            if said and stems[lang].casefold() not in text.casefold():
                off.append(f"{term}: {english!r} -> {text!r}")
    assert off == []

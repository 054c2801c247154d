"""Russian addresses the player as "ты" on every screen, sheet and message: never the formal "вы".

Playtests found "Твой ход" above "вы: Паб 3" and "Коснитесь её рисунка" on one screen. Every
Russian msgstr of every catalog is scanned for the formal pronoun (вы, вас, вам, вами, ваш...)
and for the polite plural verb endings a "вы" sentence takes: imperatives (-ите, -йте, -ьте and
their reflexive -итесь...) and the present tense (-ете). Nouns that happen to end that way are
listed, so that the scan stays strict about verbs.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion.i18n import ROOT

# Whole words only: "выбор", "вывод", "выиграть" start with "вы" and are not the pronoun.
PRONOUN = re.compile(r"(?<![а-яё])(?:вы|вас|вам|вами|ваш[а-яё]*)(?![а-яё])", re.I)
# The verb endings of the polite (or plural) "you": "нажмите", "сыграйте", "бросьте", "коснитесь", "можете".
POLITE_VERB = re.compile(r"(?<![а-яё])[а-яё]{2,}(?:ите|йте|ьте|ете|ёте)(?:сь)?(?![а-яё])", re.I)
# Words with those endings that are not verbs addressing the player (prepositional case of nouns).
NOT_VERBS = frozenset({"планшете", "монете", "пакете", "совете", "бюджете", "предмете", "защите", "сайте", "свите"})


def russian_catalogs() -> list[Path]:
    """Every Russian .po file of the project, whoever owns it."""
    found = [p for p in ROOT.rglob("ru/LC_MESSAGES/*.po") if ".venv" not in p.parts]
    return sorted(found)


def formal_words(text: str) -> list[str]:
    """The words of a Russian text that address the reader formally ("вы" and its verbs)."""
    verbs = [m.group(0) for m in POLITE_VERB.finditer(text) if m.group(0).lower() not in NOT_VERBS]
    return [m.group(0) for m in PRONOUN.finditer(text)] + verbs


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("вы: Паб 3", ["вы"]),
        ("Ваши фанаты здесь", ["Ваши"]),
        ("Коснитесь её рисунка", ["Коснитесь"]),
        ("Сыграйте карту и бросьте кубик", ["Сыграйте", "бросьте"]),
        ("у вас {n}", ["вас"]),
        ("вы можете спасовать", ["вы", "можете"]),
        ("Твой ход: выбери паб, выбор за тобой", []),
        ("Выиграл {name}; 2 ПО на планшете", []),
        ("Коснись её рисунка; у тебя {n}", []),
    ],
)
def test_the_scan_sees_formal_words_and_only_those(text: str, found: list[str]) -> None:
    """The scan itself: each formal form planted is found, and "выбор", "ты", nouns are not."""
    assert formal_words(text) == found


def test_there_are_russian_catalogs_to_scan() -> None:
    """The frame's, every game's, the printables' and the plays' Russian catalogs are all scanned."""
    names = {str(p.relative_to(ROOT)) for p in russian_catalogs()}
    assert "companion/translations/ru/LC_MESSAGES/js.po" in names
    assert "printables/translations/ru/LC_MESSAGES/messages.po" in names
    assert len(names) >= 13


@pytest.mark.parametrize("path", russian_catalogs(), ids=lambda p: str(p.relative_to(ROOT)))
def test_russian_says_ty_never_vy(path: Path) -> None:
    """No Russian translation addresses the player with "вы" or its verb forms."""
    with path.open("rb") as f:
        catalog = read_po(f)
    problems = []
    for message in catalog:
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            if message.id and (words := formal_words(form or "")):
                problems.append(f"{words} in {form!r}")
    assert not problems, "\n".join(problems)


# A player named, or spoken to, with "первым" (first, masculine): pt53 read "Ты ходишь первым" to Екатерина.
GENDERED_FIRST = re.compile(r"(?:\{(?:name|who)\}|(?<![а-яё])Ты(?![а-яё]))[^.;:]*первым|первым[^.;:]*\{(?:name|who)\}")


@pytest.mark.parametrize("path", russian_catalogs(), ids=lambda p: str(p.relative_to(ROOT)))
def test_who_goes_first_is_said_without_a_gender(path: Path) -> None:
    """ "Ты начинаешь", "{name} начинает": a player's first turn is said the same to a woman and a man."""
    with path.open("rb") as f:
        catalog = read_po(f)
    forms = [f for m in catalog if m.id for f in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert not [f for f in forms if f and GENDERED_FIRST.search(f)]

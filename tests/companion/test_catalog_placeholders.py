"""Every catalog message, in every language: its placeholders kept, and no word or phrase said twice.

A translation that loses, renames or changes a placeholder makes `.format()` fail or print the
wrong thing; one written `{name` breaks it. The placeholders are read as Python's `str.format`
reads them (`string.Formatter`), conversion and format spec included (`{game!r}`, `{n:,}`), and
compared as sets: a translation may put them in any order (languages do) and name one twice
(where English says "they"), but must have the same ones; automatic fields (`{}`) are filled in
order, so their number must match. The checks are tested on planted mistakes too, so that a check
that stopped seeing one cannot pass unnoticed.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.pofile import read_po

from companion.i18n import LANGUAGES, ROOT

# A word said twice in a row ("the the"), or a thing named on both sides of "or"/"and" ("the host or
# the host"), in any of the catalogs' languages. Letters only: "0:1 1:3" is a table of numbers.
DOUBLED_WORD = re.compile(r"(?<!\w)([^\W\d_]+)\s+\1(?!\w)")
ARTICLES = r"(?:(?:the|a|an|der|die|das|den|dem|des|ein|eine|einen)\s+)?"
DOUBLED_AROUND = re.compile(rf"(?<!\w)([^\W\d_]{{3,}})\s+(?:or|and|nor|oder|und|или|и)\s+{ARTICLES}\1(?!\w)", re.I)


def catalogs() -> list[Path]:
    """Every .po file in the project (not only the areas i18n knows: a stray one is read too)."""
    found = [p for p in ROOT.rglob("*.po") if not {".venv", "node_modules", "build"} & set(p.parts)]
    return sorted(found)


def fields(text: str) -> Counter[str]:
    """The placeholders of a message as `str.format` reads them: `{name}`, `{game!r}`, `{n:,}`, `{}`."""
    found: Counter[str] = Counter()
    for _literal, name, spec, conversion in string.Formatter().parse(text):  # ValueError if malformed
        if name is not None:
            found["{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"] += 1
    return found


def _forms(text: str | tuple[str, ...]) -> tuple[str, ...]:
    """A message's msgid (and msgid_plural), or its translation's forms, as a tuple."""
    return text if isinstance(text, tuple) else (text,)


def placeholder_problems(message: Message, plural_one: bool) -> list[str]:
    """What is wrong with the placeholders of one catalog entry (msgid, msgid_plural, msgstr forms)."""
    ids, strings = _forms(message.id), _forms(message.string)
    problems = []
    try:
        want = [fields(i) for i in ids]
    except ValueError as err:
        return [f"{ids[0]!r}: the English itself is malformed ({err})"]
    if len(ids) > 1 and not set(want[0]) <= set(want[1]):
        problems.append(f"{ids[0]!r}: the singular has placeholders its plural lacks")
    for i, s in enumerate(strings):
        if not s:
            continue
        # Where the first plural form is for exactly one (German, English), it may say "once" as the
        # English singular does; in Russian the first form is also 21, 31...: it needs the number.
        need = want[0] if i == 0 and plural_one and len(ids) > 1 else want[-1]
        try:
            got = fields(s)
        except ValueError as err:
            problems.append(f"{ids[0]!r}: {s!r} is malformed ({err})")
            continue
        if set(got) != set(need) or got["{}"] != need["{}"]:
            missing, extra = sorted(set(need) - set(got)), sorted(set(got) - set(need))
            problems.append(f"{ids[0]!r}: {s!r} lacks {missing}, has extra {extra}")
    return problems


def doubled(text: str) -> str | None:
    """The doubled word or phrase in `text`, if any."""
    found = DOUBLED_WORD.search(text) or DOUBLED_AROUND.search(text)
    return found.group(0) if found else None


def _read(path: Path) -> tuple[list[Message], bool]:
    with path.open("rb") as f:
        catalog = read_po(f)
    only_one = catalog.plural_expr.replace(" ", "").strip("()") == "n!=1"
    return [m for m in catalog if m.id], only_one


def _name(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_every_catalog_of_every_language_is_read() -> None:
    langs = {p.parent.parent.name for p in catalogs()}
    assert langs == set(LANGUAGES) - {"en"}, langs  # English is the msgids themselves
    assert len(catalogs()) >= 30


@pytest.mark.parametrize("path", catalogs(), ids=_name)
def test_translations_keep_the_placeholders(path: Path) -> None:
    messages, only_one = _read(path)
    wrong = [p for m in messages for p in placeholder_problems(m, only_one)]
    assert not wrong, wrong


@pytest.mark.parametrize("path", catalogs(), ids=_name)
def test_no_message_says_a_word_or_a_phrase_twice(path: Path) -> None:
    messages, _ = _read(path)
    wrong = []
    for m in messages:
        for text in (*_forms(m.id), *_forms(m.string)):
            if text and (said := doubled(text)):
                wrong.append(f"{said!r} in {text!r}")
    assert not wrong, wrong


PLANTED = [
    ("{name} scored {n}", "{name} punktet", "a placeholder left out"),
    ("{name} scored {n}", "{who} punktet {n}", "a placeholder renamed"),
    ("{a} beats {b}", "{a} schlägt {a}", "one placeholder swapped in for the other"),
    ("there is no game {game!r}", "es gibt kein Spiel {game}", "the conversion lost"),
    ("{n:,} points", "{n} Punkte", "the format spec lost"),
    ("{name} scored", "{name punktet", "a brace left open"),
    ("{} and {}", "{}", "an automatic field lost"),
]


@pytest.mark.parametrize(("msgid", "msgstr", "why"), PLANTED, ids=[p[2] for p in PLANTED])
def test_a_planted_placeholder_mistake_is_caught(msgid: str, msgstr: str, why: str) -> None:
    assert placeholder_problems(Message(msgid, msgstr), plural_one=True), why


def test_placeholders_in_another_order_are_fine_and_plurals_are_checked_per_form() -> None:
    assert not placeholder_problems(Message("{a} beats {b}", "{b} wird von {a} geschlagen"), plural_one=True)
    once = Message(("once", "{n} times"), ("einmal", "{n}-mal"))
    assert not placeholder_problems(once, plural_one=True)  # German's first form is for one only
    assert placeholder_problems(once, plural_one=False)  # Russian's first form is also for 21, 31...
    lost = Message(("{n} table", "{n} tables"), ("{n} стол", "{n} стола", "столов"))
    assert placeholder_problems(lost, plural_one=False)


@pytest.mark.parametrize(
    "text",
    ["only the host or the host can undo that", "the the rules", "nur der Gastgeber oder der Gastgeber", "и и"],
)
def test_a_planted_doubled_word_is_caught(text: str) -> None:
    assert doubled(text)


@pytest.mark.parametrize("text", ["VP by the chain: 0:1 1:3 2:6", "ПО по цепочке", "only Red or the host", "Blue, Red"])
def test_words_that_only_look_alike_pass(text: str) -> None:
    assert doubled(text) is None


# A Russian past tense hedged for both genders ("выбрал(а)"): a player's gender is unknown, so a line says it
# without one (the present tense, a noun, a colon), as pt97 asked: "Zoë выбрал(а) паб" read as a form to fill in.
HEDGED = re.compile(r"[а-яё]\((?:а|ла|ов|ей|ы|и)\)", re.I)


@pytest.mark.parametrize("path", [p for p in catalogs() if p.parent.parent.name == "ru"], ids=_name)
def test_russian_never_hedges_a_players_gender(path: Path) -> None:
    messages, _ = _read(path)
    wrong = [text for m in messages for text in _forms(m.string) if text and HEDGED.search(text)]
    assert not wrong, wrong


def test_a_planted_hedged_form_is_caught() -> None:
    assert HEDGED.search("Zoë выбрал(а) паб") and not HEDGED.search("Победная песнь (2-й пас)")

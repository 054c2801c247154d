"""pt30: Minstrels' Russian speaks to the player without a gender ("Ты победил!" greeted Александра)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from companion.i18n import ROOT

# "ты оставил", "ты уже поставил", "Ты победил": a past-tense verb after "ты" says the player is a man.
GENDERED = re.compile(r"(?<![а-яё])ты\s+(?:уже\s+|не\s+)?[а-яё]+(?:л|ла|лся|лась)(?![а-яё])", re.I)


def _russian() -> dict[str, str]:
    """Every Minstrels msgid with its Russian text."""
    out: dict[str, str] = {}
    for path in sorted((ROOT / "companion/games/minstrels/translations/ru/LC_MESSAGES").glob("*.po")):
        with Path(path).open("rb") as f:
            out.update({str(m.id): str(m.string) for m in read_po(f) if m.id and isinstance(m.string, str)})
    return out


def test_the_pattern_finds_a_gendered_past_tense() -> None:
    assert GENDERED.search("Ты победил!") and GENDERED.search("что ты оставил)") and GENDERED.search("ты уже поставил")
    assert not GENDERED.search("Победа за тобой!") and not GENDERED.search("ты ставишь персонажа")


def test_no_russian_line_of_minstrels_gives_the_player_a_gender() -> None:
    ru = _russian()
    assert ru.get("You win!")
    assert [(k, v) for k, v in ru.items() if GENDERED.search(v) or v.startswith("Ты победил")] == []

"""Minstrels in the players' language: names of pieces, heroes and VP sources; notes of where VP came from.

The state and the log keep English identifiers ("Dragon", "Road sign 5") and English notes
("column 2, space 3"): they are a stored format. These functions turn them into the current
language at the moment a phone is shown them (a view, a log line).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from companion.i18n import N_, _, ngettext
from scoring.minstrels.data import BOARD_COINS_BY_COLUMN

# The names the state uses as identifiers, marked for the catalog (the glossary's terms).
NAMES: tuple[str, ...] = (
    N_("Dragon"),
    N_("Wizard"),
    N_("Bandit"),
    N_("Treasure"),
    N_("Knight"),
    N_("Princess"),
    N_("Column"),
    N_("Task"),
    N_("Quest"),
    N_("Coins"),
    N_("Pass"),
    N_("Kratos"),
    N_("Don Quixote"),
    N_("Friar Tuck"),
    N_("Esmeralda"),
    N_("Archchancellor"),
    N_("Rapunzel"),
    N_("Mimic"),
    N_("Robin Hood"),
    N_("Toothy"),
    N_("Legend Creator"),
    N_("Royal Bard"),
    N_("Tavern Star"),
    N_("Nightingale"),
    N_("Novice Singer"),
    N_("Peacock"),
)


# Identifiers shown in other words: the rulebook's "the 5-point road sign" ("Road sign 3: 3" in the
# VP breakdown read as a sign numbered 3, pt14); a bare "Column" row read as a column, not its bonus (pt48).
_SHOWN = {
    "Road sign 5": N_("5-point road sign"),
    "Road sign 3": N_("3-point road sign"),
    "Column": N_("Column bonus"),
}


def name(identifier: str) -> str:
    """A character, hero, VP source or solo title in the current language."""
    if identifier in _SHOWN:
        return _(_SHOWN[identifier])
    return _(identifier) if identifier in NAMES else identifier


def most(character: str) -> str:
    """ "most Dragons": who scores a road sign."""
    return _(_MOST[character]) if character in _MOST else character


# "most {c}s", per character: a plural noun agrees differently in each language.
_MOST = {
    "Dragon": N_("most Dragons"),
    "Wizard": N_("most Wizards"),
    "Bandit": N_("most Bandits"),
    "Treasure": N_("most Treasures"),
    "Knight": N_("most Knights"),
    "Princess": N_("most Princesses"),
}


def _coins(n: str) -> str:
    return ngettext("{n} coin", "{n} coins", int(n)).format(n=n)


def _sets(hero: str) -> Callable[[str], str]:
    return lambda n: ngettext("{hero}: {n} set", "{hero}: {n} sets", int(n)).format(hero=_(hero), n=n)


# The notes the scoring writes (English, stored in the log), each with its translation.
_NOTES: tuple[tuple[re.Pattern[str], Callable[..., str]], ...] = (
    (re.compile(r"column (\d+), space (\d+)"), lambda c, s: _("column {c}, space {s}").format(c=c, s=s)),
    (re.compile(r"column (\d+) filled"), lambda c: _("column {c} filled").format(c=c)),
    (re.compile(r"Don Quixote: (\d+) set\(s\)"), _sets(N_("Don Quixote"))),
    (re.compile(r"Mimic: (\d+) set\(s\)"), _sets(N_("Mimic"))),
    (
        re.compile(r"Archchancellor: (\d+) coin\(s\)"),
        lambda n: _("{hero}: {coins}").format(hero=_("Archchancellor"), coins=_coins(n)),
    ),
    (
        re.compile(r"Rapunzel: (\d+) Treasure/Bandit"),
        lambda n: _("Rapunzel: {n} Treasure/Bandit").format(n=n),
    ),
    (
        re.compile(r"Robin Hood: (\d+) Treasure\(s\)"),
        lambda n: ngettext("Robin Hood: {n} Treasure", "Robin Hood: {n} Treasures", int(n)).format(n=n),
    ),
    (re.compile(r"Toothy: space (\d+)"), lambda s: _("Toothy: space {s}").format(s=s)),
    (re.compile(r"most (\w+?)s \((\d+)\)"), lambda c, n: f"{most(c)} ({n})"),
    (re.compile(r"(\d+) coin\(s\)"), _coins),
    (re.compile(r"double"), lambda: _("double")),
    (re.compile(r"end of turn"), lambda: _("end of turn")),
    (re.compile(r"full"), lambda: _("full")),
    (re.compile(r"partial"), lambda: _("partial")),
)


def note(text: str) -> str:
    """A stored note of where VP came from, in the current language (a task's own name stays)."""
    for pattern, say in _NOTES:
        m = pattern.fullmatch(text)
        if m:
            return say(*m.groups())
    return text


def quest(result: str | None) -> str | None:
    """A quest's result ("full", "partial") in the current language."""
    return note(result) if result else result


def coin_rule() -> str:
    """Where the 5 setup coins go, as the rulebook says it: "2 in column 1 and 1 in each other column"."""
    first, other = BOARD_COINS_BY_COLUMN[:2]
    return _("{first} in column 1 and {other} in each other column").format(first=first, other=other)


def coin_layout(wrong: list[tuple[int, int]]) -> str:
    """A refused coin layout: the rule, then how many coins each wrong column holds now (no field names, pt43)."""
    now = ", ".join(_("column {c}: {n}").format(c=c, n=n) for c, n in wrong)
    return _("Coins on your board: {rule} (now {wrong})").format(rule=coin_rule(), wrong=now)

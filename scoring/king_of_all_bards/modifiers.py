"""Performance arithmetic: the modifier breakdown of a Song, its total, outcome and chance."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from companion.i18n import _
from scoring.king_of_all_bards.data import (
    BARD_BY_ID,
    DIE_SIDES,
    EPIC_FAIL_ROLL,
    GENRE_NAMES,
    MOOD_NAMES,
    PUB_BY_NUMBER,
    SQUARE,
    SUCCESS_TARGET,
)


@dataclass(frozen=True)
class SongContext:
    """Everything that changes a Song's roll: who sings what, where, and what is in play."""

    bard: str  # a Bard id
    genre: str
    mood: str
    location: int  # 0 = Town Square, 1-6 = Pubs
    own_fans: int  # Fans of the singer's colour at the location
    all_fans: int = 0  # Fans of every colour there (for Another Round)
    concentration: tuple[int, ...] = ()  # +1 / -1 per Concentration on this Bard
    hidden_gem: bool = False
    another_round: bool = False
    havoc: int = 0  # Sing Havoc! of other Bards in the same Pub
    tokens: int = 0  # Eggs (+1) and Tomatoes (-1) played on this roll
    extra: tuple[tuple[str, int], ...] = field(default=())


@dataclass(frozen=True)
class Modifier:
    """One line of the breakdown: "+1 Bard specialization (Love)"."""

    label: str
    value: int

    def as_list(self) -> list:
        """JSON-ready `[label, value]`."""
        return [self.label, self.value]


def modifiers(ctx: SongContext) -> list[Modifier]:
    """The modifiers that apply to this Song, in the rulebook's order (zero lines left out)."""
    out: list[Modifier] = []
    bard = BARD_BY_ID[ctx.bard]
    if bard.genre == ctx.genre:
        out.append(Modifier(_("Bard specialization ({genre})").format(genre=_(GENRE_NAMES[ctx.genre])), 1))
    if ctx.location != SQUARE:
        spec = PUB_BY_NUMBER[ctx.location].specialization
        if spec in (ctx.genre, ctx.mood):
            name = _(GENRE_NAMES.get(spec) or MOOD_NAMES[spec])
            out.append(Modifier(_("Pub specialization ({name})").format(name=name), 1))
    if ctx.another_round and ctx.all_fans:
        out.append(Modifier(_("Fans here, all count (Another Round): {n}").format(n=ctx.all_fans), ctx.all_fans))
    elif ctx.own_fans:
        out.append(Modifier(_("Your Fans here: {n}").format(n=ctx.own_fans), ctx.own_fans))
    for delta in ctx.concentration:
        out.append(Modifier(_("Concentration"), delta))
    if ctx.hidden_gem and ctx.own_fans == 0:
        out.append(Modifier(_("{trick} (no Fans of yours here)").format(trick=_("Hidden Gem")), 2))
    if ctx.havoc:
        out.append(Modifier(_("Sing Havoc!"), -ctx.havoc))
    if ctx.tokens:
        out.append(Modifier(_("Egg / Tomato tokens"), ctx.tokens))
    out.extend(Modifier(label, v) for label, v in ctx.extra)
    return out


def total_modifier(mods: list[Modifier]) -> int:
    """The sum of a breakdown."""
    return sum(m.value for m in mods)


def song_total(roll: int, modifier: int) -> int:
    """Die + modifiers (an Epic Fail keeps only the die: its modifiers are not added)."""
    return roll if roll == EPIC_FAIL_ROLL else roll + modifier


def song_outcome(roll: int, modifier: int) -> str:
    """ "epic_fail" on a natural 1, else "success" at 5 or more, else "fail"."""
    if roll == EPIC_FAIL_ROLL:
        return "epic_fail"
    return "success" if roll + modifier >= SUCCESS_TARGET else "fail"


def chance_of_success(modifier: int) -> Fraction:
    """The chance a d6 succeeds with this modifier (a 1 always fails)."""
    good = sum(1 for face in range(2, DIE_SIDES + 1) if face + modifier >= SUCCESS_TARGET)
    return Fraction(good, DIE_SIDES)


def percent(p: Fraction) -> int:
    """A chance as a whole percentage, rounded half up (5/6 -> 83)."""
    return int(p * 100 + Fraction(1, 2))

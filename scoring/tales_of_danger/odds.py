"""Exact odds over the rulebook's card distributions (hypergeometric, as fractions).

The unknown cards (deck and hidden hands) are equally likely to be drawn next, so the
population is the 102 cards minus those already seen at the table and entered in the app.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from math import comb

from scoring.tales_of_danger.data import (
    CANCELS,
    COST_CARDS,
    DIFFICULTY_DISTRIBUTION,
    FORAGE_FLIP,
    LABELS,
    PEOPLE_DISTRIBUTION,
)


def hypergeometric(total: int, successes: int, draws: int, k: int) -> Fraction:
    """P(exactly k successes) drawing `draws` cards without replacement from `total`."""
    if not 0 <= successes <= total or not 0 <= draws <= total:
        raise ValueError("need 0 <= successes <= total and 0 <= draws <= total")
    return Fraction(comb(successes, k) * comb(total - successes, draws - k), comb(total, draws))


def at_least_one(total: int, successes: int, draws: int) -> Fraction:
    """P(at least one success) in `draws` cards without replacement (0 when nothing is drawn)."""
    draws = min(draws, total)
    return 1 - hypergeometric(total, successes, draws, 0)


def remaining_costs(seen: Iterable[str] = ()) -> dict[str, int]:
    """Cost cards of each kind not yet seen (never below zero: a reshuffle may bring them back)."""
    left = {c.key: c.count for c in COST_CARDS}
    for key in seen:
        if key not in left:
            raise ValueError(f"no Segment Cost card {key!r}")
        left[key] = max(0, left[key] - 1)
    return left


def remaining_difficulties(seen: Iterable[int] = ()) -> dict[int, int]:
    """Cards of each ship number not yet seen as Segment Difficulty cards."""
    left = dict(DIFFICULTY_DISTRIBUTION)
    for d in seen:
        if d not in left:
            raise ValueError(f"no Segment Difficulty {d!r}")
        left[d] = max(0, left[d] - 1)
    return left


def label_counts(remaining: Mapping[str, int]) -> dict[str, int]:
    """Unseen Cost cards per label (Bad Luck, Rough Seas, Illness, Great Fishing!)."""
    out = dict.fromkeys(LABELS, 0)
    for c in COST_CARDS:
        if c.label:
            out[c.label] += remaining[c.key]
    return out


def label_odds(remaining: Mapping[str, int], draws: int) -> dict[str, Fraction]:
    """For each label: the chance that `draws` Cost cards hold at least one card with it."""
    total = sum(remaining.values())
    return {label: at_least_one(total, n, draws) for label, n in label_counts(remaining).items()}


def _share(n: int, total: int) -> Fraction:
    """n / total, and 0 when no card is unknown (more Cost cards entered than the deck holds)."""
    return Fraction(n, total) if total else Fraction(0)


def expected_labels(remaining: Mapping[str, int], draws: int) -> dict[str, Fraction]:
    """For each label: the expected number of cards with it among `draws` cards."""
    total = sum(remaining.values())
    return {label: _share(draws * n, total) for label, n in label_counts(remaining).items()}


def expected_need(remaining: Mapping[str, int], draws: int) -> tuple[Fraction, Fraction]:
    """Expected Crew and Supplies on `draws` Cost cards (before any cancel)."""
    total = sum(remaining.values())
    crew = sum(_share(draws * c.crew * remaining[c.key], total) for c in COST_CARDS)
    supplies = sum(_share(draws * c.supplies * remaining[c.key], total) for c in COST_CARDS)
    return crew, supplies


def difficulty_odds(remaining: Mapping[int, int]) -> dict[int, Fraction]:
    """The chance that the deck's top card, drawn as a Segment Difficulty, shows each rating."""
    total = sum(remaining.values())
    return {d: _share(n, total) for d, n in remaining.items()}


def forage_cancel_odds(flip: int = FORAGE_FLIP) -> dict[str, Fraction]:
    """Chance that a Forage flip shows at least one Priest, Doctor, Merchant (whole deck of 102)."""
    total = sum(PEOPLE_DISTRIBUTION.values())
    return {p: at_least_one(total, PEOPLE_DISTRIBUTION[p], flip) for p in CANCELS}


def forage_odds(remaining: Mapping[str, int], flip: int = FORAGE_FLIP) -> dict[str, dict[str, Fraction]]:
    """A Forage flip of four: per label, P(at least one) and the expected number of cards."""
    ones, mean = label_odds(remaining, flip), expected_labels(remaining, flip)
    return {label: {"at_least_one": ones[label], "expected": mean[label]} for label in LABELS}

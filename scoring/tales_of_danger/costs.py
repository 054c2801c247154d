"""The cost checker: does a set of discards pay a Segment's Cost cards, and what is missing?

Priest, Doctor and Merchant each cancel *every* Cost card with their label; Great Fishing!
adds no cost and one bonus card each; Crew and Supplies are separate, and surplus is wasted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import CANCELS, COST_BY_KEY, CostCard


def crew_supplies(n_crew: int, n_supplies: int) -> str:
    """ "2 Crew and 1 Supply" (or "nothing"), in the current language."""
    crew = ngettext("{n} Crew", "{n} Crew", n_crew).format(n=n_crew) if n_crew else ""
    supplies = ngettext("{n} Supply", "{n} Supplies", n_supplies).format(n=n_supplies) if n_supplies else ""
    if crew and supplies:
        return _("{crew} and {supplies}").format(crew=crew, supplies=supplies)
    return crew or supplies or _("nothing")


def cost_card(key: str) -> CostCard:
    """The Cost card kind with this key, or `ValueError` naming it."""
    try:
        return COST_BY_KEY[key]
    except KeyError:
        known = ", ".join(COST_BY_KEY)
        raise ValueError(_("no Segment Cost card {key}; known: {known}").format(key=repr(key), known=known)) from None


def segment_need(costs: Sequence[str], cancels: Iterable[str] = ()) -> tuple[int, int]:
    """The Crew and Supplies a Segment asks for, after the given cancels."""
    labels = {CANCELS[c] for c in cancels}
    cards = [cost_card(k) for k in costs]
    live = [c for c in cards if c.label not in labels]
    return sum(c.crew for c in live), sum(c.supplies for c in live)


def cancel_savings(costs: Sequence[str]) -> dict[str, tuple[int, int]]:
    """What each cancel (Priest, Doctor, Merchant) would take off this Segment: (Crew, Supplies)."""
    out = {}
    for person, label in CANCELS.items():
        cards = [cost_card(k) for k in costs if cost_card(k).label == label]
        out[person] = (sum(c.crew for c in cards), sum(c.supplies for c in cards))
    return out


def bonus_cards(costs: Sequence[str]) -> int:
    """Bonus cards gained on completing the Segment: one per Great Fishing! card."""
    return sum(cost_card(k).bonus for k in costs)


@dataclass(frozen=True)
class Payment:
    """The cost checker's verdict on one payment."""

    pays: bool
    need_crew: int
    need_supplies: int
    missing_crew: int
    missing_supplies: int
    wasted_crew: int
    wasted_supplies: int
    cancelled: tuple[str, ...]  # the Cost cards (keys) a cancel took off
    useless_cancels: tuple[str, ...]  # cancels discarded that matched no Cost card
    bonus: int

    @property
    def message(self) -> str:
        """One sentence for the player: pays (and what is wasted) or what is missing."""
        if not self.pays:
            missing = crew_supplies(self.missing_crew, self.missing_supplies)
            return _("Does not pay: missing {missing}.").format(missing=missing)
        out = [_("Pays.")]
        if self.wasted_crew or self.wasted_supplies:
            out.append(_("Wasted: {what}.").format(what=crew_supplies(self.wasted_crew, self.wasted_supplies)))
        if self.useless_cancels:
            who = ", ".join(_(c) for c in self.useless_cancels)
            out.append(_("{who} cancels nothing here.").format(who=who))
        if self.bonus:
            n = self.bonus
            out.append(
                ngettext("Take {n} bonus card (Great Fishing!).", "Take {n} bonus cards (Great Fishing!).", n).format(
                    n=n
                )
            )
        return " ".join(out)

    def as_dict(self) -> dict:
        """The JSON-ready form."""
        return {
            "pays": self.pays,
            "need_crew": self.need_crew,
            "need_supplies": self.need_supplies,
            "missing_crew": self.missing_crew,
            "missing_supplies": self.missing_supplies,
            "wasted_crew": self.wasted_crew,
            "wasted_supplies": self.wasted_supplies,
            "cancelled": list(self.cancelled),
            "useless_cancels": list(self.useless_cancels),
            "bonus": self.bonus,
            "message": self.message,
        }


def check_payment(costs: Sequence[str], crew: int, supplies: int, cancels: Iterable[str] = ()) -> Payment:
    """Check discards (their Crew, Supplies and cancel People) against a Segment's Cost cards."""
    if crew < 0 or supplies < 0:
        raise ValueError(_("Crew and Supplies paid cannot be negative"))
    # One Priest cancels every Bad Luck card; a second Priest adds nothing.
    cancels = tuple(dict.fromkeys(cancels))
    for c in cancels:
        if c not in CANCELS:
            raise ValueError(
                _("{who} cancels nothing; the cancels are {known}").format(who=repr(c), known=", ".join(CANCELS))
            )
    labels = {CANCELS[c] for c in cancels}
    cards = [cost_card(k) for k in costs]
    cancelled = tuple(c.key for c in cards if c.label in labels and (c.crew or c.supplies))
    present = {c.label for c in cards}
    useless = tuple(c for c in cancels if CANCELS[c] not in present)
    need_crew, need_supplies = segment_need(costs, cancels)
    missing_crew, missing_supplies = max(0, need_crew - crew), max(0, need_supplies - supplies)
    return Payment(
        pays=not missing_crew and not missing_supplies,
        need_crew=need_crew,
        need_supplies=need_supplies,
        missing_crew=missing_crew,
        missing_supplies=missing_supplies,
        wasted_crew=max(0, crew - need_crew),
        wasted_supplies=max(0, supplies - need_supplies),
        cancelled=cancelled,
        useless_cancels=useless,
        bonus=bonus_cards(costs),
    )

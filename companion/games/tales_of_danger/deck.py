"""Tales of Danger: the app's draws from the deck (Segment Cost cards, the Forage flip), beside the entered ones.

RULINGS.md: every draw can be made by the app or entered from the real deck. The app draws from
what it knows of the deck: the 102 cards' Segment Cost sections less those seen at the table
(the same cards its odds count), with the table's random source (`secrets` in play, seeded in
tests). A Forage made by the app is two steps: `forage_flip` lays out four cards on every phone,
then `forage` picks the one added as a Segment Cost card; the other three are the rest of the flip.
"""

from __future__ import annotations

import random
from typing import Any

from companion.errors import ActionError
from companion.games.base import State
from companion.games.tales_of_danger.checks import cost_list, name
from companion.i18n import _, ngettext
from companion.rng import RandomSource
from scoring.tales_of_danger.data import COST_CARDS, FORAGE_FLIP
from scoring.tales_of_danger.odds import remaining_costs


def deck_order(state: State, deck: list[str]) -> list[str]:
    """The unseen cards in the order the app's deck holds them now: one order per state of the table.

    Seeded by the table's `deck_seed` (drawn at setup, never shown to a phone) and what has been seen
    since the last reshuffle: an undone app draw leaves the state as it was, so the next draw takes the
    same cards first, as a real deck would (pt14: undo and "Draw for me" again gave other cards).
    """
    key = "|".join([str(state["deck_seed"]), str(state.get("reshuffles")), ",".join(state["seen"])])
    order = list(deck)
    random.Random(key).shuffle(order)  # the seed is the secret; this only orders the deck
    return order


def draw_costs(state: State, rng: RandomSource, n: int) -> list[str]:
    """`n` Segment Cost cards drawn at random from the cards not yet seen, or a 409 when the deck has fewer."""
    left = remaining_costs(state["seen"])
    # In the rulebook's order, so that one seed always gives the same cards.
    deck = [c.key for c in COST_CARDS for _ in range(left[c.key])]
    if len(deck) < n:
        text = ngettext(
            "the deck has {left} Segment Cost card the app has not seen, not {n}: "
            "shuffle the discards into the deck ('Deck reshuffled') or enter the cards you drew",
            "the deck has {left} Segment Cost cards the app has not seen, not {n}: "
            "shuffle the discards into the deck ('Deck reshuffled') or enter the cards you drew",
            len(deck),
        )
        raise ActionError("deck_empty", text.format(left=len(deck), n=n), status=409)
    if state.get("deck_seed") is None:  # a table opened before the deck kept its order: drawn afresh
        return rng.sample(deck, n)
    return deck_order(state, deck)[:n]


def flipped(state: State, seat: int) -> list[str] | None:
    """The four cards the app flipped for this seat's Forage, still to be picked from (None: no flip)."""
    return state["players"][seat].get("flip")


def need_no_flip(state: State, seat: int) -> None:
    """Refuse any other move while the app's Forage flip waits for its pick."""
    if flipped(state, seat) is not None:
        text = _("{who} flipped {n} cards to Forage: tap the one added as a Segment Cost card")
        raise ActionError("flip_open", text.format(who=name(state, seat), n=FORAGE_FLIP), status=409)


def picked_from_flip(state: State, seat: int, cost: str, a: dict[str, Any]) -> list[str]:
    """The other three of the app's flip once `cost` is taken from it (checked against any `others` sent)."""
    flip = list(flipped(state, seat) or [])
    if cost not in flip:
        text = _("'cost' must be one of the {n} cards the app flipped: {cards}")
        raise ActionError("bad_field", text.format(n=FORAGE_FLIP, cards=", ".join(flip)))
    flip.remove(cost)
    if "others" in a and sorted(cost_list(a, "others", 0, FORAGE_FLIP - 1)) != sorted(flip):
        text = _("'others' are the rest of the app's flip: {cards}; leave them out")
        raise ActionError("bad_field", text.format(cards=", ".join(flip)))
    return flip

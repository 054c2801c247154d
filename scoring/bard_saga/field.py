"""Bard Saga: the 3x3 Field, each deck's top card and its Scroll requirement."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from scoring.bard_saga.data import CENTRE_DECK, CENTRE_STORIES, SCROLL_COLOURS, STORY_COLOURS, WHITE

# -- the Field -------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def touching(deck: int, diagonal: bool = False) -> tuple[int, ...]:
    """The decks touching `deck` in the 3x3 Field (orthogonal; with `diagonal`, also corners)."""
    if not 0 <= deck <= 8:
        raise ValueError(f"the Field has decks 0 to 8, not {deck}")
    row, col = divmod(deck, 3)
    out = []
    for r in range(3):
        for c in range(3):
            dr, dc = abs(r - row), abs(c - col)
            if (dr, dc) != (0, 0) and dr <= 1 and dc <= 1 and (diagonal or dr + dc == 1):
                out.append(r * 3 + c)
    return tuple(out)


def new_field() -> list[dict[str, Any]]:
    """The Field at setup: eight Legend decks under one Story each, the centre of three Stories.

    A deck is `{"stories": n, "top": colour or None, "legend": bool}`; `top` is the colour of
    its top Story card (None until the table says it), meaningful only while `stories` > 0.
    """
    return [
        {
            "stories": CENTRE_STORIES if i == CENTRE_DECK else 1,
            "top": None,
            "legend": i != CENTRE_DECK,
        }
        for i in range(9)
    ]


def top_card(deck: Mapping[str, Any]) -> str | None:
    """The top of a deck: a Story's colour, "?" (not yet told), "Legend", or None (empty)."""
    if deck["stories"] > 0:
        return deck["top"] or "?"
    return "Legend" if deck["legend"] else None


def card_colour(top: str | None, white: str | None) -> str | None:
    """The colour a top card counts as: white cards and Legends take the declared colour."""
    if top in (WHITE, "Legend"):
        return white or WHITE
    return top


def scroll_requirement(own: str, touching_colours: Iterable[str], white: str) -> dict[str, int]:
    """Scrolls needed to Collect (or Search) a card: its own colour plus each touching card's.

    `own` and `touching_colours` are card colours (White, or "Legend" for a Legend's white back);
    white counts as `white`, the colour declared for the round.
    """
    need = dict.fromkeys(SCROLL_COLOURS, 0)
    for c in (own, *touching_colours):
        c = card_colour(c, white)
        if c not in need:
            raise ValueError(f"{c!r} is not a Scroll colour (declare the colour of white cards)")
        need[c] += 1
    return {c: n for c, n in need.items() if n}


def deck_requirement(
    field: Sequence[Mapping[str, Any]], deck: int, white: str | None, diagonal: bool = False
) -> dict[str, Any] | None:
    """The Scroll requirement of a deck in the Field, or None when the deck is empty.

    Returns `{"scrolls": {colour: n}, "unknown": [decks whose top colour is not known]}`; while
    `unknown` is not empty (or white is not declared) the requirement is incomplete.
    """
    own = top_card(field[deck])
    if own is None:
        return None
    unknown = [deck] if own == "?" else []
    colours = [] if own == "?" else [own]
    for t in touching(deck, diagonal):
        c = top_card(field[t])
        if c == "?":
            unknown.append(t)
        elif c is not None:
            colours.append(c)
    # Before white is declared, white cards are counted under "White".
    scrolls = dict.fromkeys(STORY_COLOURS, 0)
    for c in colours:
        scrolls[card_colour(c, white)] += 1
    return {"scrolls": {c: n for c, n in scrolls.items() if n}, "unknown": sorted(unknown)}


def missing_scrolls(have: Mapping[str, int], need: Mapping[str, int]) -> dict[str, int]:
    """The Scrolls a player lacks to pay `need` (empty when they can pay)."""
    return {c: n - have.get(c, 0) for c, n in need.items() if n > have.get(c, 0)}

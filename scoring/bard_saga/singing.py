"""Bard Saga: Singing Victory (the order, Scrolls drawn for Stories, Legend VP, the Scroll limit)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from scoring.bard_saga.data import LEGEND_ART_VP, LEGEND_COLOUR_VP, SCROLL_COLOURS, SCROLL_LIMIT
from scoring.bard_saga.field import card_colour

# -- Singing Victory ------------------------------------------------------------------------


def singing_order(first_to_pass: int, players: int) -> list[int]:
    """Seats in Singing Victory order: the first to pass, then clockwise (house ruling)."""
    return [(first_to_pass + i) % players for i in range(players)]


def draw_scroll(inn: Mapping[str, int], pick: Callable[[int], int]) -> str | None:
    """Draw one random Scroll from the Inn's real contents (None when the Inn is empty).

    `pick(n)` returns an index in [0, n): each remaining Scroll card is equally likely.
    """
    total = sum(inn.values())
    if total == 0:
        return None
    i = pick(total)
    for c in SCROLL_COLOURS:
        if i < inn.get(c, 0):
            return c
        i -= inn.get(c, 0)
    raise ValueError("pick(n) must return an index below n")


class BadDraw(ValueError):
    """Scrolls entered from the real Inn that it could not have given (the message says why).

    `why` ("count", "colour" or "empty") and `values` let the companion say it in the reader's language.
    """

    def __init__(self, message: str, why: str, *values: object):
        super().__init__(message)
        self.why, self.values = why, values


def take_entered(inn: dict[str, int], entered: Sequence[object], count: int) -> list[str]:
    """The Scrolls a real draw of `count` gave, taken out of `inn` (changed in place), or `BadDraw`.

    A draw from an Inn with fewer cards than `count` gives what is left: the entry then lists
    that many. Each colour must still be in the Inn when it is drawn.
    """
    count = min(count, sum(inn.values()))
    if len(entered) != count:
        raise BadDraw(f"the draw gives {plural_scrolls(count)}, not {len(entered)}", "count", count, len(entered))
    out = []
    for c in entered:
        if c not in SCROLL_COLOURS:
            raise BadDraw(f"{str(c)[:20]!r} is not a Scroll colour ({', '.join(SCROLL_COLOURS)})", "colour", c)
        if inn.get(c, 0) <= 0:
            raise BadDraw(f"the Inn has no {c} Scroll left", "empty", c)
        inn[c] -= 1
        out.append(c)
    return out


def take_random(inn: dict[str, int], count: int, pick: Callable[[int], int]) -> list[str]:
    """`count` Scrolls drawn at random, taken out of `inn` (fewer when it runs out)."""
    out = []
    for _ in range(count):
        c = draw_scroll(inn, pick)
        if c is None:
            break
        inn[c] -= 1
        out.append(c)
    return out


def plural_scrolls(n: int) -> str:
    """ "1 Scroll", "2 Scrolls"."""
    return f"{n} Scroll" + ("" if n == 1 else "s")


def counts(colours: Sequence[str]) -> dict[str, int]:
    """Scroll colours as counts: ["Red", "Red", "Blue"] -> {"Red": 2, "Blue": 1}."""
    out: dict[str, int] = {}
    for c in colours:
        out[c] = out.get(c, 0) + 1
    return out


def unpaid(
    played: Sequence[Mapping[str, Any]], white: str, gains: Mapping[str, int], drawn: Sequence[str]
) -> dict[str, int]:
    """The Scrolls a player's Stories were owed but the Inn had run out of (no compensation).

    By colour for the face-up Stories; "random" for face-down ones left without a draw (an empty Inn).
    """
    owed = dict.fromkeys(SCROLL_COLOURS, 0)
    for story in played:
        if not story.get("face_down"):
            owed[card_colour(story["color"], white)] += 1
    short = {c: owed[c] - (gains.get(c, 0) - list(drawn).count(c)) for c in SCROLL_COLOURS}
    short["random"] = face_down(played) - len(drawn)
    return {c: n for c, n in short.items() if n > 0}


def face_down(played: Sequence[Mapping[str, Any]]) -> int:
    """How many of a player's played Stories are face down (each draws a random Scroll)."""
    return sum(bool(story.get("face_down")) for story in played)


def story_scrolls(
    played: Sequence[Mapping[str, Any]],
    white: str,
    inn: dict[str, int],
    pick: Callable[[int], int],
    entered: Sequence[object] | None = None,
) -> tuple[dict[str, int], list[str]]:
    """One player's Scrolls for their played Stories, taken out of `inn` (changed in place).

    Each face-up Story gives a Scroll of its colour (white: the declared colour) while the Inn
    has one; then each face-down Story gives a random Scroll from what is left: drawn with
    `pick`, or the colours `entered` from the real Inn (checked by `take_entered`). Returns the
    Scrolls gained by colour and the colours drawn at random, in order.
    """
    gained = dict.fromkeys(SCROLL_COLOURS, 0)
    for story in played:
        if not story.get("face_down"):
            c = card_colour(story["color"], white)
            if inn.get(c, 0) > 0:  # no compensation when a colour has run out
                inn[c] -= 1
                gained[c] += 1
    downs = face_down(played)
    drawn = take_random(inn, downs, pick) if entered is None else take_entered(inn, entered, downs)
    for c in drawn:
        gained[c] += 1
    return {c: n for c, n in gained.items() if n}, drawn


def legend_vp(played: Sequence[Mapping[str, Any]], legend: Mapping[str, Any] | None, white: str) -> int:
    """VP from the top Legend: +1 per face-up Story of its colour, +1 per Story with its art.

    Colours compare as counted this round (white as the declared colour). Face-down Stories
    show neither colour nor art, so they score nothing here (house ruling).
    """
    if not legend:
        return 0
    colour = card_colour(legend.get("color"), white)
    art = (legend.get("art") or "").strip().casefold()
    vp = 0
    for story in played:
        if story.get("face_down"):
            continue
        if colour and card_colour(story["color"], white) == colour:
            vp += LEGEND_COLOUR_VP
        if art and (story.get("art") or "").strip().casefold() == art:
            vp += LEGEND_ART_VP
    return vp


def scrolls_over_limit(scrolls: Mapping[str, int]) -> int:
    """How many Scrolls a player must give back to get down to the limit of ten."""
    return max(0, sum(scrolls.values()) - SCROLL_LIMIT)

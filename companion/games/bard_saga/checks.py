"""Bard Saga: the readers and checks its actions share (phase, turn, deck, Scrolls)."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import State, int_field
from scoring import bard_saga as bs

MAX_ART = 24


def seat_name(state: State, seat: int) -> str:
    """A seat's name."""
    return state["names"][seat]


def need_phase(state: State, *phases: str, doing: str) -> None:
    """Refuse outside these phases, saying what the table waits for."""
    if state["phase"] not in phases:
        now = {
            "setup": "the game is being set up",
            "seeking": "it is the Seeking Story phase",
            "singing": "everyone has passed: it is time to sing (Singing Victory)",
            "returning": "players over ten Scrolls must give some back first",
            "declaring": "the Starting Player must declare the colour of white cards first",
        }[state["phase"]]
        raise ActionError("wrong_phase", f"cannot {doing} now: {now}")


def deck_field(action: dict[str, Any]) -> int:
    """The deck an action names (0-8, row by row)."""
    return int_field(action, "deck", 0, 8)


def art_field(action: dict[str, Any]) -> str:
    """A Story card's art name, tidied (may be empty)."""
    art = action.get("art", "")
    if art is None:
        art = ""
    if not isinstance(art, str) or len(art.strip()) > MAX_ART:
        raise ActionError("bad_field", f"'art' must be a short name (up to {MAX_ART} characters)")
    return " ".join(art.split())


def scroll_counts(action: dict[str, Any], field: str, signed: bool) -> dict[str, int]:
    """Scroll counts by colour from an action (signed: adjustments may be negative)."""
    raw = action.get(field, {})
    if not isinstance(raw, dict):
        raise ActionError("bad_field", f"'{field}' must be an object like {{\"Red\": 1}}")
    out = {}
    for c, n in raw.items():
        if c not in bs.SCROLL_COLOURS:
            raise ActionError(
                "bad_field", f"'{field}': {str(c)[:20]!r} is not a Scroll colour ({', '.join(bs.SCROLL_COLOURS)})"
            )
        lo = -bs.SCROLLS_PER_COLOUR if signed else 0
        if isinstance(n, bool) or not isinstance(n, int) or not lo <= n <= bs.SCROLLS_PER_COLOUR:
            raise ActionError("bad_field", f"'{field}': {c} must be a whole number from {lo} to 10")
        if n:
            out[c] = n
    return out


def counts_text(counts: dict[str, int]) -> str:
    """ "2 Red, 1 Blue" (or "nothing")."""
    return ", ".join(f"{n} {c}" for c, n in counts.items()) or "nothing"


def on_turn(state: State, action: dict[str, Any], seat: int | None, doing: str) -> int:
    """The seat whose turn it is, checked; the host without 'by' acts for that seat."""
    need_phase(state, "seeking", doing=doing)
    if seat is None:
        seat = state["turn"]
    if seat != state["turn"]:
        raise ActionError(
            "not_your_turn", f"it is {seat_name(state, state['turn'])}'s turn, not {seat_name(state, seat)}'s"
        )
    return seat


def requirement(state: State, deck: int, what: str) -> dict[str, int]:
    """The Scrolls a deck asks for now, or an error naming what is not known yet."""
    req = bs.deck_requirement(state["field"], deck, state["white"], state["diagonal"])
    if req is None:
        raise ActionError("empty_deck", f"the {bs.DECK_NAMES[deck]} deck is empty")
    if req["unknown"]:
        names = ", ".join(bs.DECK_NAMES[d] for d in req["unknown"])
        raise ActionError("unknown_colour", f"to {what}, first tell the top colour of: {names}")
    return req["scrolls"]


def need_scrolls(state: State, seat: int, need: dict[str, int], what: str) -> None:
    """Refuse unless `seat` holds the Scrolls `need` asks for."""
    short = bs.missing_scrolls(state["scrolls"][seat], need)
    if short:
        scrolls = "Scroll" if sum(short.values()) == 1 else "Scrolls"
        raise ActionError(
            "not_enough_scrolls",
            f"{seat_name(state, seat)} needs {counts_text(short)} more {scrolls} to {what}",
        )

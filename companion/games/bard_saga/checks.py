"""Bard Saga: the readers and checks its actions share (phase, turn, deck, Scrolls)."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import State, int_field
from companion.i18n import N_, _, ngettext
from scoring import bard_saga as bs

MAX_ART = 24
# What the table waits for in each phase, for "cannot ... now: ..."
PHASE_NOW = {
    "setup": N_("the game is being set up"),
    "seeking": N_("it is the Seeking Story phase"),
    "singing": N_("everyone has passed: it is time to sing (Singing Victory)"),
    "returning": N_("players over ten Scrolls must give some back first"),
    "declaring": N_("the Starting Player must declare the colour of white cards first"),
}

EFFECT_PHASES = ("setup", "seeking", "singing", "declaring")
"""When a Story card's effect (or a correction of one) may change the table: not while players over
ten Scrolls give some back (the Singing Victory phase is resolving), nor once the game is over."""


def colour(name: str) -> str:
    """A colour's name in the reader's language ("Red" -> "Rot")."""
    return _(name)


def colours(names: list[str]) -> str:
    """Colours in a row: "Red, Blue" (empty for none)."""
    return ", ".join(colour(c) for c in names)


def deck_name(deck: int) -> str:
    """How the reader names a deck of the Field ("top-left")."""
    return _(bs.DECK_NAMES[deck])


def vp(n: int, sign: bool = False) -> str:
    """ "3 VP" ("+3 VP" with `sign`)."""
    return _("{n} VP").format(n=f"{n:+d}" if sign else n)


def seat_name(state: State, seat: int) -> str:
    """A seat's name."""
    return state["names"][seat]


def need_phase(state: State, *phases: str, doing: str) -> None:
    """Refuse outside these phases, saying what the table waits for."""
    if state["phase"] not in phases:
        now = _(PHASE_NOW[state["phase"]])
        raise ActionError("wrong_phase", _("cannot {doing} now: {now}").format(doing=doing, now=now))


def deck_field(action: dict[str, Any]) -> int:
    """The deck an action names (0-8, row by row)."""
    return int_field(action, "deck", 0, 8)


def same_art(state: State, action: dict[str, Any]) -> list[list[int]]:
    """The played Stories (`[seat, index]` pairs) a searched Legend's art matches: face up, this round."""
    pairs = action.get("stories") or []
    bad = ActionError("bad_field", _("'stories' must list played Stories as [seat, index] pairs"))
    if not isinstance(pairs, list) or len(pairs) > 64:
        raise bad
    out: list[list[int]] = []
    for p in pairs:
        if not (isinstance(p, list) and len(p) == 2 and all(type(x) is int for x in p)):
            raise bad
        seat, i = p
        if not (0 <= seat < len(state["played"]) and 0 <= i < len(state["played"][seat])):
            raise bad
        if state["played"][seat][i]["face_down"]:
            raise ActionError("face_down", _("a face-down Story shows no art"))
        if p not in out:
            out.append(p)
    return out


def art_field(action: dict[str, Any]) -> str:
    """A Story card's art name, tidied (may be empty)."""
    art = action.get("art", "")
    if art is None:
        art = ""
    if not isinstance(art, str) or len(art.strip()) > MAX_ART:
        raise ActionError("bad_field", _("'art' must be a short name (up to {n} characters)").format(n=MAX_ART))
    return " ".join(art.split())


def scroll_counts(action: dict[str, Any], field: str, signed: bool) -> dict[str, int]:
    """Scroll counts by colour from an action (signed: adjustments may be negative)."""
    raw = action.get(field, {})
    if not isinstance(raw, dict):
        raise ActionError(
            "bad_field", _("'{field}' must be an object like {example}").format(field=field, example='{"Red": 1}')
        )
    out = {}
    for c, n in raw.items():
        if c not in bs.SCROLL_COLOURS:
            raise ActionError("bad_field", f"'{field}': " + not_a_colour(c))
        lo = -bs.SCROLLS_PER_COLOUR if signed else 0
        if isinstance(n, bool) or not isinstance(n, int) or not lo <= n <= bs.SCROLLS_PER_COLOUR:
            text = _("'{field}': {colour} must be a whole number from {lo} to {hi}")
            raise ActionError("bad_field", text.format(field=field, colour=colour(c), lo=lo, hi=bs.SCROLLS_PER_COLOUR))
        if n:
            out[c] = n
    return out


def not_a_colour(raw: object) -> str:
    """ "'Pink' is not a Scroll colour (Red, Blue, Yellow, Green)"."""
    text = _("{raw} is not a Scroll colour ({colours})")
    return text.format(raw=repr(str(raw)[:20]), colours=colours(list(bs.SCROLL_COLOURS)))


def counts_text(counts: dict[str, int]) -> str:
    """ "2 Red, 1 Blue" (or "nothing")."""
    return ", ".join(_("{n} {colour}").format(n=n, colour=colour(c)) for c, n in counts.items()) or _("nothing")


def on_turn(state: State, action: dict[str, Any], seat: int | None, doing: str) -> int:
    """The seat whose turn it is, checked; the host without 'by' acts for that seat."""
    need_phase(state, "seeking", doing=doing)
    if seat is None:
        seat = state["turn"]
    if seat != state["turn"]:
        text = _("it is {name}'s turn, not {other}'s")
        raise ActionError(
            "not_your_turn", text.format(name=seat_name(state, state["turn"]), other=seat_name(state, seat))
        )
    return seat


def requirement(state: State, deck: int, what: str) -> dict[str, int]:
    """The Scrolls a deck asks for now, or an error naming what is not known yet."""
    req = bs.deck_requirement(state["field"], deck, state["white"], state["diagonal"])
    if req is None:
        raise ActionError("empty_deck", _("the {deck} deck is empty").format(deck=deck_name(deck)))
    if req["unknown"]:
        names = ", ".join(deck_name(d) for d in req["unknown"])
        text = _("to {what}, first tell the top colour of: {decks}")
        raise ActionError("unknown_colour", text.format(what=what, decks=names))
    return req["scrolls"]


def need_scrolls(state: State, seat: int, need: dict[str, int], what: str) -> None:
    """Refuse unless `seat` holds the Scrolls `need` asks for."""
    short = bs.missing_scrolls(state["scrolls"][seat], need)
    if short:
        text = ngettext(
            "{name} needs {scrolls} more Scroll to {what}",
            "{name} needs {scrolls} more Scrolls to {what}",
            sum(short.values()),
        )
        raise ActionError(
            "not_enough_scrolls", text.format(name=seat_name(state, seat), scrolls=counts_text(short), what=what)
        )

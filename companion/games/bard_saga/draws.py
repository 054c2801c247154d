"""Bard Saga: every draw from the Inn (by the app or entered from the real Inn, `"drawn"`) and the card effects.

The starting Scrolls (a setup action: the app draws them when the table opens unless the table
draws from its own Inn), a card effect's Scrolls drawn at random, and the random Scroll of each
face-down Story in the Singing Victory phase (the `sing` action). An entry is checked against
what the Inn holds at that moment and then applied as the app's own draw of those colours.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.bard_saga.checks import (
    EFFECT_PHASES,
    colour,
    counts_text,
    need_phase,
    not_a_colour,
    scroll_counts,
    seat_name,
)
from companion.games.bard_saga.checks import vp as vp_text
from companion.games.bard_saga.rules import action
from companion.games.base import Sim, State, int_field
from companion.i18n import _, ngettext
from scoring import bard_saga as bs

MAX_EFFECT_DRAW = bs.SCROLL_LIMIT
MAX_VP_DELTA = 100


def entered(act: dict[str, Any]) -> list | None:
    """The `"drawn"` list of an action (None: the app draws), its shape checked."""
    raw = act.get("drawn")
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) > bs.SCROLLS_PER_COLOUR * len(bs.SCROLL_COLOURS):
        text = _("'drawn' must list the Scroll colours that came out of the Inn, like {example}")
        raise ActionError("bad_draw", text.format(example='["Red"]'))
    return raw


def take(state: State, inn: dict[str, int], raw: list | None, count: int, sim: Sim, whose: str) -> list[str]:
    """`count` Scrolls out of `inn`: the entered colours (checked) or the app's random draw."""
    if raw is None:
        return bs.take_random(inn, count, sim.rng.randrange)
    try:
        return bs.take_entered(inn, raw, count)
    except bs.BadDraw as e:
        raise ActionError("bad_draw", bad_draw(whose, e)) from None


def bad_draw(whose: str, e: bs.BadDraw) -> str:
    """Why an entered draw cannot be, in the reader's language: "'drawn' for Ann: the Inn has no Red Scroll left"."""
    if e.why == "count":
        n, given = e.values
        why = ngettext("the draw gives {n} Scroll, not {given}", "the draw gives {n} Scrolls, not {given}", n)
        why = why.format(n=n, given=given)
    elif e.why == "colour":
        why = not_a_colour(e.values[0])
    else:
        why = _("the Inn has no {colour} Scroll left").format(colour=colour(e.values[0]))
    return _("'drawn' for {whose}: {why}").format(whose=whose, why=why)


def over_limit(name: str, after: int) -> str:
    """ "Ann would hold 11 Scrolls; the limit is ten"."""
    text = ngettext(
        "{name} would hold {n} Scroll; the limit is ten", "{name} would hold {n} Scrolls; the limit is ten", after
    )
    return text.format(name=name, n=after)


def target_seat(state: State, act: dict[str, Any], seat: int | None) -> int:
    """The seat an Inn draw is for: `"seat"`, else the phone's own seat."""
    if "seat" in act or seat is None:
        return int_field(act, "seat", 0, len(state["names"]) - 1)
    return seat


@action(
    "draw_start",
    "Setup: a player's two starting Scrolls from the Inn (the app draws them unless 'drawn' says what came out)",
    {"type": "draw_start", "seat": 0, "drawn": ["Red", "Green"]},
    ("Setup: the app draws a player's two starting Scrolls", {"type": "draw_start", "seat": 1}),
    seated=False,
)
def draw_start(sim: Sim, seat: int | None, act: dict[str, Any]) -> None:
    """Setup: a player's two starting Scrolls (drawn by the app, or entered from the real Inn)."""
    state = sim.s
    need_phase(state, "setup", doing=_("draw the starting Scrolls (only before the first round)"))
    target = target_seat(state, act, seat)
    raw = entered(act)
    waiting = target in state.get("to_draw", [])
    if raw is None and not waiting:
        text = _("{name} holds the starting Scrolls already; send 'drawn' to say what the Inn gave")
        raise ActionError("already_drawn", text.format(name=seat_name(state, target)))
    # An entry replaces whatever the seat holds: its starting Scrolls are exactly what was drawn.
    returned = {c: n for c, n in state["scrolls"][target].items() if n}
    inn = {c: state["inn"][c] + returned.get(c, 0) for c in bs.SCROLL_COLOURS}
    drawn = take(state, inn, raw, bs.STARTING_SCROLLS, sim, seat_name(state, target))
    sim.emit("start_drawn", seat=target, drawn=drawn, returned=returned, at_table=raw is not None)


@action(
    "draw",
    "A card effect: a player draws Scrolls at random from the Inn ('drawn': what came out of the real Inn)",
    {"type": "draw", "seat": 1, "count": 1, "drawn": ["Blue"]},
    ("A card effect: the app draws two Scrolls from the Inn for a player", {"type": "draw", "seat": 0, "count": 2}),
    seated=False,
)
def draw(sim: Sim, seat: int | None, act: dict[str, Any]) -> None:
    """A card effect: a player draws Scrolls at random from the Inn."""
    state = sim.s
    need_phase(state, *EFFECT_PHASES, doing=_("draw Scrolls from the Inn"))
    target = target_seat(state, act, seat)
    count = int_field(act, "count", 1, MAX_EFFECT_DRAW)
    if not sum(state["inn"].values()):
        raise ActionError("inn_empty", _("the Inn is empty: no Scroll to draw"))
    inn, raw = dict(state["inn"]), entered(act)
    drawn = take(state, inn, raw, count, sim, seat_name(state, target))
    after = sum(state["scrolls"][target].values()) + len(drawn)
    if state["phase"] == "declaring" and after > bs.SCROLL_LIMIT:
        # Between rounds the Singing Victory phase has just capped everyone at ten.
        raise ActionError("scroll_limit", over_limit(seat_name(state, target), after))
    sim.emit("inn_drawn", seat=target, drawn=drawn, at_table=raw is not None, corrects=target)


def sing_entries(state: State, act: dict[str, Any]) -> list | None:
    """The `"drawn"` of `sing`: one list of colours per seat (empty for a seat without face-down Stories)."""
    raw = entered(act)
    n = len(state["names"])
    if raw is not None and (len(raw) != n or not all(isinstance(r, list) for r in raw)):
        text = _("'drawn' must hold one list of Scroll colours per player ({n}), like {example}")
        raise ActionError("bad_draw", text.format(n=n, example='[[], ["Red"]]'))
    return raw


def sing_whose(state: State, seat: int) -> str:
    """ "Bob (2 face-down Stories)": whose random Scrolls an entry is, for the error message."""
    downs = bs.face_down(state["played"][seat])
    text = ngettext("{name} ({n} face-down Story)", "{name} ({n} face-down Stories)", downs)
    return text.format(name=seat_name(state, seat), n=downs)


@action(
    "adjust",
    "A card effect: Scrolls from/to the Inn, VP",
    {"type": "adjust", "seat": 1, "scrolls": {"Blue": 1}, "vp": 1},
    seated=False,
)
def adjust(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """A card effect: Scrolls from/to the Inn, VP."""
    state = sim.s
    need_phase(state, *EFFECT_PHASES, doing=_("adjust Scrolls or VP"))
    target = int_field(action, "seat", 0, len(state["names"]) - 1)
    delta = scroll_counts(action, "scrolls", signed=True)
    vp = action.get("vp", 0)
    if isinstance(vp, bool) or not isinstance(vp, int) or abs(vp) > MAX_VP_DELTA:
        raise ActionError("bad_field", _("'vp' must be a whole number within ±{n}").format(n=MAX_VP_DELTA))
    if not delta and not vp:
        raise ActionError("bad_field", _("'adjust' needs 'scrolls' or 'vp' to change something"))
    for c, n in delta.items():
        if state["scrolls"][target][c] + n < 0:
            text = _("{name} holds only {scrolls}")
            held = counts_text({c: state["scrolls"][target][c]})
            raise ActionError("not_enough_scrolls", text.format(name=seat_name(state, target), scrolls=held))
        if state["inn"][c] - n < 0:
            held = _("{n} {colour}").format(n=state["inn"][c], colour=colour(c))
            raise ActionError("inn_empty", _("the Inn holds only {scrolls}").format(scrolls=held))
    after = sum(state["scrolls"][target].values()) + sum(delta.values())
    if state["phase"] == "declaring" and after > bs.SCROLL_LIMIT and sum(delta.values()) > 0:
        # Between rounds the Singing Victory phase has just capped everyone at ten.
        raise ActionError("scroll_limit", over_limit(seat_name(state, target), after))
    if state["vp"][target] + vp < 0:
        text = _("{name} has only {vp}")
        raise ActionError("bad_field", text.format(name=seat_name(state, target), vp=vp_text(state["vp"][target])))
    sim.emit("adjusted", seat=target, scrolls=delta, vp=vp, corrects=target)

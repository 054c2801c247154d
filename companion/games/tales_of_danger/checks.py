"""Tales of Danger: the checks and field readers its actions share."""

from __future__ import annotations

from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.games.base import State, int_field
from companion.i18n import _, ngettext
from scoring.tales_of_danger.data import ACT1_HAND_LIMIT, COST_BY_KEY

MAX_HAND_VALUE = 30
# No Sponsor starts Act 2 with more cards than the Act 1 hand limit (the rulebook's "7 cards").
MAX_START = ACT1_HAND_LIMIT
# The Bishop's holder starts Act 2 with at most 2 cards (the rulebook's Secure a Sponsor). The rulebook
# gives no rank for him, so the app knows him only by the name typed from the card, in any language.
BISHOP_START = 2
BISHOP_NAMES = ("bishop", "bischof", "епископ")
MAX_SPONSOR_NAME = 24  # "The Queen's Confessor" and the like, as a player name is held
# The rules a table was opened under (its initial state's `rule_version`; tables opened before
# there was one read as 1). 2: completing a Segment leads straight into preparing the next one,
# and the turn passes only then, as the rulebook orders it (issue #30); under 1 the turn passed
# at once and the next Segment was prepared on the player's next turn. Old logs keep replaying
# as they were recorded. 3: the first Segments are prepared one player at a time, from the highest
# Sponsor to the left (the rulebook's Transitioning into Act 3); before, all at once in any order.
RULE_VERSION = 3
KNOWN = ", ".join(COST_BY_KEY)  # the keys an API client sends: not words, never translated


def sponsors_of(state: State) -> list[int | None]:
    """Each seat's Sponsor rank (None before securing one)."""
    return [p["sponsor"] for p in state["players"]]


def prepares_at_once(state: State) -> bool:
    """Whether this table prepares the next Segment within the turn that completed one (rule version 2)."""
    return state.get("rule_version", 1) >= 2


def first_in_order(state: State) -> int | None:
    """Who prepares a first Segment now (rule version 3): from the highest Sponsor to the left; else None."""
    if state.get("rule_version", 1) < 3 or state["act3_first"] is None:
        return None
    n = len(state["players"])
    for k in range(n):
        seat = (state["act3_first"] + k) % n
        p = state["players"][seat]
        if p["segment"] is None and not p["voyage"]:
            return seat
    return None


def name(state: State, seat: int) -> str:
    """A seat's name as the state knows it (for error messages)."""
    return state["names"][seat]


def need_turn(state: State, seat: int, what: str) -> None:
    """Refuse unless it is `seat`'s turn."""
    if state["turn"] != seat:
        raise ActionError(
            "not_your_turn",
            _("it is {turn}'s turn, not {seat}'s: only they can {what}").format(
                turn=name(state, state["turn"]), seat=name(state, seat), what=what
            ),
        )


def need_phase(state: State, phase: str, what: str) -> None:
    """Refuse outside Acts 1-2 ("acts") or Act 3 ("act3"), and once the game is over."""
    if state["phase"] == "over":
        raise ActionError("game_over", _("the game is over: undo the last turn to change it"))
    if state["phase"] != phase:
        if phase == "acts":
            raise ActionError("wrong_act", _("you can {what} only in Acts 1 and 2").format(what=what))
        raise ActionError("wrong_act", _("you can {what} only in Act 3").format(what=what))


def hand_values(action: dict[str, Any], required: bool) -> dict[str, int] | None:
    """The Sponsor's Start, Market and Max values from an action (all three or none)."""
    present = [k for k in ("start", "market", "max") if action.get(k) is not None]
    if not present and not required:
        return None
    for k in ("start", "market", "max"):
        if action.get(k) is None:
            raise ActionError(
                "missing_field", _("enter all three Sponsor values: '{field}' is missing").format(field=k)
            )
    vals = {
        "start": int_field(action, "start", 0, MAX_START),
        "market": int_field(action, "market", 1, MAX_HAND_VALUE),
        "max": int_field(action, "max", 1, MAX_HAND_VALUE),
    }
    if vals["start"] > vals["max"]:
        raise ActionError(
            "bad_field",
            _("'start' ({start}) cannot be above 'max' ({max})").format(start=vals["start"], max=vals["max"]),
        )
    if vals["market"] > vals["max"]:  # pt44: "Start 7 · Market 5 · Max 11" and the like went in unchecked
        raise ActionError(
            "bad_field",
            _("'market' ({market}) cannot be above 'max' ({max})").format(market=vals["market"], max=vals["max"]),
        )
    return vals


def bishop_start(vals: dict[str, int] | None, name: str | None) -> None:
    """Refuse a Start above 2 for a Sponsor named the Bishop (the rulebook's limit for him)."""
    if vals and name and any(b in name.casefold() for b in BISHOP_NAMES) and vals["start"] > BISHOP_START:
        raise ActionError(
            "bad_field",
            _("the Bishop starts Act 2 with at most {n} cards: 'start' cannot be {start}").format(
                n=BISHOP_START, start=vals["start"]
            ),
        )


def sponsor_name(action: dict[str, Any]) -> dict[str, str]:
    """The Sponsor's name as typed from its card, cleaned (`{"name": ...}`), or nothing when not given."""
    raw = action.get("name")
    if raw is None or raw == "":
        return {}
    return {"name": clean.text(raw, _("the Sponsor's name"), MAX_SPONSOR_NAME, "bad_field")}


def cost_list(action: dict[str, Any], field: str, lo: int, hi: int) -> list[str]:
    """A list of Segment Cost card keys, with a clear error for an unknown one."""
    costs = action.get(field, [] if lo == 0 else None)
    if not isinstance(costs, list):
        raise ActionError(
            "missing_field",
            _("'{field}' must be a list of Segment Cost cards: {known}").format(field=field, known=KNOWN),
        )
    if not lo <= len(costs) <= hi:
        if lo != hi:
            text = _("'{field}' must hold {lo} to {hi} cards, not {n}")
        else:
            text = ngettext(
                "'{field}' must hold exactly {lo} card, not {n}", "'{field}' must hold exactly {lo} cards, not {n}", lo
            )
        raise ActionError("bad_field", text.format(field=field, lo=lo, hi=hi, n=len(costs)))
    for i, k in enumerate(costs):
        if not isinstance(k, str) or k not in COST_BY_KEY:
            raise ActionError(
                "bad_field",
                _("{field}[{i}]: no Segment Cost card {card}; known: {known}").format(
                    field=field, i=i, card=repr(str(k)[:30]), known=KNOWN
                ),
            )
    return list(costs)

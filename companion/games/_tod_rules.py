"""Tales of Danger: action checks that turn a validated action into events (no state changes)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from companion.errors import ActionError
from companion.games.base import State, int_field
from scoring.tales_of_danger.costs import check_payment
from scoring.tales_of_danger.data import CANCELS, COST_BY_KEY, FORAGE_FLIP, SEGMENTS_TO_END
from scoring.tales_of_danger.scoring import final_standings, voyage_points
from scoring.tales_of_danger.turns import (
    act3_can_start,
    act3_first_player,
    automatic_sponsor,
    final_round_seats,
    last_without_sponsor,
    lowest_remaining,
    remaining_sponsors,
)

MAX_HAND_VALUE = 30
MAX_COSTS = 40  # 3 drawn + one per Forage; more than the deck can hold is a typo
MAX_PAID = 99

Events = list[dict[str, Any]]
Fold = Callable[[State, dict[str, Any]], None]


def sponsors_of(state: State) -> list[int | None]:
    """Each seat's Sponsor rank (None before securing one)."""
    return [p["sponsor"] for p in state["players"]]


def name(state: State, seat: int) -> str:
    """A seat's name as the state knows it (for error messages)."""
    return state["names"][seat]


def _need_turn(state: State, seat: int, what: str) -> None:
    if state["turn"] != seat:
        raise ActionError(
            "not_your_turn",
            f"it is {name(state, state['turn'])}'s turn, not {name(state, seat)}'s: only they can {what}",
        )


def _need_phase(state: State, phase: str, what: str) -> None:
    if state["phase"] == "over":
        raise ActionError("game_over", "the game is over: undo the last turn to change it")
    if state["phase"] != phase:
        when = "in Acts 1 and 2" if phase == "acts" else "in Act 3"
        raise ActionError("wrong_act", f"you can {what} only {when}")


def hand_values(action: dict[str, Any], required: bool) -> dict[str, int] | None:
    """The Sponsor's Start, Market and Max values from an action (all three or none)."""
    present = [k for k in ("start", "market", "max") if action.get(k) is not None]
    if not present and not required:
        return None
    for k in ("start", "market", "max"):
        if action.get(k) is None:
            raise ActionError("missing_field", f"enter all three Sponsor values: '{k}' is missing")
    vals = {
        "start": int_field(action, "start", 0, MAX_HAND_VALUE),
        "market": int_field(action, "market", 1, MAX_HAND_VALUE),
        "max": int_field(action, "max", 1, MAX_HAND_VALUE),
    }
    if vals["start"] > vals["max"]:
        raise ActionError("bad_field", f"'start' ({vals['start']}) cannot be above 'max' ({vals['max']})")
    return vals


def cost_list(action: dict[str, Any], field: str, lo: int, hi: int) -> list[str]:
    """A list of Segment Cost card keys, with a clear error for an unknown one."""
    costs = action.get(field, [] if lo == 0 else None)
    if not isinstance(costs, list):
        raise ActionError("missing_field", f"'{field}' must be a list of Segment Cost cards: {', '.join(COST_BY_KEY)}")
    if not lo <= len(costs) <= hi:
        raise ActionError(
            "bad_field",
            f"'{field}' must hold {lo} to {hi} cards, not {len(costs)}"
            if lo != hi
            else f"'{field}' must hold exactly {lo} cards, not {len(costs)}",
        )
    for i, k in enumerate(costs):
        if not isinstance(k, str) or k not in COST_BY_KEY:
            raise ActionError(
                "bad_field", f"{field}[{i}]: no Segment Cost card {str(k)[:30]!r}; known: {', '.join(COST_BY_KEY)}"
            )
    return list(costs)


class Planner:
    """Builds the events of one action on a scratch copy, folding each so later checks see it."""

    def __init__(self, state: State, fold: Fold):
        self.state = copy.deepcopy(state)
        self.fold = fold
        self.events: Events = []

    def add(self, event: dict[str, Any]) -> None:
        """Record an event and fold it into the scratch state."""
        self.events.append(event)
        self.fold(self.state, copy.deepcopy(event))

    # -- Acts 1 and 2 ----------------------------------------------------------------------

    def secure_sponsor(self, seat: int, action: dict[str, Any]) -> Events:
        """Step 4 of an Act 1 turn: take a Sponsor, move to Act 2, and end the turn."""
        st = self.state
        _need_phase(st, "acts", "secure a Sponsor")
        if st["players"][seat]["sponsor"] is not None:
            raise ActionError(
                "has_sponsor", f"{name(st, seat)} already has Sponsor rank {st['players'][seat]['sponsor']}"
            )
        _need_turn(st, seat, "secure a Sponsor (the last step of an Act 1 turn)")
        left = remaining_sponsors(st["sponsors"], sponsors_of(st))
        rank = int_field(action, "rank", 1, 6)
        if rank not in left:
            raise ActionError(
                "bad_field", f"Sponsor rank {rank} is not free; free Sponsors: {', '.join(map(str, left))}"
            )
        values = hand_values(action, required=False)
        self.add({"type": "sponsor_secured", "seat": seat, "rank": rank, "how": "chosen", **(values or {})})
        auto = automatic_sponsor(st["sponsors"], sponsors_of(self.state))
        if auto:
            self.add({"type": "sponsor_secured", "seat": auto[0], "rank": auto[1], "how": "automatic"})
        self.add({"type": "turn_ended", "seat": seat, "next": (seat + 1) % len(st["players"])})
        return self.events

    def sponsor_values(self, seat: int, action: dict[str, Any]) -> Events:
        """Enter the Start, Market and Max values from one's Sponsor card (once; again to correct)."""
        st = self.state
        _need_phase(st, "acts", "enter Sponsor values")
        if st["players"][seat]["sponsor"] is None:
            raise ActionError("no_sponsor", f"{name(st, seat)} has no Sponsor yet")
        self.add({"type": "sponsor_values_set", "seat": seat, **hand_values(action, required=True)})
        return self.events

    def hand_full(self, seat: int, action: dict[str, Any]) -> Events:
        """Mark one's Act 2 hand as full (at the Sponsor's Max) or not."""
        st = self.state
        _need_phase(st, "acts", "mark a full hand")
        if st["players"][seat]["sponsor"] is None:
            raise ActionError(
                "not_in_act2", f"{name(st, seat)} is still in Act 1: the hand limit is 7 until a Sponsor is secured"
            )
        full = action.get("full", True)
        if not isinstance(full, bool):
            raise ActionError("bad_field", "'full' must be true or false")
        self.add({"type": "hand_marked", "seat": seat, "full": full})
        return self.events

    def end_turn(self, seat: int) -> Events:
        """End an Act 1 or 2 turn: Move the Story Along, then check for the start of Act 3."""
        st = self.state
        if st["phase"] == "act3":
            raise ActionError("wrong_act", "in Act 3 a turn ends by completing your Segment or foraging")
        _need_phase(st, "acts", "end a turn")
        _need_turn(st, seat, "end this turn")
        if st["players"][seat]["sponsor"] is None and last_without_sponsor(sponsors_of(st)) == seat:
            # Securing is not optional for the last player without a Sponsor.
            rank = lowest_remaining(st["sponsors"], sponsors_of(st))
            self.add({"type": "sponsor_secured", "seat": seat, "rank": rank, "how": "story"})
        self.add({"type": "turn_ended", "seat": seat, "next": (seat + 1) % len(st["players"])})
        s = self.state
        if act3_can_start(sponsors_of(s), [p["hand_full"] for p in s["players"]]):
            first = act3_first_player(sponsors_of(s))
            self.add({"type": "act3_started", "first": first, "rank": s["players"][first]["sponsor"]})
        return self.events

    # -- Act 3 -----------------------------------------------------------------------------

    def prepare_segment(self, seat: int, action: dict[str, Any]) -> Events:
        """Lay out a new Segment: its Difficulty card and that many Segment Cost cards."""
        st = self.state
        _need_phase(st, "act3", "prepare a Segment")
        p = st["players"][seat]
        if len(p["voyage"]) >= SEGMENTS_TO_END:
            raise ActionError(
                "voyage_done", f"{name(st, seat)} has completed {SEGMENTS_TO_END} Segments: the voyage is over"
            )
        if p["segment"] is not None:
            raise ActionError("segment_open", f"{name(st, seat)} already has a current Segment: complete it or Forage")
        difficulty = int_field(action, "difficulty", 1, 3)
        costs = cost_list(action, "costs", difficulty, difficulty)
        self.add({"type": "segment_prepared", "seat": seat, "difficulty": difficulty, "costs": costs})
        return self.events

    def _turn_in_act3(self, seat: int, what: str) -> dict[str, Any]:
        st = self.state
        _need_phase(st, "act3", what)
        _need_turn(st, seat, what)
        waiting = [name(st, i) for i, p in enumerate(st["players"]) if p["segment"] is None and not p["voyage"]]
        if waiting:
            raise ActionError(
                "not_prepared",
                f"everyone prepares a first Segment before the first turn; waiting for {', '.join(waiting)}",
            )
        segment = st["players"][seat]["segment"]
        if segment is None:
            raise ActionError("not_prepared", f"{name(st, seat)} must prepare the next Segment first")
        return segment

    def complete_segment(self, seat: int, action: dict[str, Any]) -> Events:
        """Pay the current Segment (checked), add it and a face-down Journal to the voyage."""
        segment = self._turn_in_act3(seat, "complete a Segment")
        crew = int_field(action, "crew", 0, MAX_PAID) if "crew" in action else 0
        supplies = int_field(action, "supplies", 0, MAX_PAID) if "supplies" in action else 0
        cancels = action.get("cancels", [])
        # Checked as strings first: a list or object in the list is not hashable.
        if (
            not isinstance(cancels, list)
            or any(not isinstance(c, str) or c not in CANCELS for c in cancels)
            or len(set(cancels)) != len(cancels)
        ):
            raise ActionError("bad_field", f"'cancels' must list each of {', '.join(CANCELS)} at most once")
        if "journal" not in action:
            raise ActionError(
                "missing_field",
                "say which Journal you add: 'journal': 1, 2 or 3 (its ship number), or null if your hand is empty",
            )
        journal = None if action["journal"] is None else int_field(action, "journal", 1, 3)
        payment = check_payment(segment["costs"], crew, supplies, cancels)
        if not payment.pays:
            raise ActionError("does_not_pay", payment.message)
        self.add(
            {
                "type": "segment_completed",
                "seat": seat,
                "difficulty": segment["difficulty"],
                "costs": list(segment["costs"]),
                "crew": crew,
                "supplies": supplies,
                "cancels": list(cancels),
                "bonus": payment.bonus,
                "journal": journal,
            }
        )
        if len(self.state["players"][seat]["voyage"]) == SEGMENTS_TO_END and self.state["final_round"] is None:
            remaining = final_round_seats(seat, len(self.state["players"]))
            self.add({"type": "final_round_started", "trigger": seat, "remaining": remaining})
        self._maybe_over()
        return self.events

    def forage(self, seat: int, action: dict[str, Any]) -> Events:
        """Flip four: one becomes an extra Segment Cost card, three go to the hand."""
        self._turn_in_act3(seat, "Forage")
        cost = action.get("cost")
        if not isinstance(cost, str) or cost not in COST_BY_KEY:
            raise ActionError("bad_field", f"'cost' is the Segment Cost card you add; one of {', '.join(COST_BY_KEY)}")
        if len(self.state["players"][seat]["segment"]["costs"]) >= MAX_COSTS:
            raise ActionError("bad_field", f"a Segment holds at most {MAX_COSTS} Cost cards here")
        others = cost_list(action, "others", 0, FORAGE_FLIP - 1)
        self.add({"type": "foraged", "seat": seat, "cost": cost, "others": others})
        self._maybe_over()
        return self.events

    def _maybe_over(self) -> None:
        st = self.state
        if st["final_round"] is None or st["final_round"]["remaining"]:
            return
        voyages = [[(v["difficulty"], v["journal"]) for v in p["voyage"]] for p in st["players"]]
        ranks = sponsors_of(st)
        standings = final_standings(voyages, ranks)
        self.add(
            {
                "type": "game_over",
                "points": [voyage_points(v) for v in voyages],
                "standings": [{"seat": s.seat, "place": s.place} for s in standings],
            }
        )

    def deck_reshuffled(self) -> Events:
        """The deck ran out and the discards were shuffled back: seen Cost cards return to it."""
        _need_phase(self.state, "act3", "mark a reshuffle")
        self.add({"type": "deck_reshuffled"})
        return self.events

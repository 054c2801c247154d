"""Tales of Danger: Act 3 (prepare, complete or Forage a Segment, a reshuffle) and the end of the game."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim, State, int_field
from companion.games.tales_of_danger.checks import (
    cost_list,
    first_in_order,
    name,
    need_phase,
    need_turn,
    prepares_at_once,
    sponsors_of,
)
from companion.games.tales_of_danger.deck import draw_costs, flipped, need_no_flip, picked_from_flip
from companion.games.tales_of_danger.rules import action
from companion.i18n import _, pgettext
from scoring.tales_of_danger.costs import check_payment
from scoring.tales_of_danger.data import CANCELS, COST_BY_KEY, FORAGE_FLIP, SEGMENTS_TO_END
from scoring.tales_of_danger.scoring import final_standings, voyage_points
from scoring.tales_of_danger.turns import final_round_seats

MAX_COSTS = 40  # 3 drawn + one per Forage; more than the deck can hold is a typo
MAX_PAID = 99


@action(
    "prepare_segment",
    "Act 3: lay out a Segment: its difficulty and that many Segment Cost cards (without 'costs' the app draws them)",
    {"type": "prepare_segment", "difficulty": 2, "costs": ["illness", "supply"]},
    ("Act 3: the app draws the Segment Cost cards", {"type": "prepare_segment", "difficulty": 2}),
)
def prepare_segment(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Lay out a new Segment: its Difficulty card and that many Segment Cost cards."""
    st = sim.s
    need_phase(st, "act3", _("prepare a Segment"))
    p = st["players"][seat]
    if len(p["voyage"]) >= SEGMENTS_TO_END:
        raise ActionError(
            "voyage_done",
            _("{who} has completed {n} Segments: the voyage is over").format(who=name(st, seat), n=SEGMENTS_TO_END),
        )
    if p["segment"] is not None:
        text = _("{who} already has a current Segment: complete it or Forage")
        raise ActionError("segment_open", text.format(who=name(st, seat)))
    nxt = first_in_order(st)
    if not p["voyage"] and nxt is not None and nxt != seat:
        text = _(
            "the first Segments are prepared one at a time from the highest Sponsor: {next} prepares now, not {who}"
        )
        raise ActionError("not_your_turn", text.format(next=name(st, nxt), who=name(st, seat)))
    if p["voyage"] and prepares_at_once(st):
        # The next Segment is the last step of the turn that completed one (the first ones are laid
        # out together before the first turn).
        need_turn(st, seat, _("prepare a Segment"))
    difficulty = int_field(a, "difficulty", 1, 3)
    if a.get("costs") is None:  # "Draw for me": the app draws them from the cards it has not seen
        drawn = draw_costs(st, sim.rng, difficulty)
        sim.emit("segment_prepared", seat=seat, difficulty=difficulty, costs=drawn, at_table=False)
        return
    costs = cost_list(a, "costs", difficulty, difficulty)
    sim.emit("segment_prepared", seat=seat, difficulty=difficulty, costs=costs, at_table=True)


def _turn_in_act3(st: State, seat: int, what: str) -> dict[str, Any]:
    need_phase(st, "act3", what)
    need_turn(st, seat, what)
    waiting = [name(st, i) for i, p in enumerate(st["players"]) if p["segment"] is None and not p["voyage"]]
    if waiting:
        raise ActionError(
            "not_prepared",
            _("everyone prepares a first Segment before the first turn; waiting for {names}").format(
                names=", ".join(waiting)
            ),
        )
    segment = st["players"][seat]["segment"]
    if segment is None:
        raise ActionError("not_prepared", _("{who} must prepare the next Segment first").format(who=name(st, seat)))
    return segment


def _cancels(a: dict[str, Any]) -> list[str]:
    cancels = a.get("cancels", [])
    # Checked as strings first: a list or object in the list is not hashable.
    if (
        not isinstance(cancels, list)
        or any(not isinstance(c, str) or c not in CANCELS for c in cancels)
        or len(set(cancels)) != len(cancels)
    ):
        raise ActionError(
            "bad_field", _("'cancels' must list each of {known} at most once").format(known=", ".join(CANCELS))
        )
    return list(cancels)


@action(
    "complete_segment",
    "Act 3 turn: pay the Segment (Crew, Supplies, cancels) and add a face-down Journal (1-3 or null)",
    {"type": "complete_segment", "crew": 0, "supplies": 1, "cancels": ["Doctor"], "journal": 2},
)
def complete_segment(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Pay the current Segment (checked), add it and a face-down Journal to the voyage."""
    segment = _turn_in_act3(sim.s, seat, _("complete a Segment"))
    need_no_flip(sim.s, seat)  # the flip made the turn a Forage
    crew = int_field(a, "crew", 0, MAX_PAID) if "crew" in a else 0
    supplies = int_field(a, "supplies", 0, MAX_PAID) if "supplies" in a else 0
    cancels = _cancels(a)
    if "journal" not in a:
        raise ActionError(
            "missing_field",
            _("say which Journal you add: 'journal': 1, 2 or 3 (its ship number), or null if your hand is empty"),
        )
    journal = None if a["journal"] is None else int_field(a, "journal", 1, 3)
    payment = check_payment(segment["costs"], crew, supplies, cancels)
    if not payment.pays:
        raise ActionError("does_not_pay", payment.message)
    sim.emit(
        "segment_completed",
        seat=seat,
        difficulty=segment["difficulty"],
        costs=list(segment["costs"]),
        crew=crew,
        supplies=supplies,
        cancels=cancels,
        bonus=payment.bonus,
        journal=journal,
    )
    if len(sim.s["players"][seat]["voyage"]) == SEGMENTS_TO_END and sim.s["final_round"] is None:
        sim.emit("final_round_started", trigger=seat, remaining=final_round_seats(seat, len(sim.s["players"])))
    _maybe_over(sim)


@action(
    "forage_flip",
    "Act 3 turn: Forage from the app's deck: it flips 4 cards face up; 'forage' then picks the one added",
    {"type": "forage_flip"},
)
def forage_flip(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """The app flips the Forage's four cards, face up on every phone, for the player to pick one."""
    _turn_in_act3(sim.s, seat, pgettext("what only the player whose turn it is may do", "Forage"))
    need_no_flip(sim.s, seat)
    sim.emit("forage_flipped", seat=seat, cards=draw_costs(sim.s, sim.rng, FORAGE_FLIP))


@action(
    "forage",
    "Act 3 turn: Forage; the flipped card added as a Segment Cost (and, optionally, the other three)",
    {"type": "forage", "cost": "great_fishing", "others": ["crew", "illness", "supply"]},
)
def forage(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Flip four (at the table, or the app's `forage_flip`): one becomes a Segment Cost card, three go to the hand."""
    _turn_in_act3(sim.s, seat, pgettext("what only the player whose turn it is may do", "Forage"))
    cost = a.get("cost")
    if not isinstance(cost, str) or cost not in COST_BY_KEY:
        text = _("'cost' is the Segment Cost card you add; one of {known}")
        raise ActionError("bad_field", text.format(known=", ".join(COST_BY_KEY)))
    if len(sim.s["players"][seat]["segment"]["costs"]) >= MAX_COSTS:
        raise ActionError("bad_field", _("a Segment holds at most {n} Cost cards here").format(n=MAX_COSTS))
    if flipped(sim.s, seat) is not None:
        sim.emit("foraged", seat=seat, cost=cost, others=picked_from_flip(sim.s, seat, cost, a), at_table=False)
    else:
        sim.emit("foraged", seat=seat, cost=cost, others=cost_list(a, "others", 0, FORAGE_FLIP - 1), at_table=True)
    _maybe_over(sim)


def _maybe_over(sim: Sim) -> None:
    st = sim.s
    if st["final_round"] is None or st["final_round"]["remaining"]:
        return
    voyages = [[(v["difficulty"], v["journal"]) for v in p["voyage"]] for p in st["players"]]
    standings = final_standings(voyages, sponsors_of(st))
    sim.emit(
        "game_over",
        points=[voyage_points(v) for v in voyages],
        standings=[{"seat": s.seat, "place": s.place} for s in standings],
    )


@action("deck_reshuffled", "Act 3: the discards were shuffled into the deck (for the odds)", seated=False)
def deck_reshuffled(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The deck ran out and the discards were shuffled back: seen Cost cards return to it."""
    need_phase(sim.s, "act3", _("mark a reshuffle"))
    sim.emit("deck_reshuffled")

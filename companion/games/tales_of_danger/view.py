"""Tales of Danger: what each phone may see (Journals hidden until the end), with odds and costs."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from companion.games.base import State
from companion.games.rules import clone_state
from companion.games.tales_of_danger.checks import first_in_order
from companion.games.tales_of_danger.prompt import prompt, result
from companion.i18n import _
from scoring.tales_of_danger import odds
from scoring.tales_of_danger.costs import bonus_cards, cancel_savings, segment_need
from scoring.tales_of_danger.data import (
    ACT1_HAND_LIMIT,
    ACT1_STEPS,
    ACT2_STEPS,
    ACT2_TRANSITION_STEPS,
    ACT3_STEPS,
    ACT3_TRANSITION_STEPS,
    CANCELS,
    COMPLETE_SEGMENT_STEPS,
    COST_CARDS,
    FINAL_ROUND_RULE,
    FORAGE_FLIP,
    LABELS,
    MOVE_THE_STORY_ALONG,
    PREPARE_SEGMENT_STEPS,
    SCORING_RULE,
    SEGMENT_DIFFICULTIES,
)
from scoring.tales_of_danger.scoring import voyage_points
from scoring.tales_of_danger.turns import last_without_sponsor, lowest_remaining, remaining_sponsors, sponsors_in_play

# The rulebook's words for the phone, from the one place they are written (scoring data).
TEXT = {
    "act1": ACT1_STEPS,
    "act2": ACT2_STEPS,
    "act2_intro": ACT2_TRANSITION_STEPS,
    "act3": ACT3_STEPS,
    "act3_intro": ACT3_TRANSITION_STEPS,
    "prepare": PREPARE_SEGMENT_STEPS,
    "complete": COMPLETE_SEGMENT_STEPS,
    "story": MOVE_THE_STORY_ALONG,
    "final": FINAL_ROUND_RULE,
    "scoring": SCORING_RULE,
}


def _cost_cards() -> list[dict[str, Any]]:
    """The Cost card kinds; `label` stays the English key the phone styles by, `name` is in the current language."""
    return [
        {"key": c.key, "name": _(c.name), "label": c.label, "crew": c.crew, "supplies": c.supplies} for c in COST_CARDS
    ]


def _text() -> dict[str, Any]:
    """The rulebook's steps in the current language (made per view: never cached across languages)."""
    return {k: _(v) if isinstance(v, str) else [_(x) for x in v] for k, v in TEXT.items()}


def _frac(f: Fraction) -> list[int]:
    return [f.numerator, f.denominator]


def odds_view(state: State) -> dict[str, Any]:
    """Exact odds for the next Segment's cost draw and a Forage flip, minus the cards seen."""
    # Every phone's view after every event asks for this: cache it by the cards seen (never mutated).
    return _odds(tuple(sorted(state["seen"])), tuple(sorted(state["seen_difficulties"])))


@lru_cache(maxsize=512)
def _odds(seen: tuple[str, ...], seen_difficulties: tuple[int, ...]) -> dict[str, Any]:
    state = {"seen": seen, "seen_difficulties": seen_difficulties}
    left = odds.remaining_costs(state["seen"])
    need = {d: odds.expected_need(left, d) for d in SEGMENT_DIFFICULTIES}
    return {
        "labels": list(LABELS),
        "unknown": sum(left.values()),
        "seen": len(state["seen"]),
        "segment": {
            str(d): {label: _frac(p) for label, p in odds.label_odds(left, d).items()} for d in SEGMENT_DIFFICULTIES
        },
        "need": {str(d): [_frac(c), _frac(s)] for d, (c, s) in need.items()},
        "difficulty": {
            str(d): _frac(p)
            for d, p in odds.difficulty_odds(odds.remaining_difficulties(state["seen_difficulties"])).items()
        },
        "forage": {
            label: {"p": _frac(v["at_least_one"]), "expected": _frac(v["expected"])}
            for label, v in odds.forage_odds(left, FORAGE_FLIP).items()
        },
        "cancels": {p: _frac(v) for p, v in odds.forage_cancel_odds(FORAGE_FLIP).items()},
    }


def _segment_view(segment: dict[str, Any] | None) -> dict[str, Any] | None:
    if segment is None:
        return None
    costs = segment["costs"]
    return {
        **segment,
        "need": list(segment_need(costs)),
        "savings": {p: list(v) for p, v in cancel_savings(costs).items()},
        "bonus": bonus_cards(costs),
    }


def hand_limit(p: dict[str, Any]) -> int | None:
    """The hand-size limit of a player's current Act (None in Act 3 or before values are entered)."""
    if p["act"] == 1:
        return ACT1_HAND_LIMIT
    return p["max"] if p["act"] == 2 else None


def view(state: State, seat: int | None) -> State:
    """The state as `seat` may see it: others' Journal values hidden until the final scoring."""
    out = clone_state(state)  # plain JSON data: marshal copies it several times faster than deepcopy
    out.pop("deck_seed", None)  # it would tell every app draw to come
    over = state["phase"] == "over"
    sponsors = [p["sponsor"] for p in state["players"]]
    for i, p in enumerate(out["players"]):
        mine = i == seat
        for v in p["voyage"]:
            v["has_journal"] = v["journal"] is not None
            if not (mine or over):
                v["journal"] = None  # the card lies face down: others see that it is there, not its value
        p["difficulties"] = sum(v["difficulty"] for v in p["voyage"])
        p["points"] = voyage_points([(v["difficulty"], v["journal"]) for v in p["voyage"]]) if mine or over else None
        p["segment"] = _segment_view(p["segment"])
        p["hand_limit"] = hand_limit(p)
    in_play = state["sponsors"]
    story = last_without_sponsor(sponsors) if state["phase"] == "acts" and in_play is not None else None
    out["story"] = {"seat": story, "fallback": lowest_remaining(in_play, sponsors)} if story is not None else None
    out["free_sponsors"] = remaining_sponsors(in_play or [], sponsors)
    # Tables stored before #14 hold neither: the app drew their Sponsors at setup.
    out["sponsors_at_table"] = state.get("sponsors_at_table")
    out["own_components"] = state.get("own_components", False)
    out["sponsors_to_draw"] = sponsors_in_play(len(sponsors))
    out["odds"] = odds_view(state)
    out["cost_cards"] = _cost_cards()
    out["text"] = _text()
    out["cancel_labels"] = CANCELS
    # The crown shows who leads now: Act 3 begins with the highest Sponsor, not the setup's first player
    # (the rulebook's Transitioning into Act 3); the stored `first_player` keeps the game's start.
    if state.get("act3_first") is not None:
        out["first_player"] = state["act3_first"]
    # Who lays out a first Segment now (one at a time, rule version 3); None: anyone left, or nobody.
    out["prepares_first"] = first_in_order(state)
    out["prompt"] = prompt(state)
    out["result"] = result(state)
    # Reshuffles since Act 3 began (None on tables stored before the count was kept).
    out["reshuffles"] = state.get("reshuffles")
    return out

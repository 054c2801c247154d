"""Tales of Danger: the fold of each stored event into the state."""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from companion.games.tales_of_danger.checks import prepares_at_once
from companion.games.tales_of_danger.rules import folds
from scoring.tales_of_danger.data import SEGMENTS_TO_END

Event = dict[str, Any]


def _player(state: State, e: Event) -> dict[str, Any]:
    return state["players"][e["seat"]]


def _pass_turn(state: State, seat: int) -> None:
    """After an Act 3 turn: the next player, or the next final-round player."""
    fr = state["final_round"]
    if fr is None:
        state["turn"] = (seat + 1) % len(state["players"])
        return
    if seat in fr["remaining"]:
        fr["remaining"].remove(seat)
    state["turn"] = fr["remaining"][0] if fr["remaining"] else None


@folds("sponsors_drawn")
def _sponsors_drawn(state: State, e: Event) -> None:
    state["sponsors"] = list(e["ranks"])
    state["sponsors_at_table"] = e["at_table"]


@folds("sponsor_secured")
def _sponsor_secured(state: State, e: Event) -> None:
    p = _player(state, e)
    p.update(sponsor=e["rank"], act=2, how=e["how"])
    for k in ("start", "market", "max"):
        if k in e:
            p[k] = e[k]
    if "name" in e:  # typed from the card; older logs and unnamed Sponsors have none
        p["sponsor_name"] = e["name"]


@folds("sponsor_values_set")
def _sponsor_values_set(state: State, e: Event) -> None:
    _player(state, e).update(start=e["start"], market=e["market"], max=e["max"])
    if "name" in e:  # a name typed later (or corrected); values alone keep the one there
        _player(state, e)["sponsor_name"] = e["name"]


@folds("hand_marked")
def _hand_marked(state: State, e: Event) -> None:
    _player(state, e)["hand_full"] = e["full"]


@folds("turn_ended")
def _turn_ended(state: State, e: Event) -> None:
    state["turn"] = e["next"]


@folds("act3_started")
def _act3_started(state: State, e: Event) -> None:
    state.update(phase="act3", turn=e["first"], act3_first=e["first"], seen=[], seen_difficulties=[])
    if "reshuffles" in state:
        state["reshuffles"] = 0
    for q in state["players"]:
        q["act"] = 3


@folds("segment_prepared")
def _segment_prepared(state: State, e: Event) -> None:
    _player(state, e)["segment"] = {"difficulty": e["difficulty"], "costs": list(e["costs"]), "forages": 0}
    if e.get("at_table") is False:  # the app drew them (older logs and entered draws hold no mark)
        _player(state, e)["segment"]["by_app"] = True
    state["seen"].extend(e["costs"])
    state["seen_difficulties"].append(e["difficulty"])
    if prepares_at_once(state) and _player(state, e)["voyage"]:
        _pass_turn(state, e["seat"])  # the next Segment ends the turn that completed the last one


def prepares_next(state: State, p: dict[str, Any]) -> bool:
    """Whether a player who just completed a Segment prepares the next one before the turn passes.

    Not after the 5th, and not on a final turn: the game ends before that Segment could be played.
    """
    return prepares_at_once(state) and len(p["voyage"]) < SEGMENTS_TO_END and state["final_round"] is None


@folds("segment_completed")
def _segment_completed(state: State, e: Event) -> None:
    p = _player(state, e)
    p["voyage"].append({"difficulty": e["difficulty"], "journal": e["journal"], "bonus": e["bonus"]})
    p["segment"] = None
    if not prepares_next(state, p):
        _pass_turn(state, e["seat"])


@folds("final_round_started")
def _final_round_started(state: State, e: Event) -> None:
    state["final_round"] = {"trigger": e["trigger"], "remaining": list(e["remaining"])}
    state["turn"] = e["remaining"][0]


@folds("forage_flipped")
def _forage_flipped(state: State, e: Event) -> None:
    _player(state, e)["flip"] = list(e["cards"])
    state["seen"].extend(e["cards"])  # face up from the flip on: the odds and the next draw leave them out


@folds("foraged")
def _foraged(state: State, e: Event) -> None:
    p = _player(state, e)
    p["segment"]["costs"].append(e["cost"])
    p["segment"]["forages"] += 1
    if p.pop("flip", None) is None:  # the app's flip was counted as seen when it was flipped
        state["seen"].extend([e["cost"], *e["others"]])
    _pass_turn(state, e["seat"])


@folds("game_over")
def _game_over(state: State, e: Event) -> None:
    state.update(phase="over", turn=None, points=list(e["points"]), standings=list(e["standings"]))


@folds("deck_reshuffled")
def _deck_reshuffled(state: State, e: Event) -> None:
    if "reshuffles" in state:  # counted on tables opened since the count was kept
        state["reshuffles"] += 1
    # Discarded Cost cards go back into the deck; only those still on the table stay seen.
    segments = [q["segment"] for q in state["players"] if q["segment"]]
    flips = [k for q in state["players"] for k in q.get("flip") or []]
    state["seen"] = [k for s in segments for k in s["costs"]] + flips
    state["seen_difficulties"] = [v["difficulty"] for q in state["players"] for v in q["voyage"]] + [
        s["difficulty"] for s in segments
    ]

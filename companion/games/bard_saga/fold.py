"""Bard Saga: the fold of each stored event into the state."""

from __future__ import annotations

from companion.games.bard_saga.rules import folds
from companion.games.bard_saga.stall import moved, sung
from companion.games.base import State
from scoring import bard_saga as bs


def _move(state: State, seat: int, counts: dict[str, int], sign: int) -> None:
    """Scrolls between a player and the Inn: sign +1 from the Inn to the player, -1 back."""
    for c, n in counts.items():
        state["scrolls"][seat][c] += sign * n
        state["inn"][c] -= sign * n


def _next_turn(state: State, seat: int) -> None:
    """The next seat clockwise that has not passed; when all have, the Singing Victory phase."""
    n = len(state["names"])
    for i in range(1, n + 1):
        s = (seat + i) % n
        if s not in state["passed"]:
            state["turn"] = s
            return
    state["turn"], state["phase"] = None, "singing"


def _after_singing(state: State) -> None:
    """Into the next round's declaration, or the end after the eighth Legend's round."""
    if bs.is_last_round(len(state["legends"])):
        totals = [sum(s.values()) for s in state["scrolls"]]
        state["standings"] = [s.as_dict() for s in bs.final_standings(state["vp"], totals)]
        state["phase"], state["turn"] = "ended", None
    else:
        # Last round's colour no longer holds: costs count white cards as white until the new one.
        state["phase"], state["turn"], state["white"] = "declaring", state["starting"], None


@folds("field_set")
def _f_field_set(state: State, e: dict) -> None:
    for deck, color in zip(state["field"], e["colors"], strict=True):
        if deck["stories"]:
            deck["top"] = color


@folds("top_set")
def _f_top_set(state: State, e: dict) -> None:
    state["field"][e["deck"]]["top"] = e["color"]


@folds("story_placed")
def _f_story_placed(state: State, e: dict) -> None:
    deck = state["field"][e["deck"]]
    deck["stories"] += 1
    deck["top"] = e["color"]


@folds("starting_chosen")
def _f_starting_chosen(state: State, e: dict) -> None:
    state["starting"] = state["turn"] = e["seat"]


@folds("declared")
def _f_declared(state: State, e: dict) -> None:
    n = len(state["names"])
    state.update(
        white=e["color"],
        round=e["round"],
        phase="seeking",
        turn=e["seat"],
        passed=[],
        played=[[] for _ in range(n)],
        returning={},
        sung=None,
    )


@folds("played")
def _f_played(state: State, e: dict) -> None:
    state["played"][e["seat"]].append({"color": e["color"], "art": e["art"], "face_down": e["face_down"]})
    _next_turn(state, e["seat"])


@folds("collected")
def _f_collected(state: State, e: dict) -> None:
    _move(state, e["seat"], e["paid"], -1)
    state["vp"][e["seat"]] += bs.COLLECT_VP
    deck = state["field"][e["deck"]]
    deck["stories"] -= 1
    deck["top"] = e["next"] if deck["stories"] else None
    moved(state)
    _next_turn(state, e["seat"])


@folds("searched")
def _f_searched(state: State, e: dict) -> None:
    _move(state, e["seat"], e["paid"], -1)
    state["vp"][e["seat"]] += bs.SEARCH_VP
    state["field"][e["deck"]]["legend"] = False
    state["legends"].append({"color": e["color"], "art": e["art"], "seat": e["seat"], "round": state["round"]})
    # The Stories already played with the same picture take its art: they score it at the Singing.
    for seat, i in e.get("stories", []):
        state["played"][seat][i]["art"] = e["art"]
    moved(state)
    _next_turn(state, e["seat"])


@folds("passed")
def _f_passed(state: State, e: dict) -> None:
    state["passed"].append(e["seat"])
    _next_turn(state, e["seat"])


@folds("flipped")
def _f_flipped(state: State, e: dict) -> None:
    state["played"][e["seat"]][e["index"]]["face_down"] = e["face_down"]


@folds("sang")
def _f_sang(state: State, e: dict) -> None:
    for seat, gained in enumerate(e["gains"]):
        _move(state, seat, gained, +1)
        state["vp"][seat] += e["legend_vp"][seat]
    state["starting"] = e["starting"]
    state["sung"] = {k: e[k] for k in ("order", "gains", "drawn", "legend_vp", "legend")}
    if "short" in e:  # what the empty Inn could not give (older logs did not say: their states stay as they were)
        state["sung"]["short"] = e["short"]
    sung(state)
    over = {str(s): bs.scrolls_over_limit(sc) for s, sc in enumerate(state["scrolls"])}
    state["returning"] = {s: n for s, n in over.items() if n}
    if state["returning"]:
        state["phase"], state["turn"] = "returning", None
    else:
        _after_singing(state)


@folds("gave_back")
def _f_gave_back(state: State, e: dict) -> None:
    _move(state, e["seat"], e["scrolls"], -1)
    state["returning"].pop(str(e["seat"]), None)
    if not state["returning"]:
        _after_singing(state)


@folds("adjusted")
def _f_adjusted(state: State, e: dict) -> None:
    _move(state, e["seat"], e["scrolls"], +1)
    state["vp"][e["seat"]] += e["vp"]


@folds("start_drawn")
def _f_start_drawn(state: State, e: dict) -> None:
    _move(state, e["seat"], e["returned"], -1)
    _move(state, e["seat"], bs.counts(e["drawn"]), +1)
    if e["seat"] in state.get("to_draw", []):
        state["to_draw"].remove(e["seat"])


@folds("inn_drawn")
def _f_inn_drawn(state: State, e: dict) -> None:
    _move(state, e["seat"], bs.counts(e["drawn"]), +1)

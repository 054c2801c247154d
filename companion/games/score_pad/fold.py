"""Score pad: the fold of each stored event into the state."""

from __future__ import annotations

from typing import Any

from companion.games.base import State
from companion.games.score_pad.rules import folds
from companion.i18n import _
from scoring.score_pad import standings


def tally(state: State) -> list[dict[str, Any]]:
    """Totals, highest (or lowest) first; the tie-breaker category next."""
    tb = state["tie_breaker"]
    breaker = [c[tb] for c in state["by_category"]] if tb else None
    return [s.as_dict() for s in standings(state["totals"], state["lowest_wins"], breaker)]


def other(state: State) -> list[int] | None:
    """Each seat's points in no category (a table stored before every entry had one), when any has some."""
    if not state["categories"]:
        return None
    rest = [t - sum(c.values()) for t, c in zip(state["totals"], state["by_category"], strict=True)]
    return rest if any(rest) else None


def decided_by(state: State) -> str | None:
    """How the tie for the lead was broken ("tie broken by Gold: 6 against 4"), when it was."""
    table, tb = state["standings"], state["tie_breaker"]
    if not table or not tb:
        return None
    totals = state["totals"]
    best = min(totals) if state["lowest_wins"] else max(totals)
    level = [s["seat"] for s in table if totals[s["seat"]] == best]
    first = [s["seat"] for s in table if s["place"] == 1]
    if len(level) < 2 or len(first) == len(level):
        return None
    # The category's own name and the two numbers (pt36: "on most Tie-break" read badly for a
    # category called Tie-break): the winner's against the best of those it was level with.
    won = state["by_category"][first[0]][tb]
    other = [state["by_category"][s][tb] for s in level if s not in first]
    other_best = min(other) if state["lowest_wins"] else max(other)
    said = (
        _("tie broken by {category} (fewest wins): {won} against {other}")
        if state["lowest_wins"]
        else _("tie broken by {category}: {won} against {other}")
    )
    return said.format(category=tb, won=won, other=other_best)


def _add(state: State, seat: int, delta: int, rnd: int | None, category: str | None = None) -> None:
    state["totals"][seat] += delta
    if category is not None:
        state["by_category"][seat][category] += delta
    if rnd is not None:
        state["by_round"][seat][rnd - 1] += delta
        state["entered"][seat][rnd - 1] = True
        if category is not None:
            state["cells"][seat][rnd - 1][category] += delta
            _fill(state, seat, rnd - 1, category)
    state["history"].append([seat, state["totals"][seat]])


def _fill(state: State, seat: int, r: int, category: str) -> None:
    # A round is done for a seat once every category has an entry (a 0 too): the tick and "n of m
    # entered" wait for that (pt15: one Gold of four categories showed the round as done).
    cats = state["filled"][seat][r]
    if category not in cats:
        cats.append(category)


@folds("scored")
def _scored(state: State, e: dict[str, Any]) -> None:
    _add(state, e["seat"], e["delta"], e.get("round"), e.get("category"))


@folds("round_scored")
def _round_scored(state: State, e: dict[str, Any]) -> None:
    for seat, points in enumerate(e["points"]):
        if points is not None:  # a seat left blank has not entered this round
            _add(state, seat, points, e.get("round"), e.get("category"))


@folds("corrected")
def _corrected(state: State, e: dict[str, Any]) -> None:
    if "round" not in e:  # a table without rounds: a category's total
        _add(state, e["seat"], e["delta"], None, e["category"])
        return
    seat, r = e["seat"], e["round"] - 1
    state["totals"][seat] += e["delta"]
    state["by_round"][seat][r] += e["delta"]
    if "category" in e:
        state["by_category"][seat][e["category"]] += e["delta"]
        state["cells"][seat][r][e["category"]] += e["delta"]
        _fill(state, seat, r, e["category"])
    state["entered"][seat][r] = True
    state["history"].append([seat, state["totals"][seat]])


@folds("named")
def _named(state: State, e: dict[str, Any]) -> None:
    state["name"] = e["name"]


@folds("next_round")
def _next_round(state: State, e: dict[str, Any]) -> None:
    state["round"] = e["round"]


@folds("finished")
def _finished(state: State, e: dict[str, Any]) -> None:
    state["finished"] = True
    state["standings"] = tally(state)

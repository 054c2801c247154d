"""A score sheet's own arithmetic and the game it replaces: which rows add up to the Total, and the app's play.

A sheet's Total is written by hand, so it can disagree with the rows above it (rows adding to 44, a
Total of 6). Each game's sheet says which rows make its Total (`groups`); a Total that disagrees with a
group filled for that player is refused, and an empty Total is that group's sum. A sheet confirmed
while the app's game is still going (with scores in it) ends that game, and one confirmed after it
ended replaces its result: `live` says which.
"""

from __future__ import annotations

import re
from typing import Any

from scoring.minstrels import data as mi

Values = dict[str, list[int | None]]

# Minstrels: every VP row printed above the Total (printables/minstrels.py `score_sheet`).
MINSTRELS_VP = (
    *(c.lower() for c in mi.CHARACTERS),
    "column_bonuses",
    "tasks",
    "quest",
    "road_sign_big",
    "road_sign_small",
    "coins",
)
# The score pad: its categories, its rounds and a blank pad's rows each add up to the Total on their own.
PAD_GROUPS = ("category", "round", "row")
_NUMBERED = re.compile(r"^([a-z]+)(\d+)$")


def groups(game_id: str, keys: list[str]) -> list[list[str]]:
    """The sets of rows (of `keys`, the sheet's) that each add up to the game's Total; [] when it has none."""
    if game_id == "minstrels":
        return [list(MINSTRELS_VP)] if set(MINSTRELS_VP) <= set(keys) else []
    if game_id != "score-pad":
        return []
    out: dict[str, list[tuple[int, str]]] = {}
    for key in keys:
        m = _NUMBERED.match(key)
        if m and m.group(1) in PAD_GROUPS:
            out.setdefault(m.group(1), []).append((int(m.group(2)), key))
    return [[k for _n, k in sorted(out[p])] for p in PAD_GROUPS if p in out]


def group_sums(game_id: str, values: Values, seat: int) -> list[tuple[list[str], int]]:
    """Each group whose rows are all filled for `seat`, with its sum (a row nobody filled is a row not used)."""
    out = []
    for group in groups(game_id, list(values)):
        used = [k for k in group if any(v is not None for v in values[k])]
        figures = [values[k][seat] for k in used]
        if used and all(v is not None for v in figures):
            out.append((group, sum(v for v in figures if v is not None)))
    return out


def computed_total(game_id: str, values: Values, seat: int) -> int | None:
    """An empty Total as the sheet's own rows give it (the first group filled), or None."""
    sums = group_sums(game_id, values, seat)
    return sums[0][1] if sums else None


def disagreements(game_id: str, values: Values, n: int, total: str = "total") -> list[dict[str, Any]]:
    """Each seat whose written Total is not the sum of a group of its rows: the seat, the Total, the sum, the rows."""
    written = values.get(total)
    if written is None:
        return []
    out = []
    for seat in range(n):
        if written[seat] is None:
            continue
        for group, got in group_sums(game_id, values, seat):
            if got != written[seat]:
                out.append({"seat": seat, "total": written[seat], "sum": got, "rows": group})
                break
    return out


def live(game: Any, state: dict[str, Any]) -> dict[str, Any] | None:
    """The app's game a sheet would end or replace: its scores (a pad's rounds), whether it is over; None: no scores."""
    if state.get("sheet"):
        return None  # a sheet is recorded: another one is refused anyway
    scores = game.scores(state)
    if not scores or not any(scores):
        return None  # nothing kept in the app yet: the paper is the only record
    rounds = None
    if "by_round" in state and "entered" in state:  # the score pad: each round's points per seat, where entered
        rounds = [
            [pts if got else None for pts, got in zip(row, had, strict=True)]
            for row, had in zip(state["by_round"], state["entered"], strict=True)
        ]
    over = bool(game.is_over(state))
    return {"scores": [int(s) for s in scores], "round": state.get("round"), "rounds": rounds, "over": over}

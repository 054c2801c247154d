"""A filled score sheet as a game's end: the `score_sheet` action every game takes, and its tally.

A group that kept score on paper ends its table with the sheet's figures (scanned and confirmed
on the host's phone, or typed): one `sheet_scored` event holds every row's figures, each seat's
score and the standings with the rulebook's tie-breaks. It is an action like any other (undo
takes it back, every phone sees it, the play is recorded with it). While it stands, the game's
own `is_over`, `standings` and `scores` answer from it (`Game.__init_subclass__` wraps them).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

from companion.errors import ActionError
from companion.games import sheet_sums, sheet_values
from companion.i18n import _
from scoring.king_of_all_bards.standings import meets_goal, progress
from scoring.standings import rank

ACTION = "score_sheet"
EVENT = "sheet_scored"
KEY = "sheet"  # where the state keeps it
MAX_ROWS = 80
MAX_FIGURE = 9999

Values = dict[str, list[int | None]]


class SheetScored(TypedDict):
    """The game ended with its score sheet: each row's figures per seat, each seat's score, the standings."""

    values: dict[str, list[int | None]]
    scores: list[int] | None
    standings: list[dict[str, Any]]
    scanned: bool


@dataclass(frozen=True)
class Tally:
    """Which rows of a game's sheet make the result: the score's row and the tie-breaks (+1 most wins, -1 least)."""

    total: str | None
    ties: tuple[tuple[str, int], ...] = ()
    summed: bool = False  # an empty total is the sum of the other rows (the score pad's rounds and categories)


# The row keys as each game's score sheet names them (printables/<game>.py: `key`, `subkeys`).
TALLIES: dict[str, Tally] = {
    "minstrels": Tally("total", (("tiebreak_coins", 1), ("tiebreak_columns", 1))),
    "tales-of-danger": Tally("total", (("sponsor_rank", -1),)),
    "bard-saga": Tally("final.vp", (("final.scrolls", 1),)),
    "king-of-all-bards": Tally(None, (("final.tips", 1), ("final.pubs", 1), ("final.fans", 1))),
    "score-pad": Tally("total", (), summed=True),
}
NOT_SUMMED = frozenset({"total", "place"})


def tally_of(game_id: str) -> Tally:
    """The game's tally rows (the score pad's for a game not listed)."""
    return TALLIES.get(game_id, TALLIES["score-pad"])


def required(game_id: str) -> list[str]:
    """The rows a sheet must have filled for every seat before it can end the game."""
    t = tally_of(game_id)
    return ([t.total] if t.total and not t.summed else []) + [k for k, _sign in t.ties]


def act(game: Any, state: dict[str, Any], action: dict[str, Any], seat: int | None, n: int) -> list[dict]:
    """The `sheet_scored` event of a host's `score_sheet` action; `ActionError` when it cannot end the game."""
    if seat is not None:
        raise ActionError("host_only", _("Only the host can record the score sheet"), 403)
    # A game over in the app takes a sheet too (the group kept the scores on paper): the sheet's
    # result replaces the play; a second sheet would contradict the first.
    if state.get(KEY):
        raise ActionError("game_over", _("A score sheet is recorded already: undo it to record another."), 409)
    values = _values(action.get("values"), n)
    _check_live(game, state, action)
    sheet_values.check(game.id, state, values, n)
    _check_totals(game.id, values, n)
    scores, keys = _keys(game.id, state, values, n)
    standings = [s.as_dict() for s in rank(keys)]
    scanned = action.get("scanned") is True
    return [{"type": EVENT, "values": values, "scores": scores, "standings": standings, "scanned": scanned}]


def _check_live(game: Any, state: dict[str, Any], action: dict[str, Any]) -> None:
    """A game still going in the app ends only when the action says so (`ends_game`): the check screen asked."""
    going = sheet_sums.live(game, state)
    if going and not going["over"] and action.get("ends_game") is not True:
        said = _(
            "The game is still going in the app (scores {scores}): confirming ends it with the sheet's scores. "
            "Send 'ends_game': true to do that."
        )
        raise ActionError("game_in_progress", said.format(scores=", ".join(map(str, going["scores"]))), 409)


def _check_totals(game_id: str, values: Values, n: int) -> None:
    """A written Total must be the sum of its own rows: every player who disagrees is named at once, nothing picked."""
    off = sheet_sums.disagreements(game_id, values, n)
    if not off:
        return
    said = _("Player {n}: the rows add up to {sum}, the Total says {total}.")
    lines = " ".join(said.format(n=d["seat"] + 1, total=d["total"], sum=d["sum"]) for d in off)
    disagree = [{k: d[k] for k in ("seat", "total", "sum", "rows")} for d in off]
    raise ActionError("sheet_total", lines, 422, seat=off[0]["seat"], disagree=disagree)


def _values(raw: object, n: int) -> Values:
    """The figures as sent: row key -> one whole number (or null) per seat."""
    if not isinstance(raw, dict) or not raw or len(raw) > MAX_ROWS:
        raise ActionError("bad_sheet", _("Send 'values': each row's figures, one per player"))
    out: Values = {}
    for key, row in raw.items():
        if not isinstance(key, str) or len(key) > 40 or not isinstance(row, list) or len(row) != n:
            raise ActionError("bad_sheet", _("Each row needs one figure per player ({n})").format(n=n))
        for v in row:
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or abs(v) > MAX_FIGURE):
                raise ActionError("bad_sheet", _("A figure must be a whole number up to {max}").format(max=MAX_FIGURE))
        out[key] = list(row)
    return out


def _figure(values: Values, key: str, seat: int) -> int:
    row = values.get(key)
    if row is None or row[seat] is None:
        said = _("A figure is missing ({row}, player {n}): type it")
        raise ActionError("sheet_unfilled", said.format(row=key, n=seat + 1))
    return row[seat]


def _keys(game_id: str, state: dict[str, Any], values: Values, n: int) -> tuple[list[int] | None, dict]:
    """Each seat's score (None: a game won by its goal) and its ranking key with the tie-breaks."""
    t = tally_of(game_id)
    if game_id == "king-of-all-bards":  # no points: the goal first, then progress, Fans in Pubs, Tips
        got = {s: [_figure(values, k, s) for k, _sign in t.ties] for s in range(n)}
        keys = {s: (int(meets_goal(tp, pb)), progress(tp, pb), fans, tp) for s, (tp, pb, fans) in got.items()}
        return None, keys
    scores = [_score(game_id, t, values, s) for s in range(n)]
    ties = [(k, sign) for k, sign in t.ties]
    if game_id == "score-pad":
        ties = _pad_ties(state)
    sign = -1 if state.get("lowest_wins") else 1
    keys = {s: (sign * scores[s], *(d * _figure(values, k, s) for k, d in ties)) for s in range(n)}
    return scores, keys


def _score(game_id: str, t: Tally, values: Values, seat: int) -> int:
    """The seat's Total: as written, else one group of its rows summed (not categories and rounds together)."""
    row = values.get(t.total or "")
    if row is not None and row[seat] is not None:
        return row[seat]
    computed = sheet_sums.computed_total(game_id, values, seat)
    if computed is not None:
        return computed
    if not t.summed:
        return _figure(values, t.total or "", seat)
    parts = [r[seat] for k, r in values.items() if k not in NOT_SUMMED and r[seat] is not None]
    if not parts:
        raise ActionError("sheet_unfilled", _("Player {n} has no figures: type the Total.").format(n=seat + 1))
    return sum(parts)


def _pad_ties(state: dict[str, Any]) -> list[tuple[str, int]]:
    """The score pad's tie-breaker category as a row (its row key is `category<place from 1>`, as printed)."""
    tb, cats = state.get("tie_breaker"), state.get("categories") or []
    if not tb or tb not in cats:
        return []
    return [(f"category{cats.index(tb) + 1}", -1 if state.get("lowest_wins") else 1)]


def fold(state: dict[str, Any], event: dict[str, Any]) -> None:
    """Keep the sheet's result in the state: from now on it is the game's end."""
    state[KEY] = {k: event[k] for k in ("values", "scores", "standings", "scanned")}


def line(event: dict[str, Any], names: list[str]) -> str:
    """The log line: the winners by the score sheet."""
    first = [names[s["seat"]] for s in event["standings"] if s["place"] == 1 and s["seat"] < len(names)]
    return _("The score sheet ends the game: {names} won").format(names=", ".join(first))


def first(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    """A game's `is_over`/`standings`/`scores` answering from a recorded sheet first."""

    @functools.wraps(fn)
    def wrapped(self: Any, state: dict[str, Any]) -> Any:
        done = state.get(KEY)
        if not done:
            return fn(self, state)
        if name == "is_over":
            return True
        got = done["standings"] if name == "standings" else done["scores"]
        return None if got is None else [dict(x) if isinstance(x, dict) else x for x in got]

    return wrapped


def no_turn(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A game's `view` naming no one to act once a sheet ended the game (no prompt, no turn)."""

    @functools.wraps(fn)
    def wrapped(self: Any, state: dict[str, Any], seat: int | None) -> Any:
        got = fn(self, state, seat)
        if not state.get(KEY) or not isinstance(got, dict):
            return got
        return {**got, **{k: None for k in ("prompt", "turn") if k in got}}

    return wrapped

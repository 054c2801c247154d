"""Score pad: the actions. Any seated phone (or the host) may write any seat's score."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError, Forbidden
from companion.games.base import Sim, int_field
from companion.games.score_pad.entries import MAX_TOTAL, category_of, correct_total
from companion.games.score_pad.rules import action
from companion.i18n import _

MAX_DELTA = 1_000_000
MAX_NAME = 60  # a game's name, as BG Stats and the history show it


@action(
    "score",
    "Add to (or subtract from) a seat's score",
    {"type": "score", "seat": 0, "delta": 3},
    ("Score in a category and round", {"type": "score", "seat": 1, "delta": -2, "category": "Gold", "round": 2}),
    seated=False,
)
def score(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """A seat's score changes by `delta` (in a category and round, when the table has them)."""
    s = sim.s
    n = len(s["totals"])
    target = int_field(a, "seat", 0, n - 1)
    delta = int_field(a, "delta", -MAX_DELTA, MAX_DELTA)
    if abs(s["totals"][target] + delta) > MAX_TOTAL:
        raise ActionError("bad_field", _("a total must stay within ±{max}").format(max=MAX_TOTAL))
    where: dict[str, Any] = {}
    cat = category_of(s, a)
    if cat is not None:
        where["category"] = cat
    rnd = a.get("round")
    if rnd is None and s["rounds"]:
        rnd = s["round"]
    if rnd is not None:
        if not s["rounds"]:
            raise ActionError("bad_field", _("this table has no rounds"))
        where["round"] = int_field({"round": rnd, "type": "score"}, "round", 1, s["rounds"])
    if delta == 0 and not _fills(s, target, where):
        # A 0 is an entry only where it fills an empty round or category (pt20: a typed 0 was dropped).
        # Said in the player's words (pt86 read "'delta' darf nicht 0 sein" after a second 0 in a round).
        raise ActionError("bad_field", _no_zero(where))
    # `corrects`: the seat whose score it is, so the log names whoever typed it for them (events.CORRECTS).
    sim.emit("scored", seat=target, delta=delta, corrects=target, **where)


def _no_zero(where: dict[str, Any]) -> str:
    """Why a 0 is refused where it fills nothing: that round (or its category) has its score already."""
    if "category" in where:
        return _("{category} in round {n} already has a score: 0 adds nothing").format(
            category=where["category"], n=where["round"]
        )
    if "round" in where:
        return _("round {n} already has a score: 0 adds nothing").format(n=where["round"])
    return _("0 adds nothing to the total")


def _fills(s: dict[str, Any], target: int, where: dict[str, Any]) -> bool:
    """True when an entry at `where` is the seat's first in that round (or that round's category)."""
    if "round" not in where:
        return False
    r = where["round"] - 1
    if "category" in where:
        return where["category"] not in s["filled"][target][r]
    return not s["entered"][target][r]


@action(
    "correct",
    "Correct a seat's score in a round (its entry for that round becomes `score`; or, with a category,"
    " that category's points in that round become `points`)",
    {"type": "correct", "seat": 0, "round": 1, "score": 7},
    ("In a category", {"type": "correct", "seat": 1, "round": 1, "score": 4, "category": "Gold"}),
    ("One category's cell", {"type": "correct", "seat": 1, "round": 1, "points": 3, "category": "Quests"}),
    (
        "A category's total, on a table without rounds",
        {"type": "correct", "seat": 1, "points": 18, "category": "Science"},
    ),
    seated=False,
)
def correct(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """A round's entry set to `score`, or one category's cell to `points`: the total moves by the difference."""
    s = sim.s
    if not s["rounds"]:
        return correct_total(sim, a)
    target = int_field(a, "seat", 0, len(s["totals"]) - 1)
    rnd = int_field(a, "round", 1, s["round"])
    was = s["by_round"][target][rnd - 1]
    cat = category_of(s, a)
    if "points" in a and cat is not None:
        # A tapped category cell: its own points in that round (pt11 had to type the round's total).
        points, had = int_field(a, "points", -MAX_TOTAL, MAX_TOTAL), s["cells"][target][rnd - 1][cat]
        if points == had and cat in s["filled"][target][rnd - 1]:
            said = _("{category} in round {n} is already {points}")
            raise ActionError("bad_field", said.format(category=cat, n=rnd, points=points))
        new = was + points - had
    else:
        new = int_field(a, "score", -MAX_TOTAL, MAX_TOTAL)
        if new == was and s["entered"][target][rnd - 1]:
            raise ActionError("bad_field", _("round {n}'s score is already {score}").format(n=rnd, score=new))
    if abs(s["totals"][target] + new - was) > MAX_TOTAL:
        raise ActionError("bad_field", _("a total must stay within ±{max}").format(max=MAX_TOTAL))
    where = {"category": cat} if cat is not None else {}
    sim.emit("corrected", seat=target, round=rnd, delta=new - was, score=new, corrects=target, **where)


@action(
    "name_game",
    'Name the game the pad kept (for the history and BG Stats, instead of "Score pad")',
    {"type": "name_game", "name": "Carcassonne"},
    seated=False,
)
def name_game(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The host names the game that was played (also once it is over)."""
    if seat is not None:
        raise Forbidden("host_only", _("only the host can name the game"))
    if "name" not in a:
        raise ActionError("missing_field", _("'name_game' needs 'name': the game's name"))
    name = a["name"]
    if not isinstance(name, str):
        raise ActionError("bad_field", _("'name' must be text, not {v}").format(v=repr(name)[:40]))
    name = " ".join(name.split())
    if not name:
        raise ActionError("bad_field", _("the game's name must not be empty"))
    if len(name) > MAX_NAME:
        said = _("the game's name is at most {max} characters, not {n}")
        raise ActionError("bad_field", said.format(max=MAX_NAME, n=len(name)))
    sim.emit("named", name=name)


@action("next_round", "Move on to the next round", seated=False)
def next_round(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The next round begins (not past the last one)."""
    s = sim.s
    if s["rounds"] and s["round"] >= s["rounds"]:
        raise ActionError("last_round", _("round {n} is the last round").format(n=s["round"]))
    sim.emit("next_round", round=s["round"] + 1, by=by(seat))


def by(seat: int | None) -> int | str:
    """Who moved the table on or ended it: the seat, or the host (every phone's log says so, pt28)."""
    return "host" if seat is None else seat


@action("finish", "End the game and show the standings", seated=False)
def finish(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The game ends: the standings are fixed."""
    sim.emit("finished", by=by(seat))  # who ended it, on every phone's log (pt99: "Game over" said nothing of it)


@action(
    "score_round",
    "Enter a round at once: each seat's points (keyed by seat; in `category` when the table has them); "
    "all or nothing, then the next round begins once every seat has a score in this one (with categories the "
    "round stays open for the others)",
    {"type": "score_round", "scores": {"0": 12, "1": 7, "2": -3}},
    ("In a category", {"type": "score_round", "scores": {"0": 5, "1": 2}, "category": "Gold"}),
    seated=False,
)
def score_round(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """Every seat given scores its points in the current round (0 counts as entered); the next round follows once
    every seat has a score in it (on a table with categories, only by "Next round": the form enters one category)."""
    s = sim.s
    n = len(s["totals"])
    scores = a.get("scores")
    if not isinstance(scores, dict) or not scores:
        raise ActionError("missing_field", _("'score_round' needs 'scores': each seat's points, e.g. {\"0\": 12}"))
    points: list[int | None] = [None] * n
    # Every entry is checked before anything is emitted, so a bad one leaves the whole round unentered.
    for key, value in scores.items():
        target = int(key) if isinstance(key, str) and key.isdigit() else key
        if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < n:
            said = _("there is no seat {seat} (seats are 0 to {last})")
            raise ActionError("bad_field", said.format(seat=repr(key)[:20], last=n - 1))
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_DELTA:
            said = _("seat {seat}'s points must be a whole number within ±{max}, not {v}")
            raise ActionError("bad_field", said.format(seat=target, max=MAX_DELTA, v=repr(value)[:20]))
        if abs(s["totals"][target] + value) > MAX_TOTAL:
            said = _("seat {seat}'s total must stay within ±{max}")
            raise ActionError("bad_field", said.format(seat=target, max=MAX_TOTAL))
        points[target] = value
    cat = category_of(s, a)
    where = {"round": s["round"]} if s["rounds"] else {}
    if cat is not None:
        where["category"] = cat
    sim.emit("round_scored", points=points, **where)
    # A group that enters the whole round at once has finished it: the next one begins in the same
    # step (one undo takes back both), so the sheet is empty for it and a second Enter cannot double it.
    # With categories the form enters one of them: the round stays open for the others ("Next round"
    # moves on; a blind reviewer saw Gold entered and the round closed on Quests and Bonus, pt8). So it
    # does while a player has no score in it yet: players at their own phones were still to enter theirs
    # when the host's form closed the round on them (pt76); "Next round" asks before it moves on.
    if s["rounds"] and s["round"] < s["rounds"] and cat is None and all(e[s["round"] - 1] for e in s["entered"]):
        sim.emit("next_round", round=s["round"] + 1, by=by(seat))


def _cell(s: dict[str, Any], seat_key: Any, cat: Any, value: Any) -> tuple[int, str, int]:
    """One cell of a score grid checked: its seat, its category and its points, or a 400 naming the cell."""
    n = len(s["totals"])
    target = int(seat_key) if isinstance(seat_key, str) and seat_key.isdigit() else seat_key
    if isinstance(target, bool) or not isinstance(target, int) or not 0 <= target < n:
        said = _("there is no seat {seat} (seats are 0 to {last})")
        raise ActionError("bad_field", said.format(seat=repr(seat_key)[:20], last=n - 1))
    if cat not in s["categories"]:
        said = _("seat {seat}: no category {name} (the categories are {categories})")
        raise ActionError(
            "bad_field", said.format(seat=target, name=repr(str(cat)[:40]), categories=", ".join(s["categories"]))
        )
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_DELTA:
        said = _("seat {seat}, {category}: the points must be a whole number within ±{max}, not {v}")
        raise ActionError("bad_field", said.format(seat=target, category=cat, max=MAX_DELTA, v=repr(value)[:20]))
    return target, cat, value


@action(
    "score_grid",
    "Enter several players' points in several categories at once (keyed by seat, then category): "
    "all or nothing; the round stays open",
    {"type": "score_grid", "scores": {"0": {"Gold": 5, "Quests": 2}, "2": {"Gold": 3}}},
    ("For the round it was typed in", {"type": "score_grid", "round": 2, "scores": {"1": {"Gold": 4}}}),
    seated=False,
)
def score_grid(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """Every filled cell of the host's players x categories grid, as one action (one undo takes it back)."""
    s = sim.s
    if not s["categories"]:
        raise ActionError("bad_field", _("this table has no categories: enter a round with 'score_round'"))
    scores = a.get("scores")
    if not isinstance(scores, dict) or not scores or not all(isinstance(v, dict) and v for v in scores.values()):
        said = _("'score_grid' needs 'scores': each seat's points by category, e.g. {\"0\": {\"Gold\": 5}}")
        raise ActionError("missing_field", said)
    # Every cell is checked before anything is emitted, so a bad one leaves the whole grid unentered.
    cells = [_cell(s, key, cat, value) for key, row in scores.items() for cat, value in row.items()]
    added = [0] * len(s["totals"])
    for target, _cat, value in cells:
        added[target] += value
    for target, extra in enumerate(added):
        if abs(s["totals"][target] + extra) > MAX_TOTAL:
            raise ActionError(
                "bad_field", _("seat {seat}'s total must stay within ±{max}").format(seat=target, max=MAX_TOTAL)
            )
    if "round" in a:  # the phone's grid says its round: sent twice, the second is refused
        if not isinstance(a["round"], int) or isinstance(a["round"], bool):
            raise ActionError("bad_field", _("'round' must be the number of the round the scores were typed in"))
        if s["rounds"]:
            _unentered(s, a, cells)
    where = {"round": s["round"]} if s["rounds"] else {}
    # One event per category, in the table's order: the existing fold and log line say each.
    for cat in s["categories"]:
        points: list[int | None] = [None] * len(s["totals"])
        for target, c, value in cells:
            if c == cat:
                points[target] = (points[target] or 0) + value
        if any(p is not None for p in points):
            sim.emit("round_scored", points=points, category=cat, **where)


def _unentered(s: dict[str, Any], a: dict[str, Any], cells: list[tuple[int, str, int]]) -> None:
    """A 409 unless every cell is still empty in the round the grid was typed for (the table's round).

    pt51: a double click sent the grid twice and every passed-round player's round counted double; a
    cell already entered is changed by `correct`, and a grid typed before "Round 2 →" is not round 2's.
    (A grid without its round adds to a cell, as `score` does: older callers rely on it.)
    """
    now = s["round"]
    if a["round"] != now:
        said = _("these scores were typed for round {n}, but the table is on round {now}")
        raise ActionError("stale_round", said.format(n=str(a["round"])[:20], now=now), status=409)
    for target, cat, _value in cells:
        if cat in s["filled"][target][now - 1]:
            said = _("seat {seat} already has {category} in round {n} ({points}): correct it instead")
            points = s["cells"][target][now - 1][cat]
            said = said.format(seat=target, category=cat, n=now, points=points)
            raise ActionError("already_entered", said, status=409)

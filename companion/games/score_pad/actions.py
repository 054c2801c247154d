"""Score pad: the actions. Any seated phone (or the host) may write any seat's score."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim, int_field
from companion.games.score_pad.rules import action
from companion.i18n import _

MAX_DELTA = 1_000_000
MAX_TOTAL = 1_000_000_000


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
    if delta == 0:
        raise ActionError("bad_field", _("'delta' must not be 0"))
    if abs(s["totals"][target] + delta) > MAX_TOTAL:
        raise ActionError("bad_field", _("a total must stay within ±{max}").format(max=MAX_TOTAL))
    where: dict[str, Any] = {}
    cat = a.get("category")
    if cat is not None:
        if cat not in s["categories"]:
            raise ActionError("bad_field", _("no category {name}").format(name=repr(str(cat)[:40])))
        where["category"] = cat
    rnd = a.get("round")
    if rnd is None and s["rounds"]:
        rnd = s["round"]
    if rnd is not None:
        if not s["rounds"]:
            raise ActionError("bad_field", _("this table has no rounds"))
        where["round"] = int_field({"round": rnd, "type": "score"}, "round", 1, s["rounds"])
    sim.emit("scored", seat=target, delta=delta, **where)


@action("next_round", "Move on to the next round", seated=False)
def next_round(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The next round begins (not past the last one)."""
    s = sim.s
    if s["rounds"] and s["round"] >= s["rounds"]:
        raise ActionError("last_round", _("round {n} is the last round").format(n=s["round"]))
    sim.emit("next_round", round=s["round"] + 1)


@action("finish", "End the game and show the standings", seated=False)
def finish(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The game ends: the standings are fixed."""
    sim.emit("finished")

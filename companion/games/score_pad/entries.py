"""Score pad: an entry's category, and a table without rounds' correction of a category's total."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim, int_field
from companion.i18n import _

MAX_TOTAL = 1_000_000_000


def category_of(s: dict[str, Any], a: dict[str, Any]) -> str | None:
    """The entry's category: one of the table's, and required when it has any."""
    cat = a.get("category")
    if cat is None:
        # A point outside every category would leave the rows short of the total and the tie-break blind to it.
        if s["categories"]:
            said = _("this table scores by category: say which ({categories})")
            raise ActionError("missing_field", said.format(categories=", ".join(s["categories"])))
        return None
    if cat not in s["categories"]:
        raise ActionError("bad_field", _("no category {name}").format(name=repr(str(cat)[:40])))
    return cat


def correct_total(sim: Sim, a: dict[str, Any]) -> None:
    """A table without rounds: one category's total set to `points`; the total moves by the difference.

    pt120: a 7 Wonders tally's Science typed as 81 for 18 had no fix but undoing every category entered with it.
    """
    s = sim.s
    if not s["categories"]:  # nothing to correct: each score went in as it came
        raise ActionError("bad_field", _("this table has no rounds"))
    cat = category_of(s, a)
    if cat is None or "points" not in a:
        raise ActionError("bad_field", _("this table has no rounds: correct a category's total with 'points'"))
    target = int_field(a, "seat", 0, len(s["totals"]) - 1)
    points, had = int_field(a, "points", -MAX_TOTAL, MAX_TOTAL), s["by_category"][target][cat]
    if points == had:
        raise ActionError("bad_field", _("{category} is already {points}").format(category=cat, points=points))
    if abs(s["totals"][target] + points - had) > MAX_TOTAL:
        raise ActionError("bad_field", _("a total must stay within ±{max}").format(max=MAX_TOTAL))
    sim.emit("corrected", seat=target, delta=points - had, score=points, corrects=target, category=cat)

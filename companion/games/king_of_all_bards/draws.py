"""The King of All Bards: Brawl draws, by the app or entered from the real Brawl bag (issue #14).

A Brawl's draw is a list of seats, one per Fan disc that came out of the bag, in the order drawn:
Fans are known by their Bard's colour, and a colour is a seat in this API (as `color` elsewhere).
Every action that can start a Brawl accepts `"drawn"` (applied to the first Brawl it starts) and
`"wait_for_draw": true` (the table draws: the Brawl waits for `draw_brawl`). With the table option
`own_components` every Brawl waits. A waiting Brawl pauses the game (the rulebook: "the Brawl is
resolved before anything else"): only its draw and Tricks may be played until it is drawn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from companion.errors import ActionError
from companion.games.king_of_all_bards import bets
from companion.games.king_of_all_bards.rules import action
from companion.games.king_of_all_bards.state import Sim, State, protected
from companion.i18n import _, ngettext
from scoring.king_of_all_bards.brawl import bag, excess


class Entry:
    """What an action says about its Brawls' draws: the Fans drawn at the table, or wait for them."""

    def __init__(self, drawn: list[int] | None, wait: bool, by: int | None):
        self.drawn, self.wait, self.by = drawn, wait, by


def accept(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Read `drawn` and `wait_for_draw` from an action that may start a Brawl (shapes checked here)."""
    drawn = action.get("drawn")
    if drawn is not None:
        ok = isinstance(drawn, list) and len(drawn) <= 60
        if not ok or any(isinstance(x, bool) or not isinstance(x, int) for x in drawn):
            raise ActionError("bad_drawn", _("'drawn' must be a list of seats, one per Fan drawn from the Brawl bag"))
    wait = action.get("wait_for_draw", False)
    if not isinstance(wait, bool):
        raise ActionError("bad_field", _("'wait_for_draw' must be true or false"))
    by = action.get("by") if seat is None else seat
    sim.entry = Entry(drawn, wait or bool(sim.s["options"].get("own_components")), by)


def finish(sim: Sim) -> None:
    """After the action: a `drawn` that no Brawl used is refused (the whole action with it)."""
    entry = getattr(sim, "entry", None)
    if entry is not None and entry.drawn is not None:
        raise ActionError("no_brawl", _("'drawn' is the draw of a Brawl, and this action started none"))


def drawable(s: State, pub: int, leave_out: list[int]) -> list[int]:
    """The discs in the Brawl bag: the Pub's Fans but Diehards and those left out (Vicious Heckle)."""
    return bag(s["fans"][pub], protected(s) | set(leave_out))


def draw_count(s: State, pub: int, cause: str, leave_out: list[int]) -> int:
    """How many Fans this Brawl draws: down to Capacity, or one (Ragnarok, Vicious Heckle)."""
    discs = drawable(s, pub, leave_out)
    k = excess(s["fans"][pub], s["capacity"]) if cause == "capacity" else 1
    return min(k, len(discs))


def check_drawn(s: State, pub: int, cause: str, leave_out: list[int], drawn: list[int]) -> None:
    """Refuse an entered draw that the bag could not have given, naming what is wrong."""
    k = draw_count(s, pub, cause, leave_out)
    if len(drawn) != k:
        text = ngettext(
            "the Brawl in Pub {pub} draws {k} Fan, so 'drawn' lists {k}, not {x}",
            "the Brawl in Pub {pub} draws {k} Fans, so 'drawn' lists {k}, not {x}",
            k,
        )
        raise ActionError("bad_drawn", text.format(pub=pub, k=k, x=len(drawn)))
    in_bag = Counter(drawable(s, pub, leave_out))
    for seat, n in Counter(drawn).items():
        if not 0 <= seat < s["n"]:
            raise ActionError(
                "bad_drawn", _("'drawn': {seat} is not a seat (0 to {x})").format(seat=seat, x=s["n"] - 1)
            )
        if n > in_bag[seat]:
            if s["fans"][pub][seat] and seat in protected(s):
                why = _("they are Diehards this round")
            elif s["fans"][pub][seat] and seat in leave_out:
                why = _("Vicious Heckle leaves the heckler's Fans out of the bag")
            else:
                why = _("Pub {pub} holds {n} of them").format(pub=pub, n=in_bag[seat])
            raise ActionError(
                "bad_drawn",
                _("'drawn': {n} of seat {seat}'s Fans cannot come out of the bag: {why}").format(
                    n=n, seat=seat, why=why
                ),
            )


def brawl(sim: Sim, pub: int, cause: str, leave_out: Sequence[int] = (), redo: bool = False) -> None:
    """One Brawl: the action's entered draw, else wait for the table's draw, else the app draws."""
    entry: Entry | None = getattr(sim, "entry", None)
    leave_out = list(leave_out)
    if entry is not None and entry.drawn is not None:
        drawn, entry.drawn = entry.drawn, None  # an entry is for the first Brawl of the action
        check_drawn(sim.s, pub, cause, leave_out, drawn)
        emit_brawl(sim, pub, cause, leave_out, [{"seat": x} for x in drawn], True, redo)
    elif entry is not None and entry.wait and draw_count(sim.s, pub, cause, leave_out):
        due = sim.s["brawl_due"]
        if not any(d["pub"] == pub and d["cause"] == cause == "capacity" for d in due):
            extra = {"leave_out": leave_out} if leave_out else {}
            sim.emit("brawl_due", pub=pub, cause=cause, by=entry.by, redo=redo, **extra)
    else:
        emit_brawl(sim, pub, cause, leave_out, app_draw(sim, pub, cause, leave_out), False, redo)


def app_draw(sim: Sim, pub: int, cause: str, leave_out: list[int]) -> list[dict[str, int]]:
    """The app's draw: each disc equally likely (a Diehards disc would only be put back)."""
    counts = list(sim.s["fans"][pub])
    keep = protected(sim.s) | set(leave_out)
    out = []
    for _k in range(draw_count(sim.s, pub, cause, leave_out)):
        discs = bag(counts, keep)
        i = sim.rng.randrange(len(discs))
        out.append({"seat": discs[i], "index": i, "of": len(discs)})
        counts[discs[i]] -= 1
    return out


def emit_brawl(
    sim: Sim, pub: int, cause: str, leave_out: list[int], drawn: list[dict], at_table: bool, redo: bool
) -> None:
    """The `brawl` event, with where it was drawn (and what Vicious Heckle left out, for a redo)."""
    extra: dict[str, Any] = {"leave_out": leave_out} if leave_out else {}
    if redo:
        extra["redo"] = True
    entry = getattr(sim, "entry", None)
    if entry is not None and isinstance(entry.by, int) and drawn:  # who drew: the log said only "by the app" (pt32)
        extra["by"] = entry.by
    sim.emit("brawl", pub=pub, cause=cause, drawn=drawn, at_table=at_table, **extra)
    bets.settle(sim, "brawl", pub, [d["seat"] for d in drawn])


def redo_target(s: State, seat: int) -> dict[str, Any]:
    """The Brawl a Diehards counter redoes: this round's last, if it drew this seat's Fan (still in the Square)."""
    last = s["brawls"][-1] if s["brawls"] else None
    if not last or last["round"] != s["round"]:
        raise ActionError("no_brawl", _("Diehards redoes a Brawl of this round that drew your Fan: there is none"))
    if seat not in last["drawn"]:
        raise ActionError(
            "no_brawl",
            _("the last Brawl (Pub {pub}) drew none of your Fans: nothing to counter").format(pub=last["pub"]),
        )
    if any(s["fans"][0][x] < n for x, n in Counter(last["drawn"]).items()):
        raise ActionError(
            "too_late", _("the Fans that Brawl drew have left the Town Square: it can no longer be redone")
        )
    return last


def redo(sim: Sim, last: dict[str, Any]) -> None:
    """Diehards as a counter: the Fans go back to the Pub and the Brawl is drawn again without them."""
    sim.emit("brawl_undone", pub=last["pub"], cause=last["cause"], drawn=list(last["drawn"]))
    brawl(sim, last["pub"], last["cause"], last.get("leave_out", []), redo=True)


@action(
    "draw_brawl",
    "Brawl: the Fans drawn from the real Brawl bag (seats), for the Brawl waiting for its draw",
    {"type": "draw_brawl", "drawn": [1]},
    ("Brawl waiting for its draw: let the app draw", {"type": "draw_brawl"}),
    seated=False,
)
def draw_brawl(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Draw the first waiting Brawl: the Fans the table drew (`drawn`), or the app draws them now."""
    due = sim.s["brawl_due"]
    if not due:
        raise ActionError("no_brawl", _("no Brawl is waiting for its draw"))
    accept(sim, seat, action)
    sim.entry.wait = False  # this is the draw
    d = due[0]
    brawl(sim, d["pub"], d["cause"], d.get("leave_out", []), d.get("redo", False))

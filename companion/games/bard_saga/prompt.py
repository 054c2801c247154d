"""Bard Saga: the turn prompt (who must act now, and what, in the rulebook's words).

A few words naming the one next action: two lines at most at 360 px with six long names (issue #26).
"""

from __future__ import annotations

from typing import Any

from companion.games.bard_saga.legal import affords
from companion.games.base import State
from companion.i18n import N_, _
from scoring import bard_saga as bs

# What the seat on turn may do, by the kinds of Field card it can pay for.
SEEKING = {
    (): N_("play a Story, or pass"),
    ("Story",): N_("play or collect a Story, or pass"),
    ("Legend",): N_("play, search a Legend, or pass"),
    ("Legend", "Story"): N_("play, collect, search, or pass"),
}


def _setup(state: State) -> dict[str, Any]:
    unknown = sum(bs.top_card(d) == "?" for d in state["field"])
    if unknown:
        do = _("tell the top colour of each deck in the Field ({n} to go)").format(n=unknown)
        return {"seats": [], "do": do}
    if state["starting"] is None:
        return {"seats": [], "do": _("choose the Starting Player: who last sang a song aloud?")}
    to_draw = state.get("to_draw", [])
    if to_draw:
        # Short (pt81, pt83: German took three lines with "vom Gasthaus ziehen"): the setup list says from where.
        return {"seats": list(to_draw), "do": _("draw 2 Scrolls")}
    return {"seats": [state["starting"]], "do": _("declare the colour of white cards")}


def _seeking(state: State) -> dict[str, Any]:
    ask = asked_top(state)
    if ask:
        do = _("tell the new top colour of the {deck} deck").format(deck=_(bs.DECK_NAMES[ask["deck"]]))
        return {"seats": [ask["seat"]], "do": do}
    seat = state["turn"]
    kinds = {
        "Legend" if bs.top_card(d) == "Legend" else "Story"
        for i, d in enumerate(state["field"])
        if affords(state, seat, i)
    }
    return {"seats": [seat], "do": _(SEEKING[tuple(sorted(kinds))])}


def _singing(state: State) -> dict[str, Any]:
    # The singing starts with the first to pass (the rulebook's order), and one tap sings for every
    # player: so the words are the table's, not "gain your Scrolls" (that player may have no Story).
    # No colon inside: the phone puts one after the name ("Bob: score everyone's Singing Victory", the
    # rulebook's phase: "sing for the whole table" read as "sing aloud", pt37). Nor the
    # random Scrolls: "(+1 Scroll at random)" took a third line and read as the singer's (pt4); the
    # bar's "Draw for me" / "We drew…" says them.
    return {"seats": [state["passed"][0]], "do": _("score everyone's Singing Victory")}


def prompt(state: State) -> dict[str, Any]:
    """`{"seats": [...], "do": "..."}`: the seats that must act now and what they do."""
    phase = state["phase"]
    if phase == "setup":
        return _setup(state)
    if phase == "seeking":
        return _seeking(state)
    if phase == "singing":
        return _singing(state)
    if phase == "returning":
        seats = sorted(int(s) for s in state["returning"])
        do = _("discard Scrolls down to {n}").format(n=bs.SCROLL_LIMIT)
        return {"seats": seats, "do": do}
    if phase == "declaring":
        return {"seats": [state["starting"]], "do": _("declare the colour of white cards")}
    return {"seats": [], "do": _("the game is over: see who won")}


def asked_top(state: State) -> dict[str, int] | None:
    """The deck whose new top colour the table must tell now, and who took its card (`{"deck", "seat"}`).

    A collect leaves "?" on a deck with cards under it; the taker is the last to act, the nearest seat
    before the turn that has not passed (issue #26: nobody was asked, and its neighbours' Collect failed).
    """
    if state["phase"] != "seeking" or state["turn"] is None:
        return None
    unknown = [i for i, d in enumerate(state["field"]) if bs.top_card(d) == "?"]
    if not unknown:
        return None
    n, turn = len(state["names"]), state["turn"]
    seat = next((s for k in range(1, n + 1) if (s := (turn - k) % n) not in state["passed"]), turn)
    return {"deck": unknown[0], "seat": seat}

"""Bard Saga: the values the phone shows beyond the state (requirements, VP cards, draws, the end)."""

from __future__ import annotations

from typing import Any

from companion.games.bard_saga.prompt import asked_top, prompt
from companion.games.bard_saga.stall import stall
from companion.games.base import State
from companion.i18n import N_, _
from scoring import bard_saga as bs


def singing_draws(state: State) -> tuple[list[dict[str, int]], dict[str, int]]:
    """Who draws random Scrolls when singing (in order, how many) and what the Inn holds for them.

    The Inn is what is left once every face-up Story has taken its Scroll: an upper bound of what
    the random draws can give (the server checks each entry as it is drawn).
    """
    if state["phase"] != "singing":
        return [], {}
    inn = dict(state["inn"])
    order = bs.singing_order(state["passed"][0], len(state["names"]))
    face_up = [[p for p in state["played"][s] if not p["face_down"]] for s in range(len(state["names"]))]
    for s in order:
        bs.story_scrolls(face_up[s], state["white"], inn, lambda n: 0)
    draws = [{"seat": s, "count": bs.face_down(state["played"][s])} for s in order]
    return [d for d in draws if d["count"]], inn


# The end screen's line under the winner (pt10: "Won on tie broken on most Scroll cards" read badly).
WON_LINE = {
    "most Victory Points": N_("Won on the most VP"),
    "tie broken on most Scroll cards": N_("Tie on VP, won on the most Scrolls"),
}


def won(state: State) -> dict[str, Any] | None:
    """The winners and what decided it, once the game is over."""
    if state["standings"] is None:
        return None
    seats = [s["seat"] for s in state["standings"] if s["place"] == 1]
    by = bs.decided_by(state["standings"])
    return {"seats": seats, "by": _(by), "line": _(WON_LINE.get(by, by))}


def extras(state: State) -> dict[str, Any]:
    """Everything the view adds to the state."""
    white, diagonal = state["white"], state["diagonal"]
    cards = bs.vp_cards(state["vp"])
    draws, inn = singing_draws(state)
    need = [bs.deck_requirement(state["field"], d, white, diagonal) for d in range(9)]
    tops = [bs.top_card(d) for d in state["field"]]
    return {
        "need": need,
        "tops": tops,
        "counts_as": [bs.card_colour(t, white) if t not in ("?", None) else None for t in tops],
        # Per seat and deck: the Scrolls still missing to pay it (None: nothing to pay yet).
        "short": [[bs.missing_scrolls(have, n["scrolls"]) if n else None for n in need] for have in state["scrolls"]],
        "vp_cards": [{str(v): k for v, k in c.items()} for c in cards] if cards else None,
        "vp_supply": {str(v): k for v, k in bs.supply_left(cards or []).items()},
        "legends_left": bs.LEGEND_COUNT - len(state["legends"]),
        "last_round": bs.is_last_round(len(state["legends"])),
        "hex": bs.COLOUR_HEX,
        "deck_names": [_(d) for d in bs.DECK_NAMES],  # in the reader's language: the UI keeps no copy
        "prompt": prompt(state),
        "ask": asked_top(state),  # the deck whose new top the taker (or the host) tells now, or None
        "first_player": state["starting"],
        "own_components": state.get("own_components", False),
        "to_draw": state.get("to_draw", []),
        "sing_draws": draws,
        "sing_inn": inn,
        "won": won(state),
        "stalled": stall(state),  # why the game cannot progress (the host may end it here), or None
    }

"""Bard Saga actions -> events (checked, nothing changed) and the fold of each event."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.errors import ActionError
from companion.games.base import State, choice_field, int_field, need_seat
from companion.rng import RandomSource
from scoring import bard_saga as bs

Handler = Callable[[State, dict[str, Any], "int | None", RandomSource], list[dict]]
MAX_ART = 24
MAX_VP_DELTA = 100


# -- small readers ------------------------------------------------------------------------------


def _name(state: State, seat: int) -> str:
    return state["names"][seat]


def _phase(state: State, *phases: str, doing: str) -> None:
    if state["phase"] not in phases:
        now = {
            "setup": "the game is being set up",
            "seeking": "it is the Seeking Story phase",
            "singing": "everyone has passed: it is time to sing (Singing Victory)",
            "returning": "players over ten Scrolls must give some back first",
            "declaring": "the Starting Player must declare the colour of white cards first",
        }[state["phase"]]
        raise ActionError("wrong_phase", f"cannot {doing} now: {now}")


def _deck(action: dict[str, Any]) -> int:
    return int_field(action, "deck", 0, 8)


def _art(action: dict[str, Any]) -> str:
    art = action.get("art", "")
    if art is None:
        art = ""
    if not isinstance(art, str) or len(art.strip()) > MAX_ART:
        raise ActionError("bad_field", f"'art' must be a short name (up to {MAX_ART} characters)")
    return " ".join(art.split())


def _scroll_counts(action: dict[str, Any], field: str, signed: bool) -> dict[str, int]:
    raw = action.get(field, {})
    if not isinstance(raw, dict):
        raise ActionError("bad_field", f"'{field}' must be an object like {{\"Red\": 1}}")
    out = {}
    for c, n in raw.items():
        if c not in bs.SCROLL_COLOURS:
            raise ActionError(
                "bad_field", f"'{field}': {str(c)[:20]!r} is not a Scroll colour ({', '.join(bs.SCROLL_COLOURS)})"
            )
        lo = -bs.SCROLLS_PER_COLOUR if signed else 0
        if isinstance(n, bool) or not isinstance(n, int) or not lo <= n <= bs.SCROLLS_PER_COLOUR:
            raise ActionError("bad_field", f"'{field}': {c} must be a whole number from {lo} to 10")
        if n:
            out[c] = n
    return out


def _list(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in counts.items()) or "nothing"


def _on_turn(state: State, action: dict[str, Any], seat: int | None, doing: str) -> int:
    """The seat whose turn it is, checked; the host without 'by' acts for that seat."""
    _phase(state, "seeking", doing=doing)
    if seat is None:
        seat = state["turn"]
    if seat != state["turn"]:
        raise ActionError("not_your_turn", f"it is {_name(state, state['turn'])}'s turn, not {_name(state, seat)}'s")
    return seat


def _requirement(state: State, deck: int, what: str) -> dict[str, int]:
    req = bs.deck_requirement(state["field"], deck, state["white"], state["diagonal"])
    if req is None:
        raise ActionError("empty_deck", f"the {bs.DECK_NAMES[deck]} deck is empty")
    if req["unknown"]:
        names = ", ".join(bs.DECK_NAMES[d] for d in req["unknown"])
        raise ActionError("unknown_colour", f"to {what}, first tell the top colour of: {names}")
    return req["scrolls"]


def _pay(state: State, seat: int, need: dict[str, int], what: str) -> None:
    short = bs.missing_scrolls(state["scrolls"][seat], need)
    if short:
        raise ActionError("not_enough_scrolls", f"{_name(state, seat)} needs {_list(short)} more Scroll(s) to {what}")


# -- the Field and the round -----------------------------------------------------------------


def _set_field(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "setup", doing="set the whole Field")
    colors = action.get("colors")
    if not isinstance(colors, list) or len(colors) != 9 or any(c not in bs.STORY_COLOURS for c in colors):
        raise ActionError("bad_field", f"'colors' must list nine Story colours ({', '.join(bs.STORY_COLOURS)})")
    return [{"type": "field_set", "colors": list(colors)}]


def _set_top(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    deck = _deck(action)
    color = choice_field(action, "color", bs.STORY_COLOURS)
    top = bs.top_card(state["field"][deck])
    if top in ("Legend", None):
        shows = "its Legend" if top else "no card"
        raise ActionError(
            "no_story", f"the {bs.DECK_NAMES[deck]} deck shows {shows}; use place_story if a card put one there"
        )
    return [{"type": "top_set", "deck": deck, "color": color}]


def _place_story(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    deck = _deck(action)
    return [{"type": "story_placed", "deck": deck, "color": choice_field(action, "color", bs.STORY_COLOURS)}]


def _choose_starting(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "setup", doing="choose the Starting Player")
    return [{"type": "starting_chosen", "seat": int_field(action, "seat", 0, len(state["names"]) - 1)}]


def _declare(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "setup", "declaring", doing="declare the colour of white cards")
    color = choice_field(action, "color", bs.SCROLL_COLOURS)
    starting = state["starting"]
    if starting is None:
        raise ActionError("no_starting_player", "first choose the Starting Player (who last sang aloud?)")
    if seat is not None and seat != starting:
        raise ActionError("not_starting_player", f"{_name(state, starting)}, the Starting Player, declares the colour")
    unknown = [bs.DECK_NAMES[d] for d, deck in enumerate(state["field"]) if bs.top_card(deck) == "?"]
    if state["phase"] == "setup" and unknown:
        raise ActionError("unknown_colour", f"first tell the top colour of every deck: {', '.join(unknown)}")
    return [{"type": "declared", "seat": starting, "color": color, "round": state["round"] + 1}]


# -- Seeking Story ----------------------------------------------------------------------------


def _play(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    seat = _on_turn(state, action, seat, "play a Story")
    color = choice_field(action, "color", bs.STORY_COLOURS)
    face_down = action.get("face_down", False)
    if not isinstance(face_down, bool):
        raise ActionError("bad_field", "'face_down' must be true or false")
    return [{"type": "played", "seat": seat, "color": color, "art": _art(action), "face_down": face_down}]


def _collect(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    seat = _on_turn(state, action, seat, "collect a Story")
    deck = _deck(action)
    d = state["field"][deck]
    top = bs.top_card(d)
    if top == "Legend":
        raise ActionError("is_legend", f"the {bs.DECK_NAMES[deck]} deck shows its Legend: search it instead")
    nxt = action.get("next")
    if nxt is not None:
        if d["stories"] < 2:
            raise ActionError("bad_field", f"'next': no Story card is left under the {bs.DECK_NAMES[deck]} one")
        nxt = choice_field(action, "next", bs.STORY_COLOURS)
    need = _requirement(state, deck, f"collect from the {bs.DECK_NAMES[deck]} deck")
    _pay(state, seat, need, f"collect the {top} Story")
    return [{"type": "collected", "seat": seat, "deck": deck, "color": top, "paid": need, "next": nxt}]


def _search(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    seat = _on_turn(state, action, seat, "search a Legend")
    deck = _deck(action)
    if bs.top_card(state["field"][deck]) != "Legend":
        raise ActionError("no_legend", f"the {bs.DECK_NAMES[deck]} deck does not show a Legend")
    color = choice_field(action, "color", bs.STORY_COLOURS)
    need = _requirement(state, deck, "search this Legend")
    _pay(state, seat, need, "search this Legend")
    return [{"type": "searched", "seat": seat, "deck": deck, "paid": need, "color": color, "art": _art(action)}]


def _pass(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    seat = _on_turn(state, action, seat, "pass")
    return [{"type": "passed", "seat": seat, "order": len(state["passed"]) + 1}]


def _flip(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "seeking", "singing", doing="flip a played Story")
    target = int_field(action, "seat", 0, len(state["names"]) - 1)
    played = state["played"][target]
    if not played:
        raise ActionError("nothing_played", f"{_name(state, target)} has played no Story this round")
    index = int_field(action, "index", 0, len(played) - 1)
    return [{"type": "flipped", "seat": target, "index": index, "face_down": not played[index]["face_down"]}]


# -- Singing Victory ----------------------------------------------------------------------------


def _sing(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "singing", doing="sing (not everyone has passed)")
    inn = dict(state["inn"])
    n = len(state["names"])
    legend = state["legends"][-1] if state["legends"] else None
    order = bs.singing_order(state["passed"][0], n)
    gains: list[dict[str, int]] = [{} for _ in range(n)]
    drawn: list[list[str]] = [[] for _ in range(n)]
    for s in order:
        gains[s], drawn[s] = bs.story_scrolls(state["played"][s], state["white"], inn, rng.randrange)
    vp = [bs.legend_vp(state["played"][s], legend, state["white"]) for s in range(n)]
    return [
        {
            "type": "sang",
            "order": order,
            "gains": gains,
            "drawn": drawn,
            "legend_vp": vp,
            "legend": legend,
            "starting": state["passed"][0],
        }
    ]


def _give_back(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "returning", doing="give Scrolls back")
    seat = need_seat(seat, action)
    over = state["returning"].get(str(seat))
    if not over:
        raise ActionError("not_over_limit", f"{_name(state, seat)} holds no more than ten Scrolls")
    back = _scroll_counts(action, "scrolls", signed=False)
    if sum(back.values()) != over:
        raise ActionError(
            "wrong_count", f"{_name(state, seat)} gives back exactly {over} Scroll(s), not {sum(back.values())}"
        )
    short = bs.missing_scrolls(state["scrolls"][seat], back)
    if short:
        raise ActionError("not_enough_scrolls", f"{_name(state, seat)} does not hold {_list(short)} more")
    return [{"type": "gave_back", "seat": seat, "scrolls": back}]


def _adjust(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    _phase(state, "setup", "seeking", "singing", "declaring", doing="adjust Scrolls or VP")
    target = int_field(action, "seat", 0, len(state["names"]) - 1)
    delta = _scroll_counts(action, "scrolls", signed=True)
    vp = action.get("vp", 0)
    if isinstance(vp, bool) or not isinstance(vp, int) or abs(vp) > MAX_VP_DELTA:
        raise ActionError("bad_field", f"'vp' must be a whole number within ±{MAX_VP_DELTA}")
    if not delta and not vp:
        raise ActionError("bad_field", "'adjust' needs 'scrolls' or 'vp' to change something")
    for c, n in delta.items():
        if state["scrolls"][target][c] + n < 0:
            raise ActionError(
                "not_enough_scrolls", f"{_name(state, target)} holds only {state['scrolls'][target][c]} {c}"
            )
        if state["inn"][c] - n < 0:
            raise ActionError("inn_empty", f"the Inn holds only {state['inn'][c]} {c}")
    after = sum(state["scrolls"][target].values()) + sum(delta.values())
    if state["phase"] == "declaring" and after > bs.SCROLL_LIMIT and sum(delta.values()) > 0:
        # Between rounds the Singing Victory phase has just capped everyone at ten.
        raise ActionError("scroll_limit", f"{_name(state, target)} would hold {after} Scrolls; the limit is ten")
    if state["vp"][target] + vp < 0:
        raise ActionError("bad_field", f"{_name(state, target)} has only {state['vp'][target]} VP")
    return [{"type": "adjusted", "seat": target, "scrolls": delta, "vp": vp, "corrects": target}]


HANDLERS: dict[str, Handler] = {
    "set_field": _set_field,
    "set_top": _set_top,
    "place_story": _place_story,
    "choose_starting": _choose_starting,
    "declare": _declare,
    "play": _play,
    "collect": _collect,
    "search": _search,
    "pass": _pass,
    "flip": _flip,
    "sing": _sing,
    "give_back": _give_back,
    "adjust": _adjust,
}


# -- the fold ----------------------------------------------------------------------------------


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


def _f_field_set(state: State, e: dict) -> None:
    for deck, color in zip(state["field"], e["colors"], strict=True):
        if deck["stories"]:
            deck["top"] = color


def _f_top_set(state: State, e: dict) -> None:
    state["field"][e["deck"]]["top"] = e["color"]


def _f_story_placed(state: State, e: dict) -> None:
    deck = state["field"][e["deck"]]
    deck["stories"] += 1
    deck["top"] = e["color"]


def _f_starting_chosen(state: State, e: dict) -> None:
    state["starting"] = state["turn"] = e["seat"]


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


def _f_played(state: State, e: dict) -> None:
    state["played"][e["seat"]].append({"color": e["color"], "art": e["art"], "face_down": e["face_down"]})
    _next_turn(state, e["seat"])


def _f_collected(state: State, e: dict) -> None:
    _move(state, e["seat"], e["paid"], -1)
    state["vp"][e["seat"]] += bs.COLLECT_VP
    deck = state["field"][e["deck"]]
    deck["stories"] -= 1
    deck["top"] = e["next"] if deck["stories"] else None
    _next_turn(state, e["seat"])


def _f_searched(state: State, e: dict) -> None:
    _move(state, e["seat"], e["paid"], -1)
    state["vp"][e["seat"]] += bs.SEARCH_VP
    state["field"][e["deck"]]["legend"] = False
    state["legends"].append({"color": e["color"], "art": e["art"], "seat": e["seat"], "round": state["round"]})
    _next_turn(state, e["seat"])


def _f_passed(state: State, e: dict) -> None:
    state["passed"].append(e["seat"])
    _next_turn(state, e["seat"])


def _f_flipped(state: State, e: dict) -> None:
    state["played"][e["seat"]][e["index"]]["face_down"] = e["face_down"]


def _f_sang(state: State, e: dict) -> None:
    for seat, gained in enumerate(e["gains"]):
        _move(state, seat, gained, +1)
        state["vp"][seat] += e["legend_vp"][seat]
    state["starting"] = e["starting"]
    state["sung"] = {k: e[k] for k in ("order", "gains", "drawn", "legend_vp", "legend")}
    over = {str(s): bs.scrolls_over_limit(sc) for s, sc in enumerate(state["scrolls"])}
    state["returning"] = {s: n for s, n in over.items() if n}
    if state["returning"]:
        state["phase"], state["turn"] = "returning", None
    else:
        _after_singing(state)


def _f_gave_back(state: State, e: dict) -> None:
    _move(state, e["seat"], e["scrolls"], -1)
    state["returning"].pop(str(e["seat"]), None)
    if not state["returning"]:
        _after_singing(state)


def _f_adjusted(state: State, e: dict) -> None:
    _move(state, e["seat"], e["scrolls"], +1)
    state["vp"][e["seat"]] += e["vp"]


APPLY: dict[str, Callable[[State, dict], None]] = {
    "field_set": _f_field_set,
    "top_set": _f_top_set,
    "story_placed": _f_story_placed,
    "starting_chosen": _f_starting_chosen,
    "declared": _f_declared,
    "played": _f_played,
    "collected": _f_collected,
    "searched": _f_searched,
    "passed": _f_passed,
    "flipped": _f_flipped,
    "sang": _f_sang,
    "gave_back": _f_gave_back,
    "adjusted": _f_adjusted,
}

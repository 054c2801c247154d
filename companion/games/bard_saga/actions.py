"""Bard Saga actions -> events (checked, nothing changed) and the fold of each event (card effects: draws.py)."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.bard_saga import draws
from companion.games.bard_saga.checks import (
    EFFECT_PHASES,
    art_field,
    colour,
    colours,
    counts_text,
    deck_field,
    deck_name,
    need_phase,
    need_scrolls,
    on_turn,
    requirement,
    same_art,
    scroll_counts,
    seat_name,
)
from companion.games.bard_saga.rules import action
from companion.games.base import Sim, choice_field, int_field, need_seat
from companion.i18n import _, ngettext
from scoring import bard_saga as bs

# -- the Field and the round -----------------------------------------------------------------


@action(
    "set_field",
    "Tell the top colour of all nine decks (row by row)",
    {"type": "set_field", "colors": ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]},
    seated=False,
)
def set_field(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Tell the top colour of all nine decks (row by row)."""
    state = sim.s
    need_phase(state, "setup", doing=_("set the whole Field"))
    colors = action.get("colors")
    if not isinstance(colors, list) or len(colors) != 9 or any(c not in bs.STORY_COLOURS for c in colors):
        text = _("'colors' must list nine Story colours ({colours})")
        raise ActionError("bad_field", text.format(colours=colours(list(bs.STORY_COLOURS))))
    sim.emit("field_set", colors=list(colors))


@action(
    "set_top",
    "Tell the colour of a deck's top Story card",
    {"type": "set_top", "deck": 4, "color": "Green"},
    seated=False,
)
def set_top(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Tell the colour of a deck's top Story card."""
    state = sim.s
    deck = deck_field(action)
    color = choice_field(action, "color", bs.STORY_COLOURS)
    top = bs.top_card(state["field"][deck])
    if top in ("Legend", None):
        if top:
            text = _("the {deck} deck shows its Legend; use place_story if a card put one there")
        else:
            text = _("the {deck} deck shows no card; use place_story if a card put one there")
        raise ActionError("no_story", text.format(deck=deck_name(deck)))
    sim.emit("top_set", deck=deck, color=color)


@action(
    "place_story",
    "A card effect put a Story card on a deck",
    {"type": "place_story", "deck": 0, "color": "Red"},
    seated=False,
)
def place_story(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """A card effect put a Story card on a deck."""
    need_phase(sim.s, *EFFECT_PHASES, doing=_("put a Story card on a deck"))
    deck = deck_field(action)
    sim.emit("story_placed", deck=deck, color=choice_field(action, "color", bs.STORY_COLOURS))


@action(
    "choose_starting", "The player who last sang aloud starts", {"type": "choose_starting", "seat": 0}, seated=False
)
def choose_starting(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """The player who last sang aloud starts."""
    state = sim.s
    need_phase(state, "setup", doing=_("choose the Starting Player"))
    sim.emit("starting_chosen", seat=int_field(action, "seat", 0, len(state["names"]) - 1))


@action(
    "declare",
    "The Starting Player declares the colour of white cards",
    {"type": "declare", "color": "Green"},
    seated=False,
)
def declare(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """The Starting Player declares the colour of white cards."""
    state = sim.s
    need_phase(state, "setup", "declaring", doing=_("declare the colour of white cards"))
    color = choice_field(action, "color", bs.SCROLL_COLOURS)
    starting = state["starting"]
    if starting is None:
        raise ActionError("no_starting_player", _("first choose the Starting Player (who last sang aloud?)"))
    if seat is not None and seat != starting:
        text = _("{name}, the Starting Player, declares the colour")
        raise ActionError("not_starting_player", text.format(name=seat_name(state, starting)))
    unknown = [deck_name(d) for d, deck in enumerate(state["field"]) if bs.top_card(deck) == "?"]
    if state["phase"] == "setup" and unknown:
        text = _("first tell the top colour of every deck: {decks}")
        raise ActionError("unknown_colour", text.format(decks=", ".join(unknown)))
    waiting = [seat_name(state, s) for s in state.get("to_draw", [])]
    if state["phase"] == "setup" and waiting:
        text = _("first enter the starting Scrolls drawn from the Inn: {names}")
        raise ActionError("scrolls_not_drawn", text.format(names=", ".join(waiting)))
    sim.emit("declared", seat=starting, color=color, round=state["round"] + 1)


# -- Seeking Story ----------------------------------------------------------------------------


@action(
    "play",
    "Play a Story card (colour, optional art, or face down)",
    {"type": "play", "color": "Red", "art": "Harp"},
    seated=False,
)
def play(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Play a Story card (colour, optional art, or face down)."""
    state = sim.s
    seat = on_turn(state, action, seat, _("play a Story"))
    color = choice_field(action, "color", bs.STORY_COLOURS)
    face_down = action.get("face_down", False)
    if not isinstance(face_down, bool):
        raise ActionError("bad_field", _("'face_down' must be true or false"))
    sim.emit("played", seat=seat, color=color, art=art_field(action), face_down=face_down)


@action(
    "collect", "Collect the top Story of a deck (+1 VP)", {"type": "collect", "deck": 1, "next": "Blue"}, seated=False
)
def collect(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Collect the top Story of a deck (+1 VP)."""
    state = sim.s
    seat = on_turn(state, action, seat, _("collect a Story"))
    deck = deck_field(action)
    d = state["field"][deck]
    top = bs.top_card(d)
    if top == "Legend":
        text = _("the {deck} deck shows its Legend: search it instead")
        raise ActionError("is_legend", text.format(deck=deck_name(deck)))
    nxt = action.get("next")
    if nxt is not None:
        if d["stories"] < 2:
            text = _("'next': no Story card is left under the {deck} one")
            raise ActionError("bad_field", text.format(deck=deck_name(deck)))
        nxt = choice_field(action, "next", bs.STORY_COLOURS)
    need = requirement(state, deck, _("collect from the {deck} deck").format(deck=deck_name(deck)))
    need_scrolls(state, seat, need, _("collect the {colour} Story").format(colour=colour(top)))
    sim.emit("collected", seat=seat, deck=deck, color=top, paid=need, next=nxt)


@action(
    "search",
    "Search a deck's Legend (+2 VP); say its colour and art, and which played Stories show its art",
    {"type": "search", "deck": 3, "color": "Red", "art": "Harp", "stories": [[0, 1]]},
    seated=False,
)
def search(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Search a deck's Legend (+2 VP); say its colour and art, and which played Stories show its art."""
    state = sim.s
    seat = on_turn(state, action, seat, _("search a Legend"))
    deck = deck_field(action)
    if bs.top_card(state["field"][deck]) != "Legend":
        raise ActionError("no_legend", _("the {deck} deck does not show a Legend").format(deck=deck_name(deck)))
    color = choice_field(action, "color", bs.STORY_COLOURS)
    need = requirement(state, deck, _("search this Legend"))
    need_scrolls(state, seat, need, _("search this Legend"))
    art = art_field(action) or bs.ARTS[len(state["legends"]) % len(bs.ARTS)]
    same = same_art(state, action)
    # Only with Stories named: the events stored before this field replay unchanged.
    extra = {"stories": same} if same else {}
    sim.emit("searched", seat=seat, deck=deck, paid=need, color=color, art=art, **extra)


@action("pass", "Pass for the rest of the Seeking Story phase", {"type": "pass"}, seated=False)
def pass_(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Pass for the rest of the Seeking Story phase."""
    state = sim.s
    seat = on_turn(state, action, seat, _("pass"))
    sim.emit("passed", seat=seat, order=len(state["passed"]) + 1)


@action("flip", "Turn a played Story face down (or up)", {"type": "flip", "seat": 0, "index": 0}, seated=False)
def flip(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Turn a played Story face down (or up)."""
    state = sim.s
    need_phase(state, "seeking", "singing", doing=_("flip a played Story"))
    target = int_field(action, "seat", 0, len(state["names"]) - 1)
    played = state["played"][target]
    if not played:
        text = _("{name} has played no Story this round")
        raise ActionError("nothing_played", text.format(name=seat_name(state, target)))
    index = int_field(action, "index", 0, len(played) - 1)
    card = played[index]
    # `corrects`: another phone's flip is a correction of this seat's cards, and its log line says who made it (pt42).
    sim.emit("flipped", seat=target, index=index, face_down=not card["face_down"], color=card["color"], corrects=target)


# -- Singing Victory ----------------------------------------------------------------------------


@action(
    "sing",
    "Run the Singing Victory phase (the app draws the random Scroll of each face-down Story)",
    {"type": "sing"},
    (
        "Run the Singing Victory phase with the random Scrolls drawn from the real Inn, one list per seat",
        {"type": "sing", "drawn": [[], ["Yellow"], ["Red", "Blue"]]},
    ),
    seated=False,
)
def sing(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Run the Singing Victory phase."""
    state = sim.s
    need_phase(state, "singing", doing=_("sing (not everyone has passed)"))
    raw = draws.sing_entries(state, action)
    inn = dict(state["inn"])
    n = len(state["names"])
    legend = state["legends"][-1] if state["legends"] else None
    order = bs.singing_order(state["passed"][0], n)
    gains: list[dict[str, int]] = [{} for _ in range(n)]
    drawn: list[list[str]] = [[] for _ in range(n)]
    for s in order:
        try:
            gains[s], drawn[s] = bs.story_scrolls(
                state["played"][s], state["white"], inn, sim.rng.randrange, None if raw is None else raw[s]
            )
        except bs.BadDraw as e:
            raise ActionError("bad_draw", draws.bad_draw(draws.sing_whose(state, s), e)) from None
    vp = [bs.legend_vp(state["played"][s], legend, state["white"]) for s in range(n)]
    # What the Inn could not give: the log and the phones say why a player "takes nothing" (pt29).
    short = [bs.unpaid(state["played"][s], state["white"], gains[s], drawn[s]) for s in range(n)]
    at_table = raw is not None
    sim.emit(
        "sang",
        order=order,
        gains=gains,
        drawn=drawn,
        legend_vp=vp,
        legend=legend,
        starting=state["passed"][0],
        at_table=at_table,
        short=short,
        # The eighth Legend's round: the game ends here, and no one starts a next round (pt10).
        **({"last": True} if bs.is_last_round(len(state["legends"])) else {}),
    )


@action(
    "give_back", "Give Scrolls back to the Inn down to ten", {"type": "give_back", "scrolls": {"Red": 1}}, seated=False
)
def give_back(sim: Sim, seat: int | None, action: dict[str, Any]) -> None:
    """Give Scrolls back to the Inn down to ten."""
    state = sim.s
    need_phase(state, "returning", doing=_("give Scrolls back"))
    seat = need_seat(seat, action)
    over = state["returning"].get(str(seat))
    if not over:
        text = _("{name} holds no more than ten Scrolls")
        raise ActionError("not_over_limit", text.format(name=seat_name(state, seat)))
    back = scroll_counts(action, "scrolls", signed=False)
    if sum(back.values()) != over:
        text = ngettext(
            "{name} gives back exactly {n} Scroll, not {given}",
            "{name} gives back exactly {n} Scrolls, not {given}",
            over,
        )
        raise ActionError("wrong_count", text.format(name=seat_name(state, seat), n=over, given=sum(back.values())))
    short = bs.missing_scrolls(state["scrolls"][seat], back)
    if short:
        text = _("{name} does not hold {scrolls} more")
        raise ActionError("not_enough_scrolls", text.format(name=seat_name(state, seat), scrolls=counts_text(short)))
    sim.emit("gave_back", seat=seat, scrolls=back)

"""Minstrels: the first player by name, and the hero deal (by the app, or entered from the real deck).

Without `own_components` the app deals every player 2 hero cards when the table opens (as before);
a player may still enter what the real deck gave them ("drawn") until their board is set up. With
`own_components` the app deals nobody on its own: each player enters their cards, or asks the app
to deal them ("Draw for me": the same action without "drawn").

The real deck wins over the app's deal (#26 item 8). A player who enters real cards shows that the
table deals from the real deck, so the app's deal made when the table opened goes back to the deck
for every player who has not set up their board (`heroes_returned`): they enter their real cards
too, or ask the app again. It goes back whichever cards were entered, so it tells nobody anything
about them. Only a card in another player's hand that they entered or asked for, or a hero kept on
a set-up board, is refused: one real card cannot be in two hands.

Quest cards: the rulebook prints none of the 9 cards, so the app cannot deal one; each player
marks their real card's spaces when setting up the board (`board_ready`'s `quest`), recorded as
drawn at the table.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Player, Sim
from companion.games.fields import seat_of
from companion.games.minstrels.fold import State
from companion.games.minstrels.rules import action
from companion.games.minstrels.words import name
from companion.i18n import _, ngettext
from scoring.minstrels.data import HERO_BY_NAME, HEROES, HEROES_DEALT, heroes_for


def first_seat(value: Any, players: list[Player]) -> int | None:
    """The first player's seat for the option's value (None: drawn at random), or a clear 4xx.

    A seat number (0: the first listed), a player's name (any case), or "random"; without the
    option, the first player listed.
    """
    return 0 if value is None else seat_of("first_player", value, players)


def dealt_elsewhere(state: State, seat: int) -> set[str]:
    """Hero cards in any other player's hand (offered or kept)."""
    return {h for i, p in enumerate(state["players"]) if i != seat for h in [*p["offer"], p["hero"]] if h}


def held_elsewhere(state: State, seat: int) -> set[str]:
    """Hero cards the real deck cannot have dealt to this seat: another player's kept hero, and the
    hand another player drew themselves (entered, or asked of the app); the app's deal made when
    the table opened is not among them (the real deck wins over it)."""
    held = set()
    for i, p in enumerate(state["players"]):
        if i != seat:
            held |= {p["hero"]} if p["hero"] else set()
            held |= set(p["offer"]) if p.get("drew") else set()
    return held


def app_dealt(state: State, seat: int) -> list[int]:
    """The other seats still holding the app's deal made when the table opened, boards not set up."""
    return [
        i for i, p in enumerate(state["players"]) if i != seat and p["offer"] and not p.get("drew") and not p["ready"]
    ]


def undealt(state: State, seat: int) -> list[str]:
    """The hero cards still in the deck for this seat's deal, in box order."""
    taken = dealt_elsewhere(state, seat)
    return [h.name for h in heroes_for(state["n"]) if h.name not in taken]


def _drawn_heroes(state: State, seat: int, raw: Any) -> list[str]:
    """The real cards entered: 1 or 2 different hero cards in this game's deck, in no other hand."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= HEROES_DEALT or not all(isinstance(h, str) for h in raw):
        raise ActionError(
            "bad_drawn",
            _("Tap the {n} hero cards the deck dealt you (or only the one you kept)").format(n=HEROES_DEALT),
        )
    if len(set(raw)) != len(raw):
        raise ActionError(
            "bad_drawn", _("{hero} is listed twice: the deck has one of each hero").format(hero=name(raw[0]))
        )
    for h in raw:
        if h not in HERO_BY_NAME:
            names = ", ".join(name(x.name) for x in HEROES)
            raise ActionError(
                "bad_drawn", _("{value} is not a hero card ({names})").format(value=repr(h[:40]), names=names)
            )
        hero = HERO_BY_NAME[h]
        if hero.min_players > state["n"]:
            said = ngettext(
                "{hero} ({mark}) is removed from the deck with {n} player",
                "{hero} ({mark}) is removed from the deck with {n} players",
                state["n"],
            )
            raise ActionError("bad_drawn", said.format(hero=name(h), mark=hero.mark, n=state["n"]))
    # Said only for the cards the player entered: which card, never whose hand holds it.
    taken = [h for h in raw if h in held_elsewhere(state, seat)]
    if taken:
        said = ngettext(
            "{heroes} is in another player's hand: one real card cannot be in two hands",
            "{heroes} are in other players' hands: one real card cannot be in two hands",
            len(taken),
        )
        raise ActionError("hero_taken", said.format(heroes=" & ".join(map(name, taken))), cards=taken)
    return list(raw)


@action(
    "deal_heroes",
    "Heroes mode: the app deals you 2 hero cards (Draw for me)",
    {"type": "deal_heroes"},
    ("...or enter the 2 hero cards the real deck dealt you", {"type": "deal_heroes", "drawn": ["Toothy", "Mimic"]}),
    ("...or only the hero card you kept", {"type": "deal_heroes", "drawn": ["Rapunzel"]}),
)
def deal_heroes(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Deal this player's hero cards: drawn by the app from the cards left, or entered from the real deck."""
    state = sim.s
    if state["phase"] != "setup":
        raise ActionError("wrong_phase", _("hero cards are dealt during setup"))
    if not state["heroes"]:
        raise ActionError("bad_field", _("this table plays without heroes"))
    p = state["players"][seat]
    if p["ready"]:
        raise ActionError("already_ready", _("your board is already set up; undo to change your hero"))
    if "drawn" in a:
        drawn = _drawn_heroes(state, seat, a["drawn"])  # every refusal before any event: nothing half-applied
        for other in app_dealt(state, seat):
            sim.emit("heroes_returned", seat=other)
        sim.emit("heroes_dealt", seat=seat, heroes=drawn, at_table=True)
        return
    if p["offer"]:
        said = _("your hero cards are dealt; to enter the real cards, tap We drew other cards…")
        raise ActionError("already_dealt", said)
    deck = undealt(state, seat)
    sim.rng.shuffle(deck)
    sim.emit("heroes_dealt", seat=seat, heroes=deck[:HEROES_DEALT], at_table=False)

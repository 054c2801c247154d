"""Bard Saga: the Field and its Scroll requirements, the rounds, Singing Victory in one tap, the end.

The cards stay on the table; the app keeps what the cards do not show at a glance: each deck's
top colour, the colour declared for white, who holds which Scrolls and what is left in the Inn,
VP, the Stories played this round, who passed and in which order, and the Legends found.

Phases: setup -> (seeking -> singing -> [returning] -> declaring)* -> ended.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.bard_saga import actions, fold, legal, stall, text  # noqa: F401  (they register on RULES)
from companion.games.bard_saga.checks import MAX_ART
from companion.games.bard_saga.events import SHAPES
from companion.games.bard_saga.rules import RULES
from companion.games.bard_saga.view import extras
from companion.games.base import Game, Option, Player, State
from companion.i18n import N_, _
from companion.rng import RandomSource
from scoring import bard_saga as bs


class BardSaga(Game):
    """Bard Saga: Field and Scroll calculator, round tracker, Singing Victory, VP cards, end."""

    id = "bard-saga"
    title = N_("Bard Saga")
    summary = N_(
        "The Field with its Scroll costs, the colour declared for white, Scrolls and the Inn, "
        "Singing Victory in one tap, VP as cards."
    )
    order = 40
    min_players = bs.MIN_PLAYERS
    max_players = bs.MAX_PLAYERS
    house_rulings = bs.HOUSE_RULINGS
    rules = RULES
    shapes = SHAPES
    moves = staticmethod(legal.candidates)
    over_phase = "ended"
    has_dice = False  # the rulebook has no dice; the Starting Player is who last sang aloud
    # Any phone may correct the Field: its log line says whose (a field correction was unattributed).
    said_by = frozenset({"top_set", "story_placed"})
    table_lines = frozenset({"starting_chosen"})  # the table chose who starts (pt89: the entering phone's dot)
    # Random players collect only when they happen to afford it: most games end in 10-25 rounds.
    round_cap = 25
    options = (
        Option(
            "diagonal",
            N_("Diagonal neighbours touch too"),
            "bool",
            False,
            help=N_("Off: only cards side by side or above and below each other touch."),
        ),
        Option(
            "own_components",
            N_("We draw from our own Inn"),
            "bool",
            False,
            help=N_("On: the app draws no Scroll by itself; each player enters the Scrolls the real Inn gave."),
        ),
    )

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """An unknown Field, no Starting Player yet; two Scrolls each from the Inn, unless the table draws them."""
        inn = dict(bs.INN_CONTENTS)
        own = bool(options.get("own_components", False))
        scrolls = []
        for _player in players:
            drawn = [] if own else bs.take_random(inn, bs.STARTING_SCROLLS, rng.randrange)
            scrolls.append({c: drawn.count(c) for c in bs.SCROLL_COLOURS})
        n = len(players)
        return {
            "names": [p.name for p in players],
            "diagonal": bool(options.get("diagonal", False)),
            "phase": "setup",
            "round": 0,
            "starting": None,
            "white": None,
            "turn": None,
            "field": bs.new_field(),
            "inn": inn,
            "scrolls": scrolls,
            "vp": [0] * n,
            "played": [[] for _ in range(n)],
            "passed": [],
            "legends": [],
            "returning": {},
            "sung": None,
            "standings": None,
            # New since issue #14 (older tables lack them: read with .get): whose starting Scrolls
            # the table still has to enter from its own Inn.
            "own_components": own,
            "to_draw": list(range(n)) if own else [],
        }

    def facts(self) -> dict[str, Any]:
        """Colours, phases, the Legends, the Scroll limit and the VP cards (the phone keeps no copy).

        With the page, in its reader's language: `names` says each colour, art and phase as that
        reader reads them (the data keeps the English keys).
        """
        return {
            "scroll_colours": list(bs.SCROLL_COLOURS),
            "story_colours": list(bs.STORY_COLOURS),
            "white": bs.WHITE,
            "light": list(bs.LIGHT_COLOURS),
            "phases": {k: _(v) for k, v in bs.PHASE_NAMES.items()},
            "names": {k: _(k) for k in bs.STORY_COLOURS},  # an art is no card's word: `arts` keys go unsaid (pt42)
            "legend_count": bs.LEGEND_COUNT,
            "scroll_limit": bs.SCROLL_LIMIT,
            "vp_cards": sorted(bs.VP_CARDS),
            "arts": list(bs.ARTS),
            "max_art": MAX_ART,
            "starting_scrolls": bs.STARTING_SCROLLS,
        }

    def view(self, state: State, seat: int | None) -> State:
        """Everything is public; add each deck's requirement, the VP cards, the prompt and the draws."""
        return {**state, **extras(state)}

    def check_action(self, state: State, kind: str) -> None:
        """An ended game takes no more actions."""
        if state["phase"] == "ended":
            raise ActionError("finished", _("the game is over: undo to change anything"))

    def standings(self, state: State) -> list[dict[str, Any]]:
        """Most VP, then most Scrolls, then shared (final once the game is over)."""
        if state["standings"] is not None:
            return state["standings"]
        totals = [sum(s.values()) for s in state["scrolls"]]
        return [s.as_dict() for s in bs.final_standings(state["vp"], totals)]

    def scores(self, state: State) -> list[float] | None:
        """Each player's VP."""
        return list(state["vp"])

    def start_player(self, initial: State, events: list[dict[str, Any]]) -> int | None:
        """The first Starting Player (who last sang aloud); each Singing Victory names the next one."""
        return next((e["seat"] for e in events if e["type"] == "starting_chosen"), None)

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Seat, name, VP, Scrolls (total and by colour), place."""
        places = {s["seat"]: s["place"] for s in self.standings(state)}
        header = ["seat", "name", "vp", "scrolls", *(c.lower() for c in bs.SCROLL_COLOURS), "place"]
        rows = [
            [
                i,
                p.name,
                state["vp"][i],
                sum(state["scrolls"][i].values()),
                *(state["scrolls"][i][c] for c in bs.SCROLL_COLOURS),
                places.get(i, ""),
            ]
            for i, p in enumerate(players)
        ]
        return header, rows


GAME = BardSaga()

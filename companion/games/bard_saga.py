"""Bard Saga: the Field and its Scroll requirements, the rounds, Singing Victory in one tap, the end.

The cards stay on the table; the app keeps what the cards do not show at a glance: each deck's
top colour, the colour declared for white, who holds which Scrolls and what is left in the Inn,
VP, the Stories played this round, who passed and in which order, and the Legends found.

Phases: setup -> (seeking -> singing -> [returning] -> declaring)* -> ended.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games import _bard_saga_act as acts
from companion.games._bard_saga_text import describe_event
from companion.games.base import ActionDoc, Game, Option, Player, State
from companion.rng import RandomSource
from scoring import bard_saga as bs


class BardSaga(Game):
    """Bard Saga: Field and Scroll calculator, round tracker, Singing Victory, VP cards, end."""

    id = "bard-saga"
    title = "Bard Saga"
    summary = (
        "The Field with its Scroll costs, the colour "
        "declared for white, Scrolls and the Inn, Singing Victory in one tap, VP as cards."
    )
    order = 40
    min_players = bs.MIN_PLAYERS
    max_players = bs.MAX_PLAYERS
    house_rulings = bs.HOUSE_RULINGS
    options = (
        Option(
            "diagonal",
            "Diagonal neighbours touch too",
            "bool",
            False,
            help="Off: only cards side by side or above and below each other touch.",
        ),
    )
    actions = (
        ActionDoc(
            "set_field",
            "Tell the top colour of all nine decks (row by row)",
            {
                "type": "set_field",
                "colors": ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"],
            },
        ),
        ActionDoc(
            "set_top", "Tell the colour of a deck's top Story card", {"type": "set_top", "deck": 4, "color": "Green"}
        ),
        ActionDoc(
            "place_story",
            "A card effect put a Story card on a deck",
            {"type": "place_story", "deck": 0, "color": "Red"},
        ),
        ActionDoc("choose_starting", "The player who last sang aloud starts", {"type": "choose_starting", "seat": 0}),
        ActionDoc(
            "declare", "The Starting Player declares the colour of white cards", {"type": "declare", "color": "Green"}
        ),
        ActionDoc(
            "play",
            "Play a Story card (colour, optional art, or face down)",
            {"type": "play", "color": "Red", "art": "Harp"},
        ),
        ActionDoc("collect", "Collect the top Story of a deck (+1 VP)", {"type": "collect", "deck": 1, "next": "Blue"}),
        ActionDoc(
            "search",
            "Search a deck's Legend (+2 VP); say its colour and art",
            {"type": "search", "deck": 3, "color": "Red", "art": "Harp"},
        ),
        ActionDoc("pass", "Pass for the rest of the Seeking Story phase", {"type": "pass"}),
        ActionDoc("flip", "Turn a played Story face down (or up)", {"type": "flip", "seat": 0, "index": 0}),
        ActionDoc("sing", "Run the Singing Victory phase", {"type": "sing"}),
        ActionDoc(
            "give_back", "Give Scrolls back to the Inn down to ten", {"type": "give_back", "scrolls": {"Red": 1}}
        ),
        ActionDoc(
            "adjust",
            "A card effect: Scrolls from/to the Inn, VP",
            {"type": "adjust", "seat": 1, "scrolls": {"Blue": 1}, "vp": 1},
        ),
    )

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """An unknown Field, two Scrolls each from the Inn, no Starting Player yet."""
        inn = dict(bs.INN_CONTENTS)
        scrolls = []
        for _ in players:
            mine = dict.fromkeys(bs.SCROLL_COLOURS, 0)
            for _ in range(bs.STARTING_SCROLLS):
                c = bs.draw_scroll(inn, rng.randrange)
                inn[c] -= 1
                mine[c] += 1
            scrolls.append(mine)
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
        }

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[dict]:
        """Check an action against the phase, the turn and the Scrolls; return its events."""
        kind = action.get("type")
        handler = acts.HANDLERS.get(kind)
        if handler is None:
            raise ActionError(
                "unknown_action", f"Bard Saga has no action {str(kind)[:40]!r}; try {', '.join(acts.HANDLERS)}"
            )
        if state["phase"] == "ended":
            raise ActionError("finished", "the game is over: undo to change anything")
        return handler(state, action, seat, rng)

    def apply(self, state: State, event: dict[str, Any]) -> None:
        """Fold one event into the state."""
        acts.APPLY[event["type"]](state, event)

    def view(self, state: State, seat: int | None) -> State:
        """Everything is public; add the requirement of each deck and the VP cards."""
        out = dict(state)
        white, diagonal = state["white"], state["diagonal"]
        out["need"] = [bs.deck_requirement(state["field"], d, white, diagonal) for d in range(9)]
        cards = bs.vp_cards(state["vp"])
        out["vp_cards"] = [{str(v): k for v, k in c.items()} for c in cards] if cards else None
        out["vp_supply"] = {str(v): k for v, k in bs.supply_left(cards or []).items()}
        out["legends_left"] = bs.LEGEND_COUNT - len(state["legends"])
        out["last_round"] = bs.is_last_round(len(state["legends"]))
        out["hex"], out["deck_names"] = bs.COLOUR_HEX, bs.DECK_NAMES  # the UI reads the data, no copy
        return out

    def describe(self, event: dict[str, Any], players: list[Player]) -> str:
        """A log line."""
        return describe_event(event, [p.name for p in players])

    def standings(self, state: State) -> list[dict[str, Any]]:
        """Most VP, then most Scrolls, then shared (final once the game is over)."""
        if state["standings"] is not None:
            return state["standings"]
        totals = [sum(s.values()) for s in state["scrolls"]]
        return [s.as_dict() for s in bs.final_standings(state["vp"], totals)]

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

"""Minstrels: each player's 4x6 board on their phone, shared dice, every placement scored.

Rounds: the first player rolls two shared dice (one die is the character, the other the space,
either way round, shifted for coins); then each player in turn places, records a task, and ends
the turn or passes (+1 coin). After a turn leaves 2 or fewer character types in the supply the
round is played out and the road-sign majorities and coins are scored. Heroes, quests and solo
are supported. Rules arithmetic and data: `scoring.minstrels`.
"""

from __future__ import annotations

from typing import Any

from companion import dice
from companion.errors import ActionError
from companion.games import _minstrels_act as acts
from companion.games import _minstrels_view as views
from companion.games._minstrels_fold import fold, hero_deck, new_state
from companion.games.base import ActionDoc, Game, Option, Player, State
from companion.rng import RandomSource
from scoring.minstrels.data import CHARACTERS, SCORE_SOURCES
from scoring.minstrels.majorities import final_standings
from scoring.minstrels.placement import filled_columns

dice.register_faces("minstrels", CHARACTERS)

HOUSE_RULINGS: tuple[str, ...] = (
    "Knight: 2 VP per distinct character type around it (a repeated type counts once).",
    "Road signs: every player tied for most pieces scores the full 5 or 3; nobody with 0 pieces scores; "
    "equal counts left put both types under the 3.",
    "Tie-breaks: most coins, then most filled columns, then a shared victory.",
    "Setup coins: one coin per space (Quests: the 5 coins anywhere the card shows).",
    "The app charges the cheapest die changes for a placement unless you pick which die is the character.",
    "Friar Tuck: at most one purchase per turn; the bought piece scores its effect like any placement.",
    "Kratos rerolls only before the round's first turn begins (placing, passing or a task).",
    "Quests: scored automatically when the last marked space is filled (8 VP if all show the card's "
    "characters, else 4); unmarked characters on the card mean 'any'.",
    "Solo: a 0 VP game is a Peacock too.",
)


class Minstrels(Game):
    """Minstrels, 1-4 players."""

    id = "minstrels"
    title = "Minstrels"
    summary = "Your 4x6 board on your phone: shared dice, coins to tweak them, every placement scored."
    order = 20
    min_players = 1
    max_players = 4
    has_secrets = True  # hero cards until play starts, quest cards until completed
    house_rulings = HOUSE_RULINGS
    options = (
        Option("heroes", "Heroes mode (deal 2, keep 1)", "bool", False),
        Option("quests", "Quests mode", "bool", False),
        Option("first_player", "First player (1 = first listed)", "int", 1, minimum=1, maximum=4),
    )
    actions = (
        ActionDoc(
            "board_ready",
            "Your 5 board coins (and the hero kept, the quest marked): ready",
            {"type": "board_ready", "coins": [[1, 2], [1, 5], [2, 3], [3, 1], [4, 6]]},
        ),
        ActionDoc(
            "board_ready",
            "Heroes and Quests: keep a hero, mark the quest's spaces and characters",
            {
                "type": "board_ready",
                "coins": [[1, 1], [2, 2], [2, 5], [3, 3], [4, 4]],
                "hero": "Toothy",
                "quest": [[1, 6, "Princess"], [2, 6, "Dragon"], [3, 6, None]],
            },
        ),
        ActionDoc("roll_dice", "The first player rolls the shared dice", {"type": "roll_dice"}),
        ActionDoc("roll_dice", "...or enters the real dice", {"type": "roll_dice", "values": [1, 5]}),
        ActionDoc("reroll", "Kratos pays 1 coin to reroll dice", {"type": "reroll", "dice": [0]}),
        ActionDoc(
            "place",
            "Place a character (cheapest die changes)",
            {"type": "place", "column": 1, "space": 6, "character": "Princess"},
        ),
        ActionDoc(
            "place",
            "...saying which die shows the character",
            {"type": "place", "column": 1, "space": 1, "character": "Dragon", "character_die": 0},
        ),
        ActionDoc(
            "buy",
            "Friar Tuck buys a character for 4 coins and places it",
            {"type": "buy", "column": 2, "space": 3, "character": "Knight"},
        ),
        ActionDoc(
            "task",
            "Record the task completed this turn and its reward",
            {"type": "task", "vp": 2, "coins": 1, "name": "Knights"},
        ),
        ActionDoc("end_turn", "End your turn after placing", {"type": "end_turn"}),
        ActionDoc("pass", "Pass instead of placing: +1 coin", {"type": "pass"}),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The first player must be one of the players."""
        if options["first_player"] > len(players):
            raise ActionError("bad_option", f"option 'first_player' must be 1 to {len(players)}")
        if len(players) == 1 and options["first_player"] != 1:
            raise ActionError("bad_option", "in solo you are always the first player")

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Supply and coins by player count; with Heroes, 2 hero cards dealt to each player."""
        n = len(players)
        deck = hero_deck(n)
        rng.shuffle(deck)
        return new_state(n, options["first_player"] - 1, options["heroes"], options["quests"], deck)

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[dict]:
        """Validate one action and return its events."""
        kind = action["type"]
        if kind == "board_ready":
            return acts.board_ready(state, action, seat)
        if kind == "roll_dice":
            return acts.roll_dice(state, action, seat, rng)
        if kind == "reroll":
            return acts.reroll(state, action, seat, rng)
        if kind == "place":
            return acts.place(state, action, seat)
        if kind == "buy":
            return acts.buy(state, action, seat)
        if kind == "task":
            return acts.task(state, action, seat)
        if kind == "end_turn":
            return acts.end_turn(state, action, seat)
        if kind == "pass":
            return acts.pass_turn(state, action, seat)
        known = ", ".join(sorted({a.type for a in self.actions}))
        raise ActionError("unknown_action", f"Minstrels has no action {str(kind)[:40]!r} (actions: {known})")

    def apply(self, state: State, event: dict[str, Any]) -> None:
        """Fold one event."""
        fold(state, event)

    def view(self, state: State, seat: int | None) -> State:
        """Secrets stripped; placement hints for this seat (or the seat whose turn it is)."""
        return views.view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """Board setups without the hero and quest."""
        return views.public_event(event)

    def describe(self, event: dict[str, Any], players: list[Player]) -> str:
        """A log line."""
        return views.describe(event, players)

    def standings(self, state: State) -> list[dict[str, Any]]:
        """Most VP, then coins, then filled columns (the final standings once the game is over)."""
        if state["final"]:
            return state["final"]["standings"]
        players = state["players"]
        return [
            s.as_dict()
            for s in final_standings(
                [p["vp"] for p in players],
                [p["coins"] for p in players],
                [filled_columns(p["pieces"]) for p in players],
            )
        ]

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Per player: VP by source, coins, filled columns, total and place."""
        used = {e[1] for p in state["players"] for e in p["log"] if e[3]}
        sources = [s for s in SCORE_SOURCES if s in used]
        places = {s["seat"]: s["place"] for s in self.standings(state)}
        header = ["seat", "name", "hero", *sources, "vp", "coins", "filled columns", "place"]
        rows = []
        for i, (pl, p) in enumerate(zip(players, state["players"], strict=True)):
            by = {s: sum(e[3] for e in p["log"] if e[1] == s) for s in sources}
            hero = (p["hero"] or "") if state["phase"] != "setup" else ""  # secret until play starts
            rows.append(
                [
                    i,
                    pl.name,
                    hero,
                    *(by[s] for s in sources),
                    p["vp"],
                    p["coins"],
                    filled_columns(p["pieces"]),
                    places.get(i, ""),
                ]
            )
        return header, rows


GAME = Minstrels()

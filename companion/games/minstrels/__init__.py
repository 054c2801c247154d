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
from companion.games.base import Game, Option, Player, State
from companion.games.minstrels import actions, deal, events, legal, text, turn  # noqa: F401  (register on RULES)
from companion.games.minstrels import view as views
from companion.games.minstrels.events import SHAPES
from companion.games.minstrels.fold import hero_deck, new_state
from companion.games.minstrels.rules import RULES
from companion.games.minstrels.rulings import HOUSE_RULINGS
from companion.i18n import N_, _
from companion.rng import RandomSource
from scoring.minstrels.data import CHARACTERS, SCORE_SOURCES
from scoring.minstrels.majorities import final_standings
from scoring.minstrels.placement import filled_columns

dice.register_faces("minstrels", CHARACTERS)


class Minstrels(Game):
    """Minstrels, 1-4 players."""

    id = "minstrels"
    title = N_("Minstrels")
    summary = N_("Your 4x6 board on your phone: shared dice, coins to tweak them, every placement scored.")
    order = 20
    min_players = 1
    max_players = 4
    has_secrets = True  # hero cards until play starts, quest cards until completed
    shows_dealt_secrets = True  # the hero cards the app dealt a player without a phone, on the host's
    table_lines = frozenset({"round_ended"})  # a new round or phase: the table's line, not its last actor's
    roll_events = ("dice_rolled", "rerolled")
    house_rulings = HOUSE_RULINGS
    rules = RULES
    shapes = SHAPES
    moves = staticmethod(legal.candidates)
    options = (
        Option("heroes", N_("Heroes mode (deal 2, keep 1)"), "bool", False),
        Option("quests", N_("Quests mode"), "bool", False),
        Option("own_components", N_("We use our own hero and quest cards"), "bool", False),
        Option("first_player", N_("First player (whoever sang last)"), "seat", None, help=N_("A player, or random")),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The first player must be one of the players (by name), or random."""
        first = deal.first_seat(options["first_player"], players)
        if len(players) == 1 and first not in (0, None):
            raise ActionError("bad_option", _("in solo you are always the first player"))

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Supply and coins by player count; with Heroes, 2 hero cards dealt (unless the table uses its own)."""
        n = len(players)
        first = deal.first_seat(options["first_player"], players)
        drawn = first is None
        if drawn:
            first = rng.randrange(n)
        own = options.get("own_components", False)
        deck = hero_deck(n)
        if not own:
            rng.shuffle(deck)  # even without heroes: the seeded games of the tests keep their dice
        return new_state(n, first, options["heroes"], options["quests"], deck, own, drawn)

    def facts(self) -> dict[str, Any]:
        """Characters in face order, the board, column bonuses, coins and prices, the score track."""
        return views.facts()

    def view(self, state: State, seat: int | None) -> State:
        """Secrets stripped; placement hints for this seat (or the seat whose turn it is)."""
        return views.view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """Board setups without the hero and quest."""
        return views.public_event(event)

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """Logs stored before gains had named fields (see `events.upgrade`); tables opened before
        #14 (no `own_components`) held the first player as a 1-based number."""
        if kind == "table_created" and "own_components" not in data["options"]:
            options = {**data["options"], "own_components": False}
            if isinstance(options.get("first_player"), int):
                options["first_player"] -= 1
            data = {**data, "options": options}
        return events.upgrade(kind, data)

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

    def scores(self, state: State) -> list[float] | None:
        """Each player's VP."""
        return [p["vp"] for p in state["players"]]

    def start_player(self, initial: State, events: list[dict[str, Any]]) -> int | None:
        """The first player of round 1 (set at setup; each round passes it on)."""
        return initial["first"]

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

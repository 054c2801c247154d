"""Tales of Danger #1: Days of Discovery, for 2 to 6 players (no solo mode).

Setup draws the Sponsors in play (2 players: 3, 3 players: 4, 4 or more: all 6) and the first
player (a seat, or at random); a table with its own Sponsor cards enters them instead
(draws.py). Each player moves through Act 1 (secure a Sponsor; hand limit 7) into Act 2 (the
Sponsor's Start, Market and Max values, entered once), and everyone moves into Act 3 together
once every hand is full. In Act 3 each player keeps a voyage: the current Segment (difficulty
and Segment Cost cards, Forage adds one) and the completed Segments with face-down Journals,
whose values only their owner sees until the final scoring. A 5th completed Segment gives every
other player one final turn; the tally is difficulties plus Journals, and a tie goes to the
higher-ranked Sponsor (rank 1 highest). The physical cards stay on the table: players enter
what they draw and discard, or let the app draw a Segment's Cost cards and flip a Forage's four
from the cards it has not seen (deck.py); it checks payments and shows exact odds.
"""

from __future__ import annotations

from typing import Any

from companion.games.base import Game, Option, Player, State
from companion.games.fields import seat_of
from companion.games.tales_of_danger import acts, draws, fold, legal, text, voyage  # noqa: F401  (they register)
from companion.games.tales_of_danger.checks import RULE_VERSION
from companion.games.tales_of_danger.events import SHAPES
from companion.games.tales_of_danger.rules import RULES
from companion.games.tales_of_danger.view import view as tod_view
from companion.games.tales_of_danger.words import words
from companion.i18n import N_
from companion.rng import RandomSource
from scoring.tales_of_danger.data import (
    BAD_LUCK,
    GREAT_FISHING,
    HOUSE_RULINGS,
    ILLNESS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ROUGH_SEAS,
    SPONSOR_RANKS,
)
from scoring.tales_of_danger.scoring import final_standings
from scoring.tales_of_danger.turns import sponsors_in_play


class TalesOfDanger(Game):
    """Sponsor draw, Act tracker, voyage tracker with cost checker and odds, final round, scoring."""

    id = "tales-of-danger"
    title = N_("Tales of Danger")
    summary = N_(
        "Days of Discovery, 2-6 players (no solo mode): Sponsors, Acts and hand limits, "
        "each voyage with a cost checker and exact odds, hidden Journals, final round and tally."
    )
    order = 30
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    has_secrets = True
    table_lines = frozenset({"act3_started"})  # a new round or phase: the table's line, not its last actor's
    has_dice = False  # the rulebook has no dice: Cost cards and Forage flips are the game's chance (pt19)
    house_rulings = HOUSE_RULINGS
    rules = RULES
    shapes = SHAPES
    moves = staticmethod(legal.candidates)
    options = (
        Option("first_player", N_("First player"), "seat", "random", help=N_("A player, or drawn at random")),
        Option(
            "own_components",
            N_("We use our own Sponsor cards"),
            "bool",
            False,
            help=N_("With 2 or 3 players you draw the Sponsors in play and enter them: the app does not draw"),
        ),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The first player must be one of the seats."""
        seat_of("first_player", options["first_player"], players)

    def check_action(self, state: State, kind: str) -> None:
        """Until the Sponsors in play are known, only their draw may be played."""
        if kind != "draw_sponsors" and kind in self.rules.handlers:
            draws.need_sponsors(state)

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """Tables stored before #14 held the first player as a 1-based string ("1" for the first seat)."""
        if kind == "table_created" and "own_components" not in data["options"]:
            data = {**data, "options": {**data["options"], "own_components": False}}
        if kind == "table_created" and data["options"].get("first_player", "random") != "random":
            first = data["options"]["first_player"]
            if isinstance(first, str):
                data = {**data, "options": {**data["options"], "first_player": int(first) - 1}}
        return data

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Draw the Sponsors in play (unless the table draws its own) and the first player."""
        n = len(players)
        drawn = sponsors_in_play(n) < len(SPONSOR_RANKS)
        own = drawn and options["own_components"]
        in_play = None if own else draws.draw(rng, n)
        first = seat_of("first_player", options["first_player"], players)
        first = rng.randrange(n) if first is None else first
        # The app's deck order (deck.py), drawn last: the draws above stay those a seed gave before.
        deck_seed = rng.randrange(2**62)
        return {
            "rule_version": RULE_VERSION,
            "names": [p.name for p in players],
            "sponsors": in_play,
            # None: nothing drawn (yet); False: the app drew them; True: entered from the real cards.
            "sponsors_at_table": False if drawn and not own else None,
            "own_components": options["own_components"],
            "first_player": first,
            "phase": "acts",
            "turn": first,
            "players": [
                {
                    "act": 1,
                    "sponsor": None,
                    "how": None,
                    "start": None,
                    "market": None,
                    "max": None,
                    "hand_full": False,
                    "segment": None,
                    "voyage": [],
                }
                for _ in players
            ],
            "act3_first": None,
            "final_round": None,
            "seen": [],
            "seen_difficulties": [],
            "reshuffles": 0,
            "deck_seed": deck_seed,
            "points": None,
            "standings": None,
        }

    # -- what each phone sees --------------------------------------------------------------------

    def facts(self) -> dict[str, Any]:
        """The Cost card labels (by the style the phone draws each in), the Sponsor ranks, and the game's words."""
        return {
            "label_styles": {"bad": BAD_LUCK, "rough": ROUGH_SEAS, "ill": ILLNESS, "fish": GREAT_FISHING},
            "sponsor_ranks": list(SPONSOR_RANKS),
            "words": words(),
        }

    def view(self, state: State, seat: int | None) -> State:
        """Others' Journal values stay hidden until the final scoring."""
        return tod_view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """A completed Segment's Journal value is secret until the end: the stream says only if there is one."""
        if event["type"] == "segment_completed":
            out = {k: v for k, v in event.items() if k != "journal"}
            out["has_journal"] = event["journal"] is not None
            return out
        return event

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The tally: difficulties only while Journals are face down; with Journals once the game is over."""
        over = state["phase"] == "over"
        voyages = [[(v["difficulty"], v["journal"] if over else None) for v in p["voyage"]] for p in state["players"]]
        # A player still without a Sponsor (Act 1) ranks below every Sponsor in a tie.
        ranks = [p["sponsor"] or len(SPONSOR_RANKS) + 1 for p in state["players"]]
        return [s.as_dict() for s in final_standings(voyages, ranks)]

    def scores(self, state: State) -> list[float] | None:
        """The final tally (difficulties plus Journals) once over; difficulties before."""
        if state["points"] is not None:
            return list(state["points"])
        return [sum(v["difficulty"] for v in p["voyage"]) for p in state["players"]]

    def start_player(self, initial: State, events: list[dict[str, Any]]) -> int | None:
        """The first player chosen or drawn at setup."""
        return initial["first_player"]

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Seat, name, Sponsor, Segments, difficulty points; Journals, total and place after the end."""
        over = state["phase"] == "over"
        places = {s["seat"]: s["place"] for s in state["standings"] or []}
        header = ["seat", "name", "sponsor", "segments", "difficulties", "journals", "total", "place"]
        rows = []
        for i, (pl, p) in enumerate(zip(players, state["players"], strict=True)):
            diff = sum(v["difficulty"] for v in p["voyage"])
            journals = sum(v["journal"] or 0 for v in p["voyage"])
            rows.append(
                [i, pl.name, p["sponsor"] or "", len(p["voyage"]), diff]
                + ([journals, diff + journals, places.get(i, "")] if over else ["", "", ""])
            )
        return header, rows


GAME = TalesOfDanger()

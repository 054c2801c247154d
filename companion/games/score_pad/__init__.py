"""Score pad: any game's scores, with optional categories and rounds, +/- and typed amounts.

Any seated phone (or the host) may write any seat's score, as with a paper pad passed round.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import EventData, Game, Option, Player, State
from companion.games.score_pad import actions, text  # noqa: F401  (they register on RULES)
from companion.games.score_pad.events import SHAPES
from companion.games.score_pad.fold import decided_by, other, tally
from companion.games.score_pad.rules import RULES
from companion.i18n import N_, _
from companion.rng import RandomSource


class ScorePad(Game):
    """A generic score pad for any game."""

    id = "score-pad"
    title = N_("Score pad")
    names_turns = False  # anyone scores any time: its turn timer is a time per entry
    adds_players = True  # a friend arriving in round 3 gets a column, as on paper (pt86)
    summary = N_("Any game: scores per player, optional categories and rounds, highest or lowest wins.")
    order = 99
    min_players = 1
    max_players = 12
    rules = RULES
    shapes = SHAPES
    untimed = frozenset({"named"})  # a game named after the finish keeps its finish time
    options = (
        Option("categories", N_("Categories (rows)"), "list", [], help=N_("e.g. Wood, Stone, Gold")),
        Option("rounds", N_("Rounds (0: no rounds)"), "int", 0, minimum=0, maximum=50),
        Option("lowest_wins", N_("Lowest score wins"), "bool", False),
        Option(
            "tie_breaker",
            N_("Category that breaks ties"),
            "text",
            "",
            help=N_("one of the categories above"),
            choices_from="categories",
        ),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The tie-breaker must be one of the categories."""
        cats = options["categories"]
        if len(set(cats)) != len(cats):
            raise ActionError("bad_option", _("two categories have the same name"))
        tb = options["tie_breaker"]
        if tb and tb not in cats:
            if cats:
                said = _("the tie-breaker {name} is not one of the categories ({categories})")
            else:
                said = _("the tie-breaker {name} is not a category, and this table has none")
            raise ActionError("bad_option", said.format(name=repr(tb[:40]), categories=", ".join(cats)))

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Everyone at zero, in round 1."""
        n = len(players)
        return {
            "categories": list(options["categories"]),
            "rounds": options["rounds"],
            "lowest_wins": options["lowest_wins"],
            "tie_breaker": options["tie_breaker"],
            "round": 1,
            "totals": [0] * n,
            "by_category": [{c: 0 for c in options["categories"]} for _ in range(n)],
            "by_round": [[0] * options["rounds"] for _ in range(n)],
            "history": [],
            "finished": False,
            "standings": None,
            "entered": [[False] * options["rounds"] for _ in range(n)],  # who has a score in each round
            "name": "",  # the game the pad kept, when the host names it
            "cells": _cells(n, options["rounds"], options["categories"]),  # each seat's round x category points
            "filled": _filled(n, options["rounds"]),  # each seat's categories with an entry, per round
        }

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """A pad stored before the round table and the game's name starts with neither (the scores refold them)."""
        if kind == "table_created" and "entered" not in data["state"]:
            state = data["state"]
            n, rounds = len(state["totals"]), state["rounds"]
            data = {**data, "state": {**state, "entered": [[False] * rounds for _ in range(n)], "name": ""}}
        if kind == "table_created" and "cells" not in data["state"]:
            state = data["state"]  # a pad before the cells (pt11): at zero, its events fill them again
            data = {
                **data,
                "state": {**state, "cells": _cells(len(state["totals"]), state["rounds"], state["categories"])},
            }
        if kind == "table_created" and "filled" not in data["state"]:
            state = data["state"]  # a pad before the filled categories (pt15): its events fill them again
            data = {**data, "state": {**state, "filled": _filled(len(state["totals"]), state["rounds"])}}
        return data

    def played_for(self, event: EventData) -> frozenset[int]:
        """The seats given points: a host's grid or round entered for players without a phone has played them (pt91)."""
        if event["type"] == "round_scored":
            return frozenset(s for s, p in enumerate(event["points"]) if p is not None)
        return frozenset({event["seat"]}) if event["type"] in ("scored", "corrected") else frozenset()

    def player_added(self, state: State) -> State:
        """One more seat at zero: no score in the rounds before (they may be corrected like any other)."""
        rounds, cats = state["rounds"], state["categories"]
        return {
            **state,
            "totals": [*state["totals"], 0],
            "by_category": [*state["by_category"], dict.fromkeys(cats, 0)],
            "by_round": [*state["by_round"], [0] * rounds],
            "entered": [*state["entered"], [False] * rounds],
            "cells": [*state["cells"], *_cells(1, rounds, cats)],
            "filled": [*state["filled"], *_filled(1, rounds)],
        }

    def player_removed(self, state: State) -> State:
        """The last seat gone again (it had nothing entered: its zeros go with it)."""
        keys = ("totals", "by_category", "by_round", "entered", "cells", "filled")
        return {**state, **{k: state[k][:-1] for k in keys}}

    def rolled_off(self, state: State, winner: int) -> State:
        """The roll-off's winner is the first player: the bar's pills crown them (pt8 saw them nowhere)."""
        return {**state, "first_player": winner}

    def told(self, events: list[EventData], players: list[Player]) -> str | None:
        """A whole grid's undo in one line: each player's points and every category (pt11 heard only Gold)."""
        return text.grid_line(events, players)

    def carried(self, state: State) -> State:
        """The game's name goes on to the play-again table (pt11: "Relic Hunters" became "Score pad")."""
        return {"name": state.get("name", "")}

    def play_title(self, state: State) -> str:
        """The game's name, when the host gave one; else "Score pad"."""
        return state.get("name") or self.title

    def view(self, state: State, seat: int | None) -> State:
        """The pad as everyone sees it; nobody in particular is to act; the first player is the roll-off's, if any."""
        do = _("see the final standings") if state["finished"] else _("add scores")
        rest = other(state)
        # Points in no category (an older table's) leave the tie-break category short: the end says so.
        incomplete = bool(rest and state["tie_breaker"])
        return {
            **state,
            "prompt": {"seats": [], "do": do},
            "first_player": state.get("first_player"),
            "decided_by": decided_by(state),
            "other": rest,
            "tie_break_incomplete": incomplete,
        }

    def check_action(self, state: State, kind: str) -> None:
        """A finished pad takes no more scores (the game it was may still be named)."""
        if state["finished"] and kind != "name_game":
            raise ActionError("finished", _("the game is over: undo the finish to change scores"))

    def is_over(self, state: State) -> bool:
        """Once finished."""
        return state["finished"]

    def candidates(self, state: State, seat: int | None) -> list[dict[str, Any]]:
        """A score for any seat, a whole round, a correction of round 1, the name (the host's), next round, finish."""
        n, cats = len(state["totals"]), state["categories"]
        where = {"category": cats[-1]} if cats else {}  # a table with categories takes no entry outside them
        out: list[dict[str, Any]] = [
            {"type": "score", "seat": i, "delta": d, **where} for i in range(n) for d in (1, 5, -2)
        ]
        out += [{"type": "score", "seat": 0, "delta": 1, "category": c} for c in cats[:2]]
        out.append({"type": "score_round", "scores": {str(i): 3 - i for i in range(n)}, **where})
        if state["rounds"]:
            out.append({"type": "correct", "seat": n - 1, "round": 1, "score": 4, **where})
        if seat is None:
            out.append({"type": "name_game", "name": "Azul"})
        return [*out, {"type": "next_round"}, {"type": "finish"}]

    def standings(self, state: State) -> list[dict[str, Any]]:
        """Totals, highest (or lowest) first; the tie-breaker category next."""
        return tally(state)

    def scores(self, state: State) -> list[float] | None:
        """Each seat's total."""
        return list(state["totals"])

    def highest_wins(self, state: State) -> bool:
        """Unless the table chose lowest wins."""
        return not state["lowest_wins"]

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Seat, name, each category, each round, total and place."""
        places = {s["seat"]: s["place"] for s in self.standings(state)}
        header = ["seat", "name", *state["categories"]]
        header += [f"round {r + 1}" for r in range(state["rounds"])] + ["total", "place"]
        rows = [
            [
                i,
                p.name,
                *(state["by_category"][i][c] for c in state["categories"]),
                *state["by_round"][i],
                state["totals"][i],
                places.get(i, ""),
            ]
            for i, p in enumerate(players)
        ]
        return header, rows


GAME = ScorePad()


def _cells(n: int, rounds: int, categories: list[str]) -> list[list[dict[str, int]]]:
    """Each seat's points per round and category, all zero (a tapped category cell corrects one)."""
    return [[dict.fromkeys(categories, 0) for _ in range(rounds)] for _ in range(n)]


def _filled(n: int, rounds: int) -> list[list[list[str]]]:
    """Each seat's categories with an entry per round, none yet."""
    return [[[] for _ in range(rounds)] for _ in range(n)]

"""Score pad: any game's scores, with optional categories and rounds, +/- and typed amounts.

Any seated phone (or the host) may write any seat's score, as with a paper pad passed round.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import ActionDoc, Game, Option, Player, State, int_field
from companion.rng import RandomSource
from scoring.score_pad import standings

MAX_DELTA = 1_000_000
MAX_TOTAL = 1_000_000_000


class ScorePad(Game):
    """A generic score pad for any game."""

    id = "score-pad"
    title = "Score pad"
    summary = "Any game: scores per player, optional categories and rounds, highest or lowest wins."
    order = 99
    min_players = 1
    max_players = 12
    options = (
        Option("categories", "Categories (rows)", "list", [], help="e.g. Wood, Stone, Gold"),
        Option("rounds", "Rounds (0: no rounds)", "int", 0, minimum=0, maximum=50),
        Option("lowest_wins", "Lowest score wins", "bool", False),
        Option("tie_breaker", "Category that breaks ties", "text", ""),
    )
    actions = (
        ActionDoc("score", "Add to (or subtract from) a seat's score", {"type": "score", "seat": 0, "delta": 3}),
        ActionDoc(
            "score",
            "Score in a category and round",
            {"type": "score", "seat": 1, "delta": -2, "category": "Gold", "round": 2},
        ),
        ActionDoc("next_round", "Move on to the next round", {"type": "next_round"}),
        ActionDoc("finish", "End the game and show the standings", {"type": "finish"}),
    )

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """The tie-breaker must be one of the categories."""
        cats = options["categories"]
        if len(set(cats)) != len(cats):
            raise ActionError("bad_option", "two categories have the same name")
        if options["tie_breaker"] and options["tie_breaker"] not in cats:
            raise ActionError("bad_option", "the tie-breaker must be one of the categories")

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
        }

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[dict]:
        """Score, next round, finish."""
        kind = action["type"]
        if state["finished"] and kind != "reopen":
            raise ActionError("finished", "the game is over: undo the finish to change scores")
        if kind == "score":
            return [self._score(state, action)]
        if kind == "next_round":
            if state["rounds"] and state["round"] >= state["rounds"]:
                raise ActionError("last_round", f"round {state['round']} is the last round")
            return [{"type": "next_round", "round": state["round"] + 1}]
        if kind == "finish":
            return [{"type": "finished"}]
        raise ActionError("unknown_action", f"a score pad has no action {str(kind)[:40]!r}")

    def _score(self, state: State, action: dict[str, Any]) -> dict:
        n = len(state["totals"])
        seat = int_field(action, "seat", 0, n - 1)
        delta = int_field(action, "delta", -MAX_DELTA, MAX_DELTA)
        if delta == 0:
            raise ActionError("bad_field", "'delta' must not be 0")
        if abs(state["totals"][seat] + delta) > MAX_TOTAL:
            raise ActionError("bad_field", f"a total must stay within ±{MAX_TOTAL}")
        event: dict[str, Any] = {"type": "scored", "seat": seat, "delta": delta}
        cat = action.get("category")
        if cat is not None:
            if cat not in state["categories"]:
                raise ActionError("bad_field", f"no category {str(cat)[:40]!r}")
            event["category"] = cat
        rnd = action.get("round")
        if rnd is None and state["rounds"]:
            rnd = state["round"]
        if rnd is not None:
            if not state["rounds"]:
                raise ActionError("bad_field", "this table has no rounds")
            rnd = int_field({"round": rnd, "type": "score"}, "round", 1, state["rounds"])
            event["round"] = rnd
        return event

    def apply(self, state: State, event: dict[str, Any]) -> None:
        """Fold scored / next_round / finished."""
        kind = event["type"]
        if kind == "scored":
            seat, delta = event["seat"], event["delta"]
            state["totals"][seat] += delta
            if "category" in event:
                state["by_category"][seat][event["category"]] += delta
            if "round" in event:
                state["by_round"][seat][event["round"] - 1] += delta
            state["history"].append([seat, state["totals"][seat]])
        elif kind == "next_round":
            state["round"] = event["round"]
        elif kind == "finished":
            state["finished"] = True
            state["standings"] = self.standings(state)

    def standings(self, state: State) -> list[dict[str, Any]]:
        """Totals, highest (or lowest) first; the tie-breaker category next."""
        tb = state["tie_breaker"]
        breaker = [c[tb] for c in state["by_category"]] if tb else None
        return [s.as_dict() for s in standings(state["totals"], state["lowest_wins"], breaker)]

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

    def describe(self, event: dict[str, Any], players: list[Player]) -> str:
        """ "Red scored +3 (Gold, round 2)"."""
        kind = event["type"]
        if kind == "scored":
            where = [x for x in (event.get("category"), event.get("round") and f"round {event['round']}") if x]
            extra = f" ({', '.join(where)})" if where else ""
            return f"{players[event['seat']].name} scored {event['delta']:+d}{extra}"
        if kind == "next_round":
            return f"Round {event['round']} begins"
        if kind == "finished":
            return "Game over: final standings"
        return super().describe(event, players)


GAME = ScorePad()

"""The King of All Bards: the live board, secret Movement, Duels, Performances, Brawls, the win.

Rounds run Movement -> Duels -> Performance -> Refreshment. Movement picks are secret until
everyone has picked; Duel Songs are secret until every duelist has chosen. Every die roll
and bag draw is made here (or typed in from a real die) and stored in the events.
Its actions, folds and log lines live in this package; the rules arithmetic, data and house
rulings in `scoring.king_of_all_bards`.
"""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Game, Option, Player, Sim, State
from companion.games.king_of_all_bards import board, draws, duels, fold, legal, perform, rounds, text, tricks  # noqa: F401
from companion.games.king_of_all_bards.events import SHAPES
from companion.games.king_of_all_bards.rules import RULES
from companion.games.king_of_all_bards.state import new_state
from companion.games.king_of_all_bards.view import own_view, public_event, view
from companion.i18n import N_, _
from companion.rng import RandomSource
from scoring.king_of_all_bards.data import BARD_BY_ID, HOUSE_RULINGS, MAX_PLAYERS, MIN_PLAYERS, reference
from scoring.king_of_all_bards.standings import fans_in_pubs, final_standings, pubs_with_fans

# What a pending end allows: Tricks, the moves by hand that carry out their effects, and the end.
WHILE_ENDING = frozenset(
    {"play_trick", "end_game", "draw_brawl", "ragnarok_brawl", "ragnarok_done", "move_fan", "swap_fans"}
    | {"move_bard", "adjust_tips"}
)


class KingOfAllBards(Game):
    """The King of All Bards, 2-6 players."""

    id = "king-of-all-bards"
    title = N_("The King of All Bards")
    summary = N_(
        "Live board of Pubs and Fans, secret Movement, Duels, Performances with every modifier, Brawls, five-and-five."
    )
    order = 10
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    has_secrets = True
    # A new round or phase: the table's line, not its last actor's.
    table_lines = frozenset(
        {"placement_begins", "round_begins", "duel_begins", "performance_begins", "refreshment_begins", "round_over"}
    )
    roll_events = ("duel_roll", "perf_roll")
    rolloff_events = ("first_player",)
    rolloff_dice_events = ("rolloff_roll",)
    reveal_events = ("moved", "duel_won", "brawl")
    unveils = ("moved", "duel_revealed")  # every Bard's pick, a Duel's Songs
    options = (
        Option("tokens", N_("Reduce the Bad Luck (Egg, Tomato, Cabbage tokens)"), "bool", False),
        Option("duels_round_1", N_("Duels in round 1 (off for a first game)"), "bool", True),
        Option("own_components", N_("We use our own Brawl bag"), "bool", False),
    )
    house_rulings = HOUSE_RULINGS
    rules = RULES
    shapes = SHAPES
    moves = staticmethod(legal.candidates)
    # Random play rarely reaches five-and-five before round 10, and each round is 20-60 moves:
    # the conformance test plays the first two rounds (Duels, Brawls, Performances, Refreshment)
    # of many games instead of a few whole ones; tests/companion play whole games and the win.
    round_cap = 2

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Tips and Fans for everyone; Bards, First Player and first Fans are the first actions."""
        return new_state(len(players), options)

    def setting_up(self, state: State) -> bool:
        """Setup runs to the first Fans (setup step 7: a Pub and the Town Square each); the timer waits it out."""
        return state.get("phase") in ("setup", "placement")

    def check_action(self, state: State, kind: str) -> None:
        """Nothing more once a King of All Bards is crowned (undo goes back); only Tricks at a pending end."""
        if state["phase"] == "over":
            raise ActionError("game_over", _("the game is over (undo to go back)"))
        if state.get("ending") and kind not in WHILE_ENDING:
            raise ActionError(
                "game_ending",
                _("the game ends unless someone plays a Trick: play one (and its moves), or let the game end"),
            )
        due = state.get("brawl_due")
        if due and kind not in ("draw_brawl", "play_trick"):
            raise ActionError(
                "brawl_first",
                _("first the Brawl in Pub {pub}: enter the Fans drawn from the bag (or let the app draw)").format(
                    pub=due[0]["pub"]
                ),
            )

    def after_action(self, sim: Sim) -> None:
        """After every action: an unused Brawl draw is refused, the Duels go on, then the win check."""
        draws.finish(sim)
        if sim.s["phase"] == "duels" and sim.s["duel"] is None:
            # A Bard moved out of (or into) the Duel being fought (Go Busking!, Backstage Pass):
            # the Duels phase goes on from the lowest Pub still to settle.
            rounds.next_duel(sim)
        board.check_win(sim)
        rounds.round_over_when_all_refreshed(sim)  # a pending end cancelled in Refreshment: the round ends

    def view(self, state: State, seat: int | None) -> State:
        """Secrets stripped; modifier breakdowns and chances added."""
        return view(state, seat)

    def own_view(self, state: State, seat: int) -> State:
        """A seat's secret pick and Duel Song: the rest of its view is everyone's, rendered once."""
        return own_view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """Picks and Duel Songs without their secret."""
        return public_event(event)

    def telling(self, types: list[str]) -> int:
        """A reward's group is named by the line after its first "Song succeeded: a reward", the one naming the reward.

        A Duel's reward settles the Duel first (its totals and winner come before it): the undo still names the reward.
        """
        if "reward" not in types:
            return 0
        i = types.index("reward")
        return i + 1 if i + 1 < len(types) else i

    def facts(self) -> dict[str, Any]:
        """Pubs, Bards, Tricks, tokens, phases, rewards, the Square: the phone reads them from the page."""
        return reference()

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """Old stored shapes: `last_brawl` became `brawls`, a swapped Fan a `[seat, location]` list; new keys."""
        if kind == "fans_swapped" and isinstance(data["a"], list):
            return {**data, **{k: {"seat": data[k][0], "at": data[k][1]} for k in ("a", "b")}}
        if kind == "table_created" and "last_brawl" in data["state"]:
            # Always None at setup, so nothing is lost: the Brawl events refold into the list.
            state = {k: v for k, v in data["state"].items() if k != "last_brawl"}
            data = {**data, "state": {**state, "brawls": []}}
        if kind == "table_created" and "brawls_at" not in data["state"]:
            # Tables before the view said where Bards moved, how a Duel ended and where Brawls were
            # drawn: empty at setup, so the refold fills them as it would have.
            data = {**data, "state": {**data["state"], "brawls_at": [], "reveal": None, "duel_result": None}}
        if kind == "table_created" and "brawls_in" not in data["state"]:  # the Brawls' phases (pt32)
            data = {**data, "state": {**data["state"], "brawls_in": []}}
        if kind == "table_created" and "rolloff" not in data["state"]:  # the roll-off a seat at a time (pt40)
            data = {**data, "state": {**data["state"], "rolloff": None}}
        return data

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The final order once the game is over; before that, the order as it stands."""
        if state["over"]:
            return list(state["over"]["standings"])
        return [x.as_dict() for x in final_standings(state["fans"], state["tips"])]

    def start_player(self, initial: State, events: list[dict[str, Any]]) -> int | None:
        """The First Player of round 1 (the roll-off's winner); later rounds pass it on. No points: the goal wins."""
        return next((e["seat"] for e in events if e["type"] == "first_player"), None)

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """Seat, name, Bard, Tips, Pubs, Fans in Pubs, place."""
        places = {x["seat"]: x["place"] for x in self.standings(state)}
        rows = [
            [
                i,
                p.name,
                BARD_BY_ID[state["bards"][i]].name if state["bards"][i] else "",
                state["tips"][i],
                pubs_with_fans(state["fans"], i),
                fans_in_pubs(state["fans"], i),
                places.get(i, ""),
            ]
            for i, p in enumerate(players)
        ]
        return ["seat", "name", "bard", "tips", "pubs", "fans_in_pubs", "place"], rows


GAME = KingOfAllBards()

"""The King of All Bards: the live board, secret Movement, Duels, Performances, Brawls, the win.

Rounds run Movement -> Duels -> Performance -> Refreshment. Movement picks are secret until
everyone has picked; Duel Songs are secret until every duelist has chosen. Every die roll
and bag draw is made here (or typed in from a real die) and stored in the events.
The helpers live in `_kob_*` modules; the rules arithmetic and data in
`scoring.king_of_all_bards`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.errors import ActionError
from companion.games import _kob_board as board
from companion.games import _kob_duels as duels
from companion.games import _kob_perform as perform
from companion.games import _kob_rounds as rounds
from companion.games import _kob_tricks as tricks
from companion.games._kob_apply import apply_event
from companion.games._kob_state import Sim, new_state
from companion.games._kob_text import describe
from companion.games._kob_view import public_event, view
from companion.games.base import ActionDoc, Game, Option, Player, State, need_seat
from companion.rng import RandomSource
from scoring.king_of_all_bards.data import BARD_BY_ID, MAX_PLAYERS, MIN_PLAYERS
from scoring.king_of_all_bards.standings import fans_in_pubs, final_standings, pubs_with_fans

Handler = Callable[[Sim, Any, dict[str, Any]], None]

# Actions done by a seat (the host sends "by").
SEATED: dict[str, Handler] = {
    "choose_bard": rounds.choose_bard,
    "place_start": rounds.place_start,
    "pick": rounds.pick,
    "duel_song": duels.duel_song,
    "duel_reward": duels.duel_reward,
    "sing": perform.sing,
    "perform_roll": perform.perform_roll,
    "reward": perform.reward,
    "end_turn": lambda sim, seat, a: perform.end_turn(sim, seat),
    "play_trick": tricks.play_trick,
    "ragnarok_brawl": tricks.ragnarok_brawl,
    "ragnarok_done": lambda sim, seat, a: tricks.ragnarok_done(sim, seat),
    "take_token": tricks.take_token,
    "use_token": tricks.use_token,
    "refresh": rounds.refresh,
}
# Actions anyone at the table may do, the host included without a seat.
ANYONE: dict[str, Handler] = {
    "first_player": lambda sim, seat, a: rounds.first_player(sim, a),
    "duel_roll": duels.duel_roll,
    "duel_settle": lambda sim, seat, a: duels.duel_settle(sim),
    "move_fan": board.move_fan,
    "swap_fans": board.swap_fans,
    "move_bard": board.move_bard,
    "adjust_tips": board.adjust_tips,
}


class KingOfAllBards(Game):
    """The King of All Bards, 2-6 players."""

    id = "king-of-all-bards"
    title = "The King of All Bards"
    summary = (
        "Live board of Pubs and Fans, secret Movement, Duels, Performances with every modifier, Brawls, five-and-five."
    )
    order = 10
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    has_secrets = True
    options = (
        Option("tokens", "Reduce the Bad Luck (Egg, Tomato, Cabbage tokens)", "bool", False),
        Option("duels_round_1", "Duels in round 1 (off for a first game)", "bool", True),
    )
    house_rulings = (
        "Epic Fail in a Duel: a natural 1 loses outright; if every dueling Bard rolls 1, all reroll; "
        "a tie for the highest total is rerolled by the tied Bards only.",
        "A Duel winner takes one different reward per defeated opponent, at most three.",
        "If no dueling Bard has a Song, nobody wins: all go to the Town Square and draw a card.",
        "Brawl: every Fan disc in the Pub is equally likely; Diehards Fans are put back. A Fan cannot "
        "enter a Pub that a Brawl could not bring back within Capacity (all Diehards).",
        "Ragnarok and Vicious Heckle Brawls draw one Fan; Vicious Heckle leaves the player's own Fans out.",
        "Five Pubs counts your own Fans in Pubs only (not the Square, not Another Round).",
        "An empty reserve takes its Fan from the Town Square, never from a Pub; with none, no Fan.",
        "Cut Strings switches off the last Trick played; a Trick already resolved (a reroll, a Brawl) "
        "is taken back with Undo.",
        "Sing Havoc! pays for the failed Songs of other Bards in its player's Pub, from when it is played.",
        "Copycat copies the Trick played just before it, never Cut Strings.",
        "Players who did not win are ordered by progress to five-and-five, then Fans in Pubs, then Tips.",
        "2 players with the tokens variant: 1 token of each type.",
    )
    actions = (
        ActionDoc("choose_bard", 'Take a Bard (or "random")', {"type": "choose_bard", "bard": "slav"}),
        ActionDoc("first_player", "Roll off for the First Player (ties reroll)", {"type": "first_player"}),
        ActionDoc("first_player", "Record the First Player of a real roll-off", {"type": "first_player", "seat": 2}),
        ActionDoc(
            "place_start", "Setup: a Fan in this Pub and one in the Town Square", {"type": "place_start", "pub": 2}
        ),
        ActionDoc("pick", "Movement: secretly pick a Pub (hidden until all have picked)", {"type": "pick", "pub": 4}),
        ActionDoc(
            "duel_song",
            "Duel: enter your Song, secret until all duelists have",
            {"type": "duel_song", "genre": "love", "mood": "minor"},
        ),
        ActionDoc("duel_song", "Duel: you have no Song (you lose)", {"type": "duel_song", "no_song": True}),
        ActionDoc("duel_roll", "Duel: roll your die (or the host rolls for all)", {"type": "duel_roll"}),
        ActionDoc("duel_roll", "Duel: a real die", {"type": "duel_roll", "value": 5}),
        ActionDoc("duel_settle", "Duel: settle the rolls (winner, or the tied reroll)", {"type": "duel_settle"}),
        ActionDoc(
            "duel_reward",
            "Duel winner: one different reward per defeated opponent",
            {"type": "duel_reward", "rewards": ["tip", "fan"]},
        ),
        ActionDoc("sing", "Performance: declare a Song", {"type": "sing", "genre": "drinking", "mood": "major"}),
        ActionDoc(
            "perform_roll",
            "Performance: roll for the Song (or a real die's value)",
            {"type": "perform_roll", "value": 4},
        ),
        ActionDoc("reward", "Reward in a Pub: tip, fan or card", {"type": "reward", "kind": "fan"}),
        ActionDoc(
            "reward",
            "Reward in the Square: push a Fan to a Pub",
            {"type": "reward", "kind": "push", "color": 1, "pub": 3},
        ),
        ActionDoc("end_turn", "Stop singing, or accept a failed Song", {"type": "end_turn"}),
        ActionDoc("play_trick", "Play a Trick: pay its cost in Tips", {"type": "play_trick", "trick": "diehards"}),
        ActionDoc(
            "play_trick",
            "Concentration on a Bard",
            {"type": "play_trick", "trick": "concentration", "target": 1, "delta": -1},
        ),
        ActionDoc(
            "play_trick",
            "Vicious Heckle on the Bard singing",
            {"type": "play_trick", "trick": "vicious_heckle", "target": 0},
        ),
        ActionDoc("play_trick", "Ragnarok (roll, then choose the Pubs)", {"type": "play_trick", "trick": "ragnarok"}),
        ActionDoc("ragnarok_brawl", "One of Ragnarok's Brawls", {"type": "ragnarok_brawl", "pub": 3}),
        ActionDoc("ragnarok_done", "End Ragnarok early", {"type": "ragnarok_done"}),
        ActionDoc("take_token", "After an Epic Fail: take a token", {"type": "take_token", "kind": "egg"}),
        ActionDoc("use_token", "Play a token on a roll", {"type": "use_token", "kind": "tomato", "target": 2}),
        ActionDoc(
            "move_fan", "Move a Fan by hand (Tricks)", {"type": "move_fan", "color": 0, "from": "reserve", "to": 5}
        ),
        ActionDoc(
            "swap_fans",
            "Pub Crawl: two Fans trade places",
            {"type": "swap_fans", "a": {"color": 0, "at": 1}, "b": {"color": 2, "at": 4}},
        ),
        ActionDoc(
            "move_bard", "Move a Bard by hand (Go Busking!, Backstage Pass)", {"type": "move_bard", "seat": 1, "to": 0}
        ),
        ActionDoc(
            "adjust_tips", "Tips by hand (Stage Banter, Up the Ante...)", {"type": "adjust_tips", "seat": 1, "delta": 2}
        ),
        ActionDoc("refresh", "Refreshment: done (cash_in: discarded 3+ Tricks)", {"type": "refresh", "cash_in": True}),
    )

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """Tips and Fans for everyone; Bards, First Player and first Fans are the first actions."""
        return new_state(len(players), options)

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[dict]:
        """Validate one action and return its events (brawls and the win check included)."""
        kind = action["type"]
        if kind not in SEATED and kind not in ANYONE:
            raise ActionError("unknown_action", f"{self.title} has no action {str(kind)[:40]!r}")
        if state["phase"] == "over":
            raise ActionError("game_over", "the game is over (undo to go back)")
        sim = Sim(state, rng, apply_event)
        if kind in SEATED:
            SEATED[kind](sim, need_seat(seat, action), action)
        else:
            ANYONE[kind](sim, seat, action)
        if sim.s["phase"] == "duels" and sim.s["duel"] is None:
            # A Bard moved out of (or into) the Duel being fought (Go Busking!, Backstage Pass):
            # the Duels phase goes on from the lowest Pub still to settle.
            rounds.next_duel(sim)
        board.check_win(sim)
        return sim.events

    def apply(self, state: State, event: dict[str, Any]) -> None:
        """Fold one event."""
        apply_event(state, event)

    def view(self, state: State, seat: int | None) -> State:
        """Secrets stripped; modifier breakdowns and chances added."""
        return view(state, seat)

    def public_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """Picks and Duel Songs without their secret."""
        return public_event(event)

    def describe(self, event: dict[str, Any], players: list[Player]) -> str:
        """A log line."""
        return describe(event, players)

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """Tables opened before every Brawl of the round was kept: `last_brawl` became `brawls`."""
        if kind == "table_created" and "last_brawl" in data["state"]:
            # Always None at setup, so nothing is lost: the Brawl events refold into the list.
            state = {k: v for k, v in data["state"].items() if k != "last_brawl"}
            data = {**data, "state": {**state, "brawls": []}}
        return data

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The final order once the game is over; before that, the order as it stands."""
        if state["over"]:
            return list(state["over"]["standings"])
        return [x.as_dict() for x in final_standings(state["fans"], state["tips"])]

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

"""The King of All Bards: the payload of every stored event, as named, typed shapes.

The board's events (Fans, Brawls, Tips, Bards, Tricks, tokens) are in events_board.py.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from companion.games.king_of_all_bards.events_board import (
    BardMoved,
    BetSettled,
    Brawl,
    BrawlDue,
    BrawlUndone,
    Cards,
    FanMissing,
    FanMoved,
    FansSwapped,
    Tips,
    TokenTaken,
    TokenUsed,
    Trick,
)


class Seat(TypedDict):
    """Events that only name a seat (a waived token, Ragnarok over)."""

    seat: int


class TokenWaived(TypedDict):
    """No token taken after an Epic Fail: declined, or the Epic Fail rerolled away (`rerolled`)."""

    seat: int
    rerolled: NotRequired[bool]


class Empty(TypedDict):
    """Events that only mark a step (the placement, Refreshment begins)."""


class BardChosen(TypedDict):
    """A seat took a Bard (`was`: the Bard it had chosen before, when it changed its mind)."""

    seat: int
    bard: str
    was: NotRequired[str]


class FirstPlayer(TypedDict):
    """The First Player: the roll-off's rounds, or None for a real roll-off."""

    seat: int
    rounds: list[dict[str, int]] | None


class RolloffRoll(TypedDict):
    """One seat's die in the roll-off for the First Player, rolled on its own phone (or entered: `real`)."""

    seat: int
    value: int
    real: bool


class SeatPub(TypedDict):
    """A seat and a Pub: first Fans placed, a secret pick."""

    seat: int
    pub: int


class Picked(SeatPub):
    """A secret pick; `changed`: the seat had picked before (the log says so, not a second pick)."""

    changed: NotRequired[bool]


class RoundBegins(TypedDict):
    """Round `round` begins with Movement."""

    round: int


class Moved(TypedDict):
    """Every Bard moves at once to its picked Pub."""

    to: list[int]


class DuelBegins(TypedDict):
    """A Duel in a Pub between these seats."""

    pub: int
    seats: list[int]


class DuelSong(TypedDict):
    """A duelist's Song (secret until all have chosen; None: no Song)."""

    pub: int
    seat: int
    song: dict[str, str] | None


class DuelRevealed(TypedDict):
    """Every duelist's Song, by seat."""

    pub: int
    songs: dict[str, Any]


class DuelRoll(TypedDict):
    """A duelist's die (`reroll`: why it was rolled again)."""

    pub: int
    seat: int
    value: int
    real: bool
    reroll: NotRequired[str]
    by: NotRequired[int]  # who played the reroll on this Bard (another seat's Epic Solo)


class DuelStep(TypedDict):
    """The rolls settled: totals, who is out, who rerolls, the winner if any."""

    pub: int
    reason: str
    winner: int | None
    out: list[int]
    reroll: list[int]
    rolls: dict[str, int]
    totals: dict[str, int]


class DuelPassed(TypedDict):
    """A Duel's loser plays no Trick on the rolls as they stand."""

    pub: int
    seat: int


class DuelWon(TypedDict):
    """A Duel's winner (or none) and the losers sent to the Town Square."""

    pub: int
    winner: int | None
    losers: list[int]
    reason: str


class DuelDone(TypedDict):
    """The Duel in a Pub is over."""

    pub: int


class SongCancelled(TypedDict):
    """Vicious Heckle cancels a Song (in a Duel or a Performance)."""

    seat: int
    by: int
    duel: bool


class PerformanceBegins(TypedDict):
    """Performance begins with this seat."""

    turn: int


class Sing(TypedDict):
    """A Song declared for the Performance."""

    seat: int
    genre: str
    mood: str


class PerfRoll(TypedDict):
    """The die for a Song (`reroll`: why it was rolled again)."""

    seat: int
    value: int
    real: bool
    reroll: NotRequired[str]
    by: NotRequired[int]  # who played the reroll on this Bard (another seat's Epic Solo)


class Reward(TypedDict):
    """A Song's reward; `mod`: the modifier it was won with, kept once the roll is complete."""

    seat: int
    kind: str
    duel: bool
    mod: NotRequired[int]


class SongDone(TypedDict):
    """A Song finished, in a Duel or a Performance, with success or not."""

    seat: int
    genre: str
    mood: str
    loc: int
    success: bool
    duel: bool


class TurnEnded(TypedDict):
    """A Performance turn over; `next` performs (None: all have); `failed`: the failed Song's roll that ended it."""

    seat: int
    next: int | None
    failed: NotRequired[dict[str, int]]


class Refreshed(TypedDict):
    """A seat is refreshed (`cash_in`: 3+ Tricks discarded for a Tip)."""

    seat: int
    cash_in: bool


class RoundOver(TypedDict):
    """The round is over; the next First Player."""

    first: int


class EndPending(TypedDict):
    """Five-and-five met by these seats: the game ends unless someone plays a Trick."""

    seats: list[int]


class GameOver(TypedDict):
    """Five-and-five: the winners and the final standings."""

    winners: list[int]
    standings: list[dict[str, Any]]


SHAPES: dict[str, type] = {
    "bard_chosen": BardChosen,
    "first_player": FirstPlayer,
    "rolloff_roll": RolloffRoll,
    "placement_begins": Empty,
    "start_placed": SeatPub,
    "round_begins": RoundBegins,
    "picked": Picked,
    "moved": Moved,
    "duel_begins": DuelBegins,
    "duel_song": DuelSong,
    "duel_revealed": DuelRevealed,
    "duel_roll": DuelRoll,
    "duel_step": DuelStep,
    "duel_passed": DuelPassed,
    "song_cancelled": SongCancelled,
    "duel_won": DuelWon,
    "duel_done": DuelDone,
    "performance_begins": PerformanceBegins,
    "sing": Sing,
    "perf_roll": PerfRoll,
    "reward": Reward,
    "song_done": SongDone,
    "turn_ended": TurnEnded,
    "refreshment_begins": Empty,
    "refreshed": Refreshed,
    "round_over": RoundOver,
    "end_pending": EndPending,
    "end_passed": Seat,
    "end_cancelled": Empty,
    "game_over": GameOver,
    "fan_moved": FanMoved,
    "fans_swapped": FansSwapped,
    "fan_missing": FanMissing,
    "brawl": Brawl,
    "brawl_due": BrawlDue,
    "brawl_undone": BrawlUndone,
    "tips": Tips,
    "cards": Cards,
    "bard_moved": BardMoved,
    "trick": Trick,
    "bet_settled": BetSettled,
    "ragnarok_done": Seat,
    "token_taken": TokenTaken,
    "token_used": TokenUsed,
    "token_waived": TokenWaived,
}

"""Minstrels: the payload of every stored event, as named, typed shapes (the log is a format).

Version 2 of the log: gains are `Gain` objects. Logs stored before (gains as positional lists,
`[seat, source, note, vp, coins]`, or `[source, note, vp, coins]` in `placed`) are brought to this
shape by `upgrade` when a table loads.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class Gain(TypedDict):
    """VP and bank coins a seat gains from one source ("Princess", "Column", "Esmeralda"...)."""

    seat: int
    source: str
    note: str
    vp: int
    coins: int


def gain(seat: int, source: str, note: str, vp: int, coins: int) -> Gain:
    """A `Gain`."""
    return {"seat": seat, "source": source, "note": note, "vp": vp, "coins": coins}


class BoardReady(TypedDict):
    """A board set up: its coins, and the hero kept and quest marked (both secret until play)."""

    seat: int
    coins: list[list[int]]
    hero: str | None
    quest: list[list[Any]] | None
    at_table: NotRequired[bool]  # Quests mode: the quest marked from the real card (since log v3)


class HeroesDealt(TypedDict):
    """A player's hero cards (2, or the 1 kept): dealt by the app or entered from the real deck."""

    seat: int
    heroes: list[str]
    at_table: bool


class HeroesReturned(TypedDict):
    """The app's deal made when the table opened goes back to the deck: another player entered the
    real deck's cards, so the table deals from it (the cards are not stored: they were never real)."""

    seat: int


class DiceRolled(TypedDict):
    """The shared dice, rolled by the app or entered (`real`), and Esmeralda's coins on a double.

    `seat`: the first player, who rolls them (logs before it was stored name nobody).
    """

    seat: NotRequired[int]
    values: list[int]
    real: bool
    gains: list[Gain]


class Rerolled(TypedDict):
    """Kratos paid `cost` to reroll `dice`; `values` are both dice after."""

    seat: int
    dice: list[int]
    values: list[int]
    real: bool
    cost: int
    gains: list[Gain]


class Placed(TypedDict):
    """A character placed (or bought by Friar Tuck): what it cost, the coin taken, every gain."""

    seat: int
    column: int
    space: int
    character: str
    character_die: int | None
    cost: int
    picked_up: int
    bought: bool
    gains: list[Gain]
    quest: str | None


class TaskSwapped(TypedDict):
    """Esmeralda, after her task: a face-up market card (1 = furthest from the deck) discarded and replaced."""

    seat: int
    slot: int


class TaskDone(TypedDict):
    """The one task of a turn and its reward."""

    seat: int
    vp: int
    coins: int
    name: str


class Passed(TypedDict):
    """A pass instead of placing: coins from the bank."""

    seat: int
    coins: int


class Spot(TypedDict):
    """A piece placed and where: its column (1-4, from the left) and space (1-6, from the bottom)."""

    character: str
    column: int
    space: int


class TurnEnded(TypedDict):
    """A turn over; `ending`: it left 2 or fewer character types, so this round is the last.

    `placed` and `vp`: the pieces the turn placed and every VP it scored, said with its end (pt84: a quick
    End turn replaced the placement's news on the other phones); logs before them did not say either.
    """

    seat: int
    ending: bool
    gains: list[Gain]
    placed: NotRequired[list[Spot]]
    vp: NotRequired[int]


class RoundEnded(TypedDict):
    """A round over: solo's characters back to the box and task card to discard; the next first player."""

    removed: dict[str, int]
    discard: int | None
    first: int


class GameOver(TypedDict):
    """Road signs and coins scored, the standings with their tie-break keys, solo's title."""

    gains: list[Gain]
    signs: dict[str, list[str]]
    standings: list[dict[str, Any]]
    title: str | None


SHAPES: dict[str, type] = {
    "board_ready": BoardReady,
    "heroes_dealt": HeroesDealt,
    "heroes_returned": HeroesReturned,
    "dice_rolled": DiceRolled,
    "rerolled": Rerolled,
    "placed": Placed,
    "task_done": TaskDone,
    "task_swapped": TaskSwapped,
    "passed": Passed,
    "turn_ended": TurnEnded,
    "round_ended": RoundEnded,
    "game_over": GameOver,
}


def upgrade(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Log version 1 -> 2: positional gains become `Gain` objects (the seat filled in for `placed`)."""
    gains = data.get("gains")
    if not gains or isinstance(gains[0], dict):
        return data
    # A `placed` event's gains all belong to its seat, which v1 left out of each gain.
    named = [gain(data["seat"], *g) for g in gains] if kind == "placed" else [gain(*g) for g in gains]
    return {**data, "gains": named}

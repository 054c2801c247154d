"""Score pad: the payload of every stored event, as named, typed shapes."""

from __future__ import annotations

from typing import NotRequired, TypedDict


class Scored(TypedDict):
    """A seat's score changed by `delta` (in a category and round when the table has them)."""

    seat: int
    delta: int
    category: NotRequired[str]
    round: NotRequired[int]
    corrects: NotRequired[int]  # the seat it changes: the log names another phone that typed it (events.CORRECTS)


class NextRound(TypedDict):
    """Round `round` begins, started by `by` (a seat, or "host"; a log stored before pt28 has none)."""

    round: int
    by: NotRequired[int | str]


class Finished(TypedDict):
    """The game ended (the standings are fixed), by `by` (a seat, or "host"; a log stored before pt99 has none)."""

    by: NotRequired[int | str]


class Corrected(TypedDict):
    """Round `round`'s entry of `seat` became `score`, which moved the total by `delta` (no `round`: a table without
    rounds, whose `category` total became `score`)."""

    seat: int
    round: NotRequired[int]
    delta: int
    score: int
    category: NotRequired[str]  # the category the difference goes to (a table with categories)
    corrects: NotRequired[int]  # the seat it changes (events.CORRECTS)


class Named(TypedDict):
    """The host named the game the pad kept (the history and BG Stats show it)."""

    name: str


class RoundScored(TypedDict):
    """A round entered at once: `points[seat]` added for each seat given (None: not entered), in `round`."""

    points: list[int | None]
    round: NotRequired[int]
    category: NotRequired[str]  # every seat's points go to it (a table with categories)


SHAPES: dict[str, type] = {
    "scored": Scored,
    "next_round": NextRound,
    "finished": Finished,
    "corrected": Corrected,
    "named": Named,
    "round_scored": RoundScored,
}

"""Tales of Danger: the payload of every stored event, as named, typed shapes."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class SponsorsDrawn(TypedDict):
    """The Sponsors in play (2 or 3 players), in rank order: entered from the real cards or drawn by the app."""

    ranks: list[int]
    at_table: bool


class SponsorSecured(TypedDict):
    """A Sponsor rank secured (`how`: chosen, automatic or story), maybe with its hand values."""

    seat: int
    rank: int
    how: str
    start: NotRequired[int]
    market: NotRequired[int]
    max: NotRequired[int]


class SponsorValuesSet(TypedDict):
    """The Start, Market and Max hand sizes from a Sponsor card."""

    seat: int
    start: int
    market: int
    max: int


class HandMarked(TypedDict):
    """An Act 2 hand marked full (at Max) or not."""

    seat: int
    full: bool


class Secured(TypedDict):
    """A Sponsor taken on the turn that ended: its rank, `how` (chosen or story) and its typed name."""

    rank: int
    how: str
    name: NotRequired[str]


class LastSponsor(TypedDict):
    """The last Sponsor, given at once to the 6th player when the 5th secured one."""

    seat: int
    rank: int


class TurnEnded(TypedDict):
    """An Act 1 or 2 turn over; `next` plays (`secured`, `last`: what the turn did, for its log line)."""

    seat: int
    next: int
    secured: NotRequired[Secured]
    last: NotRequired[LastSponsor]


class Act3Started(TypedDict):
    """Act 3 begins with the highest-ranked Sponsor's player."""

    first: int
    rank: int


class SegmentPrepared(TypedDict):
    """A Segment laid out: its difficulty and as many Segment Cost cards."""

    seat: int
    difficulty: int
    costs: list[str]
    at_table: NotRequired[bool]  # False: "Draw for me", the app drew the Cost cards (older logs: entered)


class SegmentCompleted(TypedDict):
    """A Segment paid (checked) and added to the voyage with a face-down Journal (secret until the end)."""

    seat: int
    difficulty: int
    costs: list[str]
    crew: int
    supplies: int
    cancels: list[str]
    bonus: int
    journal: int | None


class FinalRoundStarted(TypedDict):
    """A 5th Segment: every other seat, in `remaining` order, takes one last turn."""

    trigger: int
    remaining: list[int]


class Foraged(TypedDict):
    """A Forage: `cost` added to the Segment, `others` flipped to the hand."""

    seat: int
    cost: str
    others: list[str]
    at_table: NotRequired[bool]  # False: picked from the app's flip (older logs: entered)


class ForageFlipped(TypedDict):
    """The app flipped a Forage's four cards, face up, for the player to pick the one added."""

    seat: int
    cards: list[str]


class GameOver(TypedDict):
    """The tally: points per seat (difficulties and Journals) and the standings."""

    points: list[int]
    standings: list[dict[str, Any]]


class DeckReshuffled(TypedDict):
    """The discards were shuffled back into the deck (for the odds)."""


SHAPES: dict[str, type] = {
    "sponsors_drawn": SponsorsDrawn,
    "sponsor_secured": SponsorSecured,
    "sponsor_values_set": SponsorValuesSet,
    "hand_marked": HandMarked,
    "turn_ended": TurnEnded,
    "act3_started": Act3Started,
    "segment_prepared": SegmentPrepared,
    "segment_completed": SegmentCompleted,
    "final_round_started": FinalRoundStarted,
    "forage_flipped": ForageFlipped,
    "foraged": Foraged,
    "game_over": GameOver,
    "deck_reshuffled": DeckReshuffled,
}

"""Bard Saga: the payload of every stored event, as named, typed shapes."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class FieldSet(TypedDict):
    """The top colour of all nine decks, row by row."""

    colors: list[str]


class TopSet(TypedDict):
    """A deck's top Story colour told."""

    deck: int
    color: str


class StoryPlaced(TypedDict):
    """A card effect put a Story card on a deck."""

    deck: int
    color: str


class StartingChosen(TypedDict):
    """The Starting Player (who last sang aloud)."""

    seat: int


class Declared(TypedDict):
    """The colour of white cards for round `round`, declared by the Starting Player."""

    seat: int
    color: str
    round: int


class Played(TypedDict):
    """A Story played (its colour and art, or face down)."""

    seat: int
    color: str
    art: str
    face_down: bool


class Collected(TypedDict):
    """A deck's top Story collected for the Scrolls `paid`; `next`: the colour now on top, if told."""

    seat: int
    deck: int
    color: str
    paid: dict[str, int]
    next: str | None


class Searched(TypedDict):
    """A deck's Legend searched for the Scrolls `paid`: its colour and art; `stories`: played ones with its art."""

    seat: int
    deck: int
    paid: dict[str, int]
    color: str
    art: str
    stories: NotRequired[list[list[int]]]


class Passed(TypedDict):
    """A pass: the `order`-th to pass this round."""

    seat: int
    order: int


class Flipped(TypedDict):
    """A played Story turned face down (or up)."""

    seat: int
    index: int
    face_down: bool
    color: NotRequired[str]  # older logs did not say it
    corrects: NotRequired[int]  # the seat whose card it is (events.CORRECTS): another phone's flip says who


class Sang(TypedDict):
    """Singing Victory: each seat's Scrolls gained (and those drawn at random), Legend VP, the next Starting Player."""

    order: list[int]
    gains: list[dict[str, int]]
    drawn: list[list[str]]
    legend_vp: list[int]
    legend: dict[str, Any] | None
    starting: int
    at_table: NotRequired[bool]  # the random Scrolls entered from the real Inn (older logs: by the app)
    last: NotRequired[bool]  # the last round's: the game ends, nobody starts a next round
    short: NotRequired[list[dict[str, int]]]  # what the empty Inn could not give each seat ("random": face down)


class StartDrawn(TypedDict):
    """Setup: a player's starting Scrolls (`returned`: what the seat held before, back to the Inn)."""

    seat: int
    drawn: list[str]
    returned: dict[str, int]
    at_table: bool


class InnDrawn(TypedDict):
    """A card effect: Scrolls drawn at random from the Inn."""

    seat: int
    drawn: list[str]
    at_table: bool
    corrects: NotRequired[int]


class GaveBack(TypedDict):
    """Scrolls given back to the Inn down to the limit."""

    seat: int
    scrolls: dict[str, int]


class Adjusted(TypedDict):
    """A card effect: Scrolls from (or to) the Inn and VP."""

    seat: int
    scrolls: dict[str, int]
    vp: int
    corrects: NotRequired[int]  # the seat it changes, which may undo it (events.CORRECTS)


class EndedHere(TypedDict):
    """The host ended the game in `round` (`stalled` or not): the standings by the rulebook's tally."""

    round: int
    standings: list[dict[str, Any]]
    stalled: NotRequired[bool]  # older logs: only stalled games could end here


SHAPES: dict[str, type] = {
    "field_set": FieldSet,
    "top_set": TopSet,
    "story_placed": StoryPlaced,
    "starting_chosen": StartingChosen,
    "declared": Declared,
    "played": Played,
    "collected": Collected,
    "searched": Searched,
    "passed": Passed,
    "flipped": Flipped,
    "sang": Sang,
    "gave_back": GaveBack,
    "start_drawn": StartDrawn,
    "inn_drawn": InnDrawn,
    "adjusted": Adjusted,
    "ended_here": EndedHere,
}

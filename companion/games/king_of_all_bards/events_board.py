"""The King of All Bards: the payloads of the board's events (Fans, Brawls, Tips, Bards, Tricks, tokens)."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

Loc = int | str  # a Pub 1-6, the Town Square 0, or "reserve"


class FanMoved(TypedDict):
    """A Fan moved (`why`: a reward, a push or pull, a Trick, by hand...)."""

    seat: int
    src: Loc
    to: int
    why: str
    by: NotRequired[int]  # who pushed or pulled another seat's Fan (the log names them)
    corrects: NotRequired[int]  # a correction by hand: the seat it changes (events.CORRECTS)


class Fan(TypedDict):
    """One Fan: its seat's colour and where it stands."""

    seat: int
    at: Loc


class FansSwapped(TypedDict):
    """Pub Crawl: two Fans trade places (stored as `[seat, location]` lists before; `Game.upgrade` names them)."""

    a: Fan
    b: Fan


class FanMissing(TypedDict):
    """No Fan of the seat could be placed, and why."""

    seat: int
    to: int
    why: str
    reason: str


class Brawl(TypedDict):
    """A Brawl in a Pub (over Capacity, Ragnarok, Vicious Heckle): the Fans drawn to the Square."""

    pub: int
    cause: str
    drawn: list[dict[str, Any]]  # {"seat"} (and the app's "index" "of" the bag), in the order drawn
    at_table: NotRequired[bool]  # entered from the real Brawl bag (absent in logs before issue #14)
    leave_out: NotRequired[list[int]]  # Vicious Heckle: the heckler's Fans stay out of the bag
    redo: NotRequired[bool]  # drawn again after a Diehards counter
    by: NotRequired[int]  # the seat that drew (or entered the draw); absent: the host, or logs before pt32


class BrawlDue(TypedDict):
    """A Brawl waiting for the table's draw (the table's own bag, or the phone asked to wait)."""

    pub: int
    cause: str
    by: int | None  # the seat whose action started it (None: the host's)
    redo: bool
    leave_out: NotRequired[list[int]]


class BrawlUndone(TypedDict):
    """Diehards as a counter: the Fans a Brawl drew go back to the Pub, to be drawn again without them."""

    pub: int
    cause: str
    drawn: list[int]


class Tips(TypedDict):
    """Tips gained or paid, and why."""

    seat: int
    delta: int
    why: str
    corrects: NotRequired[int]  # a correction by hand: the seat it changes (events.CORRECTS)


class Cards(TypedDict):
    """Cards drawn, and why."""

    seat: int
    count: int
    why: str


class BardMoved(TypedDict):
    """A Bard moved by hand (Go Busking!, Backstage Pass)."""

    seat: int
    to: int
    resets_duel: bool
    corrects: NotRequired[int]  # a correction by hand: the seat it changes (events.CORRECTS)


class Trick(TypedDict):
    """A Trick played for `cost` Tips, with what it names (a copy, a target, a Pub, a die)."""

    seat: int
    trick: str
    cost: int
    copies: str | None
    cuts: NotRequired[int]
    target: NotRequired[int]
    delta: NotRequired[int]
    pub: NotRequired[int]
    value: NotRequired[int]
    real: NotRequired[bool]
    to: NotRequired[int]  # Distribute Posters: the location its Fan went to
    redoes: NotRequired[int]  # Diehards as a counter: the Pub whose last Brawl is redone
    step: NotRequired[list[Any]]  # where the game stood (limits.step): answerable until it moves on
    guess: NotRequired[int]  # Up the Ante: the Bard bet on (the Duel's winner, or whose Fan the Brawl kicks out)
    on: NotRequired[str]  # Up the Ante: "duel" or "brawl"
    where: NotRequired[int]  # Up the Ante: the Pub of that Duel or Brawl (none: Ragnarok's next Brawl)


class BetSettled(TypedDict):
    """An Up the Ante decided: `index` its entry in this round's Tricks; +1 Tip when `right`."""

    index: int
    seat: int
    guess: int
    right: bool
    pub: int


class TokenTaken(TypedDict):
    """A token taken after an Epic Fail (`step`: the roll it was taken on, where it may not be played)."""

    seat: int
    kind: str
    step: NotRequired[list[Any]]


class TokenUsed(TypedDict):
    """A token played on a seat's roll."""

    seat: int
    kind: str
    target: int
    duel: NotRequired[bool]

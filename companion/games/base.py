"""What a game definition provides; every surface (web, API, printables, tests) reads it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from companion.errors import ActionError
from companion.events import Event
from companion.rng import RandomSource

State = dict[str, Any]
EventData = dict[str, Any]  # {"type": ..., **data}


@dataclass(frozen=True)
class Player:
    """A seat at the table: its name and colour."""

    name: str
    color: str


@dataclass(frozen=True)
class Option:
    """One table option shown on the new-table form and checked by the engine."""

    name: str
    label: str
    kind: str  # "bool" | "int" | "choice" | "text" | "list"
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    def check(self, value: Any) -> Any:
        """Return the value if it fits this option, else raise an `ActionError` naming it."""
        bad = ActionError("bad_option", f"option '{self.name}': {value!r} is not a valid {self.kind}")
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise bad
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise bad
            if self.minimum is not None and value < self.minimum:
                raise ActionError("bad_option", f"option '{self.name}' must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ActionError("bad_option", f"option '{self.name}' must be at most {self.maximum}")
        elif self.kind == "choice":
            if value not in self.choices:
                raise ActionError("bad_option", f"option '{self.name}' must be one of {', '.join(self.choices)}")
        elif self.kind == "text":
            if not isinstance(value, str) or len(value) > 200:
                raise bad
        elif self.kind == "list":
            if (
                not isinstance(value, list)
                or len(value) > 50
                or not all(isinstance(v, str) and 0 < len(v.strip()) <= 40 for v in value)
            ):
                raise ActionError("bad_option", f"option '{self.name}' must be a list of up to 50 short names")
            value = [v.strip() for v in value]
        return value


@dataclass(frozen=True)
class ActionDoc:
    """An action type with a one-line description and an example body (for OpenAPI)."""

    type: str
    summary: str
    example: dict[str, Any] = field(default_factory=dict)


class Game:
    """Base of every game definition: metadata, setup, act -> events, apply, view, describe.

    `act` validates an action against the state and returns the events it causes,
    with every random result already in them; it must not change `state`.
    `apply` folds one event into the state; it never fails for an event `act` made.
    """

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    order: ClassVar[int] = 50  # place in the list of games (score pad last)
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 8
    options: ClassVar[tuple[Option, ...]] = ()
    actions: ClassVar[tuple[ActionDoc, ...]] = ()
    colors: ClassVar[tuple[str, ...]] = (
        "#d62828",
        "#1d4ed8",
        "#15803d",
        "#ca8a04",
        "#7e22ce",
        "#ea580c",
        "#0f766e",
        "#be185d",
    )
    color_names: ClassVar[tuple[str, ...]] = (
        "Red",
        "Blue",
        "Green",
        "Yellow",
        "Purple",
        "Orange",
        "Teal",
        "Pink",
    )
    # Games with information some seats may not see (secret picks, hidden journals).
    has_secrets: ClassVar[bool] = False
    # Where the rulebook is silent: the house rulings this game applies (shown in the UI).
    house_rulings: ClassVar[tuple[str, ...]] = ()

    def check_options(self, options: dict[str, Any], players: list[Player]) -> None:
        """Cross-check options against the player count; raise `ActionError` when they clash."""

    def setup(self, players: list[Player], options: dict[str, Any], rng: RandomSource) -> State:
        """The state at the start of the game (random setup is resolved here, once)."""
        raise NotImplementedError

    def act(self, state: State, action: dict[str, Any], seat: int | None, rng: RandomSource) -> list[EventData]:
        """Validate an action by `seat` (None: the host) and return the events it causes."""
        raise NotImplementedError

    def apply(self, state: State, event: EventData) -> None:
        """Fold one event into the state, in place."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None) -> State:
        """What `seat` may see (None: a spectator, or the public stream)."""
        return state

    def public_event(self, event: EventData) -> EventData:
        """An event as every phone may see it (secrets removed)."""
        return event

    def describe(self, event: EventData, players: list[Player]) -> str:
        """A readable log line for one event, without secrets."""
        return event["type"].replace("_", " ")

    def standings(self, state: State) -> list[dict[str, Any]]:
        """The tally as it stands (the final one once the game is over), with the rulebook's tie-breaks.

        Each entry: `{"seat", "place", "key", "shared"}` as from `scoring.standings.rank`.
        """
        raise NotImplementedError

    def upgrade(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        """One stored event's data in today's shape (the log is a format: old tables must still load).

        A change to what a stored event (or the initial state in `table_created`) holds comes with
        a step here; tests/golden replays logs of earlier versions through it.
        """
        return data

    def export_rows(self, state: State, players: list[Player]) -> tuple[list[str], list[list]]:
        """A CSV of the game: seat, name, place (from `standings`)."""
        places = {s["seat"]: s["place"] for s in self.standings(state)}
        return ["seat", "name", "place"], [[i, p.name, places.get(i, "")] for i, p in enumerate(players)]


def upgrade_log(game: Game, log: list[Event]) -> list[Event]:
    """A stored log with every event's data brought to today's shape by `game.upgrade`."""
    for e in log:
        e.data = game.upgrade(e.type, e.data)
    return log


def need_seat(seat: int | None, action: dict[str, Any]) -> int:
    """The acting seat; the host must say which seat it acts for (`"by": n`)."""
    if seat is None:
        raise ActionError("seat_required", f"'{action.get('type')}' is done by a seat: send \"by\": <seat>")
    return seat


def int_field(action: dict[str, Any], name: str, lo: int | None = None, hi: int | None = None) -> int:
    """Read a required integer field of an action, within bounds, or raise a clear error."""
    if name not in action:
        raise ActionError("missing_field", f"'{action.get('type')}' needs '{name}'")
    v = action[name]
    if isinstance(v, bool) or not isinstance(v, int):
        raise ActionError("bad_field", f"'{name}' must be a whole number, not {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise ActionError("bad_field", f"'{name}' must be between {lo} and {hi}, not {v}")
    return v


def choice_field(action: dict[str, Any], name: str, choices: tuple[str, ...] | list[str]) -> str:
    """Read a required field that must be one of `choices`."""
    if name not in action:
        raise ActionError("missing_field", f"'{action.get('type')}' needs '{name}'")
    v = action[name]
    if v not in choices:
        raise ActionError("bad_field", f"'{name}' must be one of {', '.join(map(str, choices))}, not {v!r}")
    return v

"""Events: the one record of every change to a table; state is their fold."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

Actor = int | str | None  # a seat number, "host", or None for the system

# A game event whose data holds `CORRECTS: seat` is a correction of that seat's numbers (Tips, a
# Bard, Scrolls...), which any seat may make for any other, as at a real table. The seat it
# changes may then undo or redo it too, and the log line names who made it.
CORRECTS = "corrects"

# Every table knows these events besides its game's own.
COMMON_EVENTS = frozenset({"roll", "rolloff", "undo", "redo"})
# Events the table keeps for itself: never folded into the game's state, never undone.
TABLE_EVENTS = frozenset(
    {
        "table_created",
        "undo",
        "redo",
        "joined",
        "seat_released",
        "seats_kept",
        "code_changed",
        "seat_requested",
        "seat_granted",
        "seat_refused",  # the host said no to a request (companion/seating.py)
        "seat_left",
        "host_requested",  # companion/host_move.py: a phone asks to be the host, and the Allow that moves it
        "host_moved",
        "rematch",
        # A player who arrives late (companion/late_player.py): the one table event the game's state takes
        # in too (a new seat in it), through `Game.player_added`; never undone, as a seat's join is not.
        "player_added",
        "player_removed",  # the last one added, taken off again before anything was entered for them (pt92)
        # The turn timer's (companion/timing.py): a pause or a "time is up" is never undone.
        "timer_set",
        "timer_paused",
        "timer_resumed",
        "time_up",
    }
)
SEAT_CHANGES = frozenset({"joined", "seat_released", "seat_left"})  # each gives the seat a fresh token
# Those stored with the table's record:
RECORD_EVENTS = SEAT_CHANGES | {"code_changed", "host_moved", "player_added", "player_removed"}
PLAYERS_CHANGES = SEAT_CHANGES | {"player_added", "player_removed"}  # a stream message carries the seats after these
# What the phone's seat code (seats.js) is told of: a seat changed hands, was asked for or granted, play again,
# a phone asks to be the host or now is.
SEAT_NOTICES = PLAYERS_CHANGES | {
    "seat_requested",
    "seat_granted",
    "seat_refused",
    "rematch",
    "host_requested",
    "host_moved",
}


@dataclass
class Event:
    """`{seq, type, actor, at, data}`: one appended entry of a table's log."""

    seq: int
    type: str
    actor: Actor
    at: float
    data: dict[str, Any] = field(default_factory=dict)
    action_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON-ready form (without the private idempotency key)."""
        d = asdict(self)
        d.pop("action_id")
        return d

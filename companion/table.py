"""A loaded table: its record, seats, log and folded state, its lock, open seat requests and caches."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from companion.events import TABLE_EVENTS, Event
from companion.games.base import Game, Player
from companion.store import TableRecord


@dataclass
class Request:
    """A phone's pending request for a seat: its key's hash, the check it shows, and if granted."""

    key_hash: str
    check: str
    at: float
    granted: bool = False
    seq: int = 0  # its seat_requested event: a phone drops it once a later seat event is in its log
    by: int | None = None  # the seat of the phone asking, when a seated phone switches (the host can tell which)


@dataclass
class RequestScan:
    """The open seat requests, as far as the log has been read."""

    seq: int = 0
    open: dict[int, Request] = field(default_factory=dict)
    collected: dict[int, str] = field(default_factory=dict)  # each seat's last collected request's check
    refused: dict[int, str] = field(default_factory=dict)  # each seat's last refused request's key hash


@dataclass
class SecretScan:
    """The seats that have held secrets, as far as the log has been read."""

    seq: int = 0
    seats: set[int] = field(default_factory=set)


@dataclass
class HostScan:
    """The latest request to be the host and the latest move, as far as the log has been read."""

    seq: int = 0
    asked: Any = None  # its host_requested event
    moved: Any = None  # its host_moved event


@dataclass(slots=True)
class Table:
    """A loaded table: the folded state, the log in memory, its lock, and what is read from its log.

    Slotted: every part of its state is declared here, nothing can be patched on from outside.
    """

    record: TableRecord
    game: Game
    players: list[Player]
    options: dict[str, Any]
    log: list[Event] = field(default_factory=list)
    state: dict[str, Any] = field(default_factory=dict)
    dice: dict[str, Any] = field(default_factory=dict)
    groups: list[list[int]] = field(default_factory=list)  # undoable actions, oldest first
    redo: list[list[int]] = field(default_factory=list)
    inactive: set[int] = field(default_factory=set)
    action_ids: dict[str, list[int]] = field(default_factory=dict)
    next_code: str | None = None  # the table this one is played again at (its rematch event, folded)
    timer: dict[str, Any] | None = None  # the turn timer's clock (companion/timer.py), None: never timed
    # Looked up when a table loads, not at import: `companion serve` imports this module before
    # gevent patches `threading`, and a real OS lock would block every greenlet of the server.
    # On a shared store it is a `writing.SyncedLock`: taking it catches the table up.
    lock: Any = field(default_factory=lambda: threading.Lock())
    requests: RequestScan = field(default_factory=RequestScan)  # companion/seating.py
    secret_scan: SecretScan = field(default_factory=SecretScan)  # companion/seating.py
    played_scan: SecretScan = field(default_factory=SecretScan)  # the seats played from (companion/seating.py)
    host_scan: HostScan = field(default_factory=HostScan)  # companion/host_move.py
    # What companion/render.py made for the current state: (seq, state, {key: made}).
    rendered: tuple[int, Any, dict[tuple, Any]] | None = field(default=None, repr=False)
    # What it made for the state before (companion/patching.py diffs the next views against it).
    before: tuple[int, Any, dict[tuple, Any]] | None = field(default=None, repr=False)
    # The stored seq a lookup of the join code just read (None: not known): the lock's catch-up
    # takes it instead of reading it again.
    known_head: int | None = None
    # The highest seq another process's notification told of, and when this process last lost a
    # race for the table: a copy known to be behind, or contended, publishes a move once stored.
    heard: int = 0
    raced_at: float = -1e9
    # Set when the table could not be rebuilt after a failed store: the registry loads it afresh.
    dropped: bool = False

    @property
    def seq(self) -> int:
        """The table's version: the seq of its last event."""
        return self.log[-1].seq if self.log else 0

    def event(self, seq: int) -> Event:
        """The event with this seq (seqs run 1, 2, 3... with no gaps, so it is an index)."""
        return self.log[seq - 1]


def opened_with(table: Table) -> int:
    """How many players the table was opened with: the seats after them were added once under way."""
    return len(table.log[0].data["players"])


def seat_list(table: Table) -> list[dict[str, Any]]:
    """The seats: name, colour, whether a phone holds them, and `late` for a player added once under way."""
    held, first = table.record.claimed, opened_with(table)
    return [
        {"seat": i, "name": p.name, "color": p.color, "claimed": held[i], **({"late": True} if i >= first else {})}
        for i, p in enumerate(table.players)
    ]


def next_table(table: Table) -> str | None:
    """The id of the table this one continues at, once someone chose to play again."""
    return table.next_code


def kept_seats(table: Table) -> set[int]:
    """Seats without a phone that have played, or that the host's phone passed round keeps: taking one asks the host.

    pt15/pt17: a seat passed round on the host's phone was listed as free, and any phone that opened
    the link could take it mid-game without the host knowing; pt20: until they had played.
    """
    scan = table.played_scan
    for e in table.log[scan.seq :]:
        if isinstance(e.actor, int) and not isinstance(e.actor, bool) and e.type not in TABLE_EVENTS:
            scan.seats.add(e.actor)
        elif e.actor == "host" and e.type not in TABLE_EVENTS:  # pt91: the host's grid scored Wilhelmina
            scan.seats.update(table.game.played_for({"type": e.type, **e.data}))
        elif e.type == "seats_kept":  # the host chose "Everyone (passed round)": its phone holds them from now
            scan.seats.update(e.data["seats"])
        elif e.type == "player_removed":  # its number may be a new player's later
            scan.seats.discard(e.data["seat"])
        elif e.type == "seat_released" and e.data.get("kept"):  # back to the host's phone, passed round
            scan.seats.add(e.data["seat"])
        elif e.type == "seat_released":  # the host freed it on purpose: the next phone takes it unasked
            scan.seats.discard(e.data["seat"])
    scan.seq = table.seq
    return {s for s in scan.seats if not table.record.claimed[s]}

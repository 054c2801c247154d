"""A loaded table and the fold of its log: state, dice, undo/redo stacks, idempotency keys."""

from __future__ import annotations

import copy
import threading
from dataclasses import dataclass, field
from typing import Any

from companion.events import Event
from companion.games.base import Game, Player
from companion.store import TableRecord

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
        "code_changed",
        "seat_requested",
        "seat_granted",
        "seat_left",
        "rematch",
    }
)


@dataclass
class Table:
    """A loaded table: the folded state, the log in memory, and its lock."""

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
    # Looked up when a table loads, not at import: `companion serve` imports this module before
    # gevent patches `threading`, and a real OS lock would block every greenlet of the server.
    lock: threading.Lock = field(default_factory=lambda: threading.Lock())

    @property
    def seq(self) -> int:
        """The table's version: the seq of its last event."""
        return self.log[-1].seq if self.log else 0

    def event(self, seq: int) -> Event:
        """The event with this seq (seqs run 1, 2, 3... with no gaps, so it is an index)."""
        return self.log[seq - 1]


def refold(table: Table) -> None:
    """Rebuild state from the whole log (on load, and after undo/redo)."""
    first = table.log[0]
    table.state = copy.deepcopy(first.data["state"])
    table.dice = {"last": None, "rolls": [], "luck": {}, "first_player": None}
    table.groups, table.redo, table.inactive, table.action_ids = [], [], set(), {}
    # Undo/redo decide which events count; find that first, then fold the rest.
    for prev, e in zip(table.log, table.log[1:], strict=False):
        track(table, e, prev)
    for e in table.log[1:]:
        if e.seq not in table.inactive and e.type not in ("undo", "redo"):
            apply(table, e)


def fold(table: Table, e: Event, game: bool = True) -> None:
    """Fold the event just appended to the log: bookkeeping, then state (`game`: the game's too)."""
    if e.type in ("undo", "redo"):
        refold(table)
    else:
        track(table, e, table.log[-2] if len(table.log) > 1 else None)
        if game or e.type in COMMON_EVENTS | TABLE_EVENTS:
            apply(table, e)


def track(table: Table, e: Event, prev: Event | None) -> None:
    """Keep the undo and redo stacks and the idempotency keys."""
    if e.action_id:
        table.action_ids.setdefault(e.action_id, []).append(e.seq)
    if e.type == "undo":
        group = e.data["undoes"]
        table.groups.pop()
        table.redo.append(group)
        table.inactive.update(group)
    elif e.type == "redo":
        group = e.data["redoes"]
        table.redo.pop()
        table.groups.append(group)
        table.inactive.difference_update(group)
    elif e.type not in TABLE_EVENTS:
        # The events of one action share its action id: they are undone as one step.
        last = table.groups[-1] if table.groups else None
        if last and prev and prev.seq == last[-1] and prev.action_id == e.action_id:
            last.append(e.seq)
        else:
            table.groups.append([e.seq])
            table.redo.clear()


def apply(table: Table, e: Event) -> None:
    """Fold one event into the table's state (dice and first player, or the game's)."""
    if e.type == "roll":
        fold_roll(table, e)
    elif e.type == "rolloff":
        table.dice["first_player"] = e.data["winner"]
    elif e.type not in TABLE_EVENTS:
        table.game.apply(table.state, {"type": e.type, **e.data})


def fold_roll(table: Table, e: Event) -> None:
    """The last roll, the recent rolls and each seat's luck (rolled vs expected)."""
    d = table.dice
    d["last"] = {"seq": e.seq, "actor": e.actor, **e.data}
    d["rolls"] = [*d["rolls"][-19:], d["last"]]
    if isinstance(e.actor, int):
        luck = d["luck"].setdefault(str(e.actor), {"rolls": 0, "dice": 0, "sum": 0, "expected": 0.0, "faces": {}})
        luck["rolls"] += 1
        luck["dice"] += e.data["count"]
        luck["sum"] += sum(e.data["values"])
        luck["expected"] += e.data["count"] * (e.data["sides"] + 1) / 2
        if e.data["sides"] == 6:
            for v in e.data["values"]:
                luck["faces"][str(v)] = luck["faces"].get(str(v), 0) + 1

"""The fold of a table's log (state, dice, undo/redo stacks, idempotency keys), and the table built from it."""

from __future__ import annotations

import copy

from companion import timing
from companion.events import COMMON_EVENTS, TABLE_EVENTS, Event
from companion.games import get_game
from companion.games.base import Player, upgrade_log
from companion.games.rules import clone_state
from companion.store import Store, TableRecord
from companion.table import Table
from companion.timer import Clock, observe, start

__all__ = ["COMMON_EVENTS", "TABLE_EVENTS", "Table", "apply", "built", "fold", "read", "refold", "track"]


def built(record: TableRecord, log: list[Event]) -> Table:
    """The table this log (already in today's event shapes) folds to, with its record."""
    first = log[0].data
    table = Table(
        record=record,
        game=get_game(record.game),
        players=[Player(**p) for p in first["players"]],
        options=first["options"],
        log=log,
    )
    refold(table)
    return table


def read(store: Store, code: str) -> Table | None:
    """A table folded from its stored log, to read only: not loaded, and an archived one stays archived."""
    record = store.table(code)
    if record is None:
        return None
    return built(record, upgrade_log(get_game(record.game), store.events(code)))


def refold(table: Table, timed: bool = True) -> None:
    """Rebuild state from the whole log (on load, and after undo/redo); `timed`: the timer's clock too."""
    first = table.log[0]
    table.state = copy.deepcopy(first.data["state"])
    table.players = [Player(**p) for p in first.data["players"]]  # and each late one's `player_added`
    table.dice = {"last": None, "rolls": [], "luck": {}, "first_player": None}
    table.groups, table.redo, table.inactive, table.action_ids = [], [], set(), {}
    table.next_code = None
    # Undo/redo decide which events count; find that first, then fold the rest.
    for prev, e in zip(table.log, table.log[1:], strict=False):
        track(table, e, prev)
    for e in table.log[1:]:
        if e.seq not in table.inactive and e.type not in ("undo", "redo"):
            apply(table, e)
    if timed:
        table.timer = replay(table)


def replay(table: Table) -> Clock | None:
    """The clock folded from the whole log (on load): the live path's steps, state by state."""
    first = table.log[0]
    if first.data.get("timer") is None and not any(e.type == "timer_set" for e in table.log):
        return None  # never timed: a table without a timer folds nothing more
    scratch = copy.copy(table)
    scratch.log, scratch.rendered, scratch.before = [first], None, None
    refold(scratch, timed=False)
    # As the live path: a table opened without a timer has no clock until the host sets one (its
    # turns are counted from there, and "time is up" is keyed by them).
    scratch.timer = None
    if first.data.get("timer") is not None:
        scratch.timer = start(first.data["timer"], first.at)
        # A game that names nobody (the score pad) starts its first time per entry as the table opens;
        # the others when their prompt first names a seat (the table's own setup is nobody's turn).
        opening = not table.game.names_turns
        observe(scratch.timer, first.at, timing.acting(scratch), opening, table.game.is_over(scratch.state))
    for i, e in enumerate(table.log[1:], start=1):
        scratch.log.append(e)
        fold(scratch, e)
        timing.note(scratch, e, timing.boundary(e, table.log[i + 1] if i + 1 < len(table.log) else None))
    return scratch.timer


def fold(table: Table, e: Event, game: bool = True) -> None:
    """Fold the event just appended to the log: bookkeeping, then state (`game`: the game's too).

    The timer's clock is not folded here but once per stored action (companion/timing.py); an
    undo keeps it (only a load folds it from the whole log).
    """
    if e.type in ("undo", "redo"):
        refold(table, timed=False)
    else:
        track(table, e, table.log[-2] if len(table.log) > 1 else None)
        if game and e.type not in COMMON_EVENTS | TABLE_EVENTS:
            # Into a copy: the state before stays as the views sent from it were made (the next
            # stream messages are patches against them: companion/render.py).
            table.state = clone_state(table.state)
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
        # A new state when the game keeps it: the views sent from the one before stay as they were made.
        table.state = table.game.rolled_off(table.state, e.data["winner"])
    elif e.type == "rematch":  # folded once here: the table strip says it with every action
        table.next_code = e.data["code"]
    elif e.type == "player_added":  # a new list and a new state: what was sent before stays as it was made
        table.players = [*table.players, Player(e.data["name"], e.data["color"])]
        table.state = table.game.player_added(clone_state(table.state))
    elif e.type == "player_removed":
        table.players = table.players[:-1]
        table.state = table.game.player_removed(clone_state(table.state))
    elif e.type not in TABLE_EVENTS:
        table.game.apply(table.state, {"type": e.type, **e.data})


def ends(table: Table, group: list[int]) -> bool:
    """Whether the game would be over with this undone group brought back (redo applies it on top of the state)."""
    state = clone_state(table.state)
    for q in group:
        e = table.event(q)
        if e.type not in COMMON_EVENTS | TABLE_EVENTS:
            table.game.apply(state, {"type": e.type, **e.data})
    return table.game.is_over(state)


def fold_roll(table: Table, e: Event) -> None:
    """The last roll, the recent rolls and each seat's luck (rolled vs expected)."""
    d = table.dice
    d["last"] = {"seq": e.seq, "actor": e.actor, **e.data}
    d["rolls"] = [*d["rolls"][-19:], d["last"]]
    # Per roller: a seat, or the host phone (passed round it rolls for everyone, as the host).
    if isinstance(e.actor, int) or e.actor == "host":
        # New dicts, not changed in place: the table strips sent before hold the old ones (companion/render.py).
        was = d["luck"].get(str(e.actor)) or {"rolls": 0, "dice": 0, "sum": 0, "expected": 0.0, "faces": {}}
        luck = {**was, "faces": dict(was["faces"])}
        d["luck"] = {**d["luck"], str(e.actor): luck}
        luck["rolls"] += 1
        luck["dice"] += e.data["count"]
        luck["sum"] += sum(e.data["values"])
        luck["expected"] += e.data["count"] * (e.data["sides"] + 1) / 2
        if e.data["sides"] == 6:
            for v in e.data["values"]:
                luck["faces"][str(v)] = luck["faces"].get(str(v), 0) + 1

"""The turn timer at a table: its clock folded from the log (action by action) and the host's controls."""

from __future__ import annotations

from typing import Any

from companion import timer
from companion.errors import ActionError, Forbidden
from companion.events import TABLE_EVENTS, Actor, Event
from companion.i18n import _
from companion.table import Table

ACTIONS = {"set_timer": "timer_set", "pause_timer": "timer_paused", "resume_timer": "timer_resumed"}


def acting(table: Table) -> list[int]:
    """The seats the game's prompt names now (the player bar's and the table screen's "whose turn")."""
    prompt = table.game.view(table.state, None).get("prompt") or {}
    return [s for s in prompt.get("seats") or [] if isinstance(s, int)]


def note(table: Table, e: Event, last: bool) -> None:
    """Fold one stored event into the table's clock; `last`: the last event of its stored action."""
    if table.timer is None:
        if e.type != "timer_set":
            return
        table.timer = timer.start(None, e.at)
        # Set mid-game, it runs at once; set while the table still sets up, it waits as one set at the opening.
        table.timer["waiting"] = not begun(table) or not any(x.type not in TABLE_EVENTS for x in table.log[1:])
    if e.type in timer.TIMER_EVENTS:
        timer.timed(table.timer, e.type, e.data, e.at)
        if e.type != "timer_set":
            return
    elif not last:
        return
    # Once per stored action, after all of it: a reload sees the same boundaries (`boundary`).
    moved = e.type not in TABLE_EVENTS
    undone = e.type in ("undo", "redo")
    timer.observe(table.timer, e.at, acting(table), moved, table.game.is_over(table.state), begun(table), undone)


def begun(table: Table) -> bool:
    """Whether the game is past its setup (the turn timer's first turn may start)."""
    return not table.game.setting_up(table.state)


def boundary(e: Event, nxt: Event | None) -> bool:
    """Whether `e` ends its stored action: the next event is another action's (or there is none)."""
    return nxt is None or e.action_id is None or nxt.action_id != e.action_id


def settle(table: Table, events: list[Event]) -> None:
    """After a commit's events are folded and the state set: the clock sees the action."""
    for i, e in enumerate(events):
        note(table, e, i == len(events) - 1)


def events(table: Table, who: Actor, action: dict[str, Any]) -> list[dict[str, Any]]:
    """The event of a host's timer action (set, pause, resume); a clear 4xx for anyone else or a wrong moment."""
    kind = action["type"]
    if who != "host":
        raise Forbidden("host_only", _("only the host can change or pause the timer"))
    clock = table.timer
    if kind == "set_timer":
        s = timer.for_game({k: v for k, v in action.items() if k in ("mode", "seconds")}, table.game)
        return [{"type": "timer_set", **s}]
    if clock is None or clock["mode"] == "off":
        raise ActionError("timer_off", _("the table has no timer: set one first"), status=409)
    if kind == "pause_timer" and clock["paused"]:
        raise ActionError("timer_paused", _("the timer is already paused"), status=409)
    if kind == "resume_timer" and not clock["paused"] and not clock["waiting"]:
        raise ActionError("timer_running", _("the timer is not paused"), status=409)
    if kind == "resume_timer" and clock["waiting"]:
        return [{"type": "timer_resumed", "started": True}]  # the host starts it before the first turn
    return [{"type": ACTIONS[kind]}]

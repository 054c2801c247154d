"""The turn timer at a table: its clock folded from the log, the host's controls and the one "time is up" write."""

from __future__ import annotations

import copy
from typing import Any

from companion import timer
from companion.engine import Engine
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
    if e.type in timer.TIMER_EVENTS:
        timer.timed(table.timer, e.type, e.data, e.at)
        if e.type != "timer_set":
            return
    elif not last:
        return
    # Once per stored action, after all of it: a reload sees the same boundaries (`boundary`).
    moved = e.type not in TABLE_EVENTS
    timer.observe(table.timer, e.at, acting(table), moved, table.game.is_over(table.state))


def boundary(e: Event, nxt: Event | None) -> bool:
    """Whether `e` ends its stored action: the next event is another action's (or there is none)."""
    return nxt is None or e.action_id is None or nxt.action_id != e.action_id


def settle(table: Table, events: list[Event]) -> None:
    """After a commit's events are folded and the state set: the clock sees the action."""
    for i, e in enumerate(events):
        note(table, e, i == len(events) - 1)


def replay(table: Table) -> timer.Clock | None:
    """The clock folded from the whole log (on load): the live path's steps, state by state."""
    first = table.log[0]
    if first.data.get("timer") is None and not any(e.type == "timer_set" for e in table.log):
        return None  # never timed: a table without a timer folds nothing more
    from companion import fold  # a scratch table is folded with fold's own steps (fold calls this)

    scratch = copy.copy(table)
    scratch.log, scratch.rendered, scratch.before = [first], None, None
    fold.refold(scratch, timed=False)
    scratch.timer = timer.start(first.data.get("timer"), first.at)
    # A game that names nobody (the score pad) starts its first time per entry as the table opens;
    # the others when their prompt first names a seat (the table's own setup is nobody's turn).
    opening = not table.game.names_turns
    timer.observe(scratch.timer, first.at, acting(scratch), opening, table.game.is_over(scratch.state))
    for i, e in enumerate(table.log[1:], start=1):
        scratch.log.append(e)
        fold.fold(scratch, e)
        note(scratch, e, boundary(e, table.log[i + 1] if i + 1 < len(table.log) else None))
    return scratch.timer


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
    if kind == "resume_timer" and not clock["paused"]:
        raise ActionError("timer_running", _("the timer is not paused"), status=409)
    return [{"type": ACTIONS[kind]}]


def expire(engine: Engine, table: Table) -> dict[str, Any]:
    """Log "time is up" if the server's clock says so, once per turn (or chess clock) whoever asks, however often.

    Call with the table's lock held: on a shared store taking it caught the table up, so a
    `time_up` another process wrote is already folded here and `due` is None; two processes that
    race write one event between them (the append's compare-and-set refuses the second, which
    catches up and finds it logged).
    """
    from companion import render, writing  # writing commits through render, which names these events

    if table.timer is None:
        return {"logged": False, "seq": table.seq}
    now = engine.clock()
    up = timer.due(table.timer, now)
    if up is None:
        return {"logged": False, "seq": table.seq, "table": render.table_view(table)}
    kind = up.pop("type")
    event = Event(table.seq + 1, kind, None, now, up, "~" + up["key"])
    writing.commit(engine, table, [event])
    said = [render.public(table, event)]
    return {"logged": True, "seq": table.seq, "events": said, "table": render.table_view(table)}


def mmss(seconds: float) -> str:
    """A duration as m:ss (h:mm:ss from an hour)."""
    s = max(0, int(seconds))
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02d}:{s % 60:02d}" if h else f"{m}:{s % 60:02d}"


def line(table: Table, e: Event) -> str:
    """The log line of a timer event."""
    names = ", ".join(table.players[s].name for s in e.data.get("seats", []) if 0 <= s < len(table.players))
    if e.type == "timer_set":
        if e.data["mode"] == "off":
            return _("The host turned the timer off")
        if e.data["mode"] == "player":
            return _("The host set chess clocks: {time} per player").format(time=mmss(e.data["seconds"]))
        return _("The host set a turn timer: {time} per turn").format(time=mmss(e.data["seconds"]))
    if e.type == "timer_paused":
        return _("The host paused the timer")
    if e.type == "timer_resumed":
        return _("The host resumed the timer")
    if e.data["key"].startswith("c"):
        return _("{name}'s clock ran out").format(name=names)
    return _("Time is up: {names}").format(names=names) if names else _("Time is up")

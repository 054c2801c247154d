"""The turn timer's log lines, in the phone's language."""

from __future__ import annotations

from companion.events import Event
from companion.i18n import _
from companion.table import Table


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
    if e.type == "timer_resumed" and e.data.get("started"):
        return _("The host started the timer")
    if e.type == "timer_resumed":
        return _("The host resumed the timer")
    if e.data["key"].startswith("c"):
        return _("{name}'s clock ran out").format(name=names)
    seats = [s for s in e.data.get("seats", []) if 0 <= s < len(table.players)]
    # A simultaneous phase shares one sand timer: six long names made a four-line entry (pt25).
    if len(seats) > 1 and len(seats) == len(table.players):
        return _("Time is up for everyone")
    if len(seats) == 1:
        return _("Time is up for {name}").format(name=names)
    return _("Time is up: {names}").format(names=names) if names else _("Time is up")

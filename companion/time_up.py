"""The one "time is up" write: asked by any phone or screen at zero, logged once if the server's clock agrees."""

from __future__ import annotations

from typing import Any

from companion import render, timer, writing
from companion.engine import Engine
from companion.events import Event
from companion.table import Table


def expire(engine: Engine, table: Table) -> dict[str, Any]:
    """Log "time is up" if the server's clock says so, once per turn (or chess clock) whoever asks, however often.

    Call with the table's lock held: on a shared store taking it caught the table up, so a
    `time_up` another process wrote is already folded here and `due` is None; two processes that
    race write one event between them (the append's compare-and-set refuses the second, which
    catches up and finds it logged).
    """
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

"""What phones receive: public events with their log lines, answers, SSE messages, seat lists."""

from __future__ import annotations

import json
from typing import Any

from companion.broadcast import Hub
from companion.events import Event
from companion.fold import COMMON_EVENTS, TABLE_EVENTS, Table
from companion.table_actions import describe


def answer(table: Table, events: list[Event], seat: int | None, duplicate: bool = False) -> dict:
    """The answer to an action: `{seq, events, state, table}` as `seat` may see them."""
    out = {
        "seq": table.seq,
        "events": [public(table, e, seat) for e in events],
        "state": view(table, seat),
        "table": table_view(table),
    }
    if duplicate:
        out["duplicate"] = True
    return out


def view(table: Table, seat: int | None) -> dict[str, Any]:
    """The game's view of the current state for `seat`, rendered at most once per state and viewer.

    An action renders its answer's view and, when phones listen, the public view for the stream:
    the actor who sees what everyone sees (the host of a game with secrets, any seat of a game
    without) reuses the one view. Keyed by seq and the state object itself: an action replaces
    the state, and an undo refolds a new one.
    """
    viewer = seat if table.game.has_secrets else None
    cache = getattr(table, "_views", None)
    if not cache or cache[0] != table.seq or cache[1] is not table.state:
        cache = (table.seq, table.state, {})
        table._views = cache  # type: ignore[attr-defined]
    if viewer not in cache[2]:
        cache[2][viewer] = table.game.view(table.state, viewer)
    return cache[2][viewer]


def public(table: Table, e: Event, seat: int | None = None) -> dict[str, Any]:
    """An event as every phone may see it, with its log line."""
    data = e.data if e.type in TABLE_EVENTS | COMMON_EVENTS else table.game.public_event({"type": e.type, **e.data})
    if e.type == "table_created":
        data = {"game": e.data["game"], "players": e.data["players"]}
    elif e.type == "seat_requested":  # the key's hash is for the server alone
        data = {k: v for k, v in data.items() if k != "key_hash"}
    data = {k: v for k, v in data.items() if k != "type"}
    out = {
        "seq": e.seq,
        "type": e.type,
        "actor": e.actor,
        "at": e.at,
        "data": data,
        "text": describe(table, e),
        "undone": e.seq in table.inactive,
    }
    # An undo (or redo) carries the log line of what it took back (or brought back), so every
    # phone can say so, whether or not that event is in the part of the log it holds.
    if e.type in UNDONE:
        out[UNDONE[e.type][1]] = describe(table, table.event(e.data[UNDONE[e.type][0]][0]))
    return out


UNDONE = {"undo": ("undoes", "undid"), "redo": ("redoes", "redid")}


def messages(table: Table, events: list[Event]) -> list[bytes]:
    """SSE messages, serialised once for every subscriber; the last carries the state."""
    out = []
    for i, e in enumerate(events):
        body = public(table, e)
        if i == len(events) - 1:
            body["state"] = view(table, None)
            body["table"] = table_view(table)
            body["players"] = players(table)
        data = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
        out.append(f"id: {e.seq}\ndata: {data}\n\n".encode())
    return out


def stream(hub: Hub, table: Table, events: list[Event], seat: int | None = None) -> list[bytes]:
    """The stream messages for the table's subscribers; none when it has none.

    Call with the table's lock held: subscribing takes it too, so nobody can start listening
    between this check and the publish. Either way the new state's view is rendered here, before
    the events are stored (the public one, or else `seat`'s, which its answer then reuses): a
    game whose view fails on the new state refuses the action instead of storing it.
    """
    if hub.count(table.record.code):
        return messages(table, events)
    if events:
        view(table, seat)
    return []


def players(table: Table) -> list[dict[str, Any]]:
    """The seats: name, colour, and whether a phone holds them."""
    return [
        {"seat": i, "name": p.name, "color": p.color, "claimed": table.record.claimed[i]}
        for i, p in enumerate(table.players)
    ]


def table_view(table: Table) -> dict[str, Any]:
    """Dice, first player, and what undo and redo would do now."""

    def top(groups: list[list[int]]) -> dict | None:
        if not groups:
            return None
        e = table.event(groups[-1][0])  # seqs are indexes: no scan of the log on every action
        return {"seq": e.seq, "actor": e.actor, "text": describe(table, e)}

    return {**table.dice, "undo": top(table.groups), "redo": top(table.redo)}

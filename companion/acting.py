"""Acting at a table: a phone's action checked, turned into events and committed, with its one answer."""

from __future__ import annotations

import secrets
from typing import Any

from companion import dice, late_player, reading, render, seating, table_actions, timing
from companion.collector import held_off
from companion.engine import Engine
from companion.errors import ActionError, Stale
from companion.events import COMMON_EVENTS, TABLE_EVENTS, Actor, Event
from companion.games import sheet
from companion.games.rules import Outcome, clone_state
from companion.i18n import _
from companion.table import Table
from companion.writing import commit


def act(engine: Engine, table: Table, token: str | None, action: object) -> dict[str, Any]:
    """Apply one action atomically; return `{seq, events, state, table}` for the actor (lock held)."""
    if not isinstance(action, dict):
        raise ActionError("bad_action", _("the action must be a JSON object with a 'type'"))
    with held_off():  # no collection between the action and its publish
        who = table_actions.whois(table, token)
        seat = table_actions.acting_seat(who, action, len(table.players))
        action_id = table_actions.action_id(action)
        # A host phone passed round the table (one-phone mode) must not keep the secret
        # it just entered for a seat: it gets the public view, as the stream does.
        viewer = None if who == "host" and table.game.has_secrets else seat
        if action_id and action_id in table.action_ids:
            seqs = set(table.action_ids[action_id])
            return render.answer(table, [e for e in table.log if e.seq in seqs], viewer, duplicate=True)
        if "seq" in action and action["seq"] != table.seq:
            since = action["seq"] if isinstance(action["seq"], int) else 0
            raise Stale(
                "stale",
                _("the table moved on to seq {seq} since you saw {seen}").format(
                    seq=table.seq, seen=repr(action["seq"])
                ),
                seq=table.seq,
                events=reading.log_since(table, since),
            )
        datas = events_for(engine, table, who, seat, action)
        now = engine.clock()
        key = action_id or "~" + secrets.token_hex(6)  # every action gets a key: its undo step
        actor = table_actions.actor(who, seat)
        events = [Event(table.seq + 1 + i, d.pop("type"), actor, now, d, key) for i, d in enumerate(datas)]
        # A game's action already folded its events into a scratch state: that is the new state.
        commit(engine, table, events, getattr(datas, "state", None), viewer)
        return render.answer(table, events, viewer)


def events_for(engine: Engine, table: Table, who: Actor, seat: int | None, action: dict) -> list[dict]:
    """The events an action makes: the table's own (dice, roll-off, undo, redo) or its game's."""
    kind = action.get("type")
    if not isinstance(kind, str):
        raise ActionError("bad_action", _("the action needs a 'type' (a string)"))
    if kind == "roll":
        return [{"type": "roll", **dice.roll_event(action, engine.rng)}]
    if kind == "rolloff":
        return [table_actions.rolloff(action, table, engine.rng)]
    if kind == "undo":
        return [table_actions.undo(table, who, seat)]
    if kind == "redo":
        return [table_actions.redo(table, who, seat)]
    if kind == seating.KEEP:
        return seating.keep(table, who)
    if kind == late_player.ACTION:
        return late_player.add(table, who, action)
    if kind == late_player.REMOVE:
        return late_player.remove(table, who, action)
    if kind in timing.ACTIONS:
        return timing.events(table, who, action)
    if kind == sheet.ACTION:  # every game ends with its filled score sheet alike (companion/games/sheet.py)
        return sheet.act(table.game, table.state, action, seat, len(table.players))
    if kind in TABLE_EVENTS:
        raise ActionError("bad_action", _("'{kind}' is recorded by the table, not sent as an action").format(kind=kind))
    # The host acting for no seat may not act for the seats other phones hold (they act on theirs, or the host
    # names the seat with "by"): one rule for every seat (pt40: one tap rolled for two players' own phones).
    held = (
        frozenset(i for i, c in enumerate(table.record.claimed) if c) if who == "host" and seat is None else frozenset()
    )
    events = table.game.act(table.state, action, seat, engine.rng, held)
    for e in events:
        if e.get("type") in COMMON_EVENTS | TABLE_EVENTS:
            raise RuntimeError(f"{table.game.id} made a reserved event type {e['type']!r}")
    # A copy: the stored events share nothing with the state the game's folds built from them.
    return Outcome(clone_state(list(events)), getattr(events, "state", None))

"""The table engine: create tables, apply actions one at a time, fold the log, fan out events."""

from __future__ import annotations

import copy
import json
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from companion import dice, seats
from companion.broadcast import Hub, Subscription
from companion.errors import ActionError, Forbidden, NotFound, Stale
from companion.events import Actor, Event
from companion.games import get_game
from companion.games.base import Game, Player
from companion.rng import RandomSource, system_random
from companion.store import SQLiteStore, Store, TableRecord

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed
CODE_LENGTH = 6
MAX_LOG = 60  # log lines carried in a snapshot; the full log is at /log
MAX_ACTION_ID = 64
_COMMON = {"roll", "rolloff", "undo", "redo"}
_TABLE_ONLY = {"table_created", "undo", "redo", "joined", "seat_released", "code_changed"}
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


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


class Tables:
    """Every table of a server, loaded lazily from the store and kept in memory."""

    def __init__(
        self,
        store: Store | None = None,
        rng: RandomSource | None = None,
        clock: Callable[[], float] = time.time,
    ):
        self.store = store or SQLiteStore()
        self.rng = rng or system_random()
        self.clock = clock
        self.hub = Hub()
        self._tables: dict[str, Table] = {}  # by table id (its first code)
        self._aliases: dict[str, str] = {}  # join code -> table id
        self._load_lock = threading.Lock()

    # -- creating and loading -------------------------------------------------

    def create(self, game_id: object, players: object, options: object = None) -> dict[str, Any]:
        """Open a table; return its code, host token and seat tokens."""
        game = get_game(game_id)
        plist = seats.parse_players(players, game)
        opts = seats.parse_options(options, game, plist)
        code = self._new_code()
        initial = game.setup(plist, opts, self.rng)
        now = self.clock()
        record = TableRecord(
            code=code,
            game=game.id,
            host_token=secrets.token_urlsafe(18),
            seat_tokens=[secrets.token_urlsafe(18) for _ in plist],
            claimed=[False] * len(plist),
            created_at=now,
            touched_at=now,
        )
        first = Event(
            1,
            "table_created",
            "host",
            now,
            {
                "game": game.id,
                "players": [p.__dict__ for p in plist],
                "options": opts,
                "state": initial,
            },
        )
        self.store.create_table(record, first)
        return {
            "code": code,
            "host_token": record.host_token,
            "seats": [
                {"seat": i, "name": p.name, "color": p.color, "token": t}
                for i, (p, t) in enumerate(zip(plist, record.seat_tokens, strict=True))
            ],
        }

    def get(self, code: object) -> Table:
        """The loaded table this join code opens, or `NotFound`."""
        if not isinstance(code, str) or not 0 < len(code) <= 40:
            raise NotFound("unknown_table", "no such table")
        code = code.strip().upper()
        table_id = self._aliases.get(code)
        if table_id is not None and table_id in self._tables:
            return self._tables[table_id]
        with self._load_lock:
            table_id = self.store.resolve(code)
            if table_id is None:
                raise NotFound("unknown_table", f"no table with code {code[:12]!r}")
            table = self._tables.get(table_id)
            if table is None:
                table = self._load(table_id)
                self._tables[table_id] = table
            self._aliases[code] = table_id
        return table

    def _load(self, code: str) -> Table:
        record = self.store.table(code)
        if record is None:
            raise NotFound("unknown_table", f"no table with code {code[:12]!r}")
        if record.archived:
            # Archived tables are not lost: opening one brings it back.
            record.archived = False
            self.store.save_table(record)
        record.join_code = self.store.join_code(code)
        log = self.store.events(code)
        first = log[0].data
        table = Table(
            record=record,
            game=get_game(record.game),
            players=[Player(**p) for p in first["players"]],
            options=first["options"],
            log=log,
        )
        _refold(table)
        return table

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if self.store.resolve(code) is None:
                return code

    def new_join_code(self, code: str, token: str | None) -> dict[str, Any]:
        """The host gives the table a fresh join code; the old code (and its QR) stop working."""
        table = self.get(code)
        with table.lock:
            if self.whois(table, token) != "host":
                raise Forbidden("host_only", "only the host can change the join code")
            fresh = self._new_code()
            self.store.set_code(table.record.code, fresh)
            self._aliases = {k: v for k, v in self._aliases.items() if v != table.record.code}
            self._aliases[fresh] = table.record.code
            table.record.join_code = fresh
            # Tell the phones (without the new code: spectators must not learn it), then drop
            # every stream; seated phones find the table again with their token (`locate`).
            event = Event(table.seq + 1, "code_changed", "host", self.clock(), {})
            self._commit(table, [event])
            self.hub.close_all(table.record.code)
            return {"code": fresh}

    def locate(self, token: str | None) -> dict[str, Any]:
        """The current join code of the table a seat or host token belongs to."""
        table_id = self.store.find_token(token) if token else None
        if table_id is None:
            raise NotFound("unknown_token", "that token belongs to no table")
        return {"code": self.store.join_code(table_id)}

    def archive_idle(self, max_age_days: float = 30.0) -> list[str]:
        """Archive tables untouched for `max_age_days`: out of memory, kept in the store."""
        cutoff = self.clock() - max_age_days * 86400
        archived = []
        for record in self.store.list_tables():
            if record.archived or record.touched_at >= cutoff:
                continue
            record.archived = True
            self.store.save_table(record)
            with self._load_lock:
                self._tables.pop(record.code, None)
                self._aliases = {k: v for k, v in self._aliases.items() if v != record.code}
            self.hub.close_all(record.code)
            archived.append(record.code)
        return archived

    # -- who is asking -------------------------------------------------------

    def whois(self, table: Table, token: str | None) -> Actor:
        """The seat a token belongs to, or "host"; `Forbidden` for a wrong or missing token."""
        if not token:
            raise ActionError("token_required", "send 'Authorization: Bearer <seat or host token>'", status=401)
        if secrets.compare_digest(token, table.record.host_token):
            return "host"
        for i, t in enumerate(table.record.seat_tokens):
            if secrets.compare_digest(token, t):
                return i
        raise Forbidden("bad_token", f"that token is not a seat or host token of table {table.record.code}")

    # -- acting ----------------------------------------------------------------

    def act(self, code: str, token: str | None, action: object) -> dict[str, Any]:
        """Apply one action atomically; return `{seq, events, state, table}` for the actor."""
        table = self.get(code)
        if not isinstance(action, dict):
            raise ActionError("bad_action", "the action must be a JSON object with a 'type'")
        with table.lock:
            who = self.whois(table, token)
            seat = _acting_seat(who, action, len(table.players))
            action_id = _action_id(action)
            if action_id and action_id in table.action_ids:
                seqs = set(table.action_ids[action_id])
                done = [e for e in table.log if e.seq in seqs]
                viewer = None if who == "host" and table.game.has_secrets else seat
                return self._answer(table, done, viewer, duplicate=True)
            if "seq" in action and action["seq"] != table.seq:
                since = action["seq"] if isinstance(action["seq"], int) else 0
                raise Stale(
                    "stale",
                    f"the table moved on to seq {table.seq} since you saw {action['seq']!r}",
                    seq=table.seq,
                    events=[self._public(table, e) for e in table.log if e.seq > since][-MAX_LOG:],
                )
            datas = self._events_for(table, who, seat, action)
            now = self.clock()
            key = action_id or "~" + secrets.token_hex(6)  # every action gets a key: its undo step
            events = [
                Event(table.seq + 1 + i, d.pop("type"), _actor(who, seat), now, d, key) for i, d in enumerate(datas)
            ]
            self._commit(table, events)
            # A host phone passed round the table (one-phone mode) must not keep the secret
            # it just entered for a seat: it gets the public view, as the stream does.
            viewer = None if who == "host" and table.game.has_secrets else seat
            return self._answer(table, events, viewer)

    def _events_for(self, table: Table, who: Actor, seat: int | None, action: dict) -> list[dict]:
        kind = action.get("type")
        if not isinstance(kind, str):
            raise ActionError("bad_action", "the action needs a 'type' (a string)")
        if kind == "roll":
            return [{"type": "roll", **dice.roll_event(action, self.rng)}]
        if kind == "rolloff":
            return [_rolloff(action, table, self.rng)]
        if kind == "undo":
            return [_undo(table, who, seat)]
        if kind == "redo":
            return [_redo(table, who, seat)]
        if kind in _TABLE_ONLY:
            raise ActionError("bad_action", f"'{kind}' is recorded by the table, not sent as an action")
        events = table.game.act(table.state, action, seat, self.rng)
        for e in events:
            if e.get("type") in _COMMON | _TABLE_ONLY:
                raise RuntimeError(f"{table.game.id} made a reserved event type {e['type']!r}")
        return copy.deepcopy(events)

    def _commit(self, table: Table, events: list[Event]) -> None:
        """Fold, store, then broadcast; a failure before the store leaves nothing applied."""
        try:
            for e in events:
                table.log.append(e)
                _fold(table, e)
            self.store.append(table.record.code, events)
        except BaseException:
            # Rebuild from what is stored: nothing half-applied survives.
            table.log = self.store.events(table.record.code)
            _refold(table)
            raise
        self.hub.publish(table.record.code, self._messages(table, events))

    # -- seats -------------------------------------------------------------------

    def claim(self, code: str, seat: object) -> dict[str, Any]:
        """A phone takes a free seat: it gets that seat's token, which only it then holds."""
        table = self.get(code)
        with table.lock:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.players):
                raise ActionError("bad_seat", f"seat must be 0 to {len(table.players) - 1}")
            if table.record.claimed[seat]:
                raise ActionError(
                    "seat_taken",
                    f"{table.players[seat].name}'s seat is already taken; the host can release it",
                    status=409,
                )
            table.record.claimed[seat] = True
            self.store.save_table(table.record)
            self._commit(table, [Event(table.seq + 1, "joined", seat, self.clock(), {"seat": seat})])
            return {"seat": seat, "token": table.record.seat_tokens[seat], "name": table.players[seat].name}

    def release(self, code: str, token: str | None, seat: object) -> dict[str, Any]:
        """The host frees a seat and gives it a fresh token (the old phone can no longer act)."""
        table = self.get(code)
        with table.lock:
            if self.whois(table, token) != "host":
                raise Forbidden("host_only", "only the host can release a seat")
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.players):
                raise ActionError("bad_seat", f"seat must be 0 to {len(table.players) - 1}")
            table.record.seat_tokens[seat] = secrets.token_urlsafe(18)
            table.record.claimed[seat] = False
            self.store.save_table(table.record)
            self._commit(table, [Event(table.seq + 1, "seat_released", "host", self.clock(), {"seat": seat})])
            return {"seat": seat, "token": table.record.seat_tokens[seat]}

    # -- reading -------------------------------------------------------------------

    def snapshot(self, code: str, token: str | None = None) -> dict[str, Any]:
        """The table as the holder of `token` may see it (no token: a spectator)."""
        table = self.get(code)
        with table.lock:
            who = self.whois(table, token) if token else None
            seat = who if isinstance(who, int) else None
            return self._snapshot(table, seat, who)

    def _snapshot(self, table: Table, seat: int | None, who: Actor) -> dict[str, Any]:
        return {
            "code": table.record.join_code,
            "game": table.game.id,
            "title": table.game.title,
            "seq": table.seq,
            "players": self._players(table),
            "options": table.options,
            "state": table.game.view(table.state, seat),
            "table": self._table_view(table),
            "you": {"seat": seat, "host": who == "host"},
            "log": [self._public(table, e) for e in table.log if e.type != "table_created"][-MAX_LOG:],
        }

    def log(self, code: str) -> list[dict[str, Any]]:
        """The whole public log of a table."""
        table = self.get(code)
        with table.lock:
            return [self._public(table, e) for e in table.log]

    def subscribe(self, code: str, last_seq: int = 0) -> tuple[Table, Subscription, list[bytes]]:
        """Register for a table's events; also return the messages missed since `last_seq`."""
        table = self.get(code)
        with table.lock:
            # Registered under the lock: no event can slip between the replay and the live feed.
            sub = self.hub.subscribe(table.record.code)
            missed = [e for e in table.log if e.seq > last_seq and e.type != "table_created"]
            return table, sub, self._messages(table, missed) if missed else []

    def unsubscribe(self, table: Table, sub: Subscription) -> None:
        """Stop a subscription."""
        self.hub.unsubscribe(table.record.code, sub)

    # -- rendering -----------------------------------------------------------------

    def _answer(self, table: Table, events: list[Event], seat: int | None, duplicate: bool = False) -> dict:
        out = {
            "seq": table.seq,
            "events": [self._public(table, e, seat) for e in events],
            "state": table.game.view(table.state, seat),
            "table": self._table_view(table),
        }
        if duplicate:
            out["duplicate"] = True
        return out

    def _public(self, table: Table, e: Event, seat: int | None = None) -> dict[str, Any]:
        data = e.data if e.type in _TABLE_ONLY | _COMMON else table.game.public_event({"type": e.type, **e.data})
        if e.type == "table_created":
            data = {"game": e.data["game"], "players": e.data["players"]}
        data = {k: v for k, v in data.items() if k != "type"}
        return {
            "seq": e.seq,
            "type": e.type,
            "actor": e.actor,
            "at": e.at,
            "data": data,
            "text": _describe(table, e),
            "undone": e.seq in table.inactive,
        }

    def _messages(self, table: Table, events: list[Event]) -> list[bytes]:
        """SSE messages, serialised once for every subscriber; the last carries the state."""
        out = []
        for i, e in enumerate(events):
            body = self._public(table, e)
            if i == len(events) - 1:
                body["state"] = table.game.view(table.state, None)
                body["table"] = self._table_view(table)
                body["players"] = self._players(table)
            data = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
            out.append(f"id: {e.seq}\ndata: {data}\n\n".encode())
        return out

    def _players(self, table: Table) -> list[dict[str, Any]]:
        return [
            {"seat": i, "name": p.name, "color": p.color, "claimed": table.record.claimed[i]}
            for i, p in enumerate(table.players)
        ]

    def _table_view(self, table: Table) -> dict[str, Any]:
        def top(groups: list[list[int]]) -> dict | None:
            if not groups:
                return None
            e = next(e for e in table.log if e.seq == groups[-1][0])
            return {"seq": e.seq, "actor": e.actor, "text": _describe(table, e)}

        return {**table.dice, "undo": top(table.groups), "redo": top(table.redo)}


# -- folding the log ------------------------------------------------------------------


def _refold(table: Table) -> None:
    """Rebuild state from the whole log (on load, and after undo/redo)."""
    first = table.log[0]
    table.state = copy.deepcopy(first.data["state"])
    table.dice = {"last": None, "rolls": [], "luck": {}, "first_player": None}
    table.groups, table.redo, table.inactive, table.action_ids = [], [], set(), {}
    # Undo/redo decide which events count; find that first, then fold the rest.
    for prev, e in zip(table.log, table.log[1:], strict=False):
        _track(table, e, prev)
    for e in table.log[1:]:
        if e.seq not in table.inactive and e.type not in ("undo", "redo"):
            _apply(table, e)


def _fold(table: Table, e: Event) -> None:
    """Fold the event just appended to the log: bookkeeping, then state."""
    if e.type in ("undo", "redo"):
        _refold(table)
    else:
        _track(table, e, table.log[-2] if len(table.log) > 1 else None)
        _apply(table, e)


def _track(table: Table, e: Event, prev: Event | None) -> None:
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
    elif e.type not in _TABLE_ONLY:
        # The events of one action share its action id: they are undone as one step.
        last = table.groups[-1] if table.groups else None
        if last and prev and prev.seq == last[-1] and prev.action_id == e.action_id:
            last.append(e.seq)
        else:
            table.groups.append([e.seq])
            table.redo.clear()


def _apply(table: Table, e: Event) -> None:
    if e.type == "roll":
        _fold_roll(table, e)
    elif e.type == "rolloff":
        table.dice["first_player"] = e.data["winner"]
    elif e.type not in _TABLE_ONLY:
        table.game.apply(table.state, {"type": e.type, **e.data})


def _fold_roll(table: Table, e: Event) -> None:
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


# -- table-level actions --------------------------------------------------------------


def _acting_seat(who: Actor, action: dict, n_seats: int) -> int | None:
    """The seat an action is for: the token's own, or the host's `"by"` (one-phone mode)."""
    by = action.get("by")
    if by is None:
        return who if isinstance(who, int) else None
    if isinstance(by, bool) or not isinstance(by, int) or not 0 <= by < n_seats:
        raise ActionError("bad_seat", f"'by' must be a seat from 0 to {n_seats - 1}")
    if who != "host" and who != by:
        raise Forbidden("not_your_seat", "only the host may act for another seat")
    return by


def _actor(who: Actor, seat: int | None) -> Actor:
    return seat if seat is not None else who


def _action_id(action: dict) -> str | None:
    aid = action.get("id")
    if aid is None:
        return None
    if not isinstance(aid, str) or not 0 < len(aid) <= MAX_ACTION_ID:
        raise ActionError("bad_action_id", f"'id' must be a string of 1 to {MAX_ACTION_ID} characters")
    return aid


def _rolloff(action: dict, table: Table, rng: RandomSource) -> dict:
    sides = action.get("sides", 6)
    if isinstance(sides, bool) or not isinstance(sides, int) or not 2 <= sides <= 100:
        raise ActionError("bad_dice", "a roll-off die has 2 to 100 sides")
    winner, rounds = dice.rolloff(list(range(len(table.players))), rng, sides)
    return {
        "type": "rolloff",
        "sides": sides,
        "winner": winner,
        "rounds": [{str(k): v for k, v in r.items()} for r in rounds],
    }


def _may_change(table: Table, who: Actor, seat: int | None, group: list[int], verb: str) -> None:
    e = next(e for e in table.log if e.seq == group[0])
    if who == "host" or e.actor == seat or (e.actor == "host" and who == "host"):
        return
    owner = table.players[e.actor].name if isinstance(e.actor, int) else "the host"
    raise Forbidden("not_yours", f"only {owner} or the host can {verb} that")


def _undo(table: Table, who: Actor, seat: int | None) -> dict:
    if not table.groups:
        raise ActionError("nothing_to_undo", "there is nothing to undo")
    _may_change(table, who, seat, table.groups[-1], "undo")
    return {"type": "undo", "undoes": list(table.groups[-1])}


def _redo(table: Table, who: Actor, seat: int | None) -> dict:
    if not table.redo:
        raise ActionError("nothing_to_redo", "there is nothing to redo")
    _may_change(table, who, seat, table.redo[-1], "redo")
    return {"type": "redo", "redoes": list(table.redo[-1])}


def _name(table: Table, actor: Actor) -> str:
    if isinstance(actor, int) and 0 <= actor < len(table.players):
        return table.players[actor].name
    return "The host" if actor == "host" else "The table"


def _describe(table: Table, e: Event) -> str:
    who = _name(table, e.actor)
    if e.type == "roll":
        return f"{who} rolled {dice.describe_roll(e.data)}"
    if e.type == "rolloff":
        rounds = "; then ".join(
            ", ".join(f"{table.players[int(s)].name} {v}" for s, v in r.items()) for r in e.data["rounds"]
        )
        return f"Roll-off: {rounds}. {table.players[e.data['winner']].name} goes first"
    if e.type == "undo":
        return f"{who} undid: {_describe(table, _event(table, e.data['undoes'][0]))}"
    if e.type == "redo":
        return f"{who} redid: {_describe(table, _event(table, e.data['redoes'][0]))}"
    if e.type == "joined":
        return f"A phone joined as {table.players[e.data['seat']].name}"
    if e.type == "seat_released":
        return f"The host released {table.players[e.data['seat']].name}'s seat"
    if e.type == "table_created":
        return f"Table opened for {table.game.title}"
    if e.type == "code_changed":
        return "The host gave the table a new join code"
    text = table.game.describe(table.game.public_event({"type": e.type, **e.data}), table.players)
    return text


def _event(table: Table, seq: int) -> Event:
    return next(e for e in table.log if e.seq == seq)

"""The table engine: create tables, apply actions one at a time, keep the log, fan out events."""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from companion import dice, fold, follow, i18n, loading, plays, reading, render, seating, seats, streams, table_actions
from companion.broadcast import Hub, Subscription
from companion.collector import held_off
from companion.errors import ActionError, Forbidden, NotFound, Stale
from companion.events import Actor, Event
from companion.fold import COMMON_EVENTS, TABLE_EVENTS, Table
from companion.games import get_game
from companion.games.base import Outcome, clone_state
from companion.i18n import _
from companion.rng import RandomSource, system_random
from companion.store import SQLiteStore, Store, TableRecord

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed
CODE_LENGTH = 6

__all__ = ["Table", "Tables"]


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
        # Per table id: the open seat requests and the seats that hold secrets, each as far as
        # the log has been read.
        self.requests: dict[str, seating.RequestScan] = {}
        self.secret_scans: dict[str, seating.SecretScan] = {}

    # -- creating and loading -------------------------------------------------

    def create(self, game_id: object, players: object, options: object = None) -> dict[str, Any]:
        """Open a table; return its code, host token and seats (no seat tokens: phones claim those)."""
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
            "seats": [{"seat": i, "name": p.name, "color": p.color} for i, p in enumerate(plist)],
        }

    def get(self, code: object) -> Table:
        """The loaded table this join code opens, or `NotFound`."""
        if not isinstance(code, str) or not 0 < len(code) <= 40:
            raise NotFound("unknown_table", _("no such table"))
        code = code.strip().upper()
        table_id = self._aliases.get(code)
        if table_id is not None and table_id in self._tables and not self.store.shared:
            return self._tables[table_id]
        if self.store.shared:
            # Codes change under other processes: ask every time; the same read tells how far the
            # log is, which saves the catch-up its own.
            found = follow.open_code(self, code)
            if found is not None:
                return found
        with self._load_lock:
            table_id = self.store.resolve(code)
            if table_id is None:
                raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
            table = self._tables.get(table_id)
            if table is None:
                table = loading.load(self, table_id)
                self._tables[table_id] = table
            self._aliases[code] = table_id
        return table

    # -- what is in memory (companion.follow catches it up with other processes) --

    def loaded(self, table_id: str) -> Table | None:
        """The table if it is in memory here."""
        return self._tables.get(table_id)

    def loaded_alias(self, code: str) -> str | None:
        """The table id a join code was last seen to open here (it may since have changed)."""
        return self._aliases.get(code)

    def watched(self) -> list[Table]:
        """Loaded tables with an open stream on this process."""
        return [t for code, t in list(self._tables.items()) if self.hub.count(code)]

    def forget_aliases(self, table_id: str) -> None:
        """Drop the join codes remembered for a table (it has a new one, or left memory)."""
        self._aliases = {k: v for k, v in self._aliases.items() if v != table_id}

    def evict(self, table_id: str) -> None:
        """Drop a table from memory: the next request loads it from the store.

        Its streams end too: what they saw is no longer known here, so their phones reconnect
        with `Last-Event-ID` and get the rest from the log.
        """
        with self._load_lock:
            self._tables.pop(table_id, None)
            self.forget_aliases(table_id)
        self.hub.close_all(table_id)

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if self.store.resolve(code) is None:
                return code

    def new_join_code(self, code: str, token: str | None) -> dict[str, Any]:
        """The host gives the table a fresh join code; the old code (and its QR) stop working."""
        return seating.new_join_code(self, code, token)

    def locate(self, token: str | None) -> dict[str, Any]:
        """The current join code of the table a seat or host token belongs to."""
        return seating.locate(self, token)

    def archive_idle(self, max_age_days: float = 30.0) -> list[str]:
        """Archive tables untouched for `max_age_days`: out of memory, kept in the store."""
        return loading.archive_idle(self, max_age_days)

    # -- who is asking -------------------------------------------------------

    def whois(self, table: Table, token: str | None) -> Actor:
        """The seat a token belongs to, or "host"; `Forbidden` for a wrong or missing token."""
        if not token:
            raise ActionError("token_required", _("send 'Authorization: Bearer <seat or host token>'"), status=401)
        if not token.isascii():
            raise ActionError(
                "bad_token", _("a token is ASCII letters, digits, '-' and '_'; this one is not"), status=401
            )
        given = token.encode("ascii")  # compared as bytes, in constant time
        if hmac.compare_digest(given, table.record.host_token.encode("ascii")):
            return "host"
        for i, t in enumerate(table.record.seat_tokens):
            if hmac.compare_digest(given, t.encode("ascii")):
                return i
        raise Forbidden("bad_token", _("that token is not a seat or host token of this table"))

    # -- acting ----------------------------------------------------------------

    @follow.retried
    def act(self, code: str, token: str | None, action: object) -> dict[str, Any]:
        """Apply one action atomically; return `{seq, events, state, table}` for the actor."""
        table = self.get(code)
        if not isinstance(action, dict):
            raise ActionError("bad_action", _("the action must be a JSON object with a 'type'"))
        with held_off(), table.lock:  # no collection between the action and its publish
            who = self.whois(table, token)
            seat = table_actions.acting_seat(who, action, len(table.players))
            action_id = table_actions.action_id(action)
            if action_id and action_id in table.action_ids:
                seqs = set(table.action_ids[action_id])
                done = [e for e in table.log if e.seq in seqs]
                viewer = None if who == "host" and table.game.has_secrets else seat
                return render.answer(table, done, viewer, duplicate=True)
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
            datas = self._events_for(table, who, seat, action)
            now = self.clock()
            key = action_id or "~" + secrets.token_hex(6)  # every action gets a key: its undo step
            actor = table_actions.actor(who, seat)
            events = [Event(table.seq + 1 + i, d.pop("type"), actor, now, d, key) for i, d in enumerate(datas)]
            # A host phone passed round the table (one-phone mode) must not keep the secret
            # it just entered for a seat: it gets the public view, as the stream does.
            viewer = None if who == "host" and table.game.has_secrets else seat
            # A game's action already folded its events into a scratch state: that is the new state.
            self._commit(table, events, getattr(datas, "state", None), viewer)
            return render.answer(table, events, viewer)

    def _events_for(self, table: Table, who: Actor, seat: int | None, action: dict) -> list[dict]:
        kind = action.get("type")
        if not isinstance(kind, str):
            raise ActionError("bad_action", _("the action needs a 'type' (a string)"))
        if kind == "roll":
            return [{"type": "roll", **dice.roll_event(action, self.rng)}]
        if kind == "rolloff":
            return [table_actions.rolloff(action, table, self.rng)]
        if kind == "undo":
            return [table_actions.undo(table, who, seat)]
        if kind == "redo":
            return [table_actions.redo(table, who, seat)]
        if kind in TABLE_EVENTS:
            raise ActionError(
                "bad_action", _("'{kind}' is recorded by the table, not sent as an action").format(kind=kind)
            )
        events = table.game.act(table.state, action, seat, self.rng)
        for e in events:
            if e.get("type") in COMMON_EVENTS | TABLE_EVENTS:
                raise RuntimeError(f"{table.game.id} made a reserved event type {e['type']!r}")
        # A copy: the stored events share nothing with the state the game's folds built from them.
        return Outcome(clone_state(list(events)), getattr(events, "state", None))

    def _commit(self, table: Table, events: list[Event], state: dict | None = None, viewer: int | None = None) -> None:
        """Fold, render, broadcast while storing (one process's store) or then; a failed store leaves nothing applied.

        `state`: the game state these events lead to, already folded by the game's action;
        `viewer`: the seat whose answer follows (its view is rendered here when nobody listens).
        """
        early = False
        try:
            was_over = table.game.is_over(table.state)
            for e in events:
                table.log.append(e)
                fold.fold(table, e, game=state is None)
            if state is not None:
                table.state = state
            # Rendered before storing: a game whose view fails on the new state refuses the action
            # instead of storing a state no phone could then load.
            messages = render.stream(self.hub, table, events, viewer)
            # The record goes with the events: a claim or a fresh token is stored with its event
            # (and only then: a move does not rewrite every seat's token).
            changes_record = any(e.type in follow.RECORD_EVENTS for e in events)
            # The play of a game these events end (or undo the end of) is stored with them.
            also = plays.change(table, events, was_over)
            # One process owns this store, and the table's lock orders its writes: the phones get
            # a move while it is stored, as boardgame.io's server sends before it stores. The actor
            # is answered only once it is stored; seat and code changes are stored first.
            early = bool(messages) and not self.store.shared and not changes_record
            if early:
                self.hub.publish(table.record.code, messages, viewer)
            self.store.append(table.record.code, events, table.record if changes_record else None, also)
        except BaseException:
            # Rebuild from what is stored: nothing half-applied survives.
            follow.reload(self, table, events[0].seq - 1)
            if early:
                # Its phones saw a move that is not stored: right behind it, on the same streams,
                # they are told to read the table afresh (before any later move can take its seq).
                back = render.rewound(table)
                self.hub.publish(table.record.code, {key: [back] for key in self.hub.keys(table.record.code)})
            raise
        if messages:
            if not early:
                self.hub.publish(table.record.code, messages, viewer)
            streams.close_changed_seats(self.hub, table, events)

    # Seats are claimed, granted, left and released in companion/seating.py.

    def release(self, code: str, token: str | None, seat: object) -> dict[str, Any]:
        """The host frees a seat (its old token stops working); the answer holds no token."""
        return seating.release(self, code, token, seat)

    # -- reading (built in companion/reading.py) ------------------------------------

    def snapshot(self, code: str, token: str | None = None) -> dict[str, Any]:
        """The table as the holder of `token` may see it (no token: a spectator)."""
        table = self.get(code)
        with table.lock:
            who = self.whois(table, token) if token else None
            seat = who if isinstance(who, int) else None
            return reading.snapshot(self, table, seat, who)

    def log(self, code: str) -> list[dict[str, Any]]:
        """The whole public log of a table."""
        table = self.get(code)
        with table.lock:
            return reading.public_log(table)

    def subscribe(
        self,
        code: str,
        last_seq: int | reading.Resume = 0,
        seat: int | None = None,
        lang: str = i18n.DEFAULT,
        kind: type[Subscription] | None = None,
    ) -> tuple[Table, Subscription, list[bytes]]:
        """Register for a table's events as `seat` sees them (None: the public view), in `lang`.

        Also returns the messages missed since `last_seq` (a seq, or a stream id's `Resume`), as
        that seat, in that language. The seat is taken on trust: a phone's stream proves it with
        `open_stream`.
        """
        while True:
            table = self.get(code)
            with table.lock:
                if self.loaded(table.record.code) is table:
                    return table, *self._subscribe(table, last_seq, seat, lang, kind)
            # Dropped from memory while this waited for its lock (a catch-up failed: the database
            # restarting): nothing catches that copy up any more, so listen to the table loaded afresh.

    def open_stream(
        self,
        code: str,
        proof: streams.Proof,
        last_seq: int | reading.Resume = 0,
        lang: str = i18n.DEFAULT,
        kind: type[Subscription] | None = None,
    ) -> tuple[Table, Subscription, list[bytes]]:
        """A phone's stream: its seat proved (`streams.proved_seat`) and registered in one hold of the lock.

        A handover takes the same lock to change the seat's token and end its streams, so a
        stream is either registered before it (and ended by it) or checked after it (and refused).
        """
        while True:
            table = self.get(code)
            with table.lock:
                if self.loaded(table.record.code) is table:  # not dropped while this waited (see subscribe)
                    seat = streams.proved_seat(self, table, proof)
                    return table, *self._subscribe(table, last_seq, seat, lang, kind)

    def _subscribe(
        self,
        table: Table,
        last_seq: int | reading.Resume,
        seat: int | None,
        lang: str,
        kind: type[Subscription] | None,
    ) -> tuple[Subscription, list[bytes]]:
        # Registered under the lock: no event can slip between the replay and the live feed. A
        # seat's own view remembers the seat's token now: a batch published after it changed
        # ends the stream (companion/broadcast.py).
        viewer = render.viewer_of(table, seat)
        version = table.record.seat_tokens[viewer] if viewer is not None else None
        sub = self.hub.subscribe(table.record.code, (viewer, lang), kind, seat, version, table.record)
        return sub, reading.missed(table, last_seq, viewer, lang)

    def unsubscribe(self, table: Table, sub: Subscription) -> None:
        """Stop a subscription."""
        self.hub.unsubscribe(table.record.code, sub)

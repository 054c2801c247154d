"""The registry of a server's tables: loaded lazily from the store, kept in memory, opened by join code.

It is called and never calls back: each call opens the table, takes its lock and hands the table
and the engine (companion/engine.py) to the part that does the work (acting, seating, rematch,
reading), all of which write through companion/writing.py.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from companion import acting, engine, i18n, loading, reading, rematch, render, seating, streams, table_actions, writing
from companion.broadcast import Hub, Subscription
from companion.errors import ActionError, NotFound
from companion.i18n import _
from companion.rng import RandomSource
from companion.store import SQLiteStore, Store
from companion.table import Table
from companion.time_up import expire as expire_timer

T = TypeVar("T")


class Tables:
    """Every table of a server, loaded lazily from the store and kept in memory."""

    def __init__(
        self, store: Store | None = None, rng: RandomSource | None = None, clock: Callable[[], float] | None = None
    ):
        self.engine = engine.Engine(store or SQLiteStore())
        if rng is not None:
            self.engine.rng = rng
        if clock is not None:
            self.engine.clock = clock
        self._tables: dict[str, Table] = {}  # by table id (its first code)
        self._aliases: dict[str, str] = {}  # join code -> table id, as last seen here
        self._load_lock = threading.Lock()

    @property
    def store(self) -> Store:
        """The store the tables are kept in."""
        return self.engine.store

    @property
    def hub(self) -> Hub:
        """Where the tables' open streams are registered."""
        return self.engine.hub

    # -- creating and opening -------------------------------------------------

    def create(self, game_id: object, players: object, options: object = None, timer: object = None) -> dict[str, Any]:
        """Open a table (`timer`: its turn timer); return its code, host token and seats (no seat tokens)."""
        return engine.create(self.engine, game_id, players, options, timer=timer)

    def get(self, code: object) -> Table:
        """The loaded table this join code opens, or `NotFound`."""
        if not isinstance(code, str) or not 0 < len(code) <= 40:
            raise NotFound("unknown_table", _("no such table"))
        code = code.strip().upper()
        if not self.store.shared:
            table_id = self.loaded_alias(code)
            if table_id is not None:
                return self._tables[table_id]
        else:
            # Codes change under other processes: ask every time; the same read tells how far the
            # log is, which saves the catch-up its own.
            found = self.store.locate(code)
            if found is None:
                raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
            table = self.loaded(found[0])
            if table is not None:
                table.known_head = found[1]  # read by the lock's catch-up
                return table
        with self._load_lock:
            table_id = self.store.resolve(code)
            if table_id is None:
                raise NotFound("unknown_table", _("no table with code {code}").format(code=repr(code[:12])))
            table = self.loaded(table_id)
            if table is None:
                table = self._tables[table_id] = loading.load(self.engine, table_id)
            self._aliases[code] = table_id
        return table

    def check_code(self, code: object) -> None:
        """`NotFound` unless this join code opens a table; one loaded here answers from memory."""
        if not (isinstance(code, str) and self.loaded_alias(code.strip().upper())):
            self.get(code)

    # -- what is in memory (companion.follow catches it up with other processes) --

    def loaded(self, table_id: str) -> Table | None:
        """The table if it is in memory here (and not dropped after a store that failed)."""
        table = self._tables.get(table_id)
        return table if table is not None and not table.dropped else None

    def loaded_alias(self, code: str) -> str | None:
        """The table id a join code opens here, if that table is loaded and the code is still its own."""
        table_id = self._aliases.get(code)
        table = self.loaded(table_id) if table_id is not None else None
        return table_id if table is not None and table.record.join_code == code else None

    def watched(self) -> list[Table]:
        """Loaded tables with an open stream on this process."""
        return [t for code, t in list(self._tables.items()) if not t.dropped and self.hub.count(code)]

    def evict(self, table_id: str) -> None:
        """Drop a table from memory: the next request loads it from the store.

        Its streams end too: what they saw is no longer known here, so their phones reconnect
        with `Last-Event-ID` and get the rest from the log.
        """
        with self._load_lock:
            self._tables.pop(table_id, None)
            self._aliases = {k: v for k, v in self._aliases.items() if v != table_id}
        self.hub.close_all(table_id)

    def archive_idle(self, max_age_days: float = 30.0) -> list[str]:
        """Archive tables untouched for `max_age_days`: out of memory, kept in the store."""
        cutoff = self.engine.clock() - max_age_days * 86400
        archived = []
        for record in self.store.list_tables():
            if record.archived or record.touched_at >= cutoff:
                continue
            record.archived = True
            self.store.set_archived(record.code, True)
            self.evict(record.code)  # out of memory, its join codes forgotten, its streams ended
            archived.append(record.code)
        return archived

    # -- writing: each call opens the table and takes its lock, in the table's turn on PostgreSQL --

    def write(self, code: object, work: Callable[..., T], *args: Any) -> T:
        """`work(engine, table, *args)` with the table's lock held; tried again if another process won the race."""

        def attempt(trusted: bool) -> T:
            """One try: the table opened (and caught up) afresh."""
            table = self.get(code)
            with table.lock:
                return work(self.engine, table, *args)

        return self._retried(code, attempt)

    def _retried(self, code: object, attempt: Callable[[bool], T], trusting: bool = False) -> T:
        find = lambda key: self.loaded_alias(key) or self.store.resolve(key)  # noqa: E731
        return writing.retry(self.store, code, attempt, find, trusting)

    def act(self, code: str, token: str | None, action: object) -> dict[str, Any]:
        """Apply one action atomically; return `{seq, events, state, table}` for the actor.

        On a shared store the first try trusts the table loaded here (no look-up, no catch-up: one
        round trip, the append) and the append's compare-and-set proves it was up to date; a
        refusal, or an answer that appended nothing, is checked against the stored seq first.
        """

        def attempt(trusted: bool) -> dict[str, Any]:
            """One try: the table as loaded here (`trusted`), else opened and caught up afresh."""
            table = self._trusted(code) if trusted else None
            if table is None:
                table = self.get(code)
                trusted = False
            with table.lock:
                before = table.seq
                try:
                    answer = acting.act(self.engine, table, token, action)
                except ActionError:
                    if trusted:
                        writing.moved_on(self.store, table, before)
                    raise
                if trusted and table.seq == before:  # a duplicate's answer: as of the stored table
                    writing.moved_on(self.store, table, before)
                return answer

        return self._retried(code, attempt, trusting=self.store.shared)

    def _trusted(self, code: object) -> Table | None:
        """The table this code opens, if loaded here, taken as up to date (a shared store's first try)."""
        table_id = self.loaded_alias(code.strip().upper()) if isinstance(code, str) else None
        if table_id is None:
            return None
        table = self._tables[table_id]
        table.known_head = max(table.seq, table.heard)  # the append checks it; a notification may say more
        return table

    def claim(self, code: str, seat: object, key: object = None, token: str | None = None) -> tuple[dict, int]:
        """Join a seat: 200 with its token, or 202 with a request the host has to grant first."""
        return self.write(code, seating.claim, seat, key, token)

    def grant(self, code: str, token: str | None, seat: object, check: object) -> dict[str, Any]:
        """The host lets the phone showing `check` take the seat."""
        return self.write(code, seating.grant, token, seat, check)

    def leave(self, code: str, token: str | None, to: object = None) -> dict[str, Any]:
        """A seated phone steps back to watching (or has switched `to` another seat): its seat is free."""
        return self.write(code, seating.leave, token, to)

    def release(self, code: str, token: str | None, seat: object, keep: object = False) -> dict[str, Any]:
        """The host frees a seat (its old token stops working), or takes it back to its phone; none answered."""
        return self.write(code, seating.release, token, seat, keep)

    def new_join_code(self, code: str, token: str | None) -> dict[str, Any]:
        """The host gives the table a fresh join code; the old code (and its QR) stop working."""
        return self.write(code, seating.new_join_code, token)

    def rematch(self, code: str, token: str | None, options: object = None) -> dict[str, Any]:
        """Play again: open the new table (the first call) and move the caller to it."""

        def attempt(trusted: bool) -> dict[str, Any]:
            """One try: the old table's choice under its lock, then the move under the new one's."""
            old = self.get(code)
            with old.lock:
                who, new_id = rematch.choose(self.engine, old, token, options)
            new = self.get(self.store.join_code(new_id))  # by its current code: its host may have changed it
            with new.lock:
                return rematch.move(self.engine, old, who, new)

        return self._retried(code, attempt)

    def expire(self, code: str) -> dict[str, Any]:
        """Log "time is up" once, if the server's clock says a turn's (or a chess clock's) time ran out."""
        return self.write(code, expire_timer)

    def locate(self, token: str | None) -> dict[str, Any]:
        """The current join code of the table a seat or host token belongs to."""
        return seating.locate(self.store, token)

    # -- reading (built in companion/reading.py) ------------------------------------

    def snapshot(self, code: str, token: str | None = None, view_as: int | None = None) -> dict[str, Any]:
        """The table as the holder of `token` may see it (no token: a spectator); `view_as`: a seat passed round."""
        table = self.get(code)
        with table.lock:
            who = table_actions.whois(table, token) if token else None
            seat = who if isinstance(who, int) else None
            return reading.snapshot(self.engine, table, seat, who, reading.passed_round(table, who, view_as))

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
        return self._listen(code, lambda table: seat, last_seq, lang, kind)

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
        return self._listen(code, lambda table: streams.proved_seat(table, proof), last_seq, lang, kind)

    def _listen(
        self,
        code: str,
        seat_of: Callable[[Table], int | None],
        last_seq: int | reading.Resume,
        lang: str,
        kind: type[Subscription] | None,
    ) -> tuple[Table, Subscription, list[bytes]]:
        while True:
            table = self.get(code)
            with table.lock:
                # Dropped from memory while this waited for its lock (a catch-up failed: the database
                # restarting)? Nothing catches that copy up any more: listen to the table loaded afresh.
                if self.loaded(table.record.code) is table:
                    seat = seat_of(table)
                    # Registered under the lock: no event can slip between the replay and the live
                    # feed. A seat's own view remembers the seat's token now: a batch published after
                    # it changed ends the stream (companion/broadcast.py).
                    viewer = render.viewer_of(table, seat)
                    version = table.record.seat_tokens[viewer] if viewer is not None else None
                    sub = self.hub.subscribe(table.record.code, (viewer, lang), kind, seat, version, table.record)
                    return table, sub, reading.missed(table, last_seq, viewer, lang)

    def unsubscribe(self, table: Table, sub: Subscription) -> None:
        """Stop a subscription."""
        self.hub.unsubscribe(table.record.code, sub)

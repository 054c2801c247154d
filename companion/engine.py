"""The engine's shared parts (store, hub of streams, clock, random source) and opening a new table."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from companion import seats
from companion import timer as turn_timer
from companion.broadcast import Hub
from companion.events import Event
from companion.games import get_game
from companion.rng import RandomSource, system_random
from companion.store import Store, TableRecord

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed
CODE_LENGTH = 6


@dataclass
class Engine:
    """What every part that changes or reads a table is given: the store, the hub, the clock, the dice."""

    store: Store
    hub: Hub = field(default_factory=Hub)
    clock: Callable[[], float] = time.time
    rng: RandomSource = field(default_factory=system_random)


def new_code(store: Store) -> str:
    """A join code no table of the store has."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if store.resolve(code) is None:
            return code


def create(
    engine: Engine,
    game_id: object,
    players: object,
    options: object = None,
    claimed: list[bool] | None = None,
    carried: dict[str, Any] | None = None,
    timer: object = None,
    kept: list[int] | None = None,
) -> dict[str, Any]:
    """Open a table; return its code, host token and seats (no seat tokens: phones claim those).

    `claimed`: seats kept for phones from the start (play again keeps its phones' seats);
    `carried`: what of the old table's state play again takes along (`Game.carried`);
    `timer`: the turn timer's settings (companion/timer.py), off when None;
    `kept`: seats the host's phone holds from the start (play again keeps the old table's, `seats_kept`).
    """
    game = get_game(game_id)
    plist = seats.parse_players(players, game)
    opts = seats.parse_options(options, game, plist)
    clock = turn_timer.for_game(timer, game)
    code = new_code(engine.store)
    initial = {**game.setup(plist, opts, engine.rng), **(carried or {})}
    now = engine.clock()
    record = TableRecord(
        code=code,
        game=game.id,
        host_token=secrets.token_urlsafe(18),
        seat_tokens=[secrets.token_urlsafe(18) for _ in plist],
        claimed=list(claimed) if claimed is not None else [False] * len(plist),
        created_at=now,
        touched_at=now,
    )
    data = {"game": game.id, "players": [p.__dict__ for p in plist], "options": opts, "state": initial}
    if clock["mode"] != "off":  # a table without a timer stores nothing of it (its log as before)
        data["timer"] = clock
    engine.store.create_table(record, Event(1, "table_created", "host", now, data))
    if kept:
        engine.store.append(code, [Event(2, "seats_kept", "host", now, {"seats": sorted(kept)})])
    return {
        "code": code,
        "host_token": record.host_token,
        "seats": [{"seat": i, "name": p.name, "color": p.color} for i, p in enumerate(plist)],
    }

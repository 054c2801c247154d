"""Drive a live table through its game's main phases with seeded random legal moves (as the tables would play).

The moves go in process through the live server's engine, with the host's token and `"by"` (as the
host phone passed round acts); every phone watching the table sees them over its event stream.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from tests.browser.support import LiveServer
from tests.random_play import any_move


def phase_of(state: dict) -> str:
    """A game's main phase as a short name: its `phase` (and Act), or the score pad's play or end."""
    if "phase" in state:
        return str(state["phase"]) + (f" {state['act']}" if isinstance(state.get("act"), int) else "")
    return "over" if state.get("finished") else "play"


def step(server: LiveServer, table: dict, r: random.Random, own: dict[int, str] | None = None) -> bool:
    """One random legal move by some seat (or the host); False when nobody can move.

    `own`: the seats whose own phones make their moves, with their tokens (the rest the host's phone makes).
    """
    return any_move(server.app.extensions["tables"], table["code"], table["host_token"], r, own)


def tour(server: LiveServer, table: dict, seed: int = 3, steps: int = 600, keep: int = 6) -> Iterator[str]:
    """Yield each main phase the first time play reaches it (the first one at once), at most `keep` of them."""
    engine = server.app.extensions["tables"]
    r = random.Random(seed)
    seen: set[str] = set()
    for _ in range(steps):
        t = engine.get(table["code"])
        now = phase_of(t.state)
        if now not in seen:
            seen.add(now)
            yield now
            if len(seen) >= keep:
                return
        if t.game.is_over(t.state) or not step(server, table, r):
            return


def seq(server: LiveServer, table: dict) -> int:
    """The table's last event number (what every phone should have caught up with)."""
    return server.app.extensions["tables"].get(table["code"]).seq

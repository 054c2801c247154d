"""Play a game of any kind to its end through a `Tables` engine, as the golden logs were recorded.

Seeded random legal moves (collecting and finishing first, so games move on), with an undo and a
redo now and then, sent with the host token and `"by"` as a host phone passed round sends them.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from companion.tables import Tables
from tests.golden.record import FIRST, LAST, OPTIONS
from tests.random_play import any_move

# Seeds whose random games end (every game ends; these do so in a few hundred moves at most).
GAMES = {
    "score-pad": 2,
    "king-of-all-bards": 3,
    "minstrels": 2,
    "tales-of-danger": 3,
    "bard-saga": 3,
}


def finish(
    tables: Tables, game: str, names: list[str], seed: int = 7, options: dict | None = None, steps: int = 4000
) -> dict:
    """Open a table and play it to its end; return what `Tables.create` answered."""
    opts = OPTIONS.get(game, {}) if options is None else options
    made = tables.create(game, [{"name": n} for n in names], opts)
    code, host = made["code"], made["host_token"]
    r = random.Random(seed)
    for _ in range(steps):
        table = tables.get(code)
        if table.game.is_over(table.state):
            return made
        if r.random() < 0.03:
            for extra in ({"type": "undo"}, {"type": "redo"})[: r.randint(1, 2)]:
                tables.act(code, host, extra)
            continue
        if not _move(tables, code, host, r):
            raise AssertionError(f"{game}: nobody can move in {table.state.get('phase')}")
    raise AssertionError(f"{game} seed {seed}: not over after {steps} steps")


def _move(tables: Tables, code: str, host: str, r: random.Random) -> bool:
    def order(a: dict) -> object:
        return (a["type"] not in FIRST) + (a["type"] in LAST and r.random() < 0.98)

    return any_move(tables, code, host, r, order=order)


def ticking(start: float = 1_780_000_000.0, step: float = 20.0) -> Callable[[], float]:
    """A clock that moves on `step` seconds each time it is read (each action takes a while)."""
    now = itertools.count(start, step)
    return lambda: next(now)

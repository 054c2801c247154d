"""Record golden logs: seeded random games played through `Tables`, stored as JSON under tests/golden/.

Run once per log format (`python -m tests.golden.record`); the replay test then holds every
later version of the code to them.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from companion.errors import ActionError
from companion.games import all_games, get_game
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables

HERE = Path(__file__).resolve().parent
# Options that exercise more of a game than its defaults do.
OPTIONS = {
    "score-pad": {"categories": ["Gold"], "rounds": 3},
    "minstrels": {"heroes": True},
    "king-of-all-bards": {"tokens": True},
}
# Moves tried first, so that random games move on (a Bard Saga player collects when it can).
FIRST = ("search", "collect", "set_top")
LAST = ("finish", "play")


def play(game: str, n: int, seed: int, max_steps: int = 3000) -> dict:
    """One seeded random game through the table engine; returns the golden record."""
    rules = get_game(game)
    tables = Tables(SQLiteStore(), rng=seeded(seed), clock=lambda: 1_700_000_000.0)
    made = tables.create(game, [{"name": f"P{i}"} for i in range(n)], OPTIONS.get(game, {}))
    code, host = made["code"], made["host_token"]
    r = random.Random(seed)
    for _ in range(max_steps):
        table = tables.get(code)
        if rules.is_over(table.state):
            break
        if r.random() < 0.03:  # a correction now and then: undo, sometimes redo, and a die roll
            for extra in ({"type": "undo"}, {"type": "redo"}, {"type": "roll", "dice": "2d6"})[: r.randint(1, 3)]:
                tables.act(code, host, extra)
            continue
        seats = [None, *range(n)]
        r.shuffle(seats)
        done = False
        for seat in seats:
            tries = rules.candidates(table.state, seat)
            r.shuffle(tries)
            tries.sort(key=lambda a: (a["type"] not in FIRST) + (a["type"] in LAST and r.random() < 0.98))
            for a in tries:
                body = {**a, "by": seat} if seat is not None else dict(a)
                try:
                    tables.act(code, host, body)
                except ActionError:
                    continue
                done = True
                break
            if done:
                break
        if not done:
            raise RuntimeError(f"{game} {n}p seed {seed}: stuck in {table.state.get('phase')}")
    if not rules.is_over(table.state):
        raise RuntimeError(f"{game} {n}p seed {seed}: did not end in {max_steps} steps")
    table = tables.get(code)
    return {
        "game": game,
        "players": n,
        "seed": seed,
        "finished": rules.is_over(table.state),
        "events": [e.to_dict() for e in table.log],
        "state": table.state,
        "standings": table.game.standings(table.state),
        "lines": [e["text"] for e in tables.log(code)],
    }


def main(version: str) -> None:
    """Write one golden log per game (and a second player count for some)."""
    plan = [
        ("score-pad", 2),
        ("minstrels", 2),
        ("minstrels", 1),
        ("king-of-all-bards", 3),
        ("tales-of-danger", 3),
        ("bard-saga", 3),
    ]
    for game, n in plan:
        rec = play(game, n, seed=7)
        path = HERE / f"{game}-{n}p-{version}.json"
        path.write_text(json.dumps(rec, separators=(",", ":")) + "\n")
        print(path.name, len(rec["events"]), "events", "finished" if rec["finished"] else "NOT finished")


def plan() -> list[tuple[str, int]]:
    """Every registered game at its smallest table of three or fewer, Minstrels solo too."""
    out = [(g.id, min(max(g.min_players, 2 if g.id == "score-pad" else 3), g.max_players)) for g in all_games()]
    return [*out, ("minstrels", 1)]


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "v1")

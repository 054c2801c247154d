"""The conformance run's cost: seconds (CPU and wall) per game and player count for its seeded games.

`python bench/conformance.py [games per count]` (default 50, as tests/test_conformance.py plays)
prints one row per game and player count, the share that finished, and the total. The budget
is a minute for the whole run on this project's 2-core machine; nothing asserts on it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games import all_games
from tests.random_play import play


def main(games: int) -> None:
    """Play `games` seeded games per game and player count; print the figures."""
    wall0, cpu0 = time.perf_counter(), time.process_time()
    print(f"{'game':<20} {'n':>2} {'finished':>9} {'steps':>7} {'cpu s':>7} {'wall s':>7}")
    for g in all_games():
        for n in range(g.min_players, min(g.max_players, 8) + 1):
            w, c = time.perf_counter(), time.process_time()
            results = [play(g, n, seed) for seed in range(games)]
            done = sum(r.finished for r in results)
            steps = sum(r.steps for r in results)
            cpu, wall = time.process_time() - c, time.perf_counter() - w
            print(f"{g.id:<20} {n:>2} {done:>4}/{games:<4} {steps:>7} {cpu:>7.1f} {wall:>7.1f}")
    print(f"total: {time.process_time() - cpu0:.1f} s CPU, {time.perf_counter() - wall0:.1f} s wall")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)

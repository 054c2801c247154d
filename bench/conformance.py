"""The conformance run's cost: seconds (CPU and wall) per game and player count for its seeded games.

`python bench/conformance.py [games per count]` (default 50, as tests/test_conformance.py plays)
prints one row per game and player count, the share that finished, and the total. The games
are spread over one process per core, as the test spreads them. The budget is a minute of wall
time for the whole run on this project's 2-core machine; nothing asserts on it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.games import all_games
from tests.random_play import play_seeds, workers


def main(games: int) -> None:
    """Play `games` seeded games per game and player count; print the figures."""
    wall0 = time.perf_counter()
    print(f"{'game':<20} {'n':>2} {'finished':>9} {'steps':>7} {'wall s':>7}")
    with workers() as pool:
        for g in all_games():
            for n in range(g.min_players, min(g.max_players, 8) + 1):
                w = time.perf_counter()
                results = play_seeds(pool, g, n, range(games))
                done = sum(d for d, _ in results)
                steps = sum(s for _, s in results)
                print(f"{g.id:<20} {n:>2} {done:>4}/{games:<4} {steps:>7} {time.perf_counter() - w:>7.1f}")
    # The workers' CPU (counted once they have exited): what the run costs on any number of cores.
    cpu = sum(os.times()[2:4])
    print(f"total: {time.perf_counter() - wall0:.1f} s wall, {cpu:.1f} s CPU in {os.cpu_count()} processes")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)

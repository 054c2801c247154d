"""What parsing a dice spec costs: the hostile specs the server refuses, and the scanner on long input.

`python bench/dice_spec.py` prints, for each spec of tests/robustness/test_dice_spec_cost.py, the
median time `dice.parse` takes to refuse it, then the scanner's time on 10,000 to 80,000 characters
(it looks at each character once: the time should double with the length). Figures only; no test
asserts on time.
"""

from __future__ import annotations

import contextlib
import statistics
import time
from collections.abc import Callable

from companion import dice
from companion.errors import ActionError

SPECS = {
    "spaces-then-x": " " * 64_000 + "x",
    "spaces": " " * 64_000,
    "digits": "1" * 64_000,
    "spaces-inside": "1d" + " " * 64_000 + "6x",
    "many-d": "d" * 64_000,
    "many-plus": "1d6" + "+" * 64_000,
}


def median_us(run: Callable[[], object], times: int = 200) -> float:
    """The median wall time of `run` in microseconds."""
    took = []
    for _ in range(times):
        start = time.perf_counter()
        with contextlib.suppress(ActionError):  # the hostile specs are refused: that is what is timed
            run()
        took.append(time.perf_counter() - start)
    return statistics.median(took) * 1e6


def main() -> None:
    """Print the figures."""
    print("dice.parse, refused by length (median of 200):")
    for name, spec in SPECS.items():
        print(f"  {name:14} {len(spec):>6} chars  {median_us(lambda s=spec: dice.parse(s)):8.1f} µs")
    print("dice._scan on spaces then 'x' (the old pattern's worst case), median of 20:")
    for n in (10_000, 20_000, 40_000, 80_000):
        spec = " " * n + "x"
        print(f"  {n:>6} chars  {median_us(lambda s=spec: dice._scan(s), times=20):10.1f} µs")


if __name__ == "__main__":
    main()

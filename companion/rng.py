"""The random source: the OS's randomness in play, a seeded generator in tests."""

from __future__ import annotations

import random
import secrets
from typing import Protocol


class RandomSource(Protocol):
    """What games and dice need from a random source (a subset of `random.Random`)."""

    def randint(self, a: int, b: int) -> int: ...
    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int: ...
    def choice(self, seq): ...
    def shuffle(self, x: list) -> None: ...
    def sample(self, population, k: int) -> list: ...


def system_random() -> RandomSource:
    """The production source: `secrets.SystemRandom`, never seeded."""
    return secrets.SystemRandom()


def seeded(seed: int) -> RandomSource:
    """A reproducible source for tests and benchmarks."""
    return random.Random(seed)

"""A server clock moved by hand (the turn timer's tests): no test sleeps, every process reads the same time."""

from __future__ import annotations


class Clock:
    """The server's clock, moved by hand (`clock.now += 30`); one for every process, as NTP keeps machines."""

    def __init__(self, now: float = 1_800_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

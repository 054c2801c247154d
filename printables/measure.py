"""Overflow, measured while drawing: every text set in a box is checked against the box's width.

A `Doc` starts a record; `text.fit_line` (one line, shrunk to fit down to a minimum size) and the
wrapped lines of `blocks` note here whatever still does not fit: a line wider than its box at the
smallest size allowed, or a single word wider than its column (which wrapping would have to cut).
Each page keeps what was noted while it was drawn, so a test can render every sheet of every game
in every language and assert that nothing overflows.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass

SMALLEST_LINE = 4.5  # points: a line never shrinks below this (nor below 3/4 of its size) to fit
SHRINK = 0.75


@dataclass(frozen=True)
class TooWide:
    """A text that does not fit its box: how wide the box is, and by how much it overflows (points)."""

    text: str
    box: float
    by: float
    size: float
    kind: str = "line"  # "line": a single line at its smallest size; "word": a word wider than its column

    def __str__(self) -> str:
        where = f"its {self.box:.1f} pt box by {self.by:.1f} pt at {self.size:.1f} pt"
        return f"{self.kind} {self.text!r} overflows {where}"


_record: ContextVar[list[TooWide] | None] = ContextVar("printables_overflow", default=None)


def start() -> None:
    """Begin a fresh record for the document being drawn in this context."""
    _record.set([])


def take() -> list[TooWide]:
    """What was noted since the last call (one page's worth), emptying the record."""
    found = _record.get()
    if not found:
        return []
    out = list(found)
    found.clear()
    return out


def note(text: str, box: float, needed: float, size: float, kind: str = "line") -> None:
    """Record `text` needing `needed` points in a `box`-point box, when it does not fit."""
    found = _record.get()
    if found is not None and needed > box + 0.01:
        found.append(TooWide(text, round(box, 2), round(needed - box, 2), round(size, 2), kind))


def smallest(size: float) -> float:
    """The smallest size a line asked at `size` may shrink to."""
    return min(size, max(SMALLEST_LINE, size * SHRINK))

"""Paper and card geometry, in PDF points: A4, US Letter, and the nine-card poker grid."""

from __future__ import annotations

from dataclasses import dataclass

MM = 72 / 25.4  # one millimetre in points
INCH = 72.0

CARD_W = 63.5 * MM  # poker size: 2.5 x 3.5 inches
CARD_H = 88.9 * MM
GRID_COLS = 3
GRID_ROWS = 3
CALIBRATION = 50 * MM  # the bar that tells whether the printer scaled the page


@dataclass(frozen=True)
class Rect:
    """A box on the page: x, y of its lower-left corner, width and height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        """The y of its upper edge."""
        return self.y + self.h

    @property
    def right(self) -> float:
        """The x of its right edge."""
        return self.x + self.w

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        """The same box shrunk by `dx` left and right and `dy` top and bottom."""
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)


@dataclass(frozen=True)
class Paper:
    """A sheet size: its id (`a4`, `letter`), a label, and its size in points."""

    id: str
    label: str
    width: float
    height: float

    @property
    def size(self) -> tuple[float, float]:
        """(width, height), as ReportLab wants a page size."""
        return (self.width, self.height)


A4 = Paper("a4", "A4", 210 * MM, 297 * MM)
LETTER = Paper("letter", "US Letter", 8.5 * INCH, 11 * INCH)
PAPERS: dict[str, Paper] = {p.id: p for p in (A4, LETTER)}


def grid_origin(paper: Paper) -> tuple[float, float]:
    """Lower-left corner of the 3 x 3 card grid, centred on the sheet (cells touch: one cut each)."""
    return ((paper.width - GRID_COLS * CARD_W) / 2, (paper.height - GRID_ROWS * CARD_H) / 2)


def card_cells(paper: Paper) -> list[Rect]:
    """The nine card cells of a sheet, row by row from the top left."""
    x0, y0 = grid_origin(paper)
    return [
        Rect(x0 + col * CARD_W, y0 + (GRID_ROWS - 1 - row) * CARD_H, CARD_W, CARD_H)
        for row in range(GRID_ROWS)
        for col in range(GRID_COLS)
    ]


def grid_lines(paper: Paper) -> tuple[list[float], list[float]]:
    """The x of every vertical and the y of every horizontal line of the card grid."""
    x0, y0 = grid_origin(paper)
    return (
        [x0 + i * CARD_W for i in range(GRID_COLS + 1)],
        [y0 + i * CARD_H for i in range(GRID_ROWS + 1)],
    )

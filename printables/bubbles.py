"""Bubbles a pen fills beside a number on a score sheet, and the corner markers a camera finds.

A number up to `most` gets a line of bubbles per digit (hundreds, tens, units: as many as
`most` needs; the leading digit only up to `most`'s own leading digit); a number that can be
negative (the score pad's) gets a line above them with one bubble, the minus. Where a cell is too
narrow for a line of ten, a digit wraps onto two lines of five. The positions drawn are
returned as a `Spot`, in points, so that the reader rebuilds exactly what was printed.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from printables import fonts
from printables.paper import MM, Paper

PITCH_MIN = 1.9 * MM  # closer bubbles merge in a 2-megapixel photo of a whole page
PITCH_MAX = 2.6 * MM
RADIUS = 0.36  # of the pitch
MINUS = "−"  # the sign bubble's face (U+2212: as wide as a digit)
WRITE = 4.2 * MM  # room above the bubbles to write the number by hand
OUTLINE = HexColor("#8A8A8A")
FACE = HexColor("#B4B4B4")  # the digit inside a bubble: light, so an empty bubble stays light
MARKER = 7.5 * MM  # the ArUco markers' side (4 x 4 bits and a black border: six modules of 1.25 mm)
MARKER_INSET = 4.5 * MM  # from the paper's edges: inside what printers print
SHEET_MARGIN = 14 * MM  # a score sheet's margin: the markers and 2 mm of white around them
SHEET_MODULE = 0.8 * MM  # a score sheet's QR modules: read from a whole-page photo of 1 megapixel
# DICT_4X4_50's markers 0-3 (top left, top right, bottom right, bottom left), rows of bits from the top;
# tests/scan checks them against OpenCV's own dictionary.
MARKER_BITS = (
    ("1011", "0101", "0011", "0010"),
    ("0000", "1111", "1001", "1010"),
    ("0011", "0011", "0010", "1101"),
    ("1001", "1001", "0100", "0110"),
)


@dataclass(frozen=True)
class Spot:
    """A field as printed, in points from the page's lower left: its cell and each digit's bubbles."""

    key: str
    seat: int
    label: str
    cell: tuple[float, float, float, float]  # x, y, w, h
    digits: tuple[tuple[tuple[float, float], ...], ...]  # per digit, most significant first: centres of 0, 1, ...
    radius: float
    sign: tuple[float, float] | None = None  # the minus bubble's centre, on a number that can be negative


def digit_counts(most: int) -> list[int]:
    """How many bubbles each digit of a number up to `most` has, most significant first."""
    text = str(max(most, 1))
    return [int(text[0]) + 1 if len(text) > 1 else max(most, 1) + 1] + [10] * (len(text) - 1)


def _per_line(count: int, width: float) -> int:
    """Bubbles on one line: all of them, or half when the cell is too narrow for them at the least pitch."""
    return count if count * PITCH_MIN <= width - 1 * MM else (count + 1) // 2


def _pitch(counts: list[int], width: float) -> float:
    widest = max(_per_line(c, width) for c in counts)
    return max(PITCH_MIN, min(PITCH_MAX, (width - 1.2 * MM) / widest))


def pitch(most: int, width: float) -> float:
    """The distance between bubbles (and between their lines) of a number up to `most` in a cell `width` wide."""
    return _pitch(digit_counts(most), width)


def fits(most: int, width: float) -> bool:
    """Do a number's bubbles fit a cell this wide (ten on a line, or five)?"""
    return max(_per_line(c, width) for c in digit_counts(most)) * PITCH_MIN <= width - 0.8 * MM


def block(most: int, width: float, signed: bool = False) -> float:
    """The height of a number's bubbles in a cell `width` wide (and its minus line, when `signed`)."""
    counts = digit_counts(most)
    lines = sum(-(-c // _per_line(c, width)) for c in counts) + signed
    return lines * _pitch(counts, width) + 0.6 * MM


def need(most: int, width: float, signed: bool = False) -> float:
    """The height a cell `width` wide needs for a number up to `most`: bubbles and room to write."""
    return WRITE + block(most, width, signed)


_FORMS: weakref.WeakKeyDictionary[Canvas, dict[tuple[float, int], str]] = weakref.WeakKeyDictionary()


def form(c: Canvas, pitch: float, value: int) -> str:
    """One bubble with its digit, drawn once per document as a form (a sheet has hundreds of them)."""
    forms = _FORMS.setdefault(c, {})
    key = (round(pitch, 2), value)
    if key not in forms:
        name = f"bubble{len(forms)}"
        r = key[0] * RADIUS
        c.beginForm(name, lowerx=-r - 1, lowery=-r - 1, upperx=r + 1, uppery=r + 1)
        c.setLineWidth(0.35)
        c.setStrokeColor(OUTLINE)
        c.circle(0, 0, r, stroke=1, fill=0)
        c.setFillColor(FACE)
        c.setFont(fonts.REGULAR, key[0] * 0.55)
        c.drawCentredString(0, -key[0] * 0.19, MINUS if value < 0 else str(value))
        c.endForm()
        forms[key] = name
    return forms[key]


def draw(
    c: Canvas,
    spot: tuple[str, int, str],
    cell: tuple[float, float, float, float],
    most: int,
    box: tuple | None = None,
    signed: bool = False,
    pitch: float | None = None,
) -> Spot:
    """Draw a number's bubbles (`spot`: key, seat, label) at the bottom of `cell`; what was drawn, `box` its field.

    `signed`: a minus bubble on a line of its own above the digits, under the first digit's 0.
    `pitch`: closer than its own (`pitch(most, w)`), so that numbers side by side share their lines.
    """
    key, seat, label = spot
    x, y, w, _h = cell
    counts = digit_counts(most)
    own = _pitch(counts, w)
    pitch = min(pitch, own) if pitch else own
    r = pitch * RADIUS
    lines = [(d, line) for d, cnt in enumerate(counts) for line in range(-(-cnt // _per_line(cnt, w)))]
    top = y + 0.5 * MM + len(lines) * pitch  # the bubbles' block sits on the cell's bottom
    centres: list[list[tuple[float, float]]] = [[] for _c in counts]
    for i, (d, line) in enumerate(lines):
        per = _per_line(counts[d], w)
        values = range(line * per, min(counts[d], (line + 1) * per))
        cy = top - (i + 0.5) * pitch
        x0 = x + (w - len(values) * pitch) / 2 + pitch / 2
        centres[d] += [(x0 + k * pitch, cy) for k in range(len(values))]
    for row in centres:
        for v, (cx, cy) in enumerate(row):
            c.saveState()
            c.translate(cx, cy)
            c.doForm(form(c, pitch, v))
            c.restoreState()
    sign = None
    if signed:  # above the digits, in line with the widest line's first bubble
        sign = (min(cx for row in centres for cx, _cy in row), top + pitch / 2)
        c.saveState()
        c.translate(*sign)
        c.doForm(form(c, pitch, -1))
        c.restoreState()
    return Spot(key, seat, label, box or cell, tuple(tuple(row) for row in centres), r, sign)


def marker_boxes(paper: Paper) -> list[tuple[float, float]]:
    """Each corner marker's lower-left corner in points: top left, top right, bottom right, bottom left."""
    lo, right, top = MARKER_INSET, paper.width - MARKER_INSET - MARKER, paper.height - MARKER_INSET - MARKER
    return [(lo, top), (right, top), (right, lo), (lo, lo)]


def draw_markers(c: Canvas, paper: Paper) -> None:
    """The four corner markers, each a black square holding its 4 x 4 bits."""
    m = MARKER / 6
    c.setFillColorRGB(0, 0, 0)
    for (x, y), bits in zip(marker_boxes(paper), MARKER_BITS, strict=True):
        path = c.beginPath()
        path.rect(x, y, MARKER, m)  # the border, as four strips
        path.rect(x, y + MARKER - m, MARKER, m)
        path.rect(x, y + m, m, MARKER - 2 * m)
        path.rect(x + MARKER - m, y + m, m, MARKER - 2 * m)
        for i, row in enumerate(bits):
            for j, bit in enumerate(row):
                if bit == "0":  # OpenCV's bit 1 is white
                    path.rect(x + (j + 1) * m, y + MARKER - (i + 2) * m, m, m)
        c.drawPath(path, stroke=0, fill=1)

"""Drawing blocks: one `_draw_*` function per block type, each measuring when `c` is None.

Sizes are relative to the body size, so a whole region shrinks to fit by one number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from printables import fonts, measure
from printables.layout import Block, Bullets, Heading, Note, Table, Text
from printables.text import draw_line, runs, wrap_markup

INK = HexColor("#1b1b1b")
ACCENT = HexColor("#8a3313")
MUTED = HexColor("#5f5f5f")
TINT = HexColor("#f3ece4")
RULE = HexColor("#b9b0a6")
LEADING = 1.22


def _lines(
    c: Canvas | None,
    markup: str,
    x: float,
    top: float,
    width: float,
    size: float,
    bold: bool = False,
    color: Color = INK,
) -> float:
    lines = wrap_markup(markup, bold, size, width)
    if c is not None:
        for text, font in runs(markup, bold):  # a word wider than its column is cut: note it
            for word in text.split():
                measure.note(word, width, fonts.width(word, font, size), size, "word")
        c.setFillColor(color)
        for i, line in enumerate(lines):
            draw_line(c, line, x, top - size - i * size * LEADING, size)
    return len(lines) * size * LEADING


def _draw_heading(c: Canvas | None, b: Heading, x: float, top: float, w: float, size: float) -> float:
    hsize = size * (1.3 if b.level == 1 else 1.08)
    h = _lines(c, b.text, x, top, w, hsize, bold=True, color=ACCENT if b.level == 1 else INK)
    if b.level == 1:
        if c is not None:
            c.setStrokeColor(ACCENT)
            c.setLineWidth(0.5)
            c.line(x, top - h - size * 0.1, x + w, top - h - size * 0.1)
        h += size * 0.2
    return h


def _draw_text(c: Canvas | None, b: Text, x: float, top: float, w: float, size: float) -> float:
    return _lines(c, b.text, x, top, w, size)


def _draw_bullets(c: Canvas | None, b: Bullets, x: float, top: float, w: float, size: float) -> float:
    indent = size * (1.5 if b.numbered else 1.0)
    y = top
    for i, item in enumerate(b.items):
        if c is not None:
            mark = f"{b.start + i}." if b.numbered else "•"
            c.setFillColor(ACCENT)
            c.setFont(fonts.BOLD, size)
            c.drawString(x, y - size, mark)
            measure.note(mark, indent, fonts.width(mark + " ", fonts.BOLD, size), size)
        y -= _lines(c, item, x + indent, y, w - indent, size) + size * 0.15
    return top - y - size * 0.15


def _cell_lines(cell: str, size: float, width: float, bold: bool) -> int:
    return len(wrap_markup(cell, bold, size, width))


def _longest_word(cell: str, size: float, bold: bool) -> float:
    return max((fonts.width(tok, font, size) for text, font in runs(cell, bold) for tok in text.split()), default=0.0)


def column_widths(b: Table, w: float, size: float) -> list[float]:
    """The table's relative widths, widened where a column's longest word would be cut."""
    ncols = max(len(r) for r in [b.header, *b.rows] if r)
    rel = list(b.widths) or [1.0] * ncols
    widths = [w * r / sum(rel) for r in rel]
    pad = size * 0.3
    mins = [
        max(
            _longest_word(row[i], size, bool(b.header) and row is b.header) if i < len(row) else 0
            for row in [b.header, *b.rows]
            if row
        )
        + 2 * pad
        + 0.5
        for i in range(ncols)
    ]
    if sum(mins) >= w:
        return [w * m / sum(mins) for m in mins]
    for _ in range(ncols):  # widen the narrow columns, taking from the others in proportion
        short = [i for i in range(ncols) if widths[i] < mins[i] - 1e-6]
        if not short:
            break
        need = sum(mins[i] - widths[i] for i in short)
        spare = [i for i in range(ncols) if i not in short]
        pool = sum(widths[i] - mins[i] for i in spare)
        for i in short:
            widths[i] = mins[i]
        for i in spare:
            widths[i] -= need * (widths[i] - mins[i]) / pool if pool > 0 else 0
    return widths


def _draw_table(c: Canvas | None, b: Table, x: float, top: float, w: float, size: float) -> float:
    widths = column_widths(b, w, size)
    pad = size * 0.3
    y = top
    for k, row in enumerate([b.header, *b.rows] if b.header else b.rows):
        head = bool(b.header) and k == 0
        n = max(_cell_lines(cell, size, cw - 2 * pad, head) for cell, cw in zip(row, widths, strict=False))
        rh = n * size * LEADING + pad
        if c is not None:
            if head:
                c.setFillColor(TINT)
                c.rect(x, y - rh, w, rh, stroke=0, fill=1)
            cx = x
            for cell, cw in zip(row, widths, strict=False):
                _lines(c, cell, cx + pad, y - pad * 0.5, cw - 2 * pad, size, bold=head)
                cx += cw
            c.setStrokeColor(RULE)
            c.setLineWidth(0.3)
            c.line(x, y - rh, x + w, y - rh)
        y -= rh
    return top - y


def _draw_note(c: Canvas | None, b: Note, x: float, top: float, w: float, size: float) -> float:
    pad = size * 0.4
    markup = f"**{b.label}:** {b.text}" if b.label else b.text
    h = len(wrap_markup(markup, False, size, w - 2 * pad)) * size * LEADING + 2 * pad
    if c is not None:
        c.setFillColor(TINT)
        c.setStrokeColor(ACCENT)
        c.setLineWidth(0.4)
        c.rect(x, top - h, w, h, stroke=0, fill=1)
        c.line(x, top - h, x, top)
        _lines(c, markup, x + pad, top - pad, w - 2 * pad, size)
    return h


_DRAW: dict[type, Callable[..., float]] = {
    Heading: _draw_heading,
    Text: _draw_text,
    Bullets: _draw_bullets,
    Table: _draw_table,
    Note: _draw_note,
}


def height(block: Block, width: float, size: float) -> float:
    """The height `block` takes in a column `width` wide at body size `size`."""
    return _DRAW[type(block)](None, block, 0.0, 0.0, width, size)


def draw(c: Canvas, block: Block, x: float, top: float, width: float, size: float) -> float:
    """Draw `block` with its top at `top`; return its height."""
    return _DRAW[type(block)](c, block, x, top, width, size)


def gap_before(block: Any, size: float) -> float:
    """Space above a block that follows another (more above a section heading)."""
    if isinstance(block, Heading):
        return size * (0.9 if block.level == 1 else 0.6)
    return size * 0.45

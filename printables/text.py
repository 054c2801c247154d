"""Setting text: `**bold**` runs, word wrap, and single lines shrunk to fit their box."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from reportlab.pdfgen.canvas import Canvas

from printables import fonts, measure, scripts

Run = tuple[str, str]  # (text, font)
_TOKEN = re.compile(r"\S+\s*|\s+")


def runs(markup: str, bold: bool = False) -> list[Run]:
    """Split `a **b** c` into runs of regular and bold text."""
    out: list[Run] = []
    for i, part in enumerate(markup.split("**")):
        if part:
            out.append((part, fonts.BOLD if bold or i % 2 else fonts.REGULAR))
    return out


def _tokens(rs: list[Run]) -> list[Run]:
    return [(tok, font) for text, font in rs for tok in _TOKEN.findall(text)]


def _break_word(tok: str, font: str, size: float, width: float) -> list[str]:
    """A word wider than the line, cut into pieces that fit (names without spaces, URLs)."""
    pieces, cur = [], ""
    for ch in tok:
        if cur and fonts.width(cur + ch, font, size) > width:
            pieces.append(cur)
            cur = ""
        cur += ch
    return [*pieces, cur]


def wrap(rs: list[Run], size: float, width: float) -> list[list[Run]]:
    """Lines of runs no wider than `width` at `size` points (words move, long words break)."""
    lines: list[list[Run]] = [[]]
    used = 0.0
    for tok, font in _tokens(rs):
        if not lines[-1] and not tok.strip():
            continue  # no line starts with a space
        w = fonts.width(tok.rstrip(), font, size)
        if lines[-1] and used + w > width:
            lines.append([])
            used = 0.0
            if not tok.strip():
                continue
        if not lines[-1] and w > width:
            for piece in _break_word(tok.rstrip(), font, size, width):
                if lines[-1]:
                    lines.append([])
                lines[-1].append((piece, font))
            used = fonts.width(lines[-1][-1][0], font, size)
            continue
        lines[-1].append((tok, font))
        used += fonts.width(tok, font, size)
    return [line for line in lines if line] or [[]]


@lru_cache(maxsize=8192)
def wrap_markup(markup: str, bold: bool, size: float, width: float) -> tuple[tuple[Run, ...], ...]:
    """`wrap(runs(markup, bold), size, width)`, remembered: shrink-to-fit asks the same many times."""
    return tuple(tuple(line) for line in wrap(runs(markup, bold), size, width))


def _draw_runs(c: Canvas, rs: Sequence[Run], x: float, y: float, size: float) -> None:
    t = c.beginText(x, y)
    for text, font in rs:
        t.setFont(font, size)
        t.textOut(text)
    c.drawText(t)


def draw_line(c: Canvas, line: Sequence[Run], x: float, y: float, size: float) -> None:
    """Set one line of runs with its baseline at (x, y) (right-to-left text and fallback fonts too)."""
    _draw_runs(c, [r for text, font in line for r in scripts.visual_runs(text, font)], x, y, size)


def fit_size(text: str, font: str, size: float, width: float, minimum: float = 0.0) -> float:
    """`size`, or smaller (down to `minimum`) so that one line of `text` fits in `width`."""
    w = fonts.width(text, font, size)
    return size if w <= width else max(minimum, size * width / w * 0.999)


def fit_line(
    c: Canvas,
    text: str,
    font: str,
    size: float,
    x: float,
    y: float,
    width: float,
    align: str = "left",
    minimum: float | None = None,
) -> float:
    """Draw one line at `size` or shrunk to fit `width` (down to `minimum`, by default
    `measure.smallest(size)`; what still does not fit is noted as overflow); return the size used."""
    size = fit_size(text, font, size, width, measure.smallest(size) if minimum is None else minimum)
    c.setFont(font, size)
    needed = fonts.width(text, font, size)
    measure.note(text, width, needed, size)
    room = max(0.0, width - needed)
    start = x + (room / 2 if align == "center" else room if align == "right" else 0.0)
    _draw_runs(c, scripts.visual_runs(text, font), start, y, size)
    return size

"""A score sheet's players, over its grid and under its title, in sizes that read on paper.

The grid's header prints every player's name at one size: the names shrink together (never
under 8 pt) and wrap onto two lines, a third only for a word too long for the column. The names
line under the title stays at a legible 7.5 pt on up to two lines; names that do not fit are
counted ("+3 more") rather than shrunk, since each one is over its column anyway.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from companion.i18n import _
from printables import fonts
from printables.blocks import INK, MUTED, RULE, TINT
from printables.layout import ScoreSheet
from printables.paper import MM
from printables.render import Doc
from printables.text import fit_line

HEAD = 12 * MM
SUBHEAD = 4.5 * MM
NAME_MAX = 9.5  # pt: a short name's size
NAME_MIN = 8.0  # pt: the least size a name shrinks to (a longer one wraps instead)
NAME_PAD = 1.4 * MM  # a name's margin in its column, both sides together
LINE_SIZE = 7.5  # pt: the names line under the title
LINE_LEADING = 8.8
SEPARATOR = ", "


def head_h(sheet: ScoreSheet) -> float:
    """The header's height: the names, and the sub-columns' headings when the sheet has them."""
    return HEAD + (SUBHEAD if sheet.subcolumns else 0)


def _lines(name: str, size: float, width: float) -> list[str]:
    """A name's lines at `size` in `width`: it breaks after a space or a hyphen, a word too long anywhere."""
    lines = [""]
    for token in re.findall(r"[^\s-]*-+\s*|\S+\s*", name):
        if lines[-1] and fonts.width((lines[-1] + token).rstrip(), fonts.BOLD, size) > width:
            lines.append("")
        for ch in token:  # a character at a time only when the token alone is too wide
            if lines[-1] and fonts.width((lines[-1] + ch).rstrip(), fonts.BOLD, size) > width:
                lines.append("")
            lines[-1] += ch
    return [line.strip() for line in lines if line.strip()]


def name_size(names: Sequence[str], width: float) -> float:
    """One size for every name in the header: the largest at which each fits two lines uncut (at least 8 pt)."""

    def fits(name: str, size: float) -> bool:  # two lines, no word cut
        words = re.findall(r"[^\s-]+-*", name) or [""]
        return len(_lines(name, size, width)) <= 2 and max(fonts.width(w, fonts.BOLD, size) for w in words) <= width

    size = NAME_MAX
    while size > NAME_MIN and not all(fits(n, size) for n in names if n):
        size -= 0.25
    return max(size, NAME_MIN)


def _name(c: Canvas, name: str, x: float, middle: float, width: float, size: float) -> None:
    """A player's name centred on `middle`, at `size`, on as few lines as it needs (at most three)."""
    lines = _lines(name, size, width)[:3]
    leading = size * (1.1 if len(lines) < 3 else 1.0)
    first = middle + (len(lines) - 1) * leading / 2 - size * 0.36
    for i, line in enumerate(lines):
        fit_line(c, line, fonts.BOLD, size, x, first - i * leading, width, align="center", minimum=0)


def _sub_heads(c: Canvas, subs: Sequence[str], x: float, top: float, col_w: float) -> None:
    """A player's sub-column headings (Tips, Pubs, Fans), a thin line between each two."""
    sub_w = col_w / max(len(subs), 1)
    c.setFillColor(MUTED)
    for j, sub in enumerate(subs):
        y = top - HEAD - SUBHEAD + 1.4 * MM
        fit_line(c, sub, fonts.BOLD, 6.5, x + j * sub_w + 0.3 * MM, y, sub_w - 0.6 * MM, align="center")
    c.setStrokeColor(RULE)
    c.setLineWidth(0.3)
    for j in range(1, len(subs)):  # the lines of the rows below, carried up through the headings
        c.line(x + j * sub_w, top - HEAD, x + j * sub_w, top - HEAD - SUBHEAD)


def header(doc: Doc, sheet: ScoreSheet, x0: float, top: float, label_w: float, col_w: float, seats: range) -> None:
    """The grid's header: "Player" over the labels, then each player's colour and name (or a line to write it)."""
    c, ctx = doc.c, doc.ctx
    c.setFillColor(TINT)
    c.rect(x0, top - head_h(sheet), label_w + col_w * len(seats), head_h(sheet), stroke=0, fill=1)
    c.setFillColor(INK)
    fit_line(c, sheet.columns_label or _("Player"), fonts.BOLD, 9, x0 + 2 * MM, top - HEAD / 2 - 3, label_w - 4 * MM)
    names = [ctx.names[s] if s < len(ctx.names) else "" for s in seats]
    size = name_size(names, col_w - NAME_PAD)
    for k, (seat, name) in enumerate(zip(seats, names, strict=True)):
        x = x0 + label_w + k * col_w
        _sub_heads(c, sheet.subcolumns, x, top, col_w)
        if seat < len(ctx.colors) and ctx.colors[seat]:
            c.setFillColor(HexColor(ctx.colors[seat]))
            c.rect(x + 1.5 * MM, top - 2.3 * MM, col_w - 3 * MM, 1.2 * MM, stroke=0, fill=1)
        if name:
            c.setFillColor(INK)
            _name(c, name, x + NAME_PAD / 2, top - (HEAD + 2.3 * MM) / 2, col_w - NAME_PAD, size)  # under the colour
        else:  # a line to write the name on
            c.setStrokeColor(RULE)
            c.setLineWidth(0.4)
            c.line(x + 2 * MM, top - HEAD + 3.5 * MM, x + col_w - 2 * MM, top - HEAD + 3.5 * MM)
            c.setFillColor(MUTED)
            label = _("name {n}").format(n=seat + 1)
            fit_line(c, label, fonts.REGULAR, 5.5, x + 2 * MM, top - HEAD + 1.2 * MM, col_w - 4 * MM, align="center")


def _more(left: int) -> str:
    return SEPARATOR + _("+{n} more").format(n=left)


def names_line(c: Canvas, lead: str, names: Sequence[str], x: float, y: float, width: float) -> int:
    """`lead` and the players' names under the title, baseline `y`, on up to two lines; how many lines it took."""
    items = [lead, *(n for n in names if n)]
    lines: list[str] = [""]
    for i, item in enumerate(items):
        joined = f"{lines[-1]}{SEPARATOR if lines[-1] else ''}{item}"
        if not lines[-1] or fonts.width(joined, fonts.REGULAR, LINE_SIZE) <= width:
            lines[-1] = joined
            continue
        if len(lines) == 2:  # no third line: count the rest (each is over its own column below)
            left = len(items) - i
            while SEPARATOR in lines[-1] and fonts.width(lines[-1] + _more(left), fonts.REGULAR, LINE_SIZE) > width:
                lines[-1], left = lines[-1].rpartition(SEPARATOR)[0], left + 1
            lines[-1] += _more(left)
            break
        lines.append(item)
    c.setFillColor(MUTED)
    for i, line in enumerate(lines):
        fit_line(c, line, fonts.REGULAR, LINE_SIZE, x, y - i * LINE_LEADING, width, minimum=0)
    return len(lines)

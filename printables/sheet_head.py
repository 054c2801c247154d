"""A score sheet's players, over its grid and under its title, in sizes that read on paper.

The grid's header prints every player's name at one size: the names shrink together (never
under 8 pt) and wrap onto two lines, between words or after a hyphen, never inside a word. A name
still too long sets alone in a smaller size (down to 6 pt, 3/4 of 8 pt as for any line), on as many
lines as the header holds; only a word wider than its column even then is cut, with a hyphen. The names
line under the title stays at a legible 7.5 pt on up to two lines; names that do not fit are
counted ("+3 more") rather than shrunk, since each one is over its column anyway.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from companion.i18n import _
from printables import fonts, measure
from printables.blocks import INK, MUTED, RULE, TINT
from printables.layout import ScoreSheet
from printables.paper import MM
from printables.render import Doc
from printables.text import fit_line

HEAD = 12 * MM
SUBHEAD = 4.5 * MM
NAME_MAX = 9.5  # pt: a short name's size
NAME_MIN = 8.0  # pt: the least size the header's names share (a longer one wraps instead)
NAME_FLOOR = measure.smallest(NAME_MIN)  # 6 pt: a name too long for three lines at 8 pt shrinks alone, to this
NAME_BAR = 2.3 * MM  # the player's colour over the name
NAME_ROOM = HEAD - NAME_BAR - 1.2 * MM  # the height a name's lines may take under the colour bar
NAME_PAD = 1.4 * MM  # a name's margin in its column, both sides together
LINE_SIZE = 7.5  # pt: the names line under the title
LINE_LEADING = 8.8
SEPARATOR = ", "


def head_h(sheet: ScoreSheet) -> float:
    """The header's height: the names, and the sub-columns' headings when the sheet has them."""
    return HEAD + (SUBHEAD if sheet.subcolumns else 0)


def _lines(name: str, size: float, width: float) -> list[str]:
    """A name's lines at `size` in `width`: it breaks only after a space or a hyphen, never inside a word."""
    lines = [""]
    for token in re.findall(r"[^\s-]*-+\s*|\S+\s*", name):
        if lines[-1] and fonts.width((lines[-1] + token).rstrip(), fonts.BOLD, size) > width:
            lines.append("")
        lines[-1] += token
    return [line.strip() for line in lines if line.strip()]


def _leading(size: float, lines: int) -> float:
    return size * (1.1 if lines < 3 else 1.0)


def _most(size: float) -> int:
    """How many lines of a name fit under the colour bar at `size` (at least two)."""
    n = 2
    while (n) * _leading(size, n + 1) + size <= NAME_ROOM:
        n += 1
    return n


def _fits(name: str, size: float, width: float, most: int) -> bool:
    """Whether `name` sets at `size` in `width` on at most `most` lines, every word whole."""
    lines = _lines(name, size, width)
    return len(lines) <= most and all(fonts.width(line, fonts.BOLD, size) <= width for line in lines)


def name_size(names: Sequence[str], width: float) -> float:
    """One size for every name in the header: the largest at which each fits two lines uncut (at least 8 pt)."""
    size = NAME_MAX
    while size > NAME_MIN and not all(_fits(n, size, width, 2) for n in names if n):
        size -= 0.25
    return max(size, NAME_MIN)


def own_size(name: str, size: float, width: float) -> float:
    """The size a name prints at: the header's `size`, or smaller (down to NAME_FLOOR) until it fits
    its column on the lines there is room for, every word whole."""
    while size > NAME_FLOOR and not _fits(name, size, width, _most(size)):
        size = max(NAME_FLOOR, size - 0.25)
    return size


def _hyphenate(line: str, size: float, width: float) -> list[str]:
    """A word too wide for its column even at the floor: cut into pieces that fit, each cut marked by a hyphen."""
    pieces, cur = [], ""
    for ch in line:
        if cur and fonts.width(cur + ch + "-", fonts.BOLD, size) > width:
            pieces.append(cur + "-")
            cur = ""
        cur += ch
    return [*pieces, cur]


def name_lines(name: str, size: float, width: float) -> list[str]:
    """A name's lines at `size` (see own_size): words whole; only a word wider than the column at the
    floor is cut, with a hyphen, and noted as a word too wide (no letter is ever dropped)."""
    out: list[str] = []
    for line in _lines(name, size, width):
        if fonts.width(line, fonts.BOLD, size) <= width:
            out.append(line)
            continue
        measure.note(line, width, fonts.width(line, fonts.BOLD, size), size, kind="word")
        out += _hyphenate(line, size, width)
    return out


def _name(c: Canvas, name: str, x: float, middle: float, width: float, size: float) -> None:
    """A player's name centred on `middle`, at `size` or smaller, whole, on as many lines as it needs."""
    size = own_size(name, size, width)
    lines = name_lines(name, size, width)
    leading = _leading(size, len(lines))
    first = middle + (len(lines) - 1) * leading / 2 - size * 0.36
    for i, line in enumerate(lines):
        fit_line(c, line, fonts.BOLD, size, x, first - i * leading, width, align="center", minimum=size)


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
            _name(c, name, x + NAME_PAD / 2, top - (HEAD + NAME_BAR) / 2, col_w - NAME_PAD, size)  # under the colour
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

"""How a score sheet tells a player to fill its bubbles: an instruction under its title, a tag per bubble row.

Every bubble row gets its place value (×100, ×10, ×1) at the right edge of the label column, on the
row's own height, so the first player's bubbles sit just right of it and the others' line up with it.
The instruction (three short lines and a filled example, 27) sits in the header beside the QR code,
well away from the corner markers and the code's quiet zone.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas

from companion.i18n import N_, _
from printables import bubbles, fonts
from printables.blocks import INK, MUTED
from printables.bubbles import Spot
from printables.layout import ScoreSheet
from printables.paper import MM
from printables.text import fit_line

TAG_SIZE = 6.0  # pt: the least size that still reads on paper at arm's length
TAG_GAP = 1.6 * MM  # between a tag and the grid's rule: the reader looks for that rule beside the cells
TAG_MAX = 13 * MM  # the most of the label column the tags take: a narrow column keeps room for its label
TEXT_SIZE = 7.0
INSTRUCTION = (
    N_("Write the number, then fill one bubble for each digit:"),
    N_("×10 the tens, ×1 the units (27: fill 2 and 7)."),
    N_("Then photograph the page in the app: “Scan a score sheet”."),
)
EXAMPLE = 27  # the example the instruction names
EXAMPLE_PITCH = bubbles.PITCH_MIN


def tag(place: int) -> str:
    """A digit's tag: ×1 for units, ×10 for tens, ×100 for hundreds."""
    return f"×{10**place}"


def _names(sheet: ScoreSheet, keys: Sequence[str], stacked: bool) -> list[str]:
    """Each field's sub-column name, when a row's sub-columns are stacked (else which is which is plain)."""
    if not stacked:
        return [""] * len(keys)
    subs = dict(zip(sheet.subkeys, sheet.subcolumns, strict=False))
    return [subs.get(k.rpartition(".")[2], "") for k in keys]


def room(sheet: ScoreSheet, cells: Sequence[tuple[str, float, float, int, float]]) -> float:
    """How much of the label column a row's tags take (0 for a row without bubbles); `cells` as score._cells."""
    if not cells:
        return 0.0
    stacked = len(cells) > 1 and all(dx == 0.0 for _k, dx, *_rest in cells)
    names = _names(sheet, [k for k, *_rest in cells], stacked)
    widest = max(
        fonts.width(f"{name} {tag(len(bubbles.digit_counts(most)) - 1)}", fonts.REGULAR, TAG_SIZE)
        for name, (_k, _dx, _w, most, _l) in zip(names, cells, strict=True)
    )
    # At most TAG_MAX: the row's own label comes first (a longer sub-column name shrinks, then overflows).
    return min(widest, TAG_MAX) + TAG_GAP  # the label keeps its own 2 mm before its box's end: the gap


def tags(spot: Spot) -> list[tuple[float, str]]:
    """Each line's tag (the minus line's, then every digit's, on each of its lines when it wraps onto two)
    and the height of the line's centre, for one drawn field."""
    n = len(spot.digits)
    sign = [(spot.sign[1], bubbles.MINUS)] if spot.sign else []  # the minus line: its own tag, "−"
    return sign + [
        (y, tag(n - 1 - d)) for d, row in enumerate(spot.digits) for y in dict.fromkeys(cy for _x, cy in row)
    ]


def draw_tags(c: Canvas, sheet: ScoreSheet, spots: Sequence[Spot], right: float, width: float) -> None:
    """The tags of one row's fields (one player's), right-aligned at `right` in `width`, each on its bubble line."""
    stacked = len(spots) > 1 and len({s.cell[0] for s in spots}) == 1
    placed: dict[float, tuple[str, str]] = {}
    for name, spot in zip(_names(sheet, [s.key for s in spots], stacked), spots, strict=True):
        for i, (y, text) in enumerate(tags(spot)):  # side-by-side sub-columns share their lines: one tag a height
            same = next((other for other in placed if abs(y - other) < 2), None)
            if same is None:
                placed[y] = (name if i == 0 else "", text)
            elif text not in placed[same][1].split("/"):  # another place value on that line: both
                placed[same] = (placed[same][0], f"{placed[same][1]}/{text}")
    c.setFillColor(MUTED)
    tag_w = fonts.width(tag(2), fonts.REGULAR, TAG_SIZE) + 0.5
    for y, (name, text) in placed.items():
        base = y - TAG_SIZE * 0.36
        fit_line(c, text, fonts.REGULAR, TAG_SIZE, right - tag_w, base, tag_w, align="right")
        if name:  # the stacked sub-column's name, before its first tag
            used = fonts.width(f" {text}", fonts.REGULAR, TAG_SIZE)
            fit_line(c, name, fonts.REGULAR, TAG_SIZE, right - width + TAG_GAP, base, width - TAG_GAP - used, "right")


def _example(c: Canvas, x: float, top: float) -> float:
    """The number 27 written and filled as the instruction says; its width."""
    pitch, tag_w = EXAMPLE_PITCH, fonts.width(tag(1), fonts.REGULAR, TAG_SIZE) + 1 * MM
    c.setFillColor(INK)
    c.setFont(fonts.BOLD, 8)
    c.drawCentredString(x + tag_w + 5 * pitch, top - 7, str(EXAMPLE))
    for line, digit in enumerate(divmod(EXAMPLE, 10)):
        cy = top - 9.5 - (line + 0.5) * pitch
        c.setFillColor(MUTED)
        c.setFont(fonts.REGULAR, TAG_SIZE)
        c.drawRightString(x + tag_w - 1 * MM, cy - TAG_SIZE * 0.36, tag(1 - line))
        for v in range(10):
            c.saveState()
            c.translate(x + tag_w + (v + 0.5) * pitch, cy)
            c.doForm(bubbles.form(c, pitch, v))
            if v == digit:  # filled as a pen fills it
                c.setFillColor(INK)
                c.circle(0, 0, pitch * bubbles.RADIUS, stroke=0, fill=1)
            c.restoreState()
    return tag_w + 10 * pitch


def draw_instruction(c: Canvas, x: float, top: float, width: float) -> None:
    """The instruction with its example, in the header's free room under the subtitle (`top` its top)."""
    used = _example(c, x, top) + 3 * MM
    c.setFillColor(INK)
    for i, line in enumerate(INSTRUCTION):
        fit_line(c, _(line), fonts.REGULAR, TEXT_SIZE, x + used, top - 7 - i * 8.8, width - used)

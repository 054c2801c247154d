"""Card sheets: poker-size cells, nine to a sheet, crop marks, and backs laid out for fold-over.

A two-sided card takes two cells of one column: its front in the top row, its back in the
row below, turned 180°, so folding along the dashed line puts the back behind the front.
No duplex printing, so no back can drift off its front. One-sided cards fill the other cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color, white

from companion.i18n import _
from printables import flow, fonts
from printables.blocks import ACCENT, INK, MUTED, RULE
from printables.layout import Block, Card
from printables.paper import CALIBRATION, CARD_H, CARD_W, GRID_COLS, MM, Rect, card_cells, grid_lines
from printables.qr import MIN_MODULE, side
from printables.render import PRINT_AT_100, Doc, calibration_bar
from printables.text import fit_line

BODY = 7.0
SMALLEST = 4.8
PAD = 3 * MM
MARK = 4 * MM  # crop mark length
MARK_GAP = 1.5 * MM  # between the grid and a mark


@dataclass(frozen=True)
class Face:
    """One side of one copy of a card, in one cell."""

    card: Card
    back: bool
    number: int  # 1-based, within the set
    total: int
    owner: str = ""


def pack(cards: Sequence[Card], owners: Sequence[str] = ("",)) -> list[dict[int, Face]]:
    """Sheets of cells -> faces: one copy of the set per owner; two-sided cards fold top to middle."""
    total = len(cards)
    pairs = [(c, i + 1, o) for o in owners for i, c in enumerate(cards) if c.back]
    singles = [(c, i + 1, o) for o in owners for i, c in enumerate(cards) if not c.back]
    sheets: list[dict[int, Face]] = []
    while pairs or singles:
        sheet: dict[int, Face] = {}
        if pairs:
            for col in range(GRID_COLS):
                if pairs:
                    c, n, o = pairs.pop(0)
                    sheet[col] = Face(c, False, n, total, o)
                    sheet[col + GRID_COLS] = Face(c, True, n, total, o)
            free = range(2 * GRID_COLS, 3 * GRID_COLS)
        else:
            free = range(3 * GRID_COLS)
        for cell in free:
            if singles:
                c, n, o = singles.pop(0)
                sheet[cell] = Face(c, False, n, total, o)
        sheets.append(sheet)
    return sheets


def _face(doc: Doc, face: Face, cell: Rect) -> None:
    """Draw one face in a cell whose lower-left corner is the origin."""
    c, ctx = doc.c, doc.ctx
    inner = Rect(0, 0, cell.w, cell.h).inset(PAD)
    c.setFillColor(MUTED)
    fit_line(c, ctx.title.upper(), fonts.REGULAR, 5.2, inner.x, inner.top - 5, inner.w * 0.72)
    number = _("{n}/{total} · back") if face.back else "{n}/{total}"
    fit_line(
        c,
        number.format(n=face.number, total=face.total),
        fonts.REGULAR,
        5.2,
        inner.x + inner.w * 0.72,
        inner.top - 5,
        inner.w * 0.28,
        align="right",
    )
    title = face.card.title
    if face.back:
        title = face.card.back_title or _("{title} (continued)").format(title=face.card.title)
    c.setFillColor(ACCENT)
    fit_line(c, title, fonts.BOLD, 9.5, inner.x, inner.top - 15, inner.w)
    c.setStrokeColor(ACCENT)
    c.setLineWidth(0.5)
    rule = inner.top - 18.5
    c.line(inner.x, rule, inner.right, rule)
    body_top = rule - 2.5
    items: Sequence[Block] = face.card.back if face.back else face.card.front
    if face.back:
        regions = [Rect(inner.x, inner.y, inner.w, body_top - inner.y)]
    else:
        q = side(ctx.url, MIN_MODULE)
        doc.qr.draw(ctx.url, inner.right - q + 1.5 * MM, inner.y - 1.5 * MM, q)  # quiet zone in the pad
        caption = 7.0
        regions = [
            Rect(inner.x, inner.y + q - 1.5 * MM, inner.w, body_top - inner.y - q + 1.5 * MM),
            Rect(inner.x, inner.y + caption, inner.w - q + 1 * MM, q - 1.5 * MM - caption - 1),
        ]
        c.setFillColor(MUTED)
        hint = ctx.scan_hint + (f" · {face.owner}" if face.owner else "")
        fit_line(c, hint, fonts.REGULAR, 5.2, inner.x, inner.y + 1, regions[1].w, minimum=0 if face.owner else None)
    size, placed = flow.fit(items, regions, BODY, SMALLEST)
    flow.draw(c, placed, regions, size)
    doc.used(size)


def _marks(doc: Doc, folds: bool) -> None:
    """Crop marks in the margins at every cut line; fold marks at the fold line."""
    c, paper = doc.c, doc.ctx.paper
    xs, ys = grid_lines(paper)
    bottom, top, left, right = ys[0], ys[-1], xs[0], xs[-1]
    c.setStrokeColor(INK)
    c.setLineWidth(0.3)
    for x in xs:
        c.line(x, top + MARK_GAP, x, top + MARK_GAP + MARK)
        c.line(x, bottom - MARK_GAP, x, bottom - MARK_GAP - MARK)
    for i, y in enumerate(ys):
        fold = folds and i == len(ys) - 2  # between the top row (fronts) and the row of backs
        c.setDash(1.5, 1) if fold else c.setDash()
        c.setStrokeColor(ACCENT if fold else INK)
        c.line(left - MARK_GAP, y, left - MARK_GAP - MARK, y)
        c.line(right + MARK_GAP, y, right + MARK_GAP + MARK, y)
    c.setDash()


def _along(
    doc: Doc, x: float, y0: float, y1: float, text: str, font: str, color: Color, minimum: float | None = None
) -> None:
    """A line of text reading upwards from y0 to at most y1, its baseline at page x."""
    c = doc.c
    c.saveState()
    c.translate(x, y0)
    c.rotate(90)
    c.setFillColor(color)
    fit_line(c, text, font, 6, 0, 0, y1 - y0, minimum=minimum)
    c.restoreState()


def _side_notes(doc: Doc, page: int, pages: int) -> None:
    """In the crop-mark bands, between the marks: the 50 mm bar and "print at 100 %" on the
    left, what to cut and fold on the right."""
    ctx = doc.ctx
    xs, ys = grid_lines(ctx.paper)
    band = xs[0] - MARK_GAP  # the left band's edge nearest the grid
    mid = (ys[1] + ys[2]) / 2
    calibration_bar(doc.c, band, mid - CALIBRATION / 2 - 3 * MM, vertical=True)
    _along(doc, band - 0.8 * MM, ys[2] + 2 * MM, ys[3] - 2 * MM, _(PRINT_AT_100), fonts.BOLD, INK)
    _along(doc, band - 0.8 * MM, ys[0] + 2 * MM, ys[1] - 2 * MM, _(PRINT_AT_100), fonts.BOLD, INK)
    right = xs[-1] + MARK_GAP + 3.2 * MM
    what = _("{title} · player aid cards · {page}/{pages}").format(title=ctx.title, page=page, pages=pages)
    _along(doc, right, ys[2] + 2 * MM, ys[3] - 2 * MM, what, fonts.BOLD, INK)
    cut = _("Cut the solid lines · fold the dashed line · glue")
    _along(doc, right, ys[1] + 2 * MM, ys[2] - 2 * MM, cut, fonts.REGULAR, MUTED)
    scan = f"{ctx.scan_hint}: {ctx.url}"  # the URL is the server's: shrink as far as it needs
    _along(doc, right, ys[0] + 2 * MM, ys[1] - 2 * MM, scan, fonts.REGULAR, MUTED, minimum=0)


def draw(doc: Doc, sheet: dict[int, Face], page: int, pages: int) -> None:
    """Draw one sheet of cards."""
    c = doc.c
    cells = card_cells(doc.ctx.paper)
    doc.cells = len(sheet)
    for i, face in sorted(sheet.items()):
        cell = cells[i]
        c.saveState()
        if face.back:  # turned 180° so it reads upright once folded behind its front
            c.translate(cell.right, cell.top)
            c.rotate(180)
        else:
            c.translate(cell.x, cell.y)
        _face(doc, face, cell)
        c.restoreState()
    c.setStrokeColor(RULE)
    c.setLineWidth(0.3)
    for i in sorted(sheet):
        cell = cells[i]
        c.rect(cell.x, cell.y, CARD_W, CARD_H, stroke=1, fill=0)
    folds = any(f.back for f in sheet.values())
    for i, face in sheet.items():
        if face.back:  # the shared edge is a fold, not a cut
            cell = cells[i]
            c.setStrokeColor(white)
            c.setLineWidth(0.8)
            c.line(cell.x, cell.top, cell.right, cell.top)
            c.setStrokeColor(ACCENT)
            c.setLineWidth(0.4)
            c.setDash(2, 1.5)
            c.line(cell.x, cell.top, cell.right, cell.top)
            c.setDash()
    _marks(doc, folds)
    _side_notes(doc, page, pages)
    doc.end_page("cards")

"""Score sheets: a row per thing to write down, a column per player, notes underneath.

More than eight players, or more rows than fit, continue on further pages (the labels
and the players' header repeat), so a 12-player, 50-round score pad still prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import HexColor

from companion.i18n import _
from printables import bubbles, fill_guide, flow, fonts
from printables.blocks import ACCENT, INK, MUTED, RULE, TINT
from printables.bubbles import SHEET_MARGIN, SHEET_MODULE
from printables.layout import ScoreRow, ScoreSheet
from printables.paper import MM, Paper, Rect
from printables.qr import side
from printables.reference_page import columns, subtitle
from printables.render import Doc, frame
from printables.sheet_head import HEAD, LINE_LEADING, head_h, header, names_line
from printables.text import fit_line

MAX_COLS = 8
GROW = 8 * MM  # the most a row grows past its least where the page has room: more room to write
ROW_MIN = 6.5 * MM
SECTION = 6 * MM
NOTES = 8.0
NOTES_MIN = 5.6


@dataclass(frozen=True)
class Part:
    """One page of a score sheet: a slice of its rows and of its players."""

    rows: Sequence[ScoreRow]
    seats: range
    notes: bool  # the last page carries the notes


def _notes_height(sheet: ScoreSheet, width: float) -> float:
    """The least height in which the notes fit in two columns at their full size."""
    if not sheet.notes:
        return 0.0
    lo, hi = 0.0, 300 * MM
    if flow.place(sheet.notes, columns(Rect(0, 0, width, hi), 2), NOTES) is None:
        return hi
    for _step in range(12):
        mid = (lo + hi) / 2
        if flow.place(sheet.notes, columns(Rect(0, 0, width, mid), 2), NOTES) is None:
            lo = mid
        else:
            hi = mid
    return hi + 1 * MM


def plan(sheet: ScoreSheet, players: int, paper: Paper, url: str) -> list[Part]:
    """Split a sheet into pages: at most eight players and as many rows as fit at their least height."""
    body_h = paper.height - 2 * SHEET_MARGIN - side(url, SHEET_MODULE) - 6 * MM
    body_w = paper.width - 2 * SHEET_MARGIN
    notes_h = min(_notes_height(sheet, body_w), body_h * 0.4)
    seat_groups = [range(i, min(i + MAX_COLS, players)) for i in range(0, max(players, 1), MAX_COLS)]
    room = body_h - head_h(sheet) - notes_h - 4 * MM
    col_w = _widths(sheet, len(seat_groups[0]), body_w)[1]  # the narrowest columns: every group splits alike
    chunks: list[list[ScoreRow]] = [[]]
    used = 0.0
    for row in sheet.rows:
        h = _least(sheet, row, col_w)
        if chunks[-1] and used + h > room:
            chunks.append([])
            used = 0.0
        chunks[-1].append(row)
        used += h
    return [Part(chunk, seats, notes=(k == len(chunks) - 1)) for seats in seat_groups for k, chunk in enumerate(chunks)]


def _widths(sheet: ScoreSheet, n: int, body_w: float) -> tuple[float, float]:
    """The label column's width and each player's."""
    per_player = 24 * MM if len(sheet.subcolumns) < 2 else 11 * MM * len(sheet.subcolumns)
    # A blank pad's rows have no labels, only their ×100 / ×10 / ×1 tags: the players get the room,
    # so eight columns still hold ten bubbles on a line (half as many lines, more room to write).
    bubbled = [r for r in sheet.rows if r.kind == "entry" and r.most]
    least = 22 * MM if bubbled and not any(r.label for r in bubbled) else 32 * MM
    label_w = min(62 * MM, max(least, body_w - n * per_player))
    return label_w, (body_w - label_w) / max(n, 1)


def _cells(sheet: ScoreSheet, row: ScoreRow, col_w: float) -> list[tuple[str, float, float, int, float]]:
    """A row's bubbled numbers in one player's column: (key, x offset, width, most, lift) each.

    Sub-columns too narrow for their bubbles stack them across the player's column instead, the
    first sub-column's on top (`lift`: how far above the cell's bottom a number's bubbles sit).
    """
    if not row.most or row.kind == "section":
        return []
    subs = len(sheet.subcolumns)
    if subs > 1 and not row.wide:
        mosts = row.most if isinstance(row.most, tuple) else (row.most,) * subs
        w = col_w / subs
        keys = [(f"{row.key}.{sheet.subkeys[j]}", j, m) for j, m in enumerate(mosts) if m]
        if all(bubbles.fits(m, w) for _k, _j, m in keys):
            return [(k, j * w, w, m, 0.0) for k, j, m in keys]
        out, lift = [], 0.0
        for k, _j, m in reversed(keys):
            out.append((k, 0.0, col_w, m, lift))
            lift += bubbles.block(m, col_w)
        return out[::-1]
    most = row.most if isinstance(row.most, int) else max(row.most)
    return [(row.key, 0.0, col_w, most, 0.0)]


def _least(sheet: ScoreSheet, row: ScoreRow, col_w: float) -> float:
    """The least height of a row: its bubbles and room to write, or the sheet's least row height."""
    if row.kind == "section":
        return SECTION
    cells = _cells(sheet, row, col_w)
    tops = [lift + bubbles.need(most, w, row.signed) for _k, _x, w, most, lift in cells]
    return max([ROW_MIN, *tops])


def _row_heights(sheet: ScoreSheet, rows: Sequence[ScoreRow], col_w: float, room: float) -> list[float]:
    """Each row's height: its least, and an equal share of the room left (up to GROW more).

    The share goes to the handwriting above the bubbles, so every row gains the same room to write
    (a three-line total as much as a two-line round) and few rows fill the page instead of its top half.
    """
    least = [_least(sheet, r, col_w) for r in rows]
    grows = sum(r.kind != "section" for r in rows)
    extra = min(GROW, max(0.0, (room - sum(least)) / max(grows, 1)))
    return [h if r.kind == "section" else h + extra for h, r in zip(least, rows, strict=True)]


def _row(
    doc: Doc, row: ScoreRow, x0: float, y: float, widths: tuple[float, float, float], n: int, rh: float, subs: int
) -> None:
    c = doc.c
    label_w, col_w, tags_w = widths  # tags_w: the bubble rows' ×10 / ×1 tags at the label column's right
    width = label_w + col_w * n
    if row.kind == "section":
        c.setFillColor(ACCENT)
        c.rect(x0, y - rh, width, rh, stroke=0, fill=1)
        c.setFillColorRGB(1, 1, 1)
        fit_line(c, row.label, fonts.BOLD, 8.5, x0 + 2 * MM, y - rh / 2 - 3, width - 4 * MM)
        return
    total = row.kind == "total"
    if total:
        c.setFillColor(TINT)
        c.rect(x0, y - rh, width, rh, stroke=0, fill=1)
    if subs > 1 and not row.wide:  # thin lines between a player's sub-columns
        c.setStrokeColor(RULE)
        c.setLineWidth(0.3)
        for k in range(n):
            for j in range(1, subs):
                x = x0 + label_w + k * col_w + j * col_w / subs
                c.line(x, y, x, y - rh)
    c.setFillColor(INK)
    lab_y = y - rh / 2 - 3 + (2 if row.hint else 0)
    size = 8.5 if not total else 9.5
    text_w = label_w - 4 * MM - tags_w
    fit_line(c, row.label, fonts.BOLD, size, x0 + 2 * MM, lab_y, text_w, minimum=0 if row.free else None)
    if row.hint:
        c.setFillColor(MUTED)
        fit_line(c, row.hint, fonts.REGULAR, 6, x0 + 2 * MM, lab_y - 8, text_w)
    c.setStrokeColor(INK if total else RULE)
    c.setLineWidth(0.9 if total else 0.4)
    c.line(x0, y - rh, x0 + width, y - rh)
    if total:
        c.line(x0, y, x0 + width, y)


def _fields(
    doc: Doc, row: ScoreRow, cells: list, at: tuple[float, float, float, float], seats: range
) -> list[bubbles.Spot]:
    """A row's bubbles in every player's column (`at`: first column's x, row top, height, column width); the first's."""
    c, (x0, y, rh, col_w) = doc.c, at
    first: list[bubbles.Spot] = []
    # Sub-columns side by side share one pitch: their lines of bubbles (all on the cell's bottom) at the
    # same heights, so that each line's ×10 / ×1 tag at the label column is level with all of them.
    side_by_side = len(cells) > 1 and all(lift == 0 for *_rest, lift in cells)
    pitch = min(bubbles.pitch(most, w) for _k, _dx, w, most, _l in cells) if side_by_side else None
    for k, seat in enumerate(seats):
        x = x0 + k * col_w
        if cells and cells[0][1] == 0.0 and cells[0][4] > 0:  # stacked across the column: no sub-column lines
            c.setFillColor(TINT if row.kind == "total" else HexColor("#FFFFFF"))
            high = cells[0][4] + bubbles.block(cells[0][3], col_w)
            c.rect(x + 0.3, y - rh + 0.3, col_w - 0.6, high, stroke=0, fill=1)
        for key, dx, w, most, lift in cells:
            cell = (x + dx, y - rh + lift, w, rh - lift)  # the bubbles sit on its bottom
            spot = bubbles.draw(c, (key, seat, row.label), cell, most, (x + dx, y - rh, w, rh), row.signed, pitch)
            doc.fields.append(spot)
            first += [doc.fields[-1]] if k == 0 else []
    return first


def draw(doc: Doc, sheet: ScoreSheet, part: Part, page: int, pages: int, url: str = "") -> None:
    """Draw one page of a score sheet: the corner markers, its QR code (`url`), the grid and its bubbles."""
    c = doc.c
    heading = sheet.title
    if len(part.seats) < len(doc.ctx.names):  # the players are split over several pages
        heading = _("{title} (players {first}–{last})").format(
            title=heading, first=part.seats.start + 1, last=part.seats.stop
        )
    elif pages > 1:
        heading += f" ({page}/{pages})"
    bubbles.draw_markers(c, doc.ctx.paper)
    ctx = doc.ctx
    body = frame(doc, heading, "" if ctx.code else subtitle(doc), page, pages, url, SHEET_MARGIN, SHEET_MODULE)
    q_side = side(url or ctx.url, SHEET_MODULE)  # the instruction goes left of the QR code, under the subtitle
    top, text_w = ctx.paper.height - SHEET_MARGIN, body.w - q_side - 4 * MM
    lines = 1
    if ctx.code:  # a table's sheet: its code and players under the title (a blank one: frame's subtitle)
        lines = names_line(c, _("Table {code}").format(code=ctx.code), ctx.names, body.x, top - 42, text_w)
    fill_guide.draw_instruction(c, body.x, top - 49 - (lines - 1) * LINE_LEADING, text_w)
    notes_h = min(_notes_height(sheet, body.w), body.h * 0.4) if part.notes and sheet.notes else 0.0
    grid_h = body.h - notes_h - (3 * MM if notes_h else 0)
    n = len(part.seats)
    label_w, col_w = _widths(sheet, n, body.w)
    heights = _row_heights(sheet, part.rows, col_w, grid_h - head_h(sheet))
    top = body.top
    header(doc, sheet, body.x, top, label_w, col_w, part.seats)
    y = top - head_h(sheet)
    if sheet.subcolumns:
        c.setStrokeColor(RULE)
        c.setLineWidth(0.3)
        c.line(body.x + label_w, top - HEAD, body.x + label_w + col_w * n, top - HEAD)
    for row, rh in zip(part.rows, heights, strict=True):
        cells = _cells(sheet, row, col_w)
        tags_w = fill_guide.room(sheet, cells)
        _row(doc, row, body.x, y, (label_w, col_w, tags_w), n, rh, len(sheet.subcolumns))
        first = _fields(doc, row, cells, (body.x + label_w, y, rh, col_w), part.seats)
        fill_guide.draw_tags(c, sheet, first, body.x + label_w - fill_guide.TAG_GAP, tags_w)
        y -= rh
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.rect(body.x, y, label_w + col_w * n, top - y, stroke=1, fill=0)
    c.setLineWidth(0.4)
    spans, at = [(top - head_h(sheet), top)], top - head_h(sheet)  # the column rules: over the header, every row
    for row, rh in zip(part.rows, heights, strict=True):  # ... but a section's band, whose label runs across
        if row.kind != "section":
            spans.append((at - rh, at))
        at -= rh
    for k in range(n + 1):
        for lo, hi in spans:
            c.line(body.x + label_w + k * col_w, lo, body.x + label_w + k * col_w, hi)
    doc.used(8.5)
    if notes_h:
        # Just as tall as two balanced columns need (or what is left, if that is less).
        h = min(notes_h, y - body.y - 3 * MM)
        regions = columns(Rect(body.x, y - 3 * MM - h, body.w, h), 2)
        size, placed = flow.fit(sheet.notes, regions, NOTES, NOTES_MIN)
        flow.draw(c, placed, regions, size)
        doc.used(size)
    doc.end_page("score")

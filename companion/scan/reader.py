"""The reading itself: find the sheet, then read every field's bubbles into a value and a confidence."""

from __future__ import annotations

import cv2
import numpy as np

from companion.scan import align, fill
from companion.scan.find import SCALE, decode, locate, sharpness
from companion.scan.types import THRESHOLD, FieldRead, ScanError, SheetRead
from printables.sheet_scan import Field, SheetLayout

PAGE_QUALITY = 80  # the rectified page sent back for the crops
DOUBTFUL_SHARE = 0.5  # more than this share of fields doubtful on a soft photo: too blurred, not a bad pen
UNPLACED = 0.5  # the most a field whose cell's rules were not found can be trusted
SOFT_PAGE = 0.04  # the rectified page's sharpness below which doubtful fields are blamed on blur


def read(photo: bytes) -> SheetRead:
    """Read a photo of a score sheet page into its fields; ScanError when it cannot be read."""
    gray = decode(photo)
    page, layout = locate(gray, photo)
    fields = read_fields(page, layout)
    doubtful = sum(f.confidence < THRESHOLD for f in fields)
    if fields and doubtful > DOUBTFUL_SHARE * len(fields) and sharpness(page) < SOFT_PAGE:
        raise ScanError("too_blurred", f"{doubtful}/{len(fields)} doubtful, page sharpness {sharpness(page):.3f}")
    ok, jpeg = cv2.imencode(".jpg", page, [cv2.IMWRITE_JPEG_QUALITY, PAGE_QUALITY])
    return SheetRead(
        game=layout.game,
        table=layout.table,
        players=layout.players,
        names=[None] * layout.players,  # the QR code names the layout, not the players: the table knows them
        fields=fields,
        page=jpeg.tobytes() if ok else b"",
        sheet_page=layout.page,
    )


def _pitch(f: Field) -> float:
    """A field's bubble pitch in mm (0 for a single bubble)."""
    row = max(f.digits, key=len)
    return abs(row[1][0] - row[0][0]) if len(row) > 1 else 2.0


def _lines(f: Field) -> tuple[tuple[tuple[float, float], ...], ...]:
    """A field's lines of bubbles as read: its minus bubble first (a line of one), then its digits."""
    return ((f.sign,), *f.digits) if f.sign else f.digits


def _box(f: Field) -> tuple[int, int, int, int]:
    x, y, w, h = f.box
    return (round(x * SCALE), round(y * SCALE), round(w * SCALE), round(h * SCALE))


def read_fields(page: np.ndarray, layout: SheetLayout) -> list[FieldRead]:
    """Every field of the rectified page, in the order the sheet prints them."""
    if not layout.fields:
        return []
    radius = min(f.radius for f in layout.fields) * SCALE
    dark = fill.paper_normalised(page, radius)
    centres = np.array([c for f in layout.fields for row in _lines(f) for c in row], np.float32) * SCALE
    levels = fill.darkness(dark, centres, radius)
    axes = fill.crossed(dark, centres, radius)  # an X darkens a bubble's mean, not its axes
    page_empty = float(np.median(levels))
    out, start = [], 0
    for f in layout.fields:
        n = sum(len(row) for row in _lines(f))
        lv, ax = levels[start : start + n], axes[start : start + n]
        start += n
        empty = min(float(np.median(lv)), page_empty + 0.05)  # a field with many bubbles filled keeps the page's
        digits, at = [], 0
        for row in _lines(f):
            digits.append(fill.digit(lv[at : at + len(row)], ax[at : at + len(row)], empty))
            at += len(row)
        value, confidence, is_empty = fill.signed(digits[0], digits[1:]) if f.sign else fill.number(digits)
        if not align.placed(dark, _box(f), _pitch(f) * SCALE):  # its place is unsure: so is what it reads
            confidence = min(confidence, UNPLACED)
        confidence = round(confidence, 3)  # the figure the phone compares with THRESHOLD, exactly as given
        shown = value if confidence >= THRESHOLD else None
        out.append(FieldRead(f.key, f.seat, f.label, shown, confidence, is_empty, _box(f)))
    return out

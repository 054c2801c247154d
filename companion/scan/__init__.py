"""Reading a photographed score sheet: its layout QR code, its corner markers and its bubbles.

The printed sheets carry four ArUco corner markers, a QR code naming their layout
(`printables.sheet_scan`) and, beside each number, rows of bubbles a pen fills. `read_sheet`
finds the markers, undoes the perspective, rebuilds the layout from the QR code and reads
every bubble row. It needs the optional extra `scan` (OpenCV); without it `available()` is
False and `read_sheet` raises `ScanError("missing_extra")`.
"""

from __future__ import annotations

from companion.scan.types import THRESHOLD, FieldRead, ScanError, SheetRead, available

__all__ = ["THRESHOLD", "FieldRead", "ScanError", "SheetRead", "available", "read_sheet"]


def read_sheet(photo: bytes) -> SheetRead:
    """Read a photo (JPEG, PNG or WebP bytes) of a printed score sheet; raises ScanError, nothing else.

    ScanError.code says what went wrong: "missing_extra" (OpenCV is not installed), "not_a_sheet"
    (no sheet's QR code and markers: a photo of something else, or bytes that are no image),
    "out_of_frame" (a corner marker or the QR code is missing) or "too_blurred"; its .message
    says, in the current language, what to do. Fields below THRESHOLD have value None.
    """
    if not available():
        raise ScanError("missing_extra")
    from companion.scan.reader import read  # OpenCV is imported only when it is there

    return read(photo)

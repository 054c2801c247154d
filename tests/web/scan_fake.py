"""A stand-in for companion/scan's reader, keeping its contract: the web side's tests choose what a photo reads as."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

THRESHOLD = 0.9


@dataclass(frozen=True)
class FieldRead:
    """As companion.scan.FieldRead."""

    key: str
    seat: int
    label: str
    value: int | None
    confidence: float
    empty: bool
    box: tuple[int, int, int, int]


@dataclass(frozen=True)
class SheetRead:
    """As companion.scan.SheetRead."""

    game: str
    table: str | None
    players: int
    names: list[str | None]
    fields: list[FieldRead]
    page: bytes = b""


class ScanError(Exception):
    """As companion.scan.ScanError: a code and a message that says what to do."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code, self.message = code, message


def page() -> bytes:
    """A small rectified page (a JPEG) to cut crops from."""
    out = io.BytesIO()
    Image.new("RGB", (600, 800), "white").save(out, "JPEG")
    return out.getvalue()


def sheet(game: str, table: str | None, rows: dict[str, list[Any]]) -> SheetRead:
    """A reading: each row's (value, confidence) per seat; None: left empty."""
    n = len(next(iter(rows.values())))
    fields = []
    for r, (key, row) in enumerate(rows.items()):
        for seat, got in enumerate(row):
            value, conf = got if got is not None else (None, 1.0)
            box = (100 + 90 * seat, 60 + 40 * r, 80, 30)
            fields.append(FieldRead(key, seat, key.title(), value, conf, got is None, box))
    return SheetRead(game, table, n, [None] * n, fields, page())


@dataclass
class Fake:
    """The module companion.scan as web/scan_reader.py uses it, reading every photo as `reads`."""

    reads: SheetRead | ScanError | None = None
    photos: list[bytes] = field(default_factory=list)
    THRESHOLD: float = THRESHOLD
    ScanError: type = ScanError

    def available(self) -> bool:
        """The extra is there."""
        return True

    def read_sheet(self, photo: bytes) -> SheetRead:
        """The reading this test chose."""
        self.photos.append(photo)
        if isinstance(self.reads, ScanError):
            raise self.reads
        assert self.reads is not None
        return self.reads


def multipart(photo: bytes) -> tuple[bytes, str]:
    """A form with the photo as a phone posts it, and its content type (made here: Werkzeug's test client
    spools a body past 500 KB to a temporary file it never closes)."""
    b = "phone-photo-boundary"
    head = f'--{b}\r\nContent-Disposition: form-data; name="photo"; filename="sheet.jpg"\r\n'
    head += "Content-Type: image/jpeg\r\n\r\n"
    return head.encode() + photo + f"\r\n--{b}--\r\n".encode(), f"multipart/form-data; boundary={b}"

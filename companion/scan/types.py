"""What a reading of a score sheet gives: each field's value and confidence, and the errors it may raise."""

from __future__ import annotations

from dataclasses import dataclass
from importlib.util import find_spec

from companion.i18n import N_, _

THRESHOLD = 0.8  # a field read with less confidence is shown as unread and must be typed
MESSAGES = {
    "missing_extra": N_(
        "Reading score sheets needs OpenCV, which this server does not have: "
        "in the companion folder run pip install '.[scan]', then restart the server."
    ),
    "not_a_sheet": N_(
        "This does not look like one of our score sheets: photograph the whole printed sheet, "
        "with its four corner squares and its QR code."
    ),
    "out_of_frame": N_(
        "Part of the sheet is out of the picture: step back until all four corner squares "
        "and the QR code are in the photo."
    ),
    "too_blurred": N_(
        "The photo is too blurred or the sheet too small in it to read: hold the phone still, "
        "let the sheet fill the picture, let it focus, and take it again."
    ),
}


@dataclass(frozen=True)
class FieldRead:
    """One number on the sheet, as read: a row's value for one player (or one of their sub-columns)."""

    key: str  # the score sheet row's key, "final" or "round3", with ".sub" for sub-columns ("final.vp")
    seat: int  # 0-based player column
    label: str  # the row's label as printed (translated)
    value: int | None  # None when unread (confidence below THRESHOLD) or left empty
    confidence: float  # 0..1; below THRESHOLD the player must type it
    empty: bool  # nothing filled in
    box: tuple[int, int, int, int]  # x, y, w, h of the field (handwriting box + bubbles) in pixels of SheetRead.page


@dataclass(frozen=True)
class SheetRead:
    """A read sheet: which game and table it belongs to, and every field."""

    game: str  # the game's id ("minstrels", "score-pad", ...)
    table: str | None  # the table's join code when printed from a table, None for a blank sheet
    players: int
    names: list[str | None]  # printed names, None where the sheet leaves the name to write in
    fields: list[FieldRead]
    page: bytes  # the rectified page as JPEG (crops are cut from it by FieldRead.box)
    sheet_page: int = 1  # which page of the score sheet (more than 8 players or many rows: several)


class ScanError(Exception):
    """A photo that cannot be read; `code` says why, `message` what to do (in the current language)."""

    def __init__(self, code: str, detail: str = ""):
        self.code = code
        self.detail = detail  # for logs and the benchmark, never shown to a player
        super().__init__(code)

    @property
    def message(self) -> str:
        """What to do, translated."""
        return _(MESSAGES[self.code])


def available() -> bool:
    """Is the optional extra `scan` (OpenCV and zxing-cpp) installed?"""
    try:
        return all(find_spec(m) is not None for m in ("cv2", "numpy", "zxingcpp"))
    except (ImportError, ValueError):  # a module set to None (blocked), or a broken install
        return False

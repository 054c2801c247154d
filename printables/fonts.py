"""DejaVu Sans and Sans Bold, shipped with the package, registered with ReportLab once.

ReportLab embeds TrueType fonts as subsets (only the glyphs a document uses), so every
player name prints (Latin, Cyrillic, Greek...) and the PDFs stay small.
"""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def register() -> None:
    """Register both faces (parsing a TTF takes ~30 ms: only the first call does it)."""
    known = pdfmetrics.getRegisteredFontNames()
    for name, file in _FILES.items():
        if name not in known:
            pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


def width(text: str, font: str, size: float) -> float:
    """The width of `text` set in `font` at `size` points."""
    return pdfmetrics.stringWidth(text, font, size)

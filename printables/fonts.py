"""DejaVu Sans and Sans Bold, shipped with the package, registered with ReportLab once.

ReportLab embeds TrueType fonts as subsets (only the glyphs a document uses), so every
player name prints (Latin, Cyrillic, Greek...) and the PDFs stay small.
"""

from __future__ import annotations

from functools import lru_cache
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


@lru_cache(maxsize=20_000)
def _unit_width(text: str, font: str) -> float:
    return pdfmetrics.stringWidth(text, font, 1.0)


def width(text: str, font: str, size: float) -> float:
    """The width of `text` set in `font` at `size` points."""
    # Widths scale with the size, and shrink-to-fit measures the same words at many sizes:
    # ReportLab's TrueType widths are pure Python here, so remember each word's width at 1 pt.
    return _unit_width(text, font) * size

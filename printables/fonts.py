"""Fonts: DejaVu Sans and Sans Bold shipped with the package, and fallbacks for what they lack.

ReportLab embeds TrueType fonts as subsets (only the glyphs a document uses), so every
player name prints (Latin, Cyrillic, Greek, Arabic, Hebrew...) and the PDFs stay small.
DejaVu has no CJK and few emoji: for those, fonts of the machine's Debian packages are used when
installed (fonts-droid-fallback for Chinese and Japanese, fonts-wqy-microhei for Korean too,
fonts-symbola for emoji), character by character. A character no font has prints as
`REPLACEMENT`, with a warning naming it.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

log = logging.getLogger("printables")

FONT_DIR = Path(__file__).parent / "fonts"
REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
REPLACEMENT = "\ufffd"  # "�", in DejaVu: visibly not the name's character, never a blank
# Tried in order for a character DejaVu lacks (TrueType outlines: ReportLab cannot embed CFF).
FALLBACKS = [
    ("DroidSansFallback", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    ("WenQuanYiMicroHei", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    ("Symbola", "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"),
]
_warned: set[str] = set()


def register() -> None:
    """Register both faces (parsing a TTF takes ~30 ms: only the first call does it)."""
    known = pdfmetrics.getRegisteredFontNames()
    for name, file in _FILES.items():
        if name not in known:
            pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


def fallback_fonts() -> list[str]:
    """The fallback fonts installed on this machine, in order."""
    return [name for name, path in FALLBACKS if Path(path).exists()]


@lru_cache(maxsize=8)
def _cmap(name: str) -> frozenset[int]:
    """The code points a registered font has glyphs for (a fallback is parsed on first need)."""
    if name not in pdfmetrics.getRegisteredFontNames():
        path = dict(FALLBACKS).get(name) or str(FONT_DIR / _FILES[name])
        pdfmetrics.registerFont(TTFont(name, path))
    return frozenset(pdfmetrics.getFont(name).face.charToGlyph)


def font_for(ch: str, font: str) -> str | None:
    """`font`, else the first fallback that has `ch`, else None."""
    if ord(ch) in _cmap(font) or ch.isspace():
        return font
    for name in fallback_fonts():
        if ord(ch) in _cmap(name):
            return name
    return None


def missing(ch: str) -> str:
    """The replacement for a character no font has, said once per character in the log."""
    if ch not in _warned:
        _warned.add(ch)
        log.warning(
            "no font has %s (U+%04X): printed as %s; install fonts-droid-fallback, fonts-wqy-microhei "
            "or fonts-symbola for CJK and emoji",
            ch,
            ord(ch),
            REPLACEMENT,
        )
    return REPLACEMENT


def reset() -> None:
    """Forget which fallbacks have which characters (tests that change the fallbacks)."""
    _cmap.cache_clear()
    _unit_width.cache_clear()
    _warned.clear()
    from printables import scripts

    scripts.visual_runs.cache_clear()


@lru_cache(maxsize=20_000)
def _unit_width(text: str, font: str) -> float:
    from printables import scripts

    return sum(pdfmetrics.stringWidth(t, f, 1.0) for t, f in scripts.visual_runs(text, font))


def width(text: str, font: str, size: float) -> float:
    """The width of `text` set in `font` (and its fallbacks) at `size` points."""
    # Widths scale with the size, and shrink-to-fit measures the same words at many sizes:
    # ReportLab's TrueType widths are pure Python here, so remember each word's width at 1 pt.
    return _unit_width(text, font) * size

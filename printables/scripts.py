"""Text as it is drawn: right-to-left runs reordered and Arabic joined, then split by font.

ReportLab draws characters left to right as given. A right-to-left name (Arabic, Hebrew) is put
in visual order with the Unicode bidi algorithm (python-bidi) and Arabic letters take their
joined forms (arabic-reshaper; DejaVu has those presentation forms). Each character is then set
in the first font that has it (`fonts.font_for`), or replaced visibly.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import arabic_reshaper
from bidi import get_display

from printables import fonts

Run = tuple[str, str]  # (text, font)


def _has_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def visual(text: str) -> str:
    """`text` in the order it is drawn, left to right (unchanged without right-to-left letters)."""
    if not _has_rtl(text):
        return text
    return get_display(arabic_reshaper.reshape(text))


def _invisible(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cf", "Mn") and unicodedata.combining(ch) == 0


@lru_cache(maxsize=8192)
def visual_runs(text: str, font: str) -> tuple[Run, ...]:
    """`text` in drawing order, as runs of one font each (fallbacks where `font` lacks a character)."""
    out: list[list[str]] = []
    for ch in visual(text):
        use = fonts.font_for(ch, font)
        if use is None and _invisible(ch):
            continue  # a joiner or variation selector no font draws: leave it out, not a box
        if use is None:
            ch, use = fonts.missing(ch), font
        if out and out[-1][1] == use:
            out[-1][0] += ch
        else:
            out.append([ch, use])
    return tuple((t, f) for t, f in out)

"""Contrast of what a phone shows: every visible text under 4.5:1 (large text 3:1), every marker under 3:1.

`low_contrast(page)` walks the visible DOM with computed styles. A text's background is found by
walking up its ancestors and laying their background colours one over another (the first opaque
one ends the walk; a gradient counts by its colours, the worst one taken); an SVG shape's or
text's background is the last shape drawn under its centre in the same picture, else the
picture's own background. Markers are what carries meaning without words: text-less coloured
elements and SVG shapes up to 32 px (dots, chips, pieces, icons, swatches; bigger ones are
surfaces), and stripes (a side's border 3 px or wider, unlike the other sides); a marker passes
when its fill, its border or its ring (box-shadow, outline) stands out 3:1 from what is behind
it. Hidden, zero-size, visually hidden (1 px) and disabled elements are ignored (WCAG exempts
inactive controls), and running animations are finished first (a flash is not a colour).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import Page

JS = (Path(__file__).with_suffix(".js")).read_text()


def low_contrast(page: Page) -> list[dict[str, Any]]:
    """Every visible text under 4.5:1 (3:1 large) and every marker under 3:1 on the page as it is now."""
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    return page.evaluate(f"() => {{ {JS}; return lowContrast(); }}")


def report(found: list[dict[str, Any]]) -> str:
    """One line per finding, for an assertion message."""
    return "\n".join(
        f"{f['kind']} {f['element']} {f['text']!r}: {f['ratio']}:1 < {f['need']}:1 ({f['fg']} on {f['bg']})"
        for f in found
    )


def wrapped_numbers(page: Page) -> list[str]:
    """Every visible number (a score, a count, "12¢") whose digits break over two lines."""
    return page.evaluate(f"() => {{ {JS}; return wrappedNumbers(); }}")


def sideways(page: Page) -> bool:
    """Whether the document is wider than the phone (it would scroll sideways)."""
    return page.evaluate("document.documentElement.scrollWidth > innerWidth")

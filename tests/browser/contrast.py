"""The screen checks every phone passes: contrast, numbers on one line, nothing off the screen or cut off.

Contrast: every visible text under 4.5:1 (large text 3:1), every marker under 3:1 is a finding.

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

import os
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page

JS = (Path(__file__).with_suffix(".js")).read_text()

# Where a screen check looks, read from the page itself: the game (or "-" off a table), its phase
# (a path off a table; "+kind" while a sheet is open), the page's language and colour scheme.
_WHERE = """() => {
  const data = document.getElementById("table-data"), T = window.C && C.table, snap = T && T.snap();
  const game = data ? JSON.parse(data.textContent).game : "-";
  let phase = location.pathname.replace(/^\\/t\\/[^/]+/, "/t") || "/";
  const s = snap && snap.state;
  if (s) phase = "phase" in s ? String(s.phase) + (Number.isInteger(s.act) ? "-" + s.act : "")
    : (s.finished ? "over" : "play");
  const sheet = document.getElementById("sheet");
  if (sheet && !sheet.hidden) phase += "+" + (sheet.dataset.kind || "sheet");
  const dark = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  return [game, phase, document.documentElement.lang || "-", dark];
}"""


def _log(page: Page, where: list[str]) -> None:
    path = os.environ.get("COMPANION_SCREEN_LOG")
    if not path:
        return
    size = page.viewport_size or {"width": 0, "height": 0}
    with open(path, "a", encoding="utf-8") as f:
        f.write(" ".join([*where, f"{size['width']}x{size['height']}"]) + "\n")


def log_screen(page: Page) -> None:
    """With COMPANION_SCREEN_LOG=path set, append "game phase lang scheme WIDTHxHEIGHT" for the screen looked at.

    The list of screens the suite looks at (issue #28: none may be lost when tests are merged).
    """
    if os.environ.get("COMPANION_SCREEN_LOG"):
        _log(page, page.evaluate(_WHERE))


# Every check in one call: a screen check costs one round trip to the page, not six.
_ALL = f"""(a) => {{ {JS};
  document.getAnimations().forEach((x) => x.finish());
  const bar = document.getElementById("players-bar");
  return {{ where: ({_WHERE})(), overflow: a.checks.includes("overflow") ? overflow(a.within) : [],
    wrapped: a.checks.includes("wrapped") ? wrappedNumbers(a.within) : [],
    broken: a.checks.includes("broken") ? brokenNumbers(a.within) : [],
    low: a.checks.includes("contrast") ? lowContrast(a.within, a.pieces) : [],
    barScrolls: !!bar && bar.children.length <= 6 && bar.scrollWidth > bar.clientWidth,
    spill: [...document.querySelectorAll(".player")].filter((p) => p.scrollWidth > p.clientWidth + 1).length }}; }}"""


def _checked(page: Page, checks: tuple[str, ...], within: list[str] | None = None, pieces: str | None = None) -> dict:
    """The named checks' findings (running animations finished first), the screen logged."""
    got = page.evaluate(_ALL, {"checks": list(checks), "within": within, "pieces": pieces})
    _log(page, got["where"])
    return got


def settle(page: Page) -> None:
    """The screen as it rests: a change another phone made flashes briefly (`.flash`), then settles."""
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")


def low_contrast(page: Page, within: list[str] | None = None, pieces: str | None = None) -> list[dict[str, Any]]:
    """Every visible text under 4.5:1 (3:1 large) and every marker under 3:1 on the page as it is now.

    `within`: only the elements these selectors match, and what is inside them. `pieces`: a selector
    of a game's pieces, checked as markers (3:1) even when they carry a number or a letter.
    """
    return _checked(page, ("contrast",), within, pieces)["low"]


def ratio(locator: Locator, what: str = "text") -> float:
    """One element's contrast against what is behind it: its "text", "fill", "stroke", "border-left" or "border-top"."""
    log_screen(locator.page)
    return locator.evaluate(f"(el, what) => {{ {JS}; return contrastOf(el, what); }}", what)


def report(found: list[dict[str, Any]]) -> str:
    """One line per finding, for an assertion message."""
    return "\n".join(
        f"{f['kind']} {f['element']} {f['text']!r}: {f['ratio']}:1 < {f['need']}:1 ({f['fg']} on {f['bg']})"
        for f in found
    )


def wrapped_numbers(page: Page, within: list[str] | None = None) -> list[str]:
    """Every visible number (a score, a count, "12¢") whose digits break over two lines."""
    return _checked(page, ("wrapped",), within)["wrapped"]


def broken_numbers(page: Page, within: list[str] | None = None) -> list[str]:
    """Every word with a digit in it ("12", "4T") that breaks over two lines, in any visible text."""
    return _checked(page, ("broken",), within)["broken"]


def overflow(page: Page, within: list[str] | None = None) -> list[str]:
    """What runs off the phone's screen (its visual viewport) or is cut off in its box, one line each.

    Without `within`, the page's own width counts too (a page wider than the screen scrolls sideways).
    """
    return _checked(page, ("overflow",), within)["overflow"]


def check_screen(
    page: Page, where: str, within: list[str] | None = None, pieces: str | None = None, numbers: bool = True
) -> None:
    """The screen as it is now passes every check: contrast, nothing off the screen or cut off, no wrapped number.

    `within` and `pieces` as for `low_contrast`; `numbers=False` leaves the wrapped numbers out.
    """
    problems = _problems(_checked(page, _CHECKS[numbers], within, pieces))
    assert not problems, f"{where} ({page.viewport_size}):\n" + "\n".join(problems)


_CHECKS = {True: ("overflow", "wrapped", "contrast"), False: ("overflow", "contrast")}


def _problems(got: dict) -> list[str]:
    problems = [f"off the screen or cut off: {x}" for x in got["overflow"]]
    problems += [f"wrapped number {x}" for x in got["wrapped"]]
    if got["low"]:
        problems.append(report(got["low"]))
    return problems


def findings(page: Page, where: str) -> list[str]:
    """`check_screen`'s findings and the player bar's own (6 players fit across, no pill spills over), as a list."""
    got = _checked(page, _CHECKS[True])
    problems = [f"{where}: the player bar scrolls with 6 players or fewer"] if got["barScrolls"] else []
    if got["spill"]:
        problems.append(f"{where}: {got['spill']} player pills spill over")
    if found := _problems(got):
        problems.append(f"{where} ({page.viewport_size}):\n" + "\n".join(found))
    return problems

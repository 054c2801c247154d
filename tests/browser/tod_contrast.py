"""A small contrast check for Tales of Danger's screens (WCAG 2 ratios from computed styles).

Text needs 4.5:1 against the background it sits on (3:1 when large: 24 px, or 18.66 px bold);
pieces (the ship icons) need 3:1. The background is the nearest ancestor's opaque one, with
semi-opaque layers blended over it; any CSS colour (`oklch(from ...)`, `color(srgb ...)`) is read as drawn.
"""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.contrast import log_screen

# In the page: each visible element's text colour, size, weight and the background under it. Every
# colour goes through a 1x1 canvas, so `oklch(from ...)` (the shared player ink) and `color(srgb ...)`
# (`color-mix`) are read as the sRGB the screen shows, out-of-gamut colours mapped as when drawn.
_READ = """(els) => {
  const g = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgb = (c) => {
    g.clearRect(0, 0, 1, 1); g.fillStyle = "rgba(0, 0, 0, 0)"; g.fillStyle = c; g.fillRect(0, 0, 1, 1);
    const [r, gr, b, a] = g.getImageData(0, 0, 1, 1).data;
    return `rgba(${r}, ${gr}, ${b}, ${a / 255})`;
  };
  return els.filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
  .map((el) => {
    const layers = [];
    for (let n = el; n; n = n.parentElement) layers.push(rgb(getComputedStyle(n).backgroundColor));
    layers.push(rgb(getComputedStyle(document.documentElement).backgroundColor || "rgb(255, 255, 255)"));
    const cs = getComputedStyle(el), svg = el instanceof SVGElement;
    return { text: (el.textContent || "").trim().slice(0, 30), fg: rgb(svg ? cs.stroke : cs.color), layers,
      size: parseFloat(cs.fontSize), bold: +cs.fontWeight >= 700, piece: svg, stripe: rgb(cs.borderLeftColor) };
  });
}"""


def _rgba(css: str) -> tuple[float, float, float, float]:
    """'rgb(1, 2, 3)', 'rgba(1, 2, 3, 0.5)' or 'color(srgb 0.1 0.2 0.3 / 0.5)' as 0-255 channels and alpha."""
    inner = css[css.index("(") + 1 : css.rindex(")")].replace("/", " ").replace(",", " ").split()
    if css.startswith("color("):
        vals = [float(v) for v in inner[1:]]
        return vals[0] * 255, vals[1] * 255, vals[2] * 255, vals[3] if len(vals) > 3 else 1.0
    vals = [float(v) for v in inner]
    return vals[0], vals[1], vals[2], vals[3] if len(vals) > 3 else 1.0


def _over(top: tuple, below: tuple) -> tuple:
    a = top[3]
    return (*(top[i] * a + below[i] * (1 - a) for i in range(3)), 1.0)


def _background(layers: list[str]) -> tuple:
    color = (255.0, 255.0, 255.0, 1.0)
    for css in reversed(layers):  # from the page up to the element, each layer over the ones below
        c = _rgba(css)
        if c[3] > 0:
            color = _over(c, color)
    return color


def _luminance(c: tuple) -> float:
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def ratio(a: tuple, b: tuple) -> float:
    """The WCAG contrast ratio of two opaque colours."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def settle(page: Page) -> None:
    """The screen as it rests: a change another phone made flashes briefly (`.flash`), then settles."""
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")


def _visible(page: Page, selectors: list[str]) -> list[tuple[str, dict]]:
    """Each visible element of `selectors` as read on the settled screen, with its selector."""
    log_screen(page)
    settle(page)
    out = []
    for sel in selectors:
        found = page.locator(sel).evaluate_all(_READ)
        assert found, f"nothing visible matches {sel}"
        out += [(sel, el) for el in found]
    return out


def check_contrast(page: Page, selectors: list[str]) -> None:
    """Every visible element of `selectors` is readable: text 4.5:1 (large 3:1), pieces 3:1."""
    bad = []
    for sel, el in _visible(page, selectors):
        bg = _background(el["layers"])
        fg = _over(_rgba(el["fg"]), bg)
        large = el["size"] >= 24 or (el["bold"] and el["size"] >= 18.66)
        need = 3.0 if el["piece"] or large else 4.5
        r = ratio(fg, bg)
        if r < need:
            bad.append(f"{sel} {el['text']!r}: {r:.2f} < {need} ({el['fg']} on {bg[:3]})")
    assert not bad, "\n".join(bad)


def check_stripes(page: Page, selectors: list[str]) -> None:
    """Every visible element of `selectors` has a left stripe (a player's colour) 3:1 from the page around it."""
    bad = []
    for sel, el in _visible(page, selectors):
        bg = _background(el["layers"][1:])  # what is outside the box: its parent's background
        r = ratio(_over(_rgba(el["stripe"]), bg), bg)
        if r < 3.0:
            bad.append(f"{sel} {el['text']!r}: stripe {r:.2f} < 3 ({el['stripe']} on {bg[:3]})")
    assert not bad, "\n".join(bad)

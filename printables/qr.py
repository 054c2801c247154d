"""Vector QR codes: ReportLab's `QrCodeWidget`, error correction M, a 4-module quiet zone.

Each URL is drawn once per document into a form XObject (module = 1 unit) and placed
wherever it is needed at the size asked for, so nine cards on a sheet cost one drawing.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Rect
from reportlab.pdfgen.canvas import Canvas

from printables.paper import MM

LEVEL = "M"  # survives a smudge or a fold through ~15 % of the code
QUIET = 4  # white modules around the code, as the standard asks
MIN_MODULE = 0.5 * MM  # smaller modules stop scanning reliably on cheap printers


def _widget(url: str, side: float = 1.0) -> QrCodeWidget:
    return QrCodeWidget(url, barLevel=LEVEL, barBorder=QUIET, barWidth=side, barHeight=side)


@lru_cache(maxsize=128)
def modules(url: str) -> int:
    """How many modules wide the code for `url` is, quiet zone included."""
    widget = _widget(url)
    widget.qr.make()
    return widget.qr.getModuleCount() + 2 * QUIET


@lru_cache(maxsize=128)
def dark_runs(url: str) -> tuple[tuple[float, float, float, float], ...]:
    """The widget's dark rectangles (x, y, w, h) in module units, quiet zone included."""
    n = modules(url)
    shapes = _widget(url, n).draw().contents
    return tuple((r.x, r.y, r.width, r.height) for r in shapes if isinstance(r, Rect) and r.fillColor is not None)


def side(url: str, module: float = MIN_MODULE) -> float:
    """The printed width of the code for `url` with modules of `module` points."""
    return modules(url) * module


class QrStamp:
    """Places QR codes on one canvas; each URL is drawn once as a form and reused."""

    def __init__(self, canvas: Canvas):
        self.canvas = canvas
        self._forms: dict[str, str] = {}
        self.placed: list[str] = []  # every URL placed on the current page, in order

    def draw(self, url: str, x: float, y: float, size: float) -> None:
        """Draw the code for `url` as a `size`-point square with its lower left at (x, y)."""
        n = modules(url)
        if size / n < MIN_MODULE - 1e-9:
            raise ValueError(f"a {size / MM:.1f} mm QR code of {url!r} has modules under 0.5 mm")
        c = self.canvas
        name = self._form(url, n)
        c.saveState()
        c.translate(x, y)
        c.scale(size / n, size / n)
        c.doForm(name)
        c.restoreState()
        self.placed.append(url)

    def _form(self, url: str, n: int) -> str:
        if url not in self._forms:
            name = f"qr{len(self._forms)}"
            c = self.canvas
            c.beginForm(name, lowerx=0, lowery=0, upperx=n, uppery=n)
            # The quiet zone is painted white, so the code scans on a tinted background too.
            c.setFillColorRGB(1, 1, 1)
            c.rect(0, 0, n, n, stroke=0, fill=1)
            # The widget lays out the dark runs; they go into one filled path (renderPDF would
            # also set Helvetica as the drawing's font, which is never embedded).
            path = c.beginPath()
            for x, y, w, h in dark_runs(url):
                path.rect(x, y, w, h)
            c.setFillColorRGB(0, 0, 0)
            c.drawPath(path, stroke=0, fill=1)
            c.endForm()
            self._forms[url] = name
        return self._forms[url]

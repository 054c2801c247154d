"""The renderer: a PDF document of pages, each with its QR code, 50 mm bar and "print at 100 %".

`Doc` owns the canvas (invariant mode: the same inputs give the same bytes; viewers are
asked not to scale). Page kinds live in `reference_page`, `cards` and `score`.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib.colors import black, white
from reportlab.pdfgen.canvas import Canvas

from companion.i18n import N_, _
from printables import fonts, measure
from printables.blocks import ACCENT, INK, MUTED
from printables.paper import CALIBRATION, MM, Paper, Rect
from printables.qr import QrStamp, side
from printables.text import fit_line

PRINT_AT_100 = N_("Print at 100 % (actual size, no “fit to page”): this bar must measure 50 mm.")
MARGIN = 11 * MM
PAGE_MODULE = 0.6 * MM  # page QR codes: a little larger than the cards' 0.5 mm


@dataclass(frozen=True)
class Context:
    """What every page of one printable needs: the game, the URL its codes open, the paper."""

    game_id: str
    title: str
    url: str
    paper: Paper
    names: tuple[str, ...] = ()  # the table's players, or "" for write-in columns
    colors: tuple[str, ...] = ()
    code: str | None = None  # the table's code, when printed from a table
    lang: str = "en"  # the language every text of the printable is drawn in

    @property
    def scan_hint(self) -> str:
        """What the QR code does, in a few words."""
        return _("Scan: back to table {code}").format(code=self.code) if self.code else _("Scan: open a new table")


@dataclass
class PageInfo:
    """What was drawn on one page: its kind, every QR URL placed, the smallest body size used."""

    kind: str
    qr: list[str]
    min_size: float
    cells: int = 0  # card cells used (card sheets)
    overflows: list[measure.TooWide] = field(default_factory=list)  # texts that did not fit their box
    fields: list[Any] = field(default_factory=list)  # score sheets: each bubbled number (`bubbles.Spot`)


@dataclass
class Rendered:
    """A finished PDF and what each of its pages holds."""

    pdf: bytes
    pages: list[PageInfo] = field(default_factory=list)

    @property
    def overflows(self) -> list[tuple[int, measure.TooWide]]:
        """Every text that did not fit its box, with its page number."""
        return [(n, o) for n, page in enumerate(self.pages, 1) for o in page.overflows]


class Doc:
    """One PDF being drawn."""

    def __init__(self, ctx: Context, subject: str):
        fonts.register()
        measure.start()
        self.ctx = ctx
        self.buf = io.BytesIO()
        # A TrueType initial font: otherwise every page and form names Helvetica, never embedded.
        c = Canvas(
            self.buf,
            pagesize=ctx.paper.size,
            invariant=1,
            pageCompression=1,
            lang=ctx.lang,
            initialFontName=fonts.REGULAR,
        )
        c.setTitle(f"{ctx.title}: {subject}")
        c.setSubject(subject)
        c.setAuthor("companion")
        c.setCreator("companion printables")
        # Printers that shrink "to fit" break the 50 mm bar and the card size.
        c.setViewerPreference("PrintScaling", "None")
        self.c = c
        self.qr = QrStamp(c)
        self.pages: list[PageInfo] = []
        self.sizes: list[float] = []
        self.cells = 0
        self.fields: list[Any] = []

    def used(self, size: float) -> None:
        """Note a body size used on the current page."""
        self.sizes.append(size)

    def end_page(self, kind: str) -> None:
        """Close the current page and record what it holds."""
        info = PageInfo(kind, list(self.qr.placed), min(self.sizes, default=0.0), self.cells, measure.take())
        info.fields, self.fields = self.fields, []
        self.pages.append(info)
        self.qr.placed.clear()
        self.sizes.clear()
        self.cells = 0
        self.c.showPage()

    def finish(self) -> Rendered:
        """The PDF bytes."""
        self.c.save()
        return Rendered(self.buf.getvalue(), self.pages)


def calibration_bar(c: Canvas, x: float, y: float, vertical: bool = False) -> None:
    """The 50 mm bar with centimetre ticks, lower-left at (x, y)."""
    c.saveState()
    c.translate(x, y)
    if vertical:  # reading upwards: the bar just left of x, its ticks further left
        c.rotate(90)
    c.setFillColor(black)
    c.rect(0, 0, CALIBRATION, 1.6 * MM, stroke=0, fill=1)
    c.setFillColor(white)
    for i in range(1, 5, 2):  # alternate white centimetres, like a map's scale bar
        c.rect(i * 10 * MM, 0.35 * MM, 10 * MM, 0.9 * MM, stroke=0, fill=1)
    c.setStrokeColor(black)
    c.setLineWidth(0.4)
    for i in range(6):
        c.line(i * 10 * MM, 1.6 * MM, i * 10 * MM, 2.6 * MM)
    c.setFillColor(INK)
    c.setFont(fonts.BOLD, 5.5)
    c.drawString(CALIBRATION + 1.5 * MM, 0.2 * MM, _("50 mm"))
    c.restoreState()


def head_width(ctx: Any, url: str = "", margin: float = MARGIN, module: float = PAGE_MODULE) -> float:
    """The width the header's lines have, left of its QR code."""
    return ctx.paper.width - 2 * margin - side(url or ctx.url, module) - 4 * MM


def frame(
    doc: Doc,
    heading: str,
    subtitle: str,
    page: int,
    pages: int,
    url: str = "",
    margin: float = MARGIN,
    module: float = PAGE_MODULE,
) -> Rect:
    """Header (title, subtitle, QR code of `url` or the context's) and footer (50 mm bar, print at 100 %); the body.

    Score sheets leave a wider `margin` (their corner markers sit in it) and print larger QR `module`s."""
    c, ctx, paper = doc.c, doc.ctx, doc.ctx.paper
    q = side(url or ctx.url, module)
    top = paper.height - margin
    doc.qr.draw(url or ctx.url, paper.width - margin - q, top - q, q)
    text_w = head_width(ctx, url, margin, module)
    c.setFillColor(ACCENT)
    fit_line(c, ctx.title, fonts.BOLD, 18, margin, top - 16, text_w)
    c.setFillColor(INK)
    fit_line(c, heading, fonts.BOLD, 11, margin, top - 30, text_w)
    c.setFillColor(MUTED)
    fit_line(c, subtitle, fonts.REGULAR, 8, margin, top - 42, text_w, minimum=0 if ctx.code else None)  # names
    fit_line(c, f"{ctx.scan_hint}  ·  {ctx.url}", fonts.REGULAR, 7, margin, top - q + 2, text_w, minimum=0)
    # Footer: the bar, the instruction, the page number.
    y = margin - 4 * MM
    calibration_bar(c, margin, y)
    c.setFillColor(INK)
    left = margin + CALIBRATION + 12 * MM
    fit_line(c, _(PRINT_AT_100), fonts.BOLD, 7, left, y + 0.3 * MM, paper.width - margin - left - 22 * MM)
    c.setFillColor(MUTED)
    fit_line(
        c, f"{page} / {pages}", fonts.REGULAR, 7, paper.width - margin - 20 * MM, y + 0.3 * MM, 20 * MM, align="right"
    )
    return Rect(margin, margin + 2 * MM, paper.width - 2 * margin, top - q - 4 * MM - margin - 2 * MM)

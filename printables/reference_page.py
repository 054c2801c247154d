"""The one-page reference: a game's blocks in columns, shrunk until they fit the page."""

from __future__ import annotations

from companion.i18n import _
from printables import flow
from printables.layout import Reference
from printables.paper import MM, Rect
from printables.render import Doc, frame

BODY = 9.0  # points, when everything fits at full size
SMALLEST = 5.6  # below this a reference stops being readable at arm's length
GUTTER = 6 * MM


def columns(body: Rect, n: int) -> list[Rect]:
    """`n` equal columns across `body`."""
    w = (body.w - GUTTER * (n - 1)) / n
    return [Rect(body.x + i * (w + GUTTER), body.y, w, body.h) for i in range(n)]


def subtitle(doc: Doc) -> str:
    """Who the sheet is for: the table and its players, or a blank sheet."""
    ctx = doc.ctx
    if ctx.code:
        names = ", ".join(n for n in ctx.names if n)
        return _("Table {code}").format(code=ctx.code) + (f"  ·  {names}" if names else "")
    return _("Blank sheet: scan the code to open a table in the app")


def draw(doc: Doc, ref: Reference, page: int, pages: int) -> None:
    """Draw the reference page."""
    body = frame(doc, ref.title, subtitle(doc), page, pages)
    regions = columns(body, ref.columns)
    size, placed = flow.fit(ref.blocks, regions, BODY, SMALLEST)
    flow.draw(doc.c, placed, regions, size)
    doc.used(size)
    doc.end_page("reference")

"""The one-page reference: a game's blocks in columns, shrunk until they fit the page."""

from __future__ import annotations

from companion.i18n import _
from printables import flow, fonts
from printables.layout import Reference
from printables.paper import MM, Rect
from printables.render import Doc, frame, head_width

BODY = 9.0  # points, when everything fits at full size
SMALLEST = 5.6  # below this a reference stops being readable at arm's length
READABLE = 6.5  # points: the smallest the players' names line under the title may take
GUTTER = 6 * MM


def columns(body: Rect, n: int) -> list[Rect]:
    """`n` equal columns across `body`."""
    w = (body.w - GUTTER * (n - 1)) / n
    return [Rect(body.x + i * (w + GUTTER), body.y, w, body.h) for i in range(n)]


def subtitle(doc: Doc) -> str:
    """Who the sheet is for: the table and its players, or a blank sheet."""
    ctx = doc.ctx
    if not ctx.code:
        return _("Blank sheet: scan the code to open a table in the app")
    lead, names = _("Table {code}").format(code=ctx.code), [n for n in ctx.names if n]
    line = lead + ("  ·  " + ", ".join(names) if names else "")
    # Six 24-character names shrank the line to about 4 pt, unreadable: then the players go by their first names.
    if names and fonts.width(line, fonts.REGULAR, READABLE) > head_width(ctx):
        line = lead + "  ·  " + ", ".join(n.split()[0] for n in names)
    return line


def draw(doc: Doc, ref: Reference, page: int, pages: int) -> None:
    """Draw the reference page."""
    body = frame(doc, ref.title, subtitle(doc), page, pages)
    regions = columns(body, ref.columns)
    size, placed = flow.fit(ref.blocks, regions, BODY, SMALLEST)
    flow.draw(doc.c, placed, regions, size)
    doc.used(size)
    doc.end_page("reference")

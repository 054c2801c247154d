"""Flowing blocks through regions (columns, card faces) and shrinking them until they fit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from printables import blocks
from printables.layout import Block, Bullets, Heading
from printables.paper import Rect


class Overflow(ValueError):
    """The content does not fit its regions even at the smallest allowed size."""


@dataclass(frozen=True)
class Placed:
    """A block placed in a region with its top at `top`."""

    block: Block
    region: int
    top: float


def _pieces(items: Sequence[Block]) -> list[Block]:
    """Lists split into one block per item, so a long list may continue in the next column."""
    out: list[Block] = []
    for b in items:
        if isinstance(b, Bullets) and len(b.items) > 1:
            out += [Bullets([it], b.numbered, b.start + i) for i, it in enumerate(b.items)]
        else:
            out.append(b)
    return out


def place(items: Sequence[Block], regions: Sequence[Rect], size: float) -> list[Placed] | None:
    """Where each block goes at body size `size`, or None when they do not all fit."""
    pieces = _pieces(items)
    out: list[Placed] = []
    r, y, first = 0, regions[0].top, True
    for i, b in enumerate(pieces):
        nxt = pieces[i + 1] if i + 1 < len(pieces) else None
        while True:
            w = regions[r].w
            h = blocks.height(b, w, size)
            need = h
            # A heading travels with the block after it, never alone at a column's foot.
            if isinstance(b, Heading) and nxt is not None:
                need += blocks.gap_before(nxt, size) + blocks.height(nxt, w, size)
            gap = 0.0 if first else blocks.gap_before(b, size)
            if y - gap - need >= regions[r].y - 0.01:
                break
            r += 1
            if r == len(regions):
                return None
            y, first = regions[r].top, True
        out.append(Placed(b, r, y - gap))
        y -= gap + h
        first = False
    return out


def fit(items: Sequence[Block], regions: Sequence[Rect], base: float, minimum: float) -> tuple[float, list[Placed]]:
    """The largest body size from `minimum` to `base` at which everything fits, and its places."""
    found = place(items, regions, base)
    if found is not None:
        return base, found
    lo, best = minimum, place(items, regions, minimum)
    if best is None:
        raise Overflow(f"text does not fit even at {minimum:.1f} pt: {str(items[0])[:60]}...")
    hi = base
    for _ in range(9):  # about 0.02 pt of precision
        mid = (lo + hi) / 2
        got = place(items, regions, mid)
        if got is None:
            hi = mid
        else:
            lo, best = mid, got
    return lo, best


def draw(c: Canvas, placed: list[Placed], regions: Sequence[Rect], size: float) -> None:
    """Draw placed blocks."""
    for p in placed:
        reg = regions[p.region]
        blocks.draw(c, p.block, reg.x, p.top, reg.w, size)

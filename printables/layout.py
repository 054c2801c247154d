"""Printables as data: blocks of text, cards, one-page references and score sheets.

A game's printables module builds these from its `scoring` constants; `render` draws them.
Text may mark bold words with `**double asterisks**`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Heading:
    """A section heading (level 1) or a sub-heading (level 2)."""

    text: str
    level: int = 1


@dataclass(frozen=True)
class Text:
    """A paragraph."""

    text: str


@dataclass(frozen=True)
class Bullets:
    """A bulleted (or numbered) list; each item is one paragraph."""

    items: Sequence[str]
    numbered: bool = False
    start: int = 1  # the number of the first item (a list split over two columns)


@dataclass(frozen=True)
class Table:
    """A small table: an optional header and rows of cells; `widths` are relative."""

    rows: Sequence[Sequence[str]]
    header: Sequence[str] = ()
    widths: Sequence[float] = ()


@dataclass(frozen=True)
class Note:
    """A boxed note, e.g. a house ruling the app applies."""

    text: str
    label: str = ""  # e.g. "House ruling", in bold before the text


Block = Heading | Text | Bullets | Table | Note


@dataclass(frozen=True)
class Card:
    """A poker-size player-aid card: a front and, when given, a back (printed for fold-over)."""

    title: str
    front: Sequence[Block]
    back: Sequence[Block] = ()
    back_title: str = ""


@dataclass(frozen=True)
class Reference:
    """A game's reference: one page of blocks (in columns) and a set of cards."""

    title: str
    blocks: Sequence[Block]
    cards: Sequence[Card] = ()
    columns: int = 2


@dataclass(frozen=True)
class ScoreRow:
    """One line of a score sheet: `entry` (a figure to write), `section` (a label across the
    sheet) or `total`; `wide` rows keep one box per player where the sheet has sub-columns."""

    label: str
    hint: str = ""
    kind: str = "entry"
    wide: bool = False
    free: bool = False  # the players' own words (a category): shrinks as far as it needs, never overflows
    key: str = ""  # what a scan calls the row ("dragon", "total", "round3"); rows with `most` need one
    most: int | tuple[int, ...] = 0  # the largest number it holds (per sub-column): bubbles to fill; 0: none
    signed: bool = False  # it can be negative: a minus bubble above its digits


@dataclass(frozen=True)
class ScoreSheet:
    """A score sheet: a row per thing to write down, a column per player, notes below."""

    title: str
    rows: Sequence[ScoreRow]
    notes: Sequence[Block] = field(default_factory=tuple)
    columns_label: str = ""  # above the row labels; "Player" when empty
    subcolumns: Sequence[str] = ()  # each player's column split in these (e.g. Tips, Pubs)
    subkeys: Sequence[str] = ()  # what a scan calls the sub-columns ("tips", "pubs"): "final.tips"


def lead_bold(text: str, sep: str = ":") -> str:
    """`"Movement: everyone moves"` -> `"**Movement**: everyone moves"` (the term in bold)."""
    head, found, rest = text.partition(sep)
    return f"**{head}**{found}{rest}" if found and len(head) < 40 else text

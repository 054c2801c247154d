"""Score pad printables: how the app's score pad works, and a players x rows score sheet.

Everything printed comes from the score pad's game definition (its options, actions and
house rulings), so the sheet says what the app does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.games.score_pad import GAME
from printables.build import house_rulings
from printables.layout import Bullets, Card, Heading, Note, Reference, ScoreRow, ScoreSheet, Text

BLANK_ROWS = 14  # a blank pad: rows to write your own rounds or categories in
TABLE_ACTIONS = (
    "**Roll** any dice (2d6, 1d20+3, labelled faces) or type in what a real die shows.",
    "**Roll-off** to pick a first player: ties re-roll among the tied.",
    "**Undo / redo** the last change: the log keeps who did what.",
)
RANKING = (
    "Highest total wins (lowest, when the table is set to lowest wins).",
    "Equal totals share a place, unless the table names a tie-breaking category: "
    "then the better figure in that category goes first.",
)


def _options() -> list[str]:
    return [f"**{o.label}**" + (f": {o.help}" if o.help else "") for o in GAME.options]


def _actions() -> list[str]:
    return [f"**{a.type.replace('_', ' ').capitalize()}**: {a.summary}" for a in GAME.actions]


def reference() -> Reference:
    """The score pad's one-page reference and its card."""
    blocks = [
        Text(GAME.summary),
        Heading("Setting up a table"),
        Bullets(_options()),
        Heading("During the game"),
        Bullets(_actions()),
        Heading("Every table"),
        Bullets(TABLE_ACTIONS),
        Heading("Who wins"),
        Bullets(RANKING),
        *house_rulings(GAME.id),
        Note("When a phone dies, keep going on this sheet: scan its code to get back in.", "Tip"),
    ]
    card = Card(
        GAME.title,
        front=[Text(GAME.summary), Bullets(_actions())],
        back=[Heading("Who wins", 2), Bullets(RANKING), Heading("Every table", 2), Bullets(TABLE_ACTIONS)],
        back_title="Who wins · every table",
    )
    return Reference("Score pad: how it works", blocks, [card])


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """One row per category and per round the table has (blank rows for a blank pad), then total."""
    cats = list(options.get("categories") or [])
    rounds = int(options.get("rounds") or 0)
    rows: list[ScoreRow] = []
    if cats:
        rows.append(ScoreRow("Categories", kind="section"))
        tie = options.get("tie_breaker")
        rows += [ScoreRow(c, "breaks ties" if c == tie else "") for c in cats]
    if rounds:
        rows.append(ScoreRow("Rounds", kind="section"))
        rows += [ScoreRow(f"Round {r}") for r in range(1, rounds + 1)]
    if not rows:
        rows = [ScoreRow("") for _ in range(BLANK_ROWS)]
    rows += [ScoreRow("Total", kind="total"), ScoreRow("Place", "1st, 2nd, ...")]
    notes = [Heading("Who wins", 2), Bullets(RANKING)]
    if options.get("lowest_wins"):
        notes.append(Note("At this table the lowest total wins.", "This table"))
    return ScoreSheet("Score sheet", rows, notes)

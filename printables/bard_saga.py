"""Bard Saga printables: setup, the Seeking Story and Singing Victory phases, Scroll requirements
(with the Field and a worked example), the end; a score sheet of VP and Scrolls per round.

Every text and number is read from `scoring.bard_saga` and the game's house rulings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from printables.build import house_rulings
from printables.layout import Block, Bullets, Card, Heading, Reference, ScoreRow, ScoreSheet, Table, Text
from scoring import bard_saga as bs

GAME_ID = "bard-saga"
SHEET_ROUNDS = 8  # rounds on the score sheet: a game has no fixed length, eight is plenty
EXAMPLE = ("Red", ("Blue", bs.WHITE, "Red"), "Green")  # own colour, touching cards, declared white


def seeking() -> list[Block]:
    """The Seeking Story phase: one action per turn."""
    return [
        Text("On your turn, clockwise from the Starting Player, do exactly one:"),
        Bullets([f"**{name}**: {what}" for name, what in bs.SEEKING_ACTIONS]),
    ]


def singing() -> Bullets:
    """The Singing Victory phase, in order."""
    return Bullets(bs.SINGING_STEPS, numbered=True)


def field() -> list[Block]:
    """The 3x3 Field as a little table, and what touches a corner deck."""
    names = [n.capitalize() for n in bs.DECK_NAMES]
    rows = [names[i : i + 3] for i in range(0, 9, 3)]
    rows[1][1] = f"**{names[bs.CENTRE_DECK]}** ({bs.CENTRE_STORIES} Stories, no Legend)"
    corner = 0
    plain = ", ".join(bs.DECK_NAMES[d] for d in bs.touching(corner))
    diag = ", ".join(bs.DECK_NAMES[d] for d in bs.touching(corner, diagonal=True))
    return [
        Table(rows, widths=(1, 1.4, 1)),
        Text(f"The {bs.DECK_NAMES[corner]} deck touches: {plain} (with the diagonal option: {diag})."),
    ]


def example() -> Text:
    """The requirement of a card, worked out by the same function the app uses."""
    own, around, white = EXAMPLE
    need = bs.scroll_requirement(own, around, white)
    pay = ", ".join(f"{n} {c}" for c, n in need.items())
    return Text(f"**Example:** a {own} card touching {', '.join(around)} cards, white declared {white}: pay {pay}.")


def scrolls() -> list[Block]:
    """The Scroll requirement rule and the limits."""
    return [
        Text(bs.SCROLL_REQUIREMENT),
        example(),
        Text(f"After Singing Victory: at most **{bs.SCROLL_LIMIT} Scrolls** and **{bs.HAND_LIMIT} Story cards**."),
    ]


def ending() -> list[Block]:
    """The last round, the winner, and the VP cards."""
    cards = ", ".join(f"{n} × {v}" for v, n in sorted(bs.VP_CARDS.items()))
    return [
        Text(bs.GAME_END),
        Text(f"Tie-breaks, in order: {', '.join(bs.TIE_BREAKS)}. VP cards: {cards}."),
    ]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading("Components"),
        Table([(name, str(n)) for name, n in bs.COMPONENTS], widths=(5, 1)),
        Heading("Setup"),
        Bullets(bs.SETUP_STEPS, numbered=True),
        Heading("Phase 1: Seeking Story"),
        *seeking(),
        Heading("Phase 2: Singing Victory"),
        singing(),
        Heading("Scroll requirements"),
        *scrolls(),
        Heading("The Field"),
        *field(),
        Heading("The end"),
        *ending(),
        Heading("House rulings"),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    cards = [
        Card("Seeking Story", seeking(), [singing()], "Singing Victory"),
        Card("Scroll requirements", scrolls(), field(), "The Field"),
        Card("House rulings", rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], "House rulings"),
        Card("Setup", [Bullets(bs.SETUP_STEPS, numbered=True)]),
        Card("The end", ending()),
    ]
    return Reference("Reference: phases, Scroll requirements, Singing Victory, the end", blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """VP and Scrolls each round, Legends searched, the final count with its tie-break, place."""
    white = " ".join(c[0] for c in bs.SCROLL_COLOURS)
    rows = [
        ScoreRow("Rounds", kind="section"),
        *[ScoreRow(f"Round {r}", f"white: {white} · first to pass: ________") for r in range(1, SHEET_ROUNDS + 1)],
        ScoreRow("Legends searched", f"+{bs.SEARCH_VP} VP each", wide=True),
        ScoreRow("Final", "VP · Scrolls (tie-break)", kind="total"),
        ScoreRow("Place", wide=True),
    ]
    boxes = "  ".join(f"☐ {i}" for i in range(1, bs.LEGEND_COUNT + 1))
    notes: list[Block] = [
        Text(
            "Each round: circle the colour declared for white ("
            + ", ".join(f"{c[0]} = {c}" for c in bs.SCROLL_COLOURS)
            + ") and write who passed first: they sing first and declare the next colour."
        ),
        Text(f"**Legends found:** {boxes} (the round of the {bs.LEGEND_COUNT}th is the last)."),
        *ending(),
        Text(
            f"Collect a Story: +{bs.COLLECT_VP} VP · Search a Legend: +{bs.SEARCH_VP} VP · top Legend: "
            f"+{bs.LEGEND_COLOUR_VP} VP per played Story of its colour, +{bs.LEGEND_ART_VP} per Story with "
            "its art."
        ),
    ]
    return ScoreSheet("Score sheet: VP and Scrolls each round", rows, notes, subcolumns=("VP", "Scrolls"))

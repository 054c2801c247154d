"""Minstrels printables: dice faces and characters, each character's scoring, the Bandit table,
column bonuses, the turn, end scoring, solo titles and Heroes; a VP-by-source score sheet.

Every text and number is read from `scoring.minstrels.data` and the game's house rulings.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from printables.build import house_rulings
from printables.layout import (
    Block,
    Bullets,
    Card,
    Heading,
    Reference,
    ScoreRow,
    ScoreSheet,
    Table,
    Text,
    lead_bold,
)
from scoring.minstrels import data as mi

GAME_ID = "minstrels"


def characters() -> Table:
    """Die face, character, and what placing it scores."""
    return Table(
        [(str(mi.FACE_OF[c]), f"**{c}**", mi.CHARACTER_EFFECTS[c]) for c in mi.CHARACTERS],
        header=("Die", "Character", "Placing it scores"),
        widths=(0.7, 1.9, 6),
    )


def bandit_table() -> Table:
    """The Bandit chain table: other Bandits connected -> VP."""
    n = len(mi.BANDIT_CHAIN_VP)
    counts = [str(i) if i < n - 1 else f"{i}+" for i in range(n)]
    return Table([("VP", *map(str, mi.BANDIT_CHAIN_VP))], header=("Other Bandits", *counts), widths=(2.6, *[1] * n))


def board() -> list[Block]:
    """Columns, their bonuses, and which are open."""
    bonuses = ", ".join(f"column {i + 1}: {vp} VP" for i, vp in enumerate(mi.COLUMN_BONUS))
    return [
        Text(
            f"Your board: {mi.COLUMNS} columns × {mi.SPACES} spaces (space 1 at the bottom). "
            f"A completely filled column scores its bonus: {bonuses}."
        ),
        Text(mi.AVAILABILITY_RULE),
    ]


def turn() -> Bullets:
    """A player's turn, step by step (the texts carry their numbers: the list numbers them)."""
    return Bullets([lead_bold(re.sub(r"^\d+\.\s*", "", s)) for s in mi.TURN_STEPS], numbered=True)


def supply() -> Table:
    """Character pieces in the supply by player count."""
    counts = sorted(mi.SUPPLY_BY_PLAYERS)
    return Table(
        [(c, *(str(mi.SUPPLY_BY_PLAYERS[n][c]) for n in counts)) for c in mi.CHARACTERS],
        header=("Players", *("solo" if n == 1 else str(n) for n in counts)),
        widths=(2.2, *[1] * len(counts)),
    )


def end_scoring() -> list[Block]:
    """Road signs, coins, tie-breaks."""
    return [Bullets(mi.END_OF_GAME), Text("**Tie-breaks:** " + " ".join(mi.TIE_BREAKS))]


def solo() -> list[Block]:
    """Solo rules and titles."""
    return [
        Bullets(mi.SOLO_RULES),
        Table([(f"{vp}+", title) for vp, title in mi.SOLO_TITLES], header=("VP", "Solo title"), widths=(1, 3)),
    ]


def heroes(items: tuple[mi.Hero, ...] = mi.HEROES) -> list[Block]:
    """Hero cards: what each replaces (or adds) and its player-count mark."""
    out: list[Block] = []
    for h in items:
        tag = f"replaces the {h.replaces}" if h.replaces else "new rule"
        mark = f", {h.mark} players" if h.mark else ""
        out.append(Text(f"**{h.name}** ({tag}{mark}): {h.text}"))
    return out


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading("Characters"),
        characters(),
        Heading("Bandit chain"),
        bandit_table(),
        Heading("Board and column bonuses"),
        *board(),
        Heading("Setup"),
        Bullets(mi.SETUP_STEPS, numbered=True),
        supply(),
        Heading("A round"),
        Bullets(mi.ROUND_STEPS, numbered=True),
        Heading("Your turn"),
        turn(),
        Heading("End of the game"),
        *end_scoring(),
        Heading("Solo"),
        *solo(),
        Heading(f"Heroes (deal {mi.HEROES_DEALT}, keep 1)"),
        *heroes(),
        Heading("House rulings"),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    half = (len(mi.HEROES) + 1) // 2
    cards = [
        Card("Characters", [characters()], [bandit_table(), *board()], "Bandits and columns"),
        Card("Your turn", [turn()], [Bullets(mi.ROUND_STEPS, numbered=True), supply()], "A round · supply"),
        Card("End of the game", end_scoring(), solo(), "Solo"),
        Card("Heroes", heroes(mi.HEROES[:half]), heroes(mi.HEROES[half:]), "Heroes"),
        Card("House rulings", rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], "House rulings"),
    ]
    return Reference("Reference: characters, turn, end scoring, solo, Heroes", blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """VP by source for each player, end majorities, coins, total, tie-breaks and the solo title."""
    big, small = mi.MAJORITY_VP
    rows = [
        ScoreRow("During the game", kind="section"),
        *[ScoreRow(c, f"die face {mi.FACE_OF[c]}") for c in mi.CHARACTERS],
        ScoreRow("Column bonuses", " / ".join(map(str, mi.COLUMN_BONUS)) + " VP"),
        ScoreRow("Tasks"),
        ScoreRow("Quest", f"Quests mode: {mi.QUEST_PARTIAL_VP} or {mi.QUEST_FULL_VP} VP"),
        ScoreRow("End of the game", kind="section"),
        ScoreRow(f"Road sign {big}", f"most of the rarer type left: {big} VP"),
        ScoreRow(f"Road sign {small}", f"most of the other type: {small} VP"),
        ScoreRow("Coins", "1 VP each in your supply"),
        ScoreRow("Total", kind="total"),
        ScoreRow("Tie-break: coins", wide=True),
        ScoreRow("Tie-break: filled columns", wide=True),
        ScoreRow("Place", "or the solo title", wide=True),
    ]
    notes: list[Block] = [
        Heading("Tie-breaks", 2),
        Bullets(mi.TIE_BREAKS, numbered=True),
        Heading("Solo titles", 2),
        Text(" · ".join(f"**{vp}+** {title}" for vp, title in mi.SOLO_TITLES)),
        *[r for r in house_rulings(GAME_ID, "House ruling") if r.text.startswith("Road signs")],
    ]
    return ScoreSheet("Score sheet: VP by source", rows, notes)

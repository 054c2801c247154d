"""Minstrels printables: the reference (dice, characters, the turn, end scoring, Heroes) and the score sheet.

The reference has dice faces and characters, each character's scoring, the Bandit table, column
bonuses, the turn, end scoring, solo titles and Heroes; the score sheet has VP by source.

Every text and number is read from `scoring.minstrels.data` and the game's house rulings;
texts are translated as the blocks are made.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from companion.i18n import _
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


def _all(texts: tuple[str, ...]) -> list[str]:
    return [_(t) for t in texts]


def characters() -> Table:
    """Die face, character, and what placing it scores."""
    return Table(
        [(str(mi.FACE_OF[c]), f"**{_(c)}**", _(mi.CHARACTER_EFFECTS[c])) for c in mi.CHARACTERS],
        header=(_("Die"), _("Character"), _("Placing it scores")),
        widths=(0.7, 1.9, 6),
    )


def bandit_table() -> Table:
    """The Bandit chain table: other Bandits connected -> VP."""
    n = len(mi.BANDIT_CHAIN_VP)
    counts = [str(i) if i < n - 1 else f"{i}+" for i in range(n)]
    return Table(
        [(_("VP"), *map(str, mi.BANDIT_CHAIN_VP))], header=(_("Other Bandits"), *counts), widths=(2.6, *[1] * n)
    )


def board() -> list[Block]:
    """Columns, their bonuses, and which are open."""
    bonus = _("column {n}: {vp} VP")
    bonuses = ", ".join(bonus.format(n=i + 1, vp=vp) for i, vp in enumerate(mi.COLUMN_BONUS))
    return [
        Text(
            _(
                "Your board: {columns} columns × {spaces} spaces (space 1 at the bottom). "
                "A completely filled column scores its bonus: {bonuses}."
            ).format(columns=mi.COLUMNS, spaces=mi.SPACES, bonuses=bonuses)
        ),
        Text(_(mi.AVAILABILITY_RULE)),
    ]


def turn() -> Bullets:
    """A player's turn, step by step (the texts carry their numbers: the list numbers them)."""
    return Bullets([lead_bold(re.sub(r"^\d+\.\s*", "", _(s))) for s in mi.TURN_STEPS], numbered=True)


def supply() -> Table:
    """Character pieces in the supply by player count."""
    counts = sorted(mi.SUPPLY_BY_PLAYERS)
    return Table(
        [(_(c), *(str(mi.SUPPLY_BY_PLAYERS[n][c]) for n in counts)) for c in mi.CHARACTERS],
        header=(_("Players"), *(_("solo") if n == 1 else str(n) for n in counts)),
        widths=(2.2, *[1] * len(counts)),
    )


def end_scoring() -> list[Block]:
    """Road signs, coins, tie-breaks."""
    ties = _("**Tie-breaks:** {rules}").format(rules=" ".join(_all(mi.TIE_BREAKS)))
    return [Bullets(_all(mi.END_OF_GAME)), Text(ties)]


def solo() -> list[Block]:
    """Solo rules and titles."""
    return [
        Bullets(_all(mi.SOLO_RULES)),
        Table([(f"{vp}+", _(title)) for vp, title in mi.SOLO_TITLES], header=(_("VP"), _("Solo title")), widths=(1, 3)),
    ]


def heroes(items: tuple[mi.Hero, ...] = mi.HEROES) -> list[Block]:
    """Hero cards: what each replaces (or adds) and its player-count mark."""
    out: list[Block] = []
    for h in items:
        tag = _("replaces the {character}").format(character=_(h.replaces)) if h.replaces else _("new rule")
        if h.mark:
            tag = _("{what}, {mark} players").format(what=tag, mark=h.mark)
        out.append(Text(f"**{_(h.name)}** ({tag}): {_(h.text)}"))
    return out


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading(_("Characters")),
        characters(),
        Heading(_("Bandit chain")),
        bandit_table(),
        Heading(_("Board and column bonuses")),
        *board(),
        Heading(_("Setup")),
        Bullets(_all(mi.SETUP_STEPS), numbered=True),
        supply(),
        Heading(_("A round")),
        Bullets(_all(mi.ROUND_STEPS), numbered=True),
        Heading(_("Your turn")),
        turn(),
        Heading(_("End of the game")),
        *end_scoring(),
        Heading(_("Solo")),
        *solo(),
        Heading(_("Heroes (deal {n}, keep 1)").format(n=mi.HEROES_DEALT)),
        *heroes(),
        Heading(_("House rulings")),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    half = (len(mi.HEROES) + 1) // 2
    cards = [
        Card(_("Characters"), [characters()], [bandit_table(), *board()], _("Bandits and columns")),
        Card(
            _("Your turn"),
            [turn()],
            [Bullets(_all(mi.ROUND_STEPS), numbered=True), supply()],
            _("A round · supply"),
        ),
        Card(_("End of the game"), end_scoring(), solo(), _("Solo")),
        Card(_("Heroes"), heroes(mi.HEROES[:half]), heroes(mi.HEROES[half:]), _("Heroes")),
        Card(_("House rulings"), rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], _("House rulings")),
    ]
    return Reference(_("Reference: characters, turn, end scoring, solo, Heroes"), blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """VP by source for each player, end majorities, coins, total, tie-breaks and the solo title."""
    big, small = mi.MAJORITY_VP
    quest = _("Quests mode: {partial} or {full} VP").format(partial=mi.QUEST_PARTIAL_VP, full=mi.QUEST_FULL_VP)
    rows = [
        ScoreRow(_("During the game"), kind="section"),
        *[ScoreRow(_(c), _("die face {n}").format(n=mi.FACE_OF[c]), key=c.lower(), most=99) for c in mi.CHARACTERS],
        ScoreRow(
            _("Column bonuses"),
            _("{bonuses} VP").format(bonuses=" / ".join(map(str, mi.COLUMN_BONUS))),
            key="column_bonuses",
            most=sum(mi.COLUMN_BONUS),
        ),
        ScoreRow(_("Tasks"), key="tasks", most=99),
        ScoreRow(_("Quest"), quest, key="quest", most=mi.QUEST_FULL_VP),
        ScoreRow(_("End of the game"), kind="section"),
        ScoreRow(
            _("Road sign {vp}").format(vp=big),
            _("most of the rarer type left: {vp} VP").format(vp=big),
            key="road_sign_big",
            most=big,
        ),
        ScoreRow(
            _("Road sign {vp}").format(vp=small),
            _("most of the other type: {vp} VP").format(vp=small),
            key="road_sign_small",
            most=2 * small,  # a disputed count puts both pieces under the 3: one player may score it twice
        ),
        ScoreRow(_("Coins"), _("1 VP each in your supply"), key="coins", most=99),
        ScoreRow(_("Total"), kind="total", key="total", most=299),
        ScoreRow(_("Tie-break: coins"), wide=True, key="tiebreak_coins", most=99),
        ScoreRow(_("Tie-break: filled columns"), wide=True, key="tiebreak_columns", most=mi.COLUMNS),
        ScoreRow(_("Place"), _("or the solo title"), wide=True),
    ]
    notes: list[Block] = [
        Heading(_("Tie-breaks"), 2),
        Bullets(_all(mi.TIE_BREAKS), numbered=True),
        Heading(_("Solo titles"), 2),
        Text(" · ".join(f"**{vp}+** {_(title)}" for vp, title in mi.SOLO_TITLES)),
        *house_rulings(GAME_ID, labelled=True, keep=lambda r: r.startswith("Road signs")),
    ]
    return ScoreSheet(_("Score sheet: VP by source"), rows, notes)

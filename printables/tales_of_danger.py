"""Tales of Danger printables: each Act's turn steps, cancel cards, the cost-card distribution,
the odds of each label, the end and scoring; a score sheet of five Segments and Journals.

Every text and number is read from `scoring.tales_of_danger` and the game's house rulings.
"""

from __future__ import annotations

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
from scoring.tales_of_danger import data as tod
from scoring.tales_of_danger import odds

GAME_ID = "tales-of-danger"


def _steps(items: tuple[str, ...]) -> Bullets:
    return Bullets(items, numbered=True)


def act2_steps() -> Bullets:
    """The Act 2 turn, with the Sponsor's values named as on the card."""
    return _steps(tuple(s.format(market="Market", max="Max") for s in tod.ACT2_STEPS))


def acts_1_2() -> list[Block]:
    """Act 1, securing a Sponsor, and Act 2."""
    return [
        Heading(f"Act 1 (hand limit {tod.ACT1_HAND_LIMIT})", 2),
        _steps(tod.ACT1_STEPS),
        Heading("Securing a Sponsor", 2),
        _steps(tod.ACT2_TRANSITION_STEPS),
    ]


def act_2() -> list[Block]:
    """The Act 2 turn and Move the Story Along."""
    return [Heading("Act 2", 2), act2_steps(), Text(lead_bold(tod.MOVE_THE_STORY_ALONG))]


def act_3_start() -> list[Block]:
    """Moving into Act 3 and preparing a Segment."""
    return [
        Heading("Into Act 3", 2),
        _steps(tod.ACT3_TRANSITION_STEPS),
        Heading("Preparing a Segment", 2),
        _steps(tod.PREPARE_SEGMENT_STEPS),
    ]


def act_3_turn() -> list[Block]:
    """An Act 3 turn and completing a Segment."""
    return [
        Heading("An Act 3 turn", 2),
        Bullets(tod.ACT3_STEPS),
        Heading("Completing a Segment", 2),
        _steps(tod.COMPLETE_SEGMENT_STEPS),
    ]


def cancels() -> Table:
    """The People that cancel a label."""
    return Table(
        [(who, f"every {label} card") for who, label in tod.CANCELS.items()],
        header=("Person", "cancels"),
        widths=(1.3, 2.5),
    )


def cost_cards() -> Table:
    """The Segment Cost cards by kind, with their counts."""
    return Table([(c.name, str(c.count)) for c in tod.COST_CARDS], header=("Segment Cost", "cards"), widths=(4, 1))


def difficulties() -> Text:
    """How many cards show each ship number."""
    parts = ", ".join(f"{n} ship{'s' if n > 1 else ''}: {k}" for n, k in sorted(tod.DIFFICULTY_DISTRIBUTION.items()))
    return Text(f"Ship numbers on the {tod.DECK_SIZE} cards: {parts}.")


def label_odds() -> Table:
    """Chance of at least one card of each label in a fresh Segment of difficulty 1, 2, 3."""
    by_d = {d: odds.label_odds(odds.remaining_costs(), d) for d in tod.SEGMENT_DIFFICULTIES}
    return Table(
        [(label, *(f"{float(by_d[d][label]):.0%}" for d in tod.SEGMENT_DIFFICULTIES)) for label in tod.LABELS],
        header=("At least one", *(f"{d} ship{'s' if d > 1 else ''}" for d in tod.SEGMENT_DIFFICULTIES)),
        widths=(2.4, 1, 1, 1),
    )


def ending() -> list[Block]:
    """The final round and scoring."""
    return [Text(tod.FINAL_ROUND_RULE), Text(tod.SCORING_RULE)]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading("Setup"),
        _steps(tod.SETUP_STEPS),
        Heading("Acts 1 and 2"),
        *acts_1_2(),
        *act_2(),
        Heading("Act 3: the voyage"),
        *act_3_start(),
        *act_3_turn(),
        Heading("Cancel cards"),
        cancels(),
        Heading("Segment Cost cards"),
        cost_cards(),
        difficulties(),
        Heading("Odds in a fresh deck"),
        label_odds(),
        Heading("The end and scoring"),
        *ending(),
        Heading("House rulings"),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    cards = [
        Card("Acts 1 and 2", acts_1_2(), act_2(), "Act 2"),
        Card("Act 3", act_3_start(), act_3_turn(), "Act 3: your turn"),
        Card("Segment Costs", [cost_cards(), cancels()], [difficulties(), label_odds()], "Ships and odds"),
        Card("House rulings", rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], "House rulings"),
        Card("Setup", [_steps(tod.SETUP_STEPS)]),
        Card("The end and scoring", ending()),
    ]
    return Reference("Reference: the three Acts, costs, cancels, scoring", blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """Sponsor rank and values, five Segments with their Journals, total and place."""
    d_lo, d_hi = min(tod.SEGMENT_DIFFICULTIES), max(tod.SEGMENT_DIFFICULTIES)
    j_lo, j_hi = min(tod.JOURNAL_VALUES), max(tod.JOURNAL_VALUES)
    rows = [
        ScoreRow("Sponsor rank", "1 is the highest", wide=True),
        *[
            ScoreRow(
                tod.SPONSOR_HAND_VALUE_LABELS[v].split(" (")[0],
                tod.SPONSOR_HAND_VALUE_LABELS[v].partition("(")[2].rstrip(")"),
                wide=True,
            )
            for v in tod.SPONSOR_HAND_VALUES
        ],
        ScoreRow("Voyage", kind="section"),
        *[ScoreRow(f"Segment {i}") for i in range(1, tod.SEGMENTS_TO_END + 1)],
        ScoreRow("Total", "ships + Journals", kind="total", wide=True),
        ScoreRow("Place", wide=True),
    ]
    notes: list[Block] = [
        Text(
            f"Each Segment: its Difficulty ({d_lo}–{d_hi} ships) and its Journal ({j_lo}–{j_hi}, "
            "flipped at the end; none if your hand was empty)."
        ),
        *ending(),
        *[r for r in house_rulings(GAME_ID, "House ruling") if "tie" in r.text.lower() or "empty" in r.text],
    ]
    return ScoreSheet("Score sheet: Segments and Journals", rows, notes, subcolumns=("Ships", "Journal"))

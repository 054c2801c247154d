"""Tales of Danger printables: the reference (Acts, cancel cards, cost cards, odds, scoring) and the score sheet.

The reference has each Act's turn steps, cancel cards, the cost-card distribution, the odds of
each label, the end and scoring; the score sheet has five Segments and Journals.

Every text and number is read from `scoring.tales_of_danger` and the game's house rulings;
texts are translated (and percentages written as the language writes them) as the blocks are made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from babel.numbers import format_percent

from companion import i18n
from companion.games import get_game
from companion.i18n import _, ngettext
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
HAND_MOST = 9  # a Sponsor's hand sizes are single figures (the Act 1 limit is 7)


def _steps(items: tuple[str, ...]) -> Bullets:
    return Bullets([_(s) for s in items], numbered=True)


def _ships(n: int) -> str:
    return ngettext("{n} ship", "{n} ships", n).format(n=n)


def act2_steps() -> Bullets:
    """The Act 2 turn, with the Sponsor's values named as on the card."""
    market, most = _("Market"), _("Max")
    return Bullets([_(s).format(market=market, max=most) for s in tod.ACT2_STEPS], numbered=True)


def acts_1_2() -> list[Block]:
    """Act 1, securing a Sponsor, and Act 2."""
    return [
        Heading(_("Act 1 (hand limit {n})").format(n=tod.ACT1_HAND_LIMIT), 2),
        _steps(tod.ACT1_STEPS),
        Heading(_("Securing a Sponsor"), 2),
        _steps(tod.ACT2_TRANSITION_STEPS),
    ]


def act_2() -> list[Block]:
    """The Act 2 turn and Move the Story Along."""
    return [Heading(_("Act 2"), 2), act2_steps(), Text(lead_bold(_(tod.MOVE_THE_STORY_ALONG)))]


def act_3_start() -> list[Block]:
    """Moving into Act 3 and preparing a Segment."""
    return [
        Heading(_("Into Act 3"), 2),
        _steps(tod.ACT3_TRANSITION_STEPS),
        Heading(_("Preparing a Segment"), 2),
        _steps(tod.PREPARE_SEGMENT_STEPS),
    ]


def act_3_turn() -> list[Block]:
    """An Act 3 turn and completing a Segment."""
    return [
        Heading(_("An Act 3 turn"), 2),
        Bullets([_(s) for s in tod.ACT3_STEPS]),
        Heading(_("Completing a Segment"), 2),
        _steps(tod.COMPLETE_SEGMENT_STEPS),
    ]


def cancels() -> Table:
    """The People that cancel a label."""
    return Table(
        [(_(who), _("every {label} card").format(label=_(label))) for who, label in tod.CANCELS.items()],
        header=(_("Person"), _("cancels")),
        widths=(1.3, 2.5),
    )


def cost_cards() -> Table:
    """The Segment Cost cards by kind, with their counts."""
    return Table(
        [(_(c.name), str(c.count)) for c in tod.COST_CARDS], header=(_("Segment Cost"), _("cards")), widths=(4, 1)
    )


def difficulties() -> Text:
    """How many cards show each ship number."""
    parts = ", ".join(f"{_ships(n)}: {k}" for n, k in sorted(tod.DIFFICULTY_DISTRIBUTION.items()))
    return Text(_("Ship numbers on the {n} cards: {parts}.").format(n=tod.DECK_SIZE, parts=parts))


def label_odds() -> Table:
    """Chance of at least one card of each label in a fresh Segment of difficulty 1, 2, 3."""
    by_d = {d: odds.label_odds(odds.remaining_costs(), d) for d in tod.SEGMENT_DIFFICULTIES}
    lang = i18n.current()
    return Table(
        [
            (_(label), *(format_percent(float(by_d[d][label]), locale=lang) for d in tod.SEGMENT_DIFFICULTIES))
            for label in tod.LABELS
        ],
        header=(_("At least one"), *(_ships(d) for d in tod.SEGMENT_DIFFICULTIES)),
        widths=(2.4, 1, 1, 1),
    )


def ending() -> list[Block]:
    """The final round and scoring."""
    return [Text(_(tod.FINAL_ROUND_RULE)), Text(_(tod.SCORING_RULE))]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading(_("Setup")),
        _steps(tod.SETUP_STEPS),
        Heading(_("Acts 1 and 2")),
        *acts_1_2(),
        *act_2(),
        Heading(_("Act 3: the voyage")),
        *act_3_start(),
        *act_3_turn(),
        Heading(_("Cancel cards")),
        cancels(),
        Heading(_("Segment Cost cards")),
        cost_cards(),
        difficulties(),
        Heading(_("Odds in a fresh deck")),
        label_odds(),
        Heading(_("The end and scoring")),
        *ending(),
        Heading(_("House rulings")),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    cards = [
        Card(_("Acts 1 and 2"), acts_1_2(), act_2(), _("Act 2")),
        Card(_("Act 3"), act_3_start(), act_3_turn(), _("Act 3: your turn")),
        Card(_("Segment Costs"), [cost_cards(), cancels()], [difficulties(), label_odds()], _("Ships and odds")),
        Card(_("House rulings"), rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], _("House rulings")),
        Card(_("Setup"), [_steps(tod.SETUP_STEPS)]),
        Card(_("The end and scoring"), ending()),
    ]
    return Reference(_("Reference: the three Acts, costs, cancels, scoring"), blocks, cards)


def _sponsor_row(value: str) -> ScoreRow:
    """The "Start (hand size after securing)" label as the label Start and the hint in brackets."""
    name, _sep, hint = _(tod.SPONSOR_HAND_VALUE_LABELS[value]).partition(" (")
    return ScoreRow(name, hint.rstrip(")"), wide=True, key=value, most=HAND_MOST)


def _on_the_sheet(ruling: str) -> bool:
    """The house rulings the score sheet repeats: ties, and the Journal of an empty hand."""
    return "tie" in ruling.lower() or "empty" in ruling


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """Sponsor rank and values, five Segments with their Journals, total and place."""
    d_lo, d_hi = min(tod.SEGMENT_DIFFICULTIES), max(tod.SEGMENT_DIFFICULTIES)
    j_lo, j_hi = min(tod.JOURNAL_VALUES), max(tod.JOURNAL_VALUES)
    rows = [
        ScoreRow(
            _("Sponsor rank"), _("1 is the highest"), wide=True, key="sponsor_rank", most=get_game(GAME_ID).max_players
        ),
        *[_sponsor_row(v) for v in tod.SPONSOR_HAND_VALUES],
        ScoreRow(_("Voyage"), kind="section"),
        *[
            ScoreRow(_("Segment {n}").format(n=i), key=f"segment{i}", most=(d_hi, j_hi))
            for i in range(1, tod.SEGMENTS_TO_END + 1)
        ],
        ScoreRow(
            _("Total"),
            _("ships + Journals"),
            kind="total",
            wide=True,
            key="total",
            most=tod.SEGMENTS_TO_END * (d_hi + j_hi),
        ),
        ScoreRow(_("Place"), wide=True),
    ]
    notes: list[Block] = [
        Text(
            _(
                "Each Segment: its Difficulty ({d_lo}–{d_hi} ships) and its Journal ({j_lo}–{j_hi}, "
                "flipped at the end; none if your hand was empty)."
            ).format(d_lo=d_lo, d_hi=d_hi, j_lo=j_lo, j_hi=j_hi)
        ),
        *ending(),
        *house_rulings(GAME_ID, labelled=True, keep=_on_the_sheet),
    ]
    subs = (_("Ships"), _("Journal"))
    return ScoreSheet(
        _("Score sheet: Segments and Journals"), rows, notes, subcolumns=subs, subkeys=("ships", "journal")
    )

"""Score pad printables: how the app's score pad works, and a players x rows score sheet.

Everything printed comes from the score pad's game definition (its options, actions and
house rulings), so the sheet says what the app does. Texts are translated as the blocks are made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.games.score_pad import GAME
from companion.i18n import N_, _, pgettext
from printables.build import house_rulings
from printables.layout import Bullets, Card, Heading, Note, Reference, ScoreRow, ScoreSheet, Text

BLANK_ROWS = 9  # a blank pad: rows to write your own rounds or categories in
# The score pad keeps any game's score: a round or a category can be 100 or more, or negative
# (the app's -5/-1 buttons), so every row has a hundreds line and a minus bubble, as the total has.
ROW_MOST = 999
TOTAL_MOST = 999
TABLE_ACTIONS = (
    N_("**Roll** any dice (2d6, 1d20+3, labelled faces) or type in what a real die shows."),
    N_("**Roll-off** to pick a first player: ties re-roll among the tied."),
    N_("**Undo / redo** the last change: the log keeps who did what."),
)
SCANNED = N_(
    "A number below zero: fill the − bubble too. "
    "The camera reads every row with bubbles; each player's Total decides the places."
)
RANKING = (
    N_("Highest total wins (lowest, when the table is set to lowest wins)."),
    N_(
        "Equal totals share a place, unless the table names a tie-breaking category: "
        "then the better figure in that category goes first."
    ),
)


def _options() -> list[str]:
    return [f"**{_(o.label)}**" + (f": {_(o.help)}" if o.help else "") for o in GAME.options]


def _action(kind: str, summary: str) -> str:
    """An action in bold and what it does, as the phone's players know it (the game's own summaries
    are its API documentation; an action the sheet does not know yet prints its summary)."""
    # pgettext: the same short English words mean other things in other games' catalogs.
    known = {
        "score": (
            pgettext("score pad action", "Score"),
            _("add to (or take from) a player's score, in a category and a round when the table has them"),
        ),
        "next_round": (pgettext("score pad action", "Next round"), _("move on to the next round")),
        "finish": (pgettext("score pad action", "Finish"), _("end the game and show the standings")),
        "correct": (pgettext("score pad action", "Correct"), _("change a player's score in a past round")),
        "name_game": (pgettext("score pad action", "Name the game"), _("the history and BG Stats show its name")),
        "score_round": (
            pgettext("score pad action", "Enter the round"),
            _("every player's points at once, then the next round"),
        ),
        "score_grid": (
            pgettext("score pad action", "Enter these scores"),
            _("several players' points in several categories at once; the round stays open"),
        ),
    }
    name, what = known.get(kind) or (kind.replace("_", " ").capitalize(), _(summary))
    return f"**{name}**: {what}"


def _actions() -> list[str]:
    first: dict[str, str] = {}
    for a in GAME.actions:
        first.setdefault(a.type, a.summary)  # one line per action type, with its first summary
    return [_action(kind, summary) for kind, summary in first.items()]


def _all(texts: tuple[str, ...]) -> list[str]:
    return [_(t) for t in texts]


def reference() -> Reference:
    """The score pad's one-page reference and its card."""
    blocks = [
        Text(_(GAME.summary)),
        Heading(_("Setting up a table")),
        Bullets(_options()),
        Heading(_("During the game")),
        Bullets(_actions()),
        Heading(_("Every table")),
        Bullets(_all(TABLE_ACTIONS)),
        Heading(_("Who wins")),
        Bullets(_all(RANKING)),
        *house_rulings(GAME.id),
        Note(
            _("When a phone dies, keep going on this sheet: scan its code to get back in."),
            pgettext("a note's label: advice", "Tip"),
        ),
    ]
    card = Card(
        _(GAME.title),
        front=[Text(_(GAME.summary)), Bullets(_actions())],
        back=[
            Heading(_("Who wins"), 2),
            Bullets(_all(RANKING)),
            Heading(_("Every table"), 2),
            Bullets(_all(TABLE_ACTIONS)),
        ],
        back_title=_("Who wins · every table"),
    )
    return Reference(_("Score pad: how it works"), blocks, [card])


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """One row per category and per round the table has (blank rows for a blank pad), then total."""
    cats = list(options.get("categories") or [])
    rounds = int(options.get("rounds") or 0)
    rows: list[ScoreRow] = []
    if cats:
        rows.append(ScoreRow(_("Categories: each one's points over the whole game"), kind="section"))
        tie = options.get("tie_breaker")
        rows += [
            ScoreRow(c, _("breaks ties") if c == tie else "", free=True, key=f"category{i}", most=ROW_MOST, signed=True)
            for i, c in enumerate(cats, 1)
        ]
    if rounds:
        # One round is not a range ("Round 1 … Round 1" on a one-round sheet).
        said = _("Round 1: the points scored in that round")
        if rounds > 1:
            said = _("Round 1 … Round {n}: the points scored in that round")
        rows.append(ScoreRow(said.format(n=rounds), kind="section"))
        rows += [
            ScoreRow(_("Round {n}").format(n=r), key=f"round{r}", most=ROW_MOST, signed=True)
            for r in range(1, rounds + 1)
        ]
    if not rows:
        rows = [ScoreRow("", key=f"row{i}", most=ROW_MOST, signed=True) for i in range(1, BLANK_ROWS + 1)]
    rows += [
        ScoreRow(_("Total"), kind="total", key="total", most=TOTAL_MOST, signed=True),
        ScoreRow(_("Place"), _("1st, 2nd, ...")),
    ]
    total = _("Total: the categories added up, the same as the rounds added up.") if cats and rounds else ""
    notes = [Heading(_("Who wins"), 2), Bullets(_all(RANKING)), Note(f"{total} {_(SCANNED)}".strip(), _("Scan"))]
    if options.get("lowest_wins"):
        notes.append(Note(_("At this table the lowest total wins."), _("This table")))
    return ScoreSheet(_("Score sheet"), rows, notes)

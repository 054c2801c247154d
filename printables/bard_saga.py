"""Bard Saga printables: the reference (setup, phases, Scroll requirements, the end) and the score sheet.

The reference has the Seeking Story and Singing Victory phases, the Scroll requirements (with the
Field and a worked example) and the end; the score sheet has VP and Scrolls per round.

Every text and number is read from `scoring.bard_saga` and the game's house rulings;
texts are translated as the blocks are made.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.i18n import _, ngettext, pgettext
from printables.build import house_rulings
from printables.layout import Block, Bullets, Card, Heading, Reference, ScoreRow, ScoreSheet, Table, Text
from scoring import bard_saga as bs

GAME_ID = "bard-saga"
SHEET_ROUNDS = 8  # rounds on the score sheet: a game has no fixed length, eight is plenty
SCROLLS_MOST = len(bs.SCROLL_COLOURS) * bs.SCROLLS_PER_COLOUR  # every Scroll in the Inn
EXAMPLE = ("Red", ("Blue", bs.WHITE, "Red"), "Green")  # own colour, touching cards, declared white


def _all(texts: tuple[str, ...]) -> list[str]:
    return [_(t) for t in texts]


def _initial(colour: str) -> str:
    """A Scroll colour in a letter or two, to circle on the sheet (German needs two: Gelb, Grün)."""
    initials = {
        "Red": pgettext("Scroll colour, abbreviated", "R"),
        "Blue": pgettext("Scroll colour, abbreviated", "B"),
        "Yellow": pgettext("Scroll colour, abbreviated", "Y"),
        "Green": pgettext("Scroll colour, abbreviated", "G"),
    }
    return initials.get(colour, colour[0])


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def seeking() -> list[Block]:
    """The Seeking Story phase: one action per turn."""
    return [
        Text(_("On your turn, clockwise from the Starting Player, do exactly one:")),
        Bullets([f"**{_(name)}**: {_(what)}" for name, what in bs.SEEKING_ACTIONS]),
    ]


def singing() -> Bullets:
    """The Singing Victory phase, in order."""
    return Bullets(_all(bs.SINGING_STEPS), numbered=True)


def field() -> list[Block]:
    """The 3x3 Field as a little table, and what touches a corner deck."""
    names = [_upper_first(_(n)) for n in bs.DECK_NAMES]
    rows = [names[i : i + 3] for i in range(0, 9, 3)]
    centre = ngettext("**{deck}** ({n} Story, no Legend)", "**{deck}** ({n} Stories, no Legend)", bs.CENTRE_STORIES)
    rows[1][1] = centre.format(deck=names[bs.CENTRE_DECK], n=bs.CENTRE_STORIES)
    corner = 0
    plain = ", ".join(_(bs.DECK_NAMES[d]) for d in bs.touching(corner))
    diag = ", ".join(_(bs.DECK_NAMES[d]) for d in bs.touching(corner, diagonal=True))
    return [
        Table(rows, widths=(1, 1.4, 1)),
        Text(
            _("The {deck} deck touches: {plain} (with the diagonal option: {diagonal}).").format(
                deck=_(bs.DECK_NAMES[corner]), plain=plain, diagonal=diag
            )
        ),
    ]


def example() -> Text:
    """The requirement of a card, worked out by the same function the app uses."""
    own, around, white = EXAMPLE
    need = bs.scroll_requirement(own, around, white)
    each = pgettext("Scrolls to pay: how many of a colour", "{n} {colour}")
    pay = ", ".join(each.format(n=n, colour=_(c)) for c, n in need.items())
    text = _("**Example:** a {own} card touching {around} cards, white declared {white}: pay {pay}.")
    return Text(text.format(own=_(own), around=", ".join(_(c) for c in around), white=_(white), pay=pay))


def scrolls() -> list[Block]:
    """The Scroll requirement rule and the limits."""
    limits = _("After Singing Victory: at most **{scrolls} Scrolls** and **{cards} Story cards**.")
    return [
        Text(_(bs.SCROLL_REQUIREMENT)),
        example(),
        Text(limits.format(scrolls=bs.SCROLL_LIMIT, cards=bs.HAND_LIMIT)),
    ]


def ending() -> list[Block]:
    """The last round, the winner, and the VP cards."""
    cards = ", ".join(f"{n} × {v}" for v, n in sorted(bs.VP_CARDS.items()))
    order = ", ".join(_all(bs.TIE_BREAKS))
    return [
        Text(_(bs.GAME_END)),
        Text(_("Tie-breaks, in order: {order}. VP cards: {cards}.").format(order=order, cards=cards)),
    ]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading(_("Components")),
        Table([(_(name), str(n)) for name, n in bs.COMPONENTS], widths=(5, 1)),
        Heading(_("Setup")),
        Bullets(_all(bs.SETUP_STEPS), numbered=True),
        Heading(_("Phase 1: Seeking Story")),
        *seeking(),
        Heading(_("Phase 2: Singing Victory")),
        singing(),
        Heading(_("Scroll requirements")),
        *scrolls(),
        Heading(_("The Field")),
        *field(),
        Heading(_("The end")),
        *ending(),
        Heading(_("House rulings")),
        *house_rulings(GAME_ID),
    ]
    rulings = house_rulings(GAME_ID)
    cards = [
        Card(_("Seeking Story"), seeking(), [singing()], _("Singing Victory")),
        Card(_("Scroll requirements"), scrolls(), field(), _("The Field")),
        Card(_("House rulings"), rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], _("House rulings")),
        Card(_("Setup"), [Bullets(_all(bs.SETUP_STEPS), numbered=True)]),
        Card(_("The end"), ending()),
    ]
    return Reference(_("Reference: phases, Scroll requirements, Singing Victory, the end"), blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """VP and Scrolls each round, Legends searched, the final count with its tie-break, place."""
    white = " ".join(_initial(c) for c in bs.SCROLL_COLOURS)
    round_hint = _("white: {colours} · first to pass: ________").format(colours=white)
    rows = [
        ScoreRow(_("Rounds"), kind="section"),
        *[ScoreRow(_("Round {n}").format(n=r), round_hint) for r in range(1, SHEET_ROUNDS + 1)],
        ScoreRow(
            _("Legends searched"),
            _("+{vp} VP each").format(vp=bs.SEARCH_VP),
            wide=True,
            key="legends_searched",
            most=bs.LEGEND_COUNT,
        ),
        # Only the final count has bubbles: the rounds are the players' own notes.
        ScoreRow(_("Final"), _("VP · Scrolls (tie-break)"), kind="total", key="final", most=(199, SCROLLS_MOST)),
        ScoreRow(_("Place"), wide=True),
    ]
    boxes = "  ".join(f"☐ {i}" for i in range(1, bs.LEGEND_COUNT + 1))
    found = _("**Legends found:** {boxes} (the round of the {n}th is the last).")
    key = ", ".join(f"{_initial(c)} = {_(c)}" for c in bs.SCROLL_COLOURS)
    notes: list[Block] = [
        Text(
            _(
                "Each round: circle the colour declared for white ({key}) and write who passed first: "
                "they sing first and declare the next colour."
            ).format(key=key)
        ),
        Text(found.format(boxes=boxes, n=bs.LEGEND_COUNT)),
        *ending(),
        Text(
            _(
                "Collect a Story: +{collect} VP · Search a Legend: +{search} VP · top Legend: "
                "+{colour} VP per played Story of its colour, +{art} per Story with its art."
            ).format(collect=bs.COLLECT_VP, search=bs.SEARCH_VP, colour=bs.LEGEND_COLOUR_VP, art=bs.LEGEND_ART_VP)
        ),
    ]
    # German "Schriftrollen" does not fit a sub-column: the catalog may abbreviate
    subs = (
        pgettext("score sheet sub-column, abbreviated if long", "VP"),
        pgettext("score sheet sub-column, abbreviated if long", "Scrolls"),
    )
    return ScoreSheet(
        _("Score sheet: VP and Scrolls each round"), rows, notes, subcolumns=subs, subkeys=("vp", "scrolls")
    )

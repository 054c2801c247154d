"""The King of All Bards printables: the reference (round, Songs, Pubs, Bards, Tricks) and the score sheet.

The reference has the round, modifiers, rewards, Pubs, Bards, Brawl, the goal and every Trick
with its cost; the score sheet has Tips and Pubs per round.

Every text and number is read from `scoring.king_of_all_bards.data` and the game's house rulings;
texts are translated as the blocks are made (the Pub names stay as printed on the tiles).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from companion.i18n import N_, _, ngettext, pgettext
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
from scoring.king_of_all_bards import data as kob

GAME_ID = "king-of-all-bards"
SHEET_ROUNDS = 12  # rows on the score sheet; games rarely run longer
FINAL_TIPS_MOST = 99  # Tips have no cap in the rules: two digits
TRICKS_PER_FACE = 7
RARITIES = {"common": N_("Common"), "rare": N_("Rare"), "unique": N_("Unique")}
TOKEN_NAMES = {"egg": N_("Egg"), "tomato": N_("Tomato"), "cabbage": N_("Cabbage")}


def _genre(spec: str) -> str:
    return _(kob.GENRE_NAMES.get(spec) or kob.MOOD_NAMES[spec])


def _all(texts: Sequence[str]) -> list[str]:
    return [_(t) for t in texts]


def goal() -> list[Block]:
    """The win condition and its tie-breaks."""
    return [
        Text(_("**Five-and-five.** {rule}").format(rule=_(kob.WIN_CONDITION))),
        Text(_("Reached at the same moment: {order}.").format(order=_(", then ").join(_all(kob.TIE_BREAKS)))),
    ]


def round_steps() -> Bullets:
    """The four phases, in order."""
    return Bullets([lead_bold(_(text)) for _id, text in kob.PHASES], numbered=True)


def singing() -> list[Block]:
    """What a Song needs, and the modifiers."""
    return [
        Text(
            _("Roll your die + modifiers: **{target} or more** succeeds. A natural {roll} is an Epic Fail.").format(
                target=kob.SUCCESS_TARGET, roll=kob.EPIC_FAIL_ROLL
            )
        ),
        Bullets(_all(kob.MODIFIERS)),
    ]


def rewards() -> list[Block]:
    """The reward of a successful Song in a Pub, in the Square, and of a won Duel."""
    return [
        Heading(_("In a Pub (choose one)"), 2),
        Bullets([_(text) for _id, text in kob.PUB_REWARDS]),
        Heading(_("In the {square} (choose one)").format(square=_(kob.SQUARE_NAME)), 2),
        Bullets([_(text) for _id, text in kob.SQUARE_REWARDS]),
        Heading(_("Winning a Duel"), 2),
        Text(_("One different Pub reward per defeated opponent, at most {n}.").format(n=kob.MAX_DUEL_REWARDS)),
    ]


def pubs() -> Table:
    """The six Pubs in order around the Square, with their specializations (names as printed)."""
    return Table(
        [(str(p.number), p.name, _genre(p.specialization)) for p in kob.PUBS],
        header=("#", _("Pub"), _("+1 for")),
        widths=(0.6, 5, 2.2),
    )


def bards() -> Table:
    """The eight Bards with their genres (and what the rulebook notes of their abilities)."""
    return Table(
        [(f"**{_(b.name)}** {_(b.title)}" + (f": {_(b.note)}" if b.note else ""), _genre(b.genre)) for b in kob.BARDS],
        header=(_("Bard"), _("+1 for")),
        widths=(5, 1.6),
    )


def _cost(t: kob.Trick) -> str:
    return "X" if t.cost is None else str(t.cost)


def tricks(items: Sequence[kob.Trick] = kob.TRICKS) -> list[Block]:
    """Tricks with their cost in Tips and effect, one paragraph each."""
    out: list[Block] = []
    for t in items:
        # X (Copycat) is read as "any number": the plural of many
        cost = ngettext("**{cost}** Tip", "**{cost}** Tips", 5 if t.cost is None else t.cost).format(cost=_cost(t))
        out.append(Text(f"**{_(t.name)}** · {cost}: {_(t.effect)}"))
    return out


def trick_costs() -> list[Block]:
    """Every Trick with its cost, by rarity, compact (the cards carry the effects)."""
    out: list[Block] = []
    for rarity, label in RARITIES.items():
        names = [f"{_(t.name)} **{_cost(t)}**" for t in kob.TRICKS if t.rarity == rarity]
        out.append(Text(f"**{_(label)}:** " + " · ".join(names)))
    return out


def tokens() -> list[Block]:
    """The "Reduce the Bad Luck" variant."""
    supply = ", ".join(f"{n}: {k}" for n, k in sorted(kob.TOKEN_SUPPLY.items()))
    names = {k: _(TOKEN_NAMES.get(k, k.capitalize())) for k in kob.TOKEN_EFFECTS}
    return [
        Bullets([f"**{names[k]}**: {_(text)}" for k, text in kob.TOKEN_EFFECTS.items()]),
        Text(_("Tokens of each type by players: {supply}.").format(supply=supply)),
    ]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading(_("Goal")),
        *goal(),
        Heading(_("Setup")),
        Bullets(_all(kob.SETUP_STEPS), numbered=True),
        Heading(_("The round")),
        round_steps(),
        Heading(_("Singing")),
        *singing(),
        Heading(_("Rewards")),
        *rewards(),
        Heading(_("Brawl and Capacity")),
        Bullets(_all(kob.BRAWL_RULES)),
        Heading(_("The six Pubs")),
        pubs(),
        Heading(_("The eight Bards")),
        bards(),
        Heading(_("Tricks (cost in Tips)")),
        *trick_costs(),
        Heading(_("Variant: Reduce the Bad Luck")),
        *tokens(),
        Heading(_("House rulings")),
        *house_rulings(GAME_ID),
    ]
    return Reference(_("Reference: rounds, Songs, rewards, Pubs, Bards, Tricks"), blocks, cards())


def cards() -> list[Card]:
    """The player aid cards: the round, rewards, Pubs and Bards, every Trick, rulings, goal, variant."""
    faces = range(0, len(kob.TRICKS), TRICKS_PER_FACE)

    def title(i: int) -> str:
        last = min(i + TRICKS_PER_FACE, len(kob.TRICKS))
        return _("Tricks {first}–{last} of {n}").format(first=i + 1, last=last, n=len(kob.TRICKS))

    trick_cards = [
        Card(
            title(i),
            tricks(kob.TRICKS[i : i + TRICKS_PER_FACE]),
            tricks(kob.TRICKS[i + TRICKS_PER_FACE : i + 2 * TRICKS_PER_FACE]),
            title(i + TRICKS_PER_FACE),
        )
        for i in faces[::2]
    ]
    rulings = house_rulings(GAME_ID)
    return [
        Card(_("The round"), [round_steps()], singing(), _("Singing a Song")),
        Card(_("Rewards"), rewards(), [Bullets(_all(kob.BRAWL_RULES))], _("Brawl and Capacity")),
        Card(_("The six Pubs"), [pubs()], [bards()], _("The eight Bards")),
        *trick_cards,
        Card(_("House rulings"), rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], _("House rulings")),
        Card(_("Goal and setup"), [*goal(), Bullets(_all(kob.SETUP_STEPS), numbered=True)]),
        Card(_("Reduce the Bad Luck"), tokens()),
    ]


def _on_the_sheet(ruling: str) -> bool:
    """The house rulings the score sheet repeats: the order of the others, and what Five Pubs counts."""
    return "did not win" in ruling or "Five Pubs" in ruling


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """A row per round: each player's Tips, Pubs holding their Fans, and Fans in Pubs."""
    rows = [
        ScoreRow(_("Bard"), wide=True),
        ScoreRow(_("Rounds"), kind="section"),
        *[
            ScoreRow(_("Round {n}").format(n=r), _("crown passes left") if r == 1 else "")
            for r in range(1, SHEET_ROUNDS + 1)
        ],
        # Only the final count has bubbles: twelve rounds of three narrow numbers would not fit a page.
        ScoreRow(_("Final"), kind="total", key="final", most=(FINAL_TIPS_MOST, len(kob.PUBS), kob.FANS_PER_PLAYER)),
        ScoreRow(_("Place"), _("1st, 2nd, ..."), wide=True),
    ]
    bards_line = ", ".join(f"{_(b.name)} ({_genre(b.genre)})" for b in kob.BARDS)
    notes: list[Block] = [
        Heading(_("Goal"), 2),
        *goal(),
        Text(_("**Bards:** {bards}.").format(bards=bards_line)),
        Text(
            _(
                "**Pubs** counts Pubs holding at least one of your own Fans (0 to {n}); "
                "**Fans** counts your Fans in Pubs (the first tie-break)."
            ).format(n=len(kob.PUBS))  # all six may hold them (five, with five Tips, end the game)
        ),
        *house_rulings(GAME_ID, labelled=True, keep=_on_the_sheet),
    ]
    # Three narrow boxes per player: the catalog may abbreviate (German "Trinkgeld" does not fit).
    subs = (
        pgettext("score sheet sub-column, abbreviated if long", "Tips"),
        pgettext("score sheet sub-column, abbreviated if long", "Pubs"),
        pgettext("score sheet sub-column, abbreviated if long", "Fans"),
    )
    return ScoreSheet(
        _("Score sheet: Tips and Pubs each round"), rows, notes, subcolumns=subs, subkeys=("tips", "pubs", "fans")
    )

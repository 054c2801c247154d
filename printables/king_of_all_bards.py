"""The King of All Bards printables: the round, modifiers, rewards, Pubs, Bards, Brawl, the goal
and every Trick with its cost; a score sheet of Tips and Pubs per round.

Every text and number is read from `scoring.king_of_all_bards.data` and the game's house rulings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from scoring.king_of_all_bards import data as kob

GAME_ID = "king-of-all-bards"
SHEET_ROUNDS = 12  # rows on the score sheet; games rarely run longer
TRICKS_PER_FACE = 7


def _genre(spec: str) -> str:
    return kob.GENRE_NAMES.get(spec) or kob.MOOD_NAMES[spec]


def goal() -> list[Block]:
    """The win condition and its tie-breaks."""
    return [
        Text(f"**Five-and-five.** {kob.WIN_CONDITION}"),
        Text("Reached at the same moment: " + ", then ".join(kob.TIE_BREAKS) + "."),
    ]


def round_steps() -> Bullets:
    """The four phases, in order."""
    return Bullets([lead_bold(text) for _, text in kob.PHASES], numbered=True)


def singing() -> list[Block]:
    """What a Song needs, and the modifiers."""
    return [
        Text(
            f"Roll your die + modifiers: **{kob.SUCCESS_TARGET} or more** succeeds. "
            f"A natural {kob.EPIC_FAIL_ROLL} is an Epic Fail."
        ),
        Bullets(kob.MODIFIERS),
    ]


def rewards() -> list[Block]:
    """The reward of a successful Song in a Pub, in the Square, and of a won Duel."""
    return [
        Heading("In a Pub (choose one)", 2),
        Bullets([text for _, text in kob.PUB_REWARDS]),
        Heading(f"In the {kob.SQUARE_NAME} (choose one)", 2),
        Bullets([text for _, text in kob.SQUARE_REWARDS]),
        Heading("Winning a Duel", 2),
        Text(f"One different Pub reward per defeated opponent, at most {kob.MAX_DUEL_REWARDS}."),
    ]


def pubs() -> Table:
    """The six Pubs in order around the Square, with their specializations."""
    return Table(
        [(str(p.number), p.name, _genre(p.specialization)) for p in kob.PUBS],
        header=("#", "Pub", "+1 for"),
        widths=(0.6, 5, 2.2),
    )


def bards() -> Table:
    """The eight Bards with their genres (and what the rulebook notes of their abilities)."""
    return Table(
        [(f"**{b.name}** {b.title}" + (f": {b.note}" if b.note else ""), _genre(b.genre)) for b in kob.BARDS],
        header=("Bard", "+1 for"),
        widths=(5, 1.6),
    )


def _cost(t: kob.Trick) -> str:
    return "X" if t.cost is None else str(t.cost)


def tricks(items: Sequence[kob.Trick] = kob.TRICKS) -> list[Block]:
    """Tricks with their cost in Tips and effect, one paragraph each."""
    return [Text(f"**{t.name}** · **{_cost(t)}** Tip{'' if t.cost == 1 else 's'}: {t.effect}") for t in items]


def trick_costs() -> list[Block]:
    """Every Trick with its cost, by rarity, compact (the cards carry the effects)."""
    out: list[Block] = []
    for rarity in ("common", "rare", "unique"):
        names = [f"{t.name} **{_cost(t)}**" for t in kob.TRICKS if t.rarity == rarity]
        out.append(Text(f"**{rarity.capitalize()}:** " + " · ".join(names)))
    return out


def tokens() -> list[Block]:
    """The "Reduce the Bad Luck" variant."""
    supply = ", ".join(f"{n}: {k}" for n, k in sorted(kob.TOKEN_SUPPLY.items()))
    return [
        Bullets([f"**{name.capitalize()}**: {text}" for name, text in kob.TOKEN_EFFECTS.items()]),
        Text(f"Tokens of each type by players: {supply}."),
    ]


def reference() -> Reference:
    """The one-page reference and the player aid cards."""
    blocks: list[Block] = [
        Heading("Goal"),
        *goal(),
        Heading("Setup"),
        Bullets(kob.SETUP_STEPS, numbered=True),
        Heading("The round"),
        round_steps(),
        Heading("Singing"),
        *singing(),
        Heading("Rewards"),
        *rewards(),
        Heading("Brawl and Capacity"),
        Bullets(kob.BRAWL_RULES),
        Heading("The six Pubs"),
        pubs(),
        Heading("The eight Bards"),
        bards(),
        Heading("Tricks (cost in Tips)"),
        *trick_costs(),
        Heading("Variant: Reduce the Bad Luck"),
        *tokens(),
        Heading("House rulings"),
        *house_rulings(GAME_ID),
    ]
    faces = range(0, len(kob.TRICKS), TRICKS_PER_FACE)

    def title(i: int) -> str:
        return f"Tricks {i + 1}–{min(i + TRICKS_PER_FACE, len(kob.TRICKS))} of {len(kob.TRICKS)}"

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
    cards = [
        Card("The round", [round_steps()], singing(), "Singing a Song"),
        Card("Rewards", rewards(), [Bullets(kob.BRAWL_RULES)], "Brawl and Capacity"),
        Card("The six Pubs", [pubs()], [bards()], "The eight Bards"),
        *trick_cards,
        Card("House rulings", rulings[: len(rulings) // 2], rulings[len(rulings) // 2 :], "House rulings"),
        Card("Goal and setup", [*goal(), Bullets(kob.SETUP_STEPS, numbered=True)]),
        Card("Reduce the Bad Luck", tokens()),
    ]
    return Reference("Reference: rounds, Songs, rewards, Pubs, Bards, Tricks", blocks, cards)


def score_sheet(options: Mapping[str, Any]) -> ScoreSheet:
    """A row per round: each player's Tips, Pubs holding their Fans, and Fans in Pubs."""
    rows = [
        ScoreRow("Bard", wide=True),
        ScoreRow("Rounds", kind="section"),
        *[ScoreRow(f"Round {r}", "crown passes left" if r == 1 else "") for r in range(1, SHEET_ROUNDS + 1)],
        ScoreRow("Final", kind="total"),
        ScoreRow("Place", "1st, 2nd, ...", wide=True),
    ]
    notes: list[Block] = [
        Heading("Goal", 2),
        *goal(),
        Text("**Bards:** " + ", ".join(f"{b.name} ({_genre(b.genre)})" for b in kob.BARDS) + "."),
        Text(
            f"**Pubs** counts Pubs holding at least one of your own Fans (0 to {kob.GOAL_PUBS}); "
            "**Fans** counts your Fans in Pubs (the first tie-break)."
        ),
        *[r for r in house_rulings(GAME_ID, "House ruling") if "did not win" in r.text or "Five Pubs" in r.text],
    ]
    return ScoreSheet("Score sheet: Tips and Pubs each round", rows, notes, subcolumns=("Tips", "Pubs", "Fans"))

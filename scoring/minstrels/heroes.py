"""Hero effects that replace a character's effect, and the full gains of one placement."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.minstrels.data import (
    ARCHCHANCELLOR_SET,
    DON_QUIXOTE_SET,
    DON_QUIXOTE_VP_PER_SET,
    HERO_BY_NAME,
    MIMIC_SET,
    RAPUNZEL_PER_PIECE,
    ROBIN_HOOD_VP_PER_TREASURE,
    TOOTHY_VP,
)
from scoring.minstrels.placement import (
    Board,
    Gain,
    base_effect,
    column_bonus,
    count,
    line_pieces,
    orthogonal,
    piece,
    with_piece,
)


def sets_of(board: Board, kinds: Sequence[str]) -> int:
    """Disjoint sets of one piece of each kind on the board (each piece in one set only)."""
    return min(count(board, k) for k in kinds)


def don_quixote(after: Board) -> Gain:
    """Knight: 5 VP per Treasure + Bandit + Wizard + Knight set."""
    n = sets_of(after, DON_QUIXOTE_SET)
    return Gain("Knight", DON_QUIXOTE_VP_PER_SET * n, 0, f"Don Quixote: {n} set(s)")


def archchancellor(coins: int) -> Gain:
    """Wizard: per coin set in the personal supply, 3 coins = 4 VP, each left-over coin 1 VP."""
    size, vp = ARCHCHANCELLOR_SET
    return Gain("Wizard", coins // size * vp + coins % size, 0, f"Archchancellor: {coins} coin(s)")


def rapunzel(after: Board, column: int, space: int) -> Gain:
    """Princess: 2 VP and 1 coin per Treasure, then per Bandit, in her row and column."""
    n = sum(p in ("Treasure", "Bandit") for p in line_pieces(after, column, space))
    vp, coins = RAPUNZEL_PER_PIECE
    return Gain("Princess", vp * n, coins * n, f"Rapunzel: {n} Treasure/Bandit")


def mimic(after: Board) -> Gain:
    """Treasure: 1 coin per Bandit + Knight set."""
    n = sets_of(after, MIMIC_SET)
    return Gain("Treasure", 0, n, f"Mimic: {n} set(s)")


def robin_hood(after: Board, column: int, space: int) -> Gain:
    """Bandit: 3 VP per Treasure orthogonally next to it."""
    n = sum(piece(after, c, s) == "Treasure" for c, s in orthogonal(column, space))
    return Gain("Bandit", ROBIN_HOOD_VP_PER_TREASURE * n, 0, f"Robin Hood: {n} Treasure(s)")


def toothy(space: int) -> Gain:
    """Dragon: 2 VP and as many coins as its space number."""
    return Gain("Dragon", TOOTHY_VP, space, f"Toothy: space {space}")


def hero_effect(hero: str | None, character: str, after: Board, column: int, space: int, coins: int) -> Gain | None:
    """The hero's replacement for this character's effect, or None when the base effect applies."""
    if hero is None or HERO_BY_NAME[hero].replaces != character:
        return None
    if hero == "Don Quixote":
        return don_quixote(after)
    if hero == "Archchancellor":
        return archchancellor(coins)
    if hero == "Rapunzel":
        return rapunzel(after, column, space)
    if hero == "Mimic":
        return mimic(after)
    if hero == "Robin Hood":
        return robin_hood(after, column, space)
    if hero == "Toothy":
        return toothy(space)
    raise ValueError(f"hero {hero!r} replaces no effect")


def placement_gains(
    board: Board,
    column: int,
    space: int,
    character: str,
    *,
    coins: int,
    picked_up: int = 0,
    opponents_treasures: Sequence[int] = (),
    hero: str | None = None,
) -> list[Gain]:
    """Everything one placement gains: the effect (or the hero's) and a filled column's bonus.

    `board` is before the placement; `coins` is the personal supply after paying for die
    changes and taking the space's coins (`picked_up` of them).
    """
    after = with_piece(board, column, space, character)
    effect = hero_effect(hero, character, after, column, space, coins) or base_effect(
        after, column, space, character, coins, picked_up, opponents_treasures
    )
    bonus = column_bonus(after, column)
    return [effect, bonus] if bonus else [effect]

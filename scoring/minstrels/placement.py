"""A player board and placing on it: columns, die shifts, the six character effects, quests.

A board is `board[column - 1][space - 1]`: a character name or None (empty, a coin may lie there).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from scoring.minstrels.data import (
    BANDIT_CHAIN_VP,
    CHARACTERS,
    COLUMN_BONUS,
    COLUMNS,
    DRAGON_VP_PER_PIECE,
    FACE_OF,
    KNIGHT_VP_PER_TYPE,
    QUEST_FULL_VP,
    QUEST_PARTIAL_VP,
    SHIFT_COST_PER_STEP,
    SPACES,
    TREASURE_VP_PER_POORER_OPPONENT,
    TREASURE_VP_PER_TREASURE,
)

Board = Sequence[Sequence[str | None]]


@dataclass(frozen=True)
class Gain:
    """VP and coins gained from one source ("Princess", "Column", "Task"...), with a note."""

    source: str
    vp: int = 0
    coins: int = 0
    note: str = ""


def empty_board() -> list[list[str | None]]:
    """A board with no pieces."""
    return [[None] * SPACES for _ in range(COLUMNS)]


def piece(board: Board, column: int, space: int) -> str | None:
    """The piece on a space (1-based column and space), or None."""
    return board[column - 1][space - 1]


def available_columns(board: Board) -> list[int]:
    """Column 1 always; column k+1 once column k holds at least one piece."""
    cols = [1]
    for c in range(1, COLUMNS):
        if any(board[c - 1]):
            cols.append(c + 1)
        else:
            break
    return cols


def open_spaces(board: Board) -> list[tuple[int, int]]:
    """Every empty space in an available column, as (column, space)."""
    return [(c, s) for c in available_columns(board) for s in range(1, SPACES + 1) if board[c - 1][s - 1] is None]


def column_full(board: Board, column: int) -> bool:
    """Every space of the column holds a piece."""
    return all(board[column - 1])


def filled_columns(board: Board) -> int:
    """How many columns are completely filled (the second tie-break)."""
    return sum(column_full(board, c) for c in range(1, COLUMNS + 1))


def count(board: Board, character: str) -> int:
    """Pieces of a character on the board."""
    return sum(col.count(character) for col in board)


def with_piece(board: Board, column: int, space: int, character: str) -> list[list[str | None]]:
    """A copy of the board with the piece added."""
    out = [list(col) for col in board]
    out[column - 1][space - 1] = character
    return out


# -- changing die values ---------------------------------------------------------------------


def shift_cost(value: int, target: int) -> int:
    """Coins to change a die from `value` to `target`: one per step, never wrapping 6 <-> 1."""
    return abs(value - target) * SHIFT_COST_PER_STEP


def shift_results(value: int, coins: int) -> set[int]:
    """The values a die can show after spending exactly `coins` steps up or down (1 and 6 stop it)."""
    if coins == 0:
        return {value}
    return {v for v in (max(1, value - coins), min(6, value + coins)) if v != value}


def placement_cost(
    dice: Sequence[int], character: str, space: int, character_die: int | None = None
) -> tuple[int, int]:
    """(coins, which die shows the character) for a placement; the cheaper order unless one is given."""
    face = FACE_OF[character]
    # Written out rather than as a min() over a generator: the hints price every space this way.
    first = (abs(dice[0] - face) + abs(dice[1] - space)) * SHIFT_COST_PER_STEP
    if character_die == 0:
        return first, 0
    second = (abs(dice[1] - face) + abs(dice[0] - space)) * SHIFT_COST_PER_STEP
    if character_die == 1 or second < first:
        return second, 1
    return first, 0


@dataclass(frozen=True)
class Placement:
    """A legal placement: where, what, what it costs and which die is the character."""

    column: int
    space: int
    character: str
    cost: int
    character_die: int


def legal_placements(
    board: Board, dice: Sequence[int], supply: dict[str, int], coins: int, both_orders: bool = False
) -> Iterator[Placement]:
    """Every placement the player can afford with these dice, supply and coins (the cheaper die order).

    `both_orders`: each affordable die order of a placement (they differ unless the dice are a double).
    """
    orders: tuple[int | None, ...] = ((0,) if dice[0] == dice[1] else (0, 1)) if both_orders else (None,)
    for column, space in open_spaces(board):
        for character in CHARACTERS:
            if supply.get(character, 0) <= 0:
                continue
            for order in orders:
                cost, die = placement_cost(dice, character, space, order)
                if cost <= coins:
                    yield Placement(column, space, character, cost, die)


# -- the six character effects -------------------------------------------------------------


def line_pieces(board: Board, column: int, space: int) -> list[str]:
    """The pieces in the row and the column of a space, the space itself excluded."""
    col = [board[column - 1][s] for s in range(SPACES) if s != space - 1]
    row = [board[c][space - 1] for c in range(COLUMNS) if c != column - 1]
    return [p for p in col + row if p]


def orthogonal(column: int, space: int) -> list[tuple[int, int]]:
    """The up-to-4 spaces orthogonally next to a space."""
    cand = [(column - 1, space), (column + 1, space), (column, space - 1), (column, space + 1)]
    return [(c, s) for c, s in cand if 1 <= c <= COLUMNS and 1 <= s <= SPACES]


def surrounding(column: int, space: int) -> list[tuple[int, int]]:
    """The up-to-8 spaces around a space (orthogonal and diagonal)."""
    return [
        (column + dc, space + ds)
        for dc in (-1, 0, 1)
        for ds in (-1, 0, 1)
        if (dc or ds) and 1 <= column + dc <= COLUMNS and 1 <= space + ds <= SPACES
    ]


def bandit_chain(board: Board, column: int, space: int) -> int:
    """Other Bandits connected orthogonally to the Bandit on this space (the whole chain)."""
    seen = {(column, space)}
    todo = [(column, space)]
    while todo:
        c, s = todo.pop()
        for nc, ns in orthogonal(c, s):
            if (nc, ns) not in seen and piece(board, nc, ns) == "Bandit":
                seen.add((nc, ns))
                todo.append((nc, ns))
    return len(seen) - 1


def bandit_vp(chain: int) -> int:
    """VP for a Bandit with `chain` other Bandits connected: 1, 3, 6, 10, 15 for 4+."""
    return BANDIT_CHAIN_VP[min(chain, len(BANDIT_CHAIN_VP) - 1)]


def dragon_vp(board: Board, column: int, space: int) -> int:
    """3 VP per Princess and per Treasure in the Dragon's row and column."""
    return DRAGON_VP_PER_PIECE * sum(p in ("Princess", "Treasure") for p in line_pieces(board, column, space))


def knight_vp(board: Board, column: int, space: int) -> int:
    """2 VP per distinct character type on the 8 surrounding spaces (a repeat scores nothing)."""
    types = {piece(board, c, s) for c, s in surrounding(column, space)} - {None}
    return KNIGHT_VP_PER_TYPE * len(types)


def treasure_vp(treasures: int, opponents_treasures: Sequence[int]) -> int:
    """2 VP per Treasure (the placed one counted) + 1 VP per opponent with fewer Treasures now."""
    poorer = sum(t < treasures for t in opponents_treasures)
    return TREASURE_VP_PER_TREASURE * treasures + TREASURE_VP_PER_POORER_OPPONENT * poorer


def wizard_vp(coins: int, picked_up: int) -> int:
    """Coins in the personal supply (after taking the space's coin) + 1 per coin picked up."""
    return coins + picked_up


def princess_vp(space: int) -> int:
    """The number of her space."""
    return space


def base_effect(
    after: Board,
    column: int,
    space: int,
    character: str,
    coins: int,
    picked_up: int,
    opponents_treasures: Sequence[int],
) -> Gain:
    """The rulebook effect of the piece just placed; `after` already holds it."""
    if character == "Dragon":
        vp = dragon_vp(after, column, space)
    elif character == "Wizard":
        vp = wizard_vp(coins, picked_up)
    elif character == "Bandit":
        vp = bandit_vp(bandit_chain(after, column, space))
    elif character == "Treasure":
        vp = treasure_vp(count(after, "Treasure"), opponents_treasures)
    elif character == "Knight":
        vp = knight_vp(after, column, space)
    elif character == "Princess":
        vp = princess_vp(space)
    else:
        raise ValueError(f"no character {character!r}")
    return Gain(character, vp, 0, f"column {column}, space {space}")


def column_bonus(after: Board, column: int) -> Gain | None:
    """The column's bonus when this placement filled it."""
    if column_full(after, column):
        return Gain("Column", COLUMN_BONUS[column - 1], 0, f"column {column} filled")
    return None


# -- quests ----------------------------------------------------------------------------------

QuestMark = tuple[int, int, str | None]  # (column, space, the character the card shows or None)


def quest_result(board: Board, marks: Sequence[QuestMark]) -> str | None:
    """ "full" when every marked space holds the character shown, "partial" when all hold any, else None."""
    if not marks or any(piece(board, c, s) is None for c, s, _ in marks):
        return None
    if all(want is None or piece(board, c, s) == want for c, s, want in marks):
        return "full"
    return "partial"


def quest_vp(result: str | None) -> int:
    """4 VP for a partial quest, 8 for a full one, 0 for an unfinished one."""
    return {"full": QUEST_FULL_VP, "partial": QUEST_PARTIAL_VP}.get(result or "", 0)

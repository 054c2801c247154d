"""Minstrels: the setup and dice actions (a board set up, the shared dice rolled or rerolled)."""

from __future__ import annotations

from typing import Any

from companion.errors import ActionError
from companion.games.base import Sim
from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import capped, double_gains
from companion.games.minstrels.rules import action
from companion.games.minstrels.words import coin_layout, name
from companion.i18n import _, ngettext
from scoring.minstrels.data import (
    BOARD_COINS_BY_COLUMN,
    CHARACTERS,
    COLUMNS,
    KRATOS_REROLL_COST,
    QUEST_COINS,
    SPACES,
)

MAX_QUEST_MARKS = 12


def _dice_values(action: dict, how_many: int) -> list[int] | None:
    if "values" not in action:
        return None
    v = action["values"]
    if (
        not isinstance(v, list)
        or len(v) != how_many
        or not all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 6 for x in v)
    ):
        raise ActionError(
            "bad_dice",
            ngettext(
                "'values' must be {n} die face from 1 to 6", "'values' must be {n} die faces from 1 to 6", how_many
            ).format(n=how_many),
        )
    return list(v)


def character_field(action: dict, field: str = "character") -> str:
    """The character an action names (or a face 1-6)."""
    c = action.get(field)
    if isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= 6:
        return CHARACTERS[c - 1]
    if c not in CHARACTERS:
        raise ActionError(
            "bad_field",
            _("'{field}' must be one of {names} (or a face 1-6), not {value}").format(
                field=field, names=", ".join(CHARACTERS), value=repr(c)
            ),
        )
    return c


@action(
    "board_ready",
    "Your 5 board coins (and the hero kept, the quest marked): ready",
    {"type": "board_ready", "coins": [[1, 2], [1, 5], [2, 3], [3, 1], [4, 6]]},
    (
        "Heroes and Quests: keep a hero, mark the quest's spaces and characters",
        {
            "type": "board_ready",
            "coins": [[1, 1], [2, 2], [2, 5], [3, 3], [4, 4]],
            "hero": "Toothy",
            "quest": [[1, 6, "Princess"], [2, 6, "Dragon"], [3, 6, None]],
        },
    ),
)
def board_ready(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """A player's coins on the board (and hero kept, quest marked): ready to play."""
    state = sim.s
    if state["phase"] != "setup":
        raise ActionError("wrong_phase", _("setup is over"))
    p = state["players"][seat]
    if p["ready"]:
        raise ActionError("already_ready", _("your board is already set up; undo to change it"))
    coins = _coin_spaces(state, a.get("coins"))
    hero = None
    if state["heroes"]:
        hero = a.get("hero")
        if not p["offer"]:
            raise ActionError("not_dealt", _("draw your hero cards first"))
        if hero not in p["offer"]:
            raise ActionError(
                "bad_field", _("keep one of your cards: {cards}").format(cards=", ".join(map(name, p["offer"])))
            )
    elif a.get("hero") is not None:
        raise ActionError("bad_field", _("this table plays without heroes"))
    quest = None
    if state["quests"]:
        quest = _quest_marks(a.get("quest"))
    elif a.get("quest") is not None:
        raise ActionError("bad_field", _("this table plays without quests"))
    # The quest is always marked from the real card (the rulebook prints no card for the app to deal).
    extra = {"at_table": True} if quest is not None else {}
    sim.emit("board_ready", seat=seat, coins=coins, hero=hero, quest=quest, **extra)


def _space(v: Any, what: str) -> tuple[int, int]:
    if (
        not isinstance(v, list)
        or len(v) < 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in v[:2])
        or not (1 <= v[0] <= COLUMNS and 1 <= v[1] <= SPACES)
    ):
        raise ActionError(
            "bad_field",
            _("{what}: each entry is [column 1-{columns}, space 1-{spaces}], not {value}").format(
                what=what, columns=COLUMNS, spaces=SPACES, value=repr(v)
            ),
        )
    return v[0], v[1]


def _coin_spaces(state: State, raw: Any) -> list[list[int]]:
    """5 coins on 5 different spaces: 2 in column 1 and 1 in each other column (Quests: anywhere)."""
    if not isinstance(raw, list):
        raise ActionError("bad_field", _("'coins' must list the 5 spaces of your board coins as [column, space]"))
    spaces = [_space(v, "'coins'") for v in raw]
    if len(set(spaces)) != len(spaces):
        raise ActionError("bad_field", _("One coin per space"))
    if state["quests"]:
        if len(spaces) != QUEST_COINS:
            raise ActionError("bad_field", _("Place {n} coins as your quest card shows").format(n=QUEST_COINS))
    else:
        per = [sum(c == col for c, _ in spaces) for col in range(1, COLUMNS + 1)]
        if per != list(BOARD_COINS_BY_COLUMN):
            # pt43: in the game's words, the columns that are off (the phone says the same before it sends).
            wrong = [(c, n) for c, (n, want) in enumerate(zip(per, BOARD_COINS_BY_COLUMN, strict=True), 1) if n != want]
            raise ActionError("bad_field", coin_layout(wrong))
    return [list(x) for x in spaces]


def _quest_marks(raw: Any) -> list[list]:
    """The quest card's marked spaces, each with the character it shows (or None for any)."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_QUEST_MARKS:
        raise ActionError(
            "bad_field",
            _("'quest' must list 1 to {n} marked spaces as [column, space, character or null]").format(
                n=MAX_QUEST_MARKS
            ),
        )
    marks = []
    for v in raw:
        c, s = _space(v, "'quest'")
        want = v[2] if len(v) > 2 else None
        if want is not None and want not in CHARACTERS:
            raise ActionError("bad_field", _("'quest': {value} is not a character").format(value=repr(want)))
        marks.append([c, s, want])
    if len({(c, s) for c, s, _ in marks}) != len(marks):
        raise ActionError("bad_field", _("'quest': a space is marked twice"))
    return marks


# -- the shared dice ------------------------------------------------------------------------------


@action(
    "roll_dice",
    "The first player rolls the shared dice",
    {"type": "roll_dice"},
    ("...or enters the real dice", {"type": "roll_dice", "values": [1, 5]}),
    seated=False,
)
def roll_dice(sim: Sim, seat: int | None, a: dict[str, Any]) -> None:
    """The first player rolls the two shared dice (or enters the real ones)."""
    state = sim.s
    if state["phase"] != "play":
        raise ActionError("wrong_phase", _("the dice are rolled once every board is set up"))
    if state["dice"] is not None:
        raise ActionError("already_rolled", _("the dice are already rolled this round"))
    if seat is not None and seat != state["first"]:
        raise ActionError("not_first_player", _("the first player rolls the dice"))
    values = _dice_values(a, 2)
    real = values is not None
    values = values or [sim.rng.randint(1, 6), sim.rng.randint(1, 6)]
    # The rulebook's first player rolls, whichever phone tapped Roll: the log names them.
    gains = capped(state, double_gains(state, values))
    sim.emit("dice_rolled", seat=state["first"], values=values, real=real, gains=gains)


@action("reroll", "Kratos pays 1 coin to reroll dice", {"type": "reroll", "dice": [0]})
def reroll(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Kratos pays 1 coin to reroll 1 or 2 shared dice before the round's first turn."""
    state = sim.s
    if state["players"][seat]["hero"] != "Kratos":
        raise ActionError("not_kratos", _("only Kratos may reroll the shared dice"))
    if state["phase"] != "play" or state["dice"] is None:
        raise ActionError("no_dice", _("there are no dice to reroll yet"))
    if state["round_acted"]:
        raise ActionError("too_late", _("rerolls happen at the start of the round, before the first turn"))
    if state["players"][seat]["coins"] < KRATOS_REROLL_COST:
        raise ActionError(
            "no_coins",
            ngettext("a reroll costs {n} coin", "a reroll costs {n} coins", KRATOS_REROLL_COST).format(
                n=KRATOS_REROLL_COST
            ),
        )
    which = a.get("dice", [0, 1])
    if (
        not isinstance(which, list)
        or not which
        or len(set(map(repr, which))) != len(which)
        or any(type(d) is not int or d not in (0, 1) for d in which)
    ):
        raise ActionError("bad_field", _("'dice' must list the dice to reroll: [0], [1] or [0, 1]"))
    new = _dice_values(a, len(which))
    real = new is not None
    new = new or [sim.rng.randint(1, 6) for _ in which]
    values = list(state["dice"])
    for d, v in zip(which, new, strict=True):
        values[d] = v
    gains = capped(state, double_gains(state, values), state["bank"] + KRATOS_REROLL_COST)
    sim.emit("rerolled", seat=seat, dice=which, values=values, real=real, cost=KRATOS_REROLL_COST, gains=gains)

"""Minstrels: actions -> events. Each handler works on a copy of the state and folds as it goes,
so later events of one action see the earlier ones (the bank, the supply) and `state` is untouched.
"""

from __future__ import annotations

import copy
from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.games._minstrels_fold import State, fold
from companion.games.base import int_field, need_seat
from companion.rng import RandomSource
from scoring.minstrels.data import (
    BOARD_COINS_BY_COLUMN,
    CHARACTERS,
    COLUMNS,
    ESMERALDA_DOUBLE_COINS,
    FRIAR_TUCK_PRICE,
    FRIAR_TUCK_TURN_COINS,
    KRATOS_REROLL_COST,
    PASS_COINS,
    QUEST_COINS,
    SPACES,
)
from scoring.minstrels.heroes import placement_gains
from scoring.minstrels.majorities import end_triggered, final_standings, majority_awards, road_signs
from scoring.minstrels.placement import (
    available_columns,
    count,
    filled_columns,
    placement_cost,
    quest_result,
    quest_vp,
    with_piece,
)
from scoring.minstrels.solo import solo_discard, solo_removal, solo_title

MAX_TASK_VP = 50
MAX_TASK_COINS = 10
MAX_QUEST_MARKS = 12


class Sim:
    """A scratch copy of the state that folds each event as it is emitted."""

    def __init__(self, state: State):
        self.s = copy.deepcopy(state)
        self.events: list[dict[str, Any]] = []

    def emit(self, event: dict[str, Any]) -> None:
        """Record an event and fold it into the scratch state."""
        self.events.append(event)
        fold(self.s, event)

    def capped(self, gains: list[list], bank: int | None = None) -> list[list]:
        """Gains with their coins capped by what the bank holds, in order ([.., vp, coins] last)."""
        left = self.s["bank"] if bank is None else bank
        out = []
        for g in gains:
            coins = min(g[-1], left)
            left -= coins
            out.append([*g[:-1], coins])
        return out


def current(state: State) -> int:
    """The seat whose turn it is (the first player while the dice wait to be rolled)."""
    return state["order"][state["turn_i"]] if state["turn_i"] < len(state["order"]) else state["first"]


def _need_turn(state: State, action: dict, seat: int | None) -> int:
    seat = need_seat(seat, action)
    if state["phase"] != "play":
        raise ActionError(
            "wrong_phase",
            "the game is not being played now" if state["phase"] == "setup" else "the game is over: undo to change it",
        )
    if state["dice"] is None:
        raise ActionError("no_dice", "the first player must roll the dice first")
    if current(state) != seat:
        raise ActionError("not_your_turn", f"it is not your turn (seat {current(state)} is playing)")
    return seat


def _dice_values(action: dict, how_many: int) -> list[int] | None:
    if "values" not in action:
        return None
    v = action["values"]
    if (
        not isinstance(v, list)
        or len(v) != how_many
        or not all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 6 for x in v)
    ):
        raise ActionError("bad_dice", f"'values' must be {how_many} die face(s) from 1 to 6")
    return list(v)


def _character(action: dict, field: str = "character") -> str:
    c = action.get(field)
    if isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= 6:
        return CHARACTERS[c - 1]
    if c not in CHARACTERS:
        raise ActionError("bad_field", f"'{field}' must be one of {', '.join(CHARACTERS)} (or a face 1-6), not {c!r}")
    return c


def _heroes_of(state: State, hero: str) -> list[int]:
    return [i for i, p in enumerate(state["players"]) if p["hero"] == hero]


def _double_gains(state: State, dice: list[int]) -> list[list]:
    """Esmeralda: 2 coins to each owner when the dice show a double."""
    if dice[0] != dice[1]:
        return []
    return [[i, "Esmeralda", "double", 0, ESMERALDA_DOUBLE_COINS] for i in _heroes_of(state, "Esmeralda")]


# -- setup ------------------------------------------------------------------------------------


def board_ready(state: State, action: dict, seat: int | None) -> list[dict]:
    """A player's coins on the board (and hero kept, quest marked): ready to play."""
    seat = need_seat(seat, action)
    if state["phase"] != "setup":
        raise ActionError("wrong_phase", "setup is over")
    p = state["players"][seat]
    if p["ready"]:
        raise ActionError("already_ready", "your board is already set up; undo to change it")
    coins = _coin_spaces(state, action.get("coins"))
    hero = None
    if state["heroes"]:
        hero = action.get("hero")
        if hero not in p["offer"]:
            raise ActionError("bad_field", f"'hero' must be one of your cards: {', '.join(p['offer'])}")
    elif action.get("hero") is not None:
        raise ActionError("bad_field", "this table plays without heroes")
    quest = None
    if state["quests"]:
        quest = _quest_marks(action.get("quest"))
    elif action.get("quest") is not None:
        raise ActionError("bad_field", "this table plays without quests")
    sim = Sim(state)
    sim.emit({"type": "board_ready", "seat": seat, "coins": coins, "hero": hero, "quest": quest})
    return sim.events


def _space(v: Any, what: str) -> tuple[int, int]:
    if (
        not isinstance(v, list)
        or len(v) < 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in v[:2])
        or not (1 <= v[0] <= COLUMNS and 1 <= v[1] <= SPACES)
    ):
        raise ActionError("bad_field", f"{what}: each entry is [column 1-{COLUMNS}, space 1-{SPACES}], not {v!r}")
    return v[0], v[1]


def _coin_spaces(state: State, raw: Any) -> list[list[int]]:
    """5 coins on 5 different spaces: 2 in column 1 and 1 in each other column (Quests: anywhere)."""
    if not isinstance(raw, list):
        raise ActionError("bad_field", "'coins' must list the 5 spaces of your board coins as [column, space]")
    spaces = [_space(v, "'coins'") for v in raw]
    if len(set(spaces)) != len(spaces):
        raise ActionError("bad_field", "'coins': one coin per space")
    if state["quests"]:
        if len(spaces) != QUEST_COINS:
            raise ActionError("bad_field", f"'coins': place {QUEST_COINS} coins as your quest card shows")
    else:
        per = [sum(c == col for c, _ in spaces) for col in range(1, COLUMNS + 1)]
        if per != list(BOARD_COINS_BY_COLUMN):
            raise ActionError("bad_field", "'coins': 2 coins in column 1 and 1 in each other column")
    return [list(x) for x in spaces]


def _quest_marks(raw: Any) -> list[list]:
    """The quest card's marked spaces, each with the character it shows (or None for any)."""
    if not isinstance(raw, list) or not 1 <= len(raw) <= MAX_QUEST_MARKS:
        raise ActionError(
            "bad_field", f"'quest' must list 1 to {MAX_QUEST_MARKS} marked spaces as [column, space, character or null]"
        )
    marks = []
    for v in raw:
        c, s = _space(v, "'quest'")
        want = v[2] if len(v) > 2 else None
        if want is not None and want not in CHARACTERS:
            raise ActionError("bad_field", f"'quest': {want!r} is not a character")
        marks.append([c, s, want])
    if len({(c, s) for c, s, _ in marks}) != len(marks):
        raise ActionError("bad_field", "'quest': a space is marked twice")
    return marks


# -- the common turn ----------------------------------------------------------------------------


def roll_dice(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    """The first player rolls the two shared dice (or enters the real ones)."""
    if state["phase"] != "play":
        raise ActionError("wrong_phase", "the dice are rolled once every board is set up")
    if state["dice"] is not None:
        raise ActionError("already_rolled", "the dice are already rolled this round")
    if seat is not None and seat != state["first"]:
        raise ActionError("not_first_player", "the first player rolls the dice")
    values = _dice_values(action, 2)
    real = values is not None
    values = values or [rng.randint(1, 6), rng.randint(1, 6)]
    sim = Sim(state)
    sim.emit({"type": "dice_rolled", "values": values, "real": real, "gains": sim.capped(_double_gains(state, values))})
    return sim.events


def reroll(state: State, action: dict, seat: int | None, rng: RandomSource) -> list[dict]:
    """Kratos pays 1 coin to reroll 1 or 2 shared dice before the round's first turn."""
    seat = need_seat(seat, action)
    if state["players"][seat]["hero"] != "Kratos":
        raise ActionError("not_kratos", "only Kratos may reroll the shared dice")
    if state["phase"] != "play" or state["dice"] is None:
        raise ActionError("no_dice", "there are no dice to reroll yet")
    if state["round_acted"]:
        raise ActionError("too_late", "rerolls happen at the start of the round, before the first turn")
    if state["players"][seat]["coins"] < KRATOS_REROLL_COST:
        raise ActionError("no_coins", f"a reroll costs {KRATOS_REROLL_COST} coin")
    which = action.get("dice", [0, 1])
    if (
        not isinstance(which, list)
        or not which
        or len(set(map(repr, which))) != len(which)
        or any(type(d) is not int or d not in (0, 1) for d in which)
    ):
        raise ActionError("bad_field", "'dice' must list the dice to reroll: [0], [1] or [0, 1]")
    new = _dice_values(action, len(which))
    real = new is not None
    new = new or [rng.randint(1, 6) for _ in which]
    values = list(state["dice"])
    for d, v in zip(which, new, strict=True):
        values[d] = v
    sim = Sim(state)
    bank = state["bank"] + KRATOS_REROLL_COST
    sim.emit(
        {
            "type": "rerolled",
            "seat": seat,
            "dice": which,
            "values": values,
            "real": real,
            "cost": KRATOS_REROLL_COST,
            "gains": sim.capped(_double_gains(state, values), bank),
        }
    )
    return sim.events


# -- a player's turn ------------------------------------------------------------------------------


def placement_event(
    state: State,
    seat: int,
    column: int,
    space: int,
    character: str,
    character_die: int | None,
    bought: bool = False,
    with_quest: bool = True,
) -> dict:
    """The `placed` event of a legal placement: its cost, the coin taken, every gain (capped)."""
    p = state["players"][seat]
    if bought:
        cost, die = FRIAR_TUCK_PRICE, None
    else:
        cost, die = placement_cost(state["dice"], character, space, character_die)
    picked = p["board_coins"][column - 1][space - 1]
    coins_after = p["coins"] - cost + picked
    others = [count(q["pieces"], "Treasure") for i, q in enumerate(state["players"]) if i != seat]
    gains = [
        [g.source, g.note, g.vp, g.coins]
        for g in placement_gains(
            p["pieces"],
            column,
            space,
            character,
            coins=coins_after,
            picked_up=picked,
            opponents_treasures=others,
            hero=p["hero"],
        )
    ]
    quest = None
    if with_quest and p["quest"] and not p["quest"]["done"]:
        quest = quest_result(with_piece(p["pieces"], column, space, character), p["quest"]["marks"])
        if quest:
            gains.append(["Quest", quest, quest_vp(quest), 0])
    left = state["bank"] + cost
    for g in gains:
        g[3] = min(g[3], left)
        left -= g[3]
    return {
        "type": "placed",
        "seat": seat,
        "column": column,
        "space": space,
        "character": character,
        "character_die": die,
        "cost": cost,
        "picked_up": picked,
        "bought": bought,
        "gains": gains,
        "quest": quest,
    }


def _where(state: State, action: dict, seat: int) -> tuple[int, int]:
    column = int_field(action, "column", 1, COLUMNS)
    space = int_field(action, "space", 1, SPACES)
    pieces = state["players"][seat]["pieces"]
    if column not in available_columns(pieces):
        raise ActionError(
            "column_closed", f"column {column} is not available yet: column {column - 1} needs a piece first"
        )
    if pieces[column - 1][space - 1] is not None:
        raise ActionError(
            "space_taken", f"column {column}, space {space} already holds a {pieces[column - 1][space - 1]}"
        )
    return column, space


def place(state: State, action: dict, seat: int | None) -> list[dict]:
    """Place the chosen character on the chosen space, paying coins to change the dice."""
    seat = _need_turn(state, action, seat)
    p = state["players"][seat]
    if p["placed"]:
        raise ActionError("already_placed", "you have placed your character this turn: end your turn")
    character = _character(action)
    column, space = _where(state, action, seat)
    if state["supply"][character] <= 0:
        raise ActionError("supply_empty", f"no {character} is left in the supply")
    die = action.get("character_die")
    if die is not None and (type(die) is not int or die not in (0, 1)):
        raise ActionError("bad_field", "'character_die' must be 0 or 1 (the die that shows the character)")
    cost, _ = placement_cost(state["dice"], character, space, die)
    if cost > p["coins"]:
        raise ActionError(
            "no_coins", f"a {character} on space {space} costs {cost} coin(s) to change the dice; you have {p['coins']}"
        )
    sim = Sim(state)
    sim.emit(placement_event(state, seat, column, space, character, die))
    return sim.events


def buy(state: State, action: dict, seat: int | None) -> list[dict]:
    """Friar Tuck buys any character for 4 coins and places it on an available space."""
    seat = _need_turn(state, action, seat)
    p = state["players"][seat]
    if p["hero"] != "Friar Tuck":
        raise ActionError("not_friar_tuck", "only Friar Tuck may buy a character")
    if p["bought"]:
        raise ActionError("already_bought", "Friar Tuck buys one character per turn")
    if p["coins"] < FRIAR_TUCK_PRICE:
        raise ActionError("no_coins", f"buying a character costs {FRIAR_TUCK_PRICE} coins; you have {p['coins']}")
    character = _character(action)
    column, space = _where(state, action, seat)
    if state["supply"][character] <= 0:
        raise ActionError("supply_empty", f"no {character} is left in the supply")
    sim = Sim(state)
    sim.emit(placement_event(state, seat, column, space, character, None, bought=True))
    return sim.events


def task(state: State, action: dict, seat: int | None) -> list[dict]:
    """Record the one task completed this turn and its reward."""
    seat = _need_turn(state, action, seat)
    if state["players"][seat]["tasked"]:
        raise ActionError("already_tasked", "you may complete only one task per turn")
    vp = int_field(action, "vp", 0, MAX_TASK_VP)
    coins = int_field(action, "coins", 0, MAX_TASK_COINS) if "coins" in action else 0
    if not vp and not coins:
        raise ActionError("bad_field", "a task's reward has VP or coins")
    name = clean.text(action.get("name") or "", "a task's 'name'", 40, "bad_field", empty_ok=True)
    sim = Sim(state)
    sim.emit(
        {
            "type": "task_done",
            "seat": seat,
            "vp": vp,
            "coins": min(coins, state["bank"]),
            "name": name,
        }
    )
    return sim.events


def pass_turn(state: State, action: dict, seat: int | None) -> list[dict]:
    """Pass instead of placing: take 1 coin from the bank; the turn ends."""
    seat = _need_turn(state, action, seat)
    if state["players"][seat]["placed"]:
        raise ActionError("already_placed", "you placed a character this turn: end your turn instead")
    sim = Sim(state)
    sim.emit({"type": "passed", "seat": seat, "coins": min(PASS_COINS, state["bank"])})
    _end_turn(sim, seat)
    return sim.events


def end_turn(state: State, action: dict, seat: int | None) -> list[dict]:
    """End the turn after placing; the round (and maybe the game) ends after the last player."""
    seat = _need_turn(state, action, seat)
    if not state["players"][seat]["placed"]:
        raise ActionError("not_placed", "place a character first, or pass (+1 coin)")
    sim = Sim(state)
    _end_turn(sim, seat)
    return sim.events


def _end_turn(sim: Sim, seat: int) -> None:
    s = sim.s
    gains = []
    if s["players"][seat]["hero"] == "Friar Tuck":
        gains = sim.capped([[seat, "Friar Tuck", "end of turn", 0, FRIAR_TUCK_TURN_COINS]])
    ending = not s["ending"] and end_triggered(s["supply"])
    sim.emit({"type": "turn_ended", "seat": seat, "ending": ending, "gains": gains})
    if s["turn_i"] < len(s["order"]):
        return
    if s["ending"]:
        _game_over(sim)
        return
    removed, discard = {}, None
    if s["solo"]:
        removed, discard = solo_removal(s["dice"], s["supply"]), solo_discard(s["dice"])
    first = s["first"] if s["n"] <= 2 else (s["first"] + 1) % s["n"]
    sim.emit({"type": "round_ended", "removed": removed, "discard": discard, "first": first})


def _game_over(sim: Sim) -> None:
    """Road signs (not in solo), coins as VP, standings with the tie-breaks, the solo title."""
    s = sim.s
    players = s["players"]
    signs = {5: [], 3: []} if s["solo"] else road_signs(s["supply"])
    pieces = [{c: count(p["pieces"], c) for c in CHARACTERS} for p in players]
    gains = [
        [seat, f"Road sign {vp}", f"most {c}s ({pieces[seat][c]})", vp, 0]
        for seat, c, vp in majority_awards(signs, pieces)
    ]
    gains += [[i, "Coins", f"{p['coins']} coin(s)", p["coins"], 0] for i, p in enumerate(players)]
    vp = [p["vp"] for p in players]
    for seat, _, _, v, _ in gains:
        vp[seat] += v
    standings = final_standings(vp, [p["coins"] for p in players], [filled_columns(p["pieces"]) for p in players])
    sim.emit(
        {
            "type": "game_over",
            "gains": gains,
            "signs": {str(k): v for k, v in signs.items()},
            "standings": [st.as_dict() for st in standings],
            "title": solo_title(vp[0]) if s["solo"] else None,
        }
    )

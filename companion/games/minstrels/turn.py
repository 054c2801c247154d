"""Minstrels: a player's turn (place, buy, task, pass, end), and the ends of round and game."""

from __future__ import annotations

from typing import Any

from companion import clean
from companion.errors import ActionError
from companion.games.base import Sim, int_field
from companion.games.minstrels.actions import character_field
from companion.games.minstrels.events import gain
from companion.games.minstrels.fold import State
from companion.games.minstrels.placing import capped, current, placement
from companion.games.minstrels.rules import action
from companion.games.minstrels.words import name
from companion.i18n import _, ngettext
from scoring.minstrels.data import (
    CHARACTERS,
    COLUMNS,
    FRIAR_TUCK_PRICE,
    FRIAR_TUCK_TURN_COINS,
    MARKET_SIZE,
    PASS_COINS,
    SPACES,
)
from scoring.minstrels.majorities import end_triggered, final_standings, majority_awards, road_signs
from scoring.minstrels.placement import available_columns, count, filled_columns, placement_cost
from scoring.minstrels.solo import solo_discard, solo_removal, solo_title

MAX_TASK_VP = 50
MAX_TASK_COINS = 10
# Above these a task's reward is asked about before it is sent (pt18: +25 VP went through unasked): the
# rulebook's example task gives 2 VP and 1 coin; more than 15 VP or 5 coins is likelier a typo.
ODD_TASK_VP = 15
ODD_TASK_COINS = 5


def _need_turn(state: State, seat: int) -> None:
    if state["phase"] != "play":
        raise ActionError(
            "wrong_phase",
            _("the game is not being played now")
            if state["phase"] == "setup"
            else _("the game is over: undo to change it"),
        )
    if state["dice"] is None:
        raise ActionError("no_dice", _("the first player must roll the dice first"))
    if current(state) != seat:
        raise ActionError(
            "not_your_turn", _("it is not your turn (seat {seat} is playing)").format(seat=current(state))
        )


def _hero_turn(state: State, seat: int, hero: str, refusal: str) -> dict[str, Any]:
    """The player, on their turn, holding this hero card; else the refusal."""
    _need_turn(state, seat)
    p = state["players"][seat]
    if p["hero"] != hero:
        raise ActionError("not_" + hero.lower().replace(" ", "_"), refusal)
    return p


def _where(state: State, a: dict[str, Any], seat: int) -> tuple[int, int]:
    column = int_field(a, "column", 1, COLUMNS)
    space = int_field(a, "space", 1, SPACES)
    pieces = state["players"][seat]["pieces"]
    if column not in available_columns(pieces):
        raise ActionError(
            "column_closed",
            _("column {c} is not available yet: column {left} needs a piece first").format(c=column, left=column - 1),
        )
    if pieces[column - 1][space - 1] is not None:
        raise ActionError(
            "space_taken",
            _("column {c}, space {s} already holds a {character}").format(
                c=column, s=space, character=name(pieces[column - 1][space - 1])
            ),
        )
    return column, space


@action(
    "place",
    "Place a character (cheapest die changes)",
    {"type": "place", "column": 1, "space": 6, "character": "Princess"},
    (
        "...saying which die shows the character",
        {"type": "place", "column": 1, "space": 1, "character": "Dragon", "character_die": 0},
    ),
)
def place(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Place the chosen character on the chosen space, paying coins to change the dice."""
    state = sim.s
    _need_turn(state, seat)
    p = state["players"][seat]
    if p["placed"]:
        raise ActionError("already_placed", _("you have placed your character this turn: end your turn"))
    character = character_field(a)
    column, space = _where(state, a, seat)
    if state["supply"][character] <= 0:
        raise ActionError("supply_empty", _("no {character} is left in the supply").format(character=name(character)))
    die = a.get("character_die")
    if die is not None and (type(die) is not int or die not in (0, 1)):
        raise ActionError("bad_field", _("'character_die' must be 0 or 1 (the die that shows the character)"))
    cost, _die = placement_cost(state["dice"], character, space, die)
    if cost > p["coins"]:
        said = ngettext(
            "a {character} on space {s} costs {n} coin to change the dice; you have {have}",
            "a {character} on space {s} costs {n} coins to change the dice; you have {have}",
            cost,
        )
        raise ActionError("no_coins", said.format(character=name(character), s=space, n=cost, have=p["coins"]))
    sim.emit("placed", **placement(state, seat, column, space, character, die))


@action(
    "buy",
    "Friar Tuck buys a character for 4 coins and places it",
    {"type": "buy", "column": 2, "space": 3, "character": "Knight"},
)
def buy(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Friar Tuck buys any character for 4 coins and places it on an available space."""
    state = sim.s
    p = _hero_turn(state, seat, "Friar Tuck", _("only Friar Tuck may buy a character"))
    if p["bought"]:
        raise ActionError("already_bought", _("Friar Tuck buys one character per turn"))
    if p["coins"] < FRIAR_TUCK_PRICE:
        raise ActionError(
            "no_coins",
            _("buying a character costs {n} coins; you have {have}").format(n=FRIAR_TUCK_PRICE, have=p["coins"]),
        )
    character = character_field(a)
    column, space = _where(state, a, seat)
    if state["supply"][character] <= 0:
        raise ActionError("supply_empty", _("no {character} is left in the supply").format(character=name(character)))
    sim.emit("placed", **placement(state, seat, column, space, character, None, bought=True))


@action(
    "task",
    "Record the task completed this turn and its reward",
    {"type": "task", "vp": 2, "coins": 1, "name": "Knights"},
    ("...and end the turn with it (one move: one undo takes both back)", {"type": "task", "vp": 2, "end_turn": True}),
)
def task(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Record the one task completed this turn and its reward; with `end_turn`, end the turn too."""
    state = sim.s
    ends = a.get("end_turn", False)
    if type(ends) is not bool:
        raise ActionError("bad_field", _("'end_turn' must be true or false"))
    _need_turn(state, seat)
    p = state["players"][seat]
    if p["tasked"]:
        raise ActionError("already_tasked", _("you may complete only one task per turn"))
    if not p["placed"]:
        # Turn step 3 follows step 2; and passing is instead of the whole turn (RULINGS.md).
        raise ActionError("not_placed", _("place your character first: a task comes after placing (a pass takes none)"))
    vp = int_field(a, "vp", 0, MAX_TASK_VP)
    coins = int_field(a, "coins", 0, MAX_TASK_COINS) if "coins" in a else 0
    if not vp and not coins:
        raise ActionError("bad_field", _("a task's reward has VP or coins"))
    name = clean.text(a.get("name") or "", _("a task's 'name'"), 40, "bad_field", empty_ok=True)
    sim.emit("task_done", seat=seat, vp=vp, coins=min(coins, state["bank"]), name=name)
    if ends:  # pt68: sent apart, a task recorded by mistake took two undos (the turn's end came back first)
        _end_turn(sim, seat)


@action(
    "swap_task",
    "Esmeralda, after her task: discard a face-up market task (slot 1-3, 1 furthest from the deck) and replace it",
    {"type": "swap_task", "slot": 2},
)
def swap_task(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Esmeralda may also discard a market task card after completing a task (the card moves by hand)."""
    state = sim.s
    p = _hero_turn(state, seat, "Esmeralda", _("only Esmeralda may discard a task card from the market"))
    if not p["tasked"]:
        raise ActionError("not_tasked", _("Esmeralda discards a market task card only after completing a task"))
    if p.get("swapped"):
        raise ActionError("already_swapped", _("Esmeralda discards one market task card per task"))
    slot = int_field(a, "slot", 1, MARKET_SIZE)
    sim.emit("task_swapped", seat=seat, slot=slot)


@action("pass", "Pass instead of the whole turn (no placing, no task): +1 coin", {"type": "pass"})
def pass_turn(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """Pass instead of placing: take 1 coin from the bank; the turn ends."""
    _need_turn(sim.s, seat)
    if sim.s["players"][seat]["placed"]:
        # A Friar Tuck purchase is on top of the turn: he may still pass when no placement fits.
        raise ActionError("already_placed", _("you placed a character this turn: passing is instead of the whole turn"))
    sim.emit("passed", seat=seat, coins=min(PASS_COINS, sim.s["bank"]))
    _end_turn(sim, seat)


@action("end_turn", "End your turn after placing", {"type": "end_turn"})
def end_turn(sim: Sim, seat: int, a: dict[str, Any]) -> None:
    """End the turn after placing; the round (and maybe the game) ends after the last player."""
    _need_turn(sim.s, seat)
    if not sim.s["players"][seat]["placed"]:
        raise ActionError("not_placed", _("place a character first, or pass (+1 coin)"))
    _end_turn(sim, seat)


def _end_turn(sim: Sim, seat: int) -> None:
    s = sim.s
    gains = []
    if s["players"][seat]["hero"] == "Friar Tuck":
        gains = capped(s, [gain(seat, "Friar Tuck", "end of turn", 0, FRIAR_TUCK_TURN_COINS)])
    ending = not s["ending"] and end_triggered(s["supply"])
    # What the turn placed and scored (pt84): a pass placed nothing (or only a Friar Tuck purchase).
    turn = s["players"][seat].get("this_turn", {"placed": [], "vp": 0})
    placed = [dict(x) for x in turn["placed"]]
    sim.emit("turn_ended", seat=seat, ending=ending, gains=gains, placed=placed, vp=turn["vp"])
    if s["turn_i"] < len(s["order"]):
        return
    if s["ending"]:
        _game_over(sim)
        return
    removed, discard = {}, None
    if s["solo"]:
        removed, discard = solo_removal(s["dice"], s["supply"]), solo_discard(s["dice"])
    first = s["first"] if s["n"] <= 2 else (s["first"] + 1) % s["n"]
    sim.emit("round_ended", removed=removed, discard=discard, first=first)


def _game_over(sim: Sim) -> None:
    """Road signs (not in solo), coins as VP, standings with the tie-breaks, the solo title."""
    s = sim.s
    players = s["players"]
    signs = {5: [], 3: []} if s["solo"] else road_signs(s["supply"])
    pieces = [{c: count(p["pieces"], c) for c in CHARACTERS} for p in players]
    gains = [
        gain(seat, f"Road sign {vp}", f"most {c}s ({pieces[seat][c]})", vp, 0)
        for seat, c, vp in majority_awards(signs, pieces)
    ]
    gains += [gain(i, "Coins", f"{p['coins']} coin(s)", p["coins"], 0) for i, p in enumerate(players)]
    vp = [p["vp"] for p in players]
    for g in gains:
        vp[g["seat"]] += g["vp"]
    standings = final_standings(vp, [p["coins"] for p in players], [filled_columns(p["pieces"]) for p in players])
    sim.emit(
        "game_over",
        gains=gains,
        signs={str(k): v for k, v in signs.items()},
        standings=[st.as_dict() for st in standings],
        title=solo_title(vp[0]) if s["solo"] else None,
    )

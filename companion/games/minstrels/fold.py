"""Minstrels: the initial state and the fold of each event into it (pure, never fails)."""

from __future__ import annotations

from typing import Any

from companion.games.minstrels.rules import folds
from scoring.minstrels.data import (
    BANK_COINS,
    COLUMNS,
    HEROES_DEALT,
    PERSONAL_COINS_AT_START,
    SECOND_PLAYER_EXTRA_COIN,
    SPACES,
    STARTING_COINS,
    SUPPLY_BY_PLAYERS,
    heroes_for,
)

State = dict[str, Any]
Event = dict[str, Any]


def new_state(
    n: int, first: int, heroes: bool, quests: bool, deck: list[str], own: bool = False, first_random: bool = False
) -> State:
    """Setup by player count: supply, coins (the 2nd player of 2 gets one more), heroes dealt.

    `own`: the table uses its own hero cards (nobody is dealt until they enter them or ask the app).
    """
    players = []
    for seat in range(n):
        coins = PERSONAL_COINS_AT_START
        if n == 2 and seat != first:
            coins += SECOND_PLAYER_EXTRA_COIN
        players.append(
            {
                "pieces": [[None] * SPACES for _ in range(COLUMNS)],
                "board_coins": [[0] * SPACES for _ in range(COLUMNS)],
                "coins": coins,
                "vp": 0,
                "log": [],  # [round, source, note, vp, coins]: where every VP (and gained coin) came from
                "ready": False,
                "offer": deck[seat * HEROES_DEALT : (seat + 1) * HEROES_DEALT] if heroes and not own else [],
                "hero": None,
                "quest": None,
                "placed": False,
                "tasked": False,
                "bought": False,
            }
        )
    dealt = n * STARTING_COINS + (SECOND_PLAYER_EXTRA_COIN if n == 2 else 0)
    return {
        "n": n,
        "solo": n == 1,
        "heroes": heroes,
        "quests": quests,
        "own_components": own,
        "first_random": first_random,  # the first player drawn by the app (shown to everyone)
        "phase": "setup",
        "supply": dict(SUPPLY_BY_PLAYERS[n]),
        "bank": BANK_COINS - dealt,
        "round": 1,
        "first": first,
        "order": order_from(first, n),
        "turn_i": 0,
        "dice": None,
        "round_acted": False,
        "ending": False,
        "final": None,
        "last_round": None,  # solo: what the last round returned to the box and which task to discard
        "players": players,
    }


def hero_deck(n: int) -> list[str]:
    """The hero cards used with n players, in box order (the caller shuffles)."""
    return [h.name for h in heroes_for(n)]


def order_from(first: int, n: int) -> list[int]:
    """Turn order of a round: clockwise (seat + 1) from the first player."""
    return [(first + i) % n for i in range(n)]


def gain(state: State, seat: int, source: str, note: str, vp: int, coins: int) -> None:
    """Add VP and bank coins (already capped by the bank) to a player, and log where they came from."""
    p = state["players"][seat]
    p["vp"] += vp
    p["coins"] += coins
    state["bank"] -= coins
    if vp or coins:
        p["log"].append([state["round"], source, note, vp, coins])


def this_turn(p: dict[str, Any]) -> dict[str, Any]:
    """What a player placed and scored this turn, said when the turn ends (pt84).

    Kept only while the turn lasts, as "swapped" is: a table between turns holds the state it always had.
    """
    return p.setdefault("this_turn", {"placed": [], "vp": 0})


def pay(state: State, seat: int, coins: int) -> None:
    """Coins from a personal supply back to the bank."""
    state["players"][seat]["coins"] -= coins
    state["bank"] += coins


@folds("board_ready")
def _board_ready(state: State, e: Event) -> None:
    p = state["players"][e["seat"]]
    for c, s in e["coins"]:
        p["board_coins"][c - 1][s - 1] += 1
    p["hero"] = e.get("hero")
    if e.get("quest") is not None:
        p["quest"] = {"marks": e["quest"], "done": None}
    p["ready"] = True
    if all(q["ready"] for q in state["players"]):
        state["phase"] = "play"


@folds("heroes_dealt")
def _heroes_dealt(state: State, e: Event) -> None:
    p = state["players"][e["seat"]]
    p["offer"] = list(e["heroes"])
    # The player drew this hand themselves (entered, or asked of the app): a real card entered later
    # is refused against it, where the app's deal made when the table opened goes back instead.
    # Set only here, so a table that never drew keeps the state it always had.
    p["drew"] = True


@folds("heroes_returned")
def _heroes_returned(state: State, e: Event) -> None:
    state["players"][e["seat"]]["offer"] = []


@folds("dice_rolled")
def _dice_rolled(state: State, e: Event) -> None:
    state["dice"] = list(e["values"])
    _gains(state, e["gains"])


@folds("rerolled")
def _rerolled(state: State, e: Event) -> None:
    pay(state, e["seat"], e["cost"])
    state["dice"] = list(e["values"])
    _gains(state, e["gains"])


@folds("placed")
def _placed(state: State, e: Event) -> None:
    seat, c, s = e["seat"], e["column"], e["space"]
    p = state["players"][seat]
    pay(state, seat, e["cost"])
    p["pieces"][c - 1][s - 1] = e["character"]
    state["supply"][e["character"]] -= 1
    p["board_coins"][c - 1][s - 1] -= e["picked_up"]
    p["coins"] += e["picked_up"]  # from the board, not the bank
    p["bought" if e["bought"] else "placed"] = True
    state["round_acted"] = True
    if e.get("quest"):
        p["quest"]["done"] = e["quest"]
    _gains(state, e["gains"])
    turn = this_turn(p)
    turn["placed"].append({"character": e["character"], "column": c, "space": s})
    turn["vp"] += sum(g["vp"] for g in e["gains"] if g["seat"] == seat)


@folds("task_done")
def _task_done(state: State, e: Event) -> None:
    state["players"][e["seat"]]["tasked"] = True
    state["round_acted"] = True
    this_turn(state["players"][e["seat"]])["vp"] += e["vp"]
    note = f"'{e['name']}'" if e.get("name") else ""
    gain(state, e["seat"], "Task", note, e["vp"], e["coins"])


@folds("task_swapped")
def _task_swapped(state: State, e: Event) -> None:
    # Kept only while the turn lasts (tables without a swap never hold the key).
    state["players"][e["seat"]]["swapped"] = True


@folds("passed")
def _passed(state: State, e: Event) -> None:
    state["round_acted"] = True
    gain(state, e["seat"], "Pass", "", 0, e["coins"])


@folds("turn_ended")
def _turn_ended(state: State, e: Event) -> None:
    _gains(state, e["gains"])
    p = state["players"][e["seat"]]
    p["placed"] = p["tasked"] = p["bought"] = False
    p.pop("swapped", None)
    p.pop("this_turn", None)
    state["turn_i"] += 1
    state["round_acted"] = True
    if e["ending"]:
        state["ending"] = True


@folds("round_ended")
def _round_ended(state: State, e: Event) -> None:
    for c, k in e["removed"].items():
        state["supply"][c] -= k
    state["round"] += 1
    state["last_round"] = {"removed": e["removed"], "discard": e["discard"]} if state["solo"] else None
    state["first"] = e["first"]
    state["order"] = order_from(e["first"], state["n"])
    state["turn_i"] = 0
    state["dice"] = None
    state["round_acted"] = False


@folds("game_over")
def _game_over(state: State, e: Event) -> None:
    _gains(state, e["gains"])
    state["phase"] = "over"
    state["final"] = {"signs": e["signs"], "standings": e["standings"], "title": e["title"]}


def _gains(state: State, gains: list[dict[str, Any]]) -> None:
    for g in gains:
        gain(state, g["seat"], g["source"], g["note"], g["vp"], g["coins"])

"""Minstrels properties: random games (any player count, heroes, real and wild actions) keep the rules.

After every action: no piece was overwritten, column availability holds, the supply never goes
below zero, coins are conserved (bank + supplies + board = 32), and each player's VP equals the
sum of the logged sources. A refused action changes nothing.
"""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from companion.errors import ActionError
from companion.fold import Table
from companion.games import get_game
from companion.games.base import Player
from companion.rng import seeded
from scoring.minstrels.data import BANK_COINS, CHARACTERS, COLUMNS, SPACES, SUPPLY_BY_PLAYERS
from scoring.minstrels.placement import available_columns, legal_placements, open_spaces, placement_cost
from tests.random_play import play

GAME = get_game("minstrels")
KINDS = ("place", "place", "place", "taken", "sold_out", "wild", "task", "pass", "end_turn", "reroll", "buy", "roll")


def check_invariants(before: dict, after: dict) -> None:
    """The properties every reachable state keeps."""
    n = after["n"]
    placed = 0
    for p0, p1 in zip(before["players"], after["players"], strict=True):
        for c in range(COLUMNS):
            for s in range(SPACES):
                if p0["pieces"][c][s] is not None:
                    assert p1["pieces"][c][s] == p0["pieces"][c][s], "a piece was overwritten"
                elif p1["pieces"][c][s] is not None:
                    placed += 1
        cols = [any(col) for col in p1["pieces"]]
        for k in range(1, COLUMNS):
            assert not cols[k] or cols[k - 1], f"column {k + 1} used before column {k}"
        assert p1["vp"] == sum(e[3] for e in p1["log"]), "VP differ from the logged sources"
        assert p1["coins"] >= 0 and all(x >= 0 for col in p1["board_coins"] for x in col)
    assert placed <= 2  # a placement (and Friar Tuck's purchase) adds one piece each
    assert all(v >= 0 for v in after["supply"].values()), "the supply went below zero"
    on_boards = {c: sum(col.count(c) for p in after["players"] for col in p["pieces"]) for c in CHARACTERS}
    for c in CHARACTERS:
        assert after["supply"][c] + on_boards[c] <= SUPPLY_BY_PLAYERS[n][c]
        if not after["solo"]:
            assert after["supply"][c] + on_boards[c] == SUPPLY_BY_PLAYERS[n][c]
    coins = after["bank"] + sum(p["coins"] + sum(map(sum, p["board_coins"])) for p in after["players"])
    assert coins == BANK_COINS and after["bank"] >= 0, "coins were made or lost"


def coin_layout(draw: st.DrawFn) -> list[list[int]]:
    """A legal base-game coin layout: 2 in column 1, 1 in each other column."""
    first = draw(st.lists(st.integers(1, SPACES), min_size=2, max_size=2, unique=True))
    return [[1, first[0]], [1, first[1]]] + [[c, draw(st.integers(1, SPACES))] for c in range(2, COLUMNS + 1)]


def action_for(draw: st.DrawFn, state: dict) -> tuple[dict, int | None]:
    """A random action: mostly legal moves of the player on turn, sometimes wild ones."""
    if state["dice"] is None:
        values = draw(st.one_of(st.none(), st.lists(st.integers(1, 6), min_size=2, max_size=2)))
        return ({"type": "roll_dice"} if values is None else {"type": "roll_dice", "values": values}), state["first"]
    seat = state["order"][state["turn_i"]]
    p = state["players"][seat]
    kind = draw(st.sampled_from(KINDS))
    if kind == "place" and not p["placed"]:
        legal = list(legal_placements(p["pieces"], state["dice"], state["supply"], p["coins"]))
        if legal:
            pl = draw(st.sampled_from(legal))
            return {"type": "place", "column": pl.column, "space": pl.space, "character": pl.character}, seat
        return {"type": "pass"}, seat
    taken = [(c, s) for c in available_columns(p["pieces"]) for s in range(1, SPACES + 1) if p["pieces"][c - 1][s - 1]]
    if kind == "taken" and taken:
        # An affordable character on a space that already holds a piece: must be refused.
        c, s = draw(st.sampled_from(taken))
        character = min(CHARACTERS, key=lambda ch: placement_cost(state["dice"], ch, s)[0])
        return {"type": "place", "column": c, "space": s, "character": character}, seat
    sold_out = [ch for ch in CHARACTERS if state["supply"][ch] == 0]
    if kind == "sold_out" and sold_out:
        # An affordable open space for a character the supply has run out of: must be refused.
        character = draw(st.sampled_from(sold_out))
        spaces = open_spaces(p["pieces"]) or [(1, 1)]
        c, s = min(spaces, key=lambda cs: placement_cost(state["dice"], character, cs[1])[0])
        return {"type": draw(st.sampled_from(["place", "buy"])), "column": c, "space": s, "character": character}, seat
    if kind in ("wild", "buy", "taken", "sold_out"):
        return {
            "type": "place" if kind == "wild" else "buy",
            "column": draw(st.integers(0, 5)),
            "space": draw(st.integers(0, 7)),
            "character": draw(st.sampled_from(CHARACTERS)),
            **({"character_die": draw(st.integers(0, 1))} if draw(st.booleans()) else {}),
        }, draw(st.sampled_from([seat, seat, (seat + 1) % state["n"]]))
    if kind == "task":
        return {"type": "task", "vp": draw(st.integers(0, 6)), "coins": draw(st.integers(0, 2))}, seat
    if kind == "reroll":
        return {"type": "reroll", "dice": draw(st.sampled_from([[0], [1], [0, 1]]))}, draw(
            st.integers(0, state["n"] - 1)
        )
    if kind == "roll":
        return {"type": "roll_dice"}, state["first"]
    if kind == "end_turn" and not p["placed"]:
        return {"type": "pass"}, seat
    return {"type": kind}, seat


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_keep_the_rules(data: st.DataObject) -> None:
    n = data.draw(st.integers(1, 4), label="players")
    heroes = data.draw(st.booleans(), label="heroes")
    rng = seeded(data.draw(st.integers(0, 10_000), label="seed"))
    state = GAME.setup(
        [Player(f"P{i}", "#000000") for i in range(n)], {"heroes": heroes, "quests": False, "first_player": 0}, rng
    )
    for seat in range(n):
        hero = data.draw(st.sampled_from(state["players"][seat]["offer"])) if heroes else None
        action = {"type": "board_ready", "coins": coin_layout(data.draw)}
        if hero:
            action["hero"] = hero
        for e in GAME.act(state, action, seat, rng):
            GAME.apply(state, e)
    for _ in range(data.draw(st.integers(10, 400), label="steps")):
        if state["phase"] != "play":
            break
        action, seat = action_for(data.draw, state)
        before = copy.deepcopy(state)
        try:
            events = GAME.act(state, action, seat, rng)
        except ActionError:
            assert state == before, "a refused action changed the state"
            continue
        assert state == before, "act changed the state"
        for e in events:
            GAME.apply(state, e)
        check_invariants(before, state)
        GAME.view(state, seat)  # the hints never fail
    event(f"phase {state['phase']}")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 10_000))
def test_whole_games_end_with_a_consistent_final_scoring(n: int, seed: int) -> None:
    """The conformance test's seeded random games (through `Tables`), with Minstrels' own invariants."""
    last: list[dict] = []

    def invariants(table: Table) -> None:
        if last and last[-1]["phase"] != "setup":  # every board's coins are down once play starts
            check_invariants(last[-1], table.state)
        last[:] = [copy.deepcopy(table.state)]

    state = play(GAME, n, seed, {"first_player": 0}, check=invariants).table.state
    assert state["phase"] == "over"
    assert sum(v > 0 for v in state["supply"].values()) <= 2
    final = state["final"]
    keys = [tuple(s["key"]) for s in final["standings"]]
    assert keys == sorted(keys, reverse=True) and final["standings"][0]["place"] == 1
    for s in final["standings"]:
        p = state["players"][s["seat"]]
        assert s["key"][:2] == [p["vp"], p["coins"]]
    signs = [c for cs in final["signs"].values() for c in cs]
    assert (not signs) if n == 1 else len(signs) == sum(v > 0 for v in state["supply"].values())


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 10_000))
def test_games_with_the_tables_own_hero_cards_are_dealt_and_end(n: int, seed: int) -> None:
    """Random play with own_components: every hero deal asked for, no card in two hands, the game ends."""
    options = {"heroes": True, "own_components": True, "first_player": "random"}
    table = play(GAME, n, seed, options).table
    state = table.state
    assert state["phase"] == "over"
    heroes = [p["hero"] for p in state["players"]]
    assert None not in heroes and len(set(heroes)) == n
    assert sum(e.type == "heroes_dealt" for e in table.log) >= n

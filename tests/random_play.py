"""Seeded random games of any registered game, played through `Tables` as phones would play them.

Each step lets a random seat (or the host) make a random legal action; after every step the
table's state must equal the fold of its stored log, every new event must fit its typed shape,
and `standings()` must answer.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from multiprocessing import get_context

from companion.errors import ActionError
from companion.fold import Table
from companion.games import get_game
from companion.games.base import Game
from companion.games.rules import clone_state
from companion.games.shapes import problems
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables

MAX_STEPS = 5000


@dataclass
class Result:
    """How one random game went."""

    finished: bool
    steps: int
    rounds: int
    table: Table  # the table as the game left it (its log, state, players)


class Stuck(AssertionError):
    """No seat (nor the host) had a legal action before the end."""


def play(
    game: Game,
    n: int,
    seed: int,
    options: dict | None = None,
    check_legal: int = 25,
    check: Callable[[Table], None] | None = None,
) -> Result:
    """One seeded random game to its end (or the game's `round_cap`); raises on any broken contract.

    `check_legal`: every so many steps, every action `legal_actions` lists must be accepted.
    `check`: a game's own invariant, run on the table after every step.
    """
    r = random.Random(seed)
    tables = Tables(SQLiteStore(), rng=seeded(seed), clock=lambda: 1_700_000_000.0)
    made = tables.create(game.id, [{"name": f"P{i}"} for i in range(n)], options or {})
    code, host = made["code"], made["host_token"]
    table = tables.get(code)
    replay = clone_state(table.state)
    seats: list[int | None] = [None, *range(n)]
    for step in range(MAX_STEPS):
        if game.is_over(table.state) or (game.round_cap and game.round_of(table.state) > game.round_cap):
            return Result(game.is_over(table.state), step, game.round_of(table.state), table)
        if check_legal and step % check_legal == 0:
            _check_legal(game, table.state, seats if step == 0 else [r.choice(seats)])
        r.shuffle(seats)
        before = table.seq
        for seat in seats:
            tries = game.candidates(table.state, seat)
            r.shuffle(tries)
            if _first_accepted(tables, code, host, seat, tries):
                break
        else:
            raise Stuck(f"{game.id} {n}p seed {seed}: nobody can act at step {step} ({_where(table.state)})")
        for e in table.log[before:]:
            if e.type not in ("roll", "rolloff"):
                wrong = problems(game.shapes[e.type], e.data)
                assert not wrong, f"{game.id} seed {seed}: a {e.type!r} event does not fit its shape: {wrong}"
                game.apply(replay, {"type": e.type, **clone_state(e.data)})
        assert replay == table.state, f"{game.id} seed {seed} step {step}: state is not the fold of the log"
        _check_own_view(game, table.state, r.choice(range(n)), f"{game.id} seed {seed} step {step}")
        game.standings(table.state)
        if check:
            check(table)
    raise AssertionError(f"{game.id} {n}p seed {seed}: still going after {MAX_STEPS} steps")


def outcome(game_id: str, n: int, seed: int) -> tuple[bool, int]:
    """`play` one seeded game by the game's id (what a worker process is sent): finished, steps."""
    r = play(get_game(game_id), n, seed)
    return r.finished, r.steps


@contextmanager
def workers() -> Iterator[ProcessPoolExecutor]:
    """A process per core for independent seeded games (spawned: the test process has threads)."""
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1, mp_context=get_context("spawn")) as pool:
        yield pool


def play_seeds(pool: ProcessPoolExecutor, game: Game, n: int, seeds: range) -> list[tuple[bool, int]]:
    """`outcome` of every seed, spread over the pool; a broken contract in any game raises here."""
    return list(pool.map(outcome, [game.id] * len(seeds), [n] * len(seeds), seeds))


def any_move(
    tables: Tables,
    code: str,
    host: str,
    r: random.Random,
    own: dict[int, str] | None = None,
    order: Callable[[dict], object] | None = None,
) -> bool:
    """One random legal move by some seat (or the host), in an order drawn from `r`; False when nobody can move.

    A seat in `own` acts with its own phone's token; every other seat as the host's phone acts for
    it: with the host's token and `"by"`. `order` sorts each seat's shuffled moves.
    """
    table = tables.get(code)
    seats: list[int | None] = [None, *range(len(table.players))]
    r.shuffle(seats)
    for seat in seats:
        tries = table.game.candidates(table.state, seat)
        r.shuffle(tries)
        if order is not None:  # a preference among the shuffled moves (the plays' "first" kinds)
            tries.sort(key=order)
        for a in tries:
            mine = own is not None and seat in own
            token, action = (own[seat], a) if mine else (host, {**a, "by": seat} if seat is not None else a)
            try:
                tables.act(code, token, action)
            except ActionError:
                continue
            return True
    return False


def play_out(
    tables: Tables,
    code: str,
    host: str,
    r: random.Random,
    own: dict[int, str] | None = None,
    after: Callable[[], None] | None = None,
) -> int:
    """Random legal moves (`any_move`) to the game's end; the number of moves. `after` runs after each.

    A game that random play does not end by its `round_cap` (The King of All Bards) is ended as a
    table would end it: the host gives the first Bard five Tips and Fans in five Pubs by hand (the
    Tricks' corrections), the app draws any Brawl, and the host ends the game at once.
    """
    table = tables.get(code)
    game, moves = table.game, 0
    while not game.is_over(table.state) and not (game.round_cap and game.round_of(table.state) > game.round_cap):
        if moves >= MAX_STEPS or not any_move(tables, code, host, r, own):
            raise Stuck(f"{game.id}: nobody can act after {moves} moves ({_where(table.state)})")
        moves += 1
        if after:
            after()
    if not game.is_over(table.state):
        fans = [{"type": "move_fan", "color": 0, "from": "reserve", "to": pub} for pub in range(1, 7)]
        for action in [*fans, {"type": "adjust_tips", "seat": 0, "delta": 5}, {"type": "end_game"}]:
            with suppress(ActionError):  # a Pub the Bard is in already
                tables.act(code, host, action)
            if table.state.get("brawl_due"):
                tables.act(code, host, {"type": "draw_brawl"})
    assert game.is_over(table.state), f"{game.id} did not end ({_where(table.state)})"
    return moves


def _first_accepted(tables: Tables, code: str, host: str, seat: int | None, tries: list[dict]) -> bool:
    for a in tries:
        try:
            tables.act(code, host, {**a, "by": seat} if seat is not None else a)
        except ActionError:
            continue
        return True
    return False


def _check_own_view(game: Game, state: dict, seat: int, where: str) -> None:
    """A game's split view (public once, each seat's own keys over it) is exactly its view for that seat."""
    own = game.own_view(state, seat)
    if own is not None:
        assert {**game.view(state, None), **own} == game.view(state, seat), f"{where}: own_view of seat {seat}"


def _check_legal(game: Game, state: dict, seats: list[int | None]) -> None:
    for seat in seats:
        for a in game.legal_actions(state, seat):
            game.act(state, a, seat, seeded(1))  # raises if a listed action is refused


def _where(state: dict) -> str:
    return str({k: state[k] for k in ("phase", "round", "turn") if k in state})

"""The host's token acting "by" every seat, in every game: the host stays the host and every phone keeps its seat.

A mixed table: Ann and Bob on their own phones, Cy the host's own seat, Dee passed round on the
host's phone (no phone of her own). Whoever the host acts for, no token stops working, no seat
changes hands, and the only way for the host's phone to give up its seat is its seat's own token.
"""

from __future__ import annotations

import random

import pytest

from companion import table_actions
from companion.errors import ActionError
from companion.games import all_games
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.random_play import play_out

NAMES = ["Ann", "Bob", "Cy", "Dee"]
HELD = [True, True, True, False]  # Dee's seat has no phone: the host's phone acts for her


def _mixed(game: str) -> tuple[Tables, dict, list[str]]:
    """A four-seat table of `game` with seats 0-2 held (2 by the host's phone): (engine, table, their tokens)."""
    engine = Tables(SQLiteStore(), rng=seeded(7))
    table = engine.create(game, [{"name": n} for n in NAMES])
    tokens = []
    for seat in range(3):
        answer, status = engine.claim(table["code"], seat)
        assert status == 200, answer
        tokens.append(answer["token"])
    return engine, table, tokens


def _kept(engine: Tables, table: dict, tokens: list[str]) -> None:
    """The host token is the host's, each held seat's token still its seat's, no seat changed hands."""
    t = engine.get(table["code"])
    assert table_actions.whois(t, table["host_token"]) == "host"
    assert [table_actions.whois(t, tok) for tok in tokens] == [0, 1, 2]
    assert t.record.claimed == HELD


@pytest.mark.parametrize("game", sorted(g.id for g in all_games()))
def test_the_host_acting_for_every_seat_to_the_end_keeps_host_and_seats(game: str) -> None:
    engine, table, tokens = _mixed(game)
    code, host = table["code"], table["host_token"]
    joins = engine.get(code).seq
    for by in range(4):  # a roll for each seat first, so every seat is acted for whatever the game
        engine.act(code, host, {"type": "roll", "dice": "1d6", "by": by})
        _kept(engine, table, tokens)
    # Then every seat's moves sent with the host token and "by", the host phone's own seat's too.
    play_out(engine, code, host, random.Random(3), after=lambda: _kept(engine, table, tokens))
    log = engine.get(code).log
    assert [e.actor for e in log[joins : joins + 4]] == [0, 1, 2, 3]
    assert not [e.type for e in log[joins:] if e.type in {"joined", "seat_left", "seat_released"}]


def test_the_host_token_never_steps_back_and_plays_again_as_the_host() -> None:
    engine, table, tokens = _mixed("minstrels")
    code, host = table["code"], table["host_token"]
    with pytest.raises(ActionError) as refused:
        engine.leave(code, host)  # "step back" with the host's token: there is no seat to leave
    assert refused.value.code == "not_seated"
    _kept(engine, table, tokens)
    # Play again: Ann's phone opens the new table first; the host's phone follows as the host, its seat too.
    fresh = engine.rematch(code, tokens[0])
    moved = engine.rematch(code, host)
    assert moved["host"] and moved["code"] == fresh["code"]
    own = engine.rematch(code, tokens[2])
    new = engine.get(fresh["code"])
    assert table_actions.whois(new, moved["token"]) == "host"
    assert table_actions.whois(new, own["token"]) == 2
    assert new.record.claimed == HELD

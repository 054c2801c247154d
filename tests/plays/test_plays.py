"""Every finished table is one play: its result from the game's standings, stored with the end, undone with it."""

from __future__ import annotations

import pytest

from companion import plays
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.plays.support import GAMES, finish, ticking

NAMES = ["Anna", "Boris", "Clara"]


@pytest.fixture
def engine() -> Tables:
    """An engine on an in-memory SQLite store, with a clock that moves on."""
    return Tables(SQLiteStore(), rng=seeded(5), clock=ticking())


def _first_of(table, kind: str) -> int:
    return next(e.data["seat"] for e in table.log if e.type == kind and e.seq not in table.inactive)


# Who started, read from the log as the rulebook has it: The King of All Bards' first roll-off,
# Bard Saga's first "who sang last", the first player Minstrels and Tales of Danger set up with.
START = {
    "score-pad": lambda t: 0,
    "king-of-all-bards": lambda t: _first_of(t, "first_player"),
    "minstrels": lambda t: t.log[0].data["state"]["first"],
    "tales-of-danger": lambda t: t.log[0].data["state"]["first_player"],
    "bard-saga": lambda t: _first_of(t, "starting_chosen"),
}


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_table_of_every_game_is_one_play_with_its_standings(engine: Tables, game: str) -> None:
    made = finish(engine, game, NAMES[: GAMES[game]])
    table = engine.get(made["code"])
    [play] = plays.plays(engine)
    assert play == plays.of_code(engine, made["code"]) == plays.by_id(engine, play.id)
    assert play.game == game and [p.name for p in play.players] == NAMES[: GAMES[game]]
    places = {s["seat"]: s["place"] for s in table.game.standings(table.state)}
    assert [p.rank for p in play.players] == [places[i] for i in range(len(play.players))]
    assert [p.winner for p in play.players] == [places[i] == 1 for i in range(len(play.players))]
    assert any(p.winner for p in play.players)
    assert [p.seat for p in play.players if p.start] == [START[game](table)]
    assert play.finished_at >= play.started_at and play.duration_min >= 1
    if game == "king-of-all-bards":  # won by the goal, not by points
        assert play.no_points and all(p.score is None for p in play.players)
        winner = next(p for p in play.players if p.winner)
        assert table.state["over"]["winners"] == [winner.seat]
    else:
        assert not play.no_points and [p.score for p in play.players] == table.game.scores(table.state)


def test_the_scores_are_the_games_own_numbers() -> None:
    # Each game's final tally, as its state keeps it.
    engine = Tables(SQLiteStore(), rng=seeded(5))
    got = {}
    for game, n in GAMES.items():
        t = engine.get(finish(engine, game, NAMES[:n])["code"])
        got[game] = (t.game.scores(t.state), t.state)
    assert got["score-pad"][0] == got["score-pad"][1]["totals"]
    assert got["minstrels"][0] == [p["vp"] for p in got["minstrels"][1]["players"]]
    assert got["tales-of-danger"][0] == got["tales-of-danger"][1]["points"]
    assert got["bard-saga"][0] == got["bard-saga"][1]["vp"]
    assert got["king-of-all-bards"][0] is None


def test_the_first_player_a_table_sets_up_with_is_the_plays_start_player(engine: Tables) -> None:
    for game in ("minstrels", "tales-of-danger"):
        made = finish(engine, game, ["Anna", "Boris"], options={"first_player": 1})
        assert [p.name for p in plays.of_code(engine, made["code"]).players if p.start] == ["Boris"]


def test_the_score_pad_takes_the_roll_off_for_its_start_player(engine: Tables) -> None:
    made = engine.create("score-pad", [{"name": n} for n in NAMES], {})
    code, host = made["code"], made["host_token"]
    winner = engine.act(code, host, {"type": "rolloff", "seats": [0, 1, 2]})["events"][-1]["data"]["winner"]
    engine.act(code, host, {"type": "score", "seat": 1, "delta": 4})
    engine.act(code, host, {"type": "finish"})
    assert [p.seat for p in plays.of_code(engine, code).players if p.start] == [winner]


def test_undoing_the_end_takes_the_play_back_and_redoing_it_brings_the_same_play(engine: Tables) -> None:
    made = engine.create("score-pad", [{"name": "Anna"}, {"name": "Boris"}], {})
    code, host = made["code"], made["host_token"]
    engine.act(code, host, {"type": "score", "seat": 0, "delta": 3})
    assert plays.plays(engine) == []  # not over: no play
    engine.act(code, host, {"type": "finish"})
    [first] = plays.plays(engine)
    assert first.winners() == ["Anna"]
    engine.act(code, host, {"type": "undo"})
    assert plays.plays(engine) == []
    engine.act(code, host, {"type": "redo"})
    assert plays.plays(engine) == [first]


def test_a_shared_first_place_is_two_winners_and_the_next_place_skips(engine: Tables) -> None:
    made = engine.create("score-pad", [{"name": n} for n in NAMES], {})
    code, host = made["code"], made["host_token"]
    for seat, delta in ((0, 5), (1, 5), (2, 2)):
        engine.act(code, host, {"type": "score", "seat": seat, "delta": delta})
    engine.act(code, host, {"type": "finish"})
    play = plays.of_code(engine, code)
    assert [(p.rank, p.winner) for p in play.players] == [(1, True), (1, True), (3, False)]
    assert play.winners() == ["Anna", "Boris"]


def test_lowest_wins_is_kept_with_the_play(engine: Tables) -> None:
    made = engine.create("score-pad", [{"name": "Anna"}, {"name": "Boris"}], {"lowest_wins": True})
    code, host = made["code"], made["host_token"]
    engine.act(code, host, {"type": "score", "seat": 0, "delta": 9})
    engine.act(code, host, {"type": "score", "seat": 1, "delta": 4})
    engine.act(code, host, {"type": "finish"})
    play = plays.of_code(engine, code)
    assert not play.highest_wins and play.winners() == ["Boris"]


def test_playing_again_starts_a_new_table_and_each_finished_table_is_one_play(engine: Tables) -> None:

    made = finish(engine, "score-pad", ["Anna", "Boris"])
    again = engine.rematch(made["code"], made["host_token"])
    assert len(plays.plays(engine)) == 1  # the rematch itself ends nothing
    code, host = again["code"], again["token"]
    # The rematch keeps the options: a table that scores by category takes a category with each score.
    cats = engine.get(code).state.get("categories") or []
    engine.act(code, host, {"type": "score", "seat": 1, "delta": 2, **({"category": cats[0]} if cats else {})})
    engine.act(code, host, {"type": "finish"})
    got = plays.plays(engine)
    assert len(got) == 2 and len({p.id for p in got}) == 2
    assert got[0].id == plays.of_code(engine, engine.store.resolve(code)).id  # newest first

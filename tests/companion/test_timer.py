"""The turn timer (#31): deadlines folded from the log's times survive a restart; "time is up" is logged once."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.errors import ActionError
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from scoring.king_of_all_bards.data import BARDS
from tests.hand_clock import Clock
from tests.random_play import any_move

GAMES = ["score-pad", "king-of-all-bards", "minstrels", "tales-of-danger", "bard-saga"]


def opened(db: Path, clock: Clock, game: str, timer: dict, n: int = 3, start: bool = False) -> tuple[Tables, str, str]:
    """A table of `game` with this timer on a SQLite file: the engine, its code and host token.

    `start`: the host starts the timer at once (it otherwise waits for the first turn after setup).
    """
    tables = Tables(SQLiteStore(str(db)), rng=seeded(5), clock=clock)
    made = tables.create(game, [f"P{i}" for i in range(n)], None, timer)
    if start:
        tables.act(made["code"], made["host_token"], {"type": "resume_timer"})
    return tables, made["code"], made["host_token"]


def deadlines(tables: Tables, code: str) -> dict[str, float]:
    """Each running countdown's end as an absolute server time, from what the phones are sent."""
    t = tables.snapshot(code)["table"]["timer"]
    return {k: round(t["at"] + v, 1) for k, v in t["left"].items()}


def restarted(tables: Tables, db: Path, clock: Clock) -> Tables:
    """The server stopped and started again on the same file (nothing kept in memory)."""
    tables.store.close()
    return Tables(SQLiteStore(str(db)), rng=seeded(6), clock=clock)


def test_a_restart_mid_turn_keeps_the_deadline_to_the_second(tmp_path: Path) -> None:
    clock, db = Clock(), tmp_path / "t.sqlite3"
    tables, code, host = opened(db, clock, "minstrels", {"mode": "turn", "seconds": 90})
    r = random.Random(1)
    for _ in range(4):  # into the turns, each move a few seconds apart
        clock.now += 7
        assert any_move(tables, code, host, r)
    clock.now += 3
    before = deadlines(tables, code)
    assert before and all(v > clock.now for v in before.values())
    clock.now += 20  # the server is down for 20 s mid-turn
    tables = restarted(tables, db, clock)
    assert deadlines(tables, code) == before
    # ...and the time it was down counted: it runs out on that deadline, not 20 s later.
    clock.now = before["turn"] - 1
    assert tables.expire(code)["logged"] is False
    clock.now = before["turn"]
    assert tables.expire(code)["logged"] is True


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("mode", ["turn", "player"])
def test_every_game_folds_the_same_clock_live_and_after_a_restart(tmp_path: Path, game: str, mode: str) -> None:
    if mode == "player" and game == "score-pad":
        pytest.skip("the score pad names no turns: refused below")
    clock, db = Clock(), tmp_path / "t.sqlite3"
    tables, code, host = opened(db, clock, game, {"mode": mode, "seconds": 600})
    r = random.Random(3)
    for step in range(12):
        clock.now += 1 + step % 5
        if step == 5:
            tables.act(code, host, {"type": "pause_timer"})
            clock.now += 30
            tables.act(code, host, {"type": "resume_timer"})
        if not any_move(tables, code, host, r):
            break
    live, clock_live = tables.snapshot(code)["table"]["timer"], tables.get(code).timer
    assert any(live["used"].values()) or game == "score-pad"
    again = restarted(tables, db, clock)
    assert again.snapshot(code)["table"]["timer"] == live
    assert again.get(code).timer == clock_live  # turn by turn: the keys of "time is up" too


def test_the_score_pad_takes_a_sand_timer_per_entry_and_refuses_chess_clocks(tmp_path: Path) -> None:
    clock = Clock()
    with pytest.raises(ActionError) as err:
        opened(tmp_path / "a.sqlite3", clock, "score-pad", {"mode": "player", "seconds": 60})
    assert err.value.code == "no_turns" and err.value.status == 400
    tables, code, host = opened(tmp_path / "b.sqlite3", clock, "score-pad", {"mode": "turn", "seconds": 60})
    clock.now += 500  # it waits for the first entry (pt27): nothing runs out before it
    assert tables.expire(code)["logged"] is False and tables.snapshot(code)["table"]["timer"]["waiting"]
    tables.act(code, host, {"type": "score", "seat": 0, "delta": 3})
    assert deadlines(tables, code) == {"turn": clock.now + 60}
    clock.now += 50
    tables.act(code, host, {"type": "score", "seat": 0, "delta": 3})
    assert deadlines(tables, code) == {"turn": clock.now + 60}  # the entry started a new minute


def test_time_up_is_logged_once_however_many_phones_ask(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, _ = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 30}, start=True)
    clock.now += 29.9
    assert tables.expire(code)["logged"] is False  # the server's clock decides, not a phone's
    clock.now += 0.1
    answers = [tables.expire(code) for _ in range(5)]
    assert [a["logged"] for a in answers] == [True, False, False, False, False]
    ups = [e for e in tables.log(code) if e["type"] == "time_up"]
    assert len(ups) == 1 and ups[0]["text"] == "Time is up for everyone"  # the coins placed all at once
    assert answers[-1]["table"]["timer"]["up"] == ["turn"]


def test_a_chess_clock_runs_out_for_the_seat_it_ran_for(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, _ = opened(
        tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "player", "seconds": 20}, n=2, start=True
    )
    seats = tables.snapshot(code)["table"]["timer"]["seats"]
    clock.now += 20
    up = tables.expire(code)
    assert up["logged"] and up["events"][0]["text"] == f"P{seats[0]}'s clock ran out"
    # Every seat to act runs its own clock: the next runs out at the same moment, logged separately.
    assert tables.expire(code)["logged"] is (len(seats) > 1)
    assert tables.expire(code)["logged"] is False


def test_pause_and_resume_are_logged_and_stop_the_clock(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(
        tmp_path / "t.sqlite3", clock, "tales-of-danger", {"mode": "turn", "seconds": 60}, start=True
    )
    clock.now += 10
    tables.act(code, host, {"type": "pause_timer"})
    paused = tables.snapshot(code)["table"]["timer"]
    assert paused["paused"] and paused["left"] == {"turn": 50.0} and not paused["running"]
    clock.now += 500
    assert tables.expire(code)["logged"] is False  # a paused timer never runs out
    tables.act(code, host, {"type": "resume_timer"})
    assert deadlines(tables, code) == {"turn": clock.now + 50}
    lines = [e["text"] for e in tables.log(code)]
    assert "The host paused the timer" in lines and "The host resumed the timer" in lines


def test_only_the_host_pauses_and_says_so(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 60})
    token = tables.claim(code, 0)[0]["token"]
    for action in ({"type": "pause_timer"}, {"type": "set_timer", "mode": "off"}):
        with pytest.raises(ActionError) as err:
            tables.act(code, token, action)
        assert err.value.status == 403 and err.value.code == "host_only" and "host" in err.value.message
    tables.act(code, host, {"type": "pause_timer"})
    with pytest.raises(ActionError) as err:
        tables.act(code, host, {"type": "pause_timer"})
    assert err.value.status == 409 and err.value.code == "timer_paused"


@pytest.mark.parametrize(
    "timer", [{"mode": "turn", "seconds": -5}, {"mode": "turn", "seconds": 10**9}, {"mode": "turn", "seconds": "60"},
              {"mode": "turn", "seconds": True}, {"mode": "turn", "seconds": 1.5}, {"mode": "sand"}, "60", [60]],
)  # fmt: skip
def test_bad_settings_are_a_clear_400(tmp_path: Path, timer: object) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 60})
    with pytest.raises(ActionError) as err:
        tables.create("minstrels", ["A", "B"], None, timer)
    assert err.value.status == 400 and err.value.code == "bad_timer"
    if isinstance(timer, dict):
        with pytest.raises(ActionError) as err:
            tables.act(code, host, {"type": "set_timer", **timer})
        assert err.value.status == 400 and err.value.code == "bad_timer"


def test_the_host_turns_a_timer_on_later_and_thinking_time_reaches_the_play(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "score-pad", {}, n=2)
    assert "timer" not in tables.snapshot(code)["table"]  # off by default: nothing of it is sent
    with pytest.raises(ActionError) as err:
        tables.act(code, host, {"type": "pause_timer"})
    assert err.value.code == "timer_off" and err.value.status == 409
    tables.act(code, host, {"type": "set_timer", "mode": "turn", "seconds": 45})
    assert deadlines(tables, code) == {"turn": clock.now + 45}
    assert tables.log(code)[-1]["text"] == "The host set a turn timer: 0:45 per turn"


def test_thinking_time_is_each_players_time_to_act_in_the_play(tmp_path: Path) -> None:
    from companion import plays

    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "bard-saga", {"mode": "player", "seconds": 3600}, n=2)
    r = random.Random(2)
    while not tables.get(code).game.is_over(tables.get(code).state):
        clock.now += 2
        assert any_move(tables, code, host, r)
    play = plays.of_table(tables.get(code))
    thought = {s.seat: s.thinking for s in play.players}
    used = tables.snapshot(code)["table"]["timer"]["used"]
    assert thought == {int(k): v for k, v in used.items()} and sum(thought.values()) > 0


def test_play_again_keeps_the_timer_the_host_last_set(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 60})
    tables.act(code, host, {"type": "set_timer", "mode": "player", "seconds": 300})
    new = tables.rematch(code, host)["code"]
    timer = tables.snapshot(new)["table"]["timer"]
    assert (timer["mode"], timer["seconds"]) == ("player", 300)


def test_a_timer_set_mid_game_counts_the_same_turns_after_a_restart(tmp_path: Path) -> None:
    clock, db = Clock(), tmp_path / "t.sqlite3"
    tables, code, host = opened(db, clock, "minstrels", {}, n=2)
    r = random.Random(4)
    for _ in range(12):  # turns go by before anyone sets a timer
        clock.now += 5
        assert any_move(tables, code, host, r)
    tables.act(code, host, {"type": "set_timer", "mode": "turn", "seconds": 20})
    clock.now += 20
    assert tables.expire(code)["logged"] is True
    live = tables.get(code).timer
    tables = restarted(tables, db, clock)
    assert tables.get(code).timer == live  # its turns too: "time is up" is keyed by them
    assert tables.expire(code)["logged"] is False  # the same turn's time: already logged


def test_time_up_says_everyone_in_a_simultaneous_phase_and_names_one_seat_alone(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(
        tmp_path / "t.sqlite3", clock, "king-of-all-bards", {"mode": "turn", "seconds": 30}, start=True
    )
    clock.now += 30  # every seat to choose a Bard Card at once: one sand timer, run out for all of them
    assert tables.expire(code)["events"][0]["text"] == "Time is up for everyone"  # not three names (pt25)
    for seat in range(3):
        tables.act(code, host, {"type": "choose_bard", "bard": BARDS[seat].id, "by": seat})
    tables.act(code, host, {"type": "first_player"})
    first = tables.snapshot(code)["state"]["first_player"]
    clock.now += 30  # the First Player alone to place a Fan: named
    assert tables.expire(code)["events"][0]["text"] == f"Time is up for P{first}"

"""The turn timer waits for the first turn after setup (pt27): joining and setting up spend nobody's time."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from companion.errors import ActionError
from scoring.king_of_all_bards.data import BARDS
from tests.companion.test_timer import deadlines, opened, restarted
from tests.hand_clock import Clock
from tests.random_play import any_move


def test_minstrels_chess_clocks_wait_out_the_setup_and_start_with_the_first_roll(tmp_path: Path) -> None:
    clock, db = Clock(), tmp_path / "t.sqlite3"
    tables, code, host = opened(db, clock, "minstrels", {"mode": "player", "seconds": 90}, n=2)
    r = random.Random(7)
    while tables.get(code).state["phase"] == "setup":
        clock.now += 60  # a slow setup: joining, coins, quest cards (pt27: 0:10 left before the first roll)
        assert tables.expire(code)["logged"] is False
        assert any_move(tables, code, host, r)
    timer = tables.snapshot(code)["table"]["timer"]
    assert not timer["waiting"] and timer["running"] and timer["seats"]
    assert deadlines(tables, code) == {str(s): clock.now + 90 for s in timer["seats"]}  # a full clock
    assert not any(timer["used"].values())
    clock.now += 10
    tables = restarted(tables, db, clock)  # the server holds it: a restart folds the same start
    assert deadlines(tables, code) == {str(s): clock.now - 10 + 90 for s in timer["seats"]}


def test_kob_sand_timer_never_runs_out_before_anyone_has_joined(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "king-of-all-bards", {"mode": "turn", "seconds": 45})
    clock.now += 300  # the Invite sheet is still up
    assert tables.expire(code)["logged"] is False
    shown = tables.snapshot(code)["table"]["timer"]
    assert shown["waiting"] and not shown["running"] and shown["left"] == {"turn": 45}
    for seat in range(3):
        clock.now += 100
        tables.act(code, host, {"type": "choose_bard", "bard": BARDS[seat].id, "by": seat})
        assert tables.expire(code)["logged"] is False
    tables.act(code, host, {"type": "first_player"})
    # pt34: the first Fans are setup too (the rulebook's step 7): the sand timer waits them out as well.
    while tables.get(code).state["phase"] == "placement":
        clock.now += 100
        assert tables.snapshot(code)["table"]["timer"]["waiting"]
        seat = tables.get(code).state["turn"]
        tables.act(code, host, {"type": "place_start", "pub": 1 + seat, "by": seat})
        assert tables.expire(code)["logged"] is False
    assert tables.get(code).state["phase"] == "movement"  # the first turn begins with a full sand timer
    assert deadlines(tables, code) == {"turn": clock.now + 45}
    assert not [e for e in tables.log(code) if e["type"] == "time_up"]


def test_the_host_may_start_it_before_the_first_turn_and_once_only(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 30})
    clock.now += 50
    tables.act(code, host, {"type": "resume_timer"})
    assert deadlines(tables, code) == {"turn": clock.now + 30}
    assert tables.log(code)[-1]["text"] == "The host started the timer"
    with pytest.raises(ActionError) as err:
        tables.act(code, host, {"type": "resume_timer"})
    assert err.value.status == 409 and err.value.code == "timer_running"


def test_play_again_waits_for_its_own_first_turn(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 30}, start=True)
    new = tables.rematch(code, host)["code"]
    clock.now += 100
    assert tables.expire(new)["logged"] is False
    assert tables.snapshot(new)["table"]["timer"]["waiting"]


def test_an_undo_within_a_turn_does_not_refill_the_shared_sand_timer(tmp_path: Path) -> None:
    clock = Clock()
    tables, code, host = opened(tmp_path / "t.sqlite3", clock, "minstrels", {"mode": "turn", "seconds": 45}, n=2)
    tables.act(code, host, {"type": "resume_timer"})  # both place their coins at once: one sand timer
    end = deadlines(tables, code)["turn"]
    token = tables.claim(code, 0)[0]["token"]
    clock.now += 14
    tables.act(code, token, {"type": "board_ready", "coins": [[1, 3], [1, 4], [2, 2], [3, 6], [4, 1]]})
    clock.now += 3
    tables.act(code, token, {"type": "undo"})  # a slip taken back: seat 0 is to act again
    assert sorted(tables.snapshot(code)["table"]["timer"]["seats"]) == [0, 1]
    assert deadlines(tables, code) == {"turn": end}  # 0:28 left, not a fresh 0:45
    clock.now = end
    assert tables.expire(code)["logged"] is True

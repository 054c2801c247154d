"""The turn timer on PostgreSQL with several processes: one deadline everywhere, "time is up" logged once."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from companion.store import open_store
from companion.tables import Tables
from tests.hand_clock import Clock


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def three(pg_url: str, clock: Clock) -> Iterator[list[Tables]]:
    """Three engines on one database, as three `companion serve` processes."""
    engines = [Tables(open_store(pg_url), clock=clock) for _ in range(3)]
    yield engines
    for e in engines:
        e.store.close()


def test_every_process_folds_the_same_deadline_and_logs_time_up_once(three: list[Tables], clock: Clock) -> None:
    a, b, c = three
    made = a.create("minstrels", ["Ann", "Bob"], None, {"mode": "turn", "seconds": 45})
    code, host = made["code"], made["host_token"]
    a.act(code, host, {"type": "resume_timer"})  # the host starts it before the first move (it waits out setup)
    clock.now += 10
    b.act(code, host, {"type": "pause_timer"})
    clock.now += 100
    c.act(code, host, {"type": "resume_timer"})
    timers = [e.snapshot(code)["table"]["timer"] for e in three]
    assert timers[0] == timers[1] == timers[2]
    assert timers[0]["at"] + timers[0]["left"]["turn"] == clock.now + 35
    clock.now += 35
    # Every process's phones report at once: one line between them.
    answers: list[bool] = []
    go = threading.Barrier(6)

    def report(engine: Tables) -> None:
        go.wait()
        answers.append(engine.expire(code)["logged"])

    workers = [threading.Thread(target=report, args=(e,)) for e in three * 2]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert sorted(answers) == [False] * 5 + [True]
    for engine in three:
        log = engine.log(code)
        assert [e["type"] for e in log].count("time_up") == 1
        assert [e["text"] for e in log if e["type"].startswith("timer_")] == [
            "The host started the timer",
            "The host paused the timer",
            "The host resumed the timer",
        ]

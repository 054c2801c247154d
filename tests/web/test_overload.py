"""Graceful overload (issue #33): a full server refuses an action at once with 503 and Retry-After; nothing of it
is applied, reads go on, and the phone's retry with the same action id applies it exactly once."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from typing import Any

from flask import Flask

from tests.conftest import bearer, table_opener
from web.admission import BUSY, CROWD, LAG, READY, Gate, Overloaded


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _refusal(gate: Gate) -> Overloaded | None:
    try:
        gate.check()
    except Overloaded as err:
        return err
    return None


def test_actions_in_flight_past_the_bound_refuse_the_next_one_until_they_are_answered() -> None:
    clock = Clock()
    gate = Gate(wait=0.05, late=2, clock=clock)
    with gate.admitted(), gate.admitted():
        clock.now += 0.04
        assert _refusal(gate) is None  # in flight, not yet waiting too long
        with gate.admitted():  # a third, fresh one: the two old ones are not past the bound yet
            clock.now += 0.02
            assert gate.waiting(clock.now) == 2
            err = _refusal(gate)
            assert err is not None and err.status == 503 and err.extra == {"reason": "queue", "retry_after": 1}
            assert "2 actions have been waiting longer than 50 ms" in err.message
    assert _refusal(gate) is None  # answered: room again
    assert gate.refused == 1


def test_an_event_loop_running_behind_refuses_actions_and_a_burst_does_not() -> None:
    clock = Clock()
    gate = Gate(clock=clock)
    late = iter([0.003, 0.020, 0.001] + [0.012] * 40)  # a burst (one late wake-up), then a standing queue
    ready = iter([200] * 9 + [5] + [200] * 40)

    def sleep(seconds: float) -> None:
        clock.now += seconds + next(late)

    gate.watch_lag(sleep, lambda: next(ready), windows=1)
    assert gate.lag < LAG and _refusal(gate) is None  # its least lateness: 1 ms
    gate.watch_lag(sleep, lambda: next(ready), windows=1)
    assert gate.lag > LAG and gate.ready == 5 and _refusal(gate) is None  # late, but only a table's phones ready
    gate.watch_lag(sleep, lambda: next(ready), windows=1)
    assert gate.lag > LAG and gate.ready == 200
    err = _refusal(gate)
    assert err is not None and err.extra["reason"] == "lag" and "12 ms behind" in err.message


def _window(gate: Gate, clock: Clock, busy: float) -> None:
    """One window of the lag watcher, this process using `busy` of a core meanwhile."""
    spent = [0.0]

    def sleep(seconds: float) -> None:
        clock.now += seconds
        spent[0] += seconds * busy

    gate.watch_lag(sleep, lambda: 0, windows=1, cpu=lambda: spent[0])


def test_a_crowd_ready_in_the_loop_right_now_refuses_the_action_at_once_while_the_server_is_busy() -> None:
    clock = Clock()
    gate = Gate(clock=clock)
    ready = [CROWD - 1]
    gate.queued = lambda: ready[0]
    _window(gate, clock, busy=0.97)
    assert gate.busy > BUSY and _refusal(gate) is None  # a table's phones at once are no crowd
    ready[0] = CROWD + 20
    err = _refusal(gate)
    assert err is not None and err.status == 503 and err.extra == {"reason": "crowd", "retry_after": 1}
    assert f"{CROWD + 20} requests are waiting ahead of it" in err.message
    ready[0] = 0
    assert _refusal(gate) is None  # the crowd has gone: taken again at once
    ready[0] = CROWD + 20
    _window(gate, clock, busy=0.3)  # a crowd while other programs hold the cores: served once the server runs
    assert gate.busy < BUSY and _refusal(gate) is None


def test_a_burst_from_idle_is_a_crowd_before_the_watcher_wakes_again() -> None:
    clock = Clock()
    gate = Gate(clock=clock)
    _window(gate, clock, busy=0.05)  # an idle server
    spent = gate.cpu()
    gate.cpu = lambda: spent + 0.019
    gate.queued = lambda: CROWD + 100
    clock.now += 0.020  # 19 ms of its own work in the last 20 ms: the watcher has not woken meanwhile
    err = _refusal(gate)
    assert err is not None and err.extra["reason"] == "crowd"
    clock.now += 0.180  # ...but 19 ms in 200 ms: other programs held the cores, the crowd is theirs
    assert _refusal(gate) is None


def test_one_long_stall_is_no_standing_queue() -> None:
    clock = Clock()
    gate = Gate(clock=clock)
    late = iter([0.262, 0.030, 0.004, 0.001, 0.001, 0.001])  # the loop stopped once (a disk's fsync), then caught up

    def sleep(seconds: float) -> None:
        clock.now += seconds + next(late)

    gate.watch_lag(sleep, lambda: 300, windows=1)
    assert gate.lag < 0.002 and _refusal(gate) is None


def _post(client: Any, table: dict, action: dict) -> Any:
    return client.post(f"/api/tables/{table['code']}/actions", json=action, headers=bearer(table["seats"][0]["token"]))


# Under gevent with its patches, as `companion serve` runs: a process of its own, so this one's
# threads and sockets stay unpatched.
_BUSY_GREENLETS = """
from gevent import monkey
monkey.patch_all()
import time
import gevent
from web.admission import CROWD, Gate, Overloaded, watch

gate = Gate()
watcher = watch(gate)
stop = []

def busy():  # a greenlet that works a millisecond, then lets the others run
    while not stop:
        began = time.perf_counter()
        while time.perf_counter() - began < 0.001:
            pass
        gevent.sleep(0)

crowd = [gevent.spawn(busy) for _ in range(2 * CROWD)]
deadline = time.monotonic() + 20
while gate.busy == 0 and time.monotonic() < deadline:  # until the watcher has seen a whole window
    gevent.sleep(0.05)
try:
    gate.check()
    refused = "-"
except Overloaded as err:
    refused = err.extra["reason"]
stop.append(True)
gevent.joinall(crowd)
watcher.kill()
print(gate.busy > 0, gate.ready, refused)
"""


def test_greenlets_busy_in_the_loop_with_no_socket_behind_them_refuse_nothing() -> None:
    """A flood of new connections is greenlets in the loop's callbacks, not requests: the lag rule holds back."""
    done = subprocess.run([sys.executable, "-c", _BUSY_GREENLETS], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    watched, ready, refused = done.stdout.split()
    # The loop's callbacks held the crowd's greenlets all along (counted, they were >= READY): no
    # socket stood ready, and no action was refused.
    assert watched == "True" and int(ready) < READY and refused == "-"


def test_a_full_server_answers_503_at_once_applies_nothing_and_the_retry_applies_once(app: Flask) -> None:
    client = app.test_client()
    gate: Gate = app.extensions["admission"]
    gate.wait, gate.late = 0.02, 1  # one action waiting 20 ms fills this server
    opener = table_opener(client)
    stuck, other = opener(), opener()
    store = app.extensions["tables"].store
    entered, release = threading.Event(), threading.Event()
    append = store.append

    def slow_append(code: str, events: list, *args: Any) -> None:
        if code == stuck["code"]:  # a store that does not answer for this table
            entered.set()
            release.wait(10)
        append(code, events, *args)

    store.append = slow_append
    waiting = threading.Thread(target=lambda: _post(app.test_client(), stuck, {"type": "score", "seat": 0, "delta": 1}))
    waiting.start()
    try:
        assert entered.wait(5)
        time.sleep(0.03)
        move = {"type": "score", "seat": 1, "delta": 5, "id": "phone-1-move-7"}
        began = time.perf_counter()
        r = _post(client, other, move)
        took = time.perf_counter() - began
        assert r.status_code == 503, r.json
        assert r.headers["Retry-After"] == "1"
        assert r.json["error"]["code"] == "overloaded" and r.json["error"]["reason"] == "queue"
        assert took < 0.05  # at once, not after the stuck action
        headers = {**bearer(other["seats"][0]["token"]), "Accept-Language": "ru"}
        ru = client.post(f"/api/tables/{other['code']}/actions", json=move, headers=headers)
        assert ru.status_code == 503 and ru.json["error"]["message"].startswith("сервер перегружен (действий")
        snap = client.get(f"/api/tables/{other['code']}")  # reads keep working meanwhile
        assert snap.status_code == 200 and snap.json["state"]["totals"] == [0, 0]
        assert snap.json["seq"] == other["seq"]  # nothing of the refused action was applied
    finally:
        release.set()
        waiting.join(10)
    first, again = _post(client, other, move), _post(client, other, move)
    assert first.status_code == again.status_code == 200
    assert again.json["seq"] == first.json["seq"] == other["seq"] + 1
    log = client.get(f"/api/tables/{other['code']}").json
    assert log["state"]["totals"] == [0, 5]  # applied exactly once
    stored = app.extensions["tables"].store.events(other["code"])
    assert [e.seq for e in stored if e.action_id == "phone-1-move-7"] == [other["seq"] + 1]


def test_the_openapi_document_lists_the_503_of_an_action(client: Any) -> None:
    doc = client.get("/api/openapi.json").json
    answers = doc["paths"]["/api/tables/{code}/actions"]["post"]["responses"]
    assert "503" in answers and "Retry-After" in answers["503"]["headers"]

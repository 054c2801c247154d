"""Three `companion serve` processes on one PostgreSQL database, six phones spread over them, one table.

Every action applied exactly once, `seq` gapless, every phone's stream the same; and the same when
one process is killed mid-burst (its phones move to another) or PostgreSQL restarts mid-burst.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.robustness.server import Api
from tests.store.fleet import Fleet, Phone
from tests.streamed import Held

PHONES = 6
ACTIONS = 100


def _burst(url: str, tmp: Path, during: Callable[[Fleet, list[Phone]], None] | None = None) -> tuple[list, list]:
    """Run the burst (calling `during` once about a quarter of it is acknowledged); return (log, phones)."""
    fleet = Fleet(url, tmp)
    try:
        api = Api(fleet.servers[0].port)
        table = api.create("score-pad", [f"Phone {i}" for i in range(PHONES)])
        code = table["code"]
        status, snap = api.call("GET", f"/api/tables/{code}")  # what every phone holds before its stream
        assert status == 200
        api.close()
        phones = [Phone(fleet, i % 3, code, table["seats"][i]["token"], i, ACTIONS) for i in range(PHONES)]
        go = threading.Barrier(PHONES)
        for p in phones:
            p.start(go)
        if during is not None:
            deadline = time.monotonic() + 60
            while sum(len(p.acked) for p in phones) < PHONES * ACTIONS // 4 and time.monotonic() < deadline:
                time.sleep(0.005)
            during(fleet, phones)
        for p in phones:
            p.first = snap
            p.join(180)
        assert not [e for p in phones for e in p.errors], [e for p in phones for e in p.errors]
        reader = Api(fleet.servers[fleet.next_alive(-1)].port)
        status, log = reader.call("GET", f"/api/tables/{code}/log")
        reader.close()
        assert status == 200
        for p in phones:
            p.finish(log[-1]["seq"], 30)
        assert not [e for p in phones for e in p.errors], [e for p in phones for e in p.errors]
        return log, phones
    finally:
        fleet.stop()


def _check(log: list[dict], phones: list[Phone]) -> None:
    # seq runs 1..N with no gap and no repeat.
    assert [e["seq"] for e in log] == list(range(1, len(log) + 1))
    scored = [e for e in log if e["type"] == "scored"]
    deltas = [e["data"]["delta"] for e in scored]
    # Every action of every phone is there exactly once, at the seq its answer gave.
    sent = {p.seat * 100_000 + k + 1 for p in phones for k in range(ACTIONS)}
    assert sorted(deltas) == sorted(sent)
    by_seq = {e["seq"]: e for e in log}
    for p in phones:
        assert len(p.acked) == ACTIONS
        for action, seq in p.acked:
            assert by_seq[seq]["data"]["delta"] == action["delta"]
    # Every phone's stream: every event after the table's creation, once, in order, the same event.
    # (The last message of a batch carries the view: whole, or a patch of the one at its base; a
    # replay after a reconnect is one batch, so which ones carry it differs; where two phones hold
    # a view at one seq, it is the same.)
    want = list(range(2, len(log) + 1))
    first = [_event(data) for _, data in phones[0].events]
    states: dict[int, dict] = {}
    for p in phones:
        assert [i for i, _ in p.events] == want, f"phone {p.seat}'s stream has gaps or repeats"
        assert [_event(data) for _, data in p.events] == first
        held = Held.of(p.first)
        for seq, data in p.events:
            held.take(data)
            if held.seq == seq:
                assert states.setdefault(seq, held.state) == held.state
    assert states[want[-1]]["totals"] == _totals(log)


def _event(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in ("state", "base", "patch", "table", "table_patch", "players")}


def _totals(log: list[dict]) -> list[int]:
    totals = [0] * PHONES
    for e in log:
        if e["type"] == "scored":
            totals[e["data"]["seat"]] += e["data"]["delta"]
    return totals


def test_three_processes_six_phones_one_table(pg_url: str, tmp_path: Path) -> None:
    log, phones = _burst(pg_url, tmp_path)
    _check(log, phones)
    # Phones on different processes raced for the same seqs: the losers caught up and went again.
    # The log: the table's creation, every phone's join, every action once.
    assert [e["type"] for e in log[: 1 + PHONES]] == ["table_created"] + ["joined"] * PHONES
    assert len(log) == 1 + PHONES + PHONES * ACTIONS


def test_sigkill_of_one_process_mid_burst_loses_nothing(pg_url: str, tmp_path: Path) -> None:
    def kill_second(fleet: Fleet, phones: list[Phone]) -> None:
        fleet.kill(1)

    log, phones = _burst(pg_url, tmp_path, kill_second)
    _check(log, phones)
    moved = [p for p in phones if p.moves]
    assert {p.seat for p in moved} >= {1, 4}, "the killed server's phones went on elsewhere"


@pytest.mark.parametrize("mode", ["fast", "immediate"])  # immediate: as a crash, no clean goodbye to any client
def test_postgres_restart_mid_burst_loses_nothing(pg_url_alone: str, tmp_path: Path, mode: str) -> None:
    pg_ctl = shlex.split(os.environ["COMPANION_TEST_PG_CTL"])

    def restart(fleet: Fleet, phones: list[Phone]) -> None:
        subprocess.run([*pg_ctl, "restart", "-m", mode], check=True, capture_output=True, timeout=60)

    log, phones = _burst(pg_url_alone, tmp_path, restart)
    # The same servers, never restarted, answered every action in the end: they reconnected by themselves.
    _check(log, phones)

"""The harness talks to the server it started, not to another one that took its port first.

bench/hostile_crash.py once died on `unknown_table` from GET /log after a restart: another test
run's server had taken the free port before the restarted child bound it; the child exited
("port ... is already in use") and the harness, which only checked that something accepted a
connection, asked that other server for our table.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.robustness import server as harness
from tests.robustness.server import Api, Served


def test_a_port_taken_by_another_server_is_not_mistaken_for_ours(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "own.sqlite3"
    first = Served(db, tmp_path / "own.log")
    api = Api(first.port)
    code = api.create("score-pad", ["A", "B"])["code"]
    api.close()
    first.kill()
    with socket.socket() as other:  # another process listening on the port our restart is given first
        other.bind(("127.0.0.1", 0))
        other.listen()
        taken = other.getsockname()[1]
        given = iter([taken])
        real = harness.free_port
        monkeypatch.setattr(harness, "free_port", lambda: next(given, None) or real())
        again = Served(db, tmp_path / "own.log")
        try:
            assert again.port != taken
            assert harness.listening(again.proc.pid, again.port)
            assert not harness.listening(again.proc.pid, taken)
            api = Api(again.port)
            status, log = api.call("GET", f"/api/tables/{code}/log")
            api.close()
            assert status == 200, log
            assert log[0]["type"] == "table_created"
        finally:
            again.stop()

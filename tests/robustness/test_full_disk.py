"""Issue 27, finding 11: a store that cannot write (a full disk) is a clear 503 `unavailable` with one
log line, on the fast path and through Flask alike, never a 500 and a traceback per action."""

from __future__ import annotations

import errno
import logging
import sqlite3
from pathlib import Path

import psycopg.errors
import pytest

from tests.conftest import bearer, table_opener
from web import create_app, limits

FAILURES = {
    "sqlite": lambda: sqlite3.OperationalError("database or disk is full"),
    "disk": lambda: OSError(errno.ENOSPC, "No space left on device"),
    "postgresql": lambda: psycopg.errors.DiskFull('could not extend file "base/16384/16385": No space left on device'),
}


@pytest.mark.parametrize("fast", [True, False], ids=["fast-path", "flask"])
@pytest.mark.parametrize("failure", sorted(FAILURES))
def test_a_full_disk_answers_503_unavailable_with_one_log_line(tmp_path: Path, monkeypatch, caplog, fast, failure):
    limits.reset()
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "f.sqlite3"), "FAST_ACTIONS": fast})
    client = app.test_client()
    table = table_opener(client)(players=["Red", "Blue"])
    code, red = table["code"], bearer(table["seats"][0]["token"])
    before = client.get(f"/api/tables/{code}").json
    store = app.extensions["tables"].store

    def full(*args, **kwargs):
        raise FAILURES[failure]()

    monkeypatch.setattr(store, "append", full)
    monkeypatch.setattr(store, "create_table", full)
    caplog.set_level(logging.INFO)
    move = {"type": "score", "seat": 0, "delta": 1}
    answers = [
        client.post(f"/api/tables/{code}/actions", json=move, headers=red),
        client.post(f"/api/tables/{code}/leave", json={}, headers=red),
        client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}),
    ]
    for r in answers:
        assert r.status_code == 503, r.get_data(as_text=True)
        assert r.json["error"]["code"] == "unavailable" and "try again" in r.json["error"]["message"]
    errors = [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    assert len(errors) == len(answers) and not any(rec.exc_info for rec in errors)
    assert all("store write failed" in rec.getMessage() for rec in errors)
    assert "Traceback" not in caplog.text
    # Nothing of it was applied, and once the disk has room again the same move goes through.
    monkeypatch.undo()
    assert client.get(f"/api/tables/{code}").json["state"] == before["state"]
    assert client.post(f"/api/tables/{code}/actions", json=move, headers=red).json["state"]["totals"] == [1, 0]


def test_a_bug_is_still_a_500_with_its_traceback(tmp_path: Path, monkeypatch, caplog) -> None:
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "b.sqlite3")})
    client = app.test_client()
    table = table_opener(client)(players=["Red", "Blue"])

    def bug(*args, **kwargs):
        raise KeyError("a bug, not a disk")

    monkeypatch.setattr(app.extensions["tables"].store, "append", bug)
    r = client.post(f"/api/tables/{table['code']}/actions", json={"type": "score", "seat": 0, "delta": 1},
                    headers=bearer(table["seats"][0]["token"]))  # fmt: skip
    assert r.status_code == 500 and r.json["error"]["code"] == "internal"
    assert any(rec.exc_info for rec in caplog.records)

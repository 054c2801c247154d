"""`companion serve` for real: a second client's stream sees a roll and a score; SIGKILL loses nothing."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from tests.robustness.server import free_port
from tests.streamed import Held


def _start(port: int, db: Path) -> subprocess.Popen:
    exe = shutil.which("companion") or str(Path(sys.executable).parent / "companion")
    proc = subprocess.Popen(
        [exe, "serve", "--host", "127.0.0.1", "--port", str(port), "--db", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc
        except OSError:
            if proc.poll() is not None:
                out = proc.stdout.read()
                proc.stdout.close()
                raise RuntimeError(out) from None
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError("companion serve did not start")


def _call(url: str, body: dict | None = None, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    with urllib.request.urlopen(urllib.request.Request(url, data, headers), timeout=5) as r:
        return json.load(r)


def _read_stream(url: str, want: int, out: list[dict], ready: threading.Event) -> None:
    with urllib.request.urlopen(url, timeout=10) as resp:
        ready.set()
        for raw in resp:
            line = raw.decode().rstrip("\n")
            if line.startswith("data: "):
                out.append(json.loads(line[6:]))
                if len(out) >= want:
                    return


@pytest.fixture
def port() -> int:
    return free_port()


def test_serve_streams_to_a_second_client_and_survives_sigkill(port: int, tmp_path: Path) -> None:
    db = tmp_path / "test.sqlite3"
    proc = _start(port, db)
    try:
        base = f"http://127.0.0.1:{port}"
        banner_seen = proc.stdout.readline()
        assert "Companion is serving on" in banner_seen
        t = _call(f"{base}/api/tables", {"game": "score-pad", "players": [{"name": "Red"}, {"name": "Blue"}]})
        red = _call(f"{base}/api/tables/{t['code']}/join", {"seat": 0})["token"]
        events: list[dict] = []
        ready = threading.Event()
        first = _call(f"{base}/api/tables/{t['code']}")
        held = Held.of(first)  # what the phone holds before its stream
        stream = f"{base}/api/tables/{t['code']}/events?last={first['seq']}"
        reader = threading.Thread(target=_read_stream, args=(stream, 2, events, ready))
        reader.start()
        assert ready.wait(5)
        _call(f"{base}/api/tables/{t['code']}/actions", {"type": "roll", "dice": "2d6"}, red)
        _call(f"{base}/api/tables/{t['code']}/actions", {"type": "score", "seat": 1, "delta": 3}, red)
        reader.join(5)
        assert [e["type"] for e in events] == ["roll", "scored"]
        for e in events:
            held.take(e)  # whole views or patches of the one before
        assert held.seq == events[-1]["seq"] and held.state["totals"] == [0, 3]
        before = _call(f"{base}/api/tables/{t['code']}")
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()

    proc = _start(port, db)
    try:
        after = _call(f"http://127.0.0.1:{port}/api/tables/{t['code']}")
        assert after["seq"] == before["seq"] == 4
        assert after["state"] == before["state"]
        assert after["table"]["last"] == before["table"]["last"]
    finally:
        proc.terminate()
        proc.wait(5)
        proc.stdout.close()


def test_serve_archives_tables_untouched_for_30_days_and_keeps_them(port: int, tmp_path: Path) -> None:
    from companion.rng import seeded
    from companion.store import SQLiteStore
    from companion.tables import Tables

    db = tmp_path / "old.sqlite3"
    long_ago = time.time() - 31 * 86400
    store = SQLiteStore(db)
    old = Tables(store, rng=seeded(1), clock=lambda: long_ago).create("score-pad", ["Red", "Blue"])
    fresh = Tables(store, rng=seeded(2)).create("score-pad", ["Red", "Blue"])
    store.close()

    proc = _start(port, db)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            check = SQLiteStore(db)
            archived = {code: check.table(code).archived for code in (old["code"], fresh["code"])}
            check.close()
            if archived[old["code"]]:
                break
            time.sleep(0.1)
        assert archived == {old["code"]: True, fresh["code"]: False}
        # Archived, not lost: opening it brings it back.
        again = _call(f"http://127.0.0.1:{port}/api/tables/{old['code']}")
        assert [p["name"] for p in again["players"]] == ["Red", "Blue"]
    finally:
        proc.terminate()
        proc.wait(5)
        proc.stdout.close()

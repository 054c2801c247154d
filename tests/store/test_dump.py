"""`companion tables export` / `import`: SQLite to PostgreSQL and back, logs and tokens intact, refolded the same."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

from companion.games import all_games
from companion.rng import seeded
from companion.store import SQLiteStore, open_store
from companion.store.dump import folded
from companion.tables import Tables
from tests.robustness.server import ROOT


def _companion(*args: str) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [sys.executable, "-m", "web.cli", *args], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done


def _test_database(db: Path) -> dict[str, dict]:
    """A table of every game, each moved on a little: joins, rolls, undo, redo, a seat request, a released seat,
    a new code."""
    ticks = itertools.count(1_700_000_000)
    store = SQLiteStore(db)
    tables = Tables(store, rng=seeded(5), clock=lambda: float(next(ticks)) + 0.25)
    made = {}
    for game in all_games():
        players = [f"{game.id[:3]}{i}" for i in range(max(game.min_players, 2))]
        t = tables.create(game.id, players)
        code, host = t["code"], t["host_token"]
        joined, status = tables.claim(code, 0)
        assert status == 200, joined
        seat0 = t["seats"][0]["token"] = joined["token"]
        tables.act(code, seat0, {"type": "roll", "dice": "3d6"})
        tables.act(code, host, {"type": "rolloff"})
        tables.act(code, seat0, {"type": "roll", "dice": "1d20", "id": "mine"})
        tables.act(code, seat0, {"type": "undo"})
        tables.act(code, seat0, {"type": "redo"})
        _, status = tables.claim(code, 1)
        assert status == 200
        _, status = tables.claim(code, 0)  # a second phone asks for the taken seat
        assert status == 202
        tables.release(code, host, 1)
        made[code] = t
    pad = next(c for c, t in made.items() if tables.get(c).game.id == "score-pad")
    for k in range(5):
        tables.act(pad, made[pad]["host_token"], {"type": "score", "seat": k % 2, "delta": k + 1})
    made[pad]["code"] = tables.new_join_code(pad, made[pad]["host_token"])["code"]
    store.close()
    return made


def _folded_all(where: str | Path) -> dict[str, bytes]:
    store = open_store(where)
    try:
        out = {}
        for record in store.list_tables():
            record.join_code = store.join_code(record.code)
            out[record.code] = folded(record, store.events(record.code))
        return out
    finally:
        store.close()


def test_export_import_sqlite_to_postgres_and_back_is_byte_identical(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "source.sqlite3"
    made = _test_database(source)
    first = tmp_path / "first.jsonl"
    _companion("tables", "export", "--db", str(source), "-o", str(first))
    imported = _companion("tables", "import", "--db", pg_url, str(first))
    assert f"imported {len(made)} tables, each folded again" in imported.stderr
    second = tmp_path / "second.jsonl"
    _companion("tables", "export", "--db", pg_url, "-o", str(second))
    back = tmp_path / "back.sqlite3"
    _companion("tables", "import", "--db", str(back), str(second))
    third = tmp_path / "third.jsonl"
    _companion("tables", "export", "--db", str(back), "-o", str(third))

    # The same dump, byte for byte, from all three stores: records, tokens, codes, logs.
    assert first.read_bytes() == second.read_bytes() == third.read_bytes()
    assert len(first.read_text().splitlines()) == 1 + len(made)
    # And every table refolds to byte-identical state in each.
    states = [_folded_all(w) for w in (source, pg_url, back)]
    assert set(states[0]) == set(made)
    assert states[0] == states[1] == states[2]

    # Tokens and the current join code work in the new home.
    pg = Tables(open_store(pg_url))
    try:
        for t in made.values():
            snap = pg.snapshot(t["code"], t["host_token"])
            assert snap["you"]["host"] is True
            seat0 = t["seats"][0]["token"]
            assert pg.act(t["code"], seat0, {"type": "roll", "dice": "1d6", "id": "mine"}).get("duplicate") is True
        assert pg.store.resolve(next(iter(made))) is not None
    finally:
        pg.store.close()


def test_import_leaves_a_table_already_there_alone_and_says_so(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "source.sqlite3"
    _test_database(source)
    dump = tmp_path / "dump.jsonl"
    _companion("tables", "export", "--db", str(source), "-o", str(dump))
    _companion("tables", "import", "--db", pg_url, str(dump))
    again = subprocess.run(
        [sys.executable, "-m", "web.cli", "tables", "import", "--db", pg_url, str(dump)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert again.returncode == 1 and "already in this database" in again.stderr
    tampered = tmp_path / "tampered.jsonl"
    lines = dump.read_text().splitlines()
    item = json.loads(lines[1])
    roll = next(e for e in item["log"] if e["type"] == "roll")
    roll["data"]["values"] = [99]  # a roll nobody rolled
    tampered.write_text("\n".join([lines[0], json.dumps(item)]) + "\n")
    fresh = tmp_path / "fresh.sqlite3"
    bad = subprocess.run(
        [sys.executable, "-m", "web.cli", "tables", "import", "--db", str(fresh), str(tampered)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert bad.returncode == 1 and "does not fold to the state it was exported with" in bad.stderr
    assert SQLiteStore(fresh).list_tables() == []

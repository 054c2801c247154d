"""Plays on both stores: stored with the end of a game; tables stored before plays existed are read once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion import plays
from companion.events import Event
from companion.rng import seeded
from companion.store import Store, TableRecord, open_store
from companion.store.dump import export_lines, import_lines
from companion.tables import Tables
from tests.golden.test_replay import GOLDEN
from tests.plays.support import finish
from tests.store.conftest import pg_url  # noqa: F401  (the fixture)
from web import create_app


@pytest.fixture(params=["sqlite", "postgres"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database on each engine."""
    return str(tmp_path / "p.sqlite3") if request.param == "sqlite" else request.getfixturevalue("pg_url")


@pytest.fixture
def store(where: str) -> Iterator[Store]:
    s = open_store(where)
    yield s
    s.close()


def test_the_end_of_a_game_stores_its_play_and_an_undo_takes_it_back(store: Store) -> None:
    engine = Tables(store, rng=seeded(3))
    made = finish(engine, "minstrels", ["Anna", "Boris"])
    [play] = plays.plays(engine)
    assert play == plays.of_table(engine.get(made["code"]))
    engine.act(made["code"], made["host_token"], {"type": "undo"})
    assert plays.plays(engine) == []
    engine.act(made["code"], made["host_token"], {"type": "redo"})
    assert plays.plays(engine) == [play]
    # Another process (a restart) reads the same play from the store.
    assert plays.plays(Tables(store)) == [play]


def _golden(store: Store) -> dict[str, dict]:
    """Every golden log stored as a table of its own, as an earlier version stored them: no plays."""
    expected = {}
    for i, path in enumerate(GOLDEN):
        rec = json.loads(path.read_text())
        first, *rest = (Event(**e) for e in rec["events"])
        code = f"GOLD{i:02d}"
        n = rec["players"]
        record = TableRecord(code, rec["game"], f"h{i}", [f"s{i}-{k}" for k in range(n)], [False] * n, first.at)
        store.create_table(record, first)
        store.append(code, rest)
        expected[code] = rec
    return expected


def _forget_plays(where: str) -> None:
    """The database as it was before the plays' migration (version 3)."""
    if where.startswith("postgres"):
        import psycopg

        with psycopg.connect(where, autocommit=True) as db:
            db.execute("DROP TABLE plays")
            db.execute("DELETE FROM schema_migrations WHERE version = 3")
    else:
        import sqlite3

        db = sqlite3.connect(where, isolation_level=None)
        db.execute("DROP TABLE plays")
        db.execute("DELETE FROM schema_migrations WHERE version = 3")
        db.close()


def test_tables_stored_before_plays_existed_are_read_once_with_their_winners(where: str) -> None:
    old = open_store(where)
    expected = _golden(old)
    old.close()
    _forget_plays(where)
    store = open_store(where)  # the migration marks every table to be read
    engine = Tables(store)
    assert len(store.pending_plays()) == len(expected)
    got = plays.plays(engine)
    assert len(got) == len(expected)  # every golden game was played to its end
    assert store.pending_plays() == []
    assert plays.settle(engine) == 0  # read once: nothing left for the next look
    by_id = {p.id: p for p in got}
    for code, rec in expected.items():
        play = by_id[plays.record.play_id(code, store.table(code).host_token)]
        first = sorted(s["seat"] for s in rec["standings"] if s["place"] == 1)
        assert [p.seat for p in play.players if p.winner] == first, code
        assert [p.rank for p in play.players] == [
            next(s["place"] for s in rec["standings"] if s["seat"] == i) for i in range(rec["players"])
        ]
        assert play.game == rec["game"] and sum(p.start for p in play.players) == 1
    store.close()


def test_a_restored_dump_brings_its_plays(store: Store, tmp_path: Path) -> None:
    engine = Tables(open_store(str(tmp_path / "from.sqlite3")), rng=seeded(3))
    finish(engine, "tales-of-danger", ["Anna", "Boris", "Clara"])
    finish(engine, "score-pad", ["Anna", "Boris"])
    before = plays.plays(engine)
    imported, _ = import_lines(store, export_lines(engine.store))
    assert len(imported) == 2
    assert sorted(p.id for p in plays.plays(Tables(store))) == sorted(p.id for p in before)


def test_a_hosted_instance_shows_each_phone_its_own_plays_by_default(pg_url: str) -> None:  # noqa: F811
    app = create_app({"TESTING": True, "DATABASE": pg_url})
    client = app.test_client()
    engine = app.extensions["tables"]
    made = finish(engine, "score-pad", ["Anna", "Boris"])
    got = client.post("/api/plays", json={}).json
    assert got["mode"] == "seats" and got["plays"] == []
    host = {"tables": [{"code": made["code"], "token": made["host_token"]}]}
    assert [p["players"][0]["name"] for p in client.post("/api/plays", json=host).json["plays"]] == ["Anna"]
    engine.store.close()

"""Fixtures for the store tests: a fresh PostgreSQL database per test, in the cluster scripts/test.sh started."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import secrets
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from companion.store import Store, open_store
from companion.tables import Tables


def pg_base() -> str:
    """The cluster's URL (scripts/with_pg.sh exports it); skip without one, but never in CI."""
    url = os.environ.get("COMPANION_TEST_PG")
    if not url:
        if os.environ.get("CI"):
            pytest.fail("COMPANION_TEST_PG is not set: run the tests with bash scripts/test.sh")
        pytest.skip("no PostgreSQL: bash scripts/test.sh starts one (COMPANION_TEST_PG)")
    return url


def with_dbname(url: str, name: str) -> str:
    """The same server, another database."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


@contextlib.contextmanager
def _cluster(exclusive: bool) -> Iterator[None]:
    """Hold the cluster shared (a test on a database of its own) or alone (a test that restarts it).

    pytest-xdist's workers share the one cluster: a restart would cut the others' connections, so it
    waits until no other test is on the cluster, and none starts before it ends. A waiting restart
    holds the gate, so a stream of shared holders cannot starve it.
    """
    base = Path(tempfile.gettempdir()) / ("companion-pg-" + hashlib.sha256(pg_base().encode()).hexdigest()[:16])
    with open(f"{base}.gate", "a") as gate, open(f"{base}.lock", "a") as lock:
        fcntl.flock(gate, fcntl.LOCK_EX)
        fcntl.flock(lock, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        if not exclusive:
            fcntl.flock(gate, fcntl.LOCK_UN)
        yield


def new_database(exclusive: bool) -> Iterator[str]:
    """A new, empty database on the cluster, held shared or alone; dropped when the generator ends."""
    import psycopg

    base = pg_base()
    name = "t_" + secrets.token_hex(6)
    with _cluster(exclusive):
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        yield with_dbname(base, name)
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture
def pg_url() -> Iterator[str]:
    """The URL of a new, empty database, dropped after the test."""
    yield from new_database(exclusive=False)


@pytest.fixture
def pg_url_alone() -> Iterator[str]:
    """As `pg_url`, with no other test on the cluster meanwhile (the test restarts PostgreSQL)."""
    yield from new_database(exclusive=True)


@pytest.fixture
def two(pg_url: str) -> Iterator[tuple[Tables, Tables]]:
    """Two engines on one PostgreSQL database, as two `companion serve` processes have."""
    a, b = Tables(open_store(pg_url)), Tables(open_store(pg_url))
    yield a, b
    a.store.close()
    b.store.close()


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """The same contract on both engines."""
    where = str(tmp_path / "s.sqlite3") if request.param == "sqlite" else request.getfixturevalue("pg_url")
    s = open_store(where)
    yield s
    s.close()


def followed_pad(two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch) -> tuple[dict, str, str]:
    """A seated score pad made on the first process, the second following by notifications only (no sweep)."""
    from companion import follow
    from companion.follow import Follower
    from tests.conftest import seated

    monkeypatch.setattr(follow, "SWEEP_EVERY", 3600.0)  # no sweep: only the notification can bring it
    a, b = two
    # Listening before the table is made: a LISTEN connected later reads the log once it is up
    # (what was written while it was down), which a loaded machine made look like a notice's work.
    follower, listening = Follower(b), threading.Event()
    sweep = follower.sweep
    monkeypatch.setattr(follower, "sweep", lambda: (sweep(), listening.set()))
    follower.start()
    assert listening.wait(10), "the second process never listened"
    made = seated(a, a.create("score-pad", ["A", "B"]))
    return made, made["code"], made["seats"][0]["token"]

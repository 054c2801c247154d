"""Fixtures for the store tests: a fresh PostgreSQL database per test, in the cluster scripts/test.sh started."""

from __future__ import annotations

import os
import secrets
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


@pytest.fixture
def pg_url() -> Iterator[str]:
    """The URL of a new, empty database, dropped after the test."""
    import psycopg

    base = pg_base()
    name = "t_" + secrets.token_hex(6)
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield with_dbname(base, name)
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


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

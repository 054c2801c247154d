"""Fixtures for the robustness suite: the real gevent server in a subprocess, and browser phones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.robustness.server import Served


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """`companion serve` (gevent, TCP_NODELAY) on a free loopback port, shared by a module."""
    tmp = tmp_path_factory.mktemp("served")
    server = Served(tmp / "served.sqlite3", tmp / "served.log")
    yield server
    server.stop()


@pytest.fixture
def fresh_served(tmp_path: Path) -> Iterator[Served]:
    """A server of its own (for tests that kill it)."""
    server = Served(tmp_path / "own.sqlite3", tmp_path / "own.log")
    yield server
    server.stop()

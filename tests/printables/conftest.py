"""Shared fixtures for the printables tests: a base URL, and one table of every game."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pytest

from companion import i18n
from companion.games import all_games, get_game
from companion.store import SQLiteStore
from companion.tables import Tables

BASE = "http://192.168.1.23:8000"
# A Cyrillic name must come back from the text layer: the font is embedded, not substituted.
NAMES = ["Мирослава", "Zoë", "Bartholomew", "Ana", "Kenji", "Saoirse", "Ömer", "Lu"]


def names_for(game_id: str, n: int | None = None) -> list[str]:
    """Player names for a table of this game: as many as it allows, up to `n`."""
    game = get_game(game_id)
    n = n or min(game.max_players, 4)
    return NAMES[: max(game.min_players, min(n, game.max_players))]


@cache
def tables_with_one_of_each() -> tuple[Tables, dict[str, str]]:
    """An in-memory engine holding one table per registered game; returns it and the codes."""
    tables = Tables(store=SQLiteStore())
    codes = {g.id: tables.create(g.id, names_for(g.id))["code"] for g in all_games()}
    return tables, codes


@pytest.fixture
def base() -> str:
    """The base URL the QR codes should open."""
    return BASE


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test client's request sets the language of this thread's context (web/i18n.py's before_request):
    put English back, so that a later test building sheets outside `i18n.using` gets English."""
    yield
    i18n.activate(i18n.DEFAULT)

"""Only the host grants a seat request, at the engine's level: no token, a seat's token, a stranger's are refused."""

from __future__ import annotations

import pytest

from companion.errors import ActionError
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import seated


@pytest.fixture
def asked() -> tuple[Tables, dict, str]:
    """A two-seat table whose seat 0 is held, and another phone asking for it: (engine, table, its check)."""
    engine = Tables(SQLiteStore(), rng=seeded(5))
    table = seated(engine, engine.create("score-pad", [{"name": "Ann"}, {"name": "Bob"}]))
    answer, status = engine.claim(table["code"], 0)
    assert status == 202, answer
    return engine, table, answer["check"]


def _types(engine: Tables, table: dict) -> list[str]:
    return [e.type for e in engine.get(table["code"]).log]


@pytest.mark.parametrize(
    ("who", "code", "status"),
    [
        (None, "token_required", 401),
        ("", "token_required", 401),
        ("seat", "host_only", 403),
        ("x" * 24, "bad_token", 403),
    ],
    ids=["no-token", "empty-token", "a-seats-token", "a-strangers-token"],
)
def test_only_the_host_grants(asked: tuple[Tables, dict, str], who: str | None, code: str, status: int) -> None:
    engine, table, check = asked
    token = table["seats"][1]["token"] if who == "seat" else who
    before = _types(engine, table)
    with pytest.raises(ActionError) as refused:
        engine.grant(table["code"], token, 0, check)
    assert (refused.value.code, refused.value.status) == (code, status)
    assert _types(engine, table) == before, "a refused grant wrote to the log"


def test_the_host_grants_with_the_check_the_phone_shows(asked: tuple[Tables, dict, str]) -> None:
    engine, table, check = asked
    assert engine.grant(table["code"], table["host_token"], 0, check) == {"seat": 0, "check": check}
    assert _types(engine, table)[-1] == "seat_granted"

"""Only the host grants a seat request, at the engine's level: no token, a seat's token, a stranger's are refused."""

from __future__ import annotations

import pytest

from companion import seating
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


def test_the_host_says_no_and_the_asking_phone_is_told_so() -> None:
    """pt113: an unwanted request could only be allowed; it stood on three phones until it expired."""
    engine = Tables(SQLiteStore(), rng=seeded(5))
    table = seated(engine, engine.create("score-pad", [{"name": "Ann"}, {"name": "Bob"}]))
    code = table["code"]
    answer, status = engine.claim(code, 0)
    assert status == 202, answer
    check = answer["check"]
    with pytest.raises(ActionError) as refused:
        engine.write(code, seating.refuse, table["seats"][1]["token"], 0, check)  # a seat's phone may not
    assert refused.value.code == "host_only"
    with pytest.raises(ActionError) as wrong:
        engine.write(code, seating.refuse, table["host_token"], 0, "x" + check)
    assert (wrong.value.code, wrong.value.status) == ("no_request", 404)
    said = engine.write(code, seating.refuse, table["host_token"], 0, check)
    assert said == {"seat": 0, "check": check, "refused": True}
    assert _types(engine, table)[-1] == "seat_refused"
    assert seating.open_requests(engine.get(code)) == {}  # over on every phone
    assert "The host said no to a phone asking for Ann's seat" in [e["text"] for e in engine.log(code)]
    with pytest.raises(ActionError) as collected:  # the asking phone comes back with its key
        engine.claim(code, 0, answer["request"])
    assert (collected.value.code, collected.value.status) == ("refused", 404)
    assert "the host said no" in collected.value.message
    with pytest.raises(ActionError) as again:  # an Allow after it finds nothing
        engine.grant(code, table["host_token"], 0, check)
    assert again.value.code == "no_request"

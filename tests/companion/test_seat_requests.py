"""Issue 27, finding 11: a granted seat request keeps its phone until that phone collects the token
or the request expires; no other phone with the code can displace it."""

from __future__ import annotations

import pytest

from companion import seating
from companion.errors import ActionError
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import seated
from tests.robustness.test_access import Clock


@pytest.fixture
def clock() -> Clock:
    """A clock the test moves by hand."""
    return Clock()


@pytest.fixture
def engine(clock: Clock) -> Tables:
    """A table engine on that clock."""
    return Tables(store=SQLiteStore(), clock=clock)


def _granted(engine: Tables) -> tuple[dict, dict]:
    """A table whose seat 1 (held by a phone) the host granted to another phone that has not collected yet."""
    table = seated(engine, engine.create("score-pad", [{"name": "Ann"}, {"name": "Bob"}]))
    asked, status = engine.claim(table["code"], 1)
    assert status == 202
    engine.grant(table["code"], table["host_token"], 1, asked["check"])
    return table, asked


def test_a_granted_request_is_not_displaced_by_another_phone(engine: Tables, clock: Clock) -> None:
    table, asked = _granted(engine)
    clock.now += seating.ASK_GAP + 1  # past the guard that covers a request not yet granted
    with pytest.raises(ActionError) as refused:
        engine.claim(table["code"], 1)
    assert refused.value.status == 409 and refused.value.code == "seat_granted"
    assert "request" not in refused.value.to_dict()["error"]
    # The phone the host chose still collects its seat.
    got, status = engine.claim(table["code"], 1, asked["request"])
    assert status == 200 and got["seat"] == 1
    assert engine.snapshot(table["code"], got["token"])["you"]["seat"] == 1


def test_a_granted_request_ends_when_it_expires_or_the_host_releases_the_seat(engine: Tables, clock: Clock) -> None:
    table, asked = _granted(engine)
    clock.now += seating.REQUEST_TTL + 1
    again, status = engine.claim(table["code"], 1)
    assert status == 202 and again["check"]
    with pytest.raises(ActionError) as expired:
        engine.claim(table["code"], 1, asked["request"])
    assert expired.value.code == "no_request"
    # The host lets that one in, then frees the seat before it collects: the grant is over too.
    engine.grant(table["code"], table["host_token"], 1, again["check"])
    engine.release(table["code"], table["host_token"], 1)
    answer, status = engine.claim(table["code"], 1)
    assert status == 200 and answer["seat"] == 1  # a free seat of a game without secrets: joined
    with pytest.raises(ActionError) as gone:
        engine.claim(table["code"], 1, again["request"])
    assert gone.value.code == "no_request"


def test_a_second_allow_after_the_phone_took_the_seat_is_done_not_a_404(engine: Tables) -> None:
    # pt30: the host's phone still showed the request and its Allow answered 404 with a red toast.
    table, asked = _granted(engine)
    engine.claim(table["code"], 1, asked["request"])
    again = engine.grant(table["code"], table["host_token"], 1, asked["check"])
    assert again == {"seat": 1, "check": asked["check"], "done": True}
    assert engine.snapshot(table["code"], table["host_token"])["you"]["requests"] == []
    with pytest.raises(ActionError) as wrong:  # another check is still nobody's
        engine.grant(table["code"], table["host_token"], 1, "xyz")
    assert wrong.value.code == "no_request"
    # An Allow with no check at all is no request either, on a seat nobody asked for (schemathesis: 200 'done').
    with pytest.raises(ActionError) as bare:
        engine.grant(table["code"], table["host_token"], 0, None)
    assert bare.value.code == "no_request"

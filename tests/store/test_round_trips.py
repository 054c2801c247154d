"""An action on PostgreSQL costs one round trip (issue #33): the table loaded here is trusted, and its append's
compare-and-set proves it was up to date; what a stale copy refuses or finds applied is checked against the store."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from companion.tables import Tables
from tests.conftest import bearer, seated, table_opener
from web import create_app


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement psycopg sends from now on (each one a round trip: autocommit, one at a time)."""
    import psycopg

    sent: list[str] = []
    execute = psycopg.Connection.execute

    def counted(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        sent.append(str(query))
        return execute(self, query, *args, **kwargs)

    monkeypatch.setattr(psycopg.Connection, "execute", counted)
    yield sent


def test_an_action_on_a_loaded_table_is_one_round_trip(pg_url: str, statements: list[str]) -> None:
    app = create_app({"TESTING": True, "DATABASE": pg_url})
    client = app.test_client()
    table = table_opener(client)()
    path, token = f"/api/tables/{table['code']}/actions", bearer(table["seats"][0]["token"])
    assert client.post(path, json={"type": "score", "seat": 0, "delta": 1}, headers=token).status_code == 200
    statements.clear()
    for i in range(10):
        r = client.post(path, json={"type": "score", "seat": 0, "delta": 1, "id": f"a{i}"}, headers=token)
        assert r.status_code == 200, r.json
    assert len(statements) == 10, statements  # the append (compare-and-set, insert, notify): nothing else
    assert all(s.startswith("WITH moved AS") for s in statements)
    app.extensions["tables"].store.close()


def test_a_stale_copys_refusal_is_checked_against_the_store(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    b.snapshot(code)  # loaded on the second process, then left behind by the first
    moved = a.act(code, token, {"type": "score", "seat": 0, "delta": 1})["seq"]
    # Sent against the table as stored: the stale copy's "stale" would be wrong.
    answer = b.act(code, token, {"type": "score", "seat": 1, "delta": 2, "seq": moved})
    assert answer["seq"] == moved + 1 and answer["state"]["totals"] == [1, 2]


def test_an_action_applied_on_another_process_is_a_duplicate_on_a_stale_copy(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    b.snapshot(code)
    action = {"type": "score", "seat": 0, "delta": 7, "id": "once"}
    first = a.act(code, token, action)
    again = b.act(code, token, action)
    assert again["duplicate"] is True and again["seq"] == first["seq"]
    assert [e.type for e in a.store.events(code)].count("scored") == 1


def test_a_duplicate_on_a_stale_copy_answers_with_the_table_as_stored(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token = made["code"], made["seats"][0]["token"]
    action = {"type": "score", "seat": 0, "delta": 7, "id": "sent-twice"}
    b.act(code, token, action)  # applied here: this copy knows the id
    later = a.act(code, token, {"type": "score", "seat": 1, "delta": 1})  # then the table moves on elsewhere
    again = b.act(code, token, action)
    assert again["duplicate"] is True and again["seq"] == later["seq"] and again["state"]["totals"] == [7, 1]

"""One free seat, two phones at once: exactly one wins it, on every engine (issue #27, finding 4).

The store decides: an append that rewrites the table's record (a claim and its fresh token) must
start from the record the store holds, so a process whose copy of the seats is stale loses
the race however it came by that copy; and a table loaded while a claim lands is loaded as one
moment of the store (its record and its log agree).
"""

from __future__ import annotations

import time

import pytest

from companion.events import Event
from companion.store import SeqConflict, Store
from companion.tables import Tables


def _joined(seq: int, seat: int) -> list[Event]:
    return [Event(seq, "joined", seat, time.time(), {"seat": seat})]


def test_a_claim_from_a_stale_record_loses_even_at_the_right_seq(store: Store) -> None:
    code = Tables(store).create("score-pad", ["A", "B"])["code"]
    stale, fresh = store.table(code), store.table(code)
    assert stale is not None and fresh is not None
    fresh.seat_tokens[1], fresh.claimed[1] = "first-phone", True
    store.append(code, _joined(2, 1), fresh)
    # A writer whose copy of the seats predates that claim, with the seq the log now has.
    stale.seat_tokens[1], stale.claimed[1] = "second-phone", True
    with pytest.raises(SeqConflict):
        store.append(code, _joined(3, 1), stale)
    kept = store.table(code)
    assert kept is not None and kept.seat_tokens[1] == "first-phone"
    assert [e.type for e in store.events(code)] == ["table_created", "joined"]
    # The winner's copy is the store's: its next write goes through.
    fresh.claimed[0] = True
    store.append(code, _joined(3, 0), fresh)
    assert store.head(code) == 3


def test_a_seat_claimed_while_another_process_loads_the_table_has_one_winner(two: tuple[Tables, Tables]) -> None:
    a, b = two
    code = a.create("score-pad", ["A", "B"])["code"]
    a.get(code)  # loaded on the first process only
    won: list[dict] = []
    real = b.store.events

    def events(table_id: str, since: int = 0, *args: object) -> list[Event]:
        # The first phone's claim lands on the other process while this one reads the table in.
        if since == 0 and not won:
            answer, status = a.claim(code, 1)
            assert status == 200
            won.append(answer)
        return real(table_id, since, *args)

    b.store.events = events  # type: ignore[method-assign]
    second, status = b.claim(code, 1)
    assert won, "the load did not read the log"
    assert status == 202 and "token" not in second and second["why"] == "taken"
    types = [e.type for e in a.store.events(code)]
    assert types.count("joined") == 1
    # The winner's token is the seat's on both processes; the loser got none.
    for engine in (a, b):
        assert engine.act(code, won[0]["token"], {"type": "score", "seat": 1, "delta": 1})["seq"]
    assert b.get(code).record.claimed == [False, True]


def test_a_table_is_loaded_as_one_moment_of_the_store(two: tuple[Tables, Tables]) -> None:
    a, b = two
    code = a.create("score-pad", ["A", "B"])["code"]
    real = b.store.events
    landed: list[int] = []

    def events(table_id: str, since: int = 0, *args: object) -> list[Event]:
        if not landed:  # a claim lands between the record's read and the log's
            landed.append(a.claim(code, 1)[1])
        return real(table_id, since, *args)

    b.store.events = events  # type: ignore[method-assign]
    found = b.store.load(code)
    assert landed == [200] and found is not None
    record, log = found
    # The log up to the record's moment: no join in it, and the record has the seat free.
    assert [e.type for e in log] == ["table_created"] and record.claimed == [False, False]

"""The host role asked for on one process, allowed on another, collected on a third look (pt45 problem 1)."""

from __future__ import annotations

import pytest

from companion import host_move
from companion.errors import Forbidden, NotFound
from companion.tables import Tables


def test_a_host_request_asked_on_one_process_is_allowed_and_collected_on_another(two: tuple[Tables, Tables]) -> None:
    a, b = two
    made = a.create("score-pad", ["A", "B", "C"])
    code, old = made["code"], made["host_token"]
    seat0, _ = a.claim(code, 0)
    a.act(code, old, {"type": "keep_seats"})  # B and C on the host's phone
    asked, status = a.write(code, host_move.ask, None)  # the wiped host phone, on process A
    assert status == 202
    # Seat 0's phone reaches process B: it reads the check there and allows it there.
    assert b.snapshot(code, seat0["token"])["you"]["host_asked"]["check"] == asked["check"]
    assert b.write(code, host_move.allow, seat0["token"], asked["check"]) == {"check": asked["check"]}
    # Process A refuses the old host token at once; the asking phone collects there.
    with pytest.raises(Forbidden):
        a.act(code, old, {"type": "score", "seat": 1, "delta": 1, "by": 1})
    with pytest.raises(NotFound):
        a.write(code, host_move.ask, None, "not-the-key")
    got, status = a.write(code, host_move.ask, None, asked["request"])
    assert status == 200 and got["token"] != old
    b.act(code, got["token"], {"type": "score", "seat": 1, "delta": 2, "by": 1})  # a kept seat, on the new host phone
    assert a.snapshot(code)["table"]["kept"] == [1, 2]
    # The log keeps only the key's hash and no check, and no phone sees even that.
    stored = next(e for e in a.store.events(code) if e.type == "host_requested")
    assert asked["request"] not in str(stored.data) and len(stored.data["key_hash"]) == 64
    assert all("key_hash" not in e["data"] and "check" not in e["data"] for e in b.log(code) if "host" in e["type"])

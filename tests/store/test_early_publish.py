"""On PostgreSQL a move reaches this process's streams while it is stored (issue #33), as on SQLite, but a
seat's own view in a game with secrets only once it is stored (issue #27); a move the store then refuses
is followed by `rewound`, before what another process stored at its seq."""

from __future__ import annotations

import json
import queue

import pytest

from companion import follow, writing
from companion.broadcast import Subscription
from companion.follow import Follower
from companion.rng import seeded
from companion.tables import Tables
from tests.conftest import seated, sse_ids, table_opener
from tests.robustness.test_seat_secrets import to_the_first_segment
from web import create_app, limits


def _waiting(sub: Subscription) -> bool:
    try:
        return sub.get(0) is not None
    except queue.Empty:
        return False


def _heard_before_each_append(engine: Tables, subs: list[Subscription], monkeypatch: pytest.MonkeyPatch) -> list:
    """For each append as it begins: whether each of `subs` had a message waiting."""
    append, heard = engine.store.append, []

    def storing(*args, **kwargs):
        heard.append([_waiting(sub) for sub in subs])
        append(*args, **kwargs)

    monkeypatch.setattr(engine.store, "append", storing)
    return heard


def _data(message: bytes) -> dict:
    return json.loads(message.split(b"data: ", 1)[1])


def test_a_move_reaches_this_process_streams_before_it_is_stored(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, _ = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code = made["code"]
    _, sub, _ = a.subscribe(code, last_seq=made["seq"])
    heard = _heard_before_each_append(a, [sub], monkeypatch)
    answer = a.act(code, made["seats"][0]["token"], {"type": "score", "seat": 0, "delta": 2})
    assert heard == [[True]]
    assert a.store.head(code) == answer["seq"]  # the actor is answered once it is stored


def test_a_stale_copys_lost_move_is_rewound_before_what_won_its_seq(two: tuple[Tables, Tables]) -> None:
    a, b = two  # no follower on b: its copy stays behind until it writes
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token, seq = made["code"], made["seats"][0]["token"], made["seq"]
    _, sub, _ = b.subscribe(code, last_seq=seq)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})  # stored at seq + 1, b does not know
    answer = b.act(code, token, {"type": "score", "seat": 1, "delta": 5})
    assert answer["seq"] == seq + 2 and answer["state"]["totals"] == [1, 5]
    got = [sub.get(1) for _ in range(4)]
    # The trusted try's move, sent early at seq + 1 and refused by the store...
    assert sse_ids(got[0]) == [seq + 1] and _data(got[0])["state"]["totals"] == [0, 5]
    # ...then at once `rewound` (as of the last event both histories share)...
    assert _data(got[1]) == {"type": "rewound", "seq": seq}
    # ...and only then what is stored: a's move at seq + 1, the retried one at seq + 2.
    assert sse_ids(got[2]) == [seq + 1] and sse_ids(got[3]) == [seq + 2]


@pytest.fixture
def secret_app(pg_url: str):
    limits.reset()
    app = create_app({"TESTING": True, "DATABASE": pg_url, "RNG": seeded(1234)})
    yield app
    app.extensions["tables"].store.close()


def test_a_seats_own_view_waits_for_the_store_the_public_view_does_not(
    secret_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A stale copy might not know the seat went to another phone in another process: its view
    # could carry a move the new holder then makes again (issue #27). The public view holds no secret.
    client, engine = secret_app.test_client(), secret_app.extensions["tables"]
    table = table_opener(client)("tales-of-danger", ["Ann", "Bob", "Cid"], {"first_player": 0})
    turn = to_the_first_segment(client, table)
    code = table["code"]
    seq = engine.get(code).seq
    _, own, _ = engine.subscribe(code, last_seq=seq, seat=turn)
    _, public, _ = engine.subscribe(code, last_seq=seq)
    heard = _heard_before_each_append(engine, [own, public], monkeypatch)
    engine.act(code, table["seats"][turn]["token"], {"type": "complete_segment", "journal": 3})
    assert heard == [[False, True]]
    assert _waiting(own)  # and then it is


def test_after_a_lost_race_the_next_move_is_published_once_stored(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(writing, "CONTENDED", 3600.0)  # "lately", however slow the machine
    a, b = two
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token, seq = made["code"], made["seats"][0]["token"], made["seq"]
    _, sub, _ = b.subscribe(code, last_seq=seq)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
    b.act(code, token, {"type": "score", "seat": 1, "delta": 5})  # lost its race once, then stored
    for _ in range(4):
        sub.get(1)
    heard = _heard_before_each_append(b, [sub], monkeypatch)
    b.act(code, token, {"type": "score", "seat": 1, "delta": 1})
    assert heard == [[False]]  # contended: a doomed send would be rewound on every phone


def test_a_copy_a_notification_says_is_behind_is_caught_up_before_the_move(
    two: tuple[Tables, Tables], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two
    follower = Follower(b)
    monkeypatch.setattr(follow, "spawn", lambda *args: None)  # heard of, not yet caught up
    made = seated(a, a.create("score-pad", ["A", "B"]))
    code, token, seq = made["code"], made["seats"][0]["token"], made["seq"]
    _, sub, _ = b.subscribe(code, last_seq=seq)
    a.act(code, token, {"type": "score", "seat": 0, "delta": 1})
    follower.notified(code, seq + 1)
    tries = _heard_before_each_append(b, [], monkeypatch)
    b.act(code, token, {"type": "score", "seat": 1, "delta": 5})
    assert len(tries) == 1  # the trusted try read the log first: no race lost to a known move
    got = [sub.get(1) for _ in range(2)]
    assert [sse_ids(m) for m in got] == [[seq + 1], [seq + 2]]  # nothing sent early, then rewound
    assert b.snapshot(code)["state"]["totals"] == [1, 5]

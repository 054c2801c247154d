"""A phone that saw a move the store never kept is told so, even once a later move took its seq.

On one process's SQLite store the other phones get a move while it is stored (companion/writing.py).
A crash (SIGKILL, power) between the two loses the move; its phones saw it. A stream's `id:` is
`<seq>.<tag of the stored event>`, so on resuming, a phone whose last event is not the stored one
at that seq is told `rewound`, whether the seq is beyond the log or taken by another move since.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion import render
from companion.broadcast import Subscription
from companion.reading import Resume, resume_from
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import seated
from web import create_app, push


def _id(message: bytes) -> str:
    """The `id:` of one stream message."""
    first = message.split(b"\n", 1)[0]
    assert first.startswith(b"id: "), message
    return first[4:].decode()


def _types(messages: list[bytes]) -> list[str]:
    return [json.loads(m.split(b"data: ", 1)[1])["type"] for m in messages]


def _crashed_after_sending(engine: Tables, sub: Subscription, code: str, token: str, delta: int) -> str:
    """Act on `engine` and lose the move as a crash right after its send would: the id `sub`'s phone kept."""
    store_append = engine.store.append
    engine.store.append = lambda *args, **kwargs: None  # type: ignore[method-assign] # killed before the write
    try:
        engine.act(code, token, {"type": "score", "seat": 0, "delta": delta})
    finally:
        engine.store.append = store_append  # type: ignore[method-assign]
    return _id(sub.get(0.1))


@pytest.fixture
def crashed(tmp_path: Path) -> tuple[Tables, dict, str]:
    """A table whose server sent seat 0's `+5` to a phone and died before storing it, and the restarted server."""
    path = tmp_path / "crash.sqlite3"
    first = Tables(store=SQLiteStore(path))
    table = seated(first, first.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {}))
    code = table["code"]
    first.act(code, table["seats"][0]["token"], {"type": "score", "seat": 0, "delta": 1})
    _, sub, _ = first.subscribe(code, last_seq=first.get(code).seq)
    kept = _crashed_after_sending(first, sub, code, table["seats"][0]["token"], 5)
    first.store.close()
    return Tables(store=SQLiteStore(path)), table, kept


def test_a_phone_that_saw_a_lost_move_is_rewound_after_another_move_took_its_seq(crashed) -> None:
    again, table, kept = crashed
    code = table["code"]
    lost_seq = int(kept.split(".")[0])
    assert again.get(code).seq == lost_seq - 1  # the restarted server never heard of it
    # Another phone acts first: its move takes the lost one's seq.
    taken = again.act(code, table["seats"][1]["token"], {"type": "score", "seat": 1, "delta": 2})
    assert taken["seq"] == lost_seq
    _, _, missed = again.subscribe(code, resume_from(kept))
    assert _types(missed) == ["rewound"]
    # The rewind's id is the stored event's: resuming from it, the phone is told nothing more.
    assert _id(missed[0]) == render.event_id(again.store.events(code)[lost_seq - 1]).decode()
    assert again.subscribe(code, resume_from(_id(missed[0])))[2] == []


def test_a_phone_that_saw_a_lost_move_is_rewound_before_its_seq_is_taken(crashed) -> None:
    again, table, kept = crashed
    _, _, missed = again.subscribe(table["code"], resume_from(kept))
    assert _types(missed) == ["rewound"]


def test_a_phone_that_saw_what_is_stored_resumes_on_a_restarted_server_with_what_it_missed(tmp_path: Path) -> None:
    path = tmp_path / "ok.sqlite3"
    first = Tables(store=SQLiteStore(path))
    table = seated(first, first.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {}))
    code, red = table["code"], table["seats"][0]["token"]
    _, sub, _ = first.subscribe(code, last_seq=table["seq"])
    first.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    seen = _id(sub.get(0.1))
    first.store.close()
    again = Tables(store=SQLiteStore(path))  # the table is loaded from the store: the same ids
    later = again.act(code, red, {"type": "score", "seat": 0, "delta": 2})
    _, _, missed = again.subscribe(code, resume_from(seen))
    assert _types(missed) == ["scored"] and json.loads(missed[0].split(b"data: ", 1)[1])["seq"] == later["seq"]
    # A plain seq (a page's `?last=`, an older phone) is taken at its word, as before.
    assert again.subscribe(code, Resume(later["seq"]))[2] == []
    assert _types(again.subscribe(code, later["seq"] - 1)[2]) == ["scored"]


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("7", Resume(7)),
        ("7.0a1b2c3d", Resume(7, "0a1b2c3d")),
        ("-3", Resume(0)),
        ("x", Resume(0)),
        ("7.", Resume(7, "")),
    ],
)
def test_a_last_event_id_is_read_as_a_seq_and_a_tag(raw: str, want: Resume) -> None:
    assert resume_from(raw) == want


def test_over_http_a_last_event_id_whose_event_is_not_the_stored_one_gets_rewound(tmp_path: Path) -> None:
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "h.sqlite3"), "KEEPALIVE_SECONDS": 0.05})
    client: FlaskClient = app.test_client()
    engine: Tables = app.extensions["tables"]
    table = seated(engine, engine.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {}))
    code = table["code"]
    engine.act(code, table["seats"][0]["token"], {"type": "score", "seat": 0, "delta": 1})
    seq = engine.get(code).seq
    stored = render.event_id(engine.store.events(code)[seq - 1]).decode()

    def first_message(last: str) -> bytes:
        r = client.get(f"/api/tables/{code}/events", headers={"Last-Event-ID": last}, buffered=False)
        chunks = iter(r.response)
        assert next(chunks).startswith(b"retry: 2000")
        got = next(chunks)
        r.close()
        return got

    assert _types([first_message(f"{seq}.ffffffff")]) == ["rewound"]  # another move was seen at this seq
    assert _types([first_message(f"{seq - 1}.ffffffff")]) == ["rewound"]
    assert _types([first_message(str(seq - 1))]) == ["scored"]  # a plain seq: as before
    assert first_message(stored) == push.KEEP_ALIVE  # the right id: nothing missed, nothing to say

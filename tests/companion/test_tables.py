"""The engine: the log is the truth, undo/redo, idempotency, stale seqs, seats, replay."""

from __future__ import annotations

import gc
import json
import queue

import pytest

from companion import render
from companion.broadcast import Subscription
from companion.errors import ActionError, Forbidden, NotFound, Stale
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.conftest import seated, sse_ids
from tests.streamed import Held


@pytest.fixture
def engine(tmp_path) -> Tables:
    return Tables(SQLiteStore(tmp_path / "e.sqlite3"), rng=seeded(42))


@pytest.fixture
def table(engine: Tables) -> dict:
    players = [{"name": "Red"}, {"name": "Blue"}, {"name": "Green"}]
    return seated(engine, engine.create("score-pad", players, {}))


def token(t: dict, seat: int) -> str:
    return t["seats"][seat]["token"]


def test_state_is_the_fold_of_the_log_after_a_reload(engine: Tables, tmp_path) -> None:
    players = [{"name": "Red"}, {"name": "Blue"}, {"name": "Green"}]
    table = seated(engine, engine.create("score-pad", players, {"categories": ["Gold", "Wood"]}))
    code = table["code"]
    engine.act(code, token(table, 0), {"type": "score", "seat": 0, "delta": 3, "category": "Wood"})
    engine.act(code, token(table, 1), {"type": "roll", "dice": "3d6"})
    engine.act(code, token(table, 1), {"type": "score", "seat": 2, "delta": -4, "category": "Gold"})
    engine.act(code, table["host_token"], {"type": "undo"})
    live = engine.snapshot(code)
    fresh = Tables(SQLiteStore(tmp_path / "e.sqlite3"), rng=seeded(0)).snapshot(code)
    assert fresh["state"] == live["state"] and fresh["table"] == live["table"] and fresh["seq"] == live["seq"]


def test_undo_reverts_the_last_action_and_redo_brings_it_back(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 1, "delta": 5})
    engine.act(code, red, {"type": "score", "seat": 1, "delta": 2})
    undone = engine.act(code, red, {"type": "undo"})
    assert undone["state"]["totals"] == [0, 5, 0]
    assert undone["events"][0]["text"] == "Red undid: Blue scored +2 (changed by Red)"
    assert engine.act(code, red, {"type": "undo"})["state"]["totals"] == [0, 0, 0]
    assert engine.act(code, red, {"type": "redo"})["state"]["totals"] == [0, 5, 0]
    assert engine.act(code, red, {"type": "redo"})["state"]["totals"] == [0, 7, 0]
    with pytest.raises(ActionError, match="nothing to redo"):
        engine.act(code, red, {"type": "redo"})


def test_a_new_action_clears_the_redo_stack(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    engine.act(code, red, {"type": "undo"})
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 9})
    with pytest.raises(ActionError, match="nothing to redo"):
        engine.act(code, red, {"type": "redo"})


def test_only_the_actor_or_the_host_may_undo(engine: Tables, table: dict) -> None:
    code = table["code"]
    engine.act(code, token(table, 0), {"type": "roll", "dice": "1d6"})
    with pytest.raises(Forbidden, match="only Red or the host can undo"):
        engine.act(code, token(table, 1), {"type": "undo"})
    assert engine.act(code, table["host_token"], {"type": "undo"})["table"]["last"] is None


def test_undo_of_a_roll_removes_it_from_the_luck_panel(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "roll", "dice": "2d6", "values": [6, 6]})
    luck = engine.snapshot(code)["table"]["luck"]["0"]
    assert (luck["dice"], luck["sum"], luck["expected"]) == (2, 12, 7.0)
    engine.act(code, red, {"type": "undo"})
    assert engine.snapshot(code)["table"]["luck"] == {}


def test_the_host_phones_rolls_count_in_the_luck_panel(engine: Tables, table: dict) -> None:
    """A passed-round phone rolls as the host: its rolls count as the host's luck (pt3: "no dice rolled yet")."""
    code = table["code"]
    engine.act(code, table["host_token"], {"type": "roll", "dice": "2d6", "values": [4, 6]})
    engine.act(code, table["host_token"], {"type": "roll", "dice": "2d6", "values": [2, 5]})
    luck = engine.snapshot(code)["table"]["luck"]
    assert list(luck) == ["host"]
    assert (luck["host"]["rolls"], luck["host"]["sum"], luck["host"]["expected"]) == (2, 17, 14.0)


def test_a_retried_action_id_is_applied_once(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    first = engine.act(code, red, {"type": "score", "seat": 0, "delta": 4, "id": "tap-1"})
    again = engine.act(code, red, {"type": "score", "seat": 0, "delta": 4, "id": "tap-1"})
    assert again["duplicate"] is True
    assert again["events"] == first["events"]
    assert engine.snapshot(code)["state"]["totals"][0] == 4


def test_a_stale_seq_is_refused_with_what_changed(engine: Tables, table: dict) -> None:
    code, red, seen = table["code"], token(table, 0), table["seq"]
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    with pytest.raises(Stale) as err:
        engine.act(code, red, {"type": "score", "seat": 0, "delta": 1, "seq": seen})
    assert err.value.extra["seq"] == seen + 1
    assert [e["type"] for e in err.value.extra["events"]] == ["scored"]
    assert engine.act(code, red, {"type": "score", "seat": 0, "delta": 1, "seq": seen + 1})["seq"] == seen + 2


def test_a_refused_action_changes_nothing(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    before = engine.snapshot(code)
    refusals = [
        ({"type": "score", "seat": 9, "delta": 1}, "bad_field"),
        ({"type": "score", "seat": 0}, "missing_field"),
        ({"type": "fly"}, "unknown_action"),
        ({}, "bad_action"),
    ]
    for bad, code_named in refusals:
        with pytest.raises(ActionError) as err:
            engine.act(code, red, bad)
        assert err.value.code == code_named, (bad, err.value.code)
    assert engine.snapshot(code) == before


def test_tokens_seats_and_one_phone_mode(engine: Tables, table: dict) -> None:
    code = table["code"]
    with pytest.raises(ActionError, match="Authorization"):
        engine.act(code, None, {"type": "roll"})
    with pytest.raises(Forbidden, match="not a seat or host token"):
        engine.act(code, "guess", {"type": "roll"})
    with pytest.raises(Forbidden, match="only the host may act for another seat"):
        engine.act(code, token(table, 0), {"type": "roll", "by": 1})
    answer = engine.act(code, table["host_token"], {"type": "roll", "by": 2})
    assert answer["events"][0]["actor"] == 2


def test_claiming_a_seat_gives_its_token_once_and_release_renews_it(engine: Tables) -> None:
    code = engine.create("score-pad", ["Red", "Blue"])["code"]
    claimed, status = engine.claim(code, 1)
    assert status == 200
    asked, status = engine.claim(code, 1)
    assert status == 202 and "token" not in asked
    with pytest.raises(Forbidden):
        engine.release(code, claimed["token"], 1)
    assert engine.release(code, engine.get(code).record.host_token, 1) == {"seat": 1}
    with pytest.raises(Forbidden):
        engine.act(code, claimed["token"], {"type": "roll"})
    again, status = engine.claim(code, 1)
    assert status == 200 and again["token"] != claimed["token"]


def test_a_fresh_join_code_retires_the_old_one(engine: Tables, table: dict) -> None:
    old = table["code"]
    new = engine.new_join_code(old, table["host_token"])["code"]
    assert new != old
    with pytest.raises(NotFound):
        engine.get(old)
    assert engine.snapshot(new)["code"] == new
    assert engine.locate(token(table, 2)) == {"code": new}


def test_idle_tables_are_archived_and_come_back_intact(tmp_path) -> None:
    now = [1_000_000.0]
    store = SQLiteStore(tmp_path / "a.sqlite3")
    engine = Tables(store, rng=seeded(1), clock=lambda: now[0])
    t = seated(engine, engine.create("score-pad", ["Red", "Blue"]))
    engine.act(t["code"], t["seats"][0]["token"], {"type": "score", "seat": 0, "delta": 2})
    now[0] += 29 * 86400
    assert engine.archive_idle() == []
    now[0] += 2 * 86400
    assert engine.archive_idle() == [t["code"]]
    assert store.table(t["code"]).archived
    assert engine.snapshot(t["code"])["state"]["totals"] == [2, 0]
    assert not store.table(t["code"]).archived


def test_every_event_reaches_subscribers_once_in_order(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    seen = table["seq"]
    _, sub, missed = engine.subscribe(code, last_seq=seen)
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    live = [sub.get(0.1)]
    assert [sse_ids(m) for m in missed + live] == [[seen + 1], [seen + 2]]


def test_an_action_whose_state_cannot_be_shown_is_not_stored(engine: Tables, table: dict, monkeypatch) -> None:
    """A game bug in `view` must refuse the action, not store a state no phone could load."""
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    game = engine.get(code).game

    def broken_view(state: dict, seat: int | None) -> dict:
        if state["totals"][0] > 1:
            raise ZeroDivisionError("a bug in the game's view")
        return state

    monkeypatch.setattr(game, "view", broken_view)
    with pytest.raises(ZeroDivisionError):
        engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    monkeypatch.undo()
    assert engine.snapshot(code)["state"]["totals"] == [1, 0, 0]
    assert [e.type for e in engine.store.events(code)] == ["table_created", "joined", "joined", "joined", "scored"]


def test_an_undo_and_a_redo_carry_the_log_line_of_what_they_changed(engine: Tables, table: dict) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 1, "delta": 5})
    engine.act(code, red, {"type": "roll", "dice": "2d6"})
    rolled = engine.snapshot(code)["log"][-1]["text"]
    undone = engine.act(code, red, {"type": "undo"})["events"][0]
    assert undone["undid"] == rolled and rolled.startswith("Red rolled 2d6")
    assert engine.act(code, red, {"type": "redo"})["events"][0]["redid"] == rolled
    log = engine.snapshot(code)["log"]
    assert [e["type"] for e in log if "undid" in e] == ["undo"] and [e["type"] for e in log if "redid" in e] == ["redo"]


def test_an_action_makes_its_log_line_once_per_language(engine: Tables, table: dict, monkeypatch) -> None:
    # The answer, each stream's message and the undo strip all carry the same line: it is made once
    # per language and state (render.line), not once per use, and a new state makes it anew.
    made: list[tuple[int, str]] = []
    real = render.describe

    def counting(t, e):
        made.append((e.seq, render.i18n.current()))
        return real(t, e)

    monkeypatch.setattr(render, "describe", counting)
    code = table["code"]
    engine.hub.subscribe(code, (None, "en"))
    engine.hub.subscribe(code, (None, "de"))
    answer = engine.act(code, token(table, 0), {"type": "score", "seat": 1, "delta": 3})
    seq = answer["seq"]
    assert sorted(made) == [(seq, "de"), (seq, "en")]
    assert answer["events"][0]["text"] == answer["table"]["undo"]["text"] == "Blue scored +3 (changed by Red)"
    made.clear()
    engine.act(code, token(table, 0), {"type": "undo"})
    assert (seq, "en") in made  # the undo's line names what it took back: made again for the new state


def test_the_collector_waits_while_an_action_is_published(engine: Tables, table: dict, monkeypatch) -> None:
    # A collection inside an action delays its delivery to every other phone (companion/collector.py).
    seen: list[bool] = []
    publish = engine.hub.publish

    def watching(*args, **kwargs):
        seen.append(gc.isenabled())
        publish(*args, **kwargs)

    monkeypatch.setattr(engine.hub, "publish", watching)
    engine.hub.subscribe(table["code"])
    engine.act(table["code"], token(table, 0), {"type": "score", "seat": 0, "delta": 1})
    assert seen == [False]
    assert gc.isenabled()  # and it is back once the action is done...
    with pytest.raises(ActionError, match="seat") as err:
        engine.act(table["code"], token(table, 0), {"type": "score", "seat": 9, "delta": 1})
    assert err.value.code == "bad_field"
    assert gc.isenabled()  # ...refused or not


def test_the_phones_get_a_move_before_it_is_stored_the_actor_after(engine: Tables, table: dict, monkeypatch) -> None:
    # One process owns a SQLite store: the other phones need not wait for the write (as
    # boardgame.io's server sends, then stores); the actor's answer still waits for it.
    code = table["code"]
    _, sub, _ = engine.subscribe(code, last_seq=table["seq"])
    delivered_first = _heard_before_each_append(engine, sub, monkeypatch)
    answer = engine.act(code, token(table, 0), {"type": "score", "seat": 0, "delta": 2})
    assert delivered_first == [True]
    assert [e.seq for e in engine.store.events(code)][-1] == answer["seq"]  # answered once stored


def test_a_seat_change_is_stored_before_any_phone_hears_of_it(engine: Tables, monkeypatch) -> None:
    t = engine.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {})
    _, sub, _ = engine.subscribe(t["code"])
    delivered_first = _heard_before_each_append(engine, sub, monkeypatch)
    engine.claim(t["code"], 1)
    assert delivered_first == [False]
    assert _waiting(sub)  # and then it is


def _rewound(engine: Tables, code: str, seq: int) -> bytes:
    """The stream message that tells a phone to read the table afresh, at `seq` (its id: the stored event's)."""
    stored = engine.store.events(code)[seq - 1]
    return b'id: %d.%s\ndata: {"type":"rewound","seq":%d}\n\n' % (seq, render.tag(stored).encode(), seq)


def test_a_move_the_store_refuses_once_phones_saw_it_rewinds_them(engine: Tables, table: dict, monkeypatch) -> None:
    code, red = table["code"], token(table, 0)
    engine.act(code, red, {"type": "score", "seat": 0, "delta": 1})
    before = engine.snapshot(code)
    _, sub, _ = engine.subscribe(code, last_seq=before["seq"])

    def full_disk(*args, **kwargs):
        raise OSError("database or disk is full")

    monkeypatch.setattr(engine.store, "append", full_disk)
    with pytest.raises(OSError):
        engine.act(code, red, {"type": "score", "seat": 0, "delta": 5})
    monkeypatch.undo()
    seen = sub.get(0.1)
    assert seen is not None and sse_ids(seen) == [before["seq"] + 1]  # it was sent...
    assert sub.get(0.1) == _rewound(
        engine, code, before["seq"]
    )  # ...and right behind it, the phone is told to read the table afresh
    assert engine.snapshot(code)["state"] == before["state"]  # nothing of it is applied
    # The next move takes the lost one's seq: the stream carries it after the rewind.
    again = engine.act(code, red, {"type": "score", "seat": 0, "delta": 2})
    assert again["seq"] == before["seq"] + 1 and again["state"]["totals"] == [3, 0, 0]
    assert json.loads(sub.get(0.1).split(b"data: ", 1)[1])["state"]["totals"] == [3, 0, 0]
    # A phone whose stream broke before the rewind reached it is told on reconnecting.
    monkeypatch.setattr(engine.store, "append", full_disk)
    with pytest.raises(OSError):
        engine.act(code, red, {"type": "score", "seat": 0, "delta": 5})
    _, _, missed = engine.subscribe(code, last_seq=again["seq"] + 1)
    assert missed == [_rewound(engine, code, again["seq"])]


def _waiting(sub: Subscription) -> bool:
    try:
        return sub.get(0) is not None
    except queue.Empty:
        return False


def test_the_seats_ride_along_only_when_a_seat_changed_hands(engine: Tables) -> None:
    t = engine.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {})
    _, sub, _ = engine.subscribe(t["code"])
    snap = engine.snapshot(t["code"])
    held = Held.of(snap)
    answer, _ = engine.claim(t["code"], 1)
    joined = json.loads(sub.get(0.1).split(b"data: ", 1)[1])
    assert [p["claimed"] for p in joined["players"]] == [False, True]
    held.take(joined)
    engine.act(t["code"], answer["token"], {"type": "score", "seat": 1, "delta": 2})
    moved = json.loads(sub.get(0.1).split(b"data: ", 1)[1])
    held.take(moved)
    assert "players" not in moved and held.state["totals"] == [0, 2]
    # A phone that missed the join hears of it on reconnecting, with the move after it.
    _, _, missed = engine.subscribe(t["code"], last_seq=1)
    assert [p["claimed"] for p in json.loads(missed[-1].split(b"data: ", 1)[1])["players"]] == [False, True]


def _heard_before_each_append(engine: Tables, sub: Subscription, monkeypatch) -> list[bool]:
    """Whether `sub` had a message waiting as each append began (the list fills as the store is written)."""
    append, heard = engine.store.append, []

    def storing(*args, **kwargs):
        heard.append(_waiting(sub))
        append(*args, **kwargs)

    monkeypatch.setattr(engine.store, "append", storing)
    return heard

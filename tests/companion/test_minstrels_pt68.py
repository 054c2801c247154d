"""Playtest pt68: a task that ends the turn is one move, taken back by one undo."""

from __future__ import annotations

from tests.companion.test_minstrels import err, started


def test_a_task_that_ends_the_turn_is_one_move_and_one_undo_takes_it_back(client, new_table) -> None:
    _table, post, get = started(client, new_table)
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0)
    r = post({"type": "task", "vp": 2, "coins": 1, "end_turn": True}, 0)
    assert [e["type"] for e in r["events"]] == ["task_done", "turn_ended"]
    assert r["state"]["turn"] == 1 and r["state"]["players"][0]["vp"] == 2
    r = post({"type": "undo"}, 0)  # the task recorded by mistake: the turn and the task come back at once
    st = get(0)["state"]
    assert st["turn"] == 0 and st["players"][0]["vp"] == 0 and not st["players"][0]["tasked"]
    assert st["players"][0]["placed"]


def test_a_task_that_ends_the_last_turn_ends_the_round_too(client, new_table) -> None:
    _table, post, _get = started(client, new_table)
    post({"type": "pass"}, 0)
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 1)
    r = post({"type": "task", "vp": 3, "end_turn": True}, 1)
    assert [e["type"] for e in r["events"]] == ["task_done", "turn_ended", "round_ended"]
    assert r["state"]["round"] == 2


def test_a_task_without_end_turn_leaves_the_turn_open_and_a_bad_end_turn_is_refused(client, new_table) -> None:
    table, post, _get = started(client, new_table)
    post({"type": "place", "column": 1, "space": 5, "character": "Dragon"}, 0)
    assert "'end_turn' must be true or false" in err(client, table, {"type": "task", "vp": 2, "end_turn": "yes"})
    r = post({"type": "task", "vp": 2, "end_turn": False}, 0)
    assert [e["type"] for e in r["events"]] == ["task_done"] and r["state"]["turn"] == 0

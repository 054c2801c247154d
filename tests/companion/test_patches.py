"""A stream message's patch (issue #33): applied to the view its phone held, it gives exactly the new view.

The patch format is companion/patch.py's; the phones' own copy of `apply` is in table.js (the
browser test tests/browser/test_stream_patches.py drives it).
"""

from __future__ import annotations

import json
import queue
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion import i18n, patch, render, writing
from companion.events import Event
from companion.games import all_games, get_game
from companion.rng import seeded
from companion.store import SQLiteStore
from companion.tables import Tables
from tests.random_play import _first_accepted
from tests.streamed import Held, body, plain

LANGS = ("en", "ru")
STEPS = 80


def test_the_ops_append_set_and_remove() -> None:
    old = {"history": [[0, 1]], "totals": [1, 0], "gone": 1, "same": {"a": [1, 2]}, "flag": 1}
    new = {"history": [[0, 1], [1, 5]], "totals": [1, 5], "same": {"a": [1, 2]}, "flag": True, "new": None}
    ops = patch.diff(old, new)
    assert [["history"], [[1, 5]], patch.APPEND] in ops  # the history grows by its new entry, not whole
    assert [["totals", 1], 5] in ops and [["gone"]] in ops and [["new"], None] in ops
    assert [["flag"], True] in ops  # 1 == True in Python, not on a phone
    assert not any(op[0][:1] == ["same"] for op in ops)
    assert patch.apply(old, ops) == new and old["history"] == [[0, 1]]  # the old view is left as it was
    assert patch.diff(new, new) == []


def test_a_window_that_moved_on_by_one_drops_its_first_and_appends() -> None:
    rolls = [{"seq": i, "values": [i % 6 + 1, 2]} for i in range(20)]
    moved = [*rolls[1:], {"seq": 20, "values": [6, 6]}]
    ops = patch.diff({"rolls": rolls}, {"rolls": moved})
    assert ops == [[["rolls", 0]], [["rolls"], [{"seq": 20, "values": [6, 6]}], patch.APPEND]]
    assert patch.apply({"rolls": rolls}, ops) == {"rolls": moved}


def _json() -> st.SearchStrategy:
    leaves = st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3)
    return st.recursive(
        leaves, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=4)
    )


@given(_json(), _json())
def test_any_view_patched_to_any_other_is_exactly_the_other(old: Any, new: Any) -> None:
    before = plain(old)
    # Key for key in the same order: a phone draws a dict's entries in its order (Bard Saga's cost dots
    # changed order after a reload when a patch's new key went to the end).
    assert json.dumps(plain(patch.apply(old, plain(patch.diff(old, new))))) == json.dumps(plain(new))
    assert plain(old) == before


@given(st.dictionaries(st.text(max_size=2), _json(), max_size=5), st.lists(_json(), max_size=3), st.data())
def test_a_view_that_grew_or_changed_in_places_is_patched_exactly(old: dict, more: list, data: st.DataObject) -> None:
    new = {**old, "log": [*old.get("log", []), *more]} if isinstance(old.get("log", []), list) else dict(old)
    for k in data.draw(st.lists(st.sampled_from(sorted(old) or ["x"]), max_size=2)):
        new[k] = data.draw(_json())
    assert patch.apply(old, plain(patch.diff(old, new))) == new


def _values_at(view: Any, path: list) -> Any:
    for k in path:
        view = view[k]
    return view


def _only_the_new_view(ops: list, new: Any) -> None:
    """Every value a patch carries is the viewer's own new view's at that path: nothing else rides along."""
    for op in ops:
        if len(op) == 2:
            assert op[1] == _values_at(new, op[0]), op
        elif len(op) == 3:
            at = _values_at(new, op[0])
            assert at[len(at) - len(op[1]) :] == op[1], op


def _drain(sub) -> list[dict]:
    out = []
    while True:
        try:
            m = sub.get(0.001)
        except queue.Empty:
            return out
        if m is None:
            return out
        out.append(body(m))


def _extra(table, r: random.Random) -> list[dict]:
    """Now and then what any table takes besides its game's moves: a roll, an undo, a redo."""
    roll = r.random()
    return (
        [{"type": "roll", "dice": "2d6"}]
        if roll < 0.1
        else [{"type": "undo"}]
        if roll < 0.2
        else [{"type": "redo"}]
        if roll < 0.25
        else []
    )


@pytest.mark.parametrize("game_id", sorted(g.id for g in all_games()))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_streams_patches_rebuild_its_exact_view_through_a_random_game(game_id: str, seed: int) -> None:
    """Every seat's and the public stream, in two languages: each message's view and strip are the new ones."""
    game = get_game(game_id)
    n = min(3 + seed % 2, game.max_players)
    tables = Tables(SQLiteStore(), rng=seeded(seed), clock=lambda: 1_700_000_000.0)
    made = tables.create(game_id, [{"name": f"P{i}"} for i in range(n)], {})
    code, host = made["code"], made["host_token"]
    viewers = [None, *range(n)] if game.has_secrets else [None]
    table = tables.get(code)
    subs, held = {}, {}
    for lang in LANGS:
        for v in viewers:
            subs[v, lang] = tables.subscribe(code, table.seq, v, lang)[1]
            with i18n.using(lang):
                held[v, lang] = Held(table.seq, game.view(table.state, v), render.table_view(table))
    r = random.Random(seed)
    for _ in range(STEPS):
        if game.is_over(table.state):
            break
        seats = [None, *range(n)]
        r.shuffle(seats)
        tries = {s: [*_extra(table, r), *r.sample(c := game.candidates(table.state, s), len(c))] for s in seats}
        if not any(_first_accepted(tables, code, host, s, tries[s]) for s in seats):
            break
        for (v, lang), sub in subs.items():
            with i18n.using(lang):
                new, strip = plain(game.view(table.state, v)), plain(render.table_view(table))
            for m in _drain(sub):
                held[v, lang].take(m)
                if "patch" in m and m["seq"] == table.seq:
                    _only_the_new_view(m["patch"], new)
            where = (game_id, v, lang, table.seq)
            assert held[v, lang].seq == table.seq and held[v, lang].state == new, where
            assert held[v, lang].table == strip, where  # the table strip (dice, undo, redo, over), patched too
    assert all(h.patches > h.wholes for h in held.values()), {k: (h.patches, h.wholes) for k, h in held.items()}


def test_events_caught_up_from_the_store_are_patched_on_the_views_sent_before() -> None:
    """Another process's move, folded here from the store (writing.catch_up): its patch has the new history entry.

    The fold used to change the state in place, and with it the views made from it (the score
    pad's view shares its history list): diffed against those, the patch left the new entry out.
    Folds now copy the state first.
    """
    tables = Tables(SQLiteStore(), rng=seeded(1), clock=lambda: 1_700_000_000.0)
    made = tables.create("score-pad", [{"name": "Red"}, {"name": "Blue"}], {})
    code, red = made["code"], made["host_token"]
    table = tables.get(code)
    _, sub, _ = tables.subscribe(code, table.seq)
    held = Held(table.seq, get_game("score-pad").view(table.state, None), render.table_view(table))
    tables.act(code, red, {"type": "score", "seat": 0, "delta": 3, "by": 0})
    for m in _drain(sub):
        held.take(m)
    stored = Event(table.seq + 1, "scored", 1, 1_700_000_001.0, {"seat": 1, "delta": 4}, "other-process")
    tables.store.append(table.record.code, [stored], None, None)
    with table.lock:
        writing.catch_up(tables.engine, table)
    messages = _drain(sub)
    assert [m["seq"] for m in messages] == [stored.seq] and "patch" in messages[-1]
    held.take(messages[-1])
    assert held.state == plain(get_game("score-pad").view(table.state, None))
    assert held.state["history"] == [[0, 3], [1, 4]]

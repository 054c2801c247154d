"""Property-based fuzzing of the API (Hypothesis, through the Flask test client), for every game.

Each example opens a table, sends a run of documented actions with fields replaced by hostile
values, from the host, a seat, a stranger or nobody; no answer may be a 500, every refusal must
be a JSON error, and the live state must equal a refold of the log read back from the store.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games import all_games
from companion.rng import seeded
from companion.tables import Tables
from web import create_app, limits

GAMES = all_games()
FUZZ = settings(
    max_examples=60,
    derandomize=True,  # the same examples on every run: CI is repeatable
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TABLE_ACTIONS = [
    {"type": "roll", "dice": "2d6"},
    {"type": "roll", "dice": "1d6", "values": [4]},
    {"type": "rolloff"},
    {"type": "undo"},
    {"type": "redo"},
]

nasty = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 8),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", " ", "<script>alert(1)</script>", "👩\u200d👩\u200d👧", "مرحبا", "\u0000", "x" * 300]),
    st.lists(st.one_of(st.integers(-2, 8), st.text(max_size=6)), max_size=6),
    st.dictionaries(st.text(max_size=5), st.integers(-2, 8), max_size=3),
)


def _fields(game: Any) -> list[str]:
    names = {"type", "seat", "by", "id", "seq", "values", "dice", "faces", "delta"}
    for doc in game.actions:
        names.update(doc.example)
    return sorted(names)


def _actions(game: Any) -> st.SearchStrategy[Any]:
    examples = [dict(d.example) for d in game.actions] + TABLE_ACTIONS
    mutated = st.builds(
        lambda base, extra, drop: {**{k: v for k, v in base.items() if k not in drop}, **extra},
        st.sampled_from(examples),
        st.dictionaries(st.sampled_from(_fields(game)), nasty, max_size=3),
        st.sets(st.sampled_from(_fields(game)), max_size=2),
    )
    plain = st.sampled_from(examples)
    # Half the actions as documented (so games get past their first phase), the rest hostile.
    return st.integers(0, 9).flatmap(lambda i: plain if i < 5 else mutated if i < 8 else nasty)


def _app(tmp_path_factory: pytest.TempPathFactory) -> Flask:
    limits.reset()
    db = tmp_path_factory.mktemp("fuzz") / "fuzz.sqlite3"
    return create_app(
        {"TESTING": True, "DATABASE": str(db), "RNG": seeded(5), "JOIN_LIMIT": 10**9, "CREATE_LIMIT": 10**9}
    )


def _check_answer(r: Any) -> Any:
    assert r.status_code < 500, r.get_data(as_text=True)
    body = r.get_json(silent=True)
    if r.status_code >= 400:
        assert body is not None and set(body) == {"error"}, r.get_data(as_text=True)
        assert isinstance(body["error"]["code"], str) and body["error"]["message"]
    return body


def _assert_refolds(engine: Tables, code: str) -> None:
    """The live table equals the fold of its stored log, and its state is plain JSON."""
    live = engine.get(code)
    again = Tables(store=engine.store).get(code)
    assert again.seq == live.seq
    assert again.state == live.state
    assert again.dice == live.dice
    assert (again.groups, again.redo, again.inactive) == (live.groups, live.redo, live.inactive)
    assert json.loads(json.dumps(live.state)) == live.state, "state must be plain JSON"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_fuzzed_actions_never_fail_or_corrupt(game: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    app = _app(tmp_path_factory)
    client = app.test_client()
    engine: Tables = app.extensions["tables"]
    players = max(game.min_players, min(3, game.max_players))

    @FUZZ
    @given(
        st.lists(
            st.tuples(st.sampled_from(["host", 0, 1, "nobody", "stranger"]), _actions(game)),
            min_size=1,
            max_size=12,
        )
    )
    def run(steps: list[tuple[Any, Any]]) -> None:
        r = client.post("/api/tables", json={"game": game.id, "players": [f"P{i}" for i in range(players)]})
        table = _check_answer(r)
        assert r.status_code == 201, table
        code = table["code"]
        tokens: dict[Any, str | None] = {"host": table["host_token"], "nobody": None, "stranger": "x" * 24}
        for s in table["seats"]:
            tokens[s["seat"]] = client.post(f"/api/tables/{code}/join", json={"seat": s["seat"]}).json["token"]
        for who, action in steps:
            token = tokens.get(who if not isinstance(who, int) or who < players else 0)
            headers = {"Authorization": f"Bearer {token}"} if token else {}
            r = client.post(f"/api/tables/{code}/actions", json=action, headers=headers)
            body = _check_answer(r)
            if r.status_code == 200:
                assert body["seq"] == engine.get(code).seq
            elif who in ("nobody", "stranger"):
                assert r.status_code in (400, 401, 403), body
        for path in ("", "/log", "/export.json", "/export.csv"):
            _check_answer(client.get(f"/api/tables/{code}{path}"))
        _check_answer(client.get(f"/t/{code}"))
        _assert_refolds(engine, code)

    run()


player = st.one_of(
    st.fixed_dictionaries({"name": nasty}),
    st.fixed_dictionaries({"name": st.text(min_size=1, max_size=30), "color": nasty}),
    nasty,
)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_fuzzed_new_tables_are_created_whole_or_refused(game: Any, tmp_path_factory: pytest.TempPathFactory) -> None:
    app = _app(tmp_path_factory)
    client = app.test_client()
    engine: Tables = app.extensions["tables"]
    option_names = [o.name for o in game.options] + ["nope"]

    @FUZZ
    @given(
        st.one_of(st.lists(player, max_size=14), nasty),
        st.one_of(st.dictionaries(st.sampled_from(option_names), nasty, max_size=3), nasty),
    )
    def run(players: Any, options: Any) -> None:
        before = len(engine.store.list_tables())
        r = client.post("/api/tables", json={"game": game.id, "players": players, "options": options})
        body = _check_answer(r)
        if r.status_code == 201:
            _check_answer(client.get(f"/api/tables/{body['code']}"))
            _assert_refolds(engine, body["code"])
        else:
            assert r.status_code == 400, body
            assert len(engine.store.list_tables()) == before, "a refused table leaves nothing behind"

    run()

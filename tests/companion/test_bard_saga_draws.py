"""Bard Saga's draws from the Inn entered from the real one (issue #14): same state as the app's draw, bad ones 4xx."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask.testing import FlaskClient

from companion.errors import ActionError
from companion.games.bard_saga import GAME
from companion.games.base import Player, State
from companion.rng import seeded
from scoring import bard_saga as bs
from tests.companion.test_bard_saga import FIELD, conserved, started, state
from tests.conftest import act

PLAYERS = [Player(n, "#000000") for n in ("Ann", "Bob", "Cid")]


def colours(held: dict[str, int]) -> list[str]:
    """A seat's Scrolls as a list of colours, in the rulebook's order."""
    return [c for c in bs.SCROLL_COLOURS for _ in range(held[c])]


def run(st: State, *actions: dict, seat: int | None = None, seed: int = 0) -> State:
    """The state after these actions, each run through the game as the engine would."""
    for a in actions:
        st = GAME.act(st, a, seat, seeded(seed)).state
    return st


def same_game(a: State, b: State) -> bool:
    """Two states of the same game, whoever drew (the option and the entry queue aside)."""
    skip = {"own_components", "to_draw"}
    return {k: v for k, v in a.items() if k not in skip} == {k: v for k, v in b.items() if k not in skip}


def singing(seed: int) -> State:
    """Three players, Ann and Cid with face-down Stories, everyone passed: time to sing."""
    st = GAME.setup(PLAYERS, {"own_components": False}, seeded(seed))
    seeking = [
        {"type": "set_field", "colors": FIELD},
        {"type": "choose_starting", "seat": 0},
        {"type": "declare", "color": "Green"},
    ]
    st = run(st, *seeking)
    for seat, a in [
        (0, {"type": "play", "color": "Red", "face_down": True}),
        (1, {"type": "pass"}),
        (2, {"type": "play", "color": "Blue", "face_down": True}),
        (0, {"type": "play", "color": "Yellow", "face_down": True}),
        (2, {"type": "play", "color": "White"}),
        (0, {"type": "pass"}),
        (2, {"type": "pass"}),
    ]:
        st = run(st, a, seat=seat)
    assert st["phase"] == "singing"
    return st


# -- the same state as the app's draw ----------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_starting_scrolls_entered_give_the_state_the_app_drawing_them_gives(seed: int) -> None:
    by_app = GAME.setup(PLAYERS, {"own_components": False}, seeded(seed))
    own = GAME.setup(PLAYERS, {"own_components": True}, seeded(seed))
    assert own["to_draw"] == [0, 1, 2] and all(sum(s.values()) == 0 for s in own["scrolls"])
    for seat, held in enumerate(by_app["scrolls"]):
        own = run(own, {"type": "draw_start", "seat": seat, "drawn": colours(held)})
    assert own["to_draw"] == [] and same_game(own, by_app)


@pytest.mark.parametrize("seed", [4, 5])
def test_draw_for_me_and_we_drew_the_same_starting_scrolls_agree(seed: int) -> None:
    own = GAME.setup(PLAYERS, {"own_components": True}, seeded(0))
    out = GAME.act(own, {"type": "draw_start"}, 1, seeded(seed))
    assert out[0]["at_table"] is False and len(out[0]["drawn"]) == bs.STARTING_SCROLLS
    entered = GAME.act(own, {"type": "draw_start", "drawn": out[0]["drawn"]}, 1, seeded(seed + 100))
    assert entered[0]["at_table"] is True and entered.state == out.state


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_singing_random_scrolls_entered_give_the_state_the_app_drawing_them_gives(seed: int) -> None:
    st = singing(seed)
    by_app = GAME.act(st, {"type": "sing"}, None, seeded(seed))
    drawn = by_app[0]["drawn"]
    assert [len(d) for d in drawn] == [2, 0, 1] and by_app[0]["at_table"] is False
    entered = GAME.act(st, {"type": "sing", "drawn": drawn}, None, seeded(seed + 50))
    assert entered[0]["at_table"] is True and entered.state == by_app.state


def test_a_card_effects_draw_entered_equals_the_apps() -> None:
    st = singing(7)
    by_app = GAME.act(st, {"type": "draw", "seat": 1, "count": 3}, None, seeded(8))
    entered = GAME.act(st, {"type": "draw", "seat": 1, "count": 3, "drawn": by_app[0]["drawn"]}, None, seeded(9))
    assert len(by_app[0]["drawn"]) == 3 and entered.state == by_app.state
    assert sum(entered.state["scrolls"][1].values()) == sum(st["scrolls"][1].values()) + 3


def test_an_inn_running_out_takes_fewer_entries() -> None:
    st = singing(2)
    # All the Inn but one Blue goes to Bob (a card effect). Bob passed first: Bob, Cid, then Ann sing.
    take = {c: n - (c == "Blue") for c, n in st["inn"].items() if n - (c == "Blue")}
    st = run(st, {"type": "adjust", "seat": 1, "scrolls": take})
    assert sum(st["inn"].values()) == 1
    # Cid's White (= Green) finds no Green; his face-down Story draws the Blue; Ann's two find nothing.
    out = GAME.act(st, {"type": "sing", "drawn": [[], [], ["Blue"]]}, None, seeded(0))
    assert out[0]["drawn"] == [[], [], ["Blue"]] and sum(out.state["inn"].values()) == 0
    with pytest.raises(ActionError, match=r"'drawn' for Ann \(2 face-down Stories\): the draw gives 0 Scrolls, not 1"):
        GAME.act(st, {"type": "sing", "drawn": [["Red"], [], ["Blue"]]}, None, seeded(0))


# -- the table waits for its own Inn ----------------------------------------------------------------


def test_own_inn_the_table_waits_for_every_players_starting_scrolls(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = new_table("bard-saga", ["Ann", "Bob"], {"own_components": True})
    act(client, table, {"type": "set_field", "colors": FIELD}, "host")
    act(client, table, {"type": "choose_starting", "seat": 1}, "host")
    st = state(client, table)
    assert st["inn"] == bs.INN_CONTENTS and st["prompt"] == {
        "seats": [0, 1],
        "do": "draw 2 Scrolls",
    }
    r = act(client, table, {"type": "declare", "color": "Red"}, 1, status=400)
    assert r["error"]["message"] == "first enter the starting Scrolls drawn from the Inn: Ann, Bob"
    st = act(client, table, {"type": "draw_start", "drawn": ["Red", "Red"]}, 0)["state"]
    assert st["scrolls"][0]["Red"] == 2 and st["inn"]["Red"] == 8 and st["prompt"]["seats"] == [1]
    answer = act(client, table, {"type": "draw_start"}, 1)  # "Draw for me": the app draws Bob's two
    assert answer["events"][0]["text"].endswith(" (drawn by the app)")
    st = act(client, table, {"type": "declare", "color": "Red"}, 1)["state"]
    assert st["phase"] == "seeking" and conserved(st)
    log = client.get(f"/api/tables/{table['code']}/log").json
    assert "Ann's starting Scrolls: Red, Red (drawn at the table)" in [e["text"] for e in log]


def test_we_drew_replaces_the_starting_scrolls_the_app_drew(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = new_table("bard-saga", ["Ann", "Bob"])
    st = state(client, table)
    assert st["prompt"]["do"].startswith("tell the top colour")  # the app drew: nobody waits for Scrolls
    r = act(client, table, {"type": "draw_start"}, 0, status=400)
    assert "Ann holds the starting Scrolls already" in r["error"]["message"]
    st = act(client, table, {"type": "draw_start", "drawn": ["Yellow", "Blue"]}, 0)["state"]
    assert colours(st["scrolls"][0]) == ["Blue", "Yellow"] and conserved(st)


def test_sing_and_draw_logs_say_who_drew(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    act(client, table, {"type": "play", "color": "Red", "face_down": True}, 0)
    r = act(client, table, {"type": "draw", "count": 1, "drawn": ["Blue"]}, 1)
    assert r["events"][0]["text"] == "Bob draws Blue from the Inn (card effect) (drawn at the table)"
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    r = act(client, table, {"type": "sing", "drawn": [["Green"], []]}, 1)
    text = r["events"][0]["text"]
    assert "Ann takes 1 Green (random: Green, drawn at the table)" in text
    assert text.endswith("Bob is the Starting Player")  # nothing after it: it was never drawn


# -- bad entries: a 4xx naming what is wrong, nothing changed -------------------------------------------


def empty_red(client: FlaskClient, table: dict) -> None:
    """Every Red Scroll of the Inn goes to Bob (a card effect): the Inn has no Red left."""
    act(client, table, {"type": "adjust", "seat": 1, "scrolls": {"Red": state(client, table)["inn"]["Red"]}}, "host")


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ({"type": "draw_start", "drawn": ["Blue"]}, "'drawn' for Ann: the draw gives 2 Scrolls, not 1"),
        ({"type": "draw_start", "drawn": ["Blue", "Gold"]}, "'drawn' for Ann: 'Gold' is not a Scroll colour"),
        ({"type": "draw_start", "drawn": ["Red", "Blue"]}, "'drawn' for Ann: the Inn has no Red Scroll left"),
        ({"type": "draw_start", "drawn": "Red, Blue"}, "'drawn' must list the Scroll colours"),
        ({"type": "draw_start", "seat": 4, "drawn": ["Blue", "Blue"]}, "'seat' must be between 0 and 1"),
        ({"type": "draw_start"}, "Ann holds the starting Scrolls already"),
    ],
)
def test_bad_starting_entries(new_table: Callable[..., dict], client: FlaskClient, action: dict, words: str) -> None:
    table = new_table("bard-saga", ["Ann", "Bob"])
    act(
        client,
        table,
        {"type": "adjust", "seat": 0, "scrolls": {c: -n for c, n in state(client, table)["scrolls"][0].items() if n}},
        "host",
    )
    empty_red(client, table)
    before = state(client, table)
    r = act(client, table, action, 0, status=400)
    assert words in r["error"]["message"]
    assert state(client, table) == before


@pytest.mark.parametrize(
    ("drawn", "words"),
    [
        ([["Blue"]], "one list of Scroll colours per player (2)"),
        ([["Blue"], "Red"], "one list of Scroll colours per player (2)"),
        ([[], []], "'drawn' for Ann (1 face-down Story): the draw gives 1 Scroll, not 0"),
        ([["Blue"], ["Blue"]], "'drawn' for Bob (0 face-down Stories): the draw gives 0 Scrolls, not 1"),
        ([["Red"], []], "'drawn' for Ann (1 face-down Story): the Inn has no Red Scroll left"),
        ([["Purple"], []], "'Purple' is not a Scroll colour"),
    ],
)
def test_bad_singing_entries(new_table: Callable[..., dict], client: FlaskClient, drawn: list, words: str) -> None:
    table = started(new_table, client)
    empty_red(client, table)
    act(client, table, {"type": "play", "color": "Blue", "face_down": True}, 0)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    before = state(client, table)
    r = act(client, table, {"type": "sing", "drawn": drawn}, 0, status=400)
    assert words in r["error"]["message"]
    assert state(client, table) == before


def test_bad_card_effect_draws(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    empty_red(client, table)
    before = state(client, table)
    for action, words in [
        ({"type": "draw", "seat": 0, "count": 1, "drawn": ["Red"]}, "'drawn' for Ann: the Inn has no Red Scroll left"),
        ({"type": "draw", "seat": 0, "count": 2, "drawn": ["Blue"]}, "the draw gives 2 Scrolls, not 1"),
        ({"type": "draw", "seat": 0, "count": 0}, "'count' must be between 1 and 10"),
        ({"type": "draw", "count": 1}, "'draw' needs 'seat'"),
    ]:
        r = act(client, table, action, "host", status=400)
        assert words in r["error"]["message"]
    assert state(client, table) == before


def test_starting_scrolls_only_before_the_first_round(new_table: Callable[..., dict], client: FlaskClient) -> None:
    table = started(new_table, client)
    before = state(client, table)
    r = act(client, table, {"type": "draw_start", "drawn": ["Blue", "Blue"]}, 0, status=400)
    assert "only before the first round" in r["error"]["message"]
    assert state(client, table) == before


def test_openapi_shows_every_new_field(http: FlaskClient) -> None:
    doc = http.get("/api/openapi.json").json
    body = doc["paths"]["/api/tables/{code}/actions"]["post"]["requestBody"]["content"]["application/json"]
    values = [e["value"] for k, e in body["examples"].items() if k.startswith("bard-saga.")]
    with_drawn = {v["type"] for v in values if "drawn" in v}
    assert with_drawn == {"draw_start", "draw", "sing"}
    assert {v["type"] for v in values} == set(GAME.rules.handlers)
    schemas = doc["components"]["schemas"]
    assert {"prompt", "first_player"} <= set(schemas["bard-saga.view"]["properties"])
    assert "at_table" in schemas["bard-saga.event.sang"]["properties"]
    assert {"drawn", "at_table"} <= set(schemas["bard-saga.event.start_drawn"]["properties"])

"""Tales of Danger's Sponsors in play from the real cards (issue #14): entered exactly as the app draws."""

from __future__ import annotations

import pytest

from companion.games import get_game
from companion.games.base import Player
from companion.games.tales_of_danger import draws
from companion.rng import seeded
from tests.companion.test_tales_of_danger import GAME, NAMES, seq, state
from tests.conftest import act
from tests.golden.test_replay import GOLDEN, load

TOD = get_game(GAME)


def _own(new_table, n: int = 3) -> dict:
    return new_table(GAME, NAMES[:n], {"first_player": 0, "own_components": True})


def _log(client, table) -> list[str]:
    return [e["text"] for e in client.get(f"/api/tables/{table['code']}/log").json]


@pytest.mark.parametrize(("n", "k"), [(2, 3), (3, 4)])
def test_own_cards_the_app_waits_for_the_entry(new_table, client, n: int, k: int) -> None:
    table = _own(new_table, n)
    st = state(client, table, 0)
    assert st["sponsors"] is None and st["sponsors_at_table"] is None and st["own_components"] is True
    assert st["sponsors_to_draw"] == k and st["free_sponsors"] == []
    assert st["prompt"] == {"seats": list(range(n)), "do": f"draw {k} Sponsor cards"}
    before = seq(client, table)
    for a in ({"type": "secure_sponsor", "rank": 1}, {"type": "end_turn"}):
        r = act(client, table, a, 0, status=409)
        assert (
            r["error"]["code"] == "sponsors_not_drawn"
            and f"the {k} Sponsors in play are not drawn" in (r["error"]["message"])
        )
    assert seq(client, table) == before and state(client, table, 0) == st


def test_an_entered_draw_gives_the_state_the_app_draw_of_the_same_cards_gives() -> None:
    players = [Player(n, "#000000") for n in NAMES[:3]]
    start = TOD.setup(players, {"first_player": 0, "own_components": True}, seeded(1))
    app = TOD.act(start, {"type": "draw_sponsors"}, None, seeded(42))
    ranks = draws.draw(seeded(42), 3)  # what that seeded app draw gave
    table = TOD.act(start, {"type": "draw_sponsors", "drawn": ranks[::-1]}, 1, seeded(0))
    assert [dict(e) for e in app] == [{"type": "sponsors_drawn", "ranks": ranks, "at_table": False}]
    assert [dict(e) for e in table] == [{"type": "sponsors_drawn", "ranks": ranks, "at_table": True}]
    same = {**table.state, "sponsors_at_table": False}
    assert same == app.state
    # The phones see the same (the odds over the deck included), and play goes on the same way.
    for seat in (None, 0, 1, 2):
        assert {**TOD.view(table.state, seat), "sponsors_at_table": False} == TOD.view(app.state, seat)
    move = {"type": "secure_sponsor", "rank": ranks[2]}
    after_app = TOD.act(app.state, move, 0, seeded(0)).state
    assert {**TOD.act(table.state, move, 0, seeded(0)).state, "sponsors_at_table": False} == after_app


def test_entered_over_the_api_logs_drawn_at_the_table(new_table, client) -> None:
    table = _own(new_table, 3)
    answer = act(client, table, {"type": "draw_sponsors", "drawn": [6, 1, 4, 3]}, 2)
    assert answer["events"][0]["data"] == {"ranks": [1, 3, 4, 6], "at_table": True}
    st = state(client, table, 0)
    assert st["sponsors"] == [1, 3, 4, 6] and st["free_sponsors"] == [1, 3, 4, 6] and st["sponsors_at_table"]
    assert st["prompt"]["seats"] == [0]
    assert _log(client, table)[-1] == "Sponsors in play: ranks 1, 3, 4, 6 (drawn at the table)"
    # Undone, the table waits for the entry again.
    act(client, table, {"type": "undo"}, 2)
    assert state(client, table, 0)["sponsors"] is None


def test_the_app_draws_when_asked_and_logs_drawn_by_the_app(new_table, client) -> None:
    table = _own(new_table, 2)
    act(client, table, {"type": "draw_sponsors"}, "host")
    st = state(client, table, 1)
    assert len(st["sponsors"]) == 3 and st["sponsors"] == sorted(set(st["sponsors"])) and not st["sponsors_at_table"]
    ranks = ", ".join(map(str, st["sponsors"]))
    assert _log(client, table)[-1] == f"Sponsors in play: ranks {ranks} (drawn by the app)"


def test_without_own_cards_the_app_draws_at_setup_and_the_real_cards_replace_it_before_play(new_table, client) -> None:
    table = new_table(GAME, NAMES[:2], {"first_player": 0})
    st = state(client, table, 0)
    assert len(st["sponsors"]) == 3 and st["sponsors_at_table"] is False and st["own_components"] is False
    act(client, table, {"type": "draw_sponsors", "drawn": [2, 5, 6]}, 1)
    assert state(client, table, 0)["sponsors"] == [2, 5, 6]
    act(client, table, {"type": "secure_sponsor", "rank": 5}, 0)
    before = seq(client, table)
    r = act(client, table, {"type": "draw_sponsors", "drawn": [1, 2, 3]}, 1, status=409)
    assert r["error"]["code"] == "too_late" and "before anyone has secured one" in r["error"]["message"]
    assert seq(client, table) == before and state(client, table, 0)["sponsors"] == [2, 5, 6]


@pytest.mark.parametrize(
    ("drawn", "status", "message"),
    [
        ("1,2,3,4", 400, "'drawn' must be a list of the 4 Sponsor ranks"),
        ({"rank": 1}, 400, "'drawn' must be a list"),
        ([1, 2, 3, 7], 400, "drawn[3]: no Sponsor rank 7; the Sponsors are ranks 1 to 6"),
        ([0, 2, 3, 4], 400, "drawn[0]: no Sponsor rank 0"),
        ([1, "2", 3, 4], 400, "drawn[1]: no Sponsor rank '2'"),
        ([1, True, 3, 4], 400, "drawn[1]: no Sponsor rank True"),
        ([1, 2.0, 3, 4], 400, "drawn[1]: no Sponsor rank 2.0"),
        ([1, [2], 3, 4], 400, "drawn[1]: no Sponsor rank [2]"),
        ([1, 3, 3, 4], 400, "lists Sponsor rank 3 twice"),
        ([1, 2, 3], 400, "with 3 players 4 Sponsors are drawn, not 3"),
        ([1, 2, 3, 4, 5], 400, "with 3 players 4 Sponsors are drawn, not 5"),
        ([], 400, "with 3 players 4 Sponsors are drawn, not 0"),
    ],
)
def test_every_bad_entry_is_a_4xx_naming_it_and_changes_nothing(
    new_table, client, drawn: object, status: int, message: str
) -> None:
    table = _own(new_table, 3)
    before, st = seq(client, table), state(client, table, 0)
    r = act(client, table, {"type": "draw_sponsors", "drawn": drawn}, 0, status=status)
    assert message in r["error"]["message"], r
    assert seq(client, table) == before and state(client, table, 0) == st


def test_no_draw_with_four_players_and_no_redraw_over_a_draw(new_table, client) -> None:
    four = new_table(GAME, NAMES[:4], {"own_components": True})
    st = state(client, four, 0)
    assert st["sponsors"] == [1, 2, 3, 4, 5, 6] and st["sponsors_at_table"] is None
    r = act(client, four, {"type": "draw_sponsors", "drawn": [1, 2, 3, 4, 5, 6]}, 0, status=409)
    assert "with 4 players all 6 Sponsors are in play" in r["error"]["message"]
    drawn = new_table(GAME, NAMES[:3])
    before = seq(client, drawn)
    r = act(client, drawn, {"type": "draw_sponsors"}, 0, status=409)
    assert r["error"]["code"] == "already_drawn" and "send 'drawn'" in r["error"]["message"]
    assert seq(client, drawn) == before


def test_old_tables_read_as_drawn_by_the_app_without_own_cards() -> None:
    path = next(p for p in GOLDEN if p.stem.startswith("tales-of-danger"))
    tables, code, rec = load(path)
    table = tables.get(code)
    assert table.options["own_components"] is False
    view = tables.snapshot(code, None)["state"]
    assert view["sponsors"] == rec["state"]["sponsors"]
    assert view["sponsors_at_table"] is None and view["own_components"] is False

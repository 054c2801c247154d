"""One test over every registered game: setup for each player count, a tally, pages, API docs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from companion.games import all_games
from companion.games.base import Game
from companion.rng import seeded
from tests.random_play import play

GAMES = all_games()
STATIC = Path(__file__).resolve().parents[1] / "web" / "static"


def _counts(game: Game) -> list[int]:
    return list(range(game.min_players, min(game.max_players, 8) + 1))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_metadata_is_complete(game: Game) -> None:
    assert game.id and game.id == game.id.lower() and " " not in game.id
    assert game.title and game.summary
    assert 1 <= game.min_players <= game.max_players
    assert game.actions, "every game documents its actions for the OpenAPI document"
    assert (STATIC / "js" / "games" / f"{game.id}.js").exists()


@pytest.mark.parametrize(
    ("game", "n"), [(g, n) for g in GAMES for n in _counts(g)], ids=lambda x: x.id if isinstance(x, Game) else f"{x}p"
)
def test_setup_for_every_player_count_gives_plain_data_and_a_tally(game: Game, n: int) -> None:
    from companion.games.base import Player

    players = [Player(f"P{i}", game.colors[i % len(game.colors)]) for i in range(n)]
    options = {o.name: o.default for o in game.options}
    state = game.setup(players, options, seeded(n))
    assert json.loads(json.dumps(state)) == state, "state must be plain JSON data"
    for seat in [None, *range(n)]:
        json.dumps(game.view(state, seat))
    tally = game.standings(state)
    assert sorted(s["seat"] for s in tally) == list(range(n))
    assert all(1 <= s["place"] <= n for s in tally)
    assert min(s["place"] for s in tally) == 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_pages_and_api_answer_for_a_new_table(client: FlaskClient, game: Game) -> None:
    n = max(game.min_players, min(2, game.max_players))
    r = client.post("/api/tables", json={"game": game.id, "players": [f"P{i}" for i in range(n)]})
    assert r.status_code == 201, r.json
    code = r.json["code"]
    for path in ("/", f"/new/{game.id}", f"/games/{game.id}", f"/t/{code}", f"/t/{code}/qr.svg"):
        assert client.get(path).status_code == 200, path
    snap = client.get(f"/api/tables/{code}").json
    assert snap["game"] == game.id and snap["seq"] == 1
    assert client.get(f"/api/tables/{code}/export.csv").status_code == 200
    page = client.get(f"/t/{code}").get_data(as_text=True)
    assert f"/static/js/games/{game.id}.js" in page


GAMES_PER_COUNT = 50


@pytest.mark.parametrize(
    ("game", "n"), [(g, n) for g in GAMES for n in _counts(g)], ids=lambda x: x.id if isinstance(x, Game) else f"{x}p"
)
def test_seeded_random_games_play_to_the_end_through_the_table_engine(game: Game, n: int) -> None:
    """Every step keeps state == fold(log), standings answer, and someone can always act before the end."""
    results = [play(game, n, seed) for seed in range(GAMES_PER_COUNT)]
    finished = sum(r.finished for r in results)
    if game.round_cap:
        # Random play need not end these games: they stop after `round_cap` rounds.
        print(f"{game.id} {n}p: {finished}/{len(results)} finished within {game.round_cap} rounds")
    else:
        assert finished == len(results)

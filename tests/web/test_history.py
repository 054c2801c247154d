"""/history on a test database: the plays newest first with their winners, filters, per-player stats, exports."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.plays import export
from tests.conftest import act
from tests.plays.support import GAMES, finish, ticking


def score_pad(new_table, client: FlaskClient, scores: dict[str, int], **options) -> dict:
    """A finished score pad table with these totals (names in seat order)."""
    table = new_table("score-pad", list(scores), options or None)
    for seat, delta in enumerate(scores.values()):
        if delta:
            act(client, table, {"type": "score", "seat": seat, "delta": delta})
    act(client, table, {"type": "finish"})
    return table


@pytest.fixture
def group(app: Flask, client: FlaskClient, new_table) -> list[dict]:
    """Three score pad games of Anna and Boris (one a tie), then one with Clara where the lowest wins."""
    app.extensions["tables"].engine.clock = ticking()  # each action a while after the last: an order to the plays
    made = [
        score_pad(new_table, client, {"Anna": 10, "Boris": 5}),
        score_pad(new_table, client, {"Anna": 3, "Boris": 8}),
        score_pad(new_table, client, {"Anna": 7, "Boris": 7}),
        score_pad(new_table, client, {"Anna": 4, "Clara": 9}, lowest_wins=True),
    ]
    return made


def test_history_lists_the_plays_newest_first_with_their_winners(client: FlaskClient, group) -> None:
    got = client.post("/api/plays", json={}).json
    assert got["mode"] == "all"  # a laptop's SQLite: the group's own server
    winners = [[p["name"] for p in play["players"] if p["winner"]] for play in got["plays"]]
    assert winners == [["Anna"], ["Anna", "Boris"], ["Boris"], ["Anna"]]
    started = [p["started_at"] for p in got["plays"]]
    assert started == sorted(started, reverse=True)
    assert [[p["rank"] for p in play["players"]] for play in got["plays"]] == [[1, 2], [1, 1], [2, 1], [1, 2]]


def test_per_player_stats_count_plays_wins_best_and_average_per_game(client: FlaskClient, group) -> None:
    stats = {s["name"]: s for s in client.post("/api/plays", json={}).json["stats"]}
    # Anna: 10, 3, 7 and 4 (won the first, shared the tie, won the lowest-wins game).
    assert stats["Anna"] == {
        "name": "Anna", "game": "score-pad", "title": "Score pad",
        "plays": 4, "wins": 3, "best": 10, "average": 6.0,
    }  # fmt: skip
    assert (stats["Boris"]["plays"], stats["Boris"]["wins"], stats["Boris"]["best"]) == (3, 2, 8)
    assert stats["Boris"]["average"] == round(20 / 3, 1)
    # Clara played only the game where the lowest wins: her best is her lowest.
    assert (stats["Clara"]["plays"], stats["Clara"]["wins"], stats["Clara"]["best"]) == (1, 0, 9)


def test_score_pads_named_for_different_games_keep_their_own_stats(app: Flask, client: FlaskClient, new_table) -> None:
    """pt120: a 7 Wonders tally and a Sushi Go! game read as "Sushi Go! 2 plays", one best and average over both."""
    app.extensions["tables"].engine.clock = ticking()
    for name, scores in (("7 Wonders", {"Anna": 48, "Boris": 40}), ("Sushi Go!", {"Anna": 24, "Boris": 30})):
        table = new_table("score-pad", list(scores))
        for seat, delta in enumerate(scores.values()):
            act(client, table, {"type": "score", "seat": seat, "delta": delta})
        act(client, table, {"type": "name_game", "name": name}, "host")
        act(client, table, {"type": "finish"})
    anna = [s for s in client.post("/api/plays", json={}).json["stats"] if s["name"] == "Anna"]
    assert sorted((s["title"], s["plays"], s["best"]) for s in anna) == [("7 Wonders", 1, 48), ("Sushi Go!", 1, 24)]


def test_filters_by_player_name_and_game(client: FlaskClient, app: Flask, group) -> None:
    clara = client.post("/api/plays", json={"player": "  CLAR "}).json
    assert len(clara["plays"]) == 1 and [s["name"] for s in clara["stats"]] == ["Clara"]
    assert len(client.get("/api/plays?player=boris").json["plays"]) == 3
    finish(app.extensions["tables"], "minstrels", ["Anna", "Dora"])
    assert len(client.get("/api/plays").json["plays"]) == 5
    only = client.get("/api/plays?game=minstrels").json
    assert [p["game"] for p in only["plays"]] == ["minstrels"]
    assert {(s["name"], s["game"]) for s in only["stats"]} == {("Anna", "minstrels"), ("Dora", "minstrels")}
    assert client.get("/api/plays?game=score-pad&player=dora").json["plays"] == []


def test_every_game_is_in_the_history(app: Flask, client: FlaskClient) -> None:
    engine = app.extensions["tables"]
    for game, n in GAMES.items():
        finish(engine, game, ["Anna", "Boris", "Clara"][:n])
    got = client.get("/api/plays").json["plays"]
    assert sorted(p["game"] for p in got) == sorted(GAMES)
    for play in got:
        table = next(t for t in engine.store.list_tables() if t.game == play["game"])
        t = engine.get(table.code)
        first = [s["seat"] for s in t.game.standings(t.state) if s["place"] == 1]
        assert [p["seat"] for p in play["players"] if p["winner"]] == first


def test_the_csv_and_json_exports_read_back_to_the_same_plays(client: FlaskClient, app: Flask, group) -> None:
    engine = app.extensions["tables"]
    for game, n in GAMES.items():
        finish(engine, game, ["=SUM(A1)", 'O\'Brien, "Ann"', "Аня"][:n])
    shown = client.get("/api/plays").json["plays"]
    as_json = client.get("/history.json")
    assert as_json.status_code == 200 and as_json.mimetype == "application/json"
    assert "attachment" in as_json.headers["Content-Disposition"]
    back = export.from_json(as_json.get_data(as_text=True))
    as_csv = client.post("/history.csv", data={})
    assert as_csv.mimetype == "text/csv"
    assert export.from_csv(as_csv.get_data(as_text=True)) == back
    assert [p.id for p in back] == [p["id"] for p in shown]
    assert [[s.__dict__ for s in p.players] for p in back] == [p["players"] for p in shown]
    assert "'=SUM(A1)" in as_csv.get_data(as_text=True)  # no formula runs in a spreadsheet
    assert {s.name for p in back for s in p.players} >= {"=SUM(A1)", 'O\'Brien, "Ann"', "Аня"}
    # Filters apply to the exports too.
    assert {p.game for p in export.from_json(client.get("/history.json?game=bard-saga").get_data(as_text=True))} == {
        "bard-saga"
    }


@pytest.mark.parametrize(
    "path",
    [
        "/api/plays?game=chess",
        "/api/plays?tz=east",
        "/api/plays?tz=900",
        "/api/plays?tz=1.5",
        "/api/plays?player=" + "x" * 61,
        "/history.csv?game=%00",
        "/history.json?tz=-99999999999999999999",
        "/history/../../etc/bgstats.svg",
        "/history/0123456789abcdef0123/bgstats.svg",
        "/history/not-an-id/bgstats.svg",
        "/p/0123456789abcdef0123",
        "/p/not-an-id",
        "/api/tables/NOPE42/play",
        "/api/tables/" + "X" * 50 + "/play",
    ],
)
def test_bad_query_input_gets_a_4xx(client: FlaskClient, group, path: str) -> None:
    got = client.get(path, headers={"Accept": "application/json"})
    assert 400 <= got.status_code < 500, got.data[:200]
    assert set(got.json["error"]) >= {"code", "message"}


@pytest.mark.parametrize(
    "body",
    [
        [1, 2],
        {"tables": "ABCDEF"},
        {"tables": [{"code": "ABCDEF"}]},
        {"tables": [{"code": 1, "token": "x"}]},
        {"tables": [{"code": "A", "token": "t"}] * 501},
        {"player": 7},
        {"game": ["score-pad"]},
        {"tz": True},
    ],
)
def test_bad_bodies_get_a_400(client: FlaskClient, body) -> None:
    got = client.post("/api/plays", json=body)
    assert got.status_code == 400 and got.json["error"]["code"].startswith("bad_")


def test_a_form_with_a_code_but_no_token_gets_a_400(client: FlaskClient) -> None:
    got = client.post("/history.csv", data={"code": "ABCDEF"}, headers={"Accept": "application/json"})
    assert got.status_code == 400


def test_the_page_speaks_the_phones_language(client: FlaskClient) -> None:
    en = client.get("/history").get_data(as_text=True)
    assert "History of plays" in en and 'value="minstrels"' in en
    de = client.get("/history", headers={"Accept-Language": "de"}).get_data(as_text=True)
    assert "Chronik der Partien" in de and "Alle Spiele" in de and "CSV herunterladen" in de
    ru = client.get("/history", headers={"Accept-Language": "ru"}).get_data(as_text=True)
    assert "История партий" in ru and "Скачать JSON" in ru
    # The page's JS messages come with it.
    assert "An BG Stats senden" in de
    err = client.get("/api/plays?game=chess", headers={"Accept-Language": "de"}).json
    assert err["error"]["message"] == "Es gibt kein Spiel 'chess', nach dem sich filtern ließe"

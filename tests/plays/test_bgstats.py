"""The BG Stats link of a finished play of every game: BG Stats' documented JSON, and a QR code of the same link."""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from flask.testing import FlaskClient

from companion import plays
from companion.plays import bgstats
from tests.plays.qrread import decode_svg
from tests.plays.support import GAMES, finish

NAMES = ["Аня", "Boris", "Clara"]


def decoded(link: str) -> dict:
    """The JSON a BG Stats link carries."""
    parts = urlsplit(link)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com", "/createPlay.html")
    [data] = parse_qs(parts.query, strict_parsing=True)["data"]
    return json.loads(data)


@pytest.mark.parametrize("game", GAMES)
def test_the_link_of_every_game_carries_the_play_with_winner_ranks_and_start_player(
    client: FlaskClient, app, game: str
) -> None:
    engine = app.extensions["tables"]
    made = finish(engine, game, NAMES[: GAMES[game]])
    table = engine.get(made["code"])
    got = client.get(f"/api/tables/{made['code']}/play?tz=-120")
    assert got.status_code == 200, got.json
    data = decoded(got.json["bgstats"])
    assert set(data) == {"sourceName", "sourcePlayId", "playDate", "durationMin", "game", "players"}
    assert data["sourceName"] == "Companion"
    assert re.fullmatch(r"[0-9a-f]{20}", data["sourcePlayId"])
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", data["playDate"])
    assert isinstance(data["durationMin"], int) and data["durationMin"] >= 1
    named = table.state.get("name")  # the score pad's host may name the game (random play does)
    assert data["game"] == {
        "name": named or table.game.title,
        "highestWins": True,
        "noPoints": game == "king-of-all-bards",
        # the name, else the golden options' category
        "sourceGameId": game + (":" + (named or "Gold") if game == "score-pad" else ""),
    }
    places = {s["seat"]: s["place"] for s in table.game.standings(table.state)}
    scores = table.game.scores(table.state)
    players = data["players"]
    assert [p["name"] for p in players] == NAMES[: GAMES[game]]
    for i, p in enumerate(players):
        assert set(p) == {"name", "sourcePlayerId", "score", "winner", "rank", "startPlayer"}
        assert p["rank"] == places[i] and p["winner"] is (places[i] == 1)
        assert p["score"] == (None if scores is None else scores[i])
    assert sum(p["startPlayer"] for p in players) == 1  # BG Stats refuses a play without one
    play = plays.of_code(engine, made["code"])
    assert [p["startPlayer"] for p in players] == [s.start for s in play.players]
    # The same play has the same id from any phone; its QR code holds the short link, which
    # redirects to exactly the link.
    assert client.get(f"/api/tables/{made['code']}/play?tz=-120").json["bgstats"] == got.json["bgstats"]
    svg = client.get(got.json["qr"])
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    short = got.json["short"]
    assert decode_svg(svg.data) == short == f"http://localhost/p/{data['sourcePlayId']}?tz=-120"
    followed = client.get(short.removeprefix("http://localhost"))
    assert followed.status_code == 302 and followed.headers["Location"] == got.json["bgstats"]


def test_play_date_is_the_start_in_the_phones_time_zone() -> None:
    # 2026-12-01 18:30:00 UTC: 19:30 in Berlin (getTimezoneOffset -60), 21:30 in Moscow (-180).
    ts = 1_796_149_800
    assert bgstats.play_date(ts, -60) == "2026-12-01 19:30:00"
    assert bgstats.play_date(ts, -180) == "2026-12-01 21:30:00"
    assert bgstats.play_date(ts, 300) == "2026-12-01 13:30:00"


def test_the_same_name_is_the_same_player_in_every_play() -> None:
    from companion.plays.record import player_id

    assert player_id("Anna") == player_id(" anna ") != player_id("Anne")


def test_a_play_that_is_not_over_has_no_link(client: FlaskClient, new_table) -> None:
    table = new_table("score-pad", ["Anna", "Boris"])
    got = client.get(f"/api/tables/{table['code']}/play")
    assert got.status_code == 404 and got.json["error"]["code"] == "not_finished"

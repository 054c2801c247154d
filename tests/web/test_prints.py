"""PDF downloads: a game's blank sheets and a table's sheets, and errors that name the problem."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.games import all_games
from printables import build
from tests.printables import pdfcheck


def test_blank_score_sheet_opens_a_new_table_on_this_host(client: FlaskClient) -> None:
    r = client.get("/print/score-pad/score.pdf?paper=letter&players=3")
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    assert r.headers["Content-Disposition"] == 'inline; filename="score-pad-score-letter.pdf"'
    page = pdfcheck.read(r.data)[0]
    assert [pdfcheck.opens(c.text) for c in page.codes] == ["http://localhost/new/score-pad"]
    assert round(page.height_mm, 1) == 279.4 and "name 3" in page.text and "name 4" not in page.text


def test_base_url_setting_wins_over_the_host(app: Flask) -> None:
    app.config["BASE_URL"] = "http://10.0.0.7:8000/"
    r = app.test_client().get("/print/score-pad/reference.pdf")
    assert r.status_code == 200
    assert {pdfcheck.opens(c.text) for p in pdfcheck.read(r.data) for c in p.codes} == {
        "http://10.0.0.7:8000/new/score-pad"
    }
    assert r.data == build.blank("score-pad", "reference", "a4", base_url="http://10.0.0.7:8000").pdf


def test_table_sheet_carries_the_names_and_opens_the_table(client: FlaskClient, new_table: Callable[..., dict]) -> None:
    t = new_table("score-pad", ["Мирослава", "Bob"], {"categories": ["Gold", "Wood"]})
    r = client.get(f"/t/{t['code'].lower()}/print/score.pdf?paper=a4")
    assert r.status_code == 200
    assert r.headers["Content-Disposition"] == f'inline; filename="score-pad-{t["code"]}-score-a4.pdf"'
    page = pdfcheck.read(r.data)[0]
    assert [pdfcheck.opens(c.text) for c in page.codes] == [f"http://localhost/t/{t['code']}"]
    for word in ("Мирослава", "Bob", "Gold", "Wood", "Total"):
        assert word in page.text


@pytest.mark.parametrize(
    ("url", "status", "code", "names"),
    [
        ("/print/score-pad/scores.pdf", 400, "bad_sheet", "reference, score"),
        ("/print/score-pad/score.pdf?paper=a3", 400, "bad_paper", "a4, letter"),
        ("/print/score-pad/score.pdf?players=two", 400, "bad_players", "'two'"),
        ("/print/score-pad/score.pdf?players=0", 400, "bad_players", "1 to 12"),
        ("/print/score-pad/score.pdf?colour=red", 400, "bad_query", "'colour'"),
        ("/print/chess/score.pdf", 404, "unknown_game", "'chess'"),
        ("/t/ZZZZZZ/print/score.pdf", 404, "unknown_table", "ZZZZZZ"),
    ],
)
def test_bad_requests_say_what_is_wrong(client: FlaskClient, url: str, status: int, code: str, names: str) -> None:
    r = client.get(url)
    assert r.status_code == status
    assert r.json["error"]["code"] == code and names in r.json["error"]["message"]


def test_players_is_not_a_table_parameter(client: FlaskClient, new_table: Callable[..., dict]) -> None:
    t = new_table("score-pad", ["A", "B"])
    r = client.get(f"/t/{t['code']}/print/reference.pdf?players=4")
    assert r.status_code == 400 and "'players'" in r.json["error"]["message"]


def test_game_page_lists_its_downloads(client: FlaskClient) -> None:
    html = client.get("/games/score-pad").get_data(as_text=True)
    for sheet in build.SHEETS:
        for paper in ("a4", "letter"):
            assert f"/print/score-pad/{sheet}.pdf?paper={paper}" in html


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_every_game_page_links_pdfs_that_download(client: FlaskClient, game: str) -> None:
    html = client.get(f"/games/{game}").get_data(as_text=True)
    assert f"/print/{game}/reference.pdf?paper=a4" in html
    r = client.get(f"/print/{game}/score.pdf?paper=a4")
    assert r.status_code == 200 and r.data.startswith(b"%PDF")

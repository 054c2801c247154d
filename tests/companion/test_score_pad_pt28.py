"""The score pad after pt28: a new round names who started it, on every phone and in every language."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import act


def _last_line(http: FlaskClient, table: dict, lang: str) -> str:
    """The log's latest line as a phone in `lang` reads it."""
    return http.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": lang}).json[-1]["text"]


def test_a_new_round_names_who_started_it(http: FlaskClient, http_new_table) -> None:
    """pt28: "Начинается раунд 2" said nothing of who moved the table on, while a round was left empty."""
    table = http_new_table("score-pad", ["Ana Lovelace", "Bo"], {"categories": ["Gold"], "rounds": 3})
    act(http, table, {"type": "next_round"}, "host")
    said = {lang: _last_line(http, table, lang) for lang in ("en", "de", "ru")}
    assert said == {
        "en": "The host: on to round 2",
        "de": "Der Gastgeber: weiter zu Runde 2",
        "ru": "Хозяин стола: переход к раунду 2",
    }
    act(http, table, {"type": "next_round"}, 1)
    assert _last_line(http, table, "en") == "Bo: on to round 3"
    # Undone, it says what it takes back in the same words, Bo named once (pt46, pt48, pt49).
    act(http, table, {"type": "undo"}, 1)
    assert _last_line(http, table, "en") == "Bo undid: on to round 3"


def test_a_round_entered_at_once_names_who_started_the_next(http: FlaskClient, http_new_table) -> None:
    """A round form without categories moves the table on in the same step: that names its sender too."""
    table = http_new_table("score-pad", ["Ana", "Bo"], {"rounds": 2})
    act(http, table, {"type": "score_round", "scores": {"0": 3, "1": 4}}, 0)
    log = http.get(f"/api/tables/{table['code']}/log").json
    assert [e["text"] for e in log[-2:]] == ["Round 1 entered: Ana +3, Bo +4", "Ana: on to round 2"]


def test_the_end_names_who_ended_the_game(http: FlaskClient, http_new_table) -> None:
    """pt99: "Game over: final standings" said nothing of who ended it."""
    table = http_new_table("score-pad", ["Ana", "Bo"], {"categories": ["Gold"], "rounds": 1})
    act(http, table, {"type": "finish"}, "host")
    said = {lang: _last_line(http, table, lang) for lang in ("en", "de", "ru")}
    assert said == {
        "en": "The host ends the game: final standings",
        "de": "Der Gastgeber beendet das Spiel: Endstand",
        "ru": "Хозяин стола завершает игру: итоговые места",
    }
    act(http, table, {"type": "undo"}, "host")
    act(http, table, {"type": "finish"}, 1)
    assert _last_line(http, table, "en") == "Bo ends the game: final standings"

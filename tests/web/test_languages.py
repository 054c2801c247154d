"""Errors, log lines and pages speak the asking phone's language; the same request in English stays English."""

from __future__ import annotations

import json
import re

import pytest
from flask.testing import FlaskClient

from tests.conftest import act, bearer

DE = {"Accept-Language": "de-DE,de;q=0.9"}
RU = {"Accept-Language": "ru-RU,ru;q=0.9"}


def _error(resp) -> str:
    assert 400 <= resp.status_code < 500, resp.get_data(as_text=True)
    return resp.json["error"]["message"]


def test_an_api_error_speaks_german_to_a_german_phone_and_english_otherwise(client: FlaskClient) -> None:
    body = {"game": "score-pad", "players": []}
    assert _error(client.post("/api/tables", json=body, headers=DE)) == "Punkteblock ist für 1 bis 12 Spieler, nicht 0"
    assert _error(client.post("/api/tables", json=body)) == "Score pad is for 1 to 12 players, not 0"
    assert _error(client.post("/api/tables", json=body, headers={"Accept-Language": "en"})) == (
        "Score pad is for 1 to 12 players, not 0"
    )


def test_the_cookie_beats_accept_language_for_errors(client: FlaskClient) -> None:
    client.set_cookie("lang", "ru")
    r = client.post("/api/tables", json={"game": "score-pad", "players": ["A"], "options": {"rounds": 99}}, headers=DE)
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_option"
    assert r.json["error"]["message"] == "параметр 'rounds' должен быть не больше 50"


@pytest.mark.parametrize(
    ("headers", "message"),
    [
        (DE, "'x' ist keine Würfelangabe; schreib sie wie 2d6, 1d20+3 oder 3d4-1"),
        (RU, "'x' — не запись кубиков; пиши так: 2d6, 1d20+3 или 3d4-1"),
        ({}, "'x' is not a dice spec; write it like 2d6, 1d20+3 or 3d4-1"),
    ],
)
def test_an_engine_error_of_an_action_is_translated(client: FlaskClient, new_table, headers, message) -> None:
    t = new_table()
    r = client.post(
        f"/api/tables/{t['code']}/actions",
        json={"type": "roll", "dice": "x"},
        headers={**bearer(t["seats"][0]["token"]), **headers},
    )
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_dice"
    assert _error(r) == message


def test_russian_plural_forms_in_an_error(client: FlaskClient, new_table) -> None:
    t = new_table()
    said = []
    for n in (1, 2, 5):
        dice = f"{n}d6"
        r = client.post(
            f"/api/tables/{t['code']}/actions",
            json={"type": "roll", "dice": dice, "values": []},
            headers={**bearer(t["seats"][0]["token"]), **RU},
        )
        said.append(_error(r))
    assert said == [
        "для 1d6 нужно ровно 1 значение",
        "для 2d6 нужно ровно 2 значения",
        "для 5d6 нужно ровно 5 значений",
    ]


def test_http_errors_and_the_token_check_are_translated(client: FlaskClient, new_table) -> None:
    assert _error(client.get("/api/nowhere", headers=DE)) == "unter /api/nowhere gibt es nichts"
    t = new_table()
    r = client.post(f"/api/tables/{t['code']}/actions", json={"type": "undo"}, headers={**bearer("x" * 20), **RU})
    assert r.status_code == 403 and _error(r) == "это не токен места или хозяина этого стола"
    r = client.post(f"/api/tables/{t['code']}/actions", json={"type": "undo"}, headers={**bearer("x" * 20)})
    assert _error(r) == "that token is not a seat or host token of this table"


def test_log_lines_speak_the_readers_language(client: FlaskClient, new_table) -> None:
    t = new_table()
    act(client, t, {"type": "score", "seat": 1, "delta": 3})
    act(client, t, {"type": "undo"})
    texts = {
        lang: [e["text"] for e in client.get(f"/api/tables/{t['code']}", headers=h).json["log"]][-2:]
        for lang, h in (("en", {}), ("de", DE), ("ru", RU))
    }
    # Red typed it for Blue: the line names Red, in each language too.
    assert texts["en"] == ["Blue scored +3 (changed by Red)", "Red undid: Blue scored +3 (changed by Red)"]
    assert texts["de"] == [
        "Blue bekommt +3 (geändert von Red)",
        "Red macht rückgängig: „Blue bekommt +3 (geändert von Red)“",
    ]
    assert texts["ru"] == ["Blue: +3 (правка: Red)", "Red отменяет: «Blue: +3 (правка: Red)»"]


def test_a_line_the_host_changed_says_so_in_good_german_and_russian(client: FlaskClient, new_table) -> None:
    t = new_table()
    act(client, t, {"type": "score", "seat": 1, "delta": 3}, "host")
    texts = {
        lang: client.get(f"/api/tables/{t['code']}", headers=h).json["log"][-1]["text"]
        for lang, h in (("en", {}), ("de", DE), ("ru", RU))
    }
    # "von der Gastgeber" was the German slip (pt3): the host is "vom Gastgeber" after "von".
    assert texts == {
        "en": "Blue scored +3 (changed by the host)",
        "de": "Blue bekommt +3 (geändert vom Gastgeber)",
        "ru": "Blue: +3 (изменено хозяином стола)",
    }


def test_a_page_says_its_language_and_offers_the_switch(client: FlaskClient) -> None:
    resp = client.get("/new/score-pad", headers=RU)
    html = resp.get_data(as_text=True)
    assert resp.headers["Content-Language"] == "ru"
    assert "Добавить игрока" in html and "Add player" not in html
    # the three languages, each by its own name and marked as that language; the current one pressed
    switch = r'<button type="button" class="btn small lang" lang="(\w+)" data-lang="\w+" aria-pressed="(\w+)">([^<]+)<'
    buttons = re.findall(switch, html)
    assert buttons == [("en", "false", "English"), ("de", "false", "Deutsch"), ("ru", "true", "Русский")]
    # default player names, option labels and the game's title go through the catalogs too
    colors = json.loads(re.search(r'<script id="game-colors" type="application/json">(.*?)</script>', html).group(1))
    assert colors["names"][:2] == ["Красный", "Синий"] and "Категории (строки)" in html
    assert "<title>Новый стол · Блокнот очков</title>" in html


def test_the_games_list_of_the_api_is_translated_and_english_by_default(client: FlaskClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games", headers=DE).json}
    assert games["score-pad"]["title"] == "Punkteblock"
    assert games["score-pad"]["options"][0]["label"] == "Kategorien (Zeilen)"
    assert {g["id"]: g for g in client.get("/api/games").json}["score-pad"]["title"] == "Score pad"


def test_an_empty_message_stays_empty() -> None:
    """gettext("") is the catalog's header: an option without help must not show it."""
    from companion import i18n

    with i18n.using("de"):
        assert i18n._("") == ""


def test_an_undo_of_ones_own_move_names_them_once(client: FlaskClient, new_table) -> None:
    """pt46, pt48, pt49: "Zoë undid: Zoë scored +60 (Quests, round 1)" said the name twice in a run-on toast.

    pt115: German "Blue macht rückgängig: bekommt +3" read as a gain: the line taken back is quoted.
    """
    t = new_table()
    act(client, t, {"type": "score", "seat": 1, "delta": 3}, seat=1)
    act(client, t, {"type": "undo"}, seat=1)
    act(client, t, {"type": "redo"}, seat=1)
    texts = {
        lang: [e["text"] for e in client.get(f"/api/tables/{t['code']}", headers=h).json["log"]][-2:]
        for lang, h in (("en", {}), ("de", DE), ("ru", RU))
    }
    assert texts["en"] == ["Blue undid: scored +3", "Blue redid: scored +3"]
    assert texts["de"] == ["Blue macht rückgängig: „bekommt +3“", "Blue stellt wieder her: „bekommt +3“"]
    assert texts["ru"] == ["Blue отменяет: «+3»", "Blue возвращает: «+3»"]
    # Another's move keeps both names (the host took back Blue's: test_log_lines_speak_the_readers_language).
    act(client, t, {"type": "undo"}, seat="host")
    assert client.get(f"/api/tables/{t['code']}").json["log"][-1]["text"] == "The host undid: Blue scored +3"


def test_a_german_undo_of_a_line_in_the_perfect_says_hat_once(client: FlaskClient, new_table) -> None:
    """pt65: "Henrietta hat rückgängig gemacht: hat den Gönner mit Rang 6 gewonnen" (the "hat" twice)."""
    t = new_table("tales-of-danger", ["Ann", "Henrietta", "Cy"], {"first_player": 1})
    act(client, t, {"type": "secure_sponsor", "rank": 4, "start": 2, "market": 2, "max": 6}, seat=1)
    act(client, t, {"type": "undo"}, seat=1)
    line = client.get(f"/api/tables/{t['code']}", headers=DE).json["log"][-1]["text"]
    assert line.startswith("Henrietta macht rückgängig: „hat den Gönner mit Rang 4"), line
    assert line.count("hat ") == 1, line


def test_the_russian_act_1_prompt_says_the_sponsor_is_optional(client: FlaskClient, new_table) -> None:
    """pt66: "завербовать 2 персонажа (и покровителя)" read as a Sponsor required (English, German: optional)."""
    t = new_table("tales-of-danger", ["Ann", "Bob", "Cy"], {"first_player": 0})
    prompts = {
        lang: client.get(f"/api/tables/{t['code']}", headers=h).json["state"]["prompt"]["do"]
        for lang, h in (("en", {}), ("de", DE), ("ru", RU))
    }
    assert prompts == {
        "en": "recruit 2 People (Sponsor optional)",
        "de": "2 Personen anwerben (Gönner optional)",
        "ru": "2 персонажа; покровитель по желанию",
    }

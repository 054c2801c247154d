"""Bard Saga over the API in German and Russian: its refusals, log lines, prompt and facts in the caller's language."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from companion import i18n
from tests.browser.untranslated import english_in
from tests.conftest import bearer

FIELD = ["Red", "Blue", "Green", "Yellow", "White", "Red", "Blue", "Green", "Yellow"]
NAMES = {"de": ["Anna", "Bernd"], "ru": ["Аня", "Борис"]}


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    """The test client runs requests in this thread: their language must not outlive the test."""
    yield
    i18n.activate(i18n.DEFAULT)


def post(client: FlaskClient, table: dict, action: dict, lang: str, seat: int | str = "host") -> Any:
    """One action in `lang` (Accept-Language), as the host or a seat; the response."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    headers = {**bearer(token), "Accept-Language": lang}
    return client.post(f"/api/tables/{table['code']}/actions", json=action, headers=headers)


def started(client: FlaskClient, new_table, lang: str) -> dict:
    """A two-player table in `lang`, set up: the Field told, Anna (Аня) starts, white is Green."""
    table = new_table("bard-saga", NAMES[lang])
    for action in (
        {"type": "set_field", "colors": FIELD},
        {"type": "choose_starting", "seat": 0},
        {"type": "declare", "color": "Green"},
    ):
        assert post(client, table, action, lang).status_code == 200
    return table


def error(resp: Any) -> dict:
    """The error body of a refused action (a 4xx, never a 500)."""
    assert 400 <= resp.status_code < 500, resp.json
    return resp.json["error"]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", "Man kann jetzt nicht passen: Das Spiel wird aufgebaut"),
        ("ru", "сейчас нельзя спасовать: идёт подготовка к игре"),
    ],
)
def test_a_refusal_speaks_the_callers_language(client: FlaskClient, new_table, lang: str, expected: str) -> None:
    table = new_table("bard-saga", NAMES[lang])
    err = error(post(client, table, {"type": "pass"}, lang))
    assert err["code"] == "wrong_phase" and err["message"] == expected
    # The same refusal to an English phone stays English.
    assert error(post(client, table, {"type": "pass"}, "en"))["message"] == "cannot pass now: the game is being set up"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", "Bernd ist am Zug, nicht Anna"),
        ("ru", "сейчас ходит Борис, а не Аня"),
    ],
)
def test_not_your_turn_names_both_players(client: FlaskClient, new_table, lang: str, expected: str) -> None:
    table = started(client, new_table, lang)
    assert post(client, table, {"type": "pass"}, lang, seat=0).status_code == 200
    err = error(post(client, table, {"type": "pass"}, lang, seat=0))
    assert (err["code"], err["message"]) == ("not_your_turn", expected)


@pytest.mark.parametrize(
    ("lang", "count", "expected"),
    [
        ("de", 1, "'drawn' für Anna: Der Zug ergibt 2 Schriftrollen, nicht 1"),
        ("ru", 1, "'drawn' для Аня: из Трактира вытягивается 2 Свитка, а не 1"),
        ("ru", 3, "'drawn' для Аня: из Трактира вытягивается 2 Свитка, а не 3"),
    ],
)
def test_a_wrong_draw_is_told_with_the_right_plural(
    client: FlaskClient, new_table, lang: str, count: int, expected: str
) -> None:
    table = new_table("bard-saga", NAMES[lang], {"own_components": True})
    err = error(post(client, table, {"type": "draw_start", "seat": 0, "drawn": ["Red"] * count}, lang))
    assert (err["code"], err["message"]) == ("bad_draw", expected)


def test_russian_plural_forms_of_a_give_back(client: FlaskClient, new_table) -> None:
    """One, few and many: 1 Свиток, 2 Свитка, 5 Свитков (the face-down count of a sing entry too)."""
    table = started(client, new_table, "ru")
    for _ in range(5):
        assert post(client, table, {"type": "play", "face_down": True, "color": "Red"}, "ru", seat=0).status_code == 200
        assert post(client, table, {"type": "play", "color": "Blue"}, "ru", seat=1).status_code == 200
    assert post(client, table, {"type": "pass"}, "ru", seat=0).status_code == 200
    assert post(client, table, {"type": "pass"}, "ru", seat=1).status_code == 200
    err = error(post(client, table, {"type": "sing", "drawn": [[], []]}, "ru"))
    assert err["message"] == "'drawn' для Аня (5 Историй рубашкой вверх): из Трактира вытягивается 5 Свитков, а не 0"


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_log_lines_prompt_and_facts_are_in_the_callers_language(client: FlaskClient, new_table, lang: str) -> None:
    table = started(client, new_table, lang)
    post(client, table, {"type": "play", "color": "Red", "art": "Harp"}, lang, seat=0)
    post(client, table, {"type": "pass"}, lang, seat=1)
    answer = post(client, table, {"type": "pass"}, lang, seat=0).json
    texts = [e["text"] for e in client.get(f"/api/tables/{table['code']}/log", headers={"Accept-Language": lang}).json]
    game_lines = texts[-6:]  # the table's own opening lines are the chrome's
    expected = {
        "de": [
            "Die Auslage: Rot, Blau, Grün, Gelb, Weiß, Rot, Blau, Grün, Gelb",
            "Anna hat zuletzt laut gesungen: Startspieler",
            "Runde 1: Anna sagt an, weiße Karten sind Grün",
            "Anna spielt eine Geschichte in Rot aus, Motiv wie die Legende",
            "Bernd passt (1.)",
            "Anna passt (2.)",
        ],
        "ru": [
            "Поле: Красный, Синий, Зелёный, Жёлтый, Белый, Красный, Синий, Зелёный, Жёлтый",
            "Первый игрок: Аня (кто последним пел вслух)",
            "Раунд 1: Аня объявляет белые карты: Зелёный",
            "Аня играет Историю: Красный, рисунок как у Легенды",
            "Борис пасует (1-й пас)",
            "Аня пасует (2-й пас)",  # pt90: "(2-м)" is a man's ending; the pass is counted, not her
        ],
    }[lang]
    assert game_lines == expected
    assert english_in(game_lines, lang, set(NAMES[lang])) == []
    do = answer["state"]["prompt"]["do"]
    # The singing is for the whole table (the first to pass may have no Story of their own), named as
    # the rulebook's phase (pt37: "for the whole table" read as singing aloud).
    assert english_in([do], lang) == [] and re.search(r"Siegesgesang für alle|Победную песнь за всех", do), do
    sang = post(client, table, {"type": "sing"}, lang).json["events"][-1]["text"]
    assert sang.startswith(
        {"de": "Siegesgesang: Anna nimmt 1 Rot; sonst nimmt niemand etwas", "ru": "Победная песнь: "}[lang]
    )
    assert english_in([sang], lang, set(NAMES[lang])) == []


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_table_page_sends_the_names_in_its_language(client: FlaskClient, new_table, lang: str) -> None:
    """Colours, arts and phases reach the phone translated with the page; the data keeps English keys."""
    table = new_table("bard-saga", NAMES[lang])
    html = client.get(f"/t/{table['code']}", headers={"Accept-Language": lang}).get_data(as_text=True)
    facts = json.loads(re.search(r'<script id="table-data" type="application/json">(.*?)</script>', html).group(1))[
        "facts"
    ]
    words = {"de": ("Rot", "Geschichtensuche"), "ru": ("Красный", "Поиск историй")}[lang]
    assert (facts["names"]["Red"], facts["phases"]["seeking"]) == words
    assert "Harp" not in facts["names"] and "Harp" in facts["arts"]  # an art key is said by no card (pt42)
    assert facts["scroll_colours"] == ["Red", "Blue", "Yellow", "Green"]
    deck_names = client.get(f"/api/tables/{table['code']}", headers={"Accept-Language": lang}).json["state"]
    assert deck_names["deck_names"][0] == {"de": "oben links", "ru": "вверху слева"}[lang]


def test_the_shared_victory_asks_the_whole_group_to_sing_in_russian() -> None:
    """pt37: "Спой об этом песню" spoke to one player; the winners are many (and "Спойте" is the polite form)."""
    said = i18n.translations("ru", "js").gettext("A shared victory: {names}! Sing a song about it.")
    assert "Победители поют" in said and "Спой" not in said, said

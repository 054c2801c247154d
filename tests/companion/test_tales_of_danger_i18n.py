"""Tales of Danger in German and Russian over the API: errors, log lines, the view, plural forms, the glossary."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from companion import i18n
from companion.games.base import Player
from companion.games.tales_of_danger import GAME
from companion.games.tales_of_danger.words import words
from companion.i18n_catalogs import po_path
from scoring.tales_of_danger.costs import check_payment
from tests.browser.untranslated import glossary
from tests.companion.test_tales_of_danger import prepare, state, to_act3
from tests.companion.test_tales_of_danger_prompt import _play_out
from tests.conftest import bearer

AREA = i18n.area_of_game("tales-of-danger")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """The test client runs requests in the test's own context: leave English to the next test."""
    with i18n.using(i18n.DEFAULT):
        yield


NAMES = {"en": ["Ann", "Bob"], "de": ["Anna", "Bernd"], "ru": ["Аня", "Борис"]}


def _post(client: FlaskClient, table: dict, action: dict, seat: int, lang: str):
    headers = {**bearer(table["seats"][seat]["token"]), "Accept-Language": lang}
    return client.post(f"/api/tables/{table['code']}/actions", json=action, headers=headers)


NOT_YOUR_TURN = {
    "en": "it is Ann's turn, not Bob's: only they can secure a Sponsor (the last step of an Act 1 turn)",
    "de": "Anna ist am Zug, nicht Bernd: nur Anna kann einen Gönner gewinnen (der letzte Schritt eines Zugs in Akt 1)",
    "ru": "сейчас ходит Аня, а не Борис: только Аня может заручиться покровителем (последний шаг хода в акте 1)",
}
DOES_NOT_PAY = {
    "en": "Does not pay: missing 3 Crew.",
    "de": "Reicht nicht. Es fehlt: 3 Mannschaft.",
    "ru": "Оплаты не хватает: нужно ещё экипаж 3.",
}
TWO_CARDS = {
    "en": "'costs' must hold exactly 2 cards, not 1",
    "de": "'costs' muss genau 2 Karten enthalten, nicht 1",
    "ru": "в 'costs' должно быть ровно 2 карты, а не 1",
}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_refused_action_says_why_in_the_phone_language(http_new_table, http, lang: str) -> None:
    table = http_new_table("tales-of-danger", NAMES[lang], {"first_player": 0})
    before = http.get(f"/api/tables/{table['code']}").json["seq"]
    r = _post(http, table, {"type": "secure_sponsor", "rank": state(http, table)["sponsors"][0]}, 1, lang)
    assert r.status_code == 409 or r.status_code == 400, r.json
    assert r.json["error"]["code"] == "not_your_turn"
    assert r.json["error"]["message"] == NOT_YOUR_TURN[lang]
    assert http.get(f"/api/tables/{table['code']}").json["seq"] == before  # nothing half-applied
    to_act3(http, table)
    r = _post(http, table, {"type": "prepare_segment", "difficulty": 2, "costs": ["crew"]}, 0, lang)
    assert (r.status_code, r.json["error"]["message"]) == (400, TWO_CARDS[lang])
    prepare(http, table, 0, ["illness"])  # the first Segments from the highest Sponsor: seat 0's
    prepare(http, table, 1)
    r = _post(http, table, {"type": "complete_segment", "journal": 1}, 0, lang)
    assert (r.status_code, r.json["error"]["code"]) == (400, "does_not_pay")
    assert r.json["error"]["message"] == DOES_NOT_PAY[lang]


def test_the_language_cookie_wins_over_the_browser(http_new_table, http) -> None:
    table = http_new_table("tales-of-danger", NAMES["ru"], {"first_player": 0})
    http.set_cookie("lang", "ru")
    r = _post(http, table, {"type": "end_turn"}, 1, "de")
    assert r.json["error"]["message"].startswith("сейчас ходит Аня, а не Борис")


def _log(client: FlaskClient, table: dict, lang: str | None) -> list[str]:
    headers = {"Accept-Language": lang} if lang else {}
    return [e["text"] for e in client.get(f"/api/tables/{table['code']}/log", headers=headers).json]


LINES = {
    "de": [
        "Anna hat den Gönner mit Rang {r0} gewonnen und geht in Akt 2",
        "Anna hat den Zug beendet; als Nächstes ist Bernd dran",
        "Die Hand von Bernd ist voll",
        "Akt 3 beginnt: Anna (Gönner mit Rang {r0}) hat den ersten Zug",
        "Anna hat einen Abschnitt der Schwierigkeit 1 vorbereitet: Guter Fang! (keine Kosten, 1 Bonuskarte)",
        "Anna hat einen Abschnitt der Schwierigkeit 1 mit Tagebuch abgeschlossen, 1 Bonuskarte",
        "Schlussrunde: Anna hat 5 Abschnitte abgeschlossen; je ein letzter Zug für Bernd",
        "Spielende: Anna gewinnt mit 15 Punkten",
    ],
    "ru": [
        "Аня: покровитель ранга {r0}, переход в акт 2",
        "Аня завершает ход; следующий ход: Борис",
        "Рука игрока Борис заполнена",
        "Начинается акт 3: первый ход — Аня (покровитель ранга {r0})",
        "Аня готовит этап сложности 1: Отличный улов! (без стоимости, 1 бонусная карта)",
        "Аня завершает этап сложности 1 с журналом, 1 бонусная карта",
        "Финальный круг: Аня завершает 5 этапов; по последнему ходу: Борис",
        "Игра окончена: побеждает Аня, 15 очков",
    ],
}


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_log_lines_are_made_in_the_reader_language(http_new_table, http, lang: str) -> None:
    table = http_new_table("tales-of-danger", NAMES[lang], {"first_player": 0})
    r0 = state(http, table)["sponsors"][0]
    _play_out(http, table, (2, 1))
    lines = _log(http, table, lang)
    for want in LINES[lang]:
        assert want.format(r0=r0) in lines, (want, lines)
    # The same log read without a language is English, as it always was.
    english = _log(http, table, None)
    assert f"{NAMES[lang][0]} secured Sponsor rank {r0} and moves to Act 2" in english
    assert english[-1] == f"Game over: {NAMES[lang][0]} wins with 15 points"


def test_the_view_speaks_the_reader_language(http_new_table, http) -> None:
    table = http_new_table("tales-of-danger", NAMES["de"], {"first_player": 0})
    rank0, rank1 = state(http, table)["sponsors"][:2]
    headers = {**bearer(table["seats"][0]["token"]), "Accept-Language": "de"}
    st = http.get(f"/api/tables/{table['code']}", headers=headers).json["state"]
    assert st["prompt"]["do"] == "2 Personen anwerben (Gönner optional)"
    assert st["text"]["act1"][2] == "Auslage auf 5 Karten auffüllen."
    assert {c["key"]: c["name"] for c in st["cost_cards"]}["illness"] == "Krankheit: 3 Mannschaft"
    assert {c["label"] for c in st["cost_cards"]} >= {"Bad Luck", "Great Fishing!"}  # keys stay English
    _play_out(http, table, (2, 2))
    st = http.get(f"/api/tables/{table['code']}", headers=headers).json["state"]
    assert (
        st["result"]["tie_break"] == f"Gleichstand: der höhere Gönner gewinnt, Rang {rank0} vor Rang {rank1} von Bernd"
    )


def test_the_russian_turn_prompt_says_whom_to_recruit(http_new_table, http) -> None:
    # pt59: "завербовать 2 (покровитель по желанию)" left out the People the English names (and the
    # Sponsor, said at length as before, made three lines at 360 px, 130 %); pt66 read "(и покровителя)",
    # "(and a Sponsor)", as a Sponsor required: "(покровитель?)", as terse as the English "(Sponsor optional)"
    # in two lines ("(покровитель — можно)" took three). pt112, pt116, pt119 read "(покровитель?)" as a question:
    # the People and "Sponsor optional" said plainly, the verb left to the People (with it, three lines at 360 px).
    table = http_new_table("tales-of-danger", NAMES["ru"], {"first_player": 0})
    headers = {**bearer(table["seats"][0]["token"]), "Accept-Language": "ru"}
    st = http.get(f"/api/tables/{table['code']}", headers=headers).json["state"]
    assert st["prompt"]["do"] == "2 персонажа; покровитель по желанию"


def _line(event: dict, lang: str, names: list[str]) -> str:
    with i18n.using(lang):
        return GAME.rules.describe(event, [Player(n, "#000") for n in names])


@pytest.mark.parametrize(
    ("n", "forms"),
    [(1, ("Punkt", "очко")), (3, ("Punkten", "очка")), (5, ("Punkten", "очков")), (21, ("Punkten", "очко"))],
)
def test_plural_forms_in_log_lines_and_the_cost_checker(n: int, forms: tuple[str, str]) -> None:
    over = {"type": "game_over", "points": [n, 0], "standings": [{"seat": 0, "place": 1}, {"seat": 1, "place": 2}]}
    assert _line(over, "de", NAMES["de"]) == f"Spielende: Anna gewinnt mit {n} {forms[0]}"
    assert _line(over, "ru", NAMES["ru"]) == f"Игра окончена: побеждает Аня, {n} {forms[1]}"
    done = {"type": "segment_completed", "seat": 1, "difficulty": 2, "has_journal": False, "bonus": n}
    cards = {1: "бонусная карта", 3: "бонусные карты", 5: "бонусных карт", 21: "бонусная карта"}[n]
    assert _line(done, "ru", NAMES["ru"]) == f"Борис завершает этап сложности 2 без журнала, {n} {cards}"
    with i18n.using("de"):
        msg = check_payment(["great_fishing"] * n, 0, 0).message
    assert msg == f"Bezahlt. Nimm {n} Bonuskarte{'n' if n != 1 else ''} (Guter Fang!)."


def test_the_phone_gets_the_game_words_of_its_language() -> None:
    with i18n.using("ru"):
        w = words()
    assert w["labels"]["Rough Seas"] == "Бурное море" and w["cancels"]["Doctor"] == "Лекарь"
    assert w["values"] == {"start": "Старт", "market": "Рынок", "max": "Макс"}
    with i18n.using("de"):
        assert words()["values"]["start"] == "Anfang"  # the Sponsor card's value, not a start button
    with i18n.using("en"):
        assert words()["values"] == {"start": "Start", "market": "Market", "max": "Max"}


# Each glossary term and how its German and Russian forms begin (inflection changes the endings).
TERMS = [
    ("Segment Cost card", r"Kostenkarte", r"карт\w* стоимости"),
    ("Segment Difficulty", r"Schwierigkeit", r"сложност"),
    ("Move the Story Along", r"Die Geschichte geht weiter", r"Сюжет идёт дальше"),
    ("Great Fishing!", r"Guter Fang!", r"Отличный улов!"),
    ("Rough Seas", r"Raue See", r"Бурное море"),
    ("Bad Luck", r"Pech", r"Невезени"),
    ("Illness", r"Krankheit", r"Болезн"),
    ("Sponsor", r"Gönner", r"покровител"),
    ("Segment", r"Abschnitt", r"этап"),
    ("Journal", r"Tageb[uü]ch", r"журнал"),
    ("Voyage", r"Reise", r"плавани"),
    ("Crew", r"Mannschaft", r"экипаж"),
    ("Supplies", r"Vorr[aä]t", r"припас"),
    ("Supply", r"Vorrat", r"припас"),
    ("Pool", r"Auslage", r"выкладк"),
    ("Forage", r"Streifzug", r"(по)?(иск|ищ)\w* припас"),
    ("Priest", r"Priester", r"священник"),
    ("Doctor", r"Arzt", r"лекар"),
    ("Merchant", r"Kaufmann", r"куп"),
    ("Insider", r"Vertraut", r"доверенн"),
    ("Act", r"Akt", r"акт"),
]


def _translations(lang: str) -> list[tuple[str, str]]:
    """Every (msgid, translation) of the game's catalogs, plural forms each on their own."""
    from babel.messages.pofile import read_po

    out = []
    for domain in ("messages", "js"):
        with po_path(AREA, lang, domain).open("rb") as f:
            for m in read_po(f, locale=lang):
                if m.id:
                    ids = m.id if isinstance(m.id, tuple) else (m.id,)
                    strs = m.string if isinstance(m.string, tuple) else (m.string,)
                    out += [(ids[-1], s) for s in strs]
    return out


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_translations_follow_the_glossary(lang: str) -> None:
    col = 1 if lang == "de" else 2
    rows = {r["en"]: r[lang] for r in glossary(AREA.translations, lang)}
    assert all(r["source"] == "plain" for r in glossary(AREA.translations, lang))  # no known edition
    for term, *forms in TERMS:
        assert re.match(forms[col - 1], rows[term].replace("\u00ad", ""), re.I), (term, rows[term])
    wrong = []
    for msgid, text in _translations(lang):
        rest = re.sub(r"\{\w*\}", " ", msgid)  # placeholders ({crew}) are not words
        for term, *forms in TERMS:  # longest first: "Segment Cost card" is not checked as "Segment"
            if re.search(rf"\b{re.escape(term)}", rest, re.I):
                if not re.search(forms[col - 1], text.replace("\u00ad", ""), re.I):
                    wrong.append((term, msgid, text))
                rest = re.sub(rf"\b{re.escape(term)}\w*", " ", rest, flags=re.I)
    assert wrong == []


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_the_log_button_and_the_journal_cards_have_different_words(lang: str) -> None:
    """pt31: Russian called both the bottom bar's Log and the game's Journal cards «Журнал»."""
    log = i18n.js_messages(lang, ("core",))["Log"]
    journal = {r["en"]: r[lang] for r in glossary(AREA.translations, lang)}["Journal"]
    assert journal.lower() not in log.lower()
    played = i18n.js_messages(lang, (AREA.name,))  # every screen of the game that names a Journal
    assert all(log.lower() not in text.lower() for text in played.values() if isinstance(text, str))

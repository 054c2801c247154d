"""PDF downloads in a language: `?lang=`, else the phone's (its `lang` cookie, else Accept-Language)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask.testing import FlaskClient

from printables import build
from tests.printables import pdfcheck


@pytest.mark.parametrize(
    ("query", "headers", "cookie", "lang"),
    [
        ("?lang=de", {}, None, "de"),
        ("", {"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.5"}, None, "ru"),
        ("", {"Accept-Language": "de"}, "ru", "ru"),  # the phone's one-tap choice wins over the browser's
        ("?lang=en", {"Accept-Language": "de"}, None, "en"),  # the link's language wins over the phone's
        ("", {"Accept-Language": "fr"}, None, "en"),
    ],
)
def test_a_blank_sheet_comes_in_the_language_asked(
    client: FlaskClient, query: str, headers: dict, cookie: str | None, lang: str
) -> None:
    if cookie:
        client.set_cookie("lang", cookie)
    r = client.get(f"/print/tales-of-danger/score.pdf{query}", headers=headers)
    assert r.status_code == 200 and r.mimetype == "application/pdf"
    name = build.filename("tales-of-danger", "score", "a4", lang=lang)
    assert r.headers["Content-Disposition"] == f'inline; filename="{name}"'
    assert r.data == build.blank("tales-of-danger", "score", "a4", base_url="http://localhost", lang=lang).pdf
    page = pdfcheck.read(r.data)[0]
    assert [pdfcheck.opens(c.text) for c in page.codes] == ["http://localhost/new/tales-of-danger"]
    scan = {"en": "Scan: open a new table", "de": "Scannen: neuen Tisch eröffnen", "ru": "Сканируй: новый стол"}
    assert scan[lang] in page.text


def test_a_tables_sheet_in_russian_keeps_its_names(client: FlaskClient, new_table: Callable[..., dict]) -> None:
    t = new_table("score-pad", ["Мирослава", "Bob"], {"categories": ["Gold", "Wood"], "rounds": 2})
    r = client.get(f"/t/{t['code']}/print/score.pdf?lang=ru&paper=letter")
    assert r.status_code == 200
    assert r.headers["Content-Disposition"] == f'inline; filename="score-pad-{t["code"]}-score-letter-ru.pdf"'
    text = pdfcheck.read(r.data)[0].text
    for word in ("Мирослава", "Bob", "Gold", "Wood", "Раунд 2", "Итого", f"Стол {t['code']}"):
        assert word in text


def test_an_unknown_language_is_a_400_in_the_phones_language(client: FlaskClient) -> None:
    r = client.get("/print/minstrels/score.pdf?lang=fr", headers={"Accept-Language": "de"})
    assert r.status_code == 400
    assert r.json["error"]["code"] == "bad_lang"
    assert r.json["error"]["message"] == "lang muss eines von en, de, ru sein, nicht 'fr'"
    r = client.get("/print/minstrels/score.pdf?colour=red", headers={"Accept-Language": "ru"})
    assert r.status_code == 400 and "неизвестный параметр 'colour'" in r.json["error"]["message"]

"""Each phone's language: Accept-Language, the one-tap `lang` cookie over it, never the table's."""

from __future__ import annotations

import json
import re

import pytest
from flask.testing import FlaskClient

from web.i18n import language_of

DESCRIPTION = re.compile(r'<meta name="description" content="([^"]+)">')


def _page(client: FlaskClient, **headers: str) -> tuple[str, dict]:
    html = client.get("/", headers=headers).get_data(as_text=True)
    catalog = json.loads(re.search(r'<script id="i18n" type="application/json">(.*?)</script>', html).group(1))
    return html, catalog


def test_accept_language_picks_the_language(client: FlaskClient) -> None:
    html, catalog = _page(client, **{"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.5"})
    assert '<html lang="ru">' in html
    assert catalog["lang"] == "ru"
    assert DESCRIPTION.search(html).group(1).startswith("Companion: живой")


def test_unsupported_languages_fall_back_to_english(client: FlaskClient) -> None:
    html, catalog = _page(client, **{"Accept-Language": "fr-FR,fr;q=0.9"})
    assert '<html lang="en">' in html and catalog["lang"] == "en"


def test_the_phones_choice_beats_its_browser(client: FlaskClient) -> None:
    client.set_cookie("lang", "de")
    html, catalog = _page(client, **{"Accept-Language": "ru"})
    assert catalog["lang"] == "de" and "Brettspiel" in DESCRIPTION.search(html).group(1)
    assert {"code": "ru", "name": "Русский"} in catalog["languages"]


def test_responses_vary_by_language(client: FlaskClient) -> None:
    resp = client.get("/")
    assert "Accept-Language" in resp.headers["Vary"] and "Cookie" in resp.headers["Vary"]


@pytest.mark.parametrize(
    ("cookie", "accept", "lang"),
    [
        (None, "ru-RU,ru;q=0.9,en;q=0.5", "ru"),
        (None, "fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7", "de"),
        (None, "en;q=0.4,ru;q=0.6", "ru"),
        (None, "de;q=0, en", "en"),
        (None, "de;q=x, ru", "ru"),
        ("theme=dark; lang=ru", "de", "ru"),
        ("lang=xx", "de", "de"),
        (None, None, "en"),
        (None, "de" + ",x" * 10_000, "de"),
    ],
)
def test_language_of_raw_headers(cookie: str | None, accept: str | None, lang: str) -> None:
    assert language_of(cookie, accept) == lang


def test_a_requests_language_ends_with_it(client: FlaskClient) -> None:
    from companion import i18n

    client.get("/", headers={"Accept-Language": "ru"})
    assert i18n.current() == "en"
    t = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json
    tok = client.post(f"/api/tables/{t['code']}/join", json={"seat": 0}).json["token"]
    r = client.post(
        f"/api/tables/{t['code']}/actions",
        json={"type": "score", "seat": 0, "delta": 1},
        headers={"Authorization": f"Bearer {tok}", "Accept-Language": "de"},
    )
    assert r.status_code == 200 and i18n.current() == "en"  # the fast path too

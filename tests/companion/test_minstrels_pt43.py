"""Minstrels after the blind playtest pt43: a refused coin layout said in the game's words, in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion import i18n
from tests.conftest import bearer

WRONG = [[1, 1], [1, 2], [1, 3], [2, 1], [3, 1]]  # 3 coins in column 1, none in column 4 (pt43 a07, b03)
SAYS = {
    "en": "column 1: 3, column 4: 0",
    "de": "Spalte 1: 3, Spalte 4: 0",
    "ru": "столбец 1: 3, столбец 4: 0",
}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A German request leaves German active in this thread: the next test starts in English again."""
    yield
    i18n.activate(i18n.DEFAULT)


@pytest.fixture
def client(app):
    """Languages ride on HTTP headers: the Flask client, not the engine's (new_table uses it too)."""
    return app.test_client()


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_a_wrong_coin_layout_is_refused_in_words_with_no_field_name(client, new_table, lang: str) -> None:
    # pt43 (b03): the German toast read "'coins': 2 Münzen in Spalte 1 ...", the request's field name first.
    t = new_table("minstrels", ["Ann", "Bob"])
    headers = {**bearer(t["seats"][0]["token"]), "Accept-Language": lang}
    for coins in (WRONG, [[1, 1], [1, 1], [2, 1], [3, 1], [4, 1]]):
        r = client.post(
            f"/api/tables/{t['code']}/actions", json={"type": "board_ready", "coins": coins}, headers=headers
        )
        assert r.status_code == 400
        said = r.json["error"]["message"]
        assert "'" not in said and "coins" not in said.split()[0], said
    r = client.post(f"/api/tables/{t['code']}/actions", json={"type": "board_ready", "coins": WRONG}, headers=headers)
    assert SAYS[lang] in r.json["error"]["message"], r.json["error"]["message"]

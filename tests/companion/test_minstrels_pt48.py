"""Minstrels after the blind playtest pt48: short move lines, and the column's bonus named so, in every language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion import i18n
from companion.games.minstrels import words
from tests.companion.test_minstrels_play import client_io, setup_boards

# pt48 (m17): "Bartholomew hat rückgängig gemacht: Bartholomew setzt: Zauberer auf Spalte 1, Feld 4: Zauberer +2 SP"
# ran a toast to 4 lines; the placement's own part is now short, its piece named once.
PLACED = {
    "en": "Ann: Princess on column 1, space 6, +6 VP (took 1 coin)",
    "de": "Ann: Prinzessin auf Spalte 1, Feld 6, +6 SP (1 Münze genommen)",
    "ru": "Ann: Принцесса, столбец 1, клетка 6, +6 ПО (взята 1 монета)",
}
BONUS = {"en": "Column bonus", "de": "Spaltenbonus", "ru": "Бонус столбца"}


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
def test_a_placement_is_said_in_one_short_line(client, new_table, lang: str) -> None:
    t = new_table("minstrels", ["Ann", "Bob"])
    post, _ = client_io(client, t)
    setup_boards(post, 2, [[1, 6], [1, 2], [2, 1], [3, 1], [4, 1]])
    post({"type": "roll_dice", "values": [6, 6]}, 0)
    post({"type": "place", "column": 1, "space": 6, "character": "Princess"}, 0)
    lines = [e["text"] for e in client.get(f"/api/tables/{t['code']}/log", headers={"Accept-Language": lang}).json]
    assert lines[-1] == PLACED[lang]


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_breakdown_names_the_column_bonus(lang: str) -> None:
    # pt48: the end screen's "Where the VP came from" had a bare "Column" row.
    i18n.activate(lang)
    assert words.name("Column") == BONUS[lang]

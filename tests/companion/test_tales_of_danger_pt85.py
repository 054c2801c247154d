"""Tales of Danger after blind playtest pt85: the final turn's prompt reads as one sentence after "Your turn:".

pt85: "Твой ход: последний ход: завершить или поиск припасов" (two colons, "ход" twice); English and
German had the same second colon ("final turn: Complete or Forage").
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from companion import i18n
from tests.companion.test_tales_of_danger import GAME, NAMES, complete, prepare, to_act3
from tests.conftest import act

# The final turn's instruction in each language, as it follows "Your turn: " ("Du bist dran: ", "Твой ход: ").
FINAL = {
    "en": "complete or Forage, one last time",
    "de": "letztmals abschließen oder Streifzug",
    "ru": "завершить или искать припасы напоследок",
}
# The word for a turn, which the phone's own "Your turn:" already says.
TURN = {"en": "turn", "de": "Zug", "ru": "ход"}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """The test client runs requests in the test's own context: leave English to the next test."""
    with i18n.using(i18n.DEFAULT):
        yield


def _final_round(client: FlaskClient, table: dict) -> int:
    """Play to the final round: the first player completes five free Segments, the other forages; the other's seat."""
    st = to_act3(client, table, None)
    first = st["act3_first"]
    other = 1 - first
    for seat in (first, other):
        prepare(client, table, seat)
    for n in range(5):
        complete(client, table, first)
        if n < 4:
            prepare(client, table, first)
            act(client, table, {"type": "forage", "cost": "crew"}, other)
    return other


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_final_turn_prompt_has_no_colon_nor_turn_of_its_own(http_new_table, http, lang: str) -> None:
    table = http_new_table(GAME, NAMES[:2], {"first_player": 0})
    other = _final_round(http, table)  # over HTTP: the prompt is read in the language the phone asks for
    got = http.get(f"/api/tables/{table['code']}", headers={"Accept-Language": lang}).json["state"]
    assert got["final_round"] is not None
    assert got["prompt"] == {"seats": [other], "do": FINAL[lang]}
    # After the phone's "Your turn:" the sentence has one colon, and says "turn" once.
    assert ":" not in got["prompt"]["do"]
    assert TURN[lang] not in got["prompt"]["do"].lower()

"""The score pad's words after pt11: the German tie-break line, one Russian name for the next round."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po
from flask.testing import FlaskClient

from tests.conftest import act

CATALOGS = Path(__file__).resolve().parents[2] / "companion" / "games" / "score_pad" / "translations"


def _js(lang: str) -> dict[str, str]:
    """The phone's messages in `lang`, by their English."""
    with open(CATALOGS / lang / "LC_MESSAGES" / "js.po", "rb") as f:
        return {m.id: m.string for m in read_po(f, locale=lang) if isinstance(m.id, str)}


def test_the_german_tie_break_line_is_german(http: FlaskClient, http_new_table) -> None:
    """pt11: "durch am meisten Relics" is not German; pt15: "durch die meisten Gold" neither ("mehr" fits both)."""
    options = {"categories": ["Gold", "Relics"], "tie_breaker": "Relics"}
    for lowest, said in ((False, "durch Relics: 2 gegen 0"), (True, "durch Relics (weniger gewinnt): 0 gegen 2")):
        table = http_new_table("score-pad", ["Ana", "Bo"], {**options, "lowest_wins": lowest})
        act(http, table, {"type": "score", "seat": 0, "delta": 5, "category": "Gold"})
        act(http, table, {"type": "score", "seat": 1, "delta": 3, "category": "Gold"})
        act(http, table, {"type": "score", "seat": 1, "delta": 2, "category": "Relics"})
        act(http, table, {"type": "finish"})
        state = http.get(f"/api/tables/{table['code']}", headers={"Accept-Language": "de"}).json["state"]
        assert state["decided_by"] == f"Gleichstand entschieden {said}"


def test_the_next_round_button_and_its_question_use_the_same_words() -> None:
    """pt11: Russian "Новый раунд →" on the button, "Следующий раунд" in the question it asks."""
    for lang in ("de", "ru"):
        js = _js(lang)
        button = js["Next round"]  # the button's words (said before "Round 2 →") and the question's answer
        for english in (
            "{n} player has no score for round {round} yet: next round anyway?",
            "{names} has no score for round {round} yet: next round anyway?",
        ):
            asked = read_po_plural(lang, english)
            assert all(button.lower() in form.lower() for form in asked), (lang, asked)


def read_po_plural(lang: str, english: str) -> tuple[str, ...]:
    """Every plural form of a message in `lang`'s phone catalog."""
    with open(CATALOGS / lang / "LC_MESSAGES" / "js.po", "rb") as f:
        return next(tuple(m.string) for m in read_po(f, locale=lang) if isinstance(m.id, tuple) and m.id[0] == english)

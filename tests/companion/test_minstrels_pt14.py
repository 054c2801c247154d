"""Minstrels after the fourteenth blind playtest (issue #26): the road signs named as the rulebook does."""

from __future__ import annotations

import pytest

from companion import i18n
from companion.games.minstrels import words
from tests.browser.untranslated import glossary


@pytest.mark.parametrize(
    ("lang", "five", "three"),
    [
        ("en", "5-point road sign", "3-point road sign"),
        ("de", "5-Punkte-Wegweiser", "3-Punkte-Wegweiser"),
        ("ru", "Указатель на 5 ПО", "Указатель на 3 ПО"),
    ],
)
def test_a_road_sign_is_named_by_its_points(lang: str, five: str, three: str) -> None:
    """pt14: the VP breakdown said "Road sign 3: 3", a sign numbered 3 (the rulebook: "the 3-point road sign")."""
    with i18n.using(lang):
        assert (words.name("Road sign 5"), words.name("Road sign 3")) == (five, three)
    if lang != "en":  # the glossary says the same words
        terms = {r["en"]: r[lang] for r in glossary("companion/games/minstrels/translations", lang)}
        assert (terms["5-point road sign"], terms["3-point road sign"]) == (five, three)

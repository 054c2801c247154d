"""Counts read as words: "1 bonus card", never "1 bonus card(s)" (issue #12, bug 7)."""

from __future__ import annotations

import pytest

from companion import dice
from companion.errors import ActionError
from companion.games.base import Player
from companion.games.tales_of_danger.text import _segment_completed
from companion.words import plural


@pytest.mark.parametrize(("n", "text"), [(0, "0 Tips"), (1, "1 Tip"), (2, "2 Tips")])
def test_plural_is_singular_for_exactly_one(n: int, text: str) -> None:
    assert plural(n, "Tip") == text


def test_a_completed_segment_counts_its_bonus_cards_in_words() -> None:
    players = [Player("Ann", "#c00")]
    one = {"seat": 0, "difficulty": 2, "has_journal": True, "bonus": 1}
    assert _segment_completed(one, players).endswith("with a Journal, 1 bonus card")
    assert _segment_completed({**one, "bonus": 2}, players).endswith(", 2 bonus cards")


def test_a_die_count_mismatch_says_value_or_values() -> None:
    with pytest.raises(ActionError) as one:
        dice.check_values(dice.parse("1d6"), [3, 4])
    assert "exactly 1 value" in str(one.value) and "(s)" not in str(one.value)

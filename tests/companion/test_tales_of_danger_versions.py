"""Tales of Danger rule versions: a table keeps the rules it was opened under (its log replays as recorded)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.errors import ActionError
from companion.games.base import Player
from companion.games.tales_of_danger import GAME
from companion.games.tales_of_danger.checks import RULE_VERSION
from companion.rng import seeded

State = dict[str, Any]


def play(state: State, seat: int, action: dict[str, Any]) -> State:
    """The state after one accepted action (the engine's own act and fold, without a table)."""
    return GAME.act(state, action, seat, seeded(0)).state


def in_act3(version: int | None) -> State:
    """Two players in Act 3 with their first Segments laid out, on a table of this rule version."""
    players = [Player("Ann", "#000"), Player("Bob", "#111")]
    st = GAME.setup(players, {"first_player": 0, "own_components": False}, seeded(1))
    if version is None:
        del st["rule_version"]  # tables opened before rule versions were kept
    else:
        st["rule_version"] = version
    ranks = st["sponsors"]
    for seat in (0, 1):
        st = play(st, seat, {"type": "secure_sponsor", "rank": ranks[seat], "start": 2, "market": 2, "max": 6})
    for seat in (0, 1):
        st = play(st, seat, {"type": "hand_full", "full": True})
    st = play(st, 0, {"type": "end_turn"})
    for seat in (0, 1):
        st = play(st, seat, {"type": "prepare_segment", "difficulty": 1, "costs": ["great_fishing"]})
    return st


def test_new_tables_are_opened_under_todays_rules() -> None:
    assert in_act3(RULE_VERSION)["rule_version"] == RULE_VERSION == 3


def test_a_table_from_before_rule_versions_passes_the_turn_at_the_completion() -> None:
    """Rule version 1 (logs recorded before issue #30): the next Segment waited for the player's next turn."""
    st = in_act3(None)
    first = st["turn"]
    st = play(st, first, {"type": "complete_segment", "journal": 1})
    assert st["turn"] == 1 - first and st["players"][first]["segment"] is None
    st = play(st, 1 - first, {"type": "forage", "cost": "crew"})
    st = play(st, first, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]})
    assert st["turn"] == first  # preparing was not a turn's end then


def test_version_2_keeps_the_turn_until_the_next_segment_is_prepared() -> None:
    st = in_act3(2)
    first = st["turn"]
    st = play(st, first, {"type": "complete_segment", "journal": 1})
    assert st["turn"] == first
    st = play(st, first, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]})
    assert st["turn"] == 1 - first


def _to_act3(version: int, ranks_by_seat: list[int]) -> State:
    """Three players entering Act 3 on a table of this rule version, seat i holding ranks_by_seat[i]."""
    players = [Player(n, "#000") for n in ("Ann", "Bob", "Cid")]
    st = GAME.setup(players, {"first_player": 0, "own_components": False}, seeded(1))
    st["rule_version"] = version
    st = play(st, 0, {"type": "draw_sponsors", "drawn": [1, 2, 3, 4]})
    for seat in range(3):
        st = play(st, seat, {"type": "secure_sponsor", "rank": ranks_by_seat[seat], "start": 2, "market": 2, "max": 6})
    for seat in range(3):
        st = play(st, seat, {"type": "hand_full", "full": True})
    return play(st, 0, {"type": "end_turn"})


def test_version_3_lays_out_the_first_segments_from_the_highest_sponsor_to_the_left() -> None:
    """pt4: all six prepared at once; the rulebook has them one at a time from the highest Sponsor, to the left."""
    st = _to_act3(3, [3, 1, 2])  # Bob holds rank 1: Bob, then Cid, then Ann
    segment = {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]}
    for seat, waiting in ((1, 0), (2, 0), (0, None)):
        assert GAME.view(st, None)["prepares_first"] == seat
        if waiting is not None:
            with pytest.raises(ActionError, match=f"{st['names'][seat]} prepares now, not {st['names'][waiting]}"):
                play(st, waiting, segment)
        st = play(st, seat, segment)
    assert GAME.view(st, None)["prepares_first"] is None and st["turn"] == 1


def test_version_2_tables_keep_laying_out_first_segments_in_any_order() -> None:
    st = _to_act3(2, [3, 1, 2])
    for seat in (0, 2, 1):
        st = play(st, seat, {"type": "prepare_segment", "difficulty": 1, "costs": ["crew"]})
    assert st["turn"] == 1 and all(p["segment"] for p in st["players"])

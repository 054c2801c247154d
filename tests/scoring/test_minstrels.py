"""Minstrels arithmetic: the rulebook's examples and the rulings, one line each."""

from __future__ import annotations

import pytest

from scoring.minstrels.data import CHARACTERS, FACE_OF, HEROES, SUPPLY_BY_PLAYERS, heroes_for
from scoring.minstrels.heroes import placement_gains
from scoring.minstrels.majorities import (
    end_triggered,
    final_standings,
    majority_awards,
    road_signs,
    track_position,
)
from scoring.minstrels.placement import (
    available_columns,
    bandit_chain,
    empty_board,
    filled_columns,
    legal_placements,
    placement_cost,
    quest_result,
    quest_vp,
    shift_cost,
    shift_results,
)
from scoring.minstrels.solo import solo_discard, solo_removal, solo_title


def board(*pieces: tuple[int, int, str]) -> list[list[str | None]]:
    """A board with pieces at (column, space)."""
    b = empty_board()
    for c, s, p in pieces:
        b[c - 1][s - 1] = p
    return b


def vp(b, column, space, character, **kw) -> int:
    """VP of the effect alone (no column bonus)."""
    kw.setdefault("coins", 0)
    return placement_gains(b, column, space, character, **kw)[0].vp


def test_every_logged_source_is_a_score_sheet_row() -> None:
    from scoring.minstrels.data import MAJORITY_VP, SCORE_SOURCES

    assert {f"Road sign {vp}" for vp in MAJORITY_VP} <= set(SCORE_SOURCES)
    assert {"Column", "Task", "Quest", "Coins", *CHARACTERS} <= set(SCORE_SOURCES)


def test_die_faces_follow_the_rulebook() -> None:
    assert CHARACTERS == ("Dragon", "Wizard", "Bandit", "Treasure", "Knight", "Princess")
    assert FACE_OF["Dragon"] == 1 and FACE_OF["Princess"] == 6


@pytest.mark.parametrize(
    ("players", "expected"),
    [(2, (4, 6, 8, 8, 6, 4)), (3, (6, 8, 10, 10, 8, 6)), (1, (6, 8, 10, 10, 8, 6)), (4, (8, 10, 12, 12, 10, 8))],
    ids=["2p", "3p", "solo", "4p"],
)
def test_supply_by_player_count(players: int, expected: tuple[int, ...]) -> None:
    assert tuple(SUPPLY_BY_PLAYERS[players][c] for c in CHARACTERS) == expected


# -- the rulebook's examples ----------------------------------------------------------------


def test_vasily_princess_on_space_6_scores_6() -> None:
    assert vp(empty_board(), 1, 6, "Princess") == 6


def test_vasily_knight_with_a_repeated_treasure_scores_8() -> None:
    # Around the Knight at column 2, space 3: Treasure twice, Dragon, Wizard, Bandit -> 4 types.
    b = board((1, 2, "Treasure"), (1, 3, "Treasure"), (1, 4, "Dragon"), (2, 4, "Wizard"), (3, 2, "Bandit"))
    assert vp(b, 2, 3, "Knight") == 8


def test_eugene_bandit_alone_scores_1() -> None:
    assert vp(board((3, 3, "Bandit")), 1, 1, "Bandit") == 1


def test_eugene_bandit_chain_of_three_scores_10() -> None:
    b = board((1, 1, "Bandit"), (1, 2, "Bandit"), (2, 2, "Bandit"), (4, 5, "Bandit"))
    assert vp(b, 2, 3, "Bandit") == 10


def test_eugene_dragon_to_bandit_costs_2_coins() -> None:
    assert shift_cost(FACE_OF["Dragon"], FACE_OF["Bandit"]) == 2


def test_a_2_with_two_coins_becomes_1_or_4() -> None:
    assert shift_results(2, 2) == {1, 4}
    assert shift_results(2, 1) == {1, 3}


@pytest.mark.parametrize(("a", "b", "cost"), [(1, 6, 5), (6, 1, 5), (3, 3, 0), (4, 6, 2)])
def test_no_wrap_between_6_and_1(a: int, b: int, cost: int) -> None:
    assert shift_cost(a, b) == cost


def test_a_6_with_one_coin_becomes_only_5() -> None:
    assert shift_results(6, 1) == {5}


# -- the character effects by the rulings ---------------------------------------------------


@pytest.mark.parametrize(("chain", "expected"), [(0, 1), (1, 3), (2, 6), (3, 10), (4, 15), (6, 15)])
def test_bandit_chain_table(chain: int, expected: int) -> None:
    b = board(*[(1, s, "Bandit") for s in range(1, chain + 1)])
    assert vp(b, 2, 1, "Bandit") == expected if chain else vp(b, 1, 1, "Bandit") == expected


def test_bandit_diagonal_is_not_a_chain() -> None:
    assert bandit_chain(board((1, 1, "Bandit"), (2, 2, "Bandit")), 2, 2) == 0


def test_dragon_counts_princesses_and_treasures_in_row_and_column() -> None:
    b = board((1, 5, "Princess"), (3, 2, "Treasure"), (4, 2, "Princess"), (2, 5, "Treasure"), (1, 1, "Knight"))
    # Dragon at column 1, space 2: column 1 has the Princess on 5; row 2 has Treasure and Princess.
    assert vp(b, 1, 2, "Dragon") == 9


@pytest.mark.parametrize(
    ("coins", "picked", "expected"), [(3, 1, 4), (2, 0, 2), (0, 0, 0)], ids=["ruling-3+1", "no-coin", "broke"]
)
def test_wizard_counts_coins_after_taking_the_space_coin(coins: int, picked: int, expected: int) -> None:
    assert vp(empty_board(), 1, 1, "Wizard", coins=coins, picked_up=picked) == expected


@pytest.mark.parametrize(("opponents", "expected"), [((), 4), ((0, 5), 5), ((2, 1), 5), ((0, 0, 1), 7)])
def test_treasure_counts_the_placed_one_and_poorer_opponents(opponents: tuple[int, ...], expected: int) -> None:
    # One Treasure already there: the placed one makes 2 -> 4 VP, +1 per opponent with fewer.
    assert vp(board((2, 2, "Treasure")), 1, 1, "Treasure", opponents_treasures=opponents) == expected


def test_knight_counts_another_knight_once() -> None:
    b = board((1, 1, "Knight"), (1, 2, "Knight"), (2, 2, "Princess"))
    assert vp(b, 2, 1, "Knight") == 4


@pytest.mark.parametrize("space", [1, 2, 3, 4, 5, 6])
def test_princess_scores_her_space(space: int) -> None:
    assert vp(empty_board(), 1, space, "Princess") == space


def test_filling_a_column_pays_its_bonus() -> None:
    b = board(*[(3, s, "Knight") for s in range(1, 6)], (2, 1, "Dragon"), (1, 1, "Dragon"))
    gains = placement_gains(b, 3, 6, "Princess", coins=0)
    assert [(g.source, g.vp) for g in gains] == [("Princess", 6), ("Column", 8)]
    assert filled_columns(b) == 0


# -- columns and costs ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pieces", "expected"),
    [
        ((), [1]),
        (((1, 4, "Dragon"),), [1, 2]),
        (((1, 1, "Dragon"), (2, 6, "Wizard")), [1, 2, 3]),
        (((1, 1, "Dragon"), (3, 1, "Wizard")), [1, 2]),
    ],
)
def test_column_availability(pieces: tuple, expected: list[int]) -> None:
    assert available_columns(board(*pieces)) == expected


def test_placement_cost_picks_the_cheaper_order() -> None:
    # Dice 1 and 5: Princess(6) on space 1 costs 1 with die 5 as the character, not 10.
    assert placement_cost([1, 5], "Princess", 1) == (1, 1)
    assert placement_cost([1, 5], "Princess", 1, character_die=0) == (9, 0)


def test_legal_placements_respect_coins_supply_and_columns() -> None:
    supply = {c: 1 for c in CHARACTERS} | {"Knight": 0}
    legal = list(legal_placements(empty_board(), [3, 3], supply, 0))
    assert {(p.column, p.space, p.character) for p in legal} == {(1, 3, "Bandit")}
    one = {(p.space, p.character) for p in legal_placements(empty_board(), [3, 3], supply, 1)}
    assert one == {(3, "Bandit"), (2, "Bandit"), (4, "Bandit"), (3, "Wizard"), (3, "Treasure")}


# -- heroes -----------------------------------------------------------------------------------


def test_heroes_by_player_count() -> None:
    assert len(HEROES) == 9
    assert "Kratos" not in {h.name for h in heroes_for(2)}
    assert {h.name for h in HEROES} - {h.name for h in heroes_for(1)} == {"Kratos", "Friar Tuck"}
    assert len(heroes_for(3)) == 9


def hero_gain(hero: str, b, column: int, space: int, character: str, coins: int = 0):
    return placement_gains(b, column, space, character, coins=coins, hero=hero)[0]


def test_don_quixote_scores_sets() -> None:
    b = board(
        (1, 1, "Treasure"),
        (1, 2, "Bandit"),
        (1, 3, "Wizard"),
        (2, 1, "Treasure"),
        (2, 2, "Bandit"),
        (2, 3, "Wizard"),
        (2, 4, "Knight"),
    )
    assert hero_gain("Don Quixote", b, 1, 4, "Knight").vp == 10


@pytest.mark.parametrize(("coins", "expected"), [(0, 0), (2, 2), (3, 4), (5, 6), (7, 9)])
def test_archchancellor_coin_sets(coins: int, expected: int) -> None:
    assert hero_gain("Archchancellor", empty_board(), 1, 1, "Wizard", coins).vp == expected


def test_rapunzel_vp_and_coins() -> None:
    b = board((1, 1, "Treasure"), (2, 3, "Bandit"), (2, 1, "Dragon"))
    g = hero_gain("Rapunzel", b, 1, 3, "Princess")
    assert (g.vp, g.coins) == (4, 2)


def test_mimic_coins_per_bandit_knight_pair() -> None:
    b = board((1, 1, "Bandit"), (1, 2, "Bandit"), (1, 3, "Knight"))
    g = hero_gain("Mimic", b, 2, 1, "Treasure")
    assert (g.vp, g.coins) == (0, 1)


def test_robin_hood_adjacent_treasures() -> None:
    b = board((1, 2, "Treasure"), (2, 1, "Treasure"), (2, 3, "Treasure"), (1, 1, "Bandit"))
    assert hero_gain("Robin Hood", b, 2, 2, "Bandit").vp == 9
    assert hero_gain("Robin Hood", board(), 1, 1, "Bandit").vp == 0


def test_toothy_vp_and_space_coins() -> None:
    g = hero_gain("Toothy", empty_board(), 1, 5, "Dragon")
    assert (g.vp, g.coins) == (2, 5)


def test_a_hero_leaves_other_characters_alone() -> None:
    assert hero_gain("Toothy", empty_board(), 1, 6, "Princess").vp == 6
    # A Dragon still scores a Princess placed under Rapunzel (the book's example).
    assert hero_gain("Rapunzel", board((1, 2, "Princess")), 1, 1, "Dragon").vp == 3


# -- quests -----------------------------------------------------------------------------------


def test_quest_partial_and_full() -> None:
    marks = [(1, 1, "Dragon"), (2, 2, "Knight")]
    assert quest_result(board((1, 1, "Dragon")), marks) is None
    assert quest_result(board((1, 1, "Dragon"), (2, 2, "Knight")), marks) == "full"
    assert quest_result(board((1, 1, "Dragon"), (2, 2, "Wizard")), marks) == "partial"
    assert (quest_vp("full"), quest_vp("partial"), quest_vp(None)) == (8, 4, 0)


# -- the end ---------------------------------------------------------------------------------


def test_end_trigger() -> None:
    assert not end_triggered({"Dragon": 1, "Wizard": 1, "Bandit": 1, "Treasure": 0})
    assert end_triggered({"Dragon": 0, "Wizard": 1, "Bandit": 1, "Treasure": 0})


@pytest.mark.parametrize(
    ("supply", "expected"),
    [
        ({"Bandit": 3, "Treasure": 1}, {5: ["Treasure"], 3: ["Bandit"]}),
        ({"Bandit": 2, "Treasure": 2}, {5: [], 3: ["Bandit", "Treasure"]}),
        ({"Bandit": 2, "Treasure": 0}, {5: ["Bandit"], 3: []}),
        ({"Bandit": 0}, {5: [], 3: []}),
    ],
    ids=["fewer-to-5", "disputed", "one-type", "none"],
)
def test_road_signs(supply: dict[str, int], expected: dict[int, list[str]]) -> None:
    assert road_signs(supply) == expected


def test_majority_ties_pay_everyone_and_zero_never_scores() -> None:
    signs = {5: ["Treasure"], 3: ["Bandit"]}
    pieces = [{"Treasure": 3, "Bandit": 0}, {"Treasure": 3, "Bandit": 0}, {"Treasure": 1}]
    assert majority_awards(signs, pieces) == [(0, "Treasure", 5), (1, "Treasure", 5)]


def test_tie_breaks_coins_then_columns_then_shared() -> None:
    st = final_standings([50, 50, 50, 40], [3, 3, 2, 9], [1, 2, 4, 4])
    assert [(s.seat, s.place) for s in st] == [(1, 1), (0, 2), (2, 3), (3, 4)]
    shared = final_standings([50, 50], [3, 3], [1, 1])
    assert [s.place for s in shared] == [1, 1] and all(s.shared for s in shared)


@pytest.mark.parametrize(
    ("vp", "expected"), [(0, (0, "lute")), (49, (49, "lute")), (50, (0, "50")), (123, (23, "100")), (160, (10, "150"))]
)
def test_track_laps(vp: int, expected: tuple[int, str]) -> None:
    assert track_position(vp) == expected


# -- solo -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vp", "title"),
    [
        (0, "Peacock"),
        (39, "Peacock"),
        (40, "Novice Singer"),
        (99, "Nightingale"),
        (100, "Tavern Star"),
        (149, "Royal Bard"),
        (150, "Legend Creator"),
    ],
)
def test_solo_titles(vp: int, title: str) -> None:
    assert solo_title(vp) == title


def test_solo_removal_and_double_discard() -> None:
    supply = {"Dragon": 1, "Princess": 3, "Wizard": 0}
    assert solo_removal([1, 6], supply) == {"Dragon": 1, "Princess": 1}
    assert solo_removal([1, 1], supply) == {"Dragon": 1}  # never below zero
    assert solo_removal([6, 6], supply) == {"Princess": 2}
    assert [solo_discard([v, v]) for v in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    assert solo_discard([2, 3]) is None

"""The King of All Bards: rulebook examples and rules arithmetic as one-line cases."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.king_of_all_bards import data
from scoring.king_of_all_bards.brawl import bag, can_make_room, draw_from, excess
from scoring.king_of_all_bards.duels import check_duel_rewards, duel_reward_count, resolve_duel_step
from scoring.king_of_all_bards.modifiers import (
    SongContext,
    chance_of_success,
    modifiers,
    percent,
    song_outcome,
    song_total,
    total_modifier,
)
from scoring.king_of_all_bards.standings import (
    every_seats_pubs,
    fans_in_pubs,
    final_standings,
    meets_goal,
    pubs_with_fans,
    winners,
)

SLAV_AT_ZARAS = dict(bard="slav", genre="love", mood="major", location=2)


@pytest.mark.parametrize(
    ("ctx", "roll", "mod", "total", "outcome"),
    [
        # Slav: at Lady Zara's with 1 Fan, a Love Song: +1 Bard, +1 Pub, +1 Fan; rolls 2 -> 5.
        (SongContext(**SLAV_AT_ZARAS, own_fans=1), 2, 3, 5, "success"),
        # The Performance example: die 2 + 1 (Bard) + 1 (Pub) + 3 (Fans) = 7.
        (SongContext(**SLAV_AT_ZARAS, own_fans=3), 2, 5, 7, "success"),
        # An Epic Fail keeps no modifier, however many.
        (SongContext(**SLAV_AT_ZARAS, own_fans=3), 1, 5, 1, "epic_fail"),
        # The Square has no Pub specialization; the Bard's and the Fans' still count.
        (SongContext("slav", "love", "minor", 0, own_fans=2), 2, 3, 5, "success"),
        # Pub 5 likes Minor Songs, whatever the genre.
        (SongContext("kiro", "epic", "minor", 5, own_fans=0), 4, 1, 5, "success"),
        (SongContext("kiro", "epic", "major", 5, own_fans=0), 4, 0, 4, "fail"),
        # Drinking at Beer Mayor's by Caspar: +1 Bard, +1 Pub.
        (SongContext("caspar", "drinking", "major", 1, own_fans=0), 3, 2, 5, "success"),
    ],
    ids=["slav-example", "performance-example", "epic-fail", "square", "minor-pub", "no-bonus", "caspar"],
)
def test_performance_totals(ctx: SongContext, roll: int, mod: int, total: int, outcome: str) -> None:
    m = total_modifier(modifiers(ctx))
    assert m == mod
    assert song_total(roll, m) == total
    assert song_outcome(roll, m) == outcome


def test_slav_breakdown_lines() -> None:
    lines = [(m.label, m.value) for m in modifiers(SongContext(**SLAV_AT_ZARAS, own_fans=1))]
    assert lines == [
        ("Bard specialization (Love)", 1),
        ("Pub specialization (Love)", 1),
        ("Your Fans here: 1", 1),
    ]


@pytest.mark.parametrize(
    ("extra", "mod"),
    [
        ({"concentration": (1,)}, 1),
        ({"concentration": (1, -1, -1)}, -1),
        ({"hidden_gem": True}, 2),  # no own Fans there
        ({"hidden_gem": True, "own_fans": 1}, 1),  # a Fan of yours there: Hidden Gem stops
        ({"havoc": 2}, -2),
        ({"tokens": -1}, -1),
        ({"another_round": True, "own_fans": 1, "all_fans": 4}, 4),
    ],
    ids=["concentration", "concentrations", "hidden-gem", "hidden-gem-off", "havoc", "tomato", "another-round"],
)
def test_trick_modifiers(extra: dict, mod: int) -> None:
    ctx = SongContext(**{"bard": "kiro", "genre": "love", "mood": "major", "location": 0, "own_fans": 0, **extra})
    assert total_modifier(modifiers(ctx)) == mod


@pytest.mark.parametrize(
    ("mod", "chance", "pct"),
    [
        (-5, Fraction(0), 0),
        (-1, Fraction(1, 6), 17),
        (0, Fraction(2, 6), 33),
        (2, Fraction(4, 6), 67),
        (3, Fraction(5, 6), 83),
        (9, Fraction(5, 6), 83),
    ],
)
def test_chance_of_success(mod: int, chance: Fraction, pct: int) -> None:
    assert chance_of_success(mod) == chance
    assert percent(chance) == pct


def test_mariana_four_bard_duel() -> None:
    # Mariana, Helga, Hikari and Slav, no bonuses, no Fans: 5, 2, 2, 3. Mariana wins.
    mariana, helga, hikari, slav = 0, 1, 2, 3
    step = resolve_duel_step({mariana: 5, helga: 2, hikari: 2, slav: 3}, {})
    assert step.winner == mariana
    assert set(step.out) == {helga, hikari, slav}
    assert duel_reward_count(len(step.out)) == 3
    assert check_duel_rewards(["tip", "fan", "card"], 3) is None


@pytest.mark.parametrize(
    ("rolls", "mods", "winner", "out", "reroll", "reason"),
    [
        ({0: 4, 1: 4}, {}, None, (), (0, 1), "tie"),
        ({0: 6, 1: 6, 2: 2}, {}, None, (2,), (0, 1), "tie"),
        ({0: 1, 1: 1}, {}, None, (), (0, 1), "all_epic_fail"),
        ({0: 1, 1: 1, 2: 1}, {0: 5}, None, (), (0, 1, 2), "all_epic_fail"),
        ({0: 1, 1: 2}, {0: 9}, 1, (0,), (), "highest"),  # a 1 loses whatever the modifiers
        ({0: 1, 1: 3, 2: 3}, {}, None, (0,), (1, 2), "tie"),
        ({0: 3, 1: 5}, {0: 3}, 0, (1,), (), "highest"),  # modifiers count
        ({2: 4}, {}, 2, (), (), "walkover"),
    ],
    ids=["tie", "tie-3", "all-1", "all-1-3", "epic-fail", "epic-fail-tie", "modifiers", "walkover"],
)
def test_duel_steps(rolls: dict, mods: dict, winner: int | None, out: tuple, reroll: tuple, reason: str) -> None:
    step = resolve_duel_step(rolls, mods)
    assert (step.winner, step.out, step.reroll, step.reason) == (winner, out, reroll, reason)


@pytest.mark.parametrize(
    ("chosen", "defeated", "ok"),
    [
        (["tip"], 1, True),
        (["fan", "card"], 2, True),
        (["tip", "tip"], 2, False),
        (["tip"], 2, False),
        (["tip", "fan", "card"], 5, True),
        (["gold"], 1, False),
    ],
)
def test_duel_rewards(chosen: list, defeated: int, ok: bool) -> None:
    assert (check_duel_rewards(chosen, defeated) is None) == ok


def test_brawl_bag() -> None:
    counts = [2, 0, 3]
    assert bag(counts) == [0, 0, 2, 2, 2]
    assert bag(counts, {2}) == [0, 0]
    assert draw_from(counts, set(), 4) == 2
    assert excess(counts, 3) == 2 and excess([1, 1], 3) == 0
    assert can_make_room(counts, {2}, 3)
    assert not can_make_room([0, 0, 4], {2}, 3)


def test_goal_and_tie_breaks() -> None:
    fans = [[0, 0, 0]] + [[1, 1, 0]] * 5 + [[0, 1, 0]]  # seat 1 has one more Fan in Pubs
    assert pubs_with_fans(fans, 0) == 5 and pubs_with_fans(fans, 2) == 0
    assert meets_goal(5, 5) and not meets_goal(4, 6) and not meets_goal(9, 4)
    assert winners(fans, [5, 5, 9]) == [1]
    fans_equal = [[0, 0, 0]] + [[1, 1, 0]] * 6
    assert winners(fans_equal, [6, 5, 0]) == [0]  # then most Tips
    assert winners(fans_equal, [5, 5, 0]) == [0, 1]  # still tied: shared
    order = [s.seat for s in final_standings(fans, [5, 5, 9])]
    assert order == [1, 0, 2]


def test_data_is_complete() -> None:
    assert [p.number for p in data.PUBS] == [1, 2, 3, 4, 5, 6]
    assert len(data.BARDS) == 8 and len({b.initials for b in data.BARDS}) == 8
    by_rarity = {r: sum(t.rarity == r for t in data.TRICKS) for r in ("common", "rare", "unique")}
    assert by_rarity == {"common": 4, "rare": 8, "unique": 16}
    assert all(t.cost in (0, 1, 2) for t in data.TRICKS if t.id != "copycat")
    assert set(data.ROUND_LONG_TRICKS) == {
        "concentration",
        "hidden_gem",
        "sing_havoc",
        "another_round",
        "share_the_loot",
        "marks_the_spot",
        "diehards",
    }
    assert data.TOKEN_SUPPLY[3] == 1 and data.TOKEN_SUPPLY[4] == 2 and data.TOKEN_SUPPLY[6] == 3


@given(
    st.integers(2, 6).flatmap(
        lambda n: st.lists(st.lists(st.integers(0, 9), min_size=n, max_size=n), min_size=7, max_size=7)
    )
)
def test_every_seats_pubs_counts_as_each_seat_does(fans: list[list[int]]) -> None:
    seats = range(len(fans[0]))
    assert every_seats_pubs(fans) == ([pubs_with_fans(fans, s) for s in seats], [fans_in_pubs(fans, s) for s in seats])

"""Bard Saga arithmetic: the rulebook's examples, the Field, Singing Victory, VP cards, the end."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import bard_saga as bs


def field_of(tops: dict[int, str], legends: tuple[int, ...] = ()) -> list[dict]:
    """A Field whose decks show the given tops; decks in `legends` show their Legend."""
    field = bs.new_field()
    for i, deck in enumerate(field):
        if i in legends:
            deck["stories"] = 0
        elif i in tops:
            deck["top"] = tops[i]
        else:
            deck["stories"], deck["legend"] = 0, False
    return field


# -- the rulebook's two Scroll-requirement examples -------------------------------------------


@pytest.mark.parametrize(
    ("own", "touching", "white", "need"),
    [
        pytest.param(
            "Green",
            ["Red", "Blue", "Yellow"],
            "Red",
            {"Green": 1, "Red": 1, "Blue": 1, "Yellow": 1},
            id="example-1-green-story",
        ),
        pytest.param(
            "Legend",
            ["Red", "Blue", "Green"],
            "Green",
            {"Green": 2, "Red": 1, "Blue": 1},
            id="example-2-legend-white-is-green",
        ),
        pytest.param("White", ["White", "Legend"], "Blue", {"Blue": 3}, id="white-and-legends-all-blue"),
        pytest.param("Red", ["Red", "Red"], "Green", {"Red": 3}, id="same-colour-counts-each-card"),
        pytest.param("Yellow", [], "Green", {"Yellow": 1}, id="alone"),
    ],
)
def test_scroll_requirement(own: str, touching: list[str], white: str, need: dict[str, int]) -> None:
    assert bs.scroll_requirement(own, touching, white) == need


def test_example_1_on_the_field() -> None:
    # A Green Story at the top edge, touching Red (left), Blue (right) and Yellow (centre).
    field = field_of({1: "Green", 0: "Red", 2: "Blue", 4: "Yellow"})
    req = bs.deck_requirement(field, 1, white="Red")
    assert req == {"scrolls": {"Red": 1, "Blue": 1, "Yellow": 1, "Green": 1}, "unknown": []}


def test_example_2_on_the_field() -> None:
    # A Legend at the left edge, touching Red (above), Blue (below), Green (centre); white is Green.
    field = field_of({0: "Red", 6: "Blue", 4: "Green"}, legends=(3,))
    req = bs.deck_requirement(field, 3, white="Green")
    assert req == {"scrolls": {"Red": 1, "Blue": 1, "Green": 2}, "unknown": []}


# -- the Field ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "diagonal", "expected"),
    [
        (0, False, (1, 3)),
        (1, False, (0, 2, 4)),
        (4, False, (1, 3, 5, 7)),
        (8, False, (5, 7)),
        (0, True, (1, 3, 4)),
        (1, True, (0, 2, 3, 4, 5)),
        (4, True, (0, 1, 2, 3, 5, 6, 7, 8)),
    ],
)
def test_touching(deck: int, diagonal: bool, expected: tuple[int, ...]) -> None:
    assert bs.touching(deck, diagonal) == expected


def test_touching_rejects_a_deck_off_the_field() -> None:
    with pytest.raises(ValueError, match="0 to 8"):
        bs.touching(9)


def test_diagonal_option_adds_the_corner_cards() -> None:
    field = field_of({0: "Red", 1: "Green", 4: "Blue", 3: "Yellow"})
    assert bs.deck_requirement(field, 0, "Red")["scrolls"] == {"Red": 1, "Green": 1, "Yellow": 1}
    assert bs.deck_requirement(field, 0, "Red", diagonal=True)["scrolls"] == {
        "Red": 1,
        "Green": 1,
        "Yellow": 1,
        "Blue": 1,
    }


def test_new_field_and_unknown_tops() -> None:
    field = bs.new_field()
    assert [d["stories"] for d in field] == [1, 1, 1, 1, 3, 1, 1, 1, 1]
    assert [d["legend"] for d in field].count(True) == bs.LEGEND_COUNT
    assert bs.top_card(field[0]) == "?"
    req = bs.deck_requirement(field, 4, "Red")
    assert req == {"scrolls": {}, "unknown": [1, 3, 4, 5, 7]}


def test_empty_deck_touches_nothing_and_has_no_requirement() -> None:
    field = field_of({1: "Red"})
    assert bs.deck_requirement(field, 0, "Red") is None
    assert bs.deck_requirement(field, 1, "Red")["scrolls"] == {"Red": 1}


def test_white_before_declaration_is_counted_as_white() -> None:
    field = field_of({1: "White"}, legends=(0,))
    assert bs.deck_requirement(field, 1, None)["scrolls"] == {"White": 2}


def test_missing_scrolls() -> None:
    assert bs.missing_scrolls({"Red": 1, "Blue": 3}, {"Red": 2, "Blue": 1, "Green": 1}) == {
        "Red": 1,
        "Green": 1,
    }
    assert bs.missing_scrolls({"Red": 2}, {"Red": 2}) == {}


# -- Singing Victory ----------------------------------------------------------------------------


def test_singing_order_starts_with_the_first_to_pass_and_goes_clockwise() -> None:
    assert bs.singing_order(2, 4) == [2, 3, 0, 1]


def test_story_scrolls_by_colour_white_as_declared_and_random_for_face_down() -> None:
    inn = {"Red": 2, "Blue": 0, "Yellow": 0, "Green": 3}
    played = [
        {"color": "Red"},
        {"color": "White"},
        {"color": "Blue"},
        {"color": "Red", "face_down": True},
    ]
    gained, drawn = bs.story_scrolls(played, "Green", inn, pick=lambda n: 0)
    # Blue has run out: no compensation. The face-down Story draws from what is left (a Red first).
    assert gained == {"Red": 2, "Green": 1}
    assert drawn == ["Red"]
    assert inn == {"Red": 0, "Blue": 0, "Yellow": 0, "Green": 2}


def test_random_draw_follows_the_inns_real_contents() -> None:
    inn = {"Red": 0, "Blue": 1, "Yellow": 0, "Green": 2}
    assert [bs.draw_scroll(inn, lambda n, i=i: i) for i in range(3)] == ["Blue", "Green", "Green"]
    assert bs.draw_scroll(dict.fromkeys(bs.SCROLL_COLOURS, 0), lambda n: 0) is None


def test_face_down_from_an_empty_inn_gives_nothing() -> None:
    inn = dict.fromkeys(bs.SCROLL_COLOURS, 0)
    assert bs.story_scrolls([{"color": "Red", "face_down": True}], "Red", inn, lambda n: 0) == (
        {},
        [],
    )


@pytest.mark.parametrize(
    ("legend", "white", "vp"),
    [
        pytest.param(None, "Red", 0, id="no-legend-yet"),
        pytest.param({"color": "Red", "art": ""}, "Blue", 2, id="colour-only"),
        pytest.param({"color": "Red", "art": "Harp"}, "Blue", 4, id="colour-and-art"),
        pytest.param({"color": "Blue", "art": "harp "}, "Blue", 3, id="white-counts-as-declared"),
        pytest.param({"color": "Green", "art": "Ship"}, "Red", 0, id="nothing-matches"),
    ],
)
def test_legend_vp(legend: dict | None, white: str, vp: int) -> None:
    played = [
        {"color": "Red", "art": "Harp"},
        {"color": "Red", "art": "Crown"},
        {"color": "White", "art": "Harp"},
        {"color": "Red", "art": "Harp", "face_down": True},  # face down: shows neither
    ]
    assert bs.legend_vp(played, legend, white) == vp


@pytest.mark.parametrize(("scrolls", "over"), [({"Red": 10}, 0), ({"Red": 7, "Blue": 5}, 2), ({}, 0)])
def test_scrolls_over_limit(scrolls: dict[str, int], over: int) -> None:
    assert bs.scrolls_over_limit(scrolls) == over


# -- VP as cards ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "cards"),
    [
        ([0], [{}]),
        ([14], [{10: 1, 3: 1, 1: 1}]),
        ([9, 2], [{3: 3}, {1: 2}]),
        ([30, 10], [{10: 3}, {3: 3, 1: 1}]),
        ([75], [{10: 3, 3: 10, 1: 15}]),
    ],
)
def test_vp_cards(scores: list[int], cards: list[dict[int, int]]) -> None:
    assert bs.vp_cards(scores) == cards


def test_vp_cards_when_the_supply_cannot_make_it() -> None:
    assert bs.vp_cards([76]) is None
    assert bs.vp_cards([40, 40]) is None


@settings(max_examples=80, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=2, max_size=6))
def test_vp_cards_add_up_and_fit_the_supply(scores: list[int]) -> None:
    cards = bs.vp_cards(scores)
    if cards is None:
        return
    assert [sum(v * k for v, k in h.items()) for h in cards] == scores
    assert all(k >= 0 for k in bs.supply_left(cards).values())


def test_supply_left() -> None:
    assert bs.supply_left([{10: 1, 1: 2}, {3: 4}]) == {1: 13, 3: 6, 10: 2}


# -- the end ---------------------------------------------------------------------------------


def test_last_round_is_the_eighth_legends() -> None:
    assert not bs.is_last_round(7)
    assert bs.is_last_round(8)


@pytest.mark.parametrize(
    ("vp", "scrolls", "places", "shared"),
    [
        pytest.param([12, 9, 15], [0, 9, 1], {2: 1, 0: 2, 1: 3}, set(), id="most-vp-wins"),
        pytest.param([12, 12, 3], [4, 6, 10], {1: 1, 0: 2, 2: 3}, set(), id="tie-goes-to-most-scrolls"),
        pytest.param([12, 12, 3], [5, 5, 10], {0: 1, 1: 1, 2: 3}, {0, 1}, id="still-tied-shared-victory"),
    ],
)
def test_final_standings(vp: list[int], scrolls: list[int], places: dict[int, int], shared: set[int]) -> None:
    result = bs.final_standings(vp, scrolls)
    assert {s.seat: s.place for s in result} == places
    assert {s.seat for s in result if s.shared} == shared

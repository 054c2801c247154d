"""The cost checker, from the rulebook's examples: every label, Great Fishing!, surplus, missing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.tales_of_danger.costs import (
    bonus_cards,
    cancel_savings,
    check_payment,
    crew_supplies,
    segment_need,
)
from scoring.tales_of_danger.data import CANCELS, COST_BY_KEY, COST_CARDS


@pytest.mark.parametrize(
    ("costs", "crew", "supplies", "cancels", "pays", "missing", "wasted"),
    [
        # Rulebook: costs of 1 Crew and 2 Supplies; the extra Crew on the discards is wasted.
        (["crew", "supplies2"], 2, 2, [], True, (0, 0), (1, 0)),
        # Rulebook: the Doctor cancels both Illness cards, leaving a single Supply to pay.
        (["illness", "illness", "supply"], 0, 1, ["Doctor"], True, (0, 0), (0, 0)),
        (["illness", "illness", "supply"], 0, 1, [], False, (6, 0), (0, 0)),
        # Priest cancels every Bad Luck card (2 Crew, 3 Supplies each).
        (["bad_luck", "bad_luck", "crew"], 1, 0, ["Priest"], True, (0, 0), (0, 0)),
        (["bad_luck", "crew"], 3, 2, [], False, (0, 1), (0, 0)),
        # Merchant cancels both kinds of Rough Seas.
        (["rough_seas4", "rough_seas12"], 0, 0, ["Merchant"], True, (0, 0), (0, 0)),
        (["rough_seas4", "rough_seas12"], 1, 6, [], True, (0, 0), (0, 0)),
        (["rough_seas12", "supply"], 0, 1, ["Merchant"], True, (0, 0), (0, 0)),
        # A cancel only takes off its own label.
        (["illness"], 0, 0, ["Priest", "Merchant"], False, (3, 0), (0, 0)),
        # Crew never pays for Supplies, nor Supplies for Crew.
        (["supply"], 5, 0, [], False, (0, 1), (5, 0)),
        (["crew"], 0, 4, [], False, (1, 0), (0, 4)),
        # Great Fishing! adds no cost.
        (["great_fishing"], 0, 0, [], True, (0, 0), (0, 0)),
        (["great_fishing", "great_fishing", "crew"], 1, 0, [], True, (0, 0), (0, 0)),
        (["great_fishing", "illness"], 1, 0, [], False, (2, 0), (0, 0)),
    ],
)
def test_check_payment(costs, crew, supplies, cancels, pays, missing, wasted) -> None:
    p = check_payment(costs, crew, supplies, cancels)
    assert p.pays is pays
    assert (p.missing_crew, p.missing_supplies) == missing
    assert (p.wasted_crew, p.wasted_supplies) == wasted


@pytest.mark.parametrize(("person", "label"), sorted(CANCELS.items()))
def test_each_cancel_takes_off_every_card_with_its_label_and_nothing_else(person, label) -> None:
    costs = [c.key for c in COST_CARDS]  # one of every kind
    p = check_payment(costs, 0, 0, [person])
    cancelled = {COST_BY_KEY[k].label for k in p.cancelled}
    assert cancelled == {label}
    left = [c for c in COST_CARDS if c.label != label]
    assert (p.need_crew, p.need_supplies) == (sum(c.crew for c in left), sum(c.supplies for c in left))


def test_great_fishing_gives_one_bonus_card_each_and_is_never_cancelled() -> None:
    costs = ["great_fishing", "great_fishing", "supply"]
    assert bonus_cards(costs) == 2
    p = check_payment(costs, 0, 1, list(CANCELS))
    assert p.pays and p.bonus == 2 and p.cancelled == ()
    assert "Take 2 bonus cards" in p.message
    assert check_payment(["great_fishing"], 0, 0).message == "Pays. Take 1 bonus card (Great Fishing!)."


def test_messages_say_what_is_missing_and_what_is_wasted() -> None:
    assert check_payment(["bad_luck"], 1, 0).message == "Does not pay: missing 1 Crew and 3 Supplies."
    assert check_payment(["supply"], 0, 0).message == "Does not pay: missing 1 Supply."
    assert check_payment(["crew", "supplies2"], 2, 2).message == "Pays. Wasted: 1 Crew."
    msg = check_payment(["supply"], 0, 1, ["Doctor"]).message
    assert msg == "Pays. Doctor cancels nothing here."
    assert crew_supplies(0, 0) == "nothing"


def test_a_second_priest_adds_nothing_and_bad_input_is_refused() -> None:
    assert check_payment(["bad_luck"], 0, 0, ["Priest", "Priest"]).pays
    with pytest.raises(ValueError, match="Nun"):
        check_payment(["crew"], 1, 0, ["Nun"])
    with pytest.raises(ValueError, match="no Segment Cost card 'storm'"):
        check_payment(["storm"], 1, 0)
    with pytest.raises(ValueError, match="negative"):
        check_payment(["crew"], -1, 0)


def test_cancel_savings_per_person() -> None:
    s = cancel_savings(["illness", "illness", "rough_seas12", "bad_luck", "crew"])
    assert s == {"Priest": (2, 3), "Doctor": (6, 0), "Merchant": (1, 2)}
    assert segment_need(["illness", "rough_seas12"], ["Doctor"]) == (1, 2)


costs_st = st.lists(st.sampled_from([c.key for c in COST_CARDS]), min_size=0, max_size=8)
cancels_st = st.lists(st.sampled_from(list(CANCELS)), max_size=3)


@settings(max_examples=120, deadline=None)
@given(costs_st, st.integers(0, 20), st.integers(0, 20), cancels_st)
def test_pays_exactly_when_crew_and_supplies_cover_the_uncancelled_costs(costs, crew, sup, cancels) -> None:
    p = check_payment(costs, crew, sup, cancels)
    assert p.pays == (crew >= p.need_crew and sup >= p.need_supplies)
    assert crew - p.wasted_crew + p.missing_crew == p.need_crew
    assert sup - p.wasted_supplies + p.missing_supplies == p.need_supplies
    # Adding a cancel never makes a Segment dearer.
    full = segment_need(costs)
    assert p.need_crew <= full[0] and p.need_supplies <= full[1]

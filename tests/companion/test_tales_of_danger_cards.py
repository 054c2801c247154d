"""Tales of Danger card audit (docs/cards/tales-of-danger.md): the limits no other test pins down."""

from __future__ import annotations

from tests.cards_doc import missing_tests
from tests.companion.test_tales_of_danger import complete, opened, prepare, state, to_act3, voyages_begun
from tests.conftest import act


def test_a_sponsor_is_secured_once_and_never_in_act3(new_table, client) -> None:
    table = opened(new_table, 3)
    sp = state(client, table)["sponsors"]
    act(client, table, {"type": "secure_sponsor", "rank": sp[0]}, 0)
    act(client, table, {"type": "end_turn"}, 1)
    act(client, table, {"type": "end_turn"}, 2)
    # Ann's turn again, in Act 2: a second Sponsor is refused.
    r = act(client, table, {"type": "secure_sponsor", "rank": sp[1]}, 0, status=400)
    assert r["error"]["code"] == "has_sponsor"
    table = opened(new_table, 2)
    to_act3(client, table)
    free = state(client, table)["sponsors"][2]  # 3 in play with 2 players: one is left unclaimed
    r = act(client, table, {"type": "secure_sponsor", "rank": free}, 0, status=400)
    assert r["error"]["code"] == "wrong_act"


def test_the_start_value_is_the_hand_the_prompt_and_view_show(new_table, client) -> None:
    """The Bishop: discard to no more than 2 cards; the Start value entered from the card is kept and shown."""
    table = opened(new_table, 2)
    rank = state(client, table)["sponsors"][0]
    answer = act(client, table, {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 3, "max": 7}, 0)
    assert answer["state"]["players"][0]["start"] == 2
    act(client, table, {"type": "end_turn"}, 1)
    r = act(client, table, {"type": "sponsor_values", "start": 7, "market": 3, "max": 6}, 0, status=400)
    assert "cannot be above 'max'" in r["error"]["message"]
    answer = act(client, table, {"type": "sponsor_values", "start": 2, "market": 3, "max": 7}, 0)
    assert answer["events"][0]["text"].endswith("Start 2, Market 3, Max 7")


def test_a_cancel_pays_only_when_completing_and_only_its_label(new_table, client) -> None:
    table = opened(new_table, 2)
    to_act3(client, table)
    first = state(client, table)["turn"]
    prepare(client, table, first, ["bad_luck", "illness"])
    prepare(client, table, 1 - first)
    # A Forage takes no cancel: the Bad Luck card stays on the Segment.
    act(client, table, {"type": "forage", "cost": "crew", "cancels": ["Priest"]}, first)
    seg = state(client, table)["players"][first]["segment"]
    assert seg["costs"] == ["bad_luck", "illness", "crew"] and seg["need"] == [6, 3]
    act(client, table, {"type": "forage", "cost": "crew"}, 1 - first)
    # The Priest takes off Bad Luck only: the Illness (3 Crew) and the Forage Crew are still due.
    r = complete(client, table, first, crew=3, cancels=["Priest"], status=400)
    assert r["error"]["message"] == "Does not pay: missing 1 Crew."
    complete(client, table, first, crew=4, cancels=["Priest"])


def test_no_card_is_used_out_of_turn(new_table, client) -> None:
    table = opened(new_table, 3)
    r = act(client, table, {"type": "secure_sponsor", "rank": state(client, table)["sponsors"][0]}, 1, status=400)
    assert r["error"]["code"] == "not_your_turn"
    table = opened(new_table, 3)
    _, other = voyages_begun(client, table)
    for action in (
        {"type": "complete_segment", "journal": 1, "cancels": ["Doctor"]},
        {"type": "forage", "cost": "great_fishing"},
    ):
        r = act(client, table, action, other, status=400)
        assert r["error"]["code"] == "not_your_turn", action


def test_every_row_of_the_card_table_cites_a_test_that_exists() -> None:
    assert missing_tests("docs/cards/tales-of-danger.md") == []

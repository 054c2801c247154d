"""Tales of Danger: a Sponsor named from its card (issue #26), optional, cleaned and held to 24 characters.

The rulebook prints no list of Sponsors: the app never invents a name; the securing player may copy
the card's, and every phone shows it after (the state, the log).
"""

from __future__ import annotations

import pytest

from tests.companion.test_tales_of_danger import opened, seq, state
from tests.conftest import act


def _log(client, table) -> list[str]:
    return [e["text"] for e in client.get(f"/api/tables/{table['code']}/log").json]


def test_a_sponsor_named_when_secured_shows_in_the_state_and_the_log(new_table, client) -> None:
    table = opened(new_table)
    rank = state(client, table)["sponsors"][0]
    secure = {"type": "secure_sponsor", "rank": rank, "start": 2, "market": 2, "max": 7, "name": "  The \n Bishop "}
    act(client, table, secure, 0)
    for seat in (0, 1, None):  # every phone, a spectator's too
        assert state(client, table, seat)["players"][0]["sponsor_name"] == "The Bishop"
    assert _log(client, table)[-2] == f"Ann secured Sponsor rank {rank}, The Bishop, and moves to Act 2"


def test_unnamed_sponsors_have_no_name_and_one_is_named_later(new_table, client) -> None:
    table = opened(new_table)
    rank = state(client, table)["sponsors"][0]
    act(client, table, {"type": "secure_sponsor", "rank": rank}, 0)
    assert "sponsor_name" not in state(client, table)["players"][0]  # never made up
    act(client, table, {"type": "sponsor_values", "start": 3, "market": 2, "max": 8, "name": "The Queen"}, 0)
    assert state(client, table)["players"][0]["sponsor_name"] == "The Queen"
    assert _log(client, table)[-1] == "Ann's Sponsor, The Queen: Start 3, Market 2, Max 8"
    # Values corrected without a name keep the one given.
    act(client, table, {"type": "sponsor_values", "start": 3, "market": 2, "max": 9}, 0)
    assert state(client, table)["players"][0]["sponsor_name"] == "The Queen"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("The Queen's Confessor of X", "at most 24 characters"),
        (7, "must be text"),
        (["The Queen"], "must be text"),
        ("\u202e\u200b", "is empty"),
    ],
)
def test_a_bad_sponsor_name_is_refused_with_a_clear_400(new_table, client, name: object, message: str) -> None:
    table = opened(new_table)
    rank = state(client, table)["sponsors"][0]
    before = seq(client, table)
    r = act(client, table, {"type": "secure_sponsor", "rank": rank, "name": name}, 0, status=400)
    assert message in r["error"]["message"]
    assert "Sponsor's name" in r["error"]["message"]
    assert seq(client, table) == before  # nothing half-applied


SIX = ["Zoë", "Max", "Ana", "Bo", "Cy", "Christopher"]


def test_a_secured_sponsor_and_the_last_one_given_at_once_are_said_by_the_turns_line(new_table, client) -> None:
    """pt31: other phones toast the turn's last line, which said only "…ended their turn"."""
    table = new_table("tales-of-danger", SIX, {"first_player": 0})
    act(client, table, {"type": "secure_sponsor", "rank": 3, "name": "Lady X"}, 0)
    assert _log(client, table)[-1] == "Zoë secured the Sponsor Lady X (rank 3); Max is next"
    for seat, rank in ((1, 1), (2, 2), (3, 4)):
        act(client, table, {"type": "secure_sponsor", "rank": rank}, seat)
    assert _log(client, table)[-1] == "Bo secured Sponsor rank 4; Cy is next"
    act(client, table, {"type": "secure_sponsor", "rank": 5}, 4)  # the 5th: Christopher gets rank 6 at once
    *_, auto, ended = _log(client, table)
    assert auto == "Christopher gets Sponsor rank 6, the last one left, and moves to Act 2"
    assert ended == "Cy secured Sponsor rank 5; Christopher gets Sponsor rank 6, the last one left; Christopher is next"
    assert state(client, table)["players"][5]["sponsor"] == 6


def test_the_story_sponsor_is_said_by_the_turns_line(new_table, client) -> None:
    """Move the Story Along: the last player without a Sponsor gets the lowest one left as their turn ends."""
    table = opened(new_table, 2)
    ranks = state(client, table)["sponsors"]
    act(client, table, {"type": "secure_sponsor", "rank": ranks[0]}, 0)
    act(client, table, {"type": "end_turn"}, 1)
    got = state(client, table)["players"][1]["sponsor"]
    assert got == max(r for r in ranks if r != ranks[0])  # the lowest-ranking Sponsor left
    assert _log(client, table)[-1] == f"Bob gets Sponsor rank {got} (Move the Story Along); Ann is next"


@pytest.mark.parametrize("name", ["The Bishop", "Der Bischof", "Епископ"])
def test_the_bishop_starts_act2_with_at_most_two_cards(new_table, client, name: str) -> None:
    """pt44: any Start went in; the rulebook holds the Bishop's holder to 2 cards (known by the typed name)."""
    table = opened(new_table)
    rank = state(client, table)["sponsors"][0]
    secure = {"type": "secure_sponsor", "rank": rank, "start": 3, "market": 2, "max": 7, "name": name}
    r = act(client, table, secure, 0, status=400)
    assert r["error"]["message"] == "the Bishop starts Act 2 with at most 2 cards: 'start' cannot be 3"
    act(client, table, {**secure, "start": 2}, 0)
    # Corrected later, the name kept from before: still the Bishop's limit.
    r = act(client, table, {"type": "sponsor_values", "start": 4, "market": 2, "max": 7}, 0, status=400)
    assert "'start' cannot be 4" in r["error"]["message"]

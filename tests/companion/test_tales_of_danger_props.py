"""Random whole games of Tales of Danger: Journals stay secret, the final round is one turn each.

The games are the conformance test's seeded random games (tests/random_play.py, through
`Tables`), with this game's own checks after every step and at the end.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.fold import Table
from companion.games.tales_of_danger import GAME
from tests.random_play import play


def _hidden(state: dict, seat: int | None, owner: int) -> bool:
    """Whether `seat` sees none of `owner`'s Journal values."""
    return all(v["journal"] is None for v in GAME.view(state, seat)["players"][owner]["voyage"])


def _journals_stay_secret(table: Table) -> None:
    state, n = table.state, len(table.players)
    assert all("journal" not in GAME.public_event({"type": e.type, **e.data}) for e in table.log[-3:])
    for owner in range(n):
        if state["phase"] != "over":
            assert _hidden(state, None, owner)
            assert _hidden(state, (owner + 1) % n, owner)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32))
def test_random_games_keep_journals_secret_and_end_after_one_final_round(n: int, seed: int) -> None:
    table = play(GAME, n, seed, {"first_player": "random"}, check=_journals_stay_secret).table
    state = table.state
    assert state["phase"] == "over"
    ranks = [p["sponsor"] for p in state["players"]]
    assert len(set(ranks)) == n and set(ranks) <= set(state["sponsors"])
    first = next(e for e in table.log if e.type == "act3_started").data["first"]
    assert state["players"][first]["sponsor"] == min(ranks)
    # Every other player took exactly one final turn, in order; the trigger none.
    start = next(e for e in table.log if e.type == "final_round_started")
    trigger = start.data["trigger"]
    turns = [e.data["seat"] for e in table.log[start.seq :] if e.type in ("segment_completed", "foraged")]
    assert turns == [(trigger + i) % n for i in range(1, n)]
    assert len(state["players"][trigger]["voyage"]) == 5
    # The tally: difficulties plus Journals, ties to the higher-ranked Sponsor.
    points = [sum(v["difficulty"] + (v["journal"] or 0) for v in p["voyage"]) for p in state["players"]]
    assert state["points"] == points
    order = sorted(range(n), key=lambda s: (-points[s], state["players"][s]["sponsor"]))
    assert [s["seat"] for s in state["standings"]] == order

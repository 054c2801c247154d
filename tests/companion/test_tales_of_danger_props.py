"""Random whole games of Tales of Danger: Journals stay secret, the final round is one turn each."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.base import Player
from companion.games.tales_of_danger import GAME
from companion.rng import seeded
from scoring.tales_of_danger.data import COST_BY_KEY

KEYS = sorted(COST_BY_KEY)


def _hidden(state: dict, seat: int | None, owner: int) -> bool:
    """Whether `seat` sees none of `owner`'s Journal values."""
    return all(v["journal"] is None for v in GAME.view(state, seat)["players"][owner]["voyage"])


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32))
def test_random_games_keep_journals_secret_and_end_after_one_final_round(n: int, seed: int) -> None:
    r = random.Random(seed)  # the players' choices: one seed keeps the example small
    players = [Player(f"P{i}", "#000000") for i in range(n)]
    state = GAME.setup(players, {"first_player": "random"}, seeded(n))
    log: list[dict] = []

    def run(action: dict, seat: int) -> None:
        for e in GAME.act(state, action, seat, seeded(0)):
            assert "journal" not in GAME.public_event(e)
            GAME.apply(state, copy.deepcopy(e))
            log.append(e)

    # Acts 1 and 2: whoever's turn it is secures a free Sponsor (or is given one), then hands fill up.
    while any(p["sponsor"] is None for p in state["players"]):
        seat = state["turn"]
        if state["players"][seat]["sponsor"] is None and r.random() < 0.5:
            run(
                {"type": "secure_sponsor", "rank": r.choice(GAME.view(state, None)["free_sponsors"])},
                seat,
            )
        else:
            run({"type": "end_turn"}, seat)
    ranks = [p["sponsor"] for p in state["players"]]
    assert len(set(ranks)) == n and set(ranks) <= set(state["sponsors"])
    for seat in range(n):
        run({"type": "hand_full", "full": True}, seat)
    run({"type": "end_turn"}, state["turn"])
    assert state["phase"] == "act3"
    assert state["players"][state["turn"]]["sponsor"] == min(p["sponsor"] for p in state["players"])

    def prepare(seat: int) -> None:
        d = r.randint(1, 3)
        run(
            {
                "type": "prepare_segment",
                "difficulty": d,
                "costs": r.choices(KEYS, k=d),
            },
            seat,
        )

    for seat in range(n):
        prepare(seat)
    final_turns = None
    for _ in range(400):
        if state["phase"] == "over":
            break
        seat = state["turn"]
        if state["players"][seat]["segment"] is None:
            prepare(seat)
        if r.random() < 0.8:
            journal = r.choice([1, 2, 3, None])
            run({"type": "complete_segment", "crew": 99, "supplies": 99, "journal": journal}, seat)
        else:
            run({"type": "forage", "cost": r.choice(KEYS)}, seat)
        if final_turns is not None:
            final_turns.append(seat)
        elif state["final_round"]:
            final_turns = []
            trigger = seat
        for owner in range(n):
            if state["phase"] != "over":
                assert _hidden(state, None, owner)
                assert _hidden(state, (owner + 1) % n, owner)
    assert state["phase"] == "over"
    # Every other player took exactly one final turn, in order; the trigger none.
    assert final_turns == [(trigger + i) % n for i in range(1, n)]
    assert len(state["players"][trigger]["voyage"]) == 5
    # The tally: difficulties plus Journals, ties to the higher-ranked Sponsor.
    points = [sum(v["difficulty"] + (v["journal"] or 0) for v in p["voyage"]) for p in state["players"]]
    assert state["points"] == points
    order = sorted(range(n), key=lambda s: (-points[s], state["players"][s]["sponsor"]))
    assert [s["seat"] for s in state["standings"]] == order
    assert not _hidden(state, None, trigger) or all(v["journal"] is None for v in state["players"][trigger]["voyage"])

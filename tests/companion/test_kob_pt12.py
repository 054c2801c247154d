"""pt12 (issue #26): the undo of a Duel reward that settled the Duel names the reward, not the totals."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_king_of_all_bards_api import duelling, snap
from tests.conftest import act


@pytest.mark.parametrize("rewards", [["card"], ["tip"], ["fan"]])
def test_undoing_a_reward_that_settled_the_duel_names_the_reward(client: FlaskClient, new_table, rewards) -> None:
    """No "settle" tap: the reward settles the Duel first, and its undo still names the reward taken back."""
    t = duelling(client, new_table)
    act(client, t, {"type": "duel_song", "genre": "love", "mood": "major"}, 0)
    act(client, t, {"type": "duel_song", "genre": "epic", "mood": "major"}, 1)
    act(client, t, {"type": "duel_roll", "value": 6}, 0)
    act(client, t, {"type": "duel_roll", "value": 2}, 1)
    before = len(snap(client, t, "host")["log"])
    act(client, t, {"type": "duel_reward", "rewards": rewards}, 0)
    lines = snap(client, t, "host")["log"][before:]
    taken = lines[[e["type"] for e in lines].index("reward") + 1]["text"]  # "Ann draws 1 card (reward)"
    assert "Ann" in taken and "(reward)" in taken, taken
    act(client, t, {"type": "undo"}, "host")
    undo = snap(client, t, "host")["log"][-1]
    assert "totals" not in undo["text"]
    assert undo["undid"] == taken and undo["text"] == f"The host undid: {taken}"

"""The King of All Bards' log in the rulebook's words: a Song, its reward and a changed pick (issue #26)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from companion.games.king_of_all_bards import GAME
from tests.companion.test_king_of_all_bards import Play
from tests.companion.test_king_of_all_bards_api import opened, start
from tests.conftest import act


@pytest.fixture
def client(app) -> FlaskClient:
    """HTTP all the way: the Flask client."""
    return app.test_client()


def lines(answer: dict) -> list[str]:
    """The log lines an action's answer brought."""
    return [e["text"] for e in answer["events"]]


def test_a_song_its_reward_and_a_changed_pick_read_once_each_and_in_order(client: FlaskClient, new_table) -> None:
    # A playtest read "sings a Epic Minor Song", "takes a reward: tip" then "+1 Tip (reward)", the Song's
    # success after its reward, and "picked a Pub (secret)" twice for one changed pick.
    t = opened(new_table)
    start(client, t, first=2)
    assert lines(act(client, t, {"type": "pick", "pub": 4}, 0)) == ["Ann picked a Pub (secret)"]
    assert lines(act(client, t, {"type": "pick", "pub": 3}, 0)) == ["Ann changed the secret pick"]
    for seat, pub in ((0, 4), (1, 5), (2, 6)):
        act(client, t, {"type": "pick", "pub": pub}, seat)
    assert lines(act(client, t, {"type": "sing", "genre": "epic", "mood": "minor"}, 2)) == [
        "Cy sings a Song: Epic Minor"
    ]
    act(client, t, {"type": "perform_roll", "value": 6}, 2)
    assert lines(act(client, t, {"type": "reward", "kind": "tip"}, 2)) == [
        "Cy's Song succeeded: a reward",
        "Cy +1 Tip (reward)",
        "Cy's Epic Minor Song is complete",
    ]


@pytest.mark.parametrize(
    ("kind", "taken", "played"),
    [
        ("egg", "Ann takes an egg token", "Ann plays an egg on Bob"),  # "plays a egg" before (RE8815)
        ("tomato", "Ann takes a tomato token", "Ann plays a tomato on Bob"),
        ("cabbage", "Ann takes a cabbage token", "Ann plays a cabbage on Bob"),
    ],
)
def test_a_token_takes_its_article(kind: str, taken: str, played: str) -> None:
    players = Play(("slav", "helga", "caspar")).players
    assert GAME.describe({"type": "token_taken", "seat": 0, "kind": kind, "step": None}, players) == taken
    assert GAME.describe({"type": "token_used", "seat": 0, "kind": kind, "target": 1}, players) == played


def test_a_re_picked_bard_card_reads_changes_to_not_a_second_plays(client: FlaskClient, new_table) -> None:
    # pt25: "Zoë plays Mariana the Dark (Love)" twice in the log for one player changing her mind.
    t = opened(new_table)
    assert lines(act(client, t, {"type": "choose_bard", "bard": "slav"}, 0)) == [
        "Ann plays Slav the Magnificent (Love)"
    ]
    assert lines(act(client, t, {"type": "choose_bard", "bard": "helga"}, 0)) == [
        "Ann changes to Helga the Brave (Epic)"
    ]
    assert lines(act(client, t, {"type": "choose_bard", "bard": "slav"}, 1)) == [
        "Bob plays Slav the Magnificent (Love)"
    ]

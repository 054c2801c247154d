"""Bard Saga card audit (docs/cards/bard-saga.md): the limits of place and time no other test pins down."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from flask.testing import FlaskClient

from tests.cards_doc import missing_tests
from tests.companion.test_bard_saga import give, started, state, sung_over_the_limit
from tests.conftest import act

EFFECTS = [
    {"type": "place_story", "deck": 4, "color": "Blue"},
    {"type": "draw", "seat": 0, "count": 1},
    {"type": "adjust", "seat": 1, "vp": 1},
]


@pytest.mark.parametrize("effect", EFFECTS, ids=lambda a: a["type"])
def test_a_story_effect_waits_while_scrolls_over_ten_are_given_back(
    new_table: Callable[..., dict], client: FlaskClient, effect: dict
) -> None:
    """Story effects happen when a Story is played or flipped, never in the middle of the Singing Victory phase."""
    table = started(new_table, client)
    st = sung_over_the_limit(client, table)
    assert st["phase"] == "returning"
    r = act(client, table, effect, "host", status=400)
    assert r["error"]["code"] == "wrong_phase"
    assert "give some back first" in r["error"]["message"]
    assert state(client, table) == st


def test_a_story_is_played_only_on_your_turn_and_is_the_whole_turn(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    table = started(new_table, client, n=3)
    r = act(client, table, {"type": "play", "color": "Red"}, 1, status=400)
    assert r["error"]["code"] == "not_your_turn"
    st = act(client, table, {"type": "play", "color": "Red"}, 0)["state"]
    assert st["turn"] == 1  # one (and only one) action: the turn passes
    give(client, table, 0, st["need"][0]["scrolls"])
    r = act(client, table, {"type": "collect", "deck": 0}, 0, status=400)
    assert r["error"]["code"] == "not_your_turn"


def test_a_played_story_is_flipped_only_while_its_round_is_played(
    new_table: Callable[..., dict], client: FlaskClient
) -> None:
    """ "When this card is flipped...": in the Seeking Story phase, or before singing; not between rounds."""
    table = started(new_table, client)
    act(client, table, {"type": "play", "color": "Red"}, 0)
    act(client, table, {"type": "flip", "seat": 0, "index": 0}, 1)
    act(client, table, {"type": "pass"}, 1)
    act(client, table, {"type": "pass"}, 0)
    act(client, table, {"type": "flip", "seat": 0, "index": 0}, 1)  # everyone passed, not sung yet
    st = act(client, table, {"type": "sing"}, 0)["state"]
    assert st["phase"] == "declaring"
    r = act(client, table, {"type": "flip", "seat": 0, "index": 0}, 1, status=400)
    assert r["error"]["code"] == "wrong_phase"


def test_every_row_of_the_card_table_cites_a_test_that_exists() -> None:
    assert missing_tests("docs/cards/bard-saga.md") == []

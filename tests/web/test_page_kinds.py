"""The table page tells its JS which event kinds to look for: the dice events and the seat notices."""

from __future__ import annotations

import json
import re

import pytest
from flask.testing import FlaskClient

from companion.events import SEAT_NOTICES, TABLE_EVENTS
from companion.games import all_games


def page_data(client: FlaskClient, code: str) -> dict:
    html = client.get(f"/t/{code}").get_data(as_text=True)
    return json.loads(re.search(r'<script id="table-data" type="application/json">(.*?)</script>', html).group(1))


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_the_page_names_the_tables_and_the_games_own_dice_events(client: FlaskClient, new_table, game: str) -> None:
    g = next(x for x in all_games() if x.id == game)
    t = new_table(game, ["Ann", "Bob", "Cy"][: max(g.min_players, 2)], seated=False)
    kinds = page_data(client, t["code"])["kinds"]
    assert kinds["rolls"] == ["roll", *g.roll_events]
    assert set(g.roll_events) <= set(g.shapes)  # each is one of the game's stored events
    assert kinds["rolloffs"] == ["rolloff", *g.rolloff_events]  # the screen's roll-off and First Player
    assert set(g.rolloff_events) <= set(g.shapes)
    assert kinds["rolloff_dice"] == list(g.rolloff_dice_events)  # each seat's die: the screen's last roll
    assert set(g.rolloff_dice_events) <= set(g.shapes)
    assert set(kinds["seats"]) == SEAT_NOTICES and SEAT_NOTICES <= TABLE_EVENTS


def test_the_dice_games_name_their_rolls() -> None:
    rolls = {g.id: g.roll_events for g in all_games()}
    assert rolls["king-of-all-bards"] == ("duel_roll", "perf_roll")
    assert rolls["minstrels"] == ("dice_rolled", "rerolled")


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_only_a_game_with_dice_has_the_dice_button(client: FlaskClient, new_table, game: str) -> None:
    g = next(x for x in all_games() if x.id == game)
    t = new_table(game, ["Ann", "Bob", "Cy"][: max(g.min_players, 2)], seated=False)
    html = client.get(f"/t/{t['code']}").get_data(as_text=True)
    # Bard Saga has no dice (pt10: its Dice button pushed "Стол" onto a second row), nor has Tales of
    # Danger (pt19: a Dice button "in a game without dice"); every other game keeps it.
    diceless = game in ("bard-saga", "tales-of-danger")
    assert ('id="open-dice"' in html) == (not diceless)
    assert g.has_dice == (not diceless)

"""Finding 11: a correction made by one seat for another may be undone by the seat it changed,
and the log says who changed whose numbers."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.companion.test_bard_saga import started
from tests.companion.test_king_of_all_bards_api import opened, start
from tests.conftest import act

KOB = [
    ({"type": "adjust_tips", "seat": 1, "delta": 2}, "Bob +2 Tips"),
    ({"type": "move_bard", "seat": 1, "to": 0}, "Bob's Bard moves to"),
    ({"type": "move_fan", "color": 1, "from": "reserve", "to": 5}, "Bob's Fan"),
]


def _log(client: FlaskClient, table: dict) -> list[dict]:
    return client.get(f"/api/tables/{table['code']}/log").json


@pytest.mark.parametrize(("action", "says"), KOB, ids=[a["type"] for a, _ in KOB])
def test_king_of_all_bards_corrections_undone_by_the_seat_they_change(
    client: FlaskClient, new_table, action: dict, says: str
) -> None:
    table = opened(new_table)
    start(client, table)
    before = client.get(f"/api/tables/{table['code']}").json["state"]
    done = act(client, table, action, seat=0)  # Ann corrects Bob's numbers, as at a real table
    line = done["events"][0]["text"]
    assert says in line and "by Ann" in line, line
    refused = act(client, table, {"type": "undo"}, seat=2, status=403)  # Cy: neither who did it nor whose
    assert refused["error"]["code"] == "not_yours"
    assert "Ann, Bob or the host" in refused["error"]["message"]
    undone = act(client, table, {"type": "undo"}, seat=1)  # Bob may take back what was done to him
    assert undone["state"] == before
    assert _log(client, table)[-1]["text"].startswith("Bob undid: ")


def test_a_seats_own_move_stays_its_own(client: FlaskClient, new_table) -> None:
    table = opened(new_table)
    start(client, table)
    act(client, table, {"type": "adjust_tips", "seat": 0, "delta": 1}, seat=0)
    assert "by Ann" not in _log(client, table)[-1]["text"], "no 'by' when a seat changes its own"
    assert act(client, table, {"type": "undo"}, seat=1, status=403)["error"]["code"] == "not_yours"


def test_the_changed_seat_may_redo_too(client: FlaskClient, new_table) -> None:
    table = opened(new_table)
    start(client, table)
    act(client, table, {"type": "adjust_tips", "seat": 1, "delta": 2}, seat=0)
    act(client, table, {"type": "undo"}, seat=1)
    act(client, table, {"type": "redo"}, seat=1)  # the changed seat may also bring it back
    assert "Bob redid: " in _log(client, table)[-1]["text"]


def test_bard_saga_adjust_undone_by_the_seat_it_changes(client: FlaskClient, new_table) -> None:
    table = started(new_table, client, n=3)
    before = client.get(f"/api/tables/{table['code']}").json["state"]
    done = act(client, table, {"type": "adjust", "seat": 1, "vp": 2}, seat=0)
    assert "by Ann" in done["events"][0]["text"], done["events"][0]["text"]
    assert act(client, table, {"type": "undo"}, seat=2, status=403)["error"]["code"] == "not_yours"
    assert act(client, table, {"type": "undo"}, seat=1)["state"] == before

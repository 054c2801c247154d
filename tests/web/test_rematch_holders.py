"""Issue 27, finding 8: play again gives a seat at the new table only to the phone that held it when
play again was chosen; a later holder of the old seat asks the new table's host."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import bearer
from tests.web.test_rematch import _rematch


def test_a_later_holder_of_the_old_seat_does_not_get_the_new_seat(client: FlaskClient, new_table) -> None:
    old = new_table(players=["Ann", "Bob"])
    code, bob = old["code"], old["seats"][1]["token"]
    first = _rematch(client, code, bob)
    # Bob's phone played again, then stepped back at the old table; another phone takes that seat.
    assert client.post(f"/api/tables/{code}/leave", json={}, headers=bearer(bob)).status_code == 200
    other = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert other.status_code == 200, other.json
    refused = client.post(f"/api/tables/{code}/rematch", json={}, headers=bearer(other.json["token"]))
    assert refused.status_code == 409 and refused.json["error"]["code"] == "seat_taken"
    assert first["token"] not in refused.get_data(as_text=True)
    # Bob's token at the new table still works, and only Bob's.
    snap = client.get(f"/api/tables/{first['code']}", headers=bearer(first["token"])).json
    assert snap["you"]["seat"] == 1
    # The other phone can still ask the new table's host, as any phone asks for a held seat.
    asked = client.post(f"/api/tables/{first['code']}/join", json={"seat": 1})
    assert asked.status_code == 202 and "token" not in asked.json


def test_a_seat_nobody_held_at_play_again_is_not_handed_by_it(client: FlaskClient, new_table) -> None:
    old = new_table(players=["Ann", "Bob"], seated=False)
    code = old["code"]
    ann = client.post(f"/api/tables/{code}/join", json={"seat": 0}).json["token"]
    moved = _rematch(client, code, ann)
    late = client.post(f"/api/tables/{code}/join", json={"seat": 1}).json["token"]  # after play again
    r = client.post(f"/api/tables/{code}/rematch", json={}, headers=bearer(late))
    assert r.status_code == 409 and r.json["error"]["code"] == "seat_taken"
    # The new table's seat was free all along: that phone joins it there like any phone.
    joined = client.post(f"/api/tables/{moved['code']}/join", json={"seat": 1})
    assert joined.status_code == 200

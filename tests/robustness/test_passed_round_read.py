"""The host's phone reads the game as a seat it passes round (`GET /api/tables/<code>?as=<seat>`, pt93).

Minstrels' hero cards are dealt secretly when the table opens. A player without a phone of their own,
passed the host's phone, could not see theirs: the host's view hides every seat's hand, and setup
stalled on "choose on Bartholomew's own phone". The host's phone reads as such a seat; never as one
with a phone of its own, nor a free one another phone may still take.
"""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.companion.test_minstrels_play import BASE_COINS
from tests.conftest import bearer

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _table(client: FlaskClient, new_table) -> tuple[dict, dict]:
    """A Minstrels table with heroes: Ann on her own phone, the other three passed round on the host's."""
    table = new_table("minstrels", NAMES, {"heroes": True}, seated=False)
    ann = client.post(f"/api/tables/{table['code']}/join", json={"seat": 0}).json
    kept = client.post(
        f"/api/tables/{table['code']}/actions", json={"type": "keep_seats"}, headers=bearer(table["host_token"])
    )
    assert kept.status_code == 200, kept.json
    return table, ann


def _read(client: FlaskClient, table: dict, token: str, query: str = "") -> object:
    return client.get(f"/api/tables/{table['code']}{query}", headers=bearer(token))


def test_the_hosts_phone_reads_a_passed_round_seats_hand_and_only_that_one(client: FlaskClient, new_table) -> None:
    table, ann = _table(client, new_table)
    host = table["host_token"]
    plain = _read(client, table, host).json
    assert [p["offer"] for p in plain["state"]["players"]] == [[], [], [], []]  # the host's view: no hand shown
    assert [p["dealt"] for p in plain["state"]["players"]] == [2, 2, 2, 2]
    bob = _read(client, table, host, "?as=1")
    assert bob.status_code == 200, bob.json
    players = bob.json["state"]["players"]
    assert len(players[1]["offer"]) == 2  # Bob's hand, to show him on the phone passed to him
    assert [p["offer"] for i, p in enumerate(players) if i != 1] == [[], [], []]  # nobody else's
    assert bob.json["you"] == {**plain["you"], "as": 1}  # still the host's phone (its requests, no seat)
    assert "stream" not in "".join(bob.headers.getlist("Set-Cookie"))  # no seat's stream key for it
    # As Bob, the host's phone keeps one of his heroes, as his own phone would; Ann never sees which.
    hero = players[1]["offer"][0]
    kept = client.post(
        f"/api/tables/{table['code']}/actions",
        json={"type": "board_ready", "by": 1, "coins": BASE_COINS, "hero": hero},
        headers=bearer(host),
    )
    assert kept.status_code == 200, kept.json
    assert _read(client, table, host, "?as=1").json["state"]["players"][1]["hero"] == hero
    assert _read(client, table, ann["token"]).json["state"]["players"][1]["hero"] is None


def test_a_seat_with_its_own_phone_a_free_one_or_another_token_is_refused_and_says_why(
    client: FlaskClient, new_table
) -> None:
    table, ann = _table(client, new_table)
    host = table["host_token"]
    own = _read(client, table, host, "?as=0")  # Ann's: her phone holds it
    assert own.status_code == 409 and own.json["error"]["code"] == "not_passed_round"
    assert "Ann's seat is not passed round" in own.json["error"]["message"]
    by_ann = _read(client, table, ann["token"], "?as=1")  # a seat's phone never reads another's hand
    assert by_ann.status_code == 403 and by_ann.json["error"]["code"] == "host_only"
    for bad in ("?as=4", "?as=-1", "?as=x", "?as=", "?as=1e3", "?as=%EF%BC%91"):
        r = _read(client, table, host, bad)
        assert r.status_code == 400, (bad, r.json)
        assert "'as'" in r.json["error"]["message"] or "seat 4" in r.json["error"]["message"], (bad, r.json)
    # The host frees Cid's seat for the next phone: it is no longer the host phone's to read.
    assert (
        client.post(f"/api/tables/{table['code']}/release", json={"seat": 2}, headers=bearer(host)).status_code == 200
    )
    freed = _read(client, table, host, "?as=2")
    assert freed.status_code == 409 and freed.json["error"]["code"] == "not_passed_round"


def test_a_game_that_keeps_passed_round_secrets_face_down_is_never_read_as_a_seat(
    client: FlaskClient, new_table
) -> None:
    """Tales of Danger's Journals, typed on the host's phone passed round, stay face down there (pt65)."""
    table = new_table("tales-of-danger", NAMES, seated=False)
    kept = client.post(
        f"/api/tables/{table['code']}/actions", json={"type": "keep_seats"}, headers=bearer(table["host_token"])
    )
    assert kept.status_code == 200, kept.json
    r = _read(client, table, table["host_token"], "?as=1")
    assert r.status_code == 400 and r.json["error"]["code"] == "not_for_this_game"
    assert (
        r.json["error"]["message"]
        == "Tales of Danger shows no seat's secrets on the host's phone: they stay face down there"
    )

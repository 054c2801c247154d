"""Issue 27, finding 11: a seat request's three-digit check is shown to the asking phone, the seat's
holder and the host only; the public log, spectators' snapshots and streams never carry it."""

from __future__ import annotations

import json

from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import bearer


def _snap(client: FlaskClient, code: str, token: str | None = None) -> dict:
    return client.get(f"/api/tables/{code}", headers=bearer(token) if token else {}).json


def test_the_check_reaches_only_the_asking_phone_the_holder_and_the_host(
    app: Flask, client: FlaskClient, new_table
) -> None:
    table = new_table(players=["Ann", "Bob", "Cid"])
    code, ann, bob = table["code"], table["seats"][0]["token"], table["seats"][1]["token"]
    _, stream, _ = app.extensions["tables"].subscribe(code)  # a spectator's stream
    asked = client.post(f"/api/tables/{code}/join", json={"seat": 1})
    assert asked.status_code == 202 and len(asked.json["check"]) == 3  # the asking phone has it
    check = asked.json["check"]
    assert _snap(client, code, table["host_token"])["you"]["requests"][0]["check"] == check
    assert _snap(client, code, bob)["you"]["asked"] == {"check": check, "granted": False}
    granted = client.post(
        f"/api/tables/{code}/grant", json={"seat": 1, "check": check}, headers=bearer(table["host_token"])
    )
    assert granted.status_code == 200
    # Nobody else sees it: not in the public log (its data or its words), not in another seat's or
    # a spectator's snapshot, not on a stream.
    log = client.get(f"/api/tables/{code}/log").json
    asks = [e for e in log if e["type"] in ("seat_requested", "seat_granted")]
    assert [e["type"] for e in asks] == ["seat_requested", "seat_granted"]
    for e in asks:
        assert "check" not in e["data"] and check not in e["text"], e
    for snap in (_snap(client, code), _snap(client, code, ann)):
        assert '"check"' not in json.dumps(snap) and snap["you"].get("asked") is None
    sent = [stream.get(1), stream.get(1)]
    assert all(b'"check"' not in m for m in sent) and b"seat_granted" in sent[1]
    # The asking phone collects as before.
    got = client.post(f"/api/tables/{code}/join", json={"seat": 1, "request": asked.json["request"]})
    assert got.status_code == 200 and got.json["seat"] == 1

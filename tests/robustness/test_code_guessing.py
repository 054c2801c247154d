"""Finding 4: every endpoint that takes a join code counts unknown codes against the same limit,
and those that need a token answer an unknown code as they answer a real one with a wrong token."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask

from tests.conftest import bearer
from web import create_app, limits

TOKEN_ENDPOINTS = ["/api/tables/{}/release", "/api/tables/{}/code", "/api/tables/{}/actions"]
BODIES = {"release": {"seat": 0}, "code": {}, "actions": {"type": "roll", "dice": "1d6"}}


def _app(tmp_path: Path, limit: int = 5) -> Flask:
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "g.sqlite3"), "JOIN_LIMIT": limit})


def _post(client, path: str, token: str | None):
    body = BODIES[path.rsplit("/", 1)[1]]
    return client.post(path, json=body, headers=bearer(token) if token else {})


@pytest.mark.parametrize("path", TOKEN_ENDPOINTS)
def test_guessing_through_a_host_endpoint_gets_429(tmp_path: Path, path: str) -> None:
    client = _app(tmp_path).test_client()
    real = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json
    for guess in ["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD", "EEEEEE"]:
        assert _post(client, path.format(guess), "x" * 24).status_code == 403
    r = _post(client, path.format("FFFFFF"), "x" * 24)
    assert r.status_code == 429 and r.json["error"]["code"] == "too_many_guesses"
    # The limit is the same one the pages and the public API use.
    assert client.get(f"/api/tables/{real['code']}").status_code == 429
    limits.reset()


@pytest.mark.parametrize("path", TOKEN_ENDPOINTS)
@pytest.mark.parametrize("token", [None, "x" * 24, "the-host-token-of-another-table"])
def test_unknown_and_real_codes_answer_alike_before_authentication(tmp_path: Path, path: str, token) -> None:
    client = _app(tmp_path, limit=1000).test_client()
    real = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json
    other = client.post("/api/tables", json={"game": "score-pad", "players": ["C", "D"]}).json
    if token == "the-host-token-of-another-table":
        token = other["host_token"]
    known = _post(client, path.format(real["code"]), token)
    unknown = _post(client, path.format("ZZZZZZ"), token)
    assert known.status_code == unknown.status_code and known.status_code in (401, 403)
    assert known.json == unknown.json
    assert real["code"] not in known.get_data(as_text=True)
    limits.reset()


def test_the_host_still_releases_and_renews(tmp_path: Path) -> None:
    client = _app(tmp_path).test_client()
    real = client.post("/api/tables", json={"game": "score-pad", "players": ["A", "B"]}).json
    r = client.post(f"/api/tables/{real['code']}/release", json={"seat": 0}, headers=bearer(real["host_token"]))
    assert r.status_code == 200
    r = client.post(f"/api/tables/{real['code']}/code", json={}, headers=bearer(real["host_token"]))
    assert r.status_code == 200 and r.json["code"] != real["code"]
    limits.reset()

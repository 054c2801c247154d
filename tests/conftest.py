"""Fixtures for every test: the app, its client, a seeded random source, a table factory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.rng import seeded
from web import create_app, limits


@pytest.fixture
def app(tmp_path) -> Flask:
    """A fresh app on its own SQLite file, with a seeded random source."""
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "RNG": seeded(1234)})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """The Flask test client."""
    return app.test_client()


@pytest.fixture
def new_table(client: FlaskClient) -> Callable[..., dict[str, Any]]:
    """Open a table over the API: `new_table("score-pad", ["Red", "Blue"], {...})`."""

    def make(game: str = "score-pad", players: list | None = None, options: dict | None = None) -> dict:
        players = players or ["Red", "Blue"]
        body = {"game": game, "players": [p if isinstance(p, dict) else {"name": p} for p in players]}
        if options is not None:
            body["options"] = options
        r = client.post("/api/tables", json=body)
        assert r.status_code == 201, r.json
        return r.json

    return make


def bearer(token: str) -> dict[str, str]:
    """The Authorization header for a token."""
    return {"Authorization": f"Bearer {token}"}


def act(client: FlaskClient, table: dict, action: dict, seat: int | str = 0, status: int = 200) -> dict:
    """POST one action as a seat (or "host"), check the status, return the JSON answer."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    r = client.post(f"/api/tables/{table['code']}/actions", json=action, headers=bearer(token))
    assert r.status_code == status, r.json
    return r.json

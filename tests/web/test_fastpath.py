"""The action fast path answers exactly as Flask's route does, for good and bad requests alike."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from companion.rng import seeded
from web import create_app, limits
from web.fastpath import Actions


@pytest.fixture(autouse=True)
def _no_guesses_counted() -> Iterator[None]:
    """The guessing limit counts per process: each test, and each app, starts afresh."""
    limits.reset()
    yield
    limits.reset()


def _app(tmp_path: Path, name: str, fast: bool) -> Flask:
    return create_app(
        {"TESTING": True, "DATABASE": str(tmp_path / f"{name}.sqlite3"), "RNG": seeded(3), "FAST_ACTIONS": fast}
    )


def _scenario(client: FlaskClient) -> list[tuple[object, ...]]:
    """The same requests against a fresh table: (status line, body without tokens and times, the SEEN headers)."""
    t = client.post("/api/tables", json={"game": "score-pad", "players": ["Red", "Blue"]}).json
    code = t["code"]
    tok = client.post(f"/api/tables/{code}/join", json={"seat": 0}).json["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    url = f"/api/tables/{code}/actions"
    requests = [
        dict(json={"type": "score", "seat": 0, "delta": 3}, headers=auth),
        dict(json={"type": "roll", "dice": "2d6"}, headers=auth),
        dict(json={"type": "score", "seat": 0, "delta": 1, "seq": 1}, headers=auth),  # stale
        dict(json={"type": "nope"}, headers=auth),
        dict(json={"type": "score", "seat": 9, "delta": 1}, headers=auth),
        dict(json={"type": "score", "seat": 0, "delta": 1, "id": "a1"}, headers=auth),
        dict(json={"type": "score", "seat": 0, "delta": 1, "id": "a1"}, headers=auth),  # duplicate
        dict(data="{not json", headers={**auth, "Content-Type": "application/json"}),
        dict(data="null", headers={**auth, "Content-Type": "application/json"}),
        dict(data="[NaN]", headers={**auth, "Content-Type": "application/json"}),
        dict(data="x", headers={**auth, "Content-Type": "text/plain"}),
        dict(json={"type": "score", "seat": 0, "delta": 1}, headers={"Authorization": "Bearer wrong"}),
        dict(json={"type": "score", "seat": 0, "delta": 1}, headers={"Authorization": "Bearer é"}),
        dict(json={"type": "score", "seat": 0, "delta": 1}),
        dict(json={"type": "score", "seat": 0, "delta": 1}, headers={**auth, "Accept-Language": "de"}),
    ]
    # The code as Werkzeug reads the URL (UTF-8), not as WSGI hands it over (latin-1).
    for odd in ("%A0", "%DF", "%C2%A0", "%C3%9F", "%FF"):
        requests.append(dict(json={"type": "roll"}, headers=auth, path=f"/api/tables/{code}{odd}/actions"))
    # A body shorter than its Content-Length.
    short = {"CONTENT_LENGTH": "100"}
    requests.append(
        dict(data='{"type": "roll"}', headers={**auth, "Content-Type": "application/json"}, environ_overrides=short)
    )
    out = [_seen(client.post(r.pop("path", url), **r), code) for r in requests]
    out.append(_seen(client.post("/api/tables/ZZZZZZ/actions", json={"type": "score"}, headers=auth), code))
    out.append(_seen(client.post(url, data=json.dumps({"type": "x", "pad": "y" * 70_000}), headers=auth), code))
    for _ in range(30):  # unknown codes until the guessing limit answers 429
        guessed = client.post("/api/tables/ZZZZZZ/actions", json={"type": "score"}, headers=auth)
    out.append(_seen(guessed, code))
    return out


SEEN = ("Content-Type", "Content-Security-Policy", "Content-Language", "Vary")


def _seen(r, code: str) -> tuple[object, ...]:
    body = json.loads(r.get_data(as_text=True).replace(code, "CODE") or "null")
    return r.status, _strip(body), *(r.headers.get(name) for name in SEEN)


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("at", "token")}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def test_the_fast_path_is_installed_and_answers_like_flask(tmp_path: Path) -> None:
    fast, slow = _app(tmp_path, "fast", True), _app(tmp_path, "slow", False)
    assert isinstance(fast.wsgi_app, Actions) and not isinstance(slow.wsgi_app, Actions)
    got = _scenario(fast.test_client())
    limits.reset()
    want = _scenario(slow.test_client())
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g == w, f"request {i}: {g} != {w}"


@pytest.mark.parametrize("fast", [True, False])
def test_every_action_answer_says_it_varies_by_language(tmp_path: Path, fast: bool) -> None:
    client = _app(tmp_path, "v", fast).test_client()
    t = client.post("/api/tables", json={"game": "score-pad", "players": ["Red", "Blue"]}).json
    tok = client.post(f"/api/tables/{t['code']}/join", json={"seat": 0}).json["token"]
    r = client.post(
        f"/api/tables/{t['code']}/actions",
        json={"type": "score", "seat": 0, "delta": 1},
        headers={"Authorization": f"Bearer {tok}"},
    )
    assert r.status_code == 200 and "Accept-Language" in r.headers["Vary"]

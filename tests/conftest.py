"""Fixtures for every test: the app, its client, a table factory; a live server, Chromium and phones."""

from __future__ import annotations

import faulthandler
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, settings
from playwright.sync_api import Browser, Page, sync_playwright

from companion.rng import seeded
from companion.tables import Tables
from tests.browser.phones import Phones
from tests.browser.support import ARGS, CHROMIUM, LiveServer
from web import create_app, limits

# CI runs the same examples every time, so a red run is never luck; HYPOTHESIS_PROFILE=explore
# draws fresh ones on each run when you go looking for trouble.
settings.register_profile(
    "ci", derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("explore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# A test that runs this long (the longest take ~20 s on a loaded 2-core machine) is stuck: a page's
# promise that never settles leaves Playwright's `evaluate` waiting with no timeout of its own, and the
# whole run then hung until CI gave up. Its process prints every thread's stack and exits, so the run
# goes on (pytest-xdist reports the test as failed with its worker) and the stack says where it hung.
STUCK_AFTER = float(os.environ.get("COMPANION_STUCK_AFTER", "300"))
# The process's own stderr, kept before pytest captures file descriptor 2 for each test (the stack
# written to the captured one would go with the process).
_STDERR = os.fdopen(os.dup(2), "w")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Any:
    """Run one test under the stuck-test watchdog (STUCK_AFTER)."""
    faulthandler.dump_traceback_later(STUCK_AFTER, exit=True, file=_STDERR)
    try:
        return (yield)
    finally:
        faulthandler.cancel_dump_traceback_later()


def pytest_unconfigure(config: pytest.Config) -> None:
    """Close the watchdog's copy of stderr."""
    faulthandler.cancel_dump_traceback_later()
    _STDERR.close()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser tests last: one pytest-xdist run does the others first, then the browser tests.

    These machines are CPU-bound; the two kinds side by side cost ~30 % more CPU than one after
    the other (measured), and one run instead of two starts its workers once and lets the browser
    tests fill the cores the others' last long tests leave idle.
    """
    items.sort(key=lambda item: (item.get_closest_marker("browser") is not None, item.path.stem not in LONGEST))


# The browser files whose tests take longest (`--durations=0`), first among the browser tests: a run
# whose last tests are the long ones ends with one worker busy and the others idle.
LONGEST = frozenset(
    {
        "test_stress_set",
        "test_table_screen",
        "test_minstrels_languages",
        "test_mixed_table",
        "test_screen_pt27",  # session 19: the longest new ones, measured loaded (--durations=40)
        "test_tales_of_danger",
        "test_tales_of_danger_screens",
        "test_minstrels_draws",
        "test_scan_sheet",
        "test_king_of_all_bards",
        # session 20: single tests of 8-16 s that came late (in path order), ending one worker after the others
        "test_minstrels",
        "test_spoken_turns",
        "test_bard_saga",
        "test_king_of_all_bards_table",
        "test_bard_saga_stress",
    }
)


@pytest.fixture
def app(tmp_path) -> Flask:
    """A fresh app on its own SQLite file, with a seeded random source."""
    limits.reset()
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite3"), "RNG": seeded(1234)})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """The Flask test client."""
    return app.test_client()


def table_opener(client: Any) -> Callable[..., dict[str, Any]]:
    """`make("score-pad", ["Red", "Blue"], {...})` opens a table through `client` (HTTP or the engine).

    Creation hands out no seat tokens; unless `seated=False`, a phone then joins every seat, and
    each seat's token is put into `seats` as a test's phones would each hold their own.
    """

    def make(
        game: str = "score-pad", players: list | None = None, options: dict | None = None, seated: bool = True
    ) -> dict:
        players = players or ["Red", "Blue"]
        body = {"game": game, "players": [p if isinstance(p, dict) else {"name": p} for p in players]}
        if options is not None:
            body["options"] = options
        r = client.post("/api/tables", json=body)
        assert r.status_code == 201, r.json
        table = r.json
        if seated:
            for s in table["seats"]:
                joined = client.post(f"/api/tables/{table['code']}/join", json={"seat": s["seat"]})
                assert joined.status_code == 200, joined.json
                s["token"] = joined.json["token"]
        table["seq"] = client.get(f"/api/tables/{table['code']}").json["seq"]  # before any test action
        return table

    return make


def seated(engine: Tables, created: dict) -> dict:
    """An engine-made table with a phone in every seat: each seat's token joins `seats`."""
    for s in created["seats"]:
        answer, status = engine.claim(created["code"], s["seat"])
        assert status == 200, answer
        s["token"] = answer["token"]
    created["seq"] = engine.get(created["code"]).seq
    return created


@pytest.fixture
def new_table(client: FlaskClient) -> Callable[..., dict[str, Any]]:
    """Open a table over the API: `new_table("score-pad", ["Red", "Blue"], {...})`."""
    return table_opener(client)


def bearer(token: str) -> dict[str, str]:
    """The Authorization header for a token."""
    return {"Authorization": f"Bearer {token}"}


def sse_ids(data: bytes) -> list[int]:
    """The seq of each `id: <seq>.<tag>` line of an event stream read so far (whole lines: a read can end mid-line)."""
    return [int(line[4:].split(b".", 1)[0]) for line in data.split(b"\n")[:-1] if line.startswith(b"id: ")]


def act(client: FlaskClient, table: dict, action: dict, seat: int | str = 0, status: int = 200) -> dict:
    """POST one action as a seat (or "host"), check the status, return the JSON answer."""
    token = table["host_token"] if seat == "host" else table["seats"][seat]["token"]
    r = client.post(f"/api/tables/{table['code']}/actions", json=action, headers=bearer(token))
    assert r.status_code == status, r.json
    return r.json


# One Chromium for the whole session: a second sync Playwright in the same process fails.
@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server over a fresh app with its own SQLite file, on the origin all tests' share (phones stay warm)."""
    server = LiveServer(tmp_path / "live.sqlite3", shared=True)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's Chromium, headless, driven by Playwright."""
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def phones(browser: Browser) -> Iterator[Phones]:
    """The session's phones, kept warm between tests (tests/browser/phones.py)."""
    kept = Phones(browser)
    yield kept
    kept.close()


@pytest.fixture
def phone(phones: Phones) -> Iterator[Callable[..., Page]]:
    """Make a phone: a browser context of its own (own storage) at 360x740, touch, 2x pixels.

    `phone(init_script=..., **settings)`: Playwright's context settings over those; the script runs
    in every page first. The phone may be one an earlier test handed back, made clean.
    The screen checks pass `service_workers="block"`: they open hundreds of pages, each new phone's
    worker would cache the shell and every page again, and what they look at is the page drawn.
    The plays keep the worker a real phone has; its own tests are the offline ones.
    """
    contexts = []

    def make(init_script: str | None = None, **settings: Any) -> Page:
        ctx, page = phones.take(init_script, **settings)
        contexts.append(ctx)
        return page

    yield make
    for ctx in contexts:
        phones.give_back(ctx)

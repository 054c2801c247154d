"""Rule tests act on the table engine: `client` here is a `TablesClient`, not HTTP.

A test of what only HTTP serves (exports, the event stream, pages) asks for `http` and
`http_new_table` instead; tests/web and tests/robustness test the HTTP layer itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import table_opener
from tests.tables_client import TablesClient


@pytest.fixture
def client() -> TablesClient:
    """The table engine answering the API's calls, with the app's seeded random source."""
    return TablesClient(seed=1234)


@pytest.fixture
def http(app: Flask) -> FlaskClient:
    """The Flask test client, for what only HTTP serves."""
    return app.test_client()


@pytest.fixture
def http_new_table(http: FlaskClient) -> Callable[..., dict[str, Any]]:
    """Open a table over HTTP: `http_new_table("minstrels", ["Ann", "Bob"], {...})`."""
    return table_opener(http)

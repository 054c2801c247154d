"""Browser tests: the fixtures live in tests/conftest.py; helpers in tests/browser/support.py."""

from __future__ import annotations

import pytest

from tests.browser.support import LiveServer, as_host, screenshot, seat_link

__all__ = ["LiveServer", "as_host", "screenshot", "seat_link"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder `browser`."""
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)

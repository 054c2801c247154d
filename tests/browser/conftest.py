"""Browser tests: the fixtures live in tests/conftest.py; helpers in tests/browser/support.py."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from tests.browser.support import LiveServer, as_host, screenshot, seat_link

__all__ = ["LiveServer", "as_host", "screenshot", "seat_link"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder `browser`."""
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(autouse=True)
def _unclosed_sockets_warn_in_their_own_test() -> Iterator[None]:
    """Collect garbage after each test, so a socket a test left open warns there, not later.

    Left to the collector, an unclosed socket (an HTTP error's answer, say) warns in whichever
    test is running when it happens to be collected: a failure far from its cause.
    """
    yield
    gc.collect()
    # What survives is set aside, so the next test's collection walks only that test's objects
    # (~1 ms, against ~110 ms for a walk over the whole session's heap).
    gc.freeze()

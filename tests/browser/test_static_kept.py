"""A phone keeps a table page's scripts and styles: a reload asks the server for none of them again."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from tests.browser.support import LiveServer, caught_up, seat_link, wait_for


def _asked(server: LiveServer) -> list[str]:
    """Every static file's path the server is asked for from now on, in order (a list that grows)."""
    asked: list[str] = []
    inner = server.app.wsgi_app

    def counting(environ: dict, start_response: Any) -> Any:
        if environ["PATH_INFO"].startswith("/static/"):
            asked.append(environ["PATH_INFO"])
        return inner(environ, start_response)

    server.app.wsgi_app = counting  # type: ignore[method-assign]
    return asked


def _drawn(page: Page) -> None:
    """The table drawn with its last event, the page's own scripts all run."""
    caught_up(page)
    wait_for(page, "document.readyState === 'complete'")


@pytest.mark.parametrize("worker", ["block", "allow"])
def test_a_reload_asks_for_no_static_file(live_server: LiveServer, phone, worker: str) -> None:
    table = live_server.create_table("minstrels", ["Ana", "Bo", "Cy"])
    asked = _asked(live_server)
    page = phone(service_workers=worker)
    page.goto(seat_link(live_server, table, 0))
    _drawn(page)
    assert {"/static/js/app.js", "/static/js/table.js", "/static/js/games/minstrels.js"} <= set(asked), asked
    if worker == "allow":  # the worker takes the page over from its next load on, once it is active
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.reload()
        wait_for(page, "navigator.serviceWorker.controller !== null")
        _drawn(page)
    asked.clear()
    page.reload()
    _drawn(page)
    assert asked == [], asked

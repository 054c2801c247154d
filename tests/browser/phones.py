"""Warm phones: browser contexts kept from one test to the next, so a new phone is not a new renderer.

A phone is a browser context of its own (its own storage, language, screen). Chromium pays about a
second of CPU for a context's first page and that page's first table (a new renderer starting up),
and a quarter to a half of that for the next page in the same context. So a
context a test is done with is handed to a later test that asks for the same settings, made clean:
a new page (no listeners, handlers or media emulation of the last test's), its other pages closed,
its cookies and permissions cleared, back online. What is left of the last test is bound to its
server's origin (localStorage, the service worker, the HTTP cache). The `live_server` fixture's
servers share one origin (tests/browser/live.py): there the phone's storage is wiped, its HTTP cache
kept (the static files, a later test's first page then ~35 % cheaper); every other server of a
session listens on a port of its own, so a later test never meets what was left there.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page

from tests.browser.live import shared_origin
from tests.browser.support import PHONE

# Contexts kept idle between tests, at most: each keeps a renderer, and idle renderers are not free
# (a pool of 24 cost ~15-25 % more CPU than one of 8 in side-by-side runs; 8 makes as few contexts).
MOST_KEPT = 8
# A phone waits this long (ms) for what it expects before a test fails.
TIMEOUT = 5000


class Phones:
    """A browser's phones by their settings: taken by a test, handed back clean when it ends."""

    def __init__(self, browser: Browser):
        self.browser = browser
        self.idle: list[tuple[str, BrowserContext]] = []  # the longest idle first
        self.keys: dict[int, str] = {}  # each context's settings, as `take` compares them

    def take(self, init_script: str | None = None, **settings: Any) -> tuple[BrowserContext, Page]:
        """A context with the phone's settings (PHONE, overridden by `settings`) and a blank page of its own.

        `init_script`: runs in every page before the page's own scripts (it stays with the context).
        """
        key = repr((init_script, sorted({**PHONE, **settings}.items())))
        for n, (k, ctx) in enumerate(self.idle):
            if k == key:
                del self.idle[n]
                return ctx, ctx.pages[0]
        ctx = self.browser.new_context(**{**PHONE, **settings})
        if init_script:
            ctx.add_init_script(init_script)
        self.keys[id(ctx)] = key
        return ctx, _new_page(ctx)

    def give_back(self, ctx: BrowserContext) -> None:
        """Make a context clean for the next test and keep it (or close it, when it cannot be made so)."""
        try:
            fresh = _new_page(ctx)  # opened before the old ones close, so the renderer stays warm
            for page in ctx.pages:
                if page is not fresh:
                    page.close()
            ctx.clear_cookies()
            _wipe_shared_origin(fresh)
            ctx.clear_permissions()
            ctx.set_offline(False)
            ctx.unroute_all(behavior="ignoreErrors")
        except Exception:  # a context a failed test left broken is not worth keeping
            self._close(ctx)
            return
        self.idle.append((self.keys[id(ctx)], ctx))
        while len(self.idle) > MOST_KEPT:
            self._close(self.idle.pop(0)[1])

    def _close(self, ctx: BrowserContext) -> None:
        self.keys.pop(id(ctx), None)
        ctx.close()

    def close(self) -> None:
        """Close every kept context."""
        while self.idle:
            self._close(self.idle.pop()[1])


# What a test leaves on the origin the live servers share (tests/browser/live.py): everything but
# the HTTP cache, which keeps the app's static files (each URL at its version) for the next test.
_STORED = "local_storage,indexeddb,service_workers,cache_storage,file_systems,websql"


def _wipe_shared_origin(page: Page) -> None:
    """Clear the phone's storage on the shared origin: a later test meets it as a new phone would."""
    origin = shared_origin()
    if origin is None:
        return
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": _STORED})
    finally:
        cdp.detach()


def _new_page(ctx: BrowserContext) -> Page:
    """A new page of the phone, waiting `TIMEOUT` for what a test expects."""
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT)
    return page

"""Warm phones: browser contexts kept from one test to the next, so a new phone is not a new renderer.

A phone is a browser context of its own (its own storage, language, screen). Chromium pays about a
second of CPU for a context's first page and that page's first table (a new renderer starting up).
So a context a test is done with is handed to a later test that asks for the same settings (its
screen size and scheme aside: a page takes those on its own), made clean: its own page kept and sent
to about:blank, with what the last test put on the page taken off (listeners, routes, media
emulation, viewport), its other pages closed, its cookies and permissions cleared, back online.
A new page (a new tab) each time cost ~170 ms more CPU by its first table, its renderer process
and the tab itself made again: 351 against 207 ms for a King of All Bards table, 12 % of a run.
What is left of the last test is bound to its server's origin (localStorage, the service worker,
the HTTP cache). The `live_server` fixture's servers share one origin (tests/browser/live.py):
there the phone's storage is wiped, its HTTP cache kept (the static files, a later test's first
page then ~35 % cheaper); every other server of a session listens on a port of its own, so a later
test never meets what was left there.
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
        self.own: dict[int, _OwnPage] = {}  # each context's own page, as it was handed out

    def take(self, init_script: str | None = None, **settings: Any) -> tuple[BrowserContext, Page]:
        """A context with the phone's settings (PHONE, overridden by `settings`) and a blank page of its own.

        `init_script`: runs in every page before the page's own scripts (it stays with the context).
        """
        made = {**PHONE, **settings}
        # A page takes its own screen size and scheme: phones that differ only in those are one kind.
        key = repr((init_script, sorted((k, v) for k, v in made.items() if k not in _PAGE_OWN)))
        for n, (k, ctx) in enumerate(self.idle):
            if k == key:
                del self.idle[n]
                own = self.own[id(ctx)]
                own.wear(made)
                return ctx, own.page
        ctx = self.browser.new_context(**made)
        if init_script:
            ctx.add_init_script(init_script)
        self.keys[id(ctx)] = key
        own = self.own[id(ctx)] = _OwnPage(_new_page(ctx), made)
        return ctx, own.page

    def give_back(self, ctx: BrowserContext) -> None:
        """Make a context clean for the next test and keep it (or close it, when it cannot be made so)."""
        try:
            own = self.own[id(ctx)]
            if own.page.is_closed():
                own = self.own[id(ctx)] = _OwnPage(_new_page(ctx), own.made)
            for page in ctx.pages:
                if page is not own.page:
                    page.close()
            own.reset()
            ctx.clear_cookies()
            _wipe_shared_origin(own.page)
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
        self.own.pop(id(ctx), None)
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


# The settings a page takes on its own (`set_viewport_size`, `emulate_media`), as a context's first page has them.
_PAGE_OWN = ("viewport", "color_scheme")


class _OwnPage:
    """A context's own page, and how to take off it what a test put on it."""

    def __init__(self, page: Page, made: dict[str, Any]):
        self.page, self.made = page, made
        # The listeners Playwright itself keeps on a page (its close and crash): every other one is a test's.
        self.listeners = {event: _listeners(page, event) for event in list(page._impl_obj._events)}

    def reset(self) -> None:
        """The page as `take` made it: blank, with no test's listeners, routes, media or viewport."""
        page, impl = self.page, self.page._impl_obj
        page.unroute_all(behavior="ignoreErrors")
        for event in list(impl._events):
            for listener in _listeners(page, event):
                if listener not in self.listeners.get(event, []):
                    impl.remove_listener(event, listener)  # as page.remove_listener does (events unsubscribed)
        page.goto("about:blank")
        page.emulate_media(media="null", color_scheme=self.made.get("color_scheme", "light"))
        if page.viewport_size != self.made["viewport"]:
            page.set_viewport_size(self.made["viewport"])
        page.set_default_timeout(TIMEOUT)

    def wear(self, made: dict[str, Any]) -> None:
        """Take the screen size and scheme of a phone made with `made` (the page is blank, as `reset` left it)."""
        if made["viewport"] != self.made["viewport"]:
            self.page.set_viewport_size(made["viewport"])
        if made.get("color_scheme", "light") != self.made.get("color_scheme", "light"):
            self.page.emulate_media(color_scheme=made.get("color_scheme", "light"))
        self.made = made


def _listeners(page: Page, event: str) -> list[Any]:
    """The listeners on a page's event, as its emitter keeps them (one, or a list)."""
    kept = page._impl_obj._events.get(event, [])
    return list(kept) if isinstance(kept, list) else [kept]


def _new_page(ctx: BrowserContext) -> Page:
    """A new page of the phone, waiting `TIMEOUT` for what a test expects."""
    page = ctx.new_page()
    page.set_default_timeout(TIMEOUT)
    return page

"""Each phone's language: from its `lang` cookie (the one-tap switch) or `Accept-Language`.

Templates get gettext through Jinja's own i18n extension, bound to `companion.i18n` (so pages,
the engine's log lines and errors, the terminal and the PDFs share one catalog loader); pages get
the JS catalog of the chrome and their game inline (`<script id="i18n">`). A table never forces a
language: every request and every open stream speaks its own phone's.
"""

from __future__ import annotations

import re
from typing import Any

from flask import Flask, request

from companion import i18n

COOKIE = "lang"
_CHOSEN = re.compile(r"(?:^|;)\s*lang=([A-Za-z-]{2,12})\s*(?:;|$)")
MAX_HEADER = 512  # a longer Accept-Language is read this far: no header may cost more than that


def language_of(cookie: str | None, accept_language: str | None) -> str:
    """A request's language from its raw headers: the `lang` cookie, else Accept-Language's best, else English."""
    m = _CHOSEN.search(cookie or "")
    chosen = i18n.pick(m.group(1)) if m else None
    if chosen:
        return chosen
    best, best_q = i18n.DEFAULT, 0.0
    for item in (accept_language or "")[:MAX_HEADER].split(","):
        tag, _, params = item.partition(";")
        lang = i18n.pick(tag)
        if lang is None:
            continue
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                continue
        if q > best_q:
            best, best_q = lang, q
    return best


def request_language() -> str:
    """This request's language: the phone's choice, else the browser's best match, else English."""
    return language_of(request.headers.get("Cookie"), request.headers.get("Accept-Language"))


def page_catalog(game_id: str | None = None) -> dict[str, Any]:
    """What `app.js` needs to speak: the language, its CLDR plural rule, the JS messages of the page."""
    lang = i18n.current()
    # the history's messages too: the end screen of every game offers its play to BG Stats
    areas = ("core", "plays") + ((i18n.area_of_game(game_id).name,) if game_id else ())
    return {
        "lang": lang,
        "languages": [{"code": c, "name": i18n.NAMES[c]} for c in i18n.LANGUAGES],
        "messages": i18n.js_messages(lang, areas),
    }


def register(app: Flask) -> None:
    """Pick the language for each request and install gettext in the templates."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=i18n._, ngettext=i18n.ngettext, pgettext=i18n.pgettext, newstyle=True
    )

    # Game metadata and other values held in variables (marked N_ where they are defined): `tr(x)`,
    # plain gettext, not the newstyle `_` that also %-formats (a "%" in a label would break it).
    app.jinja_env.globals["tr"] = i18n._
    app.jinja_env.filters["tr"] = i18n._

    @app.before_request
    def _pick_language() -> None:
        i18n.activate(request_language())

    @app.teardown_request
    def _back_to_english(_err: BaseException | None) -> None:
        # The next request on this greenlet (or a test after Flask's test client) starts afresh;
        # a stream's messages are rendered in its own language by whoever publishes them.
        i18n.activate(i18n.DEFAULT)

    @app.context_processor
    def _language() -> dict[str, Any]:
        languages = [(c, i18n.NAMES[c]) for c in i18n.LANGUAGES]
        return {"lang": i18n.current(), "languages": languages, "page_catalog": page_catalog, "number": i18n.number}

    @app.after_request
    def _vary(resp):  # caches must not hand one phone's language to another
        resp.vary.add("Accept-Language")
        resp.vary.add("Cookie")
        if not request.path.startswith("/static/"):  # the service worker files offline copies by it (sw.js)
            resp.headers.setdefault("Content-Language", i18n.current())
        return resp

"""The hottest request, an action, answered without Flask's per-request work.

Every move of every phone is `POST /api/tables/<code>/actions`. Through Flask it cost ~500 µs
against ~100 µs for the engine's own work (bench/README.md, "Where the time goes"): the request
context, routing, the before/after hooks, header objects and `jsonify`. This WSGI middleware
reads an ordinary action request's parts from the environ and hands them to web/action.py,
which computes the answer for Flask's route too: the speed is in what is skipped, never in the
checks. Anything unusual (no JSON content type, a chunked body, a body of unknown or too large
length) goes on to Flask. The API tests go through it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask

from web import action
from web.proxies import client_address

_ACTIONS = re.compile(r"/api/tables/([^/]+)/actions")
StartResponse = Callable[..., Any]


class Actions:
    """WSGI middleware: `POST /api/tables/<code>/actions` answered here; every other request goes to Flask."""

    def __init__(self, app: Flask):
        self.flask = app.wsgi_app
        self.tables = app.extensions["tables"]
        self.max_body = app.config["MAX_CONTENT_LENGTH"]
        self.join_limit = app.config["JOIN_LIMIT"]
        self.proxies = app.extensions["trusted_proxies"]
        self.gate = app.extensions["admission"]

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") == "POST" and self._plain(environ):
            m = _ACTIONS.fullmatch(action.url_path(environ))
            if m:
                client = client_address(environ, self.proxies)
                request = action.request_of(environ, m.group(1), "application/json", client, lambda: _body(environ))
                answer = action.answer(self.tables, request, self.join_limit, self.gate)
                start_response(answer.status, answer.headers)
                return [answer.body]
        return self.flask(environ, start_response)

    def _plain(self, environ: dict) -> bool:
        """Whether a request's body is JSON of a plain length Flask would take (413s and chunks are Flask's)."""
        length = environ.get("CONTENT_LENGTH", "")
        if environ.get("HTTP_TRANSFER_ENCODING"):
            return False
        if environ.get("CONTENT_TYPE", "").split(";", 1)[0].strip().lower() != "application/json":
            return False
        return length.isascii() and length.isdigit() and 0 < int(length) <= self.max_body


def _body(environ: dict) -> bytes | None:
    """The whole body, or None when it ends before its Content-Length."""
    length = int(environ["CONTENT_LENGTH"])
    try:
        raw = environ["wsgi.input"].read(length)
    except OSError:  # pywsgi's Input: the connection ended first
        return None
    return raw if len(raw) == length else None


def install(app: Flask) -> None:
    """Put the action fast path in front of the app (the test client goes through it too)."""
    app.wsgi_app = Actions(app)  # type: ignore[method-assign]

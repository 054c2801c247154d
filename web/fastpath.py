"""The hottest request, an action, answered without Flask's per-request work.

Every move of every phone is `POST /api/tables/<code>/actions`. Through Flask it cost ~500 µs
against ~100 µs for the engine's own work (bench/README.md, "Where the time goes"): the request
context, routing, the before/after hooks, header objects and `jsonify`. This WSGI middleware
answers a well-formed action itself, with the same checks in the same order and the same
answers; anything unusual (no JSON content type, no bearer token, a body of unknown or too
large length) goes on to Flask, whose answers stay the reference. The API tests go through it.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from werkzeug.exceptions import ClientDisconnected
from werkzeug.http import HTTP_STATUS_CODES

from companion import clean, i18n, wire
from companion.errors import ActionError
from web import errors, limits
from web.headers import HEADERS
from web.i18n import language_of

log = logging.getLogger(__name__)
_ACTIONS = re.compile(r"/api/tables/([^/]+)/actions")
# As Flask's after_request hooks leave every API answer (web/headers.py, web/i18n.py, web/compress.py).
_BASE = [(k, v) for k, v in HEADERS.items()] + [("Vary", "Accept-Encoding, Accept-Language, Cookie")]
StartResponse = Callable[..., Any]
# Flask's answers' words (web/api.py, web/errors.py), translated by their catalog entries there.
BAD_JSON = "the request body must be valid JSON"
INTERNAL = "the server failed; nothing was changed"


def _not_json(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


class Actions:
    """WSGI middleware: `POST /api/tables/<code>/actions` answered here; every other request goes to Flask."""

    def __init__(self, app: Flask):
        self.flask = app.wsgi_app
        self.tables = app.extensions["tables"]
        self.max_body = app.config["MAX_CONTENT_LENGTH"]
        self.join_limit = app.config["JOIN_LIMIT"]
        self.proxies = app.extensions["trusted_proxies"]

    def __call__(self, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") == "POST":
            m = _ACTIONS.fullmatch(_path(environ))
            token = self._plain(environ) if m else None
            if token is not None:
                return self._act(m.group(1), token, environ, start_response)  # type: ignore[union-attr]
        return self.flask(environ, start_response)

    def _plain(self, environ: dict) -> str | None:
        """The bearer token of an ordinary action request; None sends it to Flask."""
        auth = environ.get("HTTP_AUTHORIZATION", "")
        length = environ.get("CONTENT_LENGTH", "")
        if not auth.startswith("Bearer ") or environ.get("HTTP_TRANSFER_ENCODING"):
            return None
        if environ.get("CONTENT_TYPE", "").split(";", 1)[0].strip().lower() != "application/json":
            return None
        if not (length.isascii() and length.isdigit()) or not 0 < int(length) <= self.max_body:
            return None
        token = auth[7:].strip()
        return token if token and token.isascii() and token.isprintable() else None

    def _act(self, code: str, token: str, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        i18n.activate(language_of(environ.get("HTTP_COOKIE"), environ.get("HTTP_ACCEPT_LANGUAGE")))
        try:
            return self._answer(code, token, environ, start_response)
        finally:
            i18n.activate(i18n.DEFAULT)  # as Flask's teardown does (web/i18n.py)

    def _answer(self, code: str, token: str, environ: dict, start_response: StartResponse) -> Iterable[bytes]:
        try:
            # As web/api.py's act: the token's table first (unknown codes count as guesses and
            # answer like a wrong token), then the body, then the engine.
            with limits.counting(limits.client_address(environ, self.proxies), self.join_limit, disguise=True):
                self.tables.get(code)
            raw = _body(environ)
            if raw is None:  # as Werkzeug's stream tells Flask (ClientDisconnected), and Flask answers
                return _json(start_response, 400, {"error": {"code": "bad_request", "message": _CUT_SHORT}})
            try:
                data = json.loads(raw, parse_constant=_not_json)
            except (ValueError, RecursionError):
                data = None
            if data is None:
                raise ActionError("bad_json", i18n._(BAD_JSON))
            answer = self.tables.act(code, token, data)
        except ActionError as err:
            return _json(start_response, err.status, err.to_dict())
        except Exception as err:
            failed = errors.unavailable(err, "POST", environ.get("PATH_INFO", ""))
            if failed is not None:
                return _json(start_response, failed.status, failed.to_dict())
            log.exception("unexpected error on POST %s", clean.for_terminal(environ.get("PATH_INFO", "")))
            body = {"error": {"code": "internal", "message": i18n._(INTERNAL)}}
            return _json(start_response, 500, body)
        yield_to_streams(self.tables, code)
        return _json(start_response, 200, answer)


_CUT_SHORT = ClientDisconnected.description


def _path(environ: dict) -> str:
    """The request's path as Flask routes it: WSGI's latin-1 string read back as UTF-8 (Werkzeug's way)."""
    return environ.get("PATH_INFO", "").encode("latin-1").decode("utf-8", "replace")


def _body(environ: dict) -> bytes | None:
    """The whole body, or None when it ends before its Content-Length."""
    length = int(environ["CONTENT_LENGTH"])
    try:
        raw = environ["wsgi.input"].read(length)
    except OSError:  # pywsgi's Input: the connection ended first
        return None
    return raw if len(raw) == length else None


FEW_STREAMS = 16  # a table's phones, and a few more: their streams write before the answer


def yield_to_streams(tables: object, code: str) -> None:
    """Let a table's few waiting streams write the event before the actor's answer goes out.

    Pushed streams (`companion serve`, web/push.py) are written by the publish itself: nothing to
    wait for. A stream read by a greenlet (HTTPS, the test server) writes when it runs: under
    gevent the sleep yields once, so a table waits on its other phones, not on the actor, who
    already shows its own move. A table with hundreds of streams (a big screen, many watchers)
    answers first instead, so the actor's answer does not wait for hundreds of writes.
    """
    # From memory only: the action is stored; nothing here may fail now (a database restarting).
    table_id = tables.loaded_alias(code.strip().upper())  # type: ignore[attr-defined]
    if table_id is None:
        return
    waiting = tables.hub.waiting(table_id)  # type: ignore[attr-defined]
    if waiting > 0 and tables.hub.count(table_id) <= FEW_STREAMS:  # type: ignore[attr-defined]
        time.sleep(0)


def _json(start_response: StartResponse, status: int, body: dict) -> list[bytes]:
    data = (wire.dumps(body) + "\n").encode()
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(data))), *_BASE]
    headers.append(("Content-Language", i18n.current()))
    start_response(f"{status} {HTTP_STATUS_CODES.get(status, 'unknown').upper()}", headers)
    return [data]


def install(app: Flask) -> None:
    """Put the action fast path in front of the app (the test client goes through it too)."""
    app.wsgi_app = Actions(app)  # type: ignore[method-assign]

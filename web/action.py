"""An action's one answer: its status, headers and body, computed from the request's parts without Flask.

Every move of every phone is `POST /api/tables/<code>/actions`. Two routes serve it, the fast path
(web/fastpath.py, which skips Flask's per-request work) and Flask's route (web/api.py, for what
the fast path leaves to Flask: a chunked body, one over the size limit); both only read the
request and call `answer`, so the checks, their order and every byte of the answer are one code's.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from companion import clean, i18n, wire
from companion.errors import ActionError
from companion.i18n import _
from companion.tables import Tables
from web import errors, limits
from web.admission import Gate
from web.headers import json_headers, status_line
from web.i18n import language_of

log = logging.getLogger(__name__)
FEW_STREAMS = 16  # a table's phones, and a few more: their streams write before the answer


class Request(NamedTuple):  # a tuple: made on every action, and a frozen dataclass costs 3x more
    """What an action's answer depends on, read from the request by whichever route got it."""

    code: str  # the table code from the URL, read as UTF-8
    path: str  # for the log line of a failure
    authorization: str  # the Authorization header, "" when absent
    mimetype: str  # the Content-Type without parameters, lower-case
    cookie: str | None
    accept_language: str | None
    client: str  # the address the guessing limit counts against (web/proxies.py)
    read: Callable[[], bytes | None]  # the whole body; None when it ended before its length


def request_of(environ: dict, code: str, mimetype: str, client: str, read: Callable[[], bytes | None]) -> Request:
    """The parts of an action request from its WSGI environ (the same for Flask, whose request reads it too)."""
    return Request(
        code=code,
        path=url_path(environ),
        authorization=environ.get("HTTP_AUTHORIZATION", ""),
        mimetype=mimetype,
        cookie=environ.get("HTTP_COOKIE"),
        accept_language=environ.get("HTTP_ACCEPT_LANGUAGE"),
        client=client,
        read=read,
    )


def url_path(environ: dict) -> str:
    """The request's path as Flask routes it: WSGI's latin-1 string read back as UTF-8 (Werkzeug's way)."""
    return environ.get("PATH_INFO", "").encode("latin-1").decode("utf-8", "replace")


class Answer(NamedTuple):
    """An HTTP answer: status line (without the version), header lines and body."""

    status: str
    headers: list[tuple[str, str]]
    body: bytes


def answer(tables: Tables, request: Request, join_limit: int, gate: Gate | None = None) -> Answer:
    """Apply one action and say how it went, in the phone's language: every route's answer to it.

    `gate`: refuses the action with a quick 503 while the server cannot keep up (web/admission.py).
    """
    i18n.activate(language_of(request.cookie, request.accept_language))
    try:
        try:
            with gate.admitted() if gate is not None else contextlib.nullcontext():
                result = _apply(tables, request, join_limit)
        except ActionError as err:
            return respond(err.status, err.to_dict(), *errors.retry_after(err).items())
        except Exception as err:
            failed = errors.unavailable(err, "POST", request.path)
            if failed is not None:
                return respond(failed.status, failed.to_dict())
            # A bug: logged in full; the engine already rebuilt the table from the store.
            log.exception("unexpected error on POST %s", clean.for_terminal(request.path))
            return respond(500, {"error": {"code": "internal", "message": _(errors.INTERNAL)}})
        yield_to_streams(tables, request.code)
        return respond(200, result)
    finally:
        i18n.activate(i18n.DEFAULT)  # code after the request speaks English again


def _apply(tables: Tables, request: Request, join_limit: int) -> dict[str, Any]:
    # The token first, then its table (unknown codes count as guesses and answer like a wrong
    # token), then the body, then the engine: a guess learns nothing from a body's faults.
    token = required_token(request.authorization)
    with limits.counting(request.client, join_limit, disguise=True):
        tables.check_code(request.code)  # a table loaded here: no look-up in a shared store
    raw = request.read()
    if raw is None:
        raise ActionError("bad_request", errors.CUT_SHORT)
    return tables.act(request.code, token, json_body(raw, request.mimetype))


def bearer(authorization: str) -> str | None:
    """The token of `Authorization: Bearer <token>`; a 401 for one no token of ours can be."""
    if not authorization.startswith("Bearer "):
        return None
    token = authorization[7:].strip()
    # Tokens are URL-safe ASCII: anything else cannot match, and must not reach the comparison.
    if not (token.isascii() and token.isprintable()):
        message = _("a token is ASCII letters, digits, '-' and '_'; this one is not")
        raise ActionError("bad_token", message, status=401)
    return token


def required_token(authorization: str) -> str:
    """The bearer token of a request to a token-taking endpoint: a 401 without one."""
    token = bearer(authorization)
    if not token:
        raise ActionError("token_required", _("send 'Authorization: Bearer <seat or host token>'"), status=401)
    return token


def json_body(raw: bytes, mimetype: str) -> Any:
    """A request's JSON body; a 415 unless sent as application/json, a 400 if it is not JSON."""
    # A web page on another site can post text/plain or a form without asking first (no CORS
    # preflight); application/json needs a preflight, which this server never grants.
    if raw and mimetype != "application/json":
        message = _("send the body as JSON with 'Content-Type: application/json'")
        raise ActionError("unsupported_media_type", message, status=415)
    try:
        # No NaN/Infinity (not JSON: a browser cannot parse them back), and a deeply nested
        # body (RecursionError) is bad JSON too, not a server failure.
        data = _DECODER.decode(raw.decode(json.detect_encoding(raw), "surrogatepass"))  # json.loads's way
    except (ValueError, RecursionError):
        data = None
    if data is None:
        raise ActionError("bad_json", _("the request body must be valid JSON"))
    return data


def _not_json(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


# Made once: json.loads with any option builds a new decoder per call (~2 µs of an action's ~70).
_DECODER = json.JSONDecoder(parse_constant=_not_json)


def respond(status: int, body: object, *extra: tuple[str, str]) -> Answer:
    """A JSON answer in the current language, with the API's headers."""
    data = wire.encode(body) + b"\n"
    headers = json_headers(i18n.current(), len(data), *extra)
    return Answer(status_line(status), headers, data)


def yield_to_streams(tables: Tables, code: str) -> None:
    """Let a table's few waiting streams write the event before the actor's answer goes out.

    Pushed streams (`companion serve`, web/push.py) are written by the publish itself: nothing to
    wait for. A stream read by a greenlet (HTTPS, the test server) writes when it runs: under
    gevent the sleep yields once, so a table waits on its other phones, not on the actor, who
    already shows its own move. A table with hundreds of streams (a big screen, many watchers)
    answers first instead, so the actor's answer does not wait for hundreds of writes.
    """
    # From memory only: the action is stored; nothing here may fail now (a database restarting).
    table_id = tables.loaded_alias(code.strip().upper())
    if table_id is None:
        return
    waiting = tables.hub.waiting(table_id)
    if waiting > 0 and tables.hub.count(table_id) <= FEW_STREAMS:
        time.sleep(0)
